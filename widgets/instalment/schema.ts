/**
 * The marker's configuration: the calculator parameters (spec §3). The instalment data comes from the page's own
 * `instalmentData` (InstalmentDataSchema); the same fields on the marker override it (a theme without that data).
 */
import * as v from 'valibot';
import { warnOnce } from '../../src/lib/report';
import { markupBoolean, markupNumber } from '../../src/schemas/markup';
import { safeUrl } from '../../src/lib/url';

const amount = () => v.pipe(markupNumber(), v.minValue(0, 'must not be negative'));
const count = () => v.pipe(markupNumber(), v.integer('must be a whole number'), v.minValue(0, 'must not be negative'));

/**
 * The link must be an http(s) address (relative ones resolve against the page); never javascript:. Checked with
 * every kind of value the placeholder is replaced by when the link runs: no amount ('') and an amount ('0.00'),
 * so "{calculate_price}javascript:…" (harmless with a number in front, javascript: without one) is refused.
 */
export function isSafeLink(template: string, base: string): boolean {
  return ['', '0.00'].every((amount) => safeUrl(template.split('{calculate_price}').join(amount), base) !== undefined);
}

/**
 * Where a template's link may take the shopper: the shop's own origin or one of the page configuration's
 * `instalmentHosts` (the providers' addresses or origins, written by the theme in <head>). The provider's host is a
 * place the shopper is sent with the amount, so markup in the body never decides it alone.
 */
export function isAllowedProvider(template: string, base: string, hosts: readonly string[]): boolean {
  const origins = hosts.flatMap((host) => {
    try {
      return [new URL(host).origin];
    } catch {
      return [];
    }
  });
  origins.push(new URL(base).origin);
  return isSafeLink(template, base) && ['', '0.00'].every((amount) => origins.includes(new URL(template.split('{calculate_price}').join(amount), base).origin));
}

/** The page configuration's `instalmentHosts` (a list of http(s) addresses); anything else is none, with one warning. */
export function instalmentHosts(raw: unknown): string[] {
  const given = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>).instalmentHosts : undefined;
  if (given === undefined) return [];
  const hosts = Array.isArray(given) ? given.filter((h): h is string => typeof h === 'string' && /^https?:\/\/[^/]/i.test(h)) : [];
  if (!Array.isArray(given) || hosts.length !== given.length)
    warnOnce(
      'instalment:hosts',
      "storefront: instalment: the page configuration's instalmentHosts must be a list of http(s) addresses; the others are ignored.",
    );
  return hosts;
}

/**
 * A link from the marker's options stays on the shop's own host (relative, or the page's origin): the instalment
 * provider's host comes only from the template's instalment links, never from an attribute on a marker in the body.
 */
function isOwnLink(template: string, base: string): boolean {
  return (
    isSafeLink(template, base) &&
    ['', '0.00'].every((amount) => new URL(template.split('{calculate_price}').join(amount), base).origin === new URL(base).origin)
  );
}

/** The page's `const instalmentData = {currency, basketCost, basketCostNet, basketCount, price, priceNet}`. */
export const InstalmentDataSchema = v.object({
  currency: v.optional(v.string()),
  price: v.optional(amount(), 0),
  priceNet: v.optional(amount(), 0),
  basketCount: v.optional(count(), 0),
  basketCost: v.optional(amount(), 0),
  basketCostNet: v.optional(amount(), 0),
});

export const InstalmentConfigSchema = v.object({
  variant: v.optional(v.picklist(['product', 'basket']), 'product'),
  price: v.optional(amount()),
  priceNet: v.optional(amount()),
  currency: v.optional(v.string()),
  basketCount: v.optional(count()),
  basketCost: v.optional(amount()),
  basketCostNet: v.optional(amount()),
  totalPrice: v.optional(amount()),
  minPrice: v.optional(amount()),
  maxPrice: v.optional(amount()),
  link: v.optional(
    v.pipe(
      v.string(),
      v.check((s) => typeof location === 'undefined' || isOwnLink(s, location.href), "must be an http(s) address on the shop's own host"),
    ),
  ),
  instalmentName: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty'))),
  priceType: v.optional(v.picklist(['net', 'gross']), 'gross'),
  maxProducts: v.optional(v.pipe(count(), v.minValue(1, 'must be at least 1'))),
  notAllProducts: v.optional(markupBoolean(), false),
  /** The quantity input (product page); default the product form's quantity field. */
  quantityInput: v.optional(v.string(), '#projector_form input[name="number"]'),
});
