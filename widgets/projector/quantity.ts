/**
 * The product page's quantity input (spec §2 "Product page"): the server's number input keeps its
 * name and value; the widget adds − / + buttons, keeps the value within the input's min / max on the
 * step grid (step = the product's sellBy) and announces a corrected value.
 */
import type { Page } from '../../src/page-config';
import { clampQuantity, quantityLimits } from './rules';

export function enhanceQuantity(input: HTMLInputElement, page: Page, signal: AbortSignal): () => void {
  const { t } = page;
  const limits = () => quantityLimits({ min: input.getAttribute('min'), max: input.getAttribute('max'), step: input.getAttribute('step') });
  const button = (cls: string, label: string, text: string) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = `projector_quantity__btn ${cls}`;
    b.setAttribute('aria-label', label);
    b.setAttribute('aria-controls', input.id);
    b.textContent = text;
    return b;
  };
  const less = button('--less', t('projector.quantity_less'), '−');
  const more = button('--more', t('projector.quantity_more'), '+');
  input.before(less);
  input.after(more);

  const sync = () => {
    const l = limits();
    const value = Number(input.value);
    less.disabled = !(value > l.min);
    more.disabled = !(value < l.max);
  };
  const set = (value: number, announce: boolean) => {
    const l = limits();
    const next = clampQuantity(value, l);
    if (String(next) !== input.value) {
      input.value = String(next);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      if (announce) {
        // The announcer is fetched with the first correction (nothing of it before the shopper types).
        const message = t('projector.quantity_changed', { quantity: next, min: l.min, max: Number.isFinite(l.max) ? l.max : '∞', step: l.step });
        void import('../../src/ui/toast').then(({ toast }) => toast(message, { type: 'sr-only' }));
      }
    }
    sync();
  };
  less.addEventListener('click', () => set(Number(input.value) - limits().step, false), { signal });
  more.addEventListener('click', () => set(Number(input.value) + limits().step, false), { signal });
  input.addEventListener('change', () => set(input.value === '' ? Number.NaN : Number(input.value), true), { signal });
  input.addEventListener('input', sync, { signal });
  set(Number(input.value || limits().min), false);
  return () => {
    less.remove();
    more.remove();
  };
}
