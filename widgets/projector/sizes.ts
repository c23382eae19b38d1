/**
 * The chosen size's prices (loaded on the first size choice: nothing of it before the shopper picks a size). The
 * template's elements are filled in place, as text: `#projector_price_value` (and its `data-price`), the regular
 * price (`#projector_price_maxprice` in `#projector_price_maxprice_wrapper.--active`), the omnibus price
 * (`#projector_omnibus_price_value`) and percent (`#projector_omnibus_percent`), the deposit
 * (`#projector_price_deposit_value`, its block `.--active`), the price before the rebate code
 * (`#projector_price_beforerebate`, `#projector_beforerebate_percent`), the announced price
 * (`#projector_new_price_value` and its date; its line hidden for a size that announces none), the prices section's
 * `--omnibus…` classes and the product name's label block's `--omnibus` / `--omnibus-higher` (the template's CSS shows
 * its "rebate code", "promotion" and "bargain" badges by them, as the platform's own script sets them).
 *
 * Sources (provider-facts "Projector"): the size's price in the page's inline `product_data` at once; with
 * `product_config.hasPricesPerSize`, then `GET /ajax/projector.php?action=get&product=<id>&size=<type>&get=sizeprices`
 * (`&subscription=1` while a subscription is chosen), whose answer replaces it when it is still the chosen size.
 *
 * What is shown is published in src/stores/product-price.ts: the size's unit price (`$sizePrice`: the instalment calculator's
 * product amount follows it) and, from a valid answer, the size's prices for the subscription formula
 * (`$sizeAnswer`; subscription.ts prices a subscription from an answer asked with `&subscription=1`, and from the
 * Projector part while there is none, or it failed or was malformed: one warning).
 */
import type { Page } from '../../src/page-config';
import { pageProductData } from '../../src/lib/page-data';
import { warnOnce } from '../../src/lib/report';
import { withTimeoutSignal } from '../../src/lib/timeout';
import { http } from '../../src/net/http';
import { ajaxView, answerPrices, answerUnit, sizeView, type PriceView } from './price-view';
import { $sizeAnswer, $sizePrice } from '../../src/stores/product-price';
import { clean } from '../../src/lib/dom';
import { hide } from '../../src/lib/visibility';

export interface PriceElements {
  form: HTMLFormElement | null;
  prices: HTMLElement | null;
  price: HTMLElement | null;
  deposit: HTMLElement | null;
}

const byId = (root: ParentNode, id: string): HTMLElement | null => clean(root).querySelector<HTMLElement>(`#${id}`);

/** Writes a view into the template's elements (only what the view knows; the rest stays as the server drew it). */
export function paint(els: PriceElements, view: PriceView): void {
  const root: ParentNode = els.form ?? document;
  const setText = (el: HTMLElement | null, text: string, price?: number) => {
    if (!el) return;
    if (el.textContent !== text) el.textContent = text;
    if (price !== undefined) el.dataset.price = String(price);
  };
  if (view.price) setText(els.price, view.price.formatted, view.price.value);
  if (els.prices) for (const [name, on] of Object.entries(view.classes)) els.prices.classList.toggle(name, on);
  const maxWrapper = byId(root, 'projector_price_maxprice_wrapper');
  maxWrapper?.classList.toggle('--active', !!view.regular);
  if (view.regular) setText(byId(root, 'projector_price_maxprice'), view.regular);
  if (view.omnibus) setText(byId(root, 'projector_omnibus_price_value'), view.omnibus.formatted, view.omnibus.value);
  setText(byId(root, 'projector_omnibus_percent'), view.percent);
  if (view.beforeRebate) setText(byId(root, 'projector_price_beforerebate'), view.beforeRebate.formatted, view.beforeRebate.value);
  setText(byId(root, 'projector_beforerebate_percent'), view.beforeRebatePercent);
  const newPrice = byId(root, 'projector_price_new_price_wrapper');
  if (newPrice) {
    hide(newPrice, !view.newPrice);
    if (view.newPrice) {
      setText(byId(newPrice, 'projector_new_price_value'), view.newPrice.price);
      setText(clean(newPrice).querySelector<HTMLElement>('.projector_prices__new_price_date'), view.newPrice.date);
    }
  }
  // The badges beside the product's name (the page's one product: the template renders one label block there).
  const labels = clean(document).querySelector<HTMLElement>('.product_name__block.--label');
  if (labels) {
    labels.classList.toggle('--omnibus', view.classes['--omnibus']);
    labels.classList.toggle('--omnibus-higher', view.classes['--omnibus-higher']);
  }
  if (els.deposit && view.deposit !== undefined) {
    els.deposit.classList.toggle('--active', !!view.deposit);
    if (view.deposit) setText(byId(els.deposit, 'projector_price_deposit_value'), view.deposit.formatted, view.deposit.value);
  }
}

/** The product's entry of `product_data` and its settings, read tolerantly (malformed: one warning, undefined). */
function productEntry(productId: string | undefined): { sizes: unknown[]; sellBy: number; perSize: boolean } | undefined {
  const { data, config } = pageProductData();
  if (!data) {
    warnOnce('projector:product_data', 'storefront: projector: the page has no window.product_data array; the server prices stay.');
    return undefined;
  }
  const entry = (data.find((p) => (p as { id?: unknown })?.id !== undefined && String((p as { id: unknown }).id) === productId) ?? data[0]) as
    { sizes?: unknown; unit?: { sellBy?: unknown } } | undefined;
  if (!entry || !Array.isArray(entry.sizes)) {
    warnOnce('projector:product_data', 'storefront: projector: window.product_data has no sizes list for this product; the server prices stay.');
    return undefined;
  }
  const sellBy = Number(entry.unit?.sellBy);
  return { sizes: entry.sizes, sellBy: Number.isFinite(sellBy) && sellBy > 0 ? sellBy : 1, perSize: config?.hasPricesPerSize === true };
}

let pending: AbortController | undefined;
/** The widget signals whose end takes this projector's published prices back (a page region replaced, a remount). */
const published = new WeakSet<AbortSignal>();

/**
 * Shows the size's prices: inline data at once, then the per-size answer when the product has prices per size. A
 * later choice cancels an answer still on its way; `signal` (the widget's) cancels it on unmount.
 */
/** How long the size prices may take; then the inline prices stay (one warning). */
const SIZE_PRICES_TIMEOUT_MS = 16_000;

export async function showSize(els: PriceElements, page: Page, sizeId: string, signal: AbortSignal): Promise<PriceView | undefined> {
  const productId = els.form?.dataset.product_id ?? els.form?.querySelector<HTMLInputElement>('input[name="product"]')?.value;
  const entry = productEntry(productId);
  if (!entry) return undefined;
  const size = entry.sizes.find((s) => String((s as { id?: unknown })?.id) === sizeId) as { price?: unknown } | undefined;
  const base = sizeView(size?.price, entry.sellBy, page.priceType, page.currency);
  if (base) paint(els, base);
  $sizePrice.set(base?.price ? { [page.priceType]: base.price.value } : null);
  if (!published.has(signal)) {
    published.add(signal);
    signal.addEventListener('abort', () => ($sizePrice.set(null), $sizeAnswer.set(null)), { once: true });
  }
  pending?.abort();
  if (!entry.perSize || !productId) return base;
  const controller = (pending = new AbortController());
  signal.addEventListener('abort', () => controller.abort(), { once: true });
  const query = new URLSearchParams({ action: 'get', product: productId, size: sizeId, get: 'sizeprices' });
  const subscription = els.form?.dataset.subscription === '1';
  if (subscription) query.set('subscription', '1');
  try {
    // The shop's one HTTP client (src/net/http.ts); the platform's own client gives up after 16 s as well.
    const answer = await withTimeoutSignal(controller.signal, SIZE_PRICES_TIMEOUT_MS, async (bounded) => {
      // An HTTP error status rejects with ky's HTTPError (its message names the status and the URL).
      const response = await http.get(`/ajax/projector.php?${query}`, { signal: bounded, credentials: 'same-origin' });
      return (await response.json()) as { sizeprices?: unknown };
    });
    if (controller.signal.aborted) return base;
    const raw = answer?.sizeprices;
    const view = ajaxView(raw, base, entry.sellBy, page.priceType, page.currency);
    const prices = answerPrices(raw);
    const fallback = subscription ? ' and the subscription price is computed from the Projector part' : '';
    if (!view) {
      warnOnce(
        'projector:sizeprices',
        `storefront: projector: /ajax/projector.php answered sizeprices of an unexpected shape; the inline prices stay${fallback}.`,
      );
      return base;
    }
    if (subscription && !prices)
      warnOnce(
        'projector:sizeprices',
        'storefront: projector: /ajax/projector.php answered sizeprices without a gross and a net price; the subscription price is computed from the Projector part.',
      );
    paint(els, view);
    $sizePrice.set(answerUnit(raw));
    if (prices) $sizeAnswer.set({ sizeId, subscription, prices });
    return view;
  } catch (error) {
    if (!controller.signal.aborted)
      warnOnce(
        'projector:sizeprices-failed',
        `storefront: projector: the size prices could not be loaded; the inline prices stay${subscription ? ' and the subscription price is computed from the Projector part' : ''}.`,
        error,
      );
    return base;
  }
}
