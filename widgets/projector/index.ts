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
import { nameQuantity } from './quantity';
import { safeHref } from '../../src/lib/url';
import { css } from './style';
import { doc } from '../../src/lib/dom';

/**
 * The deposit info: a trigger placed after the deposit value (where the platform's script puts its tooltip), drawn
 * here as the island draws it, so nothing shifts when the island (Deposit.tsx: the panel and the explainer modal,
 * with React) arrives on the shopper's first pointer, focus or tap; a tap made before that is held and opens the panel.
 */
function enhanceDeposit(deposit: HTMLElement, page: Page, signal: AbortSignal, reportError: (error: unknown) => void): Unmount {
  // Only an http(s) address (src/lib/url.ts) becomes the explainer's link.
  const href = safeHref(deposit.querySelector('a[href]')?.getAttribute('href')) ?? '#';
  const slot = Object.assign(doc.createElement('span'), { className: 'projector_deposit__info' });
  const trigger = Object.assign(doc.createElement('button'), {
    type: 'button',
    className: 'projector_deposit__trigger',
    ariaLabel: page.t('projector.deposit_info'),
    ariaHasPopup: 'dialog',
    ariaExpanded: 'false',
  });
  trigger.append(Object.assign(doc.createElement('span'), { ariaHidden: 'true', textContent: 'i' }));
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

/**
 * The sizes at mount: the server's choice (`.--selected`) is the current one to assistive technology, a `.--disabled`
 * size is disabled; the choice itself comes with controls-shell.ts. Returns the undo.
 */
function markSizes(links: HTMLAnchorElement[]): Unmount {
  for (const link of links) {
    if (link.classList.contains('--selected')) link.setAttribute('aria-current', 'true');
    if (link.classList.contains('--disabled')) link.setAttribute('aria-disabled', 'true');
  }
  return () => {
    for (const link of links) link.removeAttribute('aria-current');
  };
}

/** The clicks held until the controls arrive: on − / + (they control the input, by its id when it has one) and on a size. */
const held = (quantity: { input: HTMLInputElement } | null) =>
  `${quantity?.input.id ? `button[aria-controls="${CSS.escape(quantity.input.id)}"]` : 'button.projector_buy__number_down,button.projector_buy__number_up'},a[data-size-type]`;

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

    const quantity = parts.quantity && { input: parts.quantity, less: parts.less, more: parts.more };
    if (quantity) cleanups.push(nameQuantity(quantity, page));
    if (parts.deposit) cleanups.push(enhanceDeposit(parts.deposit, page, signal, reportError));
    const sizes =
      parts.sizes.length || parts.sizeSelect
        ? { links: parts.sizes, select: parts.sizeSelect, hidden: sizeField, els, selectedAtMount: parts.sizeSelect?.value }
        : null;
    if (sizes) cleanups.push(markSizes(sizes.links));
    // The controls' work (steps, size choice) comes when the shopper reaches for the form; a click on − / + or on a
    // size made before it arrives is held, then replayed.
    if (quantity || sizes) {
      const load = onIntent(
        form ?? el,
        async () => {
          const controls = await import('./controls-shell');
          if (signal.aborted) return;
          if (quantity) controls.stepQuantity(quantity, page, signal);
          if (sizes) controls.chooseSizes(sizes, page, signal, reportError);
        },
        { signal, reportError, holdClicks: held(quantity), prefetch: 'controls-shell' },
      );
      // A change with no sign of the shopper before it (a script's, say) brings them too; they take it on arrival.
      for (const field of [quantity?.input, sizes?.select]) field?.addEventListener('change', () => void load(), { signal });
    }

    // The subscription's code (and the Projector part's schema it prices from) comes only with a subscription section.
    if (parts.subscription) cleanups.push((await import('./subscription')).enhanceSubscription(parts.subscription, { page, els, sizeField, signal, batch }));
    return () => cleanups.reverse().forEach((c) => c());
  },
});
