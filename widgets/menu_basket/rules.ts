/**
 * The mini basket's rules (spec §2 "Header mini basket", §9 "Mini basket"). Pure: no DOM, no React.
 */
import type { BasketData, BasketLine } from '../../src/schemas/basket';
import type { Translator } from '../../src/i18n';
import { sameOriginUrl } from '../../src/lib/url';
import { warnOnce } from '../../src/lib/report';

const MAX_PREVIEW_PRODUCTS = 22;
const LIST_LAYOUT_ABOVE = 10;
/** The size id of the universal size, whose name is not shown (spec §2). */
const SIZE_WITHOUT_NAME = 'uniw';

export type PriceType = 'gross' | 'net';

/** The dropdown preview is offered only with 1 to 22 products. */
export function canPreview(count: number): boolean {
  return count > 0 && count <= MAX_PREVIEW_PRODUCTS;
}

/** More than 10 products use the compact list layout. */
export function usesListLayout(count: number): boolean {
  return count > LIST_LAYOUT_ABOVE;
}

/**
 * The size name shown for a line: none for the universal size, whose size id (field `size`) is
 * "uniw" (spec §2), whatever its name ("uniwersalny", "univerzální"); none when the name is empty.
 */
export function visibleSize(line: Pick<BasketLine, 'size' | 'size_name'>): string {
  if (line.size.trim().toLowerCase() === SIZE_WITHOUT_NAME) return '';
  return line.size_name.trim();
}

/** One-click ordering is hidden if any product has an empty name or is a subscription. */
export function oneClickAllowed(products: Pick<BasketLine, 'name' | 'subscription_period'>[]): boolean {
  return products.every((p) => p.name.trim() !== '' && p.subscription_period === '0');
}

/** Free shipping is active when nothing is left to reach it; an unknown amount (absent or null) never claims it. */
export function freeShippingActive(toShippingFree: number | undefined): boolean {
  return toShippingFree !== undefined && toShippingFree <= 0;
}

export function lineValue(line: BasketLine, priceType: PriceType): string {
  return priceType === 'net' ? line.prices.worth_net_formatted : line.prices.worth_gros_formatted;
}

export function totals(data: BasketData, priceType: PriceType): { total: string; shipping: string } {
  const t = data.totals;
  return priceType === 'net'
    ? { total: t.worth_net_formatted, shipping: t.shippingCost_net_formatted }
    : { total: t.worth_formatted, shipping: t.shippingCost_formatted };
}

/** The link's accessible name and the announcement of a change: "Koszyk: 3 produkty w koszyku. Wartość koszyka: 12,00 zł". */
export function basketLabel(t: Translator, count: number, total: string): string {
  const suffix = t('basket.count_suffix', { count });
  return `${t('basket.label')}: ${count ? `${count}${suffix}` : suffix}. ${t('basket.total_label', { total })}`;
}

/**
 * Where the basket link goes: the first of the marker's `data-basket-url`, the server link's `href` and the page
 * configuration's `basketUrl` that is a page of this shop (src/lib/url.ts). A `javascript:` or another origin's
 * address is refused with one warning and the next one used; '' when none is.
 */
export function basketHref(...candidates: (string | null | undefined)[]): string {
  for (const url of candidates) {
    if (!url) continue;
    if (sameOriginUrl(url)) return url;
    warnOnce('menu_basket:url', `storefront: menu_basket: "${url}" is not a page of this shop; not used.`);
  }
  return '';
}
