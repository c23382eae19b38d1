/**
 * The Projector batch part (spec §3 "Product price data for omnibus"): `{response: {productData: {…, price}}}`,
 * `response: null` off product pages. Numbers may arrive as numeric strings; every price field is
 * optional (a shop without omnibus data sends fewer), but what arrives must have the right type.
 */
import * as v from 'valibot';
import { numeric } from '../../src/schemas/markup';

/** Optional and nullable: a real shop sends null for details it has none of (no omnibus history, no rebate); read as absent. */
const opt = <S extends v.GenericSchema>(schema: S) =>
  v.pipe(
    v.optional(v.nullable(schema)),
    v.transform((x) => x ?? undefined),
  );

const num = numeric();
const bool = v.pipe(
  v.union([v.boolean(), v.picklist(['true', 'false', '1', '0', 'y', 'n']), v.number()]),
  v.transform((x) => x === true || x === 'true' || x === '1' || x === 'y' || x === 1),
);
const money = v.object({ value: opt(num), formatted: opt(v.string()) });
const byType = v.object({ gross: opt(money), net: opt(money) });

const PriceSchema = v.object({
  unit: opt(byType),
  max: opt(byType),
  youSavePercent: opt(num),
  rebateCodeActive: opt(bool),
  beforeRebate: opt(byType),
  beforeRebateDetails: opt(v.object({ unit: opt(byType), youSavePercent: opt(num) })),
  omnibusPrice: opt(byType),
  omnibusPriceDetails: opt(
    v.object({
      unit: opt(byType),
      youSavePercent: opt(num),
      newPriceEffectiveUntil: opt(v.object({ formatted: opt(v.string()) })),
      omnibusPriceIsHigherThanSellingPrice: opt(bool),
    }),
  ),
});

/**
 * The product's price is `productData.price` on the platform (facts: price data lives inside the product); a sibling
 * `response.price` is still read (the shape this bundle once chose). Either one must be there: the output's `price`
 * is the product's price, whichever place it came from.
 */
export const ProjectorSchema = v.object({
  response: v.nullable(
    v.pipe(
      v.object({
        productData: v.object({
          id: v.optional(v.union([v.number(), v.string()])),
          sizes: v.optional(
            v.array(v.object({ id: v.pipe(v.union([v.string(), v.number()]), v.transform(String)), name: opt(v.string()), price: opt(PriceSchema) })),
            [],
          ),
          unit: v.optional(
            v.object({
              name: opt(v.string()),
              sellBy: v.pipe(
                v.optional(v.nullable(num)),
                v.transform((x): number => (typeof x === 'number' ? x : 1)),
              ),
            }),
            { sellBy: 1 },
          ),
          price: opt(PriceSchema),
        }),
        price: opt(PriceSchema),
      }),
      v.check((r) => !!(r.productData.price ?? r.price), 'the product has no price (productData.price)'),
      v.transform(({ productData, price }) => ({ productData, price: (productData.price ?? price)! })),
    ),
  ),
});
export type ProjectorPart = v.InferOutput<typeof ProjectorSchema>;
