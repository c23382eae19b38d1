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
 */
import { useRef, useState } from 'react';
import { defineWidget } from '../../src/define-widget';
import { renderIsland } from '../../src/island';
import { getPage } from '../../src/page-config';
import { warnOnce } from '../../src/lib/report';
import { part } from '../../src/lib/parts';
import { injectStyle } from '../../src/ui/style';
import { Picker } from './Picker';
import { ConfigSchema, DEFAULT_FORMAT, EMPTY, ISO_FORMAT, parseValue, serialise, type Mode, type Selection } from './rules';
import { css } from './style';

function labelOf(input: HTMLInputElement): string {
  const label = input.labels?.[0] ?? null;
  return (label?.textContent ?? input.getAttribute('aria-label') ?? '').replace(/\s+/g, ' ').trim();
}

function CalendarButton({ input, mode, format, maxDays }: { input: HTMLInputElement; mode: Mode; format: string; maxDays?: number }) {
  const t = getPage().t;
  const [open, setOpen] = useState<Selection | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const label = labelOf(input);
  const close = (result?: Selection) => {
    setOpen(null);
    if (result) {
      input.value = serialise(result, mode, format);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.dispatchEvent(new Event('change', { bubbles: true }));
    }
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        className="calendar__open"
        aria-haspopup="dialog"
        aria-label={label ? `${t('calendar.open')}: ${label}` : t('calendar.open')}
        disabled={input.disabled || input.readOnly}
        // What the shopper typed, if readable, is where the dialog starts; unreadable text stays in the input.
        onClick={() => setOpen(parseValue(input.value, mode, format) ?? EMPTY)}
      >
        <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24">
          <path
            fill="currentColor"
            d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2Zm12 8H5v10h14V10ZM5 6v2h14V6H5Zm2 6h3v3H7v-3Z"
          />
        </svg>
      </button>
      {open && <Picker mode={mode} initial={open} maxDays={maxDays} title={label ? `${t('calendar.title')}: ${label}` : t('calendar.title')} onClose={close} />}
    </>
  );
}

export default defineWidget({
  name: 'calendar',
  schema: ConfigSchema,
  parts: { input: part('an input (the marker or one inside it)', 'input', HTMLInputElement) },
  mount(el, { config, reportError, parts: { input } }) {
    const native = input.type === 'date';
    if (native && config.mode !== 'single') {
      warnOnce(
        'calendar:native',
        `storefront: calendar: data-mode="${config.mode}" needs a text input (an input type="date" holds one date); the widget is skipped.`,
      );
      return;
    }
    injectStyle('calendar', css);
    const slot = document.createElement('span');
    slot.className = 'calendar__slot';
    input.after(slot);
    const unmount = renderIsland(
      slot,
      <CalendarButton input={input} mode={config.mode} format={native ? ISO_FORMAT : (config.format ?? DEFAULT_FORMAT)} maxDays={config.maxDays} />,
      reportError,
    );
    return () => {
      unmount();
      slot.remove();
    };
  },
});
