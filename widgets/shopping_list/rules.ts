/** Shopping list creation (spec §3 "Shopping list", §7 "Shopping list creation"). Pure. */
import * as v from 'valibot';

/** The default list's name, whatever the interface language (spec §7). */
export const DEFAULT_LIST_NAME = 'Lista zakupowa';

export const CREATE_OPERATION = {
  kind: 'query' as const, // the spec's URL: POST {graphql}?query=createShoppingList
  name: 'createShoppingList',
  query:
    'mutation createShoppingList($name: String!) { shoppingListCreate(ShoppingListSettingsInput: {name: $name}) { status id } }',
};

export const CreateResultSchema = v.object({
  shoppingListCreate: v.object({ status: v.string(), id: v.nullish(v.union([v.number(), v.string()])) }),
});

/** The list was created when the response says status "success" (or "ok") and carries an id. */
export function created(data: unknown): boolean {
  const parsed = v.safeParse(CreateResultSchema, data);
  if (!parsed.success) return false;
  const { status, id } = parsed.output.shoppingListCreate;
  return (status === 'success' || status === 'ok') && id !== null && id !== undefined;
}

/** A plain left click without modifier keys (others open new tabs: left to the browser). */
export function isPlainClick(e: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean; defaultPrevented: boolean }): boolean {
  return e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey && !e.defaultPrevented;
}
