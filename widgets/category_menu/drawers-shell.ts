/**
 * Views 1-2, the drawers' lazy part (drawers.ts loads it when the shopper reaches for a toggler): a toggler opens
 * its drawer (a toggler may be a link to the drawer: it toggles instead of jumping), focus moving into it. One
 * drawer is open at a time, its page state on <html>, the page's scroll locked; a click outside, focus elsewhere and
 * Escape close it (Escape returns focus to a toggler). From view 3 the open states clear. The aside's close button
 * and drill-down are drawer.ts's.
 */
import { lockScroll, unlockScroll } from '../../src/ui/scroll-lock';
import { injectStyle } from '../../src/ui/style';
import { closeAll, type Menu, type Part } from './menu';
import type { Drawer, Drawers } from './drawers-contract';
import { asideDrawer } from './drawer';
import { doc } from '../../src/lib/dom';

/** What takes focus in the drawer as it opens (the first match). */
const FOCUS_ASIDE = 'button:not([hidden]), a[href]';
const FOCUS_FILTERS = 'button:not([hidden]):not([disabled]), a[href], input:not([type="hidden"]):not([disabled]), select, textarea';

/**
 * The drawer's close and back buttons, the filters drawer's box and open state (its closed state is in style.ts, from
 * the first paint). The close button stays on top at the drawer's top edge: the template lays a drilled-down sub-list
 * over the whole drawer (fixed, z-index 9, its own sub-lists 19), and the drawer may have been scrolled. While the
 * shopping lists' panel is open over the drawer (src/ui/aside-lists.ts) it steps aside: that panel's own header is
 * its way back (and Escape), and the close button would cover the header's middle.
 */
const CSS = `
.nav-header__back,.aside__close{font:inherit;color:#1d4ed8;background:none;border:0;cursor:pointer;display:block;min-height:44px;font-weight:600}
.aside__close{margin:0 0 4px auto;padding:0 4px;position:sticky;top:0;z-index:20;background:inherit}
.aside__close::after{content:" ×" / "";font-size:1.25em}
.aside__close[hidden]{display:none}
:is(aside,#aside):has(.slm_lists.--active)>.aside__close{display:none}
.nav-header__back{padding:8px 0;text-align:left}
.nav-header__back::before{content:"‹ " / ""}
.--filters-drawer{z-index:2000;box-sizing:border-box;width:min(360px,88vw);overflow-y:auto;overscroll-behavior:contain;padding:12px 16px 24px;background:#fff;box-shadow:4px 0 24px rgba(0,0,0,.2)}
html.--filters-open .--filters-drawer{transform:none;visibility:visible}
html.--filters-open body::after{content:"";position:fixed;inset:0;z-index:1999;background:rgba(17,24,39,.5)}
@media (prefers-reduced-motion:no-preference){.--filters-drawer{transition:transform .2s ease,visibility 0s linear .2s}html.--filters-open .--filters-drawer{transition:transform .2s ease}}
`;

export function drawersShell(menu: Menu, core: Drawers): Part {
  injectStyle('category_menu-drawers', CSS);
  const html = doc.documentElement;
  const { aside, filters, isOpen, togglers, toggled } = core;
  const list = [filters, aside];
  const drawer = asideDrawer(menu);
  // The close button first in the aside before anything looks for it there (aside-shell.ts puts the search box after it).
  const sync = () => {
    drawer.place(aside.el()!);
    core.sync();
  };
  let locked = false;
  const syncLock = () => {
    const want = !menu.bar && list.some(isOpen);
    if (want && !locked) lockScroll();
    if (!want && locked) unlockScroll();
    locked = want;
  };
  const set = (d: Drawer, open: boolean, focus?: 'in' | 'toggler') => {
    const el = d.el();
    if (open && !el) return;
    if (open) for (const other of list) if (other !== d && isOpen(other)) set(other, false);
    html.classList.toggle(d.state, open);
    syncLock();
    sync();
    if (open && focus === 'in') el!.querySelector<HTMLElement>(d === aside ? FOCUS_ASIDE : FOCUS_FILTERS)?.focus();
    if (!open) {
      if (d === aside) closeAll(menu);
      if (focus === 'toggler')
        togglers(d)
          .find((b) => !b.hidden)
          ?.focus();
    }
  };

  menu.resync = sync;
  menu.on(drawer.closer, 'click', () => set(aside, false, 'toggler'));
  // A modal dialog opened from the drawer (the country chooser's) sits on top of it: clicks and focus in it are not
  // "elsewhere", so the drawer stays open beneath, and focus returns into it when the dialog closes.
  const inDialog = (target: Node) => target instanceof Element && !!target.closest('dialog[open]');
  menu.on(document, 'click', (e) => {
    if (menu.bar || !(e.target instanceof Element) || inDialog(e.target)) return;
    const target = e.target;
    const d = toggled(target);
    if (d) {
      e.preventDefault();
      return set(d, !isOpen(d), 'in');
    }
    for (const d of list) {
      const el = d.el();
      if (isOpen(d) && el && !el.contains(target)) set(d, false);
    }
  });
  // Focus moving to an ancestor (e.g. main[tabindex=-1]) or to a toggler is not focus elsewhere.
  menu.on(document, 'focusin', (e) => {
    const target = e.target as Node;
    if (menu.bar || inDialog(target)) return;
    for (const d of list) {
      const el = d.el();
      if (isOpen(d) && el && !el.contains(target) && !target.contains(el) && !togglers(d).some((b) => b.contains(target))) set(d, false);
    }
  });
  menu.on(document, 'keydown', (e) => {
    // Escape handled inside (the search box in the aside closing its suggestions) is not the drawer's.
    if (e.key !== 'Escape' || menu.bar || e.defaultPrevented) return;
    const target = e.target as Node;
    const d = list.find((d) => isOpen(d) && d.el()?.contains(target));
    if (!d) return;
    e.preventDefault();
    if (d !== aside || !drawer.escape(target)) set(d, false, 'toggler');
  });

  return {
    view() {
      if (menu.bar) for (const d of list) if (isOpen(d)) set(d, false);
      sync();
    },
    unmount() {
      if (locked) unlockScroll();
      drawer.unmount();
    },
  };
}
