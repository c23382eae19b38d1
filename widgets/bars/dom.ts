/** What the bars and banner widgets share: the order-process check, focus after a close, announcing. */
import { tabbables } from '../../src/ui/modal-core';
import { toast } from '../../src/ui/toast';
import { readPageContext } from '../../src/stores/page-context';

/** Spec §2: the promotional bars are not run on the order process. */
export const onOrderProcess = (): boolean => readPageContext().orderProcess;

/**
 * Removes a closed promotion, moving focus (when it was inside) to the next focusable element after
 * it, or to the main content, and announces the close to screen readers.
 */
export function removeAndRefocus(el: HTMLElement, announcement: string): void {
  const hadFocus = el.contains(document.activeElement);
  let next: HTMLElement | undefined;
  if (hadFocus) {
    next = tabbables(document.body).find((t) => !el.contains(t) && !!(el.compareDocumentPosition(t) & Node.DOCUMENT_POSITION_FOLLOWING));
  }
  el.remove();
  if (hadFocus) {
    const target = next ?? document.querySelector<HTMLElement>('main, [role="main"]') ?? document.body;
    if (!next && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
  }
  toast(announcement, { type: 'sr-only' });
}
