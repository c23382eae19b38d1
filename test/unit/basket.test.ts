import { describe, expect, it } from 'vitest';
import { parseBasket } from '../../src/schemas/basket';
import { createTranslator } from '../../src/i18n';
import { basketLabel, totals } from '../../widgets/menu_basket/rules';
import { canPreview, freeShippingActive, lineValue, oneClickAllowed, usesListLayout, visibleSize } from '../../widgets/menu_basket/preview-rules';

const line = (over: Record<string, unknown> = {}) => ({
  id: 1,
  link: '/p',
  icon: '/i.svg',
  name: 'Kurtka',
  size: 'M',
  size_name: 'M',
  product_version_name: '',
  count: 2,
  worth_unit: 'szt.',
  prices: { worth_net_formatted: '81,30 zł', worth_gros_formatted: '100,00 zł' },
  subscription_period: '0',
  ...over,
});
/** The platform's shape: totals and lines under response.basket (decimal strings for shippingCost / toShippingFree). */
const part = (products: unknown[], basket: Record<string, unknown> = {}) => ({
  response: {
    basket: {
      worth_formatted: '100,00 zł',
      worth_net_formatted: '81,30 zł',
      productsCounter: products.length,
      shippingCost: '15.99',
      shippingCost_formatted: '15,99 zł',
      shippingCost_net_formatted: '13,00 zł',
      toShippingFree: '200.00',
      ...basket,
      products,
    },
    user: { logged: false },
  },
});
/** The shape this bundle used to assume: the lines as a sibling of basket. */
const siblingPart = (products: unknown[]) => {
  const p = part([]);
  const { products: _none, ...basket } = p.response.basket;
  return { response: { basket, products, user: p.response.user } };
};

describe('basket response', () => {
  it('parses the spec fields, accepting numeric strings', () => {
    const data = parseBasket(part([line({ count: '3' })], { productsCounter: '1' }))!;
    expect(data.totals.productsCounter).toBe(1);
    expect(data.products[0].count).toBe(3);
    expect(data.invalidLines).toBe(0);
  });
  it('drops lines that do not fit and counts them', () => {
    const data = parseBasket(part([line(), { name: 'no count' }, 'garbage']))!;
    expect(data.products).toHaveLength(1);
    expect(data.invalidLines).toBe(2);
  });
  it('reads the lines from response.basket.products (platform)', () => {
    const data = parseBasket(part([line({ name: 'A' }), line({ name: 'B' })]))!;
    expect(data.products.map((l) => l.name)).toEqual(['A', 'B']);
    expect(data.totals.productsCounter).toBe(2);
  });
  it('still reads lines given as a sibling response.products; basket.products wins when both are there', () => {
    expect(parseBasket(siblingPart([line({ name: 'Old' })]))!.products.map((l) => l.name)).toEqual(['Old']);
    const both = part([line({ name: 'Real' })]);
    (both.response as Record<string, unknown>).products = [line({ name: 'Sibling' })];
    expect(parseBasket(both)!.products.map((l) => l.name)).toEqual(['Real']);
  });
  it('reads a single line given as an object (XML singleton) as a list of one; no lines at all is an empty basket', () => {
    expect(parseBasket(part(line({ name: 'Solo' }) as never))!.products.map((l) => l.name)).toEqual(['Solo']);
    const none = part([]);
    delete (none.response.basket as Record<string, unknown>).products;
    expect(parseBasket(none)!.products).toEqual([]);
  });
  it('never drops a line for null or missing text fields: they read as empty', () => {
    const nulls = {
      link: null,
      icon: null,
      icon_second: null,
      name: null,
      size: null,
      size_name: null,
      product_version_name: null,
      worth_unit: null,
      prices: null,
      subscription_period: null,
      id: null,
    };
    const data = parseBasket(part([line(nulls), { count: '1' }, line({ prices: { worth_gros_formatted: null, worth_net_formatted: null } })]))!;
    expect(data.invalidLines).toBe(0);
    expect(data.products).toHaveLength(3);
    expect(data.products[0]).toMatchObject({
      name: '',
      link: '',
      icon: '',
      size: '',
      size_name: '',
      product_version_name: '',
      worth_unit: '',
      subscription_period: '0',
      prices: { worth_gros_formatted: '', worth_net_formatted: '' },
    });
    expect(data.products[1]).toMatchObject({ count: 1, name: '', prices: { worth_gros_formatted: '' } });
    expect(lineValue(data.products[2], 'gross')).toBe('');
  });
  it('null totals texts read as empty; productsCounter missing falls back to the number of lines', () => {
    const data = parseBasket(part([line(), line()], { worth_formatted: null, shippingCost_formatted: null, productsCounter: undefined }))!;
    expect(data.totals.worth_formatted).toBe('');
    expect(data.totals.shippingCost_formatted).toBe('');
    expect(data.totals.productsCounter).toBe(2);
  });
  it('rejects a malformed part as a whole', () => {
    for (const bad of [
      undefined,
      null,
      'x',
      [],
      { response: {} },
      { response: { basket: { productsCounter: 'many' } } },
      { response: { basket: { products: 'x' } } },
    ])
      expect(parseBasket(bad)).toBeUndefined();
  });
});

describe('mini basket rules', () => {
  it('is hidden with 0 products or more than 22', () => {
    expect([0, 1, 22, 23].map(canPreview)).toEqual([false, true, true, false]);
  });
  it('uses the list layout above 10', () => {
    expect([10, 11].map(usesListLayout)).toEqual([false, true]);
  });
  it('shows the size name unless the size id is "uniw"', () => {
    expect(visibleSize({ size: 'uniw', size_name: 'uniw' })).toBe('');
    expect(visibleSize({ size: 'UNIW', size_name: 'uniw' })).toBe('');
    expect(visibleSize({ size: 'M', size_name: ' ' })).toBe('');
    expect(visibleSize({ size: 'XL', size_name: 'XL' })).toBe('XL');
  });
  it('hides the universal size by its id, whatever its name (spec §2: size id "uniw")', () => {
    expect(visibleSize({ size: 'uniw', size_name: 'uniwersalny' })).toBe('');
    expect(visibleSize({ size: 'uniw', size_name: 'univerzální' })).toBe('');
    expect(visibleSize({ size: ' uniw ', size_name: 'Uniwersalny' })).toBe('');
    expect(visibleSize({ size: '42', size_name: '42' })).toBe('42');
  });
  it('hides one-click when a name is empty or a product is a subscription', () => {
    expect(oneClickAllowed([line(), line()] as never)).toBe(true);
    expect(oneClickAllowed([line(), line({ name: '  ' })] as never)).toBe(false);
    expect(oneClickAllowed([line({ subscription_period: '30' })] as never)).toBe(false);
  });
  it('marks free shipping active at 0 left', () => {
    expect([0, 0.01, -1].map(freeShippingActive)).toEqual([true, false, true]);
  });
  it('claims nothing about free shipping when toShippingFree is absent or null', () => {
    for (const basket of [
      { toShippingFree: undefined },
      { toShippingFree: null },
      { toShippingFree: '' },
      { toShippingFree: null, toShippingFree_formatted: null },
    ]) {
      const data = parseBasket(part([line()], basket));
      expect(data, JSON.stringify(basket)).toBeDefined();
      expect(data!.totals.toShippingFree).toBeUndefined();
      expect(freeShippingActive(data!.totals.toShippingFree)).toBe(false);
    }
    const absent = part([line()]);
    delete (absent.response.basket as Record<string, unknown>).toShippingFree;
    expect(parseBasket(absent)!.totals.toShippingFree).toBeUndefined();
    expect(parseBasket(part([line()], { toShippingFree: '0.00' }))!.totals.toShippingFree).toBe(0);
    expect(freeShippingActive(parseBasket(part([line()], { toShippingFree: '0.00' }))!.totals.toShippingFree)).toBe(true);
    expect(parseBasket(part([line()], { toShippingFree: '12.50' }))!.totals.toShippingFree).toBe(12.5);
  });
  it('chooses net or gross values by the price type', () => {
    const data = parseBasket(part([line()]))!;
    expect(totals(data, 'gross')).toEqual({ total: '100,00 zł', shipping: '15,99 zł' });
    expect(totals(data, 'net')).toEqual({ total: '81,30 zł', shipping: '13,00 zł' });
    expect(lineValue(data.products[0], 'net')).toBe('81,30 zł');
    expect(lineValue(data.products[0], 'gross')).toBe('100,00 zł');
  });
});

describe("the basket link's accessible name (the template's aria-label)", () => {
  it("names the count with its words and the total, in the shop's language; an empty basket says so", () => {
    const pl = createTranslator('pl');
    expect(basketLabel(pl, 3, '12,00 zł')).toBe('Koszyk: 3 produkty w koszyku. Wartość koszyka: 12,00 zł');
    expect(basketLabel(pl, 0, '0,00 zł')).toBe('Koszyk: Koszyk jest pusty. Wartość koszyka: 0,00 zł');
    expect(basketLabel(createTranslator('cs'), 1, '5,00 Kč')).toBe('Košík: 1 produkt v košíku. Hodnota košíku: 5,00 Kč');
  });
});
