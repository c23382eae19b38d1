/**
 * The filters element (`config.filters`), when the page has one: shown in place from view 3, a second
 * drawer on views 1-2 (page state `--filters-open`) opened by its own togglers, which are hidden on the
 * bar and get their own hidden state back on unmount.
 */
import type { Drawer } from './drawers';
import { findOutsideIgnored } from '../../src/lib/parts';

const FILTERS_OPEN = '--filters-open';

export function filtersDrawer(selector: string): Drawer {
  const el = () => findOutsideIgnored(selector);
  const hidden = new Map<HTMLElement, boolean>();
  return {
    state: FILTERS_OPEN,
    el,
    focus: 'button:not([hidden]):not([disabled]), a[href], input:not([type="hidden"]):not([disabled]), select, textarea',
    sync(desktop, togglers) {
      for (const b of togglers) if (!hidden.has(b)) hidden.set(b, b.hasAttribute('hidden'));
      el()?.classList.toggle('--filters-drawer', !desktop);
    },
    unmount() {
      el()?.classList.remove('--filters-drawer');
      for (const [b, was] of hidden) b.toggleAttribute('hidden', was);
    },
  };
}
