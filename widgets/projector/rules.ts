/**
 * The product page's price rules (spec §3 "Product price data for omnibus", §9 "Omnibus"). Pure: no
 * DOM, no React. Texts are chosen by the caller; these functions decide what is shown.
 */
import { round2 } from '../../src/lib/price';

export type PriceType = 'gross' | 'net';
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
