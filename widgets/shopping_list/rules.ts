/**
 * Shopping list creation (spec §3 "Shopping list", §7 "Shopping list creation"): the mutation and its answer. Loaded
 * with the click that creates a list (create.ts), not with the widget.
 */
import * as v from 'valibot';
import { gqlValue } from '../../src/net/gql-literal';
import type { Operation } from '../../src/net/operation';

/** The default list's name, whatever the interface language (spec §7). */
export const DEFAULT_LIST_NAME = 'Lista zakupowa';

/**
 * Platform: POST {graphql}?query=createShoppingList with
 * `mutation { shoppingListCreate(ShoppingListSettingsInput: {name: "Lista zakupowa"}) { status id } }`.
 */
function createOperation(name: string = DEFAULT_LIST_NAME): Operation {
  return {
    name: 'createShoppingList',
    search: 'query=createShoppingList',
    query: `mutation { shoppingListCreate(ShoppingListSettingsInput: ${gqlValue({ name })}) { status id } }`,
  };
}

export const CREATE_OPERATION = createOperation();

/** The status and the new list's id (a number or a string; may be missing or null). */
const CreateResultSchema = v.object({
  shoppingListCreate: v.object({ status: v.optional(v.nullable(v.string())), id: v.optional(v.nullable(v.union([v.number(), v.string()]))) }),
});

/**
 * The list was created when the answer says status "success" (platform): its id ('' when the answer has none), else
 * undefined.
 */
export function createdId(data: unknown): string | undefined {
  const parsed = v.safeParse(CreateResultSchema, data);
  if (!parsed.success || parsed.output.shoppingListCreate.status !== 'success') return undefined;
  const id = parsed.output.shoppingListCreate.id;
  return id == null ? '' : String(id).trim();
}
