/**
 * The menu's tree and the state its features share. Every list item with a sub-list (`ul`, or a
 * `.menu_categories__panel` holding one) gets an expand button after its link, and its sub-list a back
 * button first (for the drawer's drill-down); nothing the server rendered is re-created.
 */
import type { Translator } from '../../src/i18n';
import type { Config } from './config';

export interface Item {
  li: HTMLLIElement;
  link: HTMLAnchorElement | null;
  button: HTMLButtonElement;
  /** The panel (level 1) or the nested list. */
  sub: HTMLElement;
  list: HTMLUListElement;
  back: HTMLButtonElement;
  level: number;
  parent: Item | null;
}

interface Base {
  root: HTMLElement;
  nav: HTMLElement;
  top: HTMLUListElement;
  config: Config;
  signal: AbortSignal;
  t: Translator;
}

export interface Menu extends Base {
  /** Every item with a sub-list, in document order. */
  items: Item[];
  /** The group switches (`.aside__switcher [data-group]`). */
  switches: HTMLButtonElement[];
  /** Views 3-4: the wide bar (views 1-2: the drawer). index.ts sets it before the features' view(). */
  bar: boolean;
  /** The level-1 item open on the bar (closeAll clears it). */
  open: Item | null;
  /** Elements the widget added, removed on unmount. */
  added: Element[];
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

let uid = 0;

export function createMenu(base: Base): Menu {
  const { root, nav, top, signal, t } = base;
  const prefix = `${root.id}_${++uid}`;
  let n = 0;
  const labelOf = (li: Element) => li.querySelector(':scope > a')?.textContent?.trim() ?? '';
  const items: Item[] = [];
  const menu: Menu = {
    ...base,
    items,
    switches: [],
    bar: false,
    open: null,
    added: [],
    id: (el) => (el.id ||= `${prefix}_${++n}`),
    on: (target, type, fn, capture) => target.addEventListener(type, fn as EventListener, { signal, capture }),
  };
  const walk = (ul: HTMLUListElement, level: number, parent: Item | null) => {
    for (const li of [...ul.children]) {
      if (!(li instanceof HTMLLIElement)) continue;
      const sub = li.querySelector<HTMLElement>(':scope > .menu_categories__panel, :scope > ul');
      const list = sub?.matches('ul') ? (sub as HTMLUListElement) : sub?.querySelector<HTMLUListElement>(':scope > ul');
      if (!sub || !list) continue;
      const link = li.querySelector<HTMLAnchorElement>(':scope > a');
      const name = labelOf(li);
      const button = newButton('menu_categories__expand');
      button.setAttribute('aria-expanded', 'false');
      button.setAttribute('aria-controls', menu.id(sub));
      const label = document.createElement('span');
      label.className = 'sr-only';
      label.textContent = t('category_menu.expand', { name });
      button.append(label);
      (link ?? li.firstChild)?.after(button);
      if (!link) li.prepend(button);
      const backItem = document.createElement('li');
      backItem.className = 'menu_categories__back';
      const back = newButton();
      back.textContent = t('category_menu.back', { name: parent ? labelOf(parent.li) : nav.getAttribute('aria-label') || '' });
      backItem.append(back);
      list.prepend(backItem);
      menu.added.push(button, backItem);
      const item: Item = { li, link, button, sub, list, back, level, parent };
      items.push(item);
      walk(list, level + 1, item);
    }
  };
  walk(top, 1, null);
  menu.switches = [...root.querySelectorAll<HTMLButtonElement>('.aside__switcher [data-group]')];
  return menu;
}

/** Opens or closes an item (its sub-list drilled down in the drawer); closing closes its open children. */
export function setOpen(menu: Menu, item: Item, open: boolean): void {
  item.li.classList.toggle('--open', open);
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
  const button = document.createElement('button');
  button.type = 'button';
  if (className) button.className = className;
  return button;
}
