/**
 * `storefront.subscriptionPrice(input)`'s input, checked (docs/api.md): a module of its own, fetched with the first
 * call, so the product page's subscription code (widgets/projector/subscription.ts, which imports the pure
 * src/lib/subscription-price.ts) carries none of it.
 */
import * as v from 'valibot';
import { subscriptionPrice, type SubscriptionPrice } from './subscription-price';
import { warnOnce } from './report';
import { getPage } from '../page-config';

const CURRENCY_FIELDS = ['id', 'symbol', 'format', 'space', 'beforeValue', 'groupingSeparator', 'decimalSeparator'] as const;
const INPUT_FIELDS = ['max', 'maxNet', 'save', 'before', 'rebateValue', 'rebateType', 'currency'];

/** An amount: a finite number ≥ 0, or a string of one ("12.5"), as a shop script may read it from an attribute. */
const AMOUNT = 'expected a number ≥ 0 or a numeric string';
const amount = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.trim(), v.minLength(1))], AMOUNT),
  v.transform(Number),
  v.check((n) => Number.isFinite(n) && n >= 0, AMOUNT),
);

const CURRENCY = {
  id: v.optional(v.string('expected a string')),
  symbol: v.optional(v.string('expected a string')),
  format: v.optional(v.pipe(v.string('expected a string'), v.regex(/[0#]/, 'expected a mask such as "### ##0,00"'))),
  space: v.optional(v.boolean('expected true or false')),
  beforeValue: v.optional(v.boolean('expected true or false')),
  groupingSeparator: v.optional(v.string('expected a string')),
  decimalSeparator: v.optional(v.pipe(v.string('expected a string'), v.minLength(1, 'expected a non-empty string'))),
};

// v.object, not v.strictObject (the fields it does not know are found before it runs): strictObject would be new to
// the core chunk, where valibot lives. The currency's fields are taken both at the top level, beside the amounts (the
// spec's flat input, §3 "Subscription price": "currency format, symbol, space and before-value settings"), and in
// `currency: {…}`.
const InputSchema = v.object({
  max: amount,
  maxNet: v.optional(amount),
  save: v.optional(amount),
  before: v.optional(amount),
  rebateValue: v.optional(amount),
  rebateType: v.optional(v.string('expected a string: "percentage", or anything else for a fixed amount')),
  ...CURRENCY,
  currency: v.optional(v.object(CURRENCY, 'expected an object'), undefined),
});

/** A value as a message shows it. */
const shown = (value: unknown): string =>
  typeof value === 'string' ? JSON.stringify(value) : typeof value === 'object' && value ? 'an object' : String(value);

/**
 * `storefront.subscriptionPrice(input)` for shop scripts (docs/api.md): the input is checked first, and a bad one
 * rejects with a TypeError naming the field, the value and what was expected (never a price with "undefined" or
 * "NaN" in it). Formatted with the page configuration's currency; the currency's fields given in the input (beside
 * the amounts, as the spec has them, or in `currency: {…}`; where both give one, `currency`'s wins, said in one
 * warning) override it field by field; the fields not given are the shop's (with a `currency`, they are named in one
 * warning: a currency without separators, say). Without `maxNet` the net price is 0, with one warning.
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
  fields(input as object, [...INPUT_FIELDS, ...CURRENCY_FIELDS], '');
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
  const shop = getPage().currency;
  /** The currency's fields given in `from` (the input itself, or its `currency`). */
  const currencyIn = (from: Partial<Record<(typeof CURRENCY_FIELDS)[number], unknown>> = {}) =>
    Object.fromEntries(CURRENCY_FIELDS.filter((field) => from[field] !== undefined).map((field) => [field, from[field]]));
  const flat = currencyIn(checked);
  const nested = currencyIn(checked.currency);
  const flatFields = Object.keys(flat);
  if (flatFields.length && checked.currency) {
    const clash = flatFields.filter((field) => field in nested);
    warnOnce(
      `subscription-price:both:${flatFields}:${Object.keys(nested)}`,
      `storefront.subscriptionPrice: the currency is given both beside the amounts (${flatFields.join(', ')}) and in currency (${Object.keys(nested).join(', ')}); currency's fields win${clash.length ? `: ${clash.map((f) => `${f} ${shown(nested[f])}, not ${shown(flat[f])}`).join('; ')}` : ' (none is given twice here)'}.`,
    );
  }
  const given = { ...flat, ...nested };
  // Only with `currency: {…}` (as before): the spec's flat input takes the shop's separators (§9 "Formats").
  if (checked.currency) {
    const lacking = CURRENCY_FIELDS.filter((field) => !(field in given));
    if (lacking.length)
      warnOnce(
        `subscription-price:currency:${lacking}`,
        `storefront.subscriptionPrice: the currency lacks ${lacking.join(', ')}; the shop's are used (${lacking.map((f) => `${f} ${shown(shop[f])}`).join(', ')}).`,
      );
  }
  if (checked.maxNet === undefined) warnOnce('subscription-price:maxNet', 'storefront.subscriptionPrice: maxNet is missing; the net price is 0.');
  const { max, maxNet, save, before, rebateValue, rebateType } = checked;
  return subscriptionPrice({ max, maxNet: maxNet ?? 0, save, before, rebateValue, rebateType, currency: { ...shop, ...given } });
}
