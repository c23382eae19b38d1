import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readListPart } from '../../widgets/menu_lists/rules';
import { created, isPlainClick, CREATE_OPERATION, DEFAULT_LIST_NAME } from '../../widgets/shopping_list/rules';
import { clearOnLogout, LOGOUT_CLEARED_PREFIXES } from '../../widgets/logout/rules';
import { choicesOf, isOutside } from '../../widgets/menu_settings/rules';
import { createTranslator } from '../../src/i18n';

/** The count a list widget shows; null when the part is unusable. */
const listCount = (part: unknown): number | null => readListPart(part)?.count ?? null;

class MemoryStorage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  key(i: number) {
    return Array.from(this.map.keys())[i] ?? null;
  }
  setItem(k: string, v: string) {
    this.map.set(k, v);
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
  keys() {
    return Array.from(this.map.keys());
  }
}

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

describe('header list counters', () => {
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

describe('shopping list creation (spec §7)', () => {
  it('the mutation, its URL name and the default name', () => {
    expect(DEFAULT_LIST_NAME).toBe('Lista zakupowa');
    expect(CREATE_OPERATION).toEqual({
      name: 'createShoppingList',
      search: 'query=createShoppingList',
      query: 'mutation { shoppingListCreate(ShoppingListSettingsInput: {name: "Lista zakupowa"}) { status id } }',
    });
  });
  it('success is status "success" (platform); the id is not needed', () => {
    expect(created({ shoppingListCreate: { status: 'success', id: 3 } })).toBe(true);
    expect(created({ shoppingListCreate: { status: 'success', id: null } })).toBe(true);
    expect(created({ shoppingListCreate: { status: 'error', id: null } })).toBe(false);
    expect(created({ shoppingListCreate: { status: 'ok', id: 3 } })).toBe(false);
    expect(created({ shoppingListCreate: null })).toBe(false);
    expect(created(null)).toBe(false);
    expect(created({})).toBe(false);
  });
  it('only plain left clicks are taken over', () => {
    const base = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
    expect(isPlainClick(base)).toBe(true);
    expect(isPlainClick({ ...base, ctrlKey: true })).toBe(false);
    expect(isPlainClick({ ...base, metaKey: true })).toBe(false);
    expect(isPlainClick({ ...base, button: 1 })).toBe(false);
    expect(isPlainClick({ ...base, defaultPrevented: true })).toBe(false);
  });
});

describe('logout (spec §4)', () => {
  it('removes keys starting with "expchck" and the search cache ("search_"), nothing else', () => {
    const s = new MemoryStorage();
    for (const k of ['expchck', 'expchck_a', 'expchckB', 'xexpchck', 'EXPCHCK', 'search_x', 'search_', 'xsearch_y', 'exp']) s.setItem(k, '1');
    expect(clearOnLogout(s).sort()).toEqual(['expchck', 'expchckB', 'expchck_a', 'search_', 'search_x']);
    expect(s.keys().sort()).toEqual(['EXPCHCK', 'exp', 'xexpchck', 'xsearch_y']);
  });
  it('invariant: afterwards no key starts with a prefix and every other key is kept', () => {
    const cleared = (k: string) => LOGOUT_CLEARED_PREFIXES.some((p) => k.startsWith(p));
    fc.assert(
      fc.property(
        fc.uniqueArray(
          fc.oneof(
            fc.string(),
            fc.string().map((x) => 'expchck' + x),
            fc.string().map((x) => 'search_' + x),
          ),
        ),
        (keys) => {
          const s = new MemoryStorage();
          for (const k of keys) s.setItem(k, 'v');
          clearOnLogout(s);
          expect(s.keys().sort()).toEqual(keys.filter((k) => !cleared(k)).sort());
        },
      ),
    );
  });
});

describe('settings menu helpers', () => {
  it('choices from select options', () => {
    expect(
      choicesOf([
        { value: 'pl', text: ' polski ', disabled: false },
        { value: 'x', text: 'X', disabled: true },
      ]),
    ).toEqual([
      { value: 'pl', label: 'polski', disabled: false },
      { value: 'x', label: 'X', disabled: true },
    ]);
  });
  it('outside = a target the root does not contain', () => {
    const inside = {};
    const root = { contains: (n: unknown) => n === inside };
    expect(isOutside(root, inside)).toBe(false);
    expect(isOutside(root, {})).toBe(true);
    expect(isOutside(root, null)).toBe(false);
  });
});
