import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { instalmentHosts, isAllowedProvider } from '../../widgets/instalment/schema';
import {
  basketSum,
  decide,
  linkFor,
  position,
  productAmount,
  withCurrentPrice,
  type Decision,
  type InstalmentInput,
  type Option,
} from '../../widgets/instalment/rules';

/** The amount the link would run with, for checking: the direct run's or each enabled option's. */
function runnableAmounts(decision: Decision): (number | null)[] {
  if (decision.kind === 'run') return [decision.amount];
  const options = decision.kind === 'product' ? [decision.product, decision.basket] : [decision.basket];
  return options.filter((o): o is Option => !!o && o.enabled).map((o) => o.amount);
}

const base: InstalmentInput = {
  variant: 'product',
  priceType: 'gross',
  price: 100,
  priceNet: 81.3,
  quantity: 1,
  basketCount: 0,
  basketCost: 0,
  basketCostNet: 0,
  minPrice: 300,
  maxPrice: 5000,
};
const make = (o: Partial<InstalmentInput>): InstalmentInput => ({ ...base, ...o });

describe('instalment amounts (spec §5)', () => {
  it('product amount: gross or net unit price times the quantity, 2 decimals', () => {
    expect(productAmount(make({ quantity: 3 }))).toBe(300);
    expect(productAmount(make({ quantity: 3, priceType: 'net' }))).toBe(243.9);
    expect(productAmount(make({ quantity: null, price: 19.99 }))).toBe(19.99);
    expect(productAmount(make({ quantity: 3, price: 0.1 }))).toBe(0.3);
  });
  it('basket sum: totalPrice, else the basket cost (net or gross), plus the product amount, rounded', () => {
    expect(basketSum(make({ basketCost: 10.005, basketCostNet: 8 }), 0.001)).toBe(10.01);
    expect(basketSum(make({ basketCost: 50, basketCostNet: 40, priceType: 'net' }), 10)).toBe(50);
    expect(basketSum(make({ basketCost: 50, totalPrice: 70 }), 10)).toBe(80);
    expect(basketSum(make({ basketCost: 50, totalPrice: 0 }), 10)).toBe(10);
  });
  it('bounds: 0 or absent means no bound on that side', () => {
    expect(position(1, make({ minPrice: undefined, maxPrice: undefined }))).toBe('within');
    expect(position(1, make({ minPrice: 0, maxPrice: 0 }))).toBe('within');
    expect(position(299.99, base)).toBe('below');
    expect(position(300, base)).toBe('within');
    expect(position(5000, base)).toBe('within');
    expect(position(5000.01, base)).toBe('above');
    expect(position(1e9, make({ maxPrice: undefined }))).toBe('within');
  });
  it('the link gets the amount for {calculate_price} (every occurrence), or nothing', () => {
    expect(linkFor('/calc?a={calculate_price}&b={calculate_price}', 12.5)).toBe('/calc?a=12.50&b=12.50');
    expect(linkFor('/calc?a={calculate_price}', null)).toBe('/calc?a=');
  });
});

describe('product page decision (spec §5, the whole table)', () => {
  const cases: [string, Partial<InstalmentInput>, unknown][] = [
    ['amount 0 runs with no amount (even with bounds)', { price: 0 }, { kind: 'run', amount: null }],
    ['amount 0 from quantity 0', { quantity: 0, basketCount: 3, basketCost: 900 }, { kind: 'run', amount: null }],
    ['empty basket, no bounds: runs with the amount', { minPrice: undefined, maxPrice: undefined, quantity: 2 }, { kind: 'run', amount: 200 }],
    ['empty basket, within: runs with the amount', { quantity: 4 }, { kind: 'run', amount: 400 }],
    ['empty basket, within (net)', { quantity: 4, priceType: 'net' }, { kind: 'run', amount: 325.2 }],
    [
      'empty basket, below: modal with the min message, product only disabled',
      { quantity: 1 },
      { kind: 'product', messages: [{ key: 'min', amount: 300 }], product: { amount: 100, position: 'below', enabled: false }, basket: null },
    ],
    [
      'empty basket, below (net)',
      { quantity: 3, priceType: 'net' },
      { kind: 'product', messages: [{ key: 'min', amount: 300 }], product: { amount: 243.9, position: 'below', enabled: false }, basket: null },
    ],
    [
      'empty basket, above: max message',
      { quantity: 51 },
      { kind: 'product', messages: [{ key: 'max', amount: 5000 }], product: { amount: 5100, position: 'above', enabled: false }, basket: null },
    ],
    [
      'basket, product below, sum within',
      { quantity: 1, basketCount: 2, basketCost: 250 },
      {
        kind: 'product',
        messages: [{ key: 'min', amount: 300 }],
        product: { amount: 100, position: 'below', enabled: false },
        basket: { amount: 350, position: 'within', enabled: true },
      },
    ],
    [
      'basket, both below',
      { quantity: 1, basketCount: 1, basketCost: 50 },
      {
        kind: 'product',
        messages: [{ key: 'min', amount: 300 }],
        product: { amount: 100, position: 'below', enabled: false },
        basket: { amount: 150, position: 'below', enabled: false },
      },
    ],
    [
      'basket, product below, sum above',
      { quantity: 1, basketCount: 1, basketCost: 4950 },
      {
        kind: 'product',
        messages: [
          { key: 'min', amount: 300 },
          { key: 'max', amount: 5000 },
        ],
        product: { amount: 100, position: 'below', enabled: false },
        basket: { amount: 5050, position: 'above', enabled: false },
      },
    ],
    [
      'basket, product within, sum within: modal with both enabled',
      { quantity: 4, basketCount: 1, basketCost: 100 },
      {
        kind: 'product',
        messages: [],
        product: { amount: 400, position: 'within', enabled: true },
        basket: { amount: 500, position: 'within', enabled: true },
      },
    ],
    [
      'basket, product within, sum above',
      { quantity: 40, basketCount: 1, basketCost: 1001 },
      {
        kind: 'product',
        messages: [{ key: 'max', amount: 5000 }],
        product: { amount: 4000, position: 'within', enabled: true },
        basket: { amount: 5001, position: 'above', enabled: false },
      },
    ],
    [
      'basket, product above',
      { quantity: 60, basketCount: 1, basketCost: 1 },
      {
        kind: 'product',
        messages: [{ key: 'max', amount: 5000 }],
        product: { amount: 6000, position: 'above', enabled: false },
        basket: { amount: 6001, position: 'above', enabled: false },
      },
    ],
    [
      'basket, no bounds: modal with both enabled',
      { minPrice: undefined, maxPrice: undefined, basketCount: 1, basketCost: 1 },
      {
        kind: 'product',
        messages: [],
        product: { amount: 100, position: 'within', enabled: true },
        basket: { amount: 101, position: 'within', enabled: true },
      },
    ],
    [
      'basket with totalPrice (net): the sum uses totalPrice',
      { priceType: 'net', quantity: 1, basketCount: 2, basketCost: 9999, basketCostNet: 9999, totalPrice: 100 },
      {
        kind: 'product',
        messages: [{ key: 'min', amount: 300 }],
        product: { amount: 81.3, position: 'below', enabled: false },
        basket: { amount: 181.3, position: 'below', enabled: false },
      },
    ],
    ['only a min bound', { maxPrice: undefined, quantity: 100 }, { kind: 'run', amount: 10000 }],
    ['only a max bound', { minPrice: undefined, quantity: 1 }, { kind: 'run', amount: 100 }],
  ];
  for (const [name, input, expected] of cases) it(name, () => expect(decide(make(input))).toEqual(expected));
});

describe('basket page decision (spec §5, §8)', () => {
  const basket = (o: Partial<InstalmentInput>) => make({ variant: 'basket', price: 0, priceNet: 0, quantity: null, basketCount: 2, ...o });
  it('within: runs with the basket value (gross, net, totalPrice)', () => {
    expect(decide(basket({ basketCost: 1000 }))).toEqual({ kind: 'run', amount: 1000 });
    expect(decide(basket({ basketCost: 100, basketCostNet: 400, priceType: 'net' }))).toEqual({ kind: 'run', amount: 400 });
    expect(decide(basket({ basketCost: 1, totalPrice: 777.777 }))).toEqual({ kind: 'run', amount: 777.78 });
    expect(decide(basket({ basketCost: 1, minPrice: undefined, maxPrice: undefined }))).toEqual({ kind: 'run', amount: 1 });
  });
  it('below / above: one disabled "products in basket" button with its hint and message', () => {
    expect(decide(basket({ basketCost: 10 }))).toEqual({
      kind: 'basket',
      messages: [{ key: 'basket_min', amount: 300 }],
      basket: { amount: 10, position: 'below', enabled: false },
      hint: 'increase',
    });
    expect(decide(basket({ basketCost: 9000 }))).toEqual({
      kind: 'basket',
      messages: [{ key: 'basket_max', amount: 5000 }],
      basket: { amount: 9000, position: 'above', enabled: false },
      hint: 'decrease',
    });
  });
  it('too many products, and products that cannot be bought this way', () => {
    expect(decide(basket({ basketCost: 1000, basketCount: 6, maxProducts: 5 }))).toEqual({
      kind: 'basket',
      messages: [{ key: 'too_many', count: 5 }],
      basket: { amount: 1000, position: 'within', enabled: false },
      hint: 'decrease',
    });
    expect(decide(basket({ basketCost: 1000, basketCount: 5, maxProducts: 5 }))).toEqual({ kind: 'run', amount: 1000 });
    expect(decide(basket({ basketCost: 1000, notAllProducts: true }))).toEqual({
      kind: 'basket',
      messages: [{ key: 'not_all' }],
      basket: { amount: 1000, position: 'within', enabled: true },
      hint: null,
    });
  });
});

describe('instalment properties (fast-check)', () => {
  const money = fc.double({ min: 0, max: 100_000, noNaN: true, noDefaultInfinity: true });
  const maybeBound = fc.option(fc.double({ min: 0, max: 50_000, noNaN: true, noDefaultInfinity: true }), { nil: undefined });
  const input = fc.record({
    variant: fc.constantFrom('product' as const, 'basket' as const),
    priceType: fc.constantFrom('net' as const, 'gross' as const),
    price: money,
    priceNet: money,
    quantity: fc.option(fc.integer({ min: 0, max: 999 }), { nil: null }),
    basketCount: fc.integer({ min: 0, max: 50 }),
    basketCost: money,
    basketCostNet: money,
    totalPrice: fc.option(money, { nil: undefined }),
    minPrice: maybeBound,
    maxPrice: maybeBound,
    maxProducts: fc.option(fc.integer({ min: 1, max: 30 }), { nil: undefined }),
    notAllProducts: fc.boolean(),
  });
  it('the chosen action never runs with an amount out of bounds', () => {
    fc.assert(
      fc.property(input, (i) => {
        for (const amount of runnableAmounts(decide(i))) {
          if (amount === null) continue; // the amount-0 run carries no amount
          expect(position(amount, i)).toBe('within');
          if (i.minPrice) expect(amount).toBeGreaterThanOrEqual(i.minPrice);
          if (i.maxPrice) expect(amount).toBeLessThanOrEqual(i.maxPrice);
        }
      }),
      { numRuns: 2000 },
    );
  });
  it('an out-of-bounds option is always disabled and explained by a message', () => {
    fc.assert(
      fc.property(input, (i) => {
        const d = decide(i);
        if (d.kind === 'run') return;
        const options = d.kind === 'product' ? [d.product, d.basket] : [d.basket];
        for (const o of options) {
          if (!o || o.position === 'within') continue;
          expect(o.enabled).toBe(false);
          expect(d.messages.some((m) => m.key.endsWith(o.position === 'below' ? 'min' : 'max'))).toBe(true);
        }
      }),
      { numRuns: 1000 },
    );
  });
  it('a product-page run with an amount happens only with an empty basket', () => {
    fc.assert(
      fc.property(input, (i) => {
        const d = decide({ ...i, variant: 'product' });
        if (d.kind === 'run' && d.amount !== null) expect(i.basketCount).toBe(0);
        if (d.kind === 'product') expect(d.basket === null).toBe(i.basketCount === 0);
      }),
    );
  });
});

describe("the product's current price (the projector's price store) in place of instalmentData's", () => {
  const data = { price: 59, priceNet: 47.97, currency: 'zł' };
  it('nothing known: the page data', () => {
    expect(withCurrentPrice(data, null)).toBe(data);
    expect(withCurrentPrice(data, {})).toBe(data);
  });
  it('both sides known: both replaced, the rest kept', () => {
    expect(withCurrentPrice(data, { gross: 129, net: 104.88 })).toEqual({ price: 129, priceNet: 104.88, currency: 'zł' });
  });
  it("one side known: the other in the page data's proportion", () => {
    expect(withCurrentPrice(data, { gross: 129 })).toEqual({ ...data, price: 129, priceNet: 104.88 });
    expect(withCurrentPrice(data, { net: 104.88 })).toEqual({ ...data, price: 129, priceNet: 104.88 });
  });
  it('no proportion to follow (a zero in the page data): that side stays as the page had it', () => {
    expect(withCurrentPrice({ price: 0, priceNet: 0 }, { gross: 129 })).toEqual({ price: 129, priceNet: 0 });
  });
  it('the decision uses it: 129 × 4 within the bounds runs', () => {
    const input = { ...base, ...withCurrentPrice({ price: 59, priceNet: 47.97 }, { gross: 129 }), quantity: 4, minPrice: 500 };
    expect(decide(input)).toEqual({ kind: 'run', amount: 516 });
  });
});

describe('instalment provider hosts (issue 28)', () => {
  const base = 'https://shop.example/product.html';
  it("the shop's origin always; another host only when the page configuration's instalmentHosts names it", () => {
    expect(isAllowedProvider('/sim?amount={calculate_price}', base, [])).toBe(true);
    expect(isAllowedProvider('https://provider.example/s?a={calculate_price}', base, [])).toBe(false);
    expect(isAllowedProvider('https://provider.example/s?a={calculate_price}', base, ['https://provider.example/'])).toBe(true);
    expect(isAllowedProvider('https://provider.example.evil/s', base, ['https://provider.example/'])).toBe(false);
    expect(isAllowedProvider('javascript:alert(1)', base, ['https://provider.example/'])).toBe(false);
  });

  it('instalmentHosts: only http(s) addresses; anything else ignored with one warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(instalmentHosts(undefined)).toEqual([]);
    expect(instalmentHosts({ instalmentHosts: ['https://a.example/', 'javascript:x', 5] })).toEqual(['https://a.example/']);
    expect(instalmentHosts({ instalmentHosts: 'https://a.example/' })).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
