/**
 * Closing a promotion (the bars and banner widgets): close links as buttons, focus after a close, announcing it; and
 * whether promotions run at all (not on the order process).
 */
import { tabbables } from '../ui/modal-core';
import { toast } from '../ui/toast';
import { getPage } from '../page-config';
import { addPolish } from '../i18n';
import { plPromo } from '../i18n/pl-promo';
import { doc } from '../lib/dom';

// Polish: the promotions' (bars, banner) (src/i18n/pl-promo.ts; not in the core chunk, this module brings them).
addPolish(plPromo);

/** Spec §2: the promotional bars and banners are not run on the order process (the platform marks it on <html>). */
export const onOrderProcess = (): boolean => doc.documentElement.classList.contains('order_process');

/** The text a screen reader reads from an element's content (none from `aria-hidden` parts). */
function spokenText(el: Element): string {
  return Array.from(el.childNodes, (n) =>
    n instanceof Element ? (n.getAttribute('aria-hidden') === 'true' ? '' : spokenText(n)) : (n.textContent ?? ''),
  ).join('');
}

/**
 * The template's close links (`a.bars__close[href="#closeBar"]`, `a.rabateCode__close[href=""]`) act as buttons:
 * role button, Space activates them as Enter does, a link with no name gets one. A `hidden` close of older markup is
 * shown. Returns the undo.
 */
export function asCloseButton(close: HTMLElement, signal: AbortSignal): () => void {
  const wasHidden = close.hidden;
  close.hidden = false;
  // The template's close links may be an icon alone: one with no name gets "Close" in the page's language.
  const named = close.hasAttribute('aria-label') || close.hasAttribute('aria-labelledby') || !!close.title || !!spokenText(close).trim();
  if (!named) close.setAttribute('aria-label', getPage().t('promo.close'));
  const isLink = close instanceof HTMLAnchorElement;
  if (isLink && !close.hasAttribute('role')) close.setAttribute('role', 'button');
  if (isLink)
    close.addEventListener(
      'keydown',
      (event) => {
        if (event.key !== ' ') return;
        event.preventDefault();
        close.click();
      },
      { signal },
    );
  return () => {
    close.hidden = wasHidden;
    if (!named) close.removeAttribute('aria-label');
    if (isLink && close.getAttribute('role') === 'button') close.removeAttribute('role');
  };
}

/**
 * Removes a closed promotion, moving focus (when it was inside) to the next focusable element after
 * it, or to the main content, and announces the close to screen readers.
 */
export function removeAndRefocus(el: HTMLElement, announcement: string): void {
  const hadFocus = el.contains(doc.activeElement);
  let next: HTMLElement | undefined;
  if (hadFocus) {
    next = tabbables(doc.body).find((t) => !el.contains(t) && !!(el.compareDocumentPosition(t) & Node.DOCUMENT_POSITION_FOLLOWING));
  }
  el.remove();
  if (hadFocus) {
    const target = next ?? doc.querySelector<HTMLElement>('main, [role="main"]') ?? doc.body;
    if (!next && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
  }
  toast(announcement, { type: 'sr-only' });
}
