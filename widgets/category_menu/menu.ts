/**
 * The menu's tree and the state its features share, on the Standard template's list
 * (`ul.navbar-nav > li.nav-item > span.nav-link-wrapper > a.nav-link + button.nav-link-expand`, sub-lists
 * `ul.navbar-subnav` / `ul.navbar-subsubnav`, a sub-list's `li.nav-header > a.nav-header__backLink`). The template's
 * expand buttons and back links are used as they are, given what accessibility needs (a name, `aria-expanded`,
 * `aria-controls`, a back link without href becomes a focusable button); only an item without them (a level-2
 * item) gets an expand button and a back button of ours. Nothing the server rendered is re-created.
 */
import type { Translator } from '../../src/i18n';
import type { Config } from './config';
import { doc } from '../../src/lib/dom';

export interface Item {
  li: HTMLLIElement;
  link: HTMLAnchorElement | null;
  button: HTMLButtonElement;
  /** The sub-list (`ul.navbar-subnav` / `ul.navbar-subsubnav`): the bar's panel. */
  sub: HTMLElement;
  list: HTMLUListElement;
  /** The back control: the template's back link, or a button of ours. */
  back: HTMLElement;
  /** The sub-list has the template's header (back link + a copy of the parent link): in the drawer the item's link opens it. */
  header: boolean;
  level: number;
  parent: Item | null;
}

interface Base {
  root: HTMLElement;
  nav: HTMLElement;
  top: HTMLUListElement;
  /** The page's aside (the drawer on views 1-2), when there is one. */
  aside: HTMLElement | null;
  /** The template's menu toggler. */
  toggler: HTMLButtonElement | null;
  /** The aside's tabs (`.mobileCategories__link[data-ids]`, aside-shell.ts). */
  tabs: HTMLElement[];
  /** The list's box (`#menu_navbar`), moved into the aside on views 1-2. */
  collapse: HTMLElement;
  config: Config;
  signal: AbortSignal;
  t: Translator;
}

export interface Menu extends Base {
  /** Every item with a sub-list, in document order. */
  items: Item[];
  /** The drawer is open on views 1-2 (drawer.ts keeps it; aside.ts acts on its change). */
  asideOpen: boolean;
  /** Called when `asideOpen` changes. */
  onAside?(): void;
  /** Views 3-4: the wide bar (views 1-2: the drawer). index.ts sets it before the features' view(). */
  bar: boolean;
  /** The level-1 item open on the bar (closeAll clears it). */
  open: Item | null;
  /** Elements the widget added, removed on unmount. */
  added: Element[];
  /** Undo steps for what the widget set on the server's elements. */
  restore: (() => void)[];
  /** Shows the drawers' state on their togglers again (after the list box moved). */
  resync?(): void;
  /** The element's id, given one when it has none. */
  id(el: Element): string;
  on<K extends keyof DocumentEventMap>(target: EventTarget, type: K, fn: (e: DocumentEventMap[K]) => void, capture?: boolean): void;
}

/**
 * A feature's part in a view change (bar or drawer, `menu.bar` already set; `kept`: the bar's submenu
 * kept open from view 3 to 4 or back) and in the unmount.
 */
export interface Part {
  view(kept: Item | null): void;
  unmount(): void;
}

/** Desktop (the wide bar) from view 3; the drawer on views 1 and 2. */
export function isDesktopView(view: number): boolean {
  return view >= 3;
}

/** The template's state classes: `--hover` (the bar, by the expand button), `nav-open` (the drawer). */
const BAR_OPEN = '--hover';
const DRAWER_OPEN = 'nav-open';

let uid = 0;

/** Sets an attribute, remembering how to put the server's value back. */
export function setAttr(menu: Menu, el: Element, name: string, value: string) {
  const was = el.getAttribute(name);
  el.setAttribute(name, value);
  menu.restore.push(() => (was === null ? el.removeAttribute(name) : el.setAttribute(name, was)));
}

/** Adds a visually hidden name to a control that has none. */
function nameIfEmpty(menu: Menu, el: HTMLElement, name: string) {
  if (el.textContent?.trim() || el.getAttribute('aria-label')?.trim()) return;
  const label = doc.createElement('span');
  label.className = 'sr-only';
  label.textContent = name;
  el.append(label);
  menu.added.push(label);
}

export function createMenu(base: Base): Menu {
  const { root, top, signal, t } = base;
  const prefix = `${root.id || 'menu'}_${++uid}`;
  let n = 0;
  const linkOf = (li: Element) => li.querySelector<HTMLAnchorElement>(':scope > a, :scope > .nav-link-wrapper > a');
  const labelOf = (li: Element) => linkOf(li)?.textContent?.trim() ?? '';
  const items: Item[] = [];
  const menu: Menu = {
    ...base,
    items,
    asideOpen: false,
    bar: false,
    open: null,
    added: [],
    restore: [],
    id: (el) => (el.id ||= `${prefix}_${++n}`),
    // Through EventTarget.prototype: the target may be the document, whose members shop content can shadow.
    on: (target, type, fn, capture) => EventTarget.prototype.addEventListener.call(target, type, fn as EventListener, { signal, capture }),
  };
  const walk = (ul: HTMLUListElement, level: number, parent: Item | null) => {
    for (const li of [...ul.children]) {
      if (!(li instanceof HTMLLIElement) || li.classList.contains('nav-header')) continue;
      const list = li.querySelector<HTMLUListElement>(':scope > ul');
      if (!list) continue;
      const link = linkOf(li);
      const name = labelOf(li);
      let button = li.querySelector<HTMLButtonElement>(':scope > .nav-link-wrapper > button.nav-link-expand, :scope > button.nav-link-expand');
      if (!button) {
        button = newButton('nav-link-expand');
        (link ?? li.firstChild)?.after(button);
        if (!link) li.prepend(button);
        menu.added.push(button);
      }
      nameIfEmpty(menu, button, t('category_menu.expand', { name }));
      setAttr(menu, button, 'aria-expanded', 'false');
      setAttr(menu, button, 'aria-controls', menu.id(list));
      const header = list.querySelector<HTMLLIElement>(':scope > li.nav-header');
      const backName = t('category_menu.back', { name: parent ? labelOf(parent.li) : base.nav.getAttribute('aria-label') || '' });
      let back = header?.querySelector<HTMLElement>(':scope > .nav-header__backLink') ?? null;
      if (back) {
        // The template's back link: a button to assistive technology, focusable without an href.
        setAttr(menu, back, 'role', 'button');
        if (!back.hasAttribute('href')) setAttr(menu, back, 'tabindex', '0');
        if (!back.textContent?.trim()) nameIfEmpty(menu, back, backName);
      } else {
        const backItem = doc.createElement('li');
        backItem.className = 'nav-header --added';
        back = newButton('nav-header__back');
        back.textContent = backName;
        backItem.append(back);
        list.prepend(backItem);
        menu.added.push(backItem);
      }
      const item: Item = { li, link, button, sub: list, list, back, header: !!header, level, parent };
      items.push(item);
      walk(list, level + 1, item);
    }
  };
  walk(top, 1, null);
  return menu;
}

/** Opens or closes an item (its sub-list drilled down in the drawer); closing closes its open children. */
export function setOpen(menu: Menu, item: Item, open: boolean): void {
  item.li.classList.toggle('--open', open);
  item.li.classList.toggle(BAR_OPEN, open && menu.bar);
  item.li.classList.toggle(DRAWER_OPEN, open && !menu.bar);
  item.button.setAttribute('aria-expanded', String(open));
  item.li.parentElement?.classList.toggle('--drilled', open && !menu.bar);
  if (!open) for (const child of menu.items) if (child.parent === item && child.li.classList.contains('--open')) setOpen(menu, child, false);
}

/** Closes every item; every list is shown whole again (none drilled down). */
export function closeAll(menu: Menu): void {
  menu.top.classList.remove('--drilled');
  for (const item of menu.items) {
    if (item.li.classList.contains('--open')) setOpen(menu, item, false);
    item.list.classList.remove('--drilled');
  }
  menu.open = null;
}

/** A new `<button type="button">`, with the class when one is given. */
export function newButton(className?: string): HTMLButtonElement {
  const button = doc.createElement('button');
  button.type = 'button';
  if (className) button.className = className;
  return button;
}
