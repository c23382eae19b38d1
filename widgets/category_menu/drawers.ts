/**
 * Views 1-2: the page's drawers (the menu aside, the filters). Each is opened by its togglers, the
 * elements with `aria-controls` = its id, found by delegation (they may arrive later, e.g. with a
 * partially loaded page region); a toggler may be a link to the drawer: it toggles instead of jumping.
 * One drawer is open at a time, its page state on <html>, the page's scroll locked; a click outside,
 * focus elsewhere and Escape close it (Escape returns focus to a toggler). From view 3 the states
 * clear and the togglers are hidden.
 */
import { lockScroll, unlockScroll } from '../../src/ui/scroll-lock';
import type { Menu, Part } from './menu';

export interface Drawer {
  /** The page state on <html> while it is open. */
  state: string;
  /** The drawer element, looked up each time (it may come later). */
  el(): HTMLElement | null;
  /** What takes focus in the drawer as it opens (the first match). */
  focus: string;
  /** The drawer's own close button (focus goes back to a toggler). */
  closer?: HTMLElement;
  /** Its own togglers besides the elements with `aria-controls` = its id (the template's toggler). */
  togglers?(): HTMLElement[];
  /** Before the togglers show the state (also on a view change). */
  sync(desktop: boolean, togglers: HTMLElement[], open: boolean): void;
  /** After it closed. */
  closed?(): void;
  /** Escape inside the open drawer: true when handled (the drawer stays open). */
  escape?(target: Node): boolean;
  unmount(togglers: HTMLElement[]): void;
}

export function drawers(menu: Menu, list: Drawer[]): Part {
  const html = document.documentElement;
  const isOpen = (d: Drawer) => html.classList.contains(d.state);
  const togglers = (d: Drawer) => {
    const id = d.el()?.id;
    const linked = id ? [...document.querySelectorAll<HTMLElement>(`[aria-controls="${CSS.escape(id)}"]`)] : [];
    return [...new Set([...linked, ...(d.togglers?.() ?? [])])];
  };
  let locked = false;
  const syncLock = () => {
    const want = !menu.bar && list.some(isOpen);
    if (want && !locked) lockScroll();
    if (!want && locked) unlockScroll();
    locked = want;
  };
  const syncTogglers = () => {
    for (const d of list) {
      const all = togglers(d);
      d.sync(menu.bar, all, isOpen(d));
      for (const b of all) {
        b.hidden = menu.bar;
        b.setAttribute('aria-expanded', String(!menu.bar && isOpen(d)));
      }
    }
  };
  const set = (d: Drawer, open: boolean, focus?: 'in' | 'toggler') => {
    const el = d.el();
    if (open && !el) return;
    if (open) for (const other of list) if (other !== d && isOpen(other)) set(other, false);
    html.classList.toggle(d.state, open);
    syncLock();
    syncTogglers();
    if (open && focus === 'in') el!.querySelector<HTMLElement>(d.focus)?.focus();
    if (!open) {
      d.closed?.();
      if (focus === 'toggler')
        togglers(d)
          .find((b) => !b.hidden)
          ?.focus();
    }
  };

  menu.resync = syncTogglers;
  for (const d of list) if (d.closer) menu.on(d.closer, 'click', () => set(d, false, 'toggler'));
  menu.on(document, 'click', (e) => {
    if (menu.bar || !(e.target instanceof Element)) return;
    const target = e.target;
    const control = target.closest<HTMLElement>('[aria-controls]');
    // The menu's own controls (the aside's tabs, expand and show-more buttons) are not togglers.
    const own = control && (menu.tabs.includes(control) || control.matches('.nav-link-expand, .aside__more'));
    const controls = own ? null : control?.getAttribute('aria-controls');
    const toggled = list.find((d) => d.togglers?.().some((b) => b.contains(target))) ?? (controls && list.find((d) => controls === d.el()?.id));
    if (toggled) {
      e.preventDefault();
      return set(toggled, !isOpen(toggled), 'in');
    }
    for (const d of list) {
      const el = d.el();
      if (isOpen(d) && el && !el.contains(target)) set(d, false);
    }
  });
  // Focus moving to an ancestor (e.g. main[tabindex=-1]) or to a toggler is not focus elsewhere.
  menu.on(document, 'focusin', (e) => {
    if (menu.bar) return;
    const target = e.target as Node;
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
    if (!d.escape?.(target)) set(d, false, 'toggler');
  });

  return {
    view() {
      if (menu.bar) for (const d of list) if (isOpen(d)) set(d, false);
      syncTogglers();
    },
    unmount() {
      if (locked) unlockScroll();
      for (const d of list) {
        html.classList.remove(d.state);
        d.unmount(togglers(d));
      }
    },
  };
}
