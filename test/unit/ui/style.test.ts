// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { injectStyle } from '../../../src/ui/style';
import { bundleNonce, loaderNonce } from '../../../src/lib/nonce';
import { publish } from '../../../src/lib/shared';
import { clean, doc } from '../../../src/lib/dom';
import { warnOnce } from '../../../src/lib/report';
import { holdClicks } from '../../../src/lib/hold-clicks';

const lent = { clean, doc, warnOnce, holdClicks };

afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
});

const styles = () => Array.from(document.head.querySelectorAll('style[data-sf-style]'));

describe('injectStyle', () => {
  it('adds one style per id, once, after the shared base style', () => {
    injectStyle('menu', '.sf-menu{color:red}');
    injectStyle('menu', '.sf-menu{color:blue}');
    injectStyle('other', '.sf-other{}');
    expect(styles().map((s) => s.getAttribute('data-sf-style'))).toEqual(['base', 'menu', 'other']);
    expect(styles()[1].textContent).toBe('.sf-menu{color:red}');
    expect(styles()[0].textContent).toContain('.sr-only{');
  });

  it("carries the nonce of the loader's own tag, never one of another element placed earlier", () => {
    // Before the loader recorded its tag: no nonce, whatever other scripts carry.
    const earlier = document.createElement('script');
    earlier.setAttribute('nonce', 'att4cker');
    document.head.append(earlier);
    injectStyle('plain', '.sf-p{}');
    expect(styles().map((s) => s.getAttribute('nonce'))).toEqual([null, null]);
    document.head.replaceChildren(earlier);

    const loader = document.createElement('script');
    loader.type = 'module';
    loader.src = 'https://shop.test/storefront/loader.js';
    // Browsers hide the attribute's value and keep it in the property.
    loader.setAttribute('nonce', '');
    Object.defineProperty(loader, 'nonce', { value: 'r4nd0m' });
    document.body.append(loader);
    publish({ ...lent, nonce: loaderNonce('https://shop.test/storefront/loader.js') });
    injectStyle('a', '.sf-a{}');
    expect(styles().map((s) => s.getAttribute('nonce'))).toEqual(['r4nd0m', 'r4nd0m']);
    // Published once: a second loader on the page stops there, and what the first published stays.
    expect(() => publish({ ...lent, nonce: '' })).toThrow(TypeError);
    expect(bundleNonce()).toBe('r4nd0m');
  });

  it("a decoy tag with the loader's src inside shop content never gives its nonce, even before a loader at the end of <body>", () => {
    const url = 'https://shop.test/storefront/loader.js';
    const tag = (nonce: string) => {
      const script = document.createElement('script');
      script.type = 'module';
      script.src = url;
      Object.defineProperty(script, 'nonce', { value: nonce });
      return script;
    };
    const description = document.createElement('div');
    description.setAttribute('data-widget-ignore', '');
    description.append(tag('d3c0y'));
    document.body.replaceChildren(description, tag('r34l'));
    expect(loaderNonce(url)).toBe('r34l');
    // Only the decoy: no nonce at all.
    document.body.replaceChildren(description);
    expect(loaderNonce(url)).toBe('');
    // Nothing published (no loader): none.
    expect(bundleNonce({})).toBe('');
  });
});
