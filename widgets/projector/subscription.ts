/**
 * The subscription price on the product page (spec §1 "Subscriptions", §3 and §9 "Subscription price"). DOM code
 * over the server's markup:
 *
 *   <div class="projector_subscription" data-save="0">
 *     <select name="subscription">            (or radio inputs named subscription)
 *       <option value="0">One-time purchase</option>
 *       <option value="30" data-rebate-value="10" data-rebate-type="percentage">Every 30 days</option>
 *     </select>
 *     <p class="projector_subscription__price"></p>
 *   </div>
 *
 * The chosen option's rebate (data-rebate-value, data-rebate-type: `percentage` by default, anything else a fixed
 * amount) and the container's data-save apply to the chosen size's prices from the Projector part (max gross and
 * net, beforeRebate), through the spec's formula. The paragraph shows the subscription price, gross and net in the
 * shop's format, and the percent saved; it is emptied for an option without a rebate (a one-time purchase). It is
 * recomputed when the size, the option or the price data changes, and announced politely.
 */
import { subscriptionPrice, type SubscriptionPrice } from '../../src/lib/subscription-price';
import type { Page } from '../../src/page-config';

/** The prices the formula needs for one size: gross and net of the regular (max) price, and the price before rebate. */
export interface SizePrices {
  max: number;
  maxNet: number;
  before?: number;
}

const number = (raw: string | null | undefined): number | undefined => {
  if (raw == null || raw.trim() === '') return undefined;
  const n = Number(raw.replace(',', '.'));
  return Number.isFinite(n) ? n : undefined;
};

/** The chosen subscription option's element (an option of the select, or the checked radio). */
function chosenOption(container: HTMLElement): HTMLElement | null {
  const select = container.querySelector<HTMLSelectElement>('select[name="subscription"]');
  if (select) return select.selectedOptions[0] ?? null;
  return container.querySelector<HTMLInputElement>('input[name="subscription"]:checked');
}

/** The subscription price for the chosen option, or null when it has no rebate or the prices are unknown. */
export function chosenSubscriptionPrice(container: HTMLElement, prices: SizePrices | null, page: Pick<Page, 'currency'>): SubscriptionPrice | null {
  const option = chosenOption(container);
  const rebateValue = number(option?.getAttribute('data-rebate-value'));
  const save = number(container.getAttribute('data-save') ?? option?.getAttribute('data-save')) ?? 0;
  if (!prices || !option || (rebateValue === undefined && !save)) return null;
  return subscriptionPrice({
    max: prices.max,
    maxNet: prices.maxNet,
    before: prices.before,
    save,
    rebateValue: rebateValue ?? 0,
    rebateType: option.getAttribute('data-rebate-type') || undefined,
    currency: page.currency,
  });
}

/**
 * Wires the container: `pricesFor(sizeId)` gives the prices of a size (null while unknown); `sizeSelect` is the
 * product's size field. Returns { update, unmount }: update() recomputes (call it when new price data arrives).
 */
export function enhanceSubscription(
  container: HTMLElement,
  options: { page: Page; sizeField: HTMLSelectElement | HTMLInputElement | null; pricesFor(sizeId: string | null): SizePrices | null; signal: AbortSignal },
): { update(): void } {
  const { page, sizeField, pricesFor, signal } = options;
  let out = container.querySelector<HTMLElement>('.projector_subscription__price');
  if (!out) {
    out = document.createElement('p');
    out.className = 'projector_subscription__price';
    container.append(out);
  }
  out.setAttribute('aria-live', 'polite');
  const target = out;
  const update = () => {
    const price = chosenSubscriptionPrice(container, pricesFor(sizeField?.value ?? null), page);
    const text = price
      ? page.t('projector.subscription_price', { gross: price.gross.formatted, net: price.net.formatted, percent: String(price.percent) })
      : '';
    if (target.textContent !== text) target.textContent = text;
    container.classList.toggle('--subscription-price', !!price);
  };
  container.addEventListener('change', update, { signal });
  sizeField?.addEventListener('change', update, { signal });
  signal.addEventListener('abort', () => {
    target.textContent = '';
    container.classList.remove('--subscription-price');
  });
  update();
  return { update };
}
