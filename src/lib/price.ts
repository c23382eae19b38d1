/**
 * Price formatting by the shop's mask (spec §3 "Currency display settings", §9 "Formats").
 * The mask's last non-digit character before the decimal placeholders marks the decimal part;
 * any other non-placeholder character in the integer part marks grouping. The shop's own
 * separators replace the mask's. Pure: no DOM, no Intl (shops define their own separators). A mask of more than 100
 * decimal or forced digits (toFixed throws past 100) is warned about once and the default mask used.
 */
import { warnOnce } from './report';
import { DEFAULT_CURRENCY, NBSP, type CurrencySettings } from './currency';

export { DEFAULT_CURRENCY, type CurrencySettings } from './currency';

interface ParsedMask {
  decimals: number;
  group: number; // digits per group; 0 = no grouping
  minInt: number; // digits forced by "0" in the integer part
}

const maskCache = new Map<string, ParsedMask>();
/** toFixed's limit; a mask asking for more decimal (or forced integer) digits is no price mask. */
const MAX_DIGITS = 100;

export function parseMask(mask: string): ParsedMask {
  const cached = maskCache.get(mask);
  if (cached) return cached;
  const m = String(mask || '').trim() || DEFAULT_CURRENCY.format;
  // Decimal part: the trailing run of 0/# after the last separator, if a separator exists before it.
  const tail = /([^0#])([0#]+)$/.exec(m);
  let intPart = m;
  let decimals = 0;
  if (tail && /[0#]/.test(m.slice(0, tail.index))) {
    decimals = tail[2].length;
    intPart = m.slice(0, tail.index);
  }
  const groups = intPart.split(/[^0#]+/).filter(Boolean);
  const group = groups.length > 1 ? groups[groups.length - 1].length : 0;
  const minInt = Math.max(1, (intPart.match(/0/g) || []).length);
  let parsed = { decimals, group, minInt };
  if (decimals > MAX_DIGITS || minInt > MAX_DIGITS) {
    warnOnce('price:mask', `storefront: a price mask of over ${MAX_DIGITS} digits; the default is used.`);
    parsed = parseMask(DEFAULT_CURRENCY.format);
  }
  maskCache.set(mask, parsed);
  return parsed;
}

/** Formats a number by the mask and separators, without the currency symbol. */
export function formatNumber(value: number, settings: Pick<CurrencySettings, 'format' | 'groupingSeparator' | 'decimalSeparator'>): string {
  const { decimals, group, minInt } = parseMask(settings.format);
  const n = Number.isFinite(value) ? value : 0;
  const negative = n < 0;
  const fixed = Math.abs(n).toFixed(decimals);
  let [int, frac = ''] = fixed.split('.');
  int = int.padStart(minInt, '0');
  if (group > 0) {
    const parts: string[] = [];
    for (let end = int.length; end > 0; end -= group) parts.unshift(int.slice(Math.max(0, end - group), end));
    int = parts.join(settings.groupingSeparator);
  }
  const body = decimals > 0 ? `${int}${settings.decimalSeparator}${frac}` : int;
  return negative && Number(fixed) !== 0 ? `-${body}` : body;
}

/** Formats a price with the shop's currency symbol, position and spacing. */
export function formatPrice(value: number, settings: CurrencySettings = DEFAULT_CURRENCY): string {
  const number = formatNumber(value, settings);
  const gap = settings.space ? NBSP : '';
  if (!settings.symbol) return number;
  return settings.beforeValue ? `${settings.symbol}${gap}${number}` : `${number}${gap}${settings.symbol}`;
}

/** Rounds half away from zero to 2 decimals, avoiding binary drift (1.005 -> 1.01). */
export function round2(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return (Math.sign(value) * Math.round((Math.abs(value) + Number.EPSILON) * 100)) / 100;
}
