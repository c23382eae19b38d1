// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { createdId, CREATE_OPERATION, DEFAULT_LIST_NAME } from '../../widgets/shopping_list/rules';
import { isPlainClick } from '../../widgets/shopping_list/links';
import { showCreated } from '../../widgets/shopping_list/created';

describe('shopping list creation (spec §7)', () => {
  it('the mutation, its URL name and the default name', () => {
    expect(DEFAULT_LIST_NAME).toBe('Lista zakupowa');
    expect(CREATE_OPERATION).toEqual({
      name: 'createShoppingList',
      search: 'query=createShoppingList',
      query: 'mutation { shoppingListCreate(ShoppingListSettingsInput: {name: "Lista zakupowa"}) { status id } }',
    });
  });
  it('success is status "success" (platform): the id, "" when the answer has none', () => {
    expect(createdId({ shoppingListCreate: { status: 'success', id: 3 } })).toBe('3');
    expect(createdId({ shoppingListCreate: { status: 'success', id: '12' } })).toBe('12');
    expect(createdId({ shoppingListCreate: { status: 'success', id: null } })).toBe('');
    expect(createdId({ shoppingListCreate: { status: 'error', id: null } })).toBeUndefined();
    expect(createdId({ shoppingListCreate: { status: 'ok', id: 3 } })).toBeUndefined();
    expect(createdId({ shoppingListCreate: null })).toBeUndefined();
    expect(createdId(null)).toBeUndefined();
    expect(createdId({})).toBeUndefined();
  });
  it('a created list: the model row cloned (id, name as text, count 0), the --empty links and rows gone, data-empty "false"', () => {
    document.body.innerHTML = `<div class="shopping_list_top" data-empty="true"><a class="slt_link --empty" href="/l">L</a>
      <ul class="slt_lists__nav"><li data-list_skeleton="true" data-list_id="true" hidden><a class="slt_lists__nav_link" href="/l"><span data-list_name="true"></span><span data-list_count="true">9</span></a></li>
      <li class="x"><a class="slt_lists__nav_link --empty" href="/l"><span data-list_name>Lista</span></a></li></ul></div>`;
    showCreated(document, '7', '<b>Lista</b>');
    const rows = document.querySelectorAll('li');
    expect(rows).toHaveLength(2);
    expect(rows[1].getAttribute('data-list_id')).toBe('7');
    expect(rows[1].hidden).toBe(false);
    expect(rows[1].hasAttribute('data-list_skeleton')).toBe(false);
    expect(rows[1].querySelector('[data-list_name]')!.textContent).toBe('<b>Lista</b>');
    expect(rows[1].querySelector('b')).toBeNull();
    expect(rows[1].querySelector('[data-list_count]')!.textContent).toBe('0');
    expect(document.querySelectorAll('.--empty')).toHaveLength(0);
    expect(document.querySelector('.shopping_list_top')!.getAttribute('data-empty')).toBe('false');
    // Twice: no second row for the same id; an id that is not digits adds none.
    showCreated(document, '7', 'Lista');
    showCreated(document, '1"]x', 'Lista');
    expect(document.querySelectorAll('li')).toHaveLength(2);
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
