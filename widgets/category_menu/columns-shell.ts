/**
 * Views 3-4, the wide bar, a lazy part of the menu (bar.ts loads it when the shopper reaches for the menu): one
 * level-1 submenu open at a time, opened on hover, by its expand button (click, Enter, Space) or, on touch, by a
 * first tap on its link. Its groups are merged into columns (rules.ts) and the panel placed inside the menu width.
 * It closes on a pointer or focus elsewhere, a mouse over the page outside the menu, and Escape (focus back to its
 * button). Arriving while a mouse is over a top item (`hovered`: the shopper's intent was a mouse), it opens that
 * item as on hover; a click made before it arrived is replayed by bar.ts.
 */
import { columnCount, columnLeft, columnsThatFit, mergeColumns, overflowFlags, panelPlacement, panelWidth } from './rules';
import { setOpen, type Item, type Menu, type Part } from './menu';
import { injectStyle } from '../../src/ui/style';
import { doc } from '../../src/lib/dom';

export function columns(menu: Menu, hovered: boolean): Part {
  injectStyle('category_menu-bar', '.--bar .--columns>li:not(.nav-header){position:absolute}');
  const topItems = menu.items.filter((i) => i.level === 1);
  let openedBy: 'hover' | 'click' = 'hover';
  let pointerType = 'mouse';
  let frame = 0;

  const layoutPanel = ({ list, sub, li }: Item) => {
    const groups = [...list.children].filter((c): c is HTMLElement => c instanceof HTMLElement && !c.classList.contains('nav-header'));
    list.classList.remove('--columns');
    for (const g of groups) g.style.cssText = '';
    sub.style.cssText = '';
    const heights = groups.map((g) => g.getBoundingClientRect().height);
    // The configured count (one less below wideFrom), never more than fit in the menu width.
    const navWidth = menu.nav.getBoundingClientRect().width;
    const max = menu.config.wide ? Math.min(columnCount(menu.config.columns, innerWidth, menu.config.wideFrom), columnsThatFit(navWidth, menu.config)) : 1;
    const layout = mergeColumns(heights, menu.config.columnHeight, max);
    groups.forEach((g, i) => {
      g.style.left = `${columnLeft(layout.column[i], menu.config)}px`;
      g.style.top = `${layout.top[i]}px`;
      g.dataset.column = String(layout.column[i]);
    });
    list.style.height = `${layout.height}px`;
    list.classList.add('--columns');
    const navBox = menu.nav.getBoundingClientRect();
    const place = panelPlacement(li.getBoundingClientRect().left - navBox.left, panelWidth(layout.columns, menu.config), navBox.width);
    sub.style.left = `${place.left}px`;
    sub.style.top = `${li.getBoundingClientRect().bottom - navBox.top}px`;
    // The panel's border is inside the width it may take (the template's sub-list is the panel itself).
    sub.style.width = `${Math.max(0, place.width - (sub.offsetWidth - sub.clientWidth))}px`;
    sub.dataset.columns = String(layout.columns);
  };
  const flagOverflow = () => {
    const right = menu.nav.getBoundingClientRect().right;
    for (const { li } of topItems) {
      const f = menu.bar ? overflowFlags(li.getBoundingClientRect().left, right, menu.config.submenuWidth) : { once: false, twice: false };
      li.classList.toggle('--overflow-1x', f.once);
      li.classList.toggle('--overflow-2x', f.twice);
    }
  };
  const openTop = (item: Item, by: 'hover' | 'click') => {
    openedBy = by;
    if (menu.open === item) return;
    if (menu.open) setOpen(menu, menu.open, false);
    menu.open = item;
    setOpen(menu, item, true);
    layoutPanel(item);
  };
  const closeTop = (focus = false) => {
    const item = menu.open;
    if (!item) return;
    setOpen(menu, item, false);
    menu.open = null;
    if (focus) item.button.focus();
  };

  menu.on(
    document,
    'pointerdown',
    (e) => {
      pointerType = e.pointerType || 'mouse';
      if (menu.bar && menu.open && !menu.open.li.contains(e.target as Node)) closeTop();
    },
    true,
  );
  for (const item of topItems) {
    const { li } = item;
    menu.on(item.button, 'click', () => {
      if (!menu.bar) return;
      // A click on the button of a submenu the pointer just opened keeps it open (as clicked).
      if (li.classList.contains('--open') && openedBy === 'click') closeTop();
      else openTop(item, 'click');
    });
    menu.on(li, 'pointerenter', (e) => {
      if (menu.bar && e.pointerType !== 'touch' && !(menu.open === item && openedBy === 'click')) openTop(item, 'hover');
    });
    menu.on(li, 'pointerleave', (e) => {
      if (menu.bar && e.pointerType !== 'touch' && menu.open === item && openedBy === 'hover' && !li.contains(doc.activeElement)) closeTop();
    });
    // Touch desktops: the first tap on a link with a submenu opens the submenu.
    if (item.link)
      menu.on(item.link, 'click', (e) => {
        if (menu.bar && pointerType === 'touch' && !li.classList.contains('--open')) {
          e.preventDefault();
          openTop(item, 'click');
        }
      });
  }
  // Focus moving to an ancestor (a click on a non-focusable spot inside a focusable container,
  // e.g. main[tabindex=-1]) is not focus elsewhere.
  menu.on(document, 'focusin', (e) => {
    const target = e.target as Node;
    const li = menu.open?.li;
    if (menu.bar && li && !li.contains(target) && !target.contains(li)) closeTop();
  });
  menu.on(document, 'pointerover', (e) => {
    const target = e.target as Node;
    if (menu.bar && menu.open && e.pointerType === 'mouse' && !menu.open.li.contains(target) && !menu.root.contains(target)) closeTop();
  });
  menu.on(document, 'keydown', (e) => {
    if (e.key === 'Escape' && menu.bar && menu.open?.li.contains(e.target as Node)) {
      e.preventDefault();
      closeTop(true);
    }
  });
  menu.on(window, 'resize', () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => {
      flagOverflow();
      if (menu.bar && menu.open) layoutPanel(menu.open);
    });
  });
  menu.root.style.setProperty('--cm-w', `${menu.config.submenuWidth}px`);
  menu.root.style.setProperty('--cm-pad', `${menu.config.padding}px`);

  return {
    view(kept) {
      flagOverflow();
      if (kept) openTop(kept, openedBy);
      // The pointer entered a top item before this code was there: open it as the hover did not.
      const over = hovered && menu.bar && !menu.open && topItems.find(({ li }) => li.matches(':hover'));
      if (over) openTop(over, 'hover');
      hovered = false;
    },
    unmount() {
      cancelAnimationFrame(frame);
      for (const name of ['--cm-w', '--cm-pad']) menu.root.style.removeProperty(name);
      for (const { list, sub, li } of menu.items) {
        list.classList.remove('--columns');
        list.style.cssText = '';
        sub.style.cssText = '';
        for (const g of [...list.children] as HTMLElement[]) g.style.cssText = '';
        li.classList.remove('--overflow-1x', '--overflow-2x');
      }
    },
  };
}
