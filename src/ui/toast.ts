/**
 * Toast alerts, without React. Each toast is a button in a stack in the bottom corner: a click,
 * Enter or Space (or Escape while focused) closes it; otherwise it hides after `duration` ms
 * (paused while hovered or focused) with a 500 ms fade. Screen readers hear it through two live
 * regions made on first use: polite (role status) for info, success and sr-only, assertive
 * (role alert) for warning and error. 'sr-only' toasts are announced only, never shown.
 * Messages are always text, never markup.
 */
import { getPage } from '../page-config';
import { injectStyle } from './style';
import { addPolish } from '../i18n';
import { plToast } from '../i18n/pl-toast';
import { doc } from '../lib/dom';

// Polish: the alerts' kinds and the dismiss hint (src/i18n/pl-toast.ts; not in the core chunk, this module brings them).
addPolish(plToast);

export type ToastType = 'info' | 'warning' | 'error' | 'success' | 'sr-only';

export interface ToastOptions {
  type?: ToastType;
  /** Milliseconds before it hides; 0 or Infinity keeps it until closed. Default 4000. */
  duration?: number;
}

export interface ToastHandle {
  close(): void;
}

const TOAST_DURATION = 4000;
const TOAST_FADE = 500;
/** A live region that has just been created misses text added at once, so messages wait a moment. */
const ANNOUNCE_DELAY = 100;

const CSS = `
.sf-toasts{position:fixed;bottom:1rem;inset-inline-end:1rem;z-index:2147483001;display:flex;flex-direction:column;align-items:flex-end;gap:.5rem;max-width:min(24rem,calc(100vw - 2rem))}
.sf-toast{display:flex;gap:.75rem;align-items:flex-start;width:100%;margin:0;padding:.75rem 1rem;border:0;border-inline-start:.375rem solid;border-radius:.375rem;background:#fff;color:#222;font:inherit;text-align:start;box-shadow:0 .25rem 1rem rgba(0,0,0,.2);cursor:pointer;transition:opacity .5s}
.sf-toast:focus-visible{outline:2px solid #222;outline-offset:2px}
.sf-toast__text{flex:1;white-space:pre-line;overflow-wrap:anywhere}
.sf-toast__x{font-size:1.25rem;line-height:1}
.sf-toast--info{border-color:#1f6fb2}.sf-toast--success{border-color:#23803a}.sf-toast--warning{border-color:#b36b00}.sf-toast--error{border-color:#c62828}
.sf-toast--hiding{opacity:0}
@media (prefers-reduced-motion:reduce){.sf-toast{transition:none}}
`;

let stack: HTMLElement | undefined;
const regions: Partial<Record<'status' | 'alert', HTMLElement>> = {};

/** Creates (once) and returns an element, putting it back in the body if a page swap removed it. */
function attached(el: HTMLElement): HTMLElement {
  if (!el.isConnected) doc.body.append(el);
  return el;
}

function region(role: 'status' | 'alert'): HTMLElement {
  let el = regions[role];
  if (!el) {
    el = regions[role] = doc.createElement('div');
    el.className = 'sr-only';
    el.setAttribute('role', role);
    el.setAttribute('aria-live', role === 'alert' ? 'assertive' : 'polite');
  }
  return attached(el);
}

function stackElement(): HTMLElement {
  if (!stack) {
    stack = doc.createElement('div');
    stack.className = 'sf-toasts';
  }
  return attached(stack);
}

function span(className: string, text: string): HTMLSpanElement {
  const el = doc.createElement('span');
  el.className = className;
  el.textContent = text;
  return el;
}

export function toast(message: string, options: ToastOptions = {}): ToastHandle {
  const { type = 'info', duration = TOAST_DURATION } = options;
  const { t } = getPage();
  injectStyle('toast', CSS);
  const visible = type !== 'sr-only';
  const label = visible ? t(`ui.alert.${type}`) : '';

  const note = doc.createElement('p');
  note.textContent = label ? `${label}: ${message}` : message;
  const live = region(type === 'warning' || type === 'error' ? 'alert' : 'status');
  const announce = setTimeout(() => live.append(note), ANNOUNCE_DELAY);

  const item = visible ? doc.createElement('button') : undefined;
  let closed = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let remaining = duration > 0 && Number.isFinite(duration) ? duration : Infinity;
  let startedAt = 0;
  let hovered = false;
  let focused = false;
  let fading = false;
  let returnFocus: HTMLElement | null = null;

  const remove = () => {
    clearTimeout(timer);
    clearTimeout(announce);
    note.remove();
    if (!item) return;
    // Keyboard users keep their place: the next toast, the previous one, or where they came from.
    if (item.contains(doc.activeElement)) {
      const next = (item.nextElementSibling ?? item.previousElementSibling) as HTMLElement | null;
      (next ?? (returnFocus?.isConnected ? returnFocus : null))?.focus({ preventScroll: true });
    }
    item.remove();
  };
  const close = () => {
    if (closed) return;
    closed = true;
    remove();
  };
  const fade = () => {
    if (closed) return;
    if (!item) return close();
    fading = true;
    item.classList.add('sf-toast--hiding');
    timer = setTimeout(close, TOAST_FADE);
  };
  const run = () => {
    if (remaining === Infinity) return;
    startedAt = Date.now();
    timer = setTimeout(fade, remaining);
  };
  /** Pauses the countdown while hovered or focused, and resumes it with the time that was left. */
  const hold = () => {
    if (fading || closed || remaining === Infinity) return;
    const paused = hovered || focused;
    if (paused && timer !== undefined) {
      clearTimeout(timer);
      timer = undefined;
      remaining -= Date.now() - startedAt;
    } else if (!paused && timer === undefined) {
      run();
    }
  };

  if (item) {
    item.type = 'button';
    item.className = `sf-toast sf-toast--${type}`;
    item.append(span('sr-only', `${label}: `), span('sf-toast__text', message), span('sr-only', ` ${t('ui.dismiss_hint')}`));
    const x = span('sf-toast__x', '×');
    x.setAttribute('aria-hidden', 'true');
    item.append(x);
    item.addEventListener('click', close);
    item.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
      }
    });
    item.addEventListener('mouseenter', () => ((hovered = true), hold()));
    item.addEventListener('mouseleave', () => ((hovered = false), hold()));
    item.addEventListener('focusin', (event) => {
      const from = event.relatedTarget as HTMLElement | null;
      if (from && !stack?.contains(from)) returnFocus = from;
      focused = true;
      hold();
    });
    item.addEventListener('focusout', () => ((focused = false), hold()));
    stackElement().append(item);
  }
  run();
  return { close };
}
