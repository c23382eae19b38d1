/**
 * Contract (unit): real-shaped batch parts (batch-samples.ts, written from the platform's facts) through the
 * bundle's parsers and the rules the widgets render with. Each assertion fails if a reader goes back to the
 * shape this bundle used to assume (lines beside `basket`, `{count, products}` lists, array-only items with a
 * default region, per-item `script` only).
 */
import { describe, expect, it, vi } from 'vitest';
import { parseBasket } from '../../src/schemas/basket';
import { snippetsOf, toplayersOf } from '../../src/schemas/platform';
import { readListPart } from '../../src/schemas/list-part';
import { totals } from '../../widgets/menu_basket/rules';
import { canPreview, freeShippingActive, lineValue, oneClickAllowed, usesListLayout, visibleSize } from '../../widgets/menu_basket/preview-rules';
import * as S from './batch-samples';

/** The count a list widget shows; null when the part is unusable. */
const listCount = (part: unknown): number | null => readListPart(part)?.count ?? null;

const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});

describe('Basket (platform: everything under response.basket)', () => {
  it('reads the three lines of response.basket.products; null texts never drop one', () => {
    const data = parseBasket(S.BASKET)!;
    expect(data).toBeDefined();
    expect(data.invalidLines).toBe(0);
    expect(data.products.map((l) => l.name)).toEqual(['Kurtka Alpina', 'Kubek', '']);
    expect(data.products.map((l) => l.count)).toEqual([2, 3, 1]);
    expect(data.products.map((l) => lineValue(l, 'gross'))).toEqual(['398,00\u00a0zł', '20,00\u00a0zł', '']);
    expect(data.products[2]).toMatchObject({ link: '', icon: '', size: '', size_name: '', worth_unit: '', product_version_name: '', subscription_period: '0' });
    expect(data.totals.productsCounter).toBe(3);
    expect(canPreview(data.totals.productsCounter)).toBe(true);
  });
  it('the universal size (id "uniw", named "uniwersalny") is not shown; other sizes are', () => {
    const [first, universal] = parseBasket(S.BASKET)!.products;
    expect(visibleSize(first)).toBe('XL');
    expect(visibleSize(universal)).toBe('');
  });
  it('decimal-string totals: "0.00" left is free shipping reached; null says nothing; "12.50" is the amount left', () => {
    const reached = parseBasket(S.BASKET)!;
    expect(reached.totals.toShippingFree).toBe(0);
    expect(freeShippingActive(reached.totals.toShippingFree)).toBe(true);
    expect(totals(reached, 'gross')).toEqual({ total: '348,50\u00a0zł', shipping: '0,00\u00a0zł' });
    const unknown = parseBasket(S.BASKET_UNKNOWN_FREE_SHIPPING)!;
    expect(unknown.totals.toShippingFree).toBeUndefined();
    expect(freeShippingActive(unknown.totals.toShippingFree)).toBe(false);
    const left = parseBasket(S.BASKET_LIST)!;
    expect(left.totals.toShippingFree).toBe(12.5);
    expect(freeShippingActive(left.totals.toShippingFree)).toBe(false);
  });
  it('a line with a null name hides one-click; eleven lines use the list layout', () => {
    expect(oneClickAllowed(parseBasket(S.BASKET)!.products)).toBe(false);
    expect(oneClickAllowed(parseBasket(S.BASKET_UNKNOWN_FREE_SHIPPING)!.products)).toBe(true);
    const list = parseBasket(S.BASKET_LIST)!;
    expect(list.products).toHaveLength(11);
    expect(usesListLayout(list.totals.productsCounter)).toBe(true);
  });
});

describe('Wishlist and Comparers (platform: XML-shaped product[], attributes.count)', () => {
  it('Wishlist: the count is attributes.count; products read with their attributes, null texts kept', () => {
    const list = readListPart(S.WISHLIST)!;
    expect(list.count).toBe(3);
    expect(list.invalid).toBe(0);
    expect(list.items.map((i) => [i.id, i.name, i.link, i.price])).toEqual([
      ['1', 'Produkt 1', '/product-pol-1-x.html', '10,00\u00a0zł'],
      ['2', 'Produkt 2', '/product-pol-2-x.html', '20,00\u00a0zł'],
      ['3', '', '', ''],
    ]);
  });
  it('Wishlist: a singleton product object is a list of one; no product key with count 0 is empty', () => {
    const single = readListPart(S.WISHLIST_SINGLETON)!;
    expect(single.count).toBe(1);
    expect(single.items[0]).toMatchObject({ id: '4', name: 'Produkt 4', icon: '/data/gallery/4.svg' });
    expect(listCount(S.WISHLIST_EMPTY)).toBe(0);
  });
  it('Comparers: the count is the number of products (array, singleton or none)', () => {
    const list = readListPart(S.COMPARERS)!;
    expect(list.count).toBe(2);
    expect(list.items.map((i) => [i.id, i.icon, i.removeLink])).toEqual([
      ['5', '/data/gallery/5.svg', '/settings.php?comparers=remove&product=5'],
      ['6', '', '/settings.php?comparers=remove&product=6'],
    ]);
    expect(listCount(S.COMPARERS_SINGLETON)).toBe(1);
    expect(listCount(S.COMPARERS_EMPTY)).toBe(0);
  });

  it('Comparers: a malformed product is left out of the list but still counted (the count is the array length)', () => {
    const part = { response: { product: [...(S.COMPARERS as { response: { product: unknown[] } }).response.product, { name: 7, attributes: 'x' }] } };
    const list = readListPart(part)!;
    expect(list.items).toHaveLength(2);
    expect(list.invalid).toBe(1);
    expect(list.count).toBe(3);
  });
});

describe('Snippets (platform: items is an object of {region, content})', () => {
  it('keeps head, body_top and any other region in order; skips items with no region, without a warning', () => {
    warn.mockClear();
    expect(snippetsOf(S.SNIPPETS).map((s) => s.region)).toEqual(['head', 'body_top', 'footer']);
    expect(snippetsOf(S.SNIPPETS).some((s) => s.content.includes('Bez regionu'))).toBe(false);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('ToplayersAndWidgets (platform: items is an object; its key "script" holds script text)', () => {
  it('the {content} items are HTML to insert; the script key is script text run after them', () => {
    warn.mockClear();
    const { contents, scripts } = toplayersOf(S.TOPLAYERS);
    expect(contents).toHaveLength(2);
    expect(contents[0]).toContain('id="contract_layer"');
    expect(contents[1]).toContain('id="contract_layer_2"');
    expect(scripts).toEqual([S.TOPLAYERS.response.items.script]);
    expect(warn).not.toHaveBeenCalled();
  });
});
