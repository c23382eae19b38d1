// @vitest-environment happy-dom
// window.storefront's members (src/api.ts, src/load-script.ts `api`, src/lib/subscription-input.ts): bad input does
// nothing but one clear message; good input reaches the registry, the batch, the toast and the price.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import * as v from 'valibot';
import { api } from '../../src/load-script';
import { toastProblem } from '../../src/api';
import { subscriptionPriceForPage } from '../../src/lib/subscription-input';
import { resetWarningsForTests } from '../../src/lib/report';
import { resetPageForTests } from '../../src/page-config';
import type { Host, RegistryEntry, WidgetDefinition } from '../../src/widget';
import type { SubscriptionInput } from '../../types/storefront';

function fakeHost() {
  const registry = new Map<string, RegistryEntry>([['menu_basket', { keys: ['Basket'], hydrate: 'idle', load: () => Promise.reject(new Error('not here')) }]]);
  const host: Host = {
    registry,
    add: vi.fn((name: string, entry: RegistryEntry) => void registry.set(name, entry)),
    batch: { get: vi.fn(), refresh: vi.fn(() => Promise.resolve()), subscribe: vi.fn() },
  };
  return host;
}

let warn: { mock: { calls: unknown[][] } } & ReturnType<typeof vi.fn>;
beforeEach(() => {
  resetWarningsForTests();
  resetPageForTests();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('register', () => {
  it('adds nothing for a bad widget, with one warning; adds a good one', async () => {
    const host = fakeHost();
    expect(await api.register(host, { name: 'badge', hydrate: 'soon', mount() {} })).toBe(false);
    expect(host.add).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
    const mount = vi.fn();
    expect(await api.register(host, { name: 'badge', keys: ['Basket'], mount })).toBe(true);
    expect(host.registry.get('badge')).toEqual({
      name: 'badge',
      parseConfig: expect.any(Function),
      mount: expect.any(Function),
      keys: ['Basket'],
      hydrate: 'load',
    });
    // Its mount is the shop's, with its own reports given its name and the `run` phase (storefront:error's detail).
    const report = vi.fn();
    const el = {} as HTMLElement;
    await (host.registry.get('badge') as WidgetDefinition).mount(el, {
      name: 'badge',
      config: {},
      batch: host.batch,
      signal: new AbortController().signal,
      reportError: report,
    });
    expect(mount).toHaveBeenCalledWith(el, expect.objectContaining({ name: 'badge' }));
    mount.mock.calls[0][1].reportError('boom');
    expect(report).toHaveBeenCalledWith('boom', 'badge', 'run');
  });

  it('keeps a built-in without replace: true; a second registration of the shop’s own name is refused the same way', async () => {
    const host = fakeHost();
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const builtIn = host.registry.get('menu_basket');
    expect(await api.register(host, { name: 'menu_basket', mount() {} })).toBe(false);
    expect(host.registry.get('menu_basket')).toBe(builtIn);
    expect(warn.mock.calls[0][0]).toMatch(/"menu_basket" is a built-in widget; it is kept/);
    expect(await api.register(host, { name: 'menu_basket', mount() {}, replace: true })).toBe(true);
    expect(host.registry.get('menu_basket')).not.toBe(builtIn);
    expect(warn.mock.calls[1][0]).toMatch(/"menu_basket" replaces the bundle's built-in widget "menu_basket"/);
    expect(await api.register(host, { name: 'menu_basket', mount() {} })).toBe(false);
    expect(warn.mock.calls[2][0]).toMatch(/a widget named "menu_basket" is already registered/);
    expect(info).not.toHaveBeenCalled();
  });

  it('replacing a built-in widget (replace: true) is allowed with one warning naming it; replacing the shop’s own is a note', async () => {
    const host = fakeHost();
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const mount = vi.fn();
    expect(await api.register(host, { name: 'menu_basket', mount, replace: true })).toBe(true);
    expect(host.add).toHaveBeenCalledWith('menu_basket', {
      name: 'menu_basket',
      parseConfig: expect.any(Function),
      mount: expect.any(Function),
      keys: [],
      hydrate: 'load',
    });
    expect(warn.mock.calls).toEqual([
      [
        'storefront.register: "menu_basket" replaces the bundle\'s built-in widget "menu_basket" (replace: true); markers set up from now on get the shop\'s widget, those already mounted keep the built-in.',
      ],
    ]);
    expect(info).not.toHaveBeenCalled();
    // The shop replacing its own widget: no warning, a note.
    expect(await api.register(host, { name: 'menu_basket', mount() {}, replace: true })).toBe(true);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(info.mock.calls).toEqual([
      ['storefront.register: "menu_basket" replaces the widget registered before of that name (replace: true); markers already on the page keep the former.'],
    ]);
    // A shop widget of a new name: neither.
    expect(await api.register(host, { name: 'stock_badge', mount() {} })).toBe(true);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(info).toHaveBeenCalledTimes(1);
  });

  it('with a schema, parses a marker’s options as defineWidget does: typed, or skipped naming the attribute', async () => {
    const host = fakeHost();
    await api.register(host, {
      name: 'stock_badge',
      schema: v.object({ quantity: v.pipe(v.string(), v.transform(Number), v.integer()) }),
      mount() {},
    });
    const definition = host.registry.get('stock_badge') as WidgetDefinition;
    const el = document.createElement('div');
    el.setAttribute('data-quantity', '2');
    expect(definition.parseConfig!({ quantity: '2' }, el, [])).toEqual({ ok: true, value: { quantity: 2 } });
    el.setAttribute('data-quantity', 'two');
    expect(definition.parseConfig!({ quantity: 'two' }, el, [])).toMatchObject({ ok: false, message: expect.stringMatching(/^data-quantity is invalid/) });
    expect(definition.parseConfig!({ quantity: '2', colour: 'red' }, el, ['colour'])).toEqual({
      ok: false,
      message: 'data-config → colour is not an option (quantity)',
    });
  });
});

describe('refresh', () => {
  it('asks the batch only for known keys, each once; anything else warns and asks nothing', async () => {
    const host = fakeHost();
    for (const keys of [['Basket', 'basket'], 'Basket', [], undefined, [['Basket']]]) await api.refresh(host, keys);
    expect(host.batch.refresh).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(5);
    expect(warn.mock.calls[0][0]).toMatch(/^storefront\.refresh: "basket" is not a batch key \(expected a non-empty array of batch keys: Projector, Basket/);
    await api.refresh(host, ['Basket', 'Wishlist', 'Basket']);
    expect(host.batch.refresh).toHaveBeenCalledWith(['Basket', 'Wishlist']);
  });
});

describe('toast', () => {
  it('takes the spec’s types, a text of 1 to 500 characters and a duration; names what is wrong otherwise', () => {
    for (const type of ['info', 'warning', 'error', 'success', 'sr-only', undefined]) expect(toastProblem({ type, text: 'Zapisano' })).toBeUndefined();
    expect(toastProblem({ text: 'x'.repeat(500), duration: 0 })).toBeUndefined();
    expect(toastProblem({ type: 'danger', text: 'x' })).toBe('type "danger" is invalid (expected one of info, warning, error, success, sr-only)');
    expect(toastProblem({ text: '' })).toBe('text "" is invalid (expected a string of 1 to 500 characters, not only spaces)');
    expect(toastProblem({ text: 7 })).toMatch(/^text 7 is invalid/);
    expect(toastProblem({ text: 'x'.repeat(501) })).toMatch(/; it has 501\)$/);
    expect(toastProblem({ text: 'x', duration: -1 })).toMatch(/^duration -1 is invalid \(expected milliseconds from 0 to 60000/);
    expect(toastProblem({ text: 'x', duration: Number.NaN })).toMatch(/^duration NaN is invalid/);
    expect(toastProblem({ text: 'x', html: '<b>' })).toBe('"html" is not a field of an alert (type, text, duration)');
    expect(toastProblem('x')).toBe('the alert "x" is invalid (expected { type, text, duration? })');
  });

  it('shows the text as text, announced; a bad call shows nothing', async () => {
    const handle = await api.toast(fakeHost(), { type: 'warning', text: '<img src=x onerror=alert(1)>', duration: 0 });
    const shown = document.querySelector('.sf-toast--warning');
    expect(shown?.querySelector('img')).toBeNull();
    expect(shown?.textContent).toContain('<img src=x onerror=alert(1)>');
    handle!.close();
    expect(await api.toast(fakeHost(), { type: 'warning', text: ' ' })).toBeUndefined();
    expect(document.querySelector('.sf-toast')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('subscriptionPrice', () => {
  const error = (input: unknown) =>
    subscriptionPriceForPage(input).then(
      () => 'resolved',
      (e: Error) => `${e.name}: ${e.message}`,
    );

  it('takes a currency lacking fields from the shop’s, naming them in one warning; never "undefined" in a price', async () => {
    const price = await subscriptionPriceForPage({ max: 175, maxNet: 142.28, currency: { id: 'PLN', symbol: 'zł', format: '### ##0,00', space: true } });
    expect(price.gross.formatted).toBe('175,00\u00a0zł');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toBe(
      'storefront.subscriptionPrice: the currency lacks beforeValue, groupingSeparator, decimalSeparator; the shop\'s are used (beforeValue false, groupingSeparator "\u00a0", decimalSeparator ",").',
    );
  });

  it('rejects bad input with a TypeError naming the field, the value as given and what was expected', async () => {
    const end = '; no price is computed.';
    expect(await error(null)).toBe(
      `TypeError: storefront.subscriptionPrice: the input null is invalid (expected an object {max, maxNet, save?, before?, rebateValue?, rebateType?, currency?})${end}`,
    );
    expect(await error({ maxNet: 1 })).toBe(`TypeError: storefront.subscriptionPrice: max is missing (expected a number ≥ 0 or a numeric string)${end}`);
    expect(await error({ max: '12,5' })).toMatch(/max "12,5" is invalid/);
    expect(await error({ max: Infinity })).toMatch(/max Infinity is invalid/);
    expect(await error({ max: 1, rebateType: 3 })).toMatch(/rebateType 3 is invalid \(expected a string/);
    expect(await error({ max: 1, currency: 'PLN' })).toMatch(/currency "PLN" is invalid \(expected an object\)/);
    expect(await error({ max: 1, currency: { format: 'abc' } })).toMatch(/currency\.format "abc" is invalid \(expected a mask such as/);
    expect(await error({ max: 1, currency: { decimalSeparator: '' } })).toMatch(/currency\.decimalSeparator "" is invalid \(expected a non-empty string\)/);
    expect(await error({ max: 1, currency: { space: 'yes' } })).toMatch(/currency\.space "yes" is invalid \(expected true or false\)/);
    expect(await error({ max: 1, maxnet: 1 })).toMatch(/"maxnet" is not a field \(expected only max, maxNet/);
  });

  it('numeric strings count as their numbers; without maxNet the net is 0, said once', async () => {
    const price = await subscriptionPriceForPage({ max: ' 100 ', rebateValue: '25' });
    expect(price).toMatchObject({ gross: { value: 75 }, net: { value: 0 }, percent: 25 });
    expect(warn.mock.calls.map((c) => c[0])).toEqual(['storefront.subscriptionPrice: maxNet is missing; the net price is 0.']);
  });

  it('takes the spec’s flat input (the currency’s fields beside the amounts) as it takes currency: {…}', async () => {
    const amounts = { max: 1234.5, maxNet: 1003.66, rebateValue: 10 };
    const euro = { symbol: '€', format: '#,##0.00', space: false, beforeValue: true };
    // The published type takes both shapes (a compile-time check: npm run typecheck).
    const flat = await subscriptionPriceForPage({ ...amounts, ...euro } satisfies SubscriptionInput);
    // The spec's flat input names no separators: the shop's (§9 "Formats"), without a warning.
    expect(flat).toEqual({ gross: { value: 1111.05, formatted: '€1\u00a0111,05' }, net: { value: 903.29, formatted: '€903,29' }, percent: 10 });
    expect(warn).not.toHaveBeenCalled();
    const nested = await subscriptionPriceForPage({ ...amounts, currency: euro } satisfies SubscriptionInput);
    expect(nested).toEqual(flat);
    expect(warn.mock.calls.map((c) => c[0])).toEqual([
      'storefront.subscriptionPrice: the currency lacks id, groupingSeparator, decimalSeparator; the shop\'s are used (id "PLN", groupingSeparator "\u00a0", decimalSeparator ",").',
    ]);
  });

  it('both shapes: currency’s fields win, said in one warning; fields given once are merged', async () => {
    const price = await subscriptionPriceForPage({ max: 100, maxNet: 81.3, symbol: 'zł', beforeValue: true, currency: { symbol: '€', space: false } });
    expect(price.gross.formatted).toBe('€100,00');
    const again = await subscriptionPriceForPage({ max: 100, maxNet: 81.3, symbol: 'zł', beforeValue: true, currency: { symbol: '€', space: false } });
    expect(again).toEqual(price);
    const both = warn.mock.calls.map((c) => String(c[0])).filter((m) => m.includes('both'));
    expect(both).toEqual([
      'storefront.subscriptionPrice: the currency is given both beside the amounts (symbol, beforeValue) and in currency (symbol, space); currency\'s fields win: symbol "€", not "zł".',
    ]);
    warn.mockClear();
    expect((await subscriptionPriceForPage({ max: 100, maxNet: 81.3, space: false, currency: { symbol: '€' } })).gross.formatted).toBe('100,00€');
    expect(warn.mock.calls.map((c) => String(c[0])).filter((m) => m.includes('both'))).toEqual([
      "storefront.subscriptionPrice: the currency is given both beside the amounts (space) and in currency (symbol); currency's fields win (none is given twice here).",
    ]);
  });

  it('the flat currency fields are checked as the nested ones; an unknown field is still refused, naming it', async () => {
    expect(await error({ max: 1, space: 'yes' })).toBe(
      'TypeError: storefront.subscriptionPrice: space "yes" is invalid (expected true or false); no price is computed.',
    );
    expect(await error({ max: 1, format: 'abc' })).toMatch(/^TypeError: storefront\.subscriptionPrice: format "abc" is invalid \(expected a mask such as/);
    expect(await error({ max: 1, decimalSeparator: '' })).toMatch(/decimalSeparator "" is invalid \(expected a non-empty string\)/);
    expect(await error({ max: 1, symbol: '€', decimalSep: ',' })).toBe(
      'TypeError: storefront.subscriptionPrice: "decimalSep" is not a field (expected only max, maxNet, save, before, rebateValue, rebateType, currency, id, symbol, format, space, beforeValue, groupingSeparator, decimalSeparator); no price is computed.',
    );
    expect(await error({ max: 1, symbol: '€', currency: { symbl: '€' } })).toMatch(/"currency\.symbl" is not a field/);
  });

  it('whatever currency it is given (flat or in currency): a price without "undefined" or "NaN", or a TypeError', async () => {
    const field = fc.oneof(fc.string({ maxLength: 3 }), fc.boolean(), fc.integer(), fc.constant(undefined));
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            id: field,
            symbol: field,
            format: fc.oneof(field, fc.constantFrom('#,##0.00', '### ##0,00', '0')),
            space: field,
            beforeValue: field,
            groupingSeparator: field,
            decimalSeparator: field,
          },
          { requiredKeys: [] },
        ),
        fc.double({ min: 0, max: 1e9, noNaN: true }),
        fc.boolean(),
        async (currency, max, flat) => {
          const answer = await subscriptionPriceForPage(flat ? { max, maxNet: max, ...currency } : { max, maxNet: max, currency }).then(
            (p) => JSON.stringify(p),
            (e: Error) => (e instanceof TypeError ? 'TypeError' : String(e)),
          );
          return answer === 'TypeError' || !/undefined|NaN/.test(answer);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('loadScript', () => {
  it('rejects a bad name, place or option with a TypeError, adding no script', async () => {
    const host = fakeHost();
    const error = (...args: [unknown, unknown?, unknown?]) =>
      api.loadScript(host, ...args).then(
        () => 'resolved',
        (e: Error) => `${e.name}: ${e.message}`,
      );
    expect(await error('', 'head')).toMatch(/^TypeError: storefront\.loadScript: nameOrLink "" is invalid/);
    expect(await error(42)).toMatch(/nameOrLink 42 is invalid/);
    expect(await error('slider', 'footer')).toMatch(/place "footer" is invalid \(expected one of head, body_top, body_bottom, before_shop_js, after_shop_js\)/);
    expect(await error('slider', 'head', 'module')).toMatch(/the options "module" are invalid/);
    expect(await error('slider', 'head', { module: 'yes' })).toMatch(/module "yes" is invalid \(expected true or false\)/);
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });
});
