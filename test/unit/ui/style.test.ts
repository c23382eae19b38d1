// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { injectStyle } from '../../../src/ui/style';

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

  it("carries the page's CSP nonce from the first script that has one", () => {
    const script = document.createElement('script');
    script.setAttribute('nonce', '');
    // Browsers hide the attribute's value and keep it in the property.
    Object.defineProperty(script, 'nonce', { value: 'r4nd0m' });
    document.head.append(script);
    injectStyle('a', '.sf-a{}');
    expect(styles().map((s) => s.getAttribute('nonce'))).toEqual(['r4nd0m', 'r4nd0m']);
  });

  it('reads the attribute where the property is missing, and adds none without a nonce', () => {
    injectStyle('plain', '.sf-p{}');
    expect(styles()[1].hasAttribute('nonce')).toBe(false);
    document.head.replaceChildren();
    const script = document.createElement('script');
    script.setAttribute('nonce', 'abc');
    document.body.append(script);
    injectStyle('b', '.sf-b{}');
    expect(styles()[1].getAttribute('nonce')).toBe('abc');
  });
});
