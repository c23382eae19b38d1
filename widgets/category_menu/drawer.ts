/**
 * Views 1-2: the aside as a side drawer (page state `--sidebar-open`), with its own close button
 * (first in the drawer) and drill-down: an expand button shows its item's level in place of the list
 * (focus to its back button); the back button, or Escape, goes up one level.
 */
import type { Drawer } from './drawers';
import { closeAll, newButton, setOpen, type Menu } from './menu';

const SIDEBAR_OPEN = '--sidebar-open';

export function asideDrawer(menu: Menu): Drawer {
  const button = newButton('aside__close');
  button.textContent = menu.t('category_menu.close');
  menu.root.prepend(button);
  menu.added.push(button);

  for (const item of menu.items) {
    menu.on(item.button, 'click', () => {
      if (menu.bar) return;
      for (const sib of menu.items) if (sib !== item && sib.parent === item.parent && sib.li.classList.contains('--open')) setOpen(menu, sib, false);
      setOpen(menu, item, true);
      item.back.focus();
    });
    menu.on(item.back, 'click', () => {
      setOpen(menu, item, false);
      item.button.focus();
    });
  }

  return {
    state: SIDEBAR_OPEN,
    closer: button,
    el: () => menu.root,
    focus: 'button:not([hidden]), a[href]',
    sync(desktop) {
      button.hidden = desktop;
    },
    closed: () => closeAll(menu),
    escape(target) {
      // Back one level if drilled down (else the drawer closes).
      const open = menu.items.filter((i) => i.li.classList.contains('--open') && i.li.contains(target));
      const deepest = open.sort((a, b) => b.level - a.level)[0];
      if (!deepest) return false;
      setOpen(menu, deepest, false);
      deepest.button.focus();
      return true;
    },
    unmount(togglers) {
      for (const b of togglers) b.hidden = true;
    },
  };
}
