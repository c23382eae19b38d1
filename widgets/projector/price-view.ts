/**
 * The chosen size's prices as the template's prices section shows them (standard-template.md "projector_details";
 * provider-facts "Projector"): from the page's inline `product_data` (sizeView) or a `/ajax/projector.php … sizeprices`
 * answer (ajaxView). Pure: no DOM. Loaded with the first size choice (sizes.ts).
 */
import { formatPrice, type CurrencySettings } from '../../src/lib/price';
import { regularPrice, signedPercent, type PriceType } from './price-rules';
import type { SizePrices, UnitPrice } from '../../src/stores/product-price';

const pct = (n: number | undefined) => (typeof n === 'number' && Number.isFinite(n) ? Math.round(Math.abs(n)) : 0);

/** A price as the page carries it: its value and the platform's formatted text. */
interface Amount {
  value: number;
  formatted: string;
}

/** What the template's prices section shows for one size (written into its elements by sizes.ts). */
export interface PriceView {
  price?: Amount;
  /** The regular price (max × sellBy), shown while the price is below it. */
  regular?: string;
  omnibus?: Amount;
  /** The omnibus percent with its sign ('' = none). */
  percent: string;
  /**
   * The price before the rebate code (an active code only) and its percent ("-N%"): the template's "price without the
   * code" line (`#projector_price_beforerebate_wrapper`).
   */
  beforeRebate?: Amount;
  beforeRebatePercent: string;
  /** An announced price change: from `date` the price is `price` (the regular one): the template's new-price line. */
  newPrice?: { date: string; price: string };
  /**
   * The prices section's state classes (`--omnibus`, `--omnibus-code`, `--omnibus-code-short` (the price before the
   * code is the 30-day lowest: its line is not shown), `--omnibus-new-price`, `--omnibus-higher` (not with an announced
   * price, as the platform's own script sets it)); the product name's label block takes `--omnibus` and
   * `--omnibus-higher` as well (the template's CSS shows its badges by them).
   */
  classes: Record<'--omnibus' | '--omnibus-code' | '--omnibus-code-short' | '--omnibus-new-price' | '--omnibus-higher', boolean>;
  /** The deposit: an amount, null = none (the deposit block loses `--active`), undefined = unknown (left as it is). */
  deposit?: Amount | null;
}

const isRecord = (x: unknown): x is Record<string, unknown> => !!x && typeof x === 'object' && !Array.isArray(x);
const toNumber = (x: unknown): number | undefined => {
  const n = typeof x === 'string' && x.trim() !== '' ? Number(x) : x;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
};
/** A formatted price is text with a digit in it ("NaN zł", "undefined" and "" are not shown). */
const isFormatted = (x: unknown): x is string => typeof x === 'string' && /\d/.test(x);

/** A `product_data` price (`{value, formatted}`, keyed by the page's price type or not; `false` = none). */
function moneyOf(raw: unknown, type: PriceType): Amount | undefined {
  const m = isRecord(raw) && isRecord(raw[type]) ? raw[type] : raw;
  if (!isRecord(m)) return undefined;
  const value = toNumber(m.value);
  return value === undefined || !isFormatted(m.formatted) ? undefined : { value, formatted: m.formatted };
}

/** The price before the rebate code and its percent against the price ("-10%" when the code takes 10% off). */
function rebateOf(before: Amount | undefined, price: Amount): Pick<PriceView, 'beforeRebate' | 'beforeRebatePercent'> {
  if (!before || before.value <= 0) return { beforeRebatePercent: '' };
  return { beforeRebate: before, beforeRebatePercent: signedPercent(before.value > price.value, (100 * (before.value - price.value)) / before.value) };
}

/** The view of one size's `product_data` price (provider-facts "Projector"); undefined when it has no price. */
export function sizeView(raw: unknown, sellBy: number, type: PriceType, currency: CurrencySettings): PriceView | undefined {
  if (!isRecord(raw)) return undefined;
  const price = moneyOf(raw.price, type);
  if (!price) return undefined;
  const details = isRecord(raw.omnibusPriceDetails) ? raw.omnibusPriceDetails : {};
  const higher = details.omnibusPriceIsHigherThanSellingPrice === true || details.omnibusPriceIsHigherThanSellingPrice === 'true';
  const savePercent = toNumber(raw.youSavePercent) ?? 0;
  const code = raw.rebateCodeActive === true || raw.rebateCodeActive === 'true';
  const percent = signedPercent(higher, toNumber(details.youSavePercent));
  const promotion = pct(savePercent) > 0;
  const until =
    isRecord(details.newPriceEffectiveUntil) && typeof details.newPriceEffectiveUntil.formatted === 'string'
      ? details.newPriceEffectiveUntil.formatted.trim()
      : '';
  const shown = promotion || code || higher || percent !== '';
  const max = moneyOf(raw.max, type);
  const omnibus = moneyOf(raw.omnibusPrice, type);
  const deposit = raw.depositPrice === false || raw.depositPrice === null ? null : moneyOf(raw.depositPrice, type);
  const regular = promotion && max ? formatPrice(regularPrice(max.value, sellBy), currency) : undefined;
  const before = code ? moneyOf(raw.beforeRebate, type) : undefined;
  const newPrice = shown && promotion && until && regular ? { date: until, price: regular } : undefined;
  return {
    price,
    regular,
    omnibus,
    percent,
    ...rebateOf(before, price),
    newPrice,
    classes: {
      '--omnibus': shown,
      '--omnibus-code': shown && code,
      '--omnibus-code-short': shown && code && !!before && !!omnibus && before.value === omnibus.value,
      '--omnibus-new-price': !!newPrice,
      '--omnibus-higher': shown && higher && !newPrice,
    },
    deposit: deposit && deposit.value > 0 ? deposit : raw.depositPrice === undefined ? undefined : null,
  };
}

/**
 * The view of a `/ajax/projector.php … get=sizeprices` answer (`value`, `price_formatted`, `price_net(_formatted)`,
 * `omnibus_price…`, `maxprice…`, `deposit_price…`), on top of `base` (the size's inline view: the rebate code and
 * the date the answer does not carry). The percent and the state classes follow from the answer's prices.
 */
export function ajaxView(raw: unknown, base: PriceView | undefined, sellBy: number, type: PriceType, currency: CurrencySettings): PriceView | undefined {
  if (!isRecord(raw)) return undefined;
  const pick = (prefix: string): Amount | undefined => {
    const key = type === 'net' ? `${prefix}_net` : prefix;
    const value = toNumber(raw[key]);
    const formatted = raw[`${key}_formatted`];
    return value === undefined || !isFormatted(formatted) ? undefined : { value, formatted };
  };
  const price =
    pick('price') ??
    (type === 'gross' && toNumber(raw.value) !== undefined && isFormatted(raw.price_formatted)
      ? { value: toNumber(raw.value)!, formatted: raw.price_formatted }
      : undefined);
  if (!price) return undefined;
  const omnibus = pick('omnibus_price');
  const max = pick('maxprice');
  const deposit = pick('deposit_price');
  const higher = !!omnibus && omnibus.value > price.value;
  const percent = omnibus && omnibus.value > 0 && omnibus.value !== price.value ? signedPercent(higher, 100 - (100 * price.value) / omnibus.value) : '';
  const promotion = !!max && max.value > price.value;
  const code = base?.classes['--omnibus-code'] ?? false;
  const shown = promotion || code || higher || percent !== '';
  const regular = promotion ? formatPrice(regularPrice(max.value, sellBy), currency) : undefined;
  // The answer carries no rebate code nor announced date: the size's inline data gives them, the answer the prices.
  const before = code ? base?.beforeRebate : undefined;
  const newPrice = shown && promotion && base?.newPrice && regular ? { date: base.newPrice.date, price: regular } : undefined;
  return {
    price,
    regular,
    omnibus,
    percent,
    ...rebateOf(before, price),
    newPrice,
    classes: {
      '--omnibus': shown,
      '--omnibus-code': shown && code,
      '--omnibus-code-short': shown && code && !!before && !!omnibus && before.value === omnibus.value,
      '--omnibus-new-price': !!newPrice,
      '--omnibus-higher': shown && higher && !newPrice,
    },
    deposit: deposit ? (deposit.value > 0 ? deposit : null) : base?.deposit,
  };
}

/** The unit price of a `sizeprices` answer, gross (`price`, else `value`) and net (`price_net`), where it has them. */
export function answerUnit(raw: unknown): UnitPrice {
  return isRecord(raw) ? { gross: toNumber(raw.price) ?? toNumber(raw.value), net: toNumber(raw.price_net) } : {};
}

/**
 * The subscription formula's prices (spec §3 "Subscription price") from a `sizeprices` answer: max / maxNet from
 * `maxprice` / `maxprice_net` when it has both, else from the price (`price` or `value`) / `price_net`; before =
 * the price. Undefined when it lacks a gross or a net side (the caller then prices from the Projector part).
 */
export function answerPrices(raw: unknown): SizePrices | undefined {
  if (!isRecord(raw)) return undefined;
  const { gross, net } = answerUnit(raw);
  const max = toNumber(raw.maxprice);
  const maxNet = toNumber(raw.maxprice_net);
  const regular = max !== undefined && maxNet !== undefined && max > 0 && maxNet > 0;
  const [m, mn] = regular ? [max, maxNet] : [gross, net];
  return m !== undefined && mn !== undefined && m > 0 && mn >= 0 ? { max: m, maxNet: mn, before: gross } : undefined;
}
