/**
 * The Basket batch part (spec §3 "Basket"): response.basket holds the totals, response.products the
 * lines, response.user the customer. Numbers may arrive as numeric strings. A line that does not fit
 * is dropped (and counted), so one bad line never hides the whole basket.
 */
import * as v from 'valibot';

const num = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^-?\d+(\.\d+)?$/))]),
  v.transform(Number),
);
/** A text field: a string or a number; absent or null reads as '' (the platform sends null texts). */
const text = v.optional(v.pipe(v.nullable(v.union([v.string(), v.number()])), v.transform((x) => (x === null ? '' : String(x)))), '');

export const BasketLine = v.object({
  id: v.optional(v.union([v.number(), v.string()])),
  link: text,
  icon: text,
  icon_second: text,
  name: text,
  size: text,
  size_name: text,
  product_version_name: text,
  count: num,
  worth_unit: text,
  prices: v.object({
    worth_net_formatted: text,
    worth_gros_formatted: text,
  }),
  subscription_period: v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String)), '0'),
});
export type BasketLine = v.InferOutput<typeof BasketLine>;

export const BasketTotals = v.object({
  worth_formatted: text,
  worth_net_formatted: text,
  productsCounter: num,
  shippingCost_formatted: text,
  shippingCost_net_formatted: text,
  /** The amount left to free shipping, 0 when reached; absent or null: unknown (nothing is said about free shipping). */
  toShippingFree: v.optional(v.pipe(v.nullable(num), v.transform((x) => x ?? undefined))),
  toShippingFree_formatted: text,
});
export type BasketTotals = v.InferOutput<typeof BasketTotals>;

const BasketPart = v.object({
  response: v.object({
    basket: BasketTotals,
    products: v.optional(v.array(v.unknown()), []),
    user: v.optional(v.unknown()),
  }),
});

export interface BasketData {
  totals: BasketTotals;
  products: BasketLine[];
  user: unknown;
  /** Lines dropped because they did not fit the shape. */
  invalidLines: number;
}

export function parseBasket(part: unknown): BasketData | undefined {
  const parsed = v.safeParse(BasketPart, part);
  if (!parsed.success) return undefined;
  const products: BasketLine[] = [];
  let invalidLines = 0;
  for (const raw of parsed.output.response.products) {
    const line = v.safeParse(BasketLine, raw);
    if (line.success) products.push(line.output);
    else invalidLines++;
  }
  return { totals: parsed.output.response.basket, products, user: parsed.output.response.user, invalidLines };
}
