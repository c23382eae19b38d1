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
import * as v from 'valibot';
import { DEFAULT_CURRENCY, formatPrice, round2, type CurrencySettings } from './price';
import { warnOnce } from './report';

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

const CURRENCY_FIELDS = ['id', 'symbol', 'format', 'space', 'beforeValue', 'groupingSeparator', 'decimalSeparator'] as const;
const INPUT_FIELDS = ['max', 'maxNet', 'save', 'before', 'rebateValue', 'rebateType', 'currency'];

/** An amount: a finite number ≥ 0, or a string of one ("12.5"), as a shop script may read it from an attribute. */
const AMOUNT = 'expected a number ≥ 0 or a numeric string';
const amount = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.trim(), v.nonEmpty())], AMOUNT),
  v.transform(Number),
  v.check((n) => Number.isFinite(n) && n >= 0, AMOUNT),
);

// v.object, not v.strictObject (the fields it does not know are found before it runs): strictObject would be new to
// the core chunk, where valibot lives.
const InputSchema = v.object({
  max: amount,
  maxNet: v.optional(amount),
  save: v.optional(amount),
  before: v.optional(amount),
  rebateValue: v.optional(amount),
  rebateType: v.optional(v.string('expected a string: "percentage", or anything else for a fixed amount')),
  currency: v.optional(
    v.object(
      {
        id: v.optional(v.string('expected a string')),
        symbol: v.optional(v.string('expected a string')),
        format: v.optional(v.pipe(v.string('expected a string'), v.regex(/[0#]/, 'expected a mask such as "### ##0,00"'))),
        space: v.optional(v.boolean('expected true or false')),
        beforeValue: v.optional(v.boolean('expected true or false')),
        groupingSeparator: v.optional(v.string('expected a string')),
        decimalSeparator: v.optional(v.pipe(v.string('expected a string'), v.nonEmpty('expected a non-empty string'))),
      },
      'expected an object',
    ),
    undefined,
  ),
});

/** A value as a message shows it. */
const shown = (value: unknown): string =>
  typeof value === 'string' ? JSON.stringify(value) : typeof value === 'object' && value ? 'an object' : String(value);

/**
 * `storefront.subscriptionPrice(input)` for shop scripts (docs/api.md): the input is checked first, and a bad one
 * rejects with a TypeError naming the field, the value and what was expected (never a price with "undefined" or
 * "NaN" in it). Formatted with the page configuration's currency; a `currency` in the input overrides it field by
 * field, and the fields it lacks (the separators, say) are the shop's, named in one warning. Without `maxNet` the net
 * price is 0, with one warning.
 */
export async function subscriptionPriceForPage(input: unknown): Promise<SubscriptionPrice> {
  const fail = (what: string): never => {
    throw new TypeError(`storefront.subscriptionPrice: ${what}; no price is computed.`);
  };
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    fail(`the input ${shown(input)} is invalid (expected an object {max, maxNet, save?, before?, rebateValue?, rebateType?, currency?})`);
  const fields = (object: object, known: readonly string[], where: string) => {
    const unknown = Object.keys(object).find((key) => !known.includes(key));
    if (unknown) fail(`"${where}${unknown}" is not a field (expected only ${known.join(', ')})`);
  };
  fields(input as object, INPUT_FIELDS, '');
  const { currency } = input as { currency?: unknown };
  if (typeof currency === 'object' && currency) fields(currency, CURRENCY_FIELDS, 'currency.');
  const result = v.safeParse(InputSchema, input);
  if (!result.success) {
    // The value as given (issue.input may be the transformed one: "abc" → NaN).
    const path = (result.issues[0].path ?? []).map((p) => String(p.key));
    const given = path.reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], input);
    // A missing key (only max is required) is valibot's object issue: said as the amount's.
    if (given === undefined) fail(`${path.join('.')} is missing (${AMOUNT})`);
    fail(`${path.join('.') || 'the input'} ${shown(given)} is invalid (${result.issues[0].message})`);
  }
  const checked = (result as v.SafeParseResult<typeof InputSchema> & { success: true }).output;
  const { getPage } = await import('../page-config');
  const shop = getPage().currency;
  if (checked.currency) {
    const lacking = CURRENCY_FIELDS.filter((field) => checked.currency![field] === undefined);
    if (lacking.length)
      warnOnce(
        `subscription-price:currency:${lacking}`,
        `storefront.subscriptionPrice: the currency lacks ${lacking.join(', ')}; the shop's are used (${lacking.map((f) => `${f} ${shown(shop[f])}`).join(', ')}).`,
      );
  }
  if (checked.maxNet === undefined) warnOnce('subscription-price:maxNet', 'storefront.subscriptionPrice: maxNet is missing; the net price is 0.');
  const given = Object.fromEntries(Object.entries(checked.currency ?? {}).filter(([, value]) => value !== undefined));
  return subscriptionPrice({ ...checked, maxNet: checked.maxNet ?? 0, currency: { ...shop, ...given } });
}
