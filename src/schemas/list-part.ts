/**
 * The Wishlist and Comparers batch parts (menu_wishlist's counter, menu_compare's box). Pure.
 *
 * The platform answers in an XML-to-JSON shape (platform):
 * - Wishlist: `{response: {product: [{icon, name, attributes: {id, link}, price: {attributes: {price_formatted}}}],
 *   attributes: {count, cost}}}`; `product` is missing or empty when the list is empty; the count is
 *   `response.attributes.count`.
 * - Comparers: `{response: {product: [{iconsmall, name, attributes: {id, link, removelink}}]}}`; the count is the
 *   number of products.
 * A single product may arrive as an object instead of a one-item array (XML singleton): it is read as a list of one.
 * The older `{response: {count, products: [{id, name, link, icon}]}}` is still read. A product that does not fit is
 * left out (and counted in `invalid`); null texts read as empty.
 */
import * as v from 'valibot';

const count = v.pipe(v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(/^\d+$/))]), v.transform(Number), v.integer(), v.minValue(0));
const text = v.optional(
  v.pipe(
    v.nullable(v.union([v.string(), v.number()])),
    v.transform((x) => (x === null ? '' : String(x))),
  ),
  '',
);
const id = v.optional(v.nullable(v.union([v.number(), v.string()])));

/** A platform product (Wishlist or Comparers). */
const PlatformProduct = v.object({
  name: text,
  icon: text,
  iconsmall: text,
  attributes: v.optional(v.nullable(v.object({ id, link: text, removelink: text }))),
  price: v.optional(v.nullable(v.object({ attributes: v.optional(v.nullable(v.object({ price_formatted: text }))) }))),
});
/** A product of the older shape. */
const LegacyProduct = v.object({ id, name: text, link: text, icon: text });

interface ListItem {
  id: string;
  name: string;
  link: string;
  icon: string;
  /** The price as the platform formatted it (Wishlist), else ''. */
  price: string;
  /** The link that removes this product (Comparers), else ''. */
  removeLink: string;
}

export interface ListPart {
  count: number;
  items: ListItem[];
  /** Products left out because they did not fit. */
  invalid: number;
}

const ListResponse = v.object({
  response: v.object({
    /** platform */
    product: v.optional(v.unknown()),
    attributes: v.optional(v.nullable(v.object({ count: v.optional(v.nullable(v.union([count, v.literal('')]))) }))),
    /** older shape */
    count: v.optional(count),
    products: v.optional(v.unknown()),
  }),
});

/** An XML-to-JSON list: an array, a singleton object, or nothing (missing, null, ''). Undefined when it is none of those. */
function asList(raw: unknown): unknown[] | undefined {
  if (raw === undefined || raw === null || raw === '') return [];
  if (Array.isArray(raw)) return raw;
  if (typeof raw === 'object') return [raw];
  return undefined;
}

function readItems(raw: unknown[], legacy: boolean): { items: ListItem[]; invalid: number } {
  const items: ListItem[] = [];
  let invalid = 0;
  for (const one of raw) {
    if (legacy) {
      const p = v.safeParse(LegacyProduct, one);
      if (!p.success) {
        invalid++;
        continue;
      }
      items.push({
        id: p.output.id == null ? '' : String(p.output.id),
        name: p.output.name,
        link: p.output.link,
        icon: p.output.icon,
        price: '',
        removeLink: '',
      });
    } else {
      const p = v.safeParse(PlatformProduct, one);
      if (!p.success) {
        invalid++;
        continue;
      }
      const a = p.output.attributes;
      items.push({
        id: a?.id == null ? '' : String(a.id),
        name: p.output.name,
        link: a?.link ?? '',
        icon: p.output.icon || p.output.iconsmall,
        price: p.output.price?.attributes?.price_formatted ?? '',
        removeLink: a?.removelink ?? '',
      });
    }
  }
  return { items, invalid };
}

/**
 * Reads a Wishlist or Comparers part: the count is `response.attributes.count` when given (Wishlist), else the
 * older `response.count`, else the number of products sent (Comparers). Undefined when the part is unusable.
 */
export function readListPart(part: unknown): ListPart | undefined {
  const parsed = v.safeParse(ListResponse, part);
  if (!parsed.success) return undefined;
  const r = parsed.output.response;
  const legacy = r.product === undefined && r.products !== undefined;
  const raw = asList(legacy ? r.products : r.product);
  if (!raw) return undefined;
  const { items, invalid } = readItems(raw, legacy);
  const given = r.attributes?.count;
  // Comparers (platform): the count is the array's length; a malformed item is left out of the list, not the count.
  const n = typeof given === 'number' ? given : r.count !== undefined ? r.count : raw.length;
  return { count: n, items, invalid };
}
