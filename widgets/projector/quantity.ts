/**
 * The product page's quantity (spec §2 "Product page"; standard-template.md "projector_details"): the template's
 * `input#projector_number[name=number]` between its `button.projector_buy__number_down` and `…__number_up`. The
 * buttons step by the product's sellBy (`data-sellby`, else `step`) within the input's min / max; a typed value is
 * kept (the buttons step from it, and it is only brought within the limits, announced, when it is committed).
 * Buttons without an accessible name get one.
 */
import type { Page } from '../../src/page-config';
import { clampQuantity, quantityLimits } from './rules';

export function enhanceQuantity(
  input: HTMLInputElement,
  less: HTMLButtonElement | null,
  more: HTMLButtonElement | null,
  page: Page,
  signal: AbortSignal,
): () => void {
  const { t } = page;
  const limits = () =>
    quantityLimits({ min: input.getAttribute('min'), max: input.getAttribute('max'), step: input.getAttribute('data-sellby') || input.getAttribute('step') });
  const named: HTMLButtonElement[] = [];
  const label = (b: HTMLButtonElement | null, text: string) => {
    if (!b) return;
    b.type = 'button';
    if (input.id) b.setAttribute('aria-controls', input.id);
    if (!b.hasAttribute('aria-label') && !b.hasAttribute('aria-labelledby')) {
      b.setAttribute('aria-label', text);
      named.push(b);
    }
  };
  label(less, t('projector.quantity_less'));
  label(more, t('projector.quantity_more'));

  const sync = () => {
    const l = limits();
    const value = Number(input.value);
    if (less) less.disabled = input.value !== '' && !(value > l.min);
    if (more) more.disabled = input.value !== '' && !(value < l.max);
  };
  const set = (value: number, announce: boolean) => {
    const l = limits();
    const next = clampQuantity(value, l);
    if (String(next) !== input.value) {
      input.value = String(next);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.dispatchEvent(new Event('change', { bubbles: true }));
      if (announce) {
        // The announcer is fetched with the first correction (nothing of it before the shopper types).
        const message = t('projector.quantity_changed', { quantity: next, min: l.min, max: Number.isFinite(l.max) ? l.max : '∞', step: l.step });
        void import('../../src/ui/toast').then(({ toast }) => toast(message, { type: 'sr-only' }));
      }
    }
    sync();
  };
  const typed = () => (input.value.trim() === '' ? Number.NaN : Number(input.value));
  less?.addEventListener('click', () => set((Number.isNaN(typed()) ? limits().min : typed()) - limits().step, false), { signal });
  more?.addEventListener('click', () => set((Number.isNaN(typed()) ? limits().min - limits().step : typed()) + limits().step, false), { signal });
  input.addEventListener('change', (event) => event.isTrusted && set(typed(), true), { signal });
  input.addEventListener('input', sync, { signal });
  sync();
  return () => {
    for (const b of named) b.removeAttribute('aria-label');
  };
}
