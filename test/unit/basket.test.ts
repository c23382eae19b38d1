import { describe, expect, it } from 'vitest';
import { parseBasket } from '../../src/schemas/basket';
import { canPreview, freeShippingActive, lineValue, oneClickAllowed, totals, usesListLayout, visibleSize } from '../../widgets/menu_basket/rules';

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
const part = (products: unknown[], basket: Record<string, unknown> = {}) => ({
  response: {
    basket: {
      worth_formatted: '100,00 zł',
      worth_net_formatted: '81,30 zł',
      productsCounter: products.length,
      shippingCost_formatted: '15,99 zł',
      shippingCost_net_formatted: '13,00 zł',
      toShippingFree: 200,
      ...basket,
    },
    products,
    user: { logged: false },
  },
});

describe('basket response', () => {
  it('parses the spec fields, accepting numeric strings', () => {
    const data = parseBasket(part([line({ count: '3' })], { productsCounter: '1' }))!;
    expect(data.totals.productsCounter).toBe(1);
    expect(data.products[0].count).toBe(3);
    expect(data.invalidLines).toBe(0);
  });
  it('drops lines that do not fit and counts them', () => {
    const data = parseBasket(part([line(), { name: 'no prices' }, 'garbage']))!;
    expect(data.products).toHaveLength(1);
    expect(data.invalidLines).toBe(2);
  });
  it('rejects a malformed part as a whole', () => {
    for (const bad of [undefined, null, 'x', [], { response: {} }, { response: { basket: { productsCounter: 'many' } } }]) expect(parseBasket(bad)).toBeUndefined();
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
    for (const basket of [{ toShippingFree: undefined }, { toShippingFree: null }, { toShippingFree: null, toShippingFree_formatted: null }]) {
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
