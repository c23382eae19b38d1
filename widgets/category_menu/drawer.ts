/**
 * Views 1-2, the aside's drawer, with the drawers' lazy part (drawers-shell.ts): a close button of ours (first in
 * the drawer) and drill-down: a link whose sub-list has the template's header (back link + parent link copy), or an
 * expand button, opens its item (`.nav-item.nav-open`, focus to the back link); the back link, or Escape, goes up
 * one level. The aside's closed state (`inert`, the toggler's `aria-controls`) is the core's (drawers.ts), the list
 * box's place too (place.ts).
 */
import { newButton, setOpen, type Item, type Menu } from './menu';
import { addPolish } from '../../src/i18n';
import { plDrawer } from '../../src/i18n/pl-drawer';

// Polish: the drawer's close button (src/i18n/pl-drawer.ts; not in the core chunk, this module brings them).
addPolish(plDrawer);

export interface AsideDrawer {
  /** The drawer's close button. */
  closer: HTMLButtonElement;
  /** Puts the close button first in the drawer (`el`), shown on views 1-2. */
  place(el: HTMLElement): void;
  /** Escape inside the open drawer: true when handled (back one level; the drawer stays open). */
  escape(target: Node): boolean;
  unmount(): void;
}

export function asideDrawer(menu: Menu): AsideDrawer {
  const closer = newButton('aside__close');
  closer.textContent = menu.t('category_menu.close');
  closer.hidden = true;

  // What opened each item (its link or its expand button) takes focus back when it closes.
  const openers = new WeakMap<Item, HTMLElement>();
  const openItem = (item: Item, by: HTMLElement) => {
    for (const sib of menu.items) if (sib !== item && sib.parent === item.parent && sib.li.classList.contains('--open')) setOpen(menu, sib, false);
    setOpen(menu, item, true);
    openers.set(item, by);
    item.back.focus();
  };
  const closeItem = (item: Item) => {
    setOpen(menu, item, false);
    (openers.get(item) ?? item.button).focus();
  };
  for (const item of menu.items) {
    menu.on(item.button, 'click', () => {
      if (!menu.bar) openItem(item, item.button);
    });
    // The template's drawer: a link with a sub-list opens it (the sub-list's header keeps a link to the category).
    if (item.header && item.link)
      menu.on(item.link, 'click', (e) => {
        if (menu.bar || item.li.classList.contains('--open') || e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        openItem(item, item.link!);
      });
    menu.on(item.back, 'click', (e) => {
      e.preventDefault();
      closeItem(item);
    });
    if (item.back instanceof HTMLAnchorElement)
      menu.on(item.back, 'keydown', (e) => {
        if (e.key === ' ' || (e.key === 'Enter' && !item.back.hasAttribute('href'))) {
          e.preventDefault();
          item.back.click();
        }
      });
  }

  return {
    closer,
    place(el) {
      if (closer.parentElement !== el) el.prepend(closer);
      closer.hidden = menu.bar;
    },
    escape(target) {
      const open = menu.items.filter((i) => i.li.classList.contains('--open') && i.li.contains(target));
      const deepest = open.sort((a, b) => b.level - a.level)[0];
      if (!deepest) return false;
      closeItem(deepest);
      return true;
    },
    unmount() {
      closer.remove();
    },
  };
}
