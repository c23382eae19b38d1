// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { configFromAppShop, getPage, parsePageConfig, readPageConfigElement, resetPageForTests } from '../../src/page-config';
import { resetWarningsForTests } from '../../src/lib/report';
import { readMarkerConfig } from '../../src/lib/marker-config';
import { attributeFor, defineWidget } from '../../src/define-widget';
import { markupBoolean, markupNumber } from '../../src/schemas/markup';

beforeEach(() => resetWarningsForTests());

describe('page configuration', () => {
  it('fills every default from an empty config', () => {
    const c = parsePageConfig({});
    expect(c).toMatchObject({
      language: 'pl',
      priceType: 'gross',
      graphql: '/graphql/v1/',
      texts: {},
      scriptPrefix: '',
      additionalAjax: '',
      // The platform's accounts service (provider facts: IdoSell renders it per shop; this is its default host).
      accountsUrl: 'https://accounts.idosell.com/',
      basketUrl: '/basketedit.php',
      oneClickUrl: '/order1.php?oneclick=1',
    });
    expect(c.requestUri).toBeUndefined();
    expect(c.currency).toMatchObject({ id: 'PLN', symbol: 'zł', format: '###\u00a0##0,00', decimalSeparator: ',' });
  });
  it('replaces each malformed field by its default, warning once per field', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const c = parsePageConfig({ language: 'cs', priceType: 'brutto', currency: { symbol: 'Kč', space: 'yes' }, texts: { a: 1 } });
    expect(c.language).toBe('cs');
    expect(c.priceType).toBe('gross');
    expect(c.currency.symbol).toBe('Kč');
    expect(c.currency.space).toBe(true);
    expect(c.texts).toEqual({});
    await vi.dynamicImportSettled(); // the warnings' words are a chunk of their own (src/page-config-report.ts)
    expect(warn.mock.calls.map((call) => String(call[0]).match(/field "([^"]+)"/)?.[1])).toEqual(['priceType', 'currency.space', 'texts.a']);
    warn.mockRestore();
  });
  it('accepts no object at all', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parsePageConfig([1]).language).toBe('pl');
    expect(parsePageConfig('x').language).toBe('pl');
    await vi.dynamicImportSettled(); // the warnings' words are a chunk of their own (src/page-config-report.ts)
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
  it('warns once per unknown field, with the nearest known name when one is close; the rest still applies', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const c = parsePageConfig({
      langauge: 'cs',
      AccountsUrl: 'https://a.example/',
      colour: 'red',
      mapTiles: 'https://t.example/{z}/{x}/{y}.png',
      priceType: 'net',
    });
    expect(c.priceType).toBe('net');
    expect(c.language).toBe('pl');
    await vi.dynamicImportSettled(); // the warnings' words are a chunk of their own (src/page-config-report.ts)
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([
      'storefront: page configuration field "langauge" is unknown (did you mean "language"?); ignored.',
      'storefront: page configuration field "AccountsUrl" is unknown (did you mean "accountsUrl"?); ignored.',
      'storefront: page configuration field "colour" is unknown; ignored.',
    ]);
    warn.mockRestore();
  });
  it('reads the JSON block, warning on invalid JSON with where the parser stopped', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.head.innerHTML = '<script type="application/json" id="storefront-config">{"language":"cs"}</script>';
    expect(readPageConfigElement()).toEqual({ language: 'cs' });
    document.head.innerHTML = '<script type="application/json" id="storefront-config">{language:</script>';
    expect(readPageConfigElement()).toBeUndefined();
    document.head.innerHTML = '';
    await vi.dynamicImportSettled(); // the warnings' words are a chunk of their own (src/page-config-report.ts)
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toMatch(/is not valid JSON \(.*position \d+.*\); the platform's values and defaults are used\./);
    warn.mockRestore();
  });
});

describe('marker configuration', () => {
  const marker = (html: string) => {
    document.body.innerHTML = html;
    return document.body.firstElementChild as HTMLElement;
  };
  it('merges data-config JSON with data-* attributes (attributes win)', () => {
    const el = marker(`<div data-widget="x" data-hydrate="idle" data-config='{"limit":3,"mode":"a"}' data-mode="b" data-max-items="5"></div>`);
    expect(readMarkerConfig(el)).toEqual({ raw: { limit: 3, mode: 'b', maxItems: '5' }, jsonKeys: ['limit', 'mode'] });
  });
  it('rejects data-config that is not a JSON object, naming the attribute', () => {
    for (const bad of ['{oops', '[1]', '"a"', '1', 'true', 'null'])
      expect(readMarkerConfig(marker(`<div data-widget="x" data-config='${bad}'></div>`)), bad).toBe('data-config is not a JSON object');
  });
  it('names the attribute a config error came from', () => {
    const el = marker(`<div data-widget="x" data-max-items="a" data-config='{"nested":{"deep":1}}'></div>`);
    expect(attributeFor(el, ['maxItems'])).toBe('data-max-items');
    expect(attributeFor(el, ['nested', 'deep'])).toBe('data-config → nested.deep');
    expect(attributeFor(el, [])).toBe('data-config');
  });
  it('validates through the widget schema, with markup-friendly numbers and booleans', () => {
    const widget = defineWidget({
      name: 'x',
      schema: v.object({ maxItems: v.optional(markupNumber(), 6), open: v.optional(markupBoolean(), false) }),
      mount() {},
    });
    const el = marker(`<div data-widget="x" data-max-items="many"></div>`);
    expect(widget.parseConfig!({ maxItems: '5', open: 'true' }, el, [])).toEqual({ ok: true, value: { maxItems: 5, open: true } });
    expect(widget.parseConfig!({}, el, [])).toEqual({ ok: true, value: { maxItems: 6, open: false } });
    expect(widget.parseConfig!({ maxItems: 'many' }, el, [])).toEqual({ ok: false, message: 'data-max-items is invalid (expected a number)' });
    expect(widget.parseConfig!({ maxItems: 5, colour: 'red' }, el, ['colour'])).toEqual({
      ok: false,
      message: 'data-config → colour is not an option (maxItems, open)',
    });
  });
});

describe("the page's own data: app_shop, and #storefront-config in <head> over it", () => {
  const g = globalThis as { app_shop?: unknown };
  const headConfig = (json: string | undefined) => {
    document.head.querySelectorAll('#storefront-config').forEach((el) => el.remove());
    if (json !== undefined) document.head.insertAdjacentHTML('beforeend', `<script type="application/json" id="storefront-config">${json}</script>`);
    resetPageForTests();
  };
  const czechShop = {
    urls: { prefix: '/gfx/cze/', graphql: '/graphql/v1/' },
    vars: {
      priceType: 'net',
      language: { id: 'cze', symbol: 'cs', name: 'Czech' },
      currency: { id: 'CZK', symbol: 'Kč', format: '### ##0,00', beforeValue: false, space: true, decimalSeparator: ',', groupingSeparator: ' ' },
      requestUri: '/cs/product/1',
      additionalAjax: 'abc',
      IAIAccountsUrl: 'https://accounts.shop-cluster.test/',
    },
  };
  beforeEach(() => {
    document.body.innerHTML = '';
    delete g.app_shop;
    headConfig(undefined);
  });

  it('reads language, price type, currency, addresses, requestUri, additionalAjax and the accounts host from app_shop', () => {
    g.app_shop = czechShop;
    resetPageForTests();
    const page = getPage();
    expect(page).toMatchObject({
      language: 'cs',
      priceType: 'net',
      graphql: '/graphql/v1/',
      scriptPrefix: '/gfx/cze/',
      requestUri: '/cs/product/1',
      additionalAjax: 'abc',
      accountsUrl: 'https://accounts.shop-cluster.test/',
    });
    expect(page.currency).toMatchObject({ id: 'CZK', symbol: 'Kč', space: true, beforeValue: false, decimalSeparator: ',' });
    expect(page.t('ui.close')).not.toBe(getPageIn('pl').t('ui.close'));
  });

  it('takes the language from its directory id when there is no symbol, and booleans written as strings', () => {
    expect(configFromAppShop({ vars: { language: { id: 'cze' }, currency: { beforeValue: 'true', space: '0' } } })).toEqual({
      language: 'cs',
      currency: { beforeValue: true, space: false },
    });
  });

  it('never takes an accounts host that is not https', () => {
    expect(configFromAppShop({ vars: { IAIAccountsUrl: 'javascript:alert(1)' } })).toEqual({});
    expect(configFromAppShop({ vars: { IAIAccountsUrl: 'http://accounts.test/' } })).toEqual({});
  });

  it('lets the head block override it field by field', () => {
    g.app_shop = czechShop;
    headConfig('{"graphql": "/theme/graphql/", "currency": {"symbol": "CZK"}}');
    const page = getPage();
    expect(page.graphql).toBe('/theme/graphql/');
    expect(page.language).toBe('cs');
    expect(page.currency).toMatchObject({ id: 'CZK', symbol: 'CZK', decimalSeparator: ',' });
  });

  it('ignores a #storefront-config planted in the body (merchant content), even with no head block', () => {
    document.body.innerHTML = '<div><script type="application/json" id="storefront-config">{"graphql": "https://evil.test/graphql"}</script></div>';
    resetPageForTests();
    expect(getPage().graphql).toBe('/graphql/v1/');
    expect(readPageConfigElement()).toBeUndefined();
  });

  it('ignores a decoy block inside an element that clobbers document.head (a named form, object, img, embed or iframe)', () => {
    for (const decoy of [
      '<form name="head"><script type="application/json" id="storefront-config">{"graphql": "https://evil.test/graphql"}</script></form>',
      '<object id="head"><script type="application/json" id="storefront-config">{"graphql": "https://evil.test/graphql"}</script></object>',
      '<img name="head"><embed name="head"><iframe name="head"></iframe>',
    ]) {
      document.body.innerHTML = decoy;
      resetPageForTests();
      expect(getPage().graphql, decoy).toBe('/graphql/v1/');
      expect(readPageConfigElement(), decoy).toBeUndefined();
    }
  });

  it('ignores an element that clobbers app_shop (no page script defined it)', async () => {
    document.body.innerHTML = '<form id="app_shop"><input name="vars"><input name="urls"></form>';
    resetPageForTests();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(getPage().graphql).toBe('/graphql/v1/');
    expect(getPage().language).toBe('pl');
    await vi.dynamicImportSettled(); // the warnings' words are a chunk of their own (src/page-config-report.ts)
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('warns once and uses defaults when app_shop is not an object', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    g.app_shop = 'broken';
    resetPageForTests();
    expect(getPage().language).toBe('pl');
    await vi.dynamicImportSettled(); // the warnings' words are a chunk of their own (src/page-config-report.ts)
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toContain('app_shop is not an object');
    warn.mockRestore();
  });

  it('defaults the accounts host to the platform default when nothing names one', () => {
    resetPageForTests();
    expect(getPage().accountsUrl).toBe('https://accounts.idosell.com/');
  });
});

function getPageIn(language: string) {
  const g = globalThis as { app_shop?: unknown };
  const saved = g.app_shop;
  g.app_shop = { vars: { language: { symbol: language } } };
  resetPageForTests();
  const page = getPage();
  g.app_shop = saved;
  resetPageForTests();
  return page;
}
