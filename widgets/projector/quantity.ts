/**
 * The product page's quantity at mount (spec §2 "Product page"; standard-template.md "projector_details"): the
 * template's `input#projector_number[name=number]` between its `button.projector_buy__number_down` and `…__number_up`.
 * What shows before any interaction is set here: the buttons are plain buttons (not the form's submit), control the
 * input, get an accessible name when they have none, and are disabled at the input's limits. Their steps and the
 * typed value's correction come with the first sign that the shopper reaches for the form (controls-shell.ts).
 */
import type { Page } from '../../src/page-config';
import { quantityLimits } from './rules';

export interface Quantity {
  input: HTMLInputElement;
  less: HTMLButtonElement | null;
  more: HTMLButtonElement | null;
}

/** The input's limits, read from its attributes each time (a theme script may change them). */
export const limitsOf = (input: HTMLInputElement) =>
  quantityLimits({ min: input.getAttribute('min'), max: input.getAttribute('max'), step: input.getAttribute('data-sellby') || input.getAttribute('step') });

/** Disables − at the minimum and + at the maximum (an empty input: both enabled). */
export function syncQuantity({ input, less, more }: Quantity): void {
  const l = limitsOf(input);
  const value = Number(input.value);
  if (less) less.disabled = input.value !== '' && !(value > l.min);
  if (more) more.disabled = input.value !== '' && !(value < l.max);
}

/** Names the buttons and sets their state; returns the undo of the names it gave. */
export function nameQuantity(quantity: Quantity, page: Page): () => void {
  const { input } = quantity;
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
  label(quantity.less, page.t('projector.quantity_less'));
  label(quantity.more, page.t('projector.quantity_more'));
  syncQuantity(quantity);
  return () => {
    for (const b of named) b.removeAttribute('aria-label');
  };
}
