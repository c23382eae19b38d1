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
 * One file per feature, composed here: menu.ts (the tree and shared state), columns.ts (views 3-4:
 * the bar's submenus in columns), drawers.ts (views 1-2: the drawers and their togglers) with
 * drawer.ts (the aside's drawer, drill-down, the list's place) and filters.ts (the filters drawer), show-more.ts,
 * aside.ts (the search box's place and the aside's tabs, in the lazy aside-shell.ts); the maths in rules.ts.
 */
import { defineWidget } from '../../src/define-widget';
import { getPage } from '../../src/page-config';
import { $view } from '../../src/stores/view';
import { part } from '../../src/lib/parts';
import { injectStyle } from '../../src/ui/style';
import type { View } from '../../src/lib/view';
import { isDesktopView } from './rules';
import { Schema } from './config';
import { closeAll, createMenu } from './menu';
import { columns } from './columns';
import { drawers } from './drawers';
import { asideDrawer, listPlace } from './drawer';
import { filtersDrawer } from './filters';
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
    const panes = drawers(menu, [filtersDrawer(config.filters), asideDrawer(menu)]);
    showMore(menu);
    const parts = [panes, listPlace(menu), asideExtras(menu, reportError), columns(menu)];
    // The set-up and the first layout pass (columns measured, drawers placed) in two tasks: together they ran past
    // 50 ms under 4× CPU on the Standard template's menu. Nothing is shown enhanced until the second.
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
