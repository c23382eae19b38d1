/**
 * Views 1-2: the aside as a side drawer (the template's page state `html.sidebar_open`, the aside `inert`
 * while closed), opened by the template's `button.navbar-toggler` (given `aria-controls` and `aria-expanded`),
 * with a close button of ours (first in the drawer) and drill-down: a link whose sub-list has the template's
 * header (back link + parent link copy), or an expand button, opens its item (`.nav-item.nav-open`, focus to
 * the back link); the back link, or Escape, goes up one level. The list's box (`#menu_navbar`) is in the aside's
 * `.setMobileGrid[data-item]` slot on views 1-2 (the responsive widget puts it there on view 1; on view 2, or
 * without that widget, the menu does), back in the header from view 3.
 */
import type { Drawer } from './drawers';
import { closeAll, newButton, setOpen, type Item, type Menu, type Part } from './menu';

const SIDEBAR_OPEN = 'sidebar_open';

export function asideDrawer(menu: Menu): Drawer {
  const { toggler } = menu;
  const host = () => (menu.aside?.contains(menu.collapse) ? menu.aside : menu.collapse);
  const button = newButton('aside__close');
  button.textContent = menu.t('category_menu.close');
  button.hidden = true;
  const serverToggler = toggler && { hidden: toggler.hidden, controls: toggler.getAttribute('aria-controls'), expanded: toggler.getAttribute('aria-expanded') };

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
    state: SIDEBAR_OPEN,
    closer: button,
    el() {
      const el = host();
      if (toggler && el.id && toggler.getAttribute('aria-controls') !== el.id) toggler.setAttribute('aria-controls', el.id);
      if (button.parentElement !== el) el.prepend(button);
      return el;
    },
    togglers: () => (toggler ? [toggler] : []),
    focus: 'button:not([hidden]), a[href]',
    sync(desktop, _togglers, open) {
      button.hidden = desktop;
      // Closed (or the bar), the drawer is out of reach: the template's `aside[inert]` on views 1-2.
      if (menu.aside) menu.aside.inert = !desktop && !open;
      if (menu.asideOpen !== (open &&= !desktop)) {
        menu.asideOpen = open;
        menu.onAside?.();
      }
    },
    closed: () => closeAll(menu),
    escape(target) {
      // Back one level if drilled down (else the drawer closes).
      const open = menu.items.filter((i) => i.li.classList.contains('--open') && i.li.contains(target));
      const deepest = open.sort((a, b) => b.level - a.level)[0];
      if (!deepest) return false;
      closeItem(deepest);
      return true;
    },
    unmount() {
      button.remove();
      if (menu.aside) menu.aside.inert = false;
      if (toggler && serverToggler) {
        toggler.hidden = serverToggler.hidden;
        for (const [name, value] of [
          ['aria-controls', serverToggler.controls],
          ['aria-expanded', serverToggler.expanded],
        ] as const)
          if (value === null) toggler.removeAttribute(name);
          else toggler.setAttribute(name, value);
      }
    },
  };
}

/**
 * The list's box in the aside on views 1-2: into the aside's `.setMobileGrid[data-item="#<its id>"]` slot when
 * it is not in the aside already (checked after every view subscriber ran: the responsive widget moves it on
 * view 1 and back on leaving it), back where it was from view 3 (only what this moved).
 */
export function listPlace(menu: Menu): Part {
  const home = document.createComment('menu_navbar home');
  let pending = false;
  const apply = () => {
    pending = false;
    if (menu.signal.aborted) return;
    const { aside, collapse } = menu;
    if (!menu.bar && aside && !aside.contains(collapse)) {
      const slot = collapse.id ? aside.querySelector(`.setMobileGrid[data-item="#${CSS.escape(collapse.id)}"]`) : null;
      if (!slot) return;
      collapse.before(home);
      slot.append(collapse);
      menu.resync?.();
    } else if (menu.bar && home.parentNode) {
      home.replaceWith(collapse);
    }
  };
  return {
    view() {
      if (!pending) queueMicrotask(apply);
      pending = true;
    },
    unmount() {
      if (home.parentNode) home.replaceWith(menu.collapse);
    },
  };
}
