// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { getPage, parsePageConfig, platformAccountsUrl, readPageConfigElement, resetPageForTests } from '../../src/page-config';
import { resetWarningsForTests } from '../../src/lib/report';
import { readMarkerConfig } from '../../loader/markers';
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
  it('replaces each malformed field by its default, warning once per field', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const c = parsePageConfig({ language: 'cs', priceType: 'brutto', currency: { symbol: 'Kč', space: 'yes' }, texts: { a: 1 } });
    expect(c.language).toBe('cs');
    expect(c.priceType).toBe('gross');
    expect(c.currency.symbol).toBe('Kč');
    expect(c.currency.space).toBe(true);
    expect(c.texts).toEqual({});
    expect(warn.mock.calls.map((call) => String(call[0]).match(/field "([^"]+)"/)?.[1])).toEqual(['priceType', 'currency.space', 'texts.a']);
    warn.mockRestore();
  });
  it('accepts no object at all', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parsePageConfig([1]).language).toBe('pl');
    expect(parsePageConfig('x').language).toBe('pl');
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
  it('reads the JSON block, warning on invalid JSON', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = '<script type="application/json" id="storefront-config">{"language":"cs"}</script>';
    expect(readPageConfigElement()).toEqual({ language: 'cs' });
    document.body.innerHTML = '<script type="application/json" id="storefront-config">{language:</script>';
    expect(readPageConfigElement()).toEqual({});
    expect(warn).toHaveBeenCalledTimes(1);
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
    expect(readMarkerConfig(el)).toEqual({ ok: true, raw: { limit: 3, mode: 'b', maxItems: '5' }, jsonKeys: ['limit', 'mode'] });
  });
  it('rejects data-config that is not a JSON object, naming the attribute', () => {
    expect(readMarkerConfig(marker(`<div data-widget="x" data-config="{oops"></div>`))).toEqual({ ok: false, message: 'data-config is not valid JSON' });
    expect(readMarkerConfig(marker(`<div data-widget="x" data-config="[1]"></div>`))).toEqual({ ok: false, message: 'data-config must be a JSON object' });
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

describe('the accounts host the platform renders (IAIAccountsUrl)', () => {
  it('is read when it is an https URL string, and nothing else is', () => {
    expect(platformAccountsUrl({ IAIAccountsUrl: 'https://accounts.example-shop.test/' })).toBe('https://accounts.example-shop.test/');
    expect(platformAccountsUrl({})).toBeUndefined();
    expect(platformAccountsUrl({ IAIAccountsUrl: 'http://accounts.example-shop.test/' })).toBeUndefined();
    expect(platformAccountsUrl({ IAIAccountsUrl: 'javascript:alert(1)' })).toBeUndefined();
    expect(platformAccountsUrl({ IAIAccountsUrl: 'not a url' })).toBeUndefined();
    // DOM clobbering: <a id="IAIAccountsUrl" href="https://evil.test/"> in shop content makes an element, not a string.
    const clobbered = { IAIAccountsUrl: { toString: () => 'https://evil.test/', href: 'https://evil.test/' } };
    expect(platformAccountsUrl(clobbered)).toBeUndefined();
  });

  it("is the page's accountsUrl when the page configuration names none; the page configuration wins", () => {
    const g = globalThis as { IAIAccountsUrl?: unknown };
    const config = (json: object) => {
      document.getElementById('storefront-config')?.remove();
      document.head.insertAdjacentHTML('beforeend', `<script type="application/json" id="storefront-config">${JSON.stringify(json)}</script>`);
      resetPageForTests();
    };
    try {
      g.IAIAccountsUrl = 'https://accounts.shop-cluster.test/';
      config({ language: 'pl' });
      expect(getPage().accountsUrl).toBe('https://accounts.shop-cluster.test/');
      config({ accountsUrl: 'https://theme-chosen.test/' });
      expect(getPage().accountsUrl).toBe('https://theme-chosen.test/');
      delete g.IAIAccountsUrl;
      config({});
      expect(getPage().accountsUrl).toBe('https://accounts.idosell.com/');
    } finally {
      delete g.IAIAccountsUrl;
      document.getElementById('storefront-config')?.remove();
      resetPageForTests();
    }
  });
});
