/**
 * The product page's price rules (spec §3 "Product price data for omnibus", §9 "Omnibus"). Pure: no DOM, no React.
 * Texts are chosen by the caller; these functions decide what is shown.
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
