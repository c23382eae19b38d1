/**
 * The product page's quantity correction (the template's − / + and typed values), loaded with the controls
 * (controls-shell.ts), not in the core chunk. Pure: no DOM, no React.
 */
import type { QuantityLimits } from './rules';

/** Clamps a typed quantity into [min, max] on the step grid starting at min (rounding down, not below min). */
export function clampQuantity(raw: number, { min, max, step }: QuantityLimits): number {
  if (!Number.isFinite(raw)) return min;
  const bounded = Math.min(max, Math.max(min, raw));
  const steps = Math.floor(Number(((bounded - min) / step).toFixed(9)));
  return Number((min + steps * step).toFixed(6));
}
