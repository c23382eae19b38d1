/**
 * The product page's quantity limits, read at mount (the − / + disabled state; in the core chunk). Pure: no DOM, no
 * React. Stepping and a typed value's correction are in ./clamp.ts, which comes with the controls (controls-shell.ts);
 * the price rules are in ./price-rules.ts, which loads with the first size choice.
 */
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
