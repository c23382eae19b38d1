/**
 * The mini basket's rules for the header link (spec §2 "Header mini basket", §9 "Mini basket"), in the core with the
 * widget; the preview's are preview-rules.ts (they come with the island). Pure: no DOM, no React.
 */
import type { BasketData } from '../../src/schemas/basket';
import type { Translator } from '../../src/i18n';
import { sameOriginUrl } from '../../src/lib/url';
import { warnOnce } from '../../src/lib/report';

export type PriceType = 'gross' | 'net';

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
