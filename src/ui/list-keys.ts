/**
 * Arrow-key focus movement for menu and listbox panels: ArrowDown / ArrowUp cycle through the
 * items (elements with an item role, not aria-disabled), Home / End go to the ends. Items should
 * carry tabIndex={-1} so Tab leaves the panel instead of visiting each one.
 */
import { doc } from '../lib/dom';
const ITEMS = '[role=menuitem],[role=menuitemcheckbox],[role=menuitemradio],[role=option]';

export function listItems(panel: Element): HTMLElement[] {
  return Array.from(panel.querySelectorAll<HTMLElement>(ITEMS)).filter((el) => el.getAttribute('aria-disabled') !== 'true');
}

/** Moves focus for a navigation key; returns whether the key was one (so the caller prevents its default). */
export function moveListFocus(panel: Element, key: string): boolean {
  const items = listItems(panel);
  const count = items.length;
  if (!count) return false;
  const current = items.indexOf(doc.activeElement as HTMLElement);
  let next: number;
  if (key === 'ArrowDown') next = (current + 1) % count;
  else if (key === 'ArrowUp') next = current <= 0 ? count - 1 : current - 1;
  else if (key === 'Home') next = 0;
  else if (key === 'End') next = count - 1;
  else return false;
  items[next].focus();
  return true;
}
