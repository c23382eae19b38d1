/**
 * Header list counters (wishlist, comparison): the Wishlist / Comparers batch parts,
 * `{response: {count, products: [{id, name, link, icon}]}}` (chosen shape). Pure.
 */
import * as v from 'valibot';

const count = v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/))]), v.transform(Number), v.integer(), v.minValue(0));

export const ListPartSchema = v.object({
  response: v.object({
    count: v.optional(count),
    products: v.optional(
      v.array(
        v.object({
          id: v.optional(v.union([v.number(), v.string()])),
          name: v.optional(v.string()),
          link: v.optional(v.string()),
          icon: v.optional(v.string()),
        }),
      ),
    ),
  }),
});

/** The count shown: `count` when given, else the number of products; null when the part is unusable. */
export function listCount(part: unknown): number | null {
  const parsed = v.safeParse(ListPartSchema, part);
  if (!parsed.success) return null;
  const { count: n, products } = parsed.output.response;
  if (n !== undefined) return n;
  return products ? products.length : null;
}
