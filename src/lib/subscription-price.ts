/**
 * Subscription price (spec §3 "Subscription price", §9 "Subscription price"). Pure.
 *
 * - rebateType defaults to 'percentage'; anything else means a fixed amount.
 * - Percentage rule: price = max − (before × rebate% + save).
 * - Fixed-amount rule: price = max − (save + rebate).
 * - The price is never below 0.
 * - percent = 100 − 100 × price / max (an integer).
 * - net = maxNet reduced by percent.
 * - Values are rounded to 2 decimals, percent to an integer; formatted with the shop's currency settings.
 *
 * Where the spec is silent (chosen): a missing or non-finite `before` counts as `max` (the price the
 * percentage applies to when nothing else is given); missing save / rebateValue count as 0; with max
 * 0 (or less) the percent is 0 and both prices are 0. Rounding is the last step (as §9 lists it): net is
 * reduced by the exact percent, so net and gross keep the same proportion, and only the shown percent is
 * rounded to an integer.
 */
import { DEFAULT_CURRENCY, formatPrice, round2, type CurrencySettings } from './price';

export interface SubscriptionInput {
  /** Gross price. */
  max: number;
  maxNet: number;
  save?: number;
  before?: number;
  rebateValue?: number;
  /** 'percentage' (default) or anything else meaning a fixed amount. */
  rebateType?: string;
  currency?: CurrencySettings;
}

export interface SubscriptionPrice {
  gross: { value: number; formatted: string };
  net: { value: number; formatted: string };
  percent: number;
}

const num = (x: unknown, fallback = 0): number => {
  const n = typeof x === 'string' ? Number(x) : (x as number);
  return typeof n === 'number' && Number.isFinite(n) ? n : fallback;
};

/** 2-decimal rounding after removing binary noise from the arithmetic (81.3 × 0.75 = 60.975 → 60.98). */
const money = (x: number): number => round2(Number(x.toFixed(9)));

export function subscriptionPrice(input: SubscriptionInput): SubscriptionPrice {
  const currency = input.currency ?? DEFAULT_CURRENCY;
  const max = num(input.max);
  const maxNet = num(input.maxNet);
  const save = num(input.save);
  const rebate = num(input.rebateValue);
  const before = num(input.before, max);
  const type = input.rebateType ?? 'percentage';

  const raw = type === 'percentage' ? max - (before * (rebate / 100) + save) : max - (save + rebate);
  const price = Math.max(0, raw);
  const exactPercent = max > 0 ? 100 - (100 * price) / max : 0;
  const gross = max > 0 ? money(price) : 0;
  const net = max > 0 ? money(Math.max(0, maxNet - (maxNet * exactPercent) / 100)) : 0;
  const percent = Math.round(exactPercent) + 0; // + 0 turns -0 into 0
  return {
    gross: { value: gross, formatted: formatPrice(gross, currency) },
    net: { value: net, formatted: formatPrice(net, currency) },
    percent,
  };
}
