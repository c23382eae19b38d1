/**
 * projector: the product page, on the Standard template's product form (standard-template.md "projector_details").
 * Put the marker on `form#projector_form.projector_details`; the widget works on its parts (every one optional, none
 * found: skipped with one warning naming them):
 *  - sizes: `#projector_sizes_section a.projector_sizes__item[data-size-type]` (links to `?selected_size=`) or
 *    `select#projector_sizes_select`: the choice moves `.--selected` (and aria-current), sets the hidden
 *    `#projector_size_hidden`, is announced, and the size's prices fill the template's elements (sizes.ts, loaded on
 *    the first choice); a `.--disabled` size is not chosen;
 *  - quantity: `input#projector_number` with `button.projector_buy__number_down` / `…__number_up` (quantity.ts);
 *  - deposit: `#projector_price_deposit`: the info trigger after `#projector_price_deposit_value`, its panel and
 *    explainer modal an island (Deposit.tsx) on intent;
 *  - subscription: `#projector_subscription_section` items and the `subscription` radios (subscription.ts, loaded
 *    with a subscription section), priced from the size's `sizeprices&subscription=1` answer, else the Projector
 *    batch part.
 */
import * as v from 'valibot';
import { defineWidget } from '../../src/define-widget';
import { getPage, type Page } from '../../src/page-config';
import { part } from '../../src/lib/parts';
import { injectStyle } from '../../src/ui/style';
import type { Unmount } from '../../src/widget';
import { onIntent } from '../../src/ui/intent';
import { enhanceQuantity } from './quantity';
import type { PriceElements } from './sizes';
import { safeHref } from '../../src/lib/url';
import { css } from './style';
import { addPolish } from '../../src/i18n';
import { plProjector } from '../../src/i18n/pl-projector';

// The product page's Polish texts come with its chunk (src/i18n/pl-projector.ts), not with the core.
addPolish(plProjector);

/**
 * The deposit info: a trigger placed after the deposit value (where the platform's script puts its tooltip), drawn
 * here as the island draws it, so nothing shifts when the island (Deposit.tsx: the panel and the explainer modal,
 * with React) arrives on the shopper's first pointer, focus or tap; a tap made before that is held and opens the panel.
 */
function enhanceDeposit(deposit: HTMLElement, page: Page, signal: AbortSignal, reportError: (error: unknown) => void): Unmount {
  // Only an http(s) address (src/lib/url.ts) becomes the explainer's link.
  const href = safeHref(deposit.querySelector('a[href]')?.getAttribute('href')) ?? '#';
  const slot = document.createElement('span');
  slot.className = 'projector_deposit__info';
  const trigger = document.createElement('button');
  trigger.type = 'button';
  trigger.className = 'projector_deposit__trigger';
  trigger.setAttribute('aria-label', page.t('projector.deposit_info'));
  trigger.setAttribute('aria-haspopup', 'dialog');
  trigger.setAttribute('aria-expanded', 'false');
  const icon = document.createElement('span');
  icon.setAttribute('aria-hidden', 'true');
  icon.textContent = 'i';
  trigger.append(icon);
  slot.append(trigger);
  const value = deposit.querySelector('#projector_price_deposit_value');
  if (value) value.after(slot);
  else deposit.append(slot);
  let island: Unmount | undefined;
  onIntent(
    slot,
    async (intent) => {
      const { mountIsland } = await import('./Deposit');
      if (!signal.aborted) island = mountIsland(slot, { page, href, intent }, reportError);
    },
    { signal, reportError, holdClicks: 'button', prefetch: 'Deposit' },
  );
  return () => {
    island?.();
    slot.remove();
  };
}

/** Follows a click the browser would open elsewhere (a new tab or window, a download): not a choice on this page. */
const elsewhere = (event: MouseEvent) => event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;

/**
 * The sizes: the choice itself (classes, hidden input, aria-current) at once; its prices and the announcement from
 * sizes.ts, fetched with the first choice (prefetched when the shopper reaches for the sizes).
 */
function enhanceSizes(
  links: HTMLAnchorElement[],
  select: HTMLSelectElement | null,
  hidden: HTMLInputElement | null,
  els: PriceElements,
  page: Page,
  signal: AbortSignal,
  reportError: (error: unknown) => void,
): void {
  const load = () => import('./sizes');
  const choose = (sizeId: string, name: string) => {
    if (hidden && hidden.value !== sizeId) {
      hidden.value = sizeId;
      hidden.dispatchEvent(new Event('change', { bubbles: true }));
    }
    for (const link of links) {
      const on = link.dataset.sizeType === sizeId;
      link.classList.toggle('--selected', on);
      if (on) link.setAttribute('aria-current', 'true');
      else link.removeAttribute('aria-current');
    }
    void load()
      .then(({ showSize }) => showSize(els, page, sizeId, signal))
      .catch(reportError);
    void import('../../src/ui/toast').then(({ toast }) => toast(page.t('projector.size_chosen', { size: name }), { type: 'sr-only' }));
  };
  for (const link of links) {
    if (link.classList.contains('--selected')) link.setAttribute('aria-current', 'true');
    if (link.classList.contains('--disabled')) link.setAttribute('aria-disabled', 'true');
    link.addEventListener(
      'click',
      (event) => {
        if (elsewhere(event)) return;
        event.preventDefault();
        const sizeId = link.dataset.sizeType;
        if (!sizeId || link.classList.contains('--disabled') || link.classList.contains('--selected')) return;
        choose(sizeId, link.textContent?.trim() || sizeId);
      },
      { signal },
    );
    link.addEventListener('pointerenter', () => void load(), { signal, once: true });
    link.addEventListener('focus', () => void load(), { signal, once: true });
  }
  select?.addEventListener('change', () => choose(select.value, select.selectedOptions[0]?.textContent?.trim() || select.value), { signal });
  signal.addEventListener('abort', () => {
    for (const link of links) link.removeAttribute('aria-current');
  });
}

export default defineWidget({
  name: 'projector',
  schema: v.object({}),
  parts: {
    sizes: part('its size links', '#projector_sizes_section a.projector_sizes__item', HTMLAnchorElement, { optional: true, many: true }),
    sizeSelect: part('its size select', 'select#projector_sizes_select', HTMLSelectElement, { optional: true }),
    sizeInput: part('its hidden size input', '#projector_size_hidden', HTMLInputElement, { optional: true }),
    prices: part('its prices section', '#projector_prices_section', HTMLElement, { optional: true }),
    price: part('its price', '#projector_price_value', HTMLElement, { optional: true }),
    quantity: part('its quantity input', 'input#projector_number', HTMLInputElement, { optional: true }),
    less: part('its quantity − button', 'button.projector_buy__number_down', HTMLButtonElement, { optional: true }),
    more: part('its quantity + button', 'button.projector_buy__number_up', HTMLButtonElement, { optional: true }),
    deposit: part('its deposit block', '#projector_price_deposit', HTMLElement, { optional: true }),
    subscription: part('its subscription periods', '#projector_subscription_section', HTMLElement, { optional: true }),
  },
  async mount(el, { batch, signal, reportError, parts }) {
    injectStyle('projector', css);
    const page = getPage();
    const cleanups: Unmount[] = [];
    const form = el instanceof HTMLFormElement ? el : (el.closest('form') ?? el.querySelector('form'));
    const sizeField = parts.sizeInput ?? form?.querySelector<HTMLInputElement>('input[name="size"]') ?? null;
    const els = { ...parts, form };

    if (parts.quantity) cleanups.push(enhanceQuantity(parts.quantity, parts.less, parts.more, page, signal));
    if (parts.deposit) cleanups.push(enhanceDeposit(parts.deposit, page, signal, reportError));
    if (parts.sizes.length || parts.sizeSelect) enhanceSizes(parts.sizes, parts.sizeSelect, sizeField, els, page, signal, reportError);

    // The subscription's code (and the Projector part's schema it prices from) comes only with a subscription section.
    if (parts.subscription) cleanups.push((await import('./subscription')).enhanceSubscription(parts.subscription, { page, els, sizeField, signal, batch }));
    return () => cleanups.reverse().forEach((c) => c());
  },
});
