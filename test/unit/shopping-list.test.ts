import { describe, expect, it } from 'vitest';
import { created, isPlainClick, CREATE_OPERATION, DEFAULT_LIST_NAME } from '../../widgets/shopping_list/rules';

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
