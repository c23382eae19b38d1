/**
 * category_menu: enhances the server's aside with the category tree (spec §2 "Category menu",
 * §4 "Sidebar and menu", §9 "Menu settings"). Put the marker on the aside (it needs an id); inside:
 * a `nav` holding nested `ul > li > a (+ ul | .menu_categories__panel > ul)` lists, optionally
 * `.aside__switcher` buttons with `data-group`, sections with `data-group`, lists marked
 * `data-show-more` and a `[data-search-slot]`. Togglers anywhere in the page are the elements with
 * `aria-controls` = the aside's id. Nothing the server rendered is re-created: the widget adds
 * expand buttons, back buttons and show-more toggles, and sets classes, `hidden` and ARIA states.
 *
 * One file per feature, composed here: menu.ts (the tree and shared state), columns.ts (views 3-4:
 * the bar's submenus in columns), drawers.ts (views 1-2: the drawers and their togglers) with
 * drawer.ts (the aside's drawer and drill-down) and filters.ts (the filters drawer), switcher.ts
 * (group switches), show-more.ts, search-place.ts (the search box in the aside from view 3); the
 * maths in rules.ts.
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
import { asideDrawer } from './drawer';
import { filtersDrawer } from './filters';
import { switcher } from './switcher';
import { showMore } from './show-more';
import { searchPlace } from './search-place';
import { css } from './style';

export default defineWidget({
  name: 'category_menu',
  schema: Schema,
  parts: {
    root: part('an id', ':scope[id]'),
    nav: part('a nav', 'nav', HTMLElement),
    top: part('a list in its nav', 'nav > ul', HTMLUListElement),
  },
  mount(root, { config, signal, parts: { nav, top } }) {
    injectStyle('category_menu', css);
    const menu = createMenu({ root, nav, top, config, signal, t: getPage().t });
    const groups = switcher(menu);
    const panes = drawers(menu, [filtersDrawer(config.filters), asideDrawer(menu)]);
    showMore(menu);
    const search = searchPlace(menu);
    const parts = [groups, panes, search, columns(menu)];

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
      root.classList.remove('--enhanced', '--bar', '--drawer');
    };
  },
});
