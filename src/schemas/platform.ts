/**
 * Shapes of the platform's HTML channels in the batch response (spec §3 "Response items", §7):
 * Snippets.response.items and ToplayersAndWidgets.response.items. On the platform both are objects
 * keyed by item (platform); an array of items is still read. Items that do not fit are dropped one by
 * one, never the whole list.
 */
import * as v from 'valibot';
import { warnOnce } from '../lib/report';

/**
 * A snippet: `{region, content}`. `head` goes into the head, `body_top` to the start of the body, any other
 * region to its end. An item with no region (missing, null or empty) is skipped, as the platform's client does.
 */
export const SnippetItem = v.object({
  region: v.optional(v.nullable(v.string())),
  content: v.string(),
});

/** A top layer: `{content}` HTML (its scripts run after insertion); an item's own `script` text is still read. */
export const ToplayerItem = v.object({
  content: v.optional(v.nullable(v.string())),
  script: v.optional(v.nullable(v.string())),
});

const ItemsResponse = v.object({
  response: v.object({ items: v.union([v.array(v.unknown()), v.record(v.string(), v.unknown())]) }),
});

/** The raw items of a part as [key, value] pairs (array indexes as keys); undefined when the part is malformed. */
function rawItems(part: unknown): [string, unknown][] | undefined {
  const parsed = v.safeParse(ItemsResponse, part);
  if (!parsed.success) return undefined;
  const items = parsed.output.response.items;
  return Array.isArray(items) ? items.map((item, i) => [String(i), item]) : Object.entries(items);
}

/** The valid items of a part; `invalid` counts the items dropped. */
export function itemsOf<T extends v.GenericSchema>(part: unknown, item: T): { items: v.InferOutput<T>[]; invalid: number; malformed: boolean } {
  const raw = rawItems(part);
  if (!raw) return { items: [], invalid: 0, malformed: part !== undefined && part !== null };
  const items: v.InferOutput<T>[] = [];
  let invalid = 0;
  for (const [, entry] of raw) {
    const one = v.safeParse(item, entry);
    if (one.success) items.push(one.output);
    else invalid++;
  }
  return { items, invalid, malformed: false };
}

function report(key: string, malformed: boolean, invalid: number): void {
  if (malformed || invalid) warnOnce(key, `storefront: the ${key} response ${malformed ? 'is malformed' : `has ${invalid} malformed item(s)`}; skipped.`);
}

/** The valid items of a batch part, reporting once per key what was malformed. */
function validItems<T extends v.GenericSchema>(key: string, part: unknown, item: T): v.InferOutput<T>[] {
  const { items, invalid, malformed } = itemsOf(part, item);
  report(key, malformed, invalid);
  return items;
}

export interface Snippet {
  region: string;
  content: string;
}

/** The snippets to insert, in the answer's order; items without a region are skipped (not malformed). */
export function snippetsOf(part: unknown): Snippet[] {
  return validItems('Snippets', part, SnippetItem).flatMap((item) => (item.region ? [{ region: item.region, content: item.content }] : []));
}

export interface Toplayers {
  /** HTML to insert at the end of the body, in the answer's order. */
  contents: string[];
  /** Script texts to run once the HTML is in: an item's own `script`, then the items' `script` key (platform). */
  scripts: string[];
}

/**
 * The ToplayersAndWidgets part: the `script` key of `response.items` holds script text (platform); every other
 * value is `{content}`. Items of the older `{content, script}` shape (also in an array) are read too.
 */
export function toplayersOf(part: unknown): Toplayers {
  const raw = rawItems(part);
  const out: Toplayers = { contents: [], scripts: [] };
  if (!raw) {
    report('ToplayersAndWidgets', part !== undefined && part !== null, 0);
    return out;
  }
  const keyed: string[] = [];
  let invalid = 0;
  const isObject = !Array.isArray((part as { response: { items: unknown } }).response.items);
  for (const [key, value] of raw) {
    if (isObject && key === 'script' && typeof value === 'string') {
      if (value.trim()) keyed.push(value);
      continue;
    }
    const one = v.safeParse(ToplayerItem, value);
    if (!one.success) {
      invalid++;
      continue;
    }
    if (one.output.content) out.contents.push(one.output.content);
    if (one.output.script) out.scripts.push(one.output.script);
  }
  out.scripts.push(...keyed);
  report('ToplayersAndWidgets', false, invalid);
  return out;
}
