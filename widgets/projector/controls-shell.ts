/**
 * The product page's controls at work (loaded by index.ts at the first sign that the shopper reaches for the form:
 * a pointer approaching, focus, a touch or a press; a click on − / + or a size made before it arrives is held and
 * replayed, src/ui/intent.ts):
 *  - quantity: − / + step by the product's sellBy (`data-sellby`, else `step`) within the input's min / max; a typed
 *    value is kept (the buttons step from it, and it is only brought within the limits, announced, when it is
 *    committed);
 *  - sizes: a choice moves `.--selected` and aria-current, sets the hidden size input, is announced, and the size's
 *    prices fill the template's elements (sizes.ts, fetched with the first choice, prefetched when the shopper
 *    reaches for a size). A `.--disabled` size is not chosen.
 */
import type { Page } from '../../src/page-config';
import { addPolish } from '../../src/i18n';
import { plProjector } from '../../src/i18n/pl-projector';
import { clampQuantity } from './clamp';
import { limitsOf, syncQuantity, type Quantity } from './quantity';
import type { PriceElements } from './sizes';
import { doc } from '../../src/lib/dom';

// What this part announces (src/i18n/pl-projector.ts): not in the core chunk.
addPolish(plProjector);

/** Announces a message politely (the announcer's code comes with the first message). */
const announce = (message: string) => void import('../../src/ui/toast').then(({ toast }) => toast(message, { type: 'sr-only' }));

export function stepQuantity(quantity: Quantity, page: Page, signal: AbortSignal): void {
  const { input, less, more } = quantity;
  const set = (value: number, correct: boolean) => {
    const l = limitsOf(input);
    const next = clampQuantity(value, l);
    if (String(next) !== input.value) {
      input.value = String(next);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.dispatchEvent(new Event('change', { bubbles: true }));
      if (correct) announce(page.t('projector.quantity_changed', { quantity: next, min: l.min, max: Number.isFinite(l.max) ? l.max : '∞', step: l.step }));
    }
    syncQuantity(quantity);
  };
  // A typed value, NaN when empty: the buttons step from it.
  const typed = () => (input.value.trim() === '' ? Number.NaN : Number(input.value));
  const step = (by: number) => {
    const { min, step } = limitsOf(input);
    set((Number.isNaN(typed()) ? (by > 0 ? min - step : min) : typed()) + by * step, false);
  };
  less?.addEventListener('click', () => step(-1), { signal });
  more?.addEventListener('click', () => step(1), { signal });
  input.addEventListener('change', (event) => event.isTrusted && set(typed(), true), { signal });
  input.addEventListener('input', () => syncQuantity(quantity), { signal });
  // A value typed while this code was on its way: still being typed (focus in it), it is kept as it is; already
  // committed (focus gone), it is brought within the limits now, as on a commit.
  if (doc.activeElement !== input && input.value.trim() !== '') set(typed(), true);
  else syncQuantity(quantity);
}

/** Follows a click the browser would open elsewhere (a new tab or window, a download): not a choice on this page. */
const elsewhere = (event: MouseEvent) => event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;

export interface Sizes {
  links: HTMLAnchorElement[];
  select: HTMLSelectElement | null;
  hidden: HTMLInputElement | null;
  els: PriceElements;
  /** The select's value at mount: a different one when this code arrives was picked while it was on its way. */
  selectedAtMount?: string;
}

export function chooseSizes(
  { links, select, hidden, els, selectedAtMount }: Sizes,
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
    announce(page.t('projector.size_chosen', { size: name }));
  };
  for (const link of links) {
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
  if (select) {
    const chosen = () => choose(select.value, select.selectedOptions[0]?.textContent?.trim() || select.value);
    select.addEventListener('change', chosen, { signal });
    // A size picked in the select while this code was on its way.
    if (select.value !== selectedAtMount) chosen();
  }
}
