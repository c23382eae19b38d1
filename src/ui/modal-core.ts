/**
 * Modal dialogs on the native <dialog> element, without React. attachDialog() opens a dialog
 * with showModal() (focus trap, inert page, Escape as a `cancel` event) and wires the house
 * behaviour: Escape, the backdrop and the close button ask the owner to close (onClose) rather
 * than closing by themselves, the page scroll is locked, and focus returns on detach to what
 * had it before. Where showModal() is missing, the dialog gets the `open` attribute, covers the
 * viewport itself (so the backdrop is the dialog's own area) and traps Tab / Shift+Tab.
 *
 * The loading overlay (./loading) works while a modal is open: it is shown inside the topmost
 * open modal, so it is neither inert nor hidden under the top layer.
 */
import { getPage } from '../page-config';
import { injectStyle } from './style';
import { lockScroll, unlockScroll } from './scroll-lock';
import { addPolish } from '../i18n';
import { plModal } from '../i18n/pl-modal';
import { doc } from '../lib/dom';

// Polish: the close button's name (src/i18n/pl-modal.ts; not in the core chunk, this module brings them).
addPolish(plModal);

const CSS = `
.sf-modal{padding:0;border:0;background:transparent;color:inherit;max-width:min(40rem,calc(100vw - 2rem));max-height:calc(100dvh - 2rem);overflow:visible}
.sf-modal::backdrop{background:rgba(0,0,0,.5)}
.sf-modal--fallback{position:fixed;inset:0;z-index:2147483000;margin:0;width:100%;height:100%;max-width:none;max-height:none;display:flex;align-items:center;justify-content:center;background:rgba(0,0,0,.5)}
.sf-modal__box{box-sizing:border-box;max-height:calc(100dvh - 2rem);max-width:min(40rem,calc(100vw - 2rem));overflow:auto;padding:1.25rem 1.5rem;background:#fff;color:#222;border-radius:.5rem;box-shadow:0 .5rem 2rem rgba(0,0,0,.3)}
.sf-modal__header{display:flex;align-items:flex-start;gap:1rem;justify-content:space-between;margin-bottom:1rem}
.sf-modal__title{margin:0;font-size:1.25rem;line-height:1.3}
.sf-modal__close{flex:none;min-width:2.75rem;min-height:2.75rem;margin:-.5rem -.75rem 0 0;border:0;background:transparent;color:inherit;font-size:1.75rem;line-height:1;cursor:pointer;border-radius:.25rem}
.sf-modal__close:focus-visible{outline:2px solid currentColor;outline-offset:2px}
.sf-modal[open] .sf-modal__box{animation:sf-modal-in .2s ease-out}
@keyframes sf-modal-in{from{opacity:0}}
@media (prefers-reduced-motion:reduce){.sf-modal[open] .sf-modal__box{animation:none}}
`;

export interface DialogOptions {
  /** Escape, a backdrop click (when allowed) or the dialog closing by itself ask for this. */
  onClose: () => void;
  /** Close on a click on the backdrop. Default true. */
  closeOnBackdrop?: boolean;
  /** Focused on opening; otherwise the browser's choice (the first focusable element). */
  initialFocus?: HTMLElement | null;
}

const TABBABLE =
  'a[href],area[href],button:not([disabled]),input:not([disabled]):not([type=hidden]),select:not([disabled]),' +
  'textarea:not([disabled]),iframe,summary,[contenteditable=""],[contenteditable=true],[tabindex]';

export function tabbables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(TABBABLE)).filter((el) => el.tabIndex >= 0 && !el.closest('[hidden],[inert]'));
}

/** Open modal dialogs, innermost last. */
const openDialogs: HTMLDialogElement[] = [];

/** The innermost open modal dialog, if any. */
export function topModal(): HTMLDialogElement | undefined {
  return openDialogs[openDialogs.length - 1];
}

/** The focus trap: Tab wraps inside the dialog, and focus straying outside comes back (Escape too, for the fallback). */
function trapFocus(dialog: HTMLDialogElement, onEscape?: () => void): () => void {
  const first = () => tabbables(dialog)[0] ?? dialog;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && onEscape) {
      event.preventDefault();
      onEscape();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = tabbables(dialog);
    if (!items.length) return void event.preventDefault();
    const edge = event.shiftKey ? items[0] : items[items.length - 1];
    if (doc.activeElement === edge || !dialog.contains(doc.activeElement)) {
      event.preventDefault();
      (event.shiftKey ? items[items.length - 1] : items[0]).focus();
    }
  };
  const onFocusIn = (event: FocusEvent) => {
    if (topModal() === dialog && !dialog.contains(event.target as Node)) first().focus();
  };
  dialog.addEventListener('keydown', onKeyDown);
  doc.addEventListener('focusin', onFocusIn);
  return () => {
    dialog.removeEventListener('keydown', onKeyDown);
    doc.removeEventListener('focusin', onFocusIn);
  };
}

/**
 * Opens `dialog` (which must be in the document) as a modal. Returns the detach function, which
 * closes it, unlocks the scroll and returns focus; call it when the owner closes the dialog.
 */
export function attachDialog(dialog: HTMLDialogElement, options: DialogOptions): () => void {
  injectStyle('modal', CSS);
  const previous = doc.activeElement as HTMLElement | null;
  const { closeOnBackdrop = true } = options;
  let closing = false;
  const requestClose = () => options.onClose();

  if (dialog.open) dialog.close();
  const native = typeof dialog.showModal === 'function';
  let untrap = () => {};
  if (native) {
    dialog.showModal();
    // A native modal lets Tab leave the page for the browser's own controls: keep it inside.
    untrap = trapFocus(dialog);
  } else {
    dialog.classList.add('sf-modal--fallback');
    dialog.setAttribute('open', '');
    if (!dialog.hasAttribute('tabindex')) dialog.tabIndex = -1;
    untrap = trapFocus(dialog, requestClose);
  }
  dialog.setAttribute('aria-modal', 'true');
  openDialogs.push(dialog);
  lockScroll();
  (options.initialFocus ?? (native ? null : (tabbables(dialog)[0] ?? dialog)))?.focus();

  // A press that starts and ends on the dialog itself is on the backdrop (its content sits in a box).
  let pressedBackdrop = false;
  const onPointerDown = (event: PointerEvent) => {
    pressedBackdrop = event.target === dialog;
  };
  const onClick = (event: MouseEvent) => {
    if (closeOnBackdrop && pressedBackdrop && event.target === dialog) requestClose();
    pressedBackdrop = false;
  };
  const onCancel = (event: Event) => {
    event.preventDefault();
    requestClose();
  };
  // The browser may still close it (a repeated Escape cannot always be cancelled): tell the owner.
  const onNativeClose = () => {
    if (!closing) requestClose();
  };
  dialog.addEventListener('pointerdown', onPointerDown);
  dialog.addEventListener('click', onClick);
  dialog.addEventListener('cancel', onCancel);
  dialog.addEventListener('close', onNativeClose);

  return () => {
    if (closing) return;
    closing = true;
    dialog.removeEventListener('pointerdown', onPointerDown);
    dialog.removeEventListener('click', onClick);
    dialog.removeEventListener('cancel', onCancel);
    dialog.removeEventListener('close', onNativeClose);
    untrap();
    const focusWasInside = dialog.contains(doc.activeElement) || doc.activeElement === doc.body;
    if (native && dialog.open) dialog.close();
    dialog.removeAttribute('open');
    dialog.classList.remove('sf-modal--fallback');
    openDialogs.splice(openDialogs.indexOf(dialog), 1);
    unlockScroll();
    if (previous?.isConnected && (focusWasInside || !doc.activeElement)) previous.focus({ preventScroll: true });
  };
}

let ids = 0;

/** A unique id for a dialog's heading (React uses useId instead). */
function nextModalId(): string {
  return `sf-modal-${++ids}`;
}

export interface OpenModalOptions {
  title: string;
  content: Node;
  /** Called once when the modal closes, whichever way. */
  onClose?: () => void;
  closeOnBackdrop?: boolean;
  className?: string;
}

/** An element factory with React's createElement signature: React's own (<Modal>) or domElement (openModal). */
export type ElementFactory<N> = (tag: string, props: Record<string, unknown> | null, ...children: Array<N | string | null | undefined>) => N;

export interface ModalMarkup<N> {
  className?: string;
  titleId: string;
  /** Id of the element describing the dialog (aria-describedby). */
  describedBy?: string;
  title: N | string;
  body?: N;
  /** The close button's accessible name. */
  closeLabel: string;
  onCloseClick: () => void;
  /** The dialog element's ref (React's ref object, or a callback). */
  dialogRef?: unknown;
}

/**
 * The modal's markup, written once: <Modal> (./modal) renders it with React's createElement, openModal() below with
 * domElement. A labelled <dialog> holding a box with a header (the title as an h2, the close button) and the body.
 */
export function modalMarkup<N>(h: ElementFactory<N>, m: ModalMarkup<N>): N {
  return h(
    'dialog',
    { className: m.className ? `sf-modal ${m.className}` : 'sf-modal', 'aria-labelledby': m.titleId, 'aria-describedby': m.describedBy, ref: m.dialogRef },
    h(
      'div',
      { className: 'sf-modal__box' },
      h(
        'div',
        { className: 'sf-modal__header' },
        h('h2', { className: 'sf-modal__title', id: m.titleId }, m.title),
        h(
          'button',
          { type: 'button', className: 'sf-modal__close', 'aria-label': m.closeLabel, onClick: m.onCloseClick },
          h('span', { 'aria-hidden': 'true' }, '×'),
        ),
      ),
      h('div', { className: 'sf-modal__body' }, m.body),
    ),
  );
}

/** createElement for the DOM, as much of it as modalMarkup uses: className, attributes, on* listeners, ref. */
const domElement: ElementFactory<Node> = (tag, props, ...children) => {
  const node = doc.createElement(tag as 'div');
  for (const [key, value] of Object.entries(props ?? {})) {
    if (value === undefined || value === null) continue;
    if (key === 'className') node.className = String(value);
    else if (key === 'ref') {
      if (typeof value === 'function') value(node);
      else (value as { current: unknown }).current = node;
    } else if (/^on[A-Z]/.test(key)) node.addEventListener(key.slice(2).toLowerCase(), value as EventListener);
    else node.setAttribute(key, String(value));
  }
  for (const child of children) if (child !== undefined && child !== null) node.append(child);
  return node;
};

/**
 * A modal without React, for plain-DOM behaviours: the same markup (modalMarkup) and behaviour as <Modal>.
 * Escape, the close button and the backdrop close it; so does close().
 */
export function openModal(options: OpenModalOptions): { close(): void } {
  const dialog = modalMarkup(domElement, {
    className: options.className,
    titleId: nextModalId(),
    title: options.title,
    body: options.content,
    closeLabel: getPage().t('ui.close'),
    onCloseClick: () => close(),
  }) as HTMLDialogElement;
  doc.body.append(dialog);

  let open = true;
  const close = () => {
    if (!open) return;
    open = false;
    detach();
    dialog.remove();
    options.onClose?.();
  };
  const detach = attachDialog(dialog, { onClose: close, closeOnBackdrop: options.closeOnBackdrop });
  return { close };
}
