/**
 * calendar: a date-picker dialog for a server date input (spec §4 "Calendar"; §9 "Calendar",
 * "Formats"). Put the marker on the `input` itself or on an element holding it (not a label).
 * The input stays as the server made it (never re-created; what the shopper typed is kept, and
 * without JavaScript it is an ordinary field): the widget adds a "choose date" button after it,
 * which opens the dialog. Confirming a choice writes the input's value (and fires input and
 * change); cancelling or Escape leaves it untouched.
 *
 * Options: data-mode="single" (default) | "multiple" | "multiple-ranged"; data-format, the
 * value's strftime-like format (%d %m %y %Y %%), default "%d-%m-%y" (the news date format) and
 * always "%Y-%m-%d" on an `<input type="date">` (single mode only); data-max-days, in the
 * multiple modes the most days that may be chosen (the dialog says "up to N days").
 *
 * This DOM part adds the button and owns the `$open` atom (the selection the dialog opens with, null when closed) and
 * the writing of the input. The dialog is a React island (Picker.tsx) loaded when the shopper reaches for the button
 * (pointer, touch, focus) and at the latest on its click, which opens the dialog when the island has arrived (the
 * button is aria-busy meanwhile).
 */
import { atom } from 'nanostores';
import { defineWidget } from '../../src/define-widget';
import { getPage } from '../../src/page-config';
import { warnOnce } from '../../src/lib/report';
import { part } from '../../src/lib/parts';
import { injectStyle } from '../../src/ui/style';
import { onIntent, whileLoading } from '../../src/ui/intent';
import type { Unmount } from '../../src/widget';
import { ConfigSchema, DEFAULT_FORMAT, EMPTY, ISO_FORMAT, parseValue, serialise, type Selection } from './rules';
import { css } from './style';
import { addPolish } from '../../src/i18n';
import { plCalendar } from '../../src/i18n/pl-calendar';
import { doc } from '../../src/lib/dom';

// Polish: the calendar's (src/i18n/pl-calendar.ts; not in the core chunk, this module brings them).
addPolish(plCalendar);

const SVG = 'http://www.w3.org/2000/svg';
const ICON = 'M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2Zm12 8H5v10h14V10ZM5 6v2h14V6H5Zm2 6h3v3H7v-3Z';

function labelOf(input: HTMLInputElement): string {
  const label = input.labels?.[0] ?? null;
  return (label?.textContent ?? input.getAttribute('aria-label') ?? '').replace(/\s+/g, ' ').trim();
}

/** The "choose date" button with its calendar icon. */
function openButton(label: string, disabled: boolean): HTMLButtonElement {
  const { t } = getPage();
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = 'calendar__open';
  button.setAttribute('aria-haspopup', 'dialog');
  button.setAttribute('aria-label', label ? `${t('calendar.open')}: ${label}` : t('calendar.open'));
  button.disabled = disabled;
  const svg = doc.createElementNS(SVG, 'svg');
  for (const [name, value] of Object.entries({ 'aria-hidden': 'true', focusable: 'false', width: '20', height: '20', viewBox: '0 0 24 24' }))
    svg.setAttribute(name, value);
  const path = doc.createElementNS(SVG, 'path');
  path.setAttribute('fill', 'currentColor');
  path.setAttribute('d', ICON);
  svg.append(path);
  button.append(svg);
  return button;
}

export default defineWidget({
  name: 'calendar',
  schema: ConfigSchema,
  parts: { input: part('an input (the marker or one inside it)', 'input', HTMLInputElement) },
  mount(el, { config, reportError, signal, parts: { input } }) {
    const native = input.type === 'date';
    if (native && config.mode !== 'single') {
      warnOnce(
        'calendar:native',
        `storefront: calendar: data-mode="${config.mode}" needs a text input (an input type="date" holds one date); the widget is skipped.`,
      );
      return;
    }
    injectStyle('calendar', css);
    const { mode, maxDays } = config;
    const format = native ? ISO_FORMAT : (config.format ?? DEFAULT_FORMAT);
    const { t } = getPage();
    const label = labelOf(input);
    const slot = doc.createElement('span');
    slot.className = 'calendar__slot';
    const button = openButton(label, input.disabled || input.readOnly);
    const host = doc.createElement('span');
    slot.append(button, host);
    input.after(slot);

    // The selection the dialog opens with; null while it is closed. Read by the island, closed through onClose.
    const $open = atom<Selection | null>(null);
    const close = (result?: Selection) => {
      $open.set(null);
      if (result) {
        input.value = serialise(result, mode, format);
        input.dispatchEvent(new Event('input', { bubbles: true }));
        input.dispatchEvent(new Event('change', { bubbles: true }));
      }
    };
    let island: Unmount | undefined;
    const load = onIntent(
      button,
      async () => {
        const { mountIsland } = await import('./Picker');
        if (signal.aborted) return;
        const title = label ? `${t('calendar.title')}: ${label}` : t('calendar.title');
        island = mountIsland(host, { $open, mode, maxDays, title, onClose: close }, reportError);
      },
      { signal, reportError, prefetch: 'Picker' },
    );
    button.addEventListener(
      'click',
      () => {
        // What the shopper typed, if readable, is where the dialog starts; unreadable text stays in the input.
        $open.set(parseValue(input.value, mode, format) ?? EMPTY);
        if (!island) whileLoading(button, load, () => island || $open.set(null));
      },
      { signal },
    );
    return () => {
      island?.();
      slot.remove();
    };
  },
});
