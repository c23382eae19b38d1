/**
 * The product page's price rules (spec §3 "Product price data for omnibus", §9 "Omnibus"). Pure: no
 * DOM, no React. Texts are chosen by the caller; these functions decide what is shown.
 */
import { formatPrice, round2, type CurrencySettings } from '../../src/lib/price';

export type PriceType = 'gross' | 'net';
interface Money {
  value?: number;
  formatted?: string;
}
type ByType = Partial<Record<PriceType, Money>>;

/** The `price` object of the Projector part (also the shape of a size's price). Every field optional. */
export interface PriceData {
  unit?: ByType;
  max?: ByType;
  youSavePercent?: number;
  rebateCodeActive?: boolean;
  beforeRebate?: ByType;
  beforeRebateDetails?: { unit?: ByType; youSavePercent?: number };
  omnibusPrice?: ByType;
  omnibusPriceDetails?: {
    unit?: ByType;
    youSavePercent?: number;
    newPriceEffectiveUntil?: { formatted?: string };
    omnibusPriceIsHigherThanSellingPrice?: boolean;
  };
}

export interface ProductData {
  sizes: Array<{ id: string; price?: PriceData }>;
  unit: { sellBy: number };
}

type Badge = 'promotion' | 'bargain' | 'code';

export interface OmnibusView {
  /** The selling price (price.unit). */
  price: string;
  badge: Badge | null;
  /** The lowest price of the 30 days before the discount, with its signed percent ('' = none). */
  omnibus: { price: string; percent: string } | null;
  /** The regular price: max × sellBy. */
  regular: string | null;
  /** The regular price that applies again from the date the current price is effective until. */
  upcoming: { price: string; date: string } | null;
  /** The price without the active rebate code. */
  withoutCode: { price: string; percent: string } | null;
}

const pct = (n: number | undefined) => (typeof n === 'number' && Number.isFinite(n) ? Math.round(Math.abs(n)) : 0);

/**
 * §9: the percent is prefixed "-" when the omnibus price is higher than the selling price, and "+"
 * when the saving percent is not 0 (otherwise). A 0 percent is not shown (chosen).
 */
export function signedPercent(omnibusIsHigher: boolean, percent: number | undefined): string {
  const p = pct(percent);
  if (p === 0) return '';
  return `${omnibusIsHigher ? '-' : '+'}${p}%`;
}

/** §9: the regular price is the max price × sellBy (the unit the product is sold by). */
export function regularPrice(max: number, sellBy: number): number {
  const by = Number.isFinite(sellBy) && sellBy > 0 ? sellBy : 1;
  return round2(max * by);
}

/** The chosen size's price when it has one, else the product's (platform: `sizes[i].price`, else `productData.price`). */
export function priceForSize(product: ProductData, price: PriceData, sizeId: string | null): PriceData {
  const size = sizeId === null ? undefined : product.sizes.find((s) => s.id === sizeId);
  return size?.price ?? price;
}

const formatted = (m: ByType | undefined, type: PriceType): string => m?.[type]?.formatted?.trim() ?? '';
const value = (m: ByType | undefined, type: PriceType): number | null => {
  const v = m?.[type]?.value;
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
};

/**
 * What the omnibus block shows (chosen where the spec is silent):
 * - badge: "code" while a rebate code is active, else "promotion" when the price is below the max
 *   price (youSavePercent > 0), else "bargain" when it is below the lowest price of the last 30 days;
 * - the omnibus line appears whenever one of those holds, or the 30-day percent is not 0;
 * - the regular price (max × sellBy) and the upcoming price with its date only during a promotion.
 */
export function omnibusView(price: PriceData, sellBy: number, type: PriceType, currency: CurrencySettings): OmnibusView {
  const details = price.omnibusPriceDetails ?? {};
  const higher = details.omnibusPriceIsHigherThanSellingPrice === true;
  const promotion = pct(price.youSavePercent) > 0;
  const code = price.rebateCodeActive === true;
  const omnibusPercent = signedPercent(higher, details.youSavePercent);
  const badge: Badge | null = code ? 'code' : promotion ? 'promotion' : higher ? 'bargain' : null;

  // Platform order: the details' unit price, else the plain omnibusPrice (and the same for the price before a rebate).
  const omnibusPrice = formatted(details.unit, type) || formatted(price.omnibusPrice, type);
  const omnibus = omnibusPrice && (badge || omnibusPercent) ? { price: omnibusPrice, percent: omnibusPercent } : null;

  const max = value(price.max, type);
  const regular = promotion && max !== null ? formatPrice(regularPrice(max, sellBy), currency) : null;
  const date = details.newPriceEffectiveUntil?.formatted?.trim() ?? '';
  const upcoming = regular && date ? { price: regular, date } : null;

  const before = formatted(price.beforeRebateDetails?.unit, type) || formatted(price.beforeRebate, type);
  const withoutCode = code && before ? { price: before, percent: signedPercent(true, price.beforeRebateDetails?.youSavePercent) } : null;

  return { price: formatted(price.unit, type), badge, omnibus, regular, upcoming, withoutCode };
}

export interface QuantityLimits {
  min: number;
  max: number;
  step: number;
}

/** Reads the input's min / max / step attributes (missing or invalid: 1, Infinity, 1). */
export function quantityLimits(attrs: { min?: string | null; max?: string | null; step?: string | null }): QuantityLimits {
  const n = (s: string | null | undefined, fallback: number) => {
    const x = s == null || s === '' ? Number.NaN : Number(s);
    return Number.isFinite(x) && x > 0 ? x : fallback;
  };
  const step = n(attrs.step, 1);
  const min = n(attrs.min, step);
  const max = Math.max(min, n(attrs.max, Number.POSITIVE_INFINITY));
  return { min, max, step };
}

/** Clamps a typed quantity into [min, max] on the step grid starting at min (rounding down, not below min). */
export function clampQuantity(raw: number, { min, max, step }: QuantityLimits): number {
  if (!Number.isFinite(raw)) return min;
  const bounded = Math.min(max, Math.max(min, raw));
  const steps = Math.floor(Number(((bounded - min) / step).toFixed(9)));
  return Number((min + steps * step).toFixed(6));
}
