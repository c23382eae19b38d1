/**
 * Footer tabs (spec §2 "Footer", §4 "Footer tabs", §9 "Views"). Pure: no DOM.
 * Tabs collapse and expand only in view 1. Each tab's state there is remembered while the view is
 * larger (where every tab is shown) and restored when the view returns to mobile.
 */
import type { View } from '../../src/lib/view';

/** Tabs are collapsible (a toggle button, aria-expanded) only on mobile. */
export const tabsCollapsible = (view: View): boolean => view === 1;

/** Whether each tab's links are shown: the remembered state on mobile, all of them otherwise. */
export function shownTabs(view: View, remembered: readonly boolean[]): boolean[] {
  return tabsCollapsible(view) ? [...remembered] : remembered.map(() => true);
}

/**
 * A toggle of tab `index`: the new remembered states. Outside view 1 nothing toggles (the tabs are
 * not collapsible there), so the remembered mobile state is kept as it was.
 */
export function toggleTab(view: View, remembered: readonly boolean[], index: number): boolean[] {
  if (!tabsCollapsible(view) || index < 0 || index >= remembered.length) return [...remembered];
  return remembered.map((open, i) => (i === index ? !open : open));
}
