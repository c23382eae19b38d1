/**
 * category_menu: the Standard template's category menu (spec §2 "Category menu", §4 "Sidebar and menu", §9
 * "Menu settings"). The marker goes on `nav#menu_categories`: `button.navbar-toggler` + `div.navbar-collapse#menu_navbar
 * > ul.navbar-nav > li.nav-item` (see menu.ts); the page's `aside` is the drawer of views 1-2 (its
 * `.setMobileGrid[data-item="#menu_navbar"]` slot receives the list), with the template's tabs
 * `.mobileCategories__link[data-ids]`, lists marked `data-show-more` and, if the theme wants one, a
 * `[data-search-slot]`. Nothing the server rendered is re-created: the widget uses the template's expand buttons and
 * back links, and sets the template's state classes (`html.sidebar_open`, `aside[inert]`, `.nav-item.nav-open`,
 * `.nav-item.--hover`, the tabs' `.--active`) and ARIA states.
 *
 * One file per feature, composed here: menu.ts (the tree and shared state), drawers.ts (views 1-2: the drawers'
 * closed state and their togglers) with place.ts (the list box's place in the aside), show-more.ts, and three lazy
 * parts loaded on the shopper's intent (docs/widgets/category_menu.md, "Loading"): bar.ts loads columns-shell.ts
 * (views 3-4: hover, the expand buttons, the submenus in columns; the maths in rules.ts), drawers.ts loads
 * drawers-shell.ts (opening and closing the drawers, with drawer.ts: the aside's close button and drill-down), aside.ts
 * loads aside-shell.ts (the search box's place and the aside's tabs).
 */
import { defineWidget } from '../../src/define-widget';
import { getPage } from '../../src/page-config';
import { $view } from '../../src/stores/view';
import { part } from '../../src/lib/parts';
import { injectStyle } from '../../src/ui/style';
import type { View } from '../../src/lib/view';
import { Schema } from './config';
import { closeAll, createMenu, isDesktopView } from './menu';
import { bar } from './bar';
import { drawers } from './drawers';
import { listPlace } from './place';
import { showMore } from './show-more';
import { asideExtras } from './aside';
import { css } from './style';

/** Hands the main thread back once (scheduler.yield where the browser has it). */
function yieldTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

export default defineWidget({
  name: 'category_menu',
  schema: Schema,
  onePerPage: true,
  parts: {
    // Looked up in the whole page: on view 1 the responsive widget may have moved the list box into the aside already.
    collapse: part('its list box', '#menu_navbar', HTMLElement, { document: true }),
    top: part('its category list', '#menu_navbar > ul.navbar-nav', HTMLUListElement, { document: true }),
    toggler: part('its menu toggler', 'button.navbar-toggler', HTMLButtonElement, { optional: true }),
    aside: part('the page aside (the drawer of views 1-2)', 'aside', HTMLElement, { optional: true, document: true }),
    tabs: part("the aside's tabs", '.mobileCategories__link[data-ids]', HTMLElement, { optional: true, many: true, document: true }),
  },
  async mount(root, { config, signal, reportError, parts: { collapse, top, toggler, aside, tabs } }) {
    injectStyle('category_menu', css);
    const menu = createMenu({ root, nav: root, top, collapse, toggler, aside, tabs, config, signal, t: getPage().t });
    showMore(menu);
    const parts = [drawers(menu, reportError), listPlace(menu), asideExtras(menu, reportError), bar(menu, reportError)];
    // The set-up and the first view pass (the drawers' closed state, the list box placed) in two tasks: together they
    // ran past 50 ms under 4× CPU on the Standard template's menu. Nothing is shown enhanced until the second.
    await yieldTask();
    if (signal.aborted) return;

    let view: View = $view.get();
    const applyView = (next: View) => {
      view = next;
      const was = menu.bar;
      const desktop = (menu.bar = isDesktopView(view));
      // Between views 3 and 4 an open submenu stays open (laid out again); otherwise all close.
      const kept = was && desktop ? menu.open : null;
      closeAll(menu);
      root.classList.toggle('--bar', desktop);
      root.classList.toggle('--drawer', !desktop);
      for (const part of parts) part.view(kept);
    };
    root.classList.add('--enhanced');
    applyView(view);
    const stop = $view.subscribe((next) => next !== view && applyView(next));

    return () => {
      stop();
      closeAll(menu);
      for (const part of parts) part.unmount();
      for (const el of menu.added) el.remove();
      for (const undo of menu.restore.reverse()) undo();
      root.classList.remove('--enhanced', '--bar', '--drawer');
    };
  },
});
