import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as v from 'valibot';
import { quantityLimits } from '../../widgets/projector/rules';
import { clampQuantity } from '../../widgets/projector/clamp';
import { regularPrice, signedPercent } from '../../widgets/projector/price-rules';
import { ProjectorSchema } from '../../widgets/projector/schema';
import { ajaxView, answerPrices, answerUnit, sizeView } from '../../widgets/projector/price-view';
import { $sizePrice, $subscriptionPrice, currentUnitPrice } from '../../src/stores/product-price';
import { DEFAULT_CURRENCY, NBSP } from '../../src/lib/currency';

const m = (value: number, formatted = `${value.toFixed(2).replace('.', ',')}${NBSP}zł`) => ({ value, formatted });
const both = (g: number, n: number) => ({ gross: m(g), net: m(n) });

const promo = {
  unit: both(80, 65.04),
  max: both(100, 81.3),
  youSavePercent: 20,
  rebateCodeActive: false,
  beforeRebate: both(80, 65.04),
  beforeRebateDetails: { unit: both(80, 65.04), youSavePercent: 0 },
  omnibusPrice: both(90, 73.17),
  omnibusPriceDetails: {
    unit: both(90, 73.17),
    youSavePercent: 11,
    newPriceEffectiveUntil: { formatted: '2026-06-30' },
    omnibusPriceIsHigherThanSellingPrice: true,
  },
};

describe('omnibus percent prefix (spec §9)', () => {
  it('"-" when the omnibus price is higher than the selling price', () => {
    expect(signedPercent(true, 11)).toBe('-11%');
    expect(signedPercent(true, -11)).toBe('-11%');
  });
  it('"+" when the saving percent is not 0 and the omnibus price is not higher', () => {
    expect(signedPercent(false, 7)).toBe('+7%');
  });
  it('nothing at 0 %', () => {
    expect(signedPercent(false, 0)).toBe('');
    expect(signedPercent(true, 0)).toBe('');
    expect(signedPercent(false, undefined)).toBe('');
  });
});

describe('regular price (spec §9): max × sellBy', () => {
  it('multiplies and rounds to 2 decimals', () => {
    expect(regularPrice(449.99, 1)).toBe(449.99);
    expect(regularPrice(12.345, 2)).toBe(24.69);
    expect(regularPrice(3.33, 0.5)).toBe(1.67);
  });
  it('an invalid sellBy counts as 1', () => {
    expect(regularPrice(10, 0)).toBe(10);
    expect(regularPrice(10, Number.NaN)).toBe(10);
  });
});

describe('quantity limits', () => {
  it('reads min, max, step attributes with defaults', () => {
    expect(quantityLimits({ min: '1', max: '99', step: '1' })).toEqual({ min: 1, max: 99, step: 1 });
    expect(quantityLimits({})).toEqual({ min: 1, max: Number.POSITIVE_INFINITY, step: 1 });
    expect(quantityLimits({ step: '0.5' })).toEqual({ min: 0.5, max: Number.POSITIVE_INFINITY, step: 0.5 });
    expect(quantityLimits({ min: '5', max: '2' })).toEqual({ min: 5, max: 5, step: 1 });
  });
  it('clamps into the limits, on the step grid', () => {
    const l = { min: 1, max: 99, step: 1 };
    expect(clampQuantity(150, l)).toBe(99);
    expect(clampQuantity(0, l)).toBe(1);
    expect(clampQuantity(Number.NaN, l)).toBe(1);
    expect(clampQuantity(2.7, l)).toBe(2);
    expect(clampQuantity(1.3, { min: 0.5, max: 10, step: 0.5 })).toBe(1);
  });
  it('invariant: the result is within [min, max] and on the grid', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 1, max: 4 }),
        (raw, minSteps, span, stepQuarter) => {
          const step = stepQuarter / 4;
          const min = minSteps * step;
          const max = min + span * step;
          const q = clampQuantity(raw, { min, max, step });
          expect(q).toBeGreaterThanOrEqual(min);
          expect(q).toBeLessThanOrEqual(max + 1e-9);
          expect(Math.abs((q - min) / step - Math.round((q - min) / step))).toBeLessThan(1e-6);
        },
      ),
    );
  });
});

describe('Projector part schema', () => {
  it('accepts the fixture shape with numeric strings and null off product pages', () => {
    expect(v.safeParse(ProjectorSchema, { response: null }).success).toBe(true);
    const r = v.safeParse(ProjectorSchema, {
      response: { productData: { sizes: [{ id: 1, price: { youSavePercent: '5' } }], unit: { sellBy: '2' } }, price: promo },
    });
    expect(r.success && r.output.response?.productData.unit.sellBy).toBe(2);
    expect(r.success && r.output.response?.productData.sizes[0]).toEqual({ id: '1', price: { youSavePercent: 5 } });
  });
  it('rejects wrong types', () => {
    expect(v.safeParse(ProjectorSchema, { response: { productData: {}, price: { youSavePercent: { x: 1 } } } }).success).toBe(false);
    expect(v.safeParse(ProjectorSchema, {}).success).toBe(false);
  });
});

describe('the size price view (product_data, /ajax/projector.php sizeprices)', () => {
  const g = (value: number) => ({ gross: m(value) });
  const sizePrice = {
    price: g(80),
    max: g(100),
    youSavePercent: 20,
    rebateCodeActive: false,
    omnibusPrice: g(90),
    omnibusPriceDetails: { youSavePercent: 11, omnibusPriceIsHigherThanSellingPrice: true, newPriceEffectiveUntil: { formatted: '2026-06-30' } },
    depositPrice: false,
  };

  it('reads the page type’s prices: price, regular (max × sellBy), omnibus and percent, state classes, no deposit', () => {
    const view = sizeView(sizePrice, 2, 'gross', DEFAULT_CURRENCY)!;
    expect(view.price).toEqual(m(80));
    expect(view.regular).toBe(`200,00${NBSP}zł`);
    expect(view.omnibus).toEqual(m(90));
    expect(view.percent).toBe('-11%');
    // An announced price: --omnibus-new-price, and --omnibus-higher not with it (the platform's own rule).
    expect(view.classes).toEqual({
      '--omnibus': true,
      '--omnibus-code': false,
      '--omnibus-code-short': false,
      '--omnibus-new-price': true,
      '--omnibus-higher': false,
    });
    expect(view.newPrice).toEqual({ date: '2026-06-30', price: `200,00${NBSP}zł` });
    expect(view.beforeRebate).toBeUndefined();
    expect(view.deposit).toBeNull();
    const plain = sizeView(
      { ...sizePrice, omnibusPriceDetails: { ...sizePrice.omnibusPriceDetails, newPriceEffectiveUntil: { formatted: '' } } },
      2,
      'gross',
      DEFAULT_CURRENCY,
    )!;
    expect(plain.classes['--omnibus-higher']).toBe(true);
    expect(plain.newPrice).toBeUndefined();
  });

  it('an active rebate code: the price before it and its percent; --omnibus-code-short when it is the 30-day lowest', () => {
    const coded = { ...sizePrice, rebateCodeActive: true, beforeRebate: g(100) };
    const view = sizeView(coded, 1, 'gross', DEFAULT_CURRENCY)!;
    expect(view.beforeRebate).toEqual(m(100));
    expect(view.beforeRebatePercent).toBe('-20%');
    expect(view.classes['--omnibus-code']).toBe(true);
    expect(view.classes['--omnibus-code-short']).toBe(false);
    expect(sizeView({ ...coded, beforeRebate: g(90) }, 1, 'gross', DEFAULT_CURRENCY)!.classes['--omnibus-code-short']).toBe(true);
    // Without an active code the before-code price is not shown, whatever the data says.
    expect(sizeView({ ...sizePrice, beforeRebate: g(100) }, 1, 'gross', DEFAULT_CURRENCY)!.beforeRebate).toBeUndefined();
  });

  it('a price keyed by the other type, or false, is no price; a bare {value, formatted} is read', () => {
    expect(sizeView(sizePrice, 1, 'net', DEFAULT_CURRENCY)).toBeUndefined();
    expect(sizeView({ ...sizePrice, price: false }, 1, 'gross', DEFAULT_CURRENCY)).toBeUndefined();
    expect(sizeView({ ...sizePrice, price: m(80) }, 1, 'gross', DEFAULT_CURRENCY)?.price).toEqual(m(80));
  });

  it('no promotion, no omnibus difference: no classes, no regular price; a deposit is kept', () => {
    const view = sizeView(
      { price: g(80), max: g(80), youSavePercent: 0, omnibusPrice: g(80), omnibusPriceDetails: { youSavePercent: 0 }, depositPrice: g(0.5) },
      1,
      'gross',
      DEFAULT_CURRENCY,
    )!;
    expect(Object.values(view.classes).some(Boolean)).toBe(false);
    expect(view.regular).toBeUndefined();
    expect(view.percent).toBe('');
    expect(view.deposit).toEqual(m(0.5));
  });

  it('sizeprices: the type’s fields, the percent from the prices, the code class and date from the inline view', () => {
    const base = sizeView({ ...sizePrice, rebateCodeActive: true, beforeRebate: g(140) }, 1, 'gross', DEFAULT_CURRENCY);
    const answer = {
      value: 120,
      price_formatted: '120,00 zł',
      price_net: 97.56,
      price_net_formatted: '97,56 zł',
      omnibus_price: 150,
      omnibus_price_formatted: '150,00 zł',
      maxprice: 160,
      maxprice_formatted: '160,00 zł',
      deposit_price: 0,
      deposit_price_formatted: '0,00 zł',
    };
    const view = ajaxView(answer, base, 1, 'gross', DEFAULT_CURRENCY)!;
    expect(view.price).toEqual({ value: 120, formatted: '120,00 zł' });
    expect(view.percent).toBe('-20%');
    expect(view.classes).toEqual({
      '--omnibus': true,
      '--omnibus-code': true,
      '--omnibus-code-short': false,
      '--omnibus-new-price': true,
      '--omnibus-higher': false,
    });
    // The code's before price and the announced date from the inline view; the percent and regular from the answer.
    expect(view.beforeRebatePercent).toBe('-14%');
    expect(view.newPrice).toEqual({ date: '2026-06-30', price: `160,00${NBSP}zł` });
    expect(view.deposit).toBeNull();
    expect(ajaxView(answer, base, 1, 'net', DEFAULT_CURRENCY)!.price).toEqual({ value: 97.56, formatted: '97,56 zł' });
    expect(ajaxView({ nothing: 1 }, base, 1, 'gross', DEFAULT_CURRENCY)).toBeUndefined();
    expect(ajaxView('x', base, 1, 'gross', DEFAULT_CURRENCY)).toBeUndefined();
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (a, b) => {
        sizeView(a, 1, 'gross', DEFAULT_CURRENCY);
        ajaxView(b, sizeView(a, 1, 'gross', DEFAULT_CURRENCY), 1, 'net', DEFAULT_CURRENCY);
      }),
    );
  });
});

describe('the sizeprices answer for the subscription formula, and what is never shown', () => {
  const answer = { value: 100, price_formatted: `100,00${NBSP}zł`, price_net: 80, price_net_formatted: `80,00${NBSP}zł` };
  it('max / maxNet from maxprice when it has both sides, else the price; before = the price', () => {
    expect(answerPrices(answer)).toEqual({ max: 100, maxNet: 80, before: 100 });
    expect(answerPrices({ ...answer, maxprice: 120, maxprice_net: 97.56 })).toEqual({ max: 120, maxNet: 97.56, before: 100 });
    expect(answerPrices({ ...answer, maxprice: 120 })).toEqual({ max: 100, maxNet: 80, before: 100 });
    expect(answerPrices({ ...answer, price: '90' })).toEqual({ max: 90, maxNet: 80, before: 90 });
  });
  it('a side missing, not a number or the answer not an object: undefined', () => {
    expect(answerPrices({ value: 100 })).toBeUndefined();
    expect(answerPrices({ value: 'abc', price_net: 80 })).toBeUndefined();
    expect(answerPrices({ value: 0, price_net: 0 })).toBeUndefined();
    expect(answerPrices('x')).toBeUndefined();
    expect(answerPrices(null)).toBeUndefined();
    expect(answerUnit([1])).toEqual({});
    expect(answerUnit(answer)).toEqual({ gross: 100, net: 80 });
  });
  it('a formatted price without a digit ("NaN", "undefined", "") is not shown', () => {
    for (const formatted of ['NaN', 'undefined', '', ' zł'])
      expect(ajaxView({ ...answer, price_formatted: formatted }, undefined, 1, 'gross', DEFAULT_CURRENCY)).toBeUndefined();
    expect(sizeView({ price: { gross: { value: 1, formatted: 'NaN' } } }, 1, 'gross', DEFAULT_CURRENCY)).toBeUndefined();
  });
});

describe('the price store', () => {
  it('the subscription price while there is one, else the size price', () => {
    const listened: unknown[] = [];
    const unlisten = $sizePrice.listen(() => listened.push($sizePrice.get()));
    expect(currentUnitPrice()).toBeNull();
    $sizePrice.set({ gross: 129 });
    expect(currentUnitPrice()).toEqual({ gross: 129 });
    $subscriptionPrice.set({ gross: 116.1, net: 94.39 });
    expect(currentUnitPrice()).toEqual({ gross: 116.1, net: 94.39 });
    $subscriptionPrice.set(null);
    unlisten();
    $sizePrice.set(null);
    expect(currentUnitPrice()).toBeNull();
    expect(listened).toEqual([{ gross: 129 }]);
  });
});
