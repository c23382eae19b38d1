/**
 * Views 1-2: the page's drawers (the menu aside, the filters), each opened by its togglers: the elements with
 * `aria-controls` = its id, found by delegation (they may live outside the marker or arrive later), and the
 * template's `button.navbar-toggler` for the aside.
 *
 * This part, in the core, keeps only what the page needs to look and read right with every drawer closed: the
 * aside `inert` (the template's state) and the toggler's `aria-controls` on views 1-2, the filters element a drawer
 * (`--filters-drawer`) there, the togglers' `aria-expanded` and, on the bar, `hidden`; on every view change too.
 * Opening and closing (drawers-shell.ts, with the drill-down of drawer.ts and the scroll lock) is a lazy part,
 * loaded when the shopper reaches for a toggler (a pointer over it or pressing it, a touch, focus) and prefetched at
 * the first sign of engagement on views 1-2. A click on a toggler before it arrived is held and replayed once it is
 * there (or after HOLD_CLICK_MS); if it fails to load, the failure is reported once, what this part set is given
 * back (the page as the server rendered it, as without JavaScript) and the held click replayed on it.
 */
import { holdClicks } from '../../src/lib/hold-clicks';
import { loadFailed } from '../../src/lib/load-failed';
import { prefetchIsland } from '../../src/ui/prefetch';
import { findOutsideIgnored } from '../../src/lib/parts';
import type { Menu, Part } from './menu';
import type { Drawer } from './drawers-contract';
import { doc } from '../../src/lib/dom';
import { onInteraction } from '../../src/triggers/interaction';

/** The aside: the list box's drawer, `html.sidebar_open`, `inert` while closed on views 1-2. */
function asideDrawer(menu: Menu): Drawer {
  const { toggler } = menu;
  const served = toggler && { hidden: toggler.hidden, controls: toggler.getAttribute('aria-controls'), expanded: toggler.getAttribute('aria-expanded') };
  return {
    state: 'sidebar_open',
    el() {
      // Without an aside (or before the list box is in it), the list box itself.
      const el = menu.aside?.contains(menu.collapse) ? menu.aside : menu.collapse;
      if (toggler && el.id && toggler.getAttribute('aria-controls') !== el.id) toggler.setAttribute('aria-controls', el.id);
      return el;
    },
    togglers: () => (toggler ? [toggler] : []),
    sync(desktop, _togglers, open) {
      // Closed (or the bar), the drawer is out of reach: the template's `aside[inert]` on views 1-2.
      if (menu.aside) menu.aside.inert = !desktop && !open;
      if (menu.asideOpen !== (open &&= !desktop)) {
        menu.asideOpen = open;
        menu.onAside?.();
      }
    },
    unmount() {
      if (menu.aside) menu.aside.inert = false;
      if (toggler && served) {
        toggler.hidden = served.hidden;
        for (const [name, value] of [
          ['aria-controls', served.controls],
          ['aria-expanded', served.expanded],
        ] as const)
          if (value === null) toggler.removeAttribute(name);
          else toggler.setAttribute(name, value);
      }
    },
  };
}

/**
 * The filters element (`config.filters`), when the page has one: shown in place from view 3, a drawer on views 1-2
 * (`--filters-drawer`, page state `--filters-open`); its togglers get their own hidden state back on unmount.
 */
function filtersDrawer(selector: string): Drawer {
  const el = () => findOutsideIgnored(selector);
  const hidden = new Map<HTMLElement, boolean>();
  return {
    state: '--filters-open',
    el,
    sync(desktop, togglers) {
      for (const b of togglers) if (!hidden.has(b)) hidden.set(b, b.hasAttribute('hidden'));
      el()?.classList.toggle('--filters-drawer', !desktop);
    },
    unmount() {
      el()?.classList.remove('--filters-drawer');
      for (const [b, was] of hidden) b.toggleAttribute('hidden', was);
    },
  };
}

export function drawers(menu: Menu, reportError: (error: unknown) => void): Part {
  const html = doc.documentElement;
  const aside = asideDrawer(menu);
  const filters = filtersDrawer(menu.config.filters);
  const list = [filters, aside];
  const isOpen = (d: Drawer) => html.classList.contains(d.state);
  const togglers = (d: Drawer) => {
    const id = d.el()?.id;
    const linked = id ? [...doc.querySelectorAll<HTMLElement>(`[aria-controls="${CSS.escape(id)}"]`)] : [];
    return [...new Set([...linked, ...(d.togglers?.() ?? [])])];
  };
  const sync = () => {
    for (const d of list) {
      const all = togglers(d);
      d.sync(menu.bar, all, isOpen(d));
      for (const b of all) {
        b.hidden = menu.bar;
        b.setAttribute('aria-expanded', String(!menu.bar && isOpen(d)));
      }
    }
  };
  const toggled = (target: Element) => {
    const control = target.closest<HTMLElement>('[aria-controls]');
    // The menu's own controls (the aside's tabs, expand and show-more buttons) are not togglers.
    const own = control && (menu.tabs.includes(control) || control.matches('.nav-link-expand, .aside__more'));
    const controls = own ? null : control?.getAttribute('aria-controls');
    return list.find((d) => d.togglers?.().some((b) => b.contains(target))) ?? (controls ? list.find((d) => controls === d.el()?.id) : undefined);
  };
  menu.resync = sync;

  let shell: Part | undefined;
  let failed = false;
  let loading: Promise<void> | undefined;
  // The shopper reaching for a toggler: listened for on the page (togglers may come later) until the code is there.
  const reach = new AbortController();
  const load = () =>
    (loading ??= import('./drawers-shell')
      .then(
        ({ drawersShell }) => {
          if (!menu.signal.aborted) (shell = drawersShell(menu, { aside, filters, isOpen, togglers, toggled, sync })).view(null);
        },
        (error: unknown) => {
          failed = true;
          menu.resync = undefined;
          for (const d of list) d.unmount(togglers(d));
          return loadFailed(menu.root, error, reportError);
        },
      )
      .finally(() => reach.abort()));
  const towards = (e?: Event) => {
    if (!menu.bar && e?.target instanceof Element && toggled(e.target)) void load();
  };
  onInteraction(doc.documentElement, towards, reach.signal);
  // A click on a toggler is held until the drawers' code is there, then replayed: it toggles the drawer (or, if the
  // code failed, does what the server's toggler does). A second click while one is held is dropped (src/lib/hold-clicks.ts).
  let held: HTMLElement | undefined;
  holdClicks(
    doc as unknown as Document,
    ({ target }) => !menu.bar && target instanceof HTMLElement && !!toggled(target) && (held ??= target),
    load,
    (target) => {
      held = undefined;
      if (!menu.signal.aborted && target.isConnected) target.click();
    },
    reach.signal,
  );

  return {
    view() {
      if (shell) return shell.view(null);
      if (failed) return;
      if (!menu.bar) prefetchIsland('drawers-shell', menu.signal, menu.toggler ?? menu.root);
      sync();
    },
    unmount() {
      reach.abort();
      shell?.unmount();
      if (failed) return;
      for (const d of list) {
        html.classList.remove(d.state);
        d.unmount(togglers(d));
      }
    },
  };
}
