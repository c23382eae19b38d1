import { describe, expect, it } from 'vitest';
import { readListPart } from '../../src/schemas/list-part';
import { addPolish, createTranslator } from '../../src/i18n';
import { plCounter } from '../../src/i18n/pl-counter';

// The counter's Polish text comes with its code (widgets/menu_wishlist/index.ts adds it).
addPolish(plCounter);

/** The count a list widget shows; null when the part is unusable. */
const listCount = (part: unknown): number | null => readListPart(part)?.count ?? null;

const wish = (id: number) => ({
  icon: `/i/${id}.svg`,
  name: `P${id}`,
  attributes: { id: String(id), link: `/p-${id}.html` },
  price: { attributes: { price_formatted: '10,00 zł' } },
});
const comp = (id: number) => ({
  iconsmall: `/i/${id}.svg`,
  name: `P${id}`,
  attributes: { id: String(id), link: `/p-${id}.html`, removelink: `/settings.php?comparers=remove&product=${id}` },
});
describe('menu_lists counters', () => {
  it('Wishlist (platform): the count is response.attributes.count, whatever the products listed', () => {
    expect(listCount({ response: { product: [wish(1), wish(2)], attributes: { count: '2', cost: '20.00' } } })).toBe(2);
    expect(listCount({ response: { product: [wish(1)], attributes: { count: '7', cost: '70.00' } } })).toBe(7);
    expect(listCount({ response: { attributes: { count: '0', cost: '0.00' } } })).toBe(0);
    expect(listCount({ response: { product: [], attributes: { count: 0 } } })).toBe(0);
  });
  it('Wishlist (platform): products are read with their attributes; a singleton object is a list of one', () => {
    expect(readListPart({ response: { product: [wish(4)], attributes: { count: '1' } } })!.items).toEqual([
      { id: '4', name: 'P4', link: '/p-4.html', icon: '/i/4.svg', price: '10,00 zł', removeLink: '' },
    ]);
    const single = readListPart({ response: { product: wish(9) } })!;
    expect(single.count).toBe(1);
    expect(single.items.map((i) => i.id)).toEqual(['9']);
  });
  it('Comparers (platform): the count is the number of products; missing or empty product is 0; a singleton is 1', () => {
    expect(listCount({ response: { product: [comp(1), comp(2), comp(3)] } })).toBe(3);
    expect(readListPart({ response: { product: [comp(5)] } })!.items[0]).toMatchObject({
      id: '5',
      icon: '/i/5.svg',
      removeLink: '/settings.php?comparers=remove&product=5',
    });
    expect(listCount({ response: { product: comp(1) } })).toBe(1);
    expect(listCount({ response: { product: [] } })).toBe(0);
    expect(listCount({ response: {} })).toBe(0);
    expect(listCount({ response: { product: '' } })).toBe(0);
  });
  it('null texts never drop a product; one malformed product is left out of the list and counted as invalid', () => {
    const part = readListPart({ response: { product: [{ name: null, icon: null, attributes: { id: 3, link: null } }, 7, comp(2)] } })!;
    expect(part.items).toHaveLength(2);
    expect(part.count, 'the count is the array length (platform), malformed item included').toBe(3);
    expect(part.invalid).toBe(1);
    expect(part.items[0]).toEqual({ id: '3', name: '', link: '', icon: '', price: '', removeLink: '' });
  });
  it('still reads the older {count, products} shape', () => {
    expect(listCount({ response: { count: 4, products: [] } })).toBe(4);
    expect(listCount({ response: { count: '7' } })).toBe(7);
    expect(listCount({ response: { products: [{ id: 1 }, { id: 2 }] } })).toBe(2);
  });
  it('refuses unusable parts', () => {
    expect(listCount(undefined)).toBeNull();
    expect(listCount({ response: null })).toBeNull();
    expect(listCount({ response: { count: -1 } })).toBeNull();
    expect(listCount({ response: { count: 1.5 } })).toBeNull();
    expect(listCount({ response: { count: 'x' } })).toBeNull();
    expect(listCount({ response: { attributes: { count: 'many' } } })).toBeNull();
    expect(listCount({ response: { product: 5 } })).toBeNull();
  });
  it('plural suffixes in Polish and Czech', () => {
    const pl = createTranslator('pl');
    const cs = createTranslator('cs');
    expect([1, 2, 5, 22].map((count) => pl('lists.count_suffix', { count }))).toEqual([' produkt', ' produkty', ' produktów', ' produkty']);
    expect([1, 3, 5].map((count) => cs('lists.count_suffix', { count }))).toEqual([' produkt', ' produkty', ' produktů']);
  });
});
