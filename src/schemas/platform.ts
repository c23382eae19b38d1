/**
 * Shapes of the platform's HTML channels in the batch response (spec §3 "Response items", §7):
 * Snippets.response.items and ToplayersAndWidgets.response.items, each an array or an object of items.
 * Items that do not fit are dropped one by one, never the whole list.
 */
import * as v from 'valibot';
import { warnOnce } from '../lib/report';

export const SnippetItem = v.object({
  region: v.optional(v.string(), 'body_bottom'),
  content: v.string(),
});

export const ToplayerItem = v.object({
  content: v.optional(v.string(), ''),
  script: v.optional(v.string()),
});

const ItemsResponse = v.object({
  response: v.object({ items: v.union([v.array(v.unknown()), v.record(v.string(), v.unknown())]) }),
});

/** The valid items of a part; `invalid` counts the items dropped. */
export function itemsOf<T extends v.GenericSchema>(part: unknown, item: T): { items: v.InferOutput<T>[]; invalid: number; malformed: boolean } {
  const parsed = v.safeParse(ItemsResponse, part);
  if (!parsed.success) return { items: [], invalid: 0, malformed: part !== undefined && part !== null };
  const raw = Array.isArray(parsed.output.response.items) ? parsed.output.response.items : Object.values(parsed.output.response.items);
  const items: v.InferOutput<T>[] = [];
  let invalid = 0;
  for (const entry of raw) {
    const one = v.safeParse(item, entry);
    if (one.success) items.push(one.output);
    else invalid++;
  }
  return { items, invalid, malformed: false };
}

/** The valid items of a batch part, reporting once per key what was malformed. */
export function validItems<T extends v.GenericSchema>(key: string, part: unknown, item: T): v.InferOutput<T>[] {
  const { items, invalid, malformed } = itemsOf(part, item);
  if (malformed || invalid) warnOnce(key, `storefront: the ${key} response ${malformed ? 'is malformed' : `has ${invalid} malformed item(s)`}; skipped.`);
  return items;
}
