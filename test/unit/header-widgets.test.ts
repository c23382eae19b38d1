import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { listCount } from '../../widgets/menu_lists/rules';
import { created, isPlainClick, CREATE_OPERATION, DEFAULT_LIST_NAME } from '../../widgets/shopping_list/rules';
import { clearExpchck, LOGOUT_CLEARED_PREFIX } from '../../widgets/logout/rules';
import { choicesOf, isOutside } from '../../widgets/menu_settings/rules';
import { createTranslator } from '../../src/i18n';

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

describe('header list counters', () => {
  it('reads count, else the number of products', () => {
    expect(listCount({ response: { count: 4, products: [] } })).toBe(4);
    expect(listCount({ response: { count: '7' } })).toBe(7);
    expect(listCount({ response: { products: [{ id: 1 }, { id: 2 }] } })).toBe(2);
  });
  it('refuses unusable parts', () => {
    expect(listCount(undefined)).toBeNull();
    expect(listCount({ response: {} })).toBeNull();
    expect(listCount({ response: { count: -1 } })).toBeNull();
    expect(listCount({ response: { count: 1.5 } })).toBeNull();
    expect(listCount({ response: { count: 'x' } })).toBeNull();
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
  it('removes keys starting with "expchck" and nothing else', () => {
    const s = new MemoryStorage();
    for (const k of ['expchck', 'expchck_a', 'expchckB', 'xexpchck', 'EXPCHCK', 'search_x', 'exp']) s.setItem(k, '1');
    expect(clearExpchck(s).sort()).toEqual(['expchck', 'expchckB', 'expchck_a']);
    expect(s.keys().sort()).toEqual(['EXPCHCK', 'exp', 'search_x', 'xexpchck']);
  });
  it('invariant: afterwards no key starts with the prefix and every other key is kept', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.oneof(fc.string(), fc.string().map((x) => LOGOUT_CLEARED_PREFIX + x))), (keys) => {
        const s = new MemoryStorage();
        for (const k of keys) s.setItem(k, 'v');
        clearExpchck(s);
        expect(s.keys().sort()).toEqual(keys.filter((k) => !k.startsWith(LOGOUT_CLEARED_PREFIX)).sort());
      }),
    );
  });
});

describe('settings menu helpers', () => {
  it('choices from select options', () => {
    expect(choicesOf([{ value: 'pl', text: ' polski ', disabled: false }, { value: 'x', text: 'X', disabled: true }])).toEqual([
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
