/**
 * The Basket batch part (spec §3 "Basket"). On the platform everything is under `response.basket`: the
 * totals and the lines, `response.basket.products[]` (platform). A sibling `response.products` (the
 * shape this bundle used to assume) is still read when `basket.products` is absent. Numbers may
 * arrive as numeric or decimal strings (`shippingCost`, `toShippingFree`: "12.50", "0.00"). Text
 * fields may be null or missing: they read as empty and never drop a line. A line that does not fit
 * at all (not an object, no usable count) is dropped (and counted), so one bad line never hides the
 * whole basket.
 */
import * as v from 'valibot';
import { numeric } from './markup';

const num = numeric();
/** A text field: a string or a number; absent or null reads as '' (the platform sends null texts). */
const text = v.optional(
  v.pipe(
    v.nullable(v.union([v.string(), v.number()])),
    v.transform((x) => (x === null ? '' : String(x))),
  ),
  '',
);

const prices = v.object({
  worth_net_formatted: text,
  worth_gros_formatted: text,
});

export const BasketLine = v.object({
  id: v.optional(v.nullable(v.union([v.number(), v.string()]))),
  link: text,
  icon: text,
  icon_second: text,
  name: text,
  size: text,
  size_name: text,
  product_version_name: text,
  count: num,
  worth_unit: text,
  /** Missing or null prices read as empty values: the line is still shown. */
  prices: v.optional(
    v.pipe(
      v.nullable(prices),
      v.transform((p) => p ?? { worth_net_formatted: '', worth_gros_formatted: '' }),
    ),
    { worth_net_formatted: '', worth_gros_formatted: '' },
  ),
  subscription_period: v.pipe(
    v.optional(v.nullable(v.union([v.string(), v.number()]))),
    v.transform((x) => (x === null || x === undefined || x === '' ? '0' : String(x))),
  ),
});
export type BasketLine = v.InferOutput<typeof BasketLine>;

/** A count: a number or numeric string; absent or null reads as unknown. Anything else makes the part malformed. */
const optionalNum = v.optional(
  v.pipe(
    v.nullable(num),
    v.transform((x) => x ?? undefined),
  ),
);

const RawTotals = v.object({
  worth_formatted: text,
  worth_net_formatted: text,
  productsCounter: optionalNum,
  shippingCost_formatted: text,
  shippingCost_net_formatted: text,
  /** The amount left to free shipping ("0.00" when reached); absent, null or empty: unknown (nothing is said about free shipping). */
  toShippingFree: v.optional(
    v.pipe(
      v.nullable(v.union([num, v.literal('')])),
      v.transform((x) => (x === null || x === '' ? undefined : x)),
    ),
  ),
  toShippingFree_formatted: text,
  products: v.optional(v.unknown()),
});

interface BasketTotals {
  worth_formatted: string;
  worth_net_formatted: string;
  /** The number of products the basket shows (productsCounter, else the number of lines read). */
  productsCounter: number;
  shippingCost_formatted: string;
  shippingCost_net_formatted: string;
  toShippingFree?: number;
  toShippingFree_formatted: string;
}

const BasketPart = v.object({
  response: v.object({
    basket: RawTotals,
    /** Not the platform's place for the lines: read only when basket.products is absent. */
    products: v.optional(v.unknown()),
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

/** The raw lines: basket.products (platform) else response.products; an XML-shaped single line (an object) is a list of one. */
function rawLines(inBasket: unknown, sibling: unknown): unknown[] | undefined {
  const raw = inBasket ?? sibling;
  if (raw === undefined || raw === null || raw === '') return [];
  if (Array.isArray(raw)) return raw;
  if (typeof raw === 'object') return [raw];
  return undefined;
}

export function parseBasket(part: unknown): BasketData | undefined {
  const parsed = v.safeParse(BasketPart, part);
  if (!parsed.success) return undefined;
  const { basket, products: sibling, user } = parsed.output.response;
  const raw = rawLines(basket.products, sibling);
  if (!raw) return undefined;
  const products: BasketLine[] = [];
  let invalidLines = 0;
  for (const one of raw) {
    const line = v.safeParse(BasketLine, one);
    if (line.success) products.push(line.output);
    else invalidLines++;
  }
  const { products: _lines, productsCounter, ...totals } = basket;
  return {
    totals: { ...totals, productsCounter: productsCounter ?? products.length },
    products,
    user,
    invalidLines,
  };
}
