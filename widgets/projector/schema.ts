/**
 * The Projector batch part (spec §3 "Product price data for omnibus"): `{response: {productData, price}}`,
 * `response: null` off product pages. Numbers may arrive as numeric strings; every price field is
 * optional (a shop without omnibus data sends fewer), but what arrives must have the right type.
 */
import * as v from 'valibot';

const num = v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^-?\d+(\.\d+)?$/))]), v.transform(Number));
const bool = v.pipe(v.union([v.boolean(), v.picklist(['true', 'false', '1', '0', 'y', 'n']), v.number()]), v.transform((x) => x === true || x === 'true' || x === '1' || x === 'y' || x === 1));
const money = v.object({ value: v.optional(num), formatted: v.optional(v.string()) });
const byType = v.object({ gross: v.optional(money), net: v.optional(money) });

export const PriceSchema = v.object({
  unit: v.optional(byType),
  max: v.optional(byType),
  youSavePercent: v.optional(num),
  rebateCodeActive: v.optional(bool),
  beforeRebate: v.optional(byType),
  beforeRebateDetails: v.optional(v.object({ unit: v.optional(byType), youSavePercent: v.optional(num) })),
  omnibusPrice: v.optional(byType),
  omnibusPriceDetails: v.optional(
    v.object({
      unit: v.optional(byType),
      youSavePercent: v.optional(num),
      newPriceEffectiveUntil: v.optional(v.object({ formatted: v.optional(v.string()) })),
      omnibusPriceIsHigherThanSellingPrice: v.optional(bool),
    }),
  ),
});

export const ProjectorSchema = v.object({
  response: v.nullable(
    v.object({
      productData: v.object({
        id: v.optional(v.union([v.number(), v.string()])),
        sizes: v.optional(
          v.array(v.object({ id: v.pipe(v.union([v.string(), v.number()]), v.transform(String)), name: v.optional(v.string()), price: v.optional(PriceSchema) })),
          [],
        ),
        unit: v.optional(v.object({ name: v.optional(v.string()), sellBy: v.optional(num, 1) }), { sellBy: 1 }),
      }),
      price: PriceSchema,
    }),
  ),
});
export type ProjectorPart = v.InferOutput<typeof ProjectorSchema>;
