/**
 * The page loading overlay: covers the whole viewport with a centred message box, announced
 * politely, and marks the body aria-busy while shown. Reference-counted: every showLoading()
 * needs its hideLoading(). Created on first use and reused; while hidden it stays in the page,
 * transparent and empty, so its live region is already known when the next message arrives.
 *
 * Inside a modal context: while a modal dialog (./modal-core) is open the overlay is placed in
 * the topmost one, so it stays visible and announced above the dialog's content instead of
 * being made inert behind it.
 */
import { getPage } from '../page-config';
import { injectStyle } from './style';
import { topModal } from './modal-core';
import { addPolish } from '../i18n';
import { plLoading } from '../i18n/pl-loading';
import { doc } from '../lib/dom';

// Polish: the loading indicator's name (src/i18n/pl-loading.ts; not in the core chunk, this module brings them).
addPolish(plLoading);

const CSS = `
.sf-loading{position:fixed;inset:0;z-index:2147483000;display:flex;align-items:center;justify-content:center;background:rgba(255,255,255,.6);opacity:0;pointer-events:none;transition:opacity .2s}
.sf-loading--on{opacity:1;pointer-events:auto;cursor:progress}
.sf-loading:not(.sf-loading--on) .sf-loading__spinner{animation:none}
.sf-loading__box{display:flex;align-items:center;gap:.75rem;padding:1rem 1.5rem;background:#fff;color:#222;border-radius:.5rem;box-shadow:0 .25rem 1rem rgba(0,0,0,.25)}
.sf-loading__text{margin:0}
.sf-loading__spinner{width:1.5rem;height:1.5rem;border:3px solid currentColor;border-right-color:transparent;border-radius:50%;animation:sf-spin .8s linear infinite}
@keyframes sf-spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.sf-loading{transition:none}.sf-loading__spinner{animation-duration:3s}}
`;

/** A live region inserted with its text already in it is often not read: the first text waits this long. */
const FIRST_ANNOUNCE_DELAY = 100;

let depth = 0;
let overlay: HTMLDivElement | undefined;
let message: HTMLParagraphElement | undefined;
let busyBefore: string | null = null;
let pending: ReturnType<typeof setTimeout> | undefined;

function build(): { overlay: HTMLDivElement; message: HTMLParagraphElement } {
  injectStyle('loading', CSS);
  overlay = doc.createElement('div');
  overlay.className = 'sf-loading';
  const box = doc.createElement('div');
  box.className = 'sf-loading__box';
  const spinner = doc.createElement('span');
  spinner.className = 'sf-loading__spinner';
  spinner.setAttribute('aria-hidden', 'true');
  message = doc.createElement('p');
  message.className = 'sf-loading__text';
  message.setAttribute('role', 'status');
  message.setAttribute('aria-live', 'polite');
  box.append(spinner, message);
  overlay.append(box);
  return { overlay, message };
}

function setText(text: string): void {
  if (message && message.textContent !== text) message.textContent = text;
}

export function showLoading(text?: string): void {
  const fresh = !overlay;
  const els = overlay && message ? { overlay, message } : build();
  const label = text ?? getPage().t('ui.loading');
  const host = topModal() ?? doc.body;
  if (els.overlay.parentNode !== host) host.append(els.overlay);
  if (depth++ === 0) {
    busyBefore = doc.body.getAttribute('aria-busy');
    doc.body.setAttribute('aria-busy', 'true');
    els.overlay.classList.add('sf-loading--on');
  }
  clearTimeout(pending);
  if (fresh) pending = setTimeout(() => setText(label), FIRST_ANNOUNCE_DELAY);
  else setText(label);
}

export function hideLoading(): void {
  if (depth === 0 || --depth > 0) return;
  clearTimeout(pending);
  overlay?.classList.remove('sf-loading--on');
  setText('');
  if (busyBefore === null) doc.body.removeAttribute('aria-busy');
  else doc.body.setAttribute('aria-busy', busyBefore);
}

/**
 * How many showLoading() calls are outstanding: a test resets it and checks that every show was hidden.
 * @internal for the tests only (knip --production accepts it).
 */
export function loadingDepth(): number {
  return depth;
}
