// @vitest-environment happy-dom
/**
 * Platform contract, scripts: where scripts by name come from (`/gfx/{lang}/`, the directory of the platform's
 * shop.js) and which scripts of a partially loaded page run (the platform's `<script class="ajaxLoad">`).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { AJAX_SCRIPT_SELECTOR, ajaxScriptsOf, parsePartialPage } from '../../src/partial-page';
import { defaultScriptPrefix } from '../../src/load-script';
import { resetPageForTests } from '../../src/page-config';

function config(json: object | null): void {
  resetPageForTests();
  document.getElementById('storefront-config')?.remove();
  if (!json) return;
  const el = document.createElement('script');
  el.type = 'application/json';
  el.id = 'storefront-config';
  el.textContent = JSON.stringify(json);
  document.head.append(el);
}

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('scripts by name: the prefix', () => {
  it('is the directory of the platform main script (/gfx/{lang}/shop.js…) when the page has one', () => {
    config({ language: 'cs' });
    const shop = document.createElement('script');
    shop.setAttribute('src', '/gfx/cze/shop.js.gzip?r=1733230000');
    document.head.append(shop);
    expect(defaultScriptPrefix()).toBe('/gfx/cze/');
  });

  it('falls back to /gfx/{lang}/ from the configured language, the platform directory names', () => {
    config({ language: 'cs' });
    expect(defaultScriptPrefix()).toBe('/gfx/cze/');
    config({ language: 'pl' });
    expect(defaultScriptPrefix()).toBe('/gfx/pol/');
    config(null);
    expect(defaultScriptPrefix()).toBe('/gfx/pol/');
  });

  it('reads three-letter and regional language codes as the platform directory they name (cze stays cze)', () => {
    for (const [language, dir] of [
      ['cze', 'cze'],
      ['ces', 'cze'],
      ['ger', 'ger'],
      ['deu', 'ger'],
      ['rum', 'rum'],
      ['slo', 'slo'],
      ['eng', 'eng'],
      ['pol', 'pol'],
      ['cs-CZ', 'cze'],
      ['en_GB', 'eng'],
      [' CS ', 'cze'],
      ['xx', 'pol'],
    ]) {
      config({ language });
      expect(defaultScriptPrefix(), language).toBe(`/gfx/${dir}/`);
    }
  });

  it("takes the platform's own urls.prefix from app_shop", () => {
    config(null);
    (globalThis as { app_shop?: unknown }).app_shop = { urls: { prefix: '/gfx/cze/' } };
    try {
      expect(defaultScriptPrefix()).toBe(`${location.origin}/gfx/cze/`);
    } finally {
      delete (globalThis as { app_shop?: unknown }).app_shop;
      resetPageForTests();
    }
  });

  it("keeps a theme's own scriptPrefix from the page configuration", () => {
    config({ language: 'cs', scriptPrefix: '/theme/js/' });
    const shop = document.createElement('script');
    shop.setAttribute('src', '/gfx/cze/shop.js');
    document.head.append(shop);
    expect(defaultScriptPrefix()).toBe(`${location.origin}/theme/js/`);
  });

  it('ignores a shop.js on another origin (a third-party copy does not decide where scripts come from)', () => {
    config({ language: 'pl' });
    const other = document.createElement('script');
    other.setAttribute('src', 'https://cdn.example/evil/shop.js');
    document.head.append(other);
    expect(defaultScriptPrefix()).toBe('/gfx/pol/');
  });
});

describe('partial pages: the scripts that run', () => {
  it("are the platform's script.ajaxLoad and the bundle's data-ajax-load, never unmarked ones", () => {
    const doc = parsePartialPage(
      '<html><body><script class="ajaxLoad">a()</script><script class="other ajaxLoad">b()</script><script data-ajax-load>c()</script><script>d()</script><script class="ajaxload-not">e()</script></body></html>',
    );
    expect(Array.from(doc.querySelectorAll(AJAX_SCRIPT_SELECTOR), (s) => s.textContent)).toEqual(['a()', 'b()', 'c()']);
  });

  it('of a set_render part (a header and main#content, no html/head/body): every marked one in document order, none from [data-widget-ignore] or <noscript>', () => {
    const doc = parsePartialPage(
      '<header id="header"><script class="ajaxLoad">h()</script><div id="breadcrumbs"></div></header>' +
        '<main id="content"><script class="ajaxLoad">m()</script><div data-widget-ignore><script class="ajaxLoad">ignored()</script></div>' +
        '<noscript><script class="ajaxLoad">noscript()</script></noscript><script data-ajax-load>a()</script></main>',
    );
    expect(doc.querySelector('main#content')).not.toBeNull();
    expect(ajaxScriptsOf(doc).map((s) => s.textContent)).toEqual(['h()', 'm()', 'a()']);
  });
});
