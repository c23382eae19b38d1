/**
 * The product page's quantity rules (the template's − / + and typed values). Pure: no DOM, no React. The price rules
 * are in ./price-rules.ts, which loads with the first size choice (a module of its own, so the size chunk shares
 * nothing with the widget's entry and the entry stays one file).
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

/** Clamps a typed quantity into [min, max] on the step grid starting at min (rounding down, not below min). */
export function clampQuantity(raw: number, { min, max, step }: QuantityLimits): number {
  if (!Number.isFinite(raw)) return min;
  const bounded = Math.min(max, Math.max(min, raw));
  const steps = Math.floor(Number(((bounded - min) / step).toFixed(9)));
  return Number((min + steps * step).toFixed(6));
}
