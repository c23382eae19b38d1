/** The links the widget watches (DOM-free, in the core with the widget; the creation's rules come with the click: rules.ts). */

/** The class the template gives a link to the lists while there is none (standard-template.md "Shopping lists"). */
export const EMPTY = '--empty';

/** A plain left click without modifier keys (others open new tabs: left to the browser). */
export function isPlainClick(e: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}): boolean {
  return e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey && !e.defaultPrevented;
}

/** The longest the shopper waits for the creation (and its tracking events) before navigating anyway. */
export const CREATE_TIMEOUT_MS = 5000;
