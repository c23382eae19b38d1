/**
 * category_menu: enhances the server's aside with the category tree (spec §2 "Category menu",
 * §4 "Sidebar and menu", §9 "Menu settings"). Put the marker on the aside (it needs an id); inside:
 * a `nav` holding nested `ul > li > a (+ ul | .menu_categories__panel > ul)` lists, optionally
 * `.aside__switcher` buttons with `data-group`, sections with `data-group`, lists marked
 * `data-show-more` and a `[data-search-slot]`. Togglers anywhere in the page are the elements with
 * `aria-controls` = the aside's id. Nothing the server rendered is re-created: the widget adds
 * expand buttons, back buttons and show-more toggles, and sets classes, `hidden` and ARIA states.
 *
 * Views 3-4 (desktop): a wide bar; a level-1 item opens its submenu on hover, by its expand button
 * (click, Enter, Space) or, on touch, by a first tap on its link. The submenu's groups are merged
 * into columns (rules.ts) and the panel placed inside the menu width. Escape closes and returns focus.
 * Views 1-2: a side drawer opened by the togglers (page state `--sidebar-open` on <html>), closed by
 * a click outside, Escape or the togglers; drill-down with back buttons; the categories switcher.
 * The filters element (`config.filters`), when the page has one, is a second drawer on views 1-2
 * (page state `--filters-open`) opened by its own togglers; both open states clear from view 3.
 */
import * as v from 'valibot';
import { defineWidget, markupBoolean, markupNumber } from '../../src/define-widget';
import { getPage } from '../../src/page-config';
import { $view } from '../../src/stores/view';
import { warnOnce } from '../../src/lib/report';
import { injectStyle } from '../../src/ui/style';
import { lockScroll, unlockScroll } from '../../src/ui/scroll-lock';
import type { View } from '../../src/lib/view';
import {
  DEFAULT_SETTINGS,
  columnCount,
  columnLeft,
  columnsThatFit,
  hiddenByShowMore,
  isDesktopView,
  mergeColumns,
  overflowFlags,
  panelPlacement,
  panelWidth,
} from './rules';
import { css } from './style';

const positive = (fallback: number) => v.optional(v.pipe(markupNumber(), v.minValue(1, 'must be 1 or more')), fallback);
const nonNegative = (fallback: number) => v.optional(v.pipe(markupNumber(), v.minValue(0, 'must be 0 or more')), fallback);

const Schema = v.object({
  submenuWidth: positive(DEFAULT_SETTINGS.submenuWidth),
  columnHeight: positive(DEFAULT_SETTINGS.columnHeight),
  padding: nonNegative(DEFAULT_SETTINGS.padding),
  columns: v.optional(v.pipe(markupNumber(), v.integer('must be a whole number'), v.minValue(1, 'must be 1 or more'), v.maxValue(12, 'must be 12 or less')), DEFAULT_SETTINGS.columns),
  wideFrom: positive(DEFAULT_SETTINGS.wideFrom),
  wide: v.optional(markupBoolean(), true),
  showMore: v.optional(v.pipe(markupNumber(), v.integer('must be a whole number'), v.minValue(0, 'must be 0 or more')), DEFAULT_SETTINGS.showMore),
  search: v.optional(v.pipe(v.string(), v.minLength(1)), '#menu_search'),
  filters: v.optional(v.pipe(v.string(), v.minLength(1)), '#filters'),
});

/** Page states the menu toggler and the filters toggler set on <html> (spec §4 "Sidebar and menu"). */
export const SIDEBAR_OPEN = '--sidebar-open';
export const FILTERS_OPEN = '--filters-open';

let uid = 0;

export default defineWidget({
  name: 'category_menu',
  schema: Schema,
  mount(root, { config, signal }) {
    const nav = root.querySelector<HTMLElement>('nav');
    const top = nav?.querySelector<HTMLUListElement>(':scope > ul');
    if (!root.id || !nav || !top) {
      warnOnce('category_menu:markup', 'storefront: category_menu: the marker needs an id and a nav with a list inside; left as it is.');
      return;
    }
    injectStyle('category_menu', css);
    const { t } = getPage();
    const html = document.documentElement;
    const added: Element[] = [];
    const on = <K extends keyof DocumentEventMap>(target: EventTarget, type: K, fn: (e: DocumentEventMap[K]) => void, capture = false) =>
      target.addEventListener(type, fn as EventListener, { signal, capture });
    const prefix = `${root.id}_${++uid}`;
    let n = 0;
    const ensureId = (el: Element) => (el.id ||= `${prefix}_${++n}`);
    const labelOf = (li: Element) => li.querySelector(':scope > a')?.textContent?.trim() ?? '';

    // ------------------------------------------------------------------ structure
    interface Item {
      li: HTMLLIElement;
      link: HTMLAnchorElement | null;
      button: HTMLButtonElement;
      sub: HTMLElement; // the panel (level 1) or the nested list
      list: HTMLUListElement;
      back: HTMLButtonElement;
      level: number;
      parent: Item | null;
    }
    const items = new Map<HTMLLIElement, Item>();
    const walk = (ul: HTMLUListElement, level: number, parent: Item | null) => {
      for (const li of Array.from(ul.children)) {
        if (!(li instanceof HTMLLIElement)) continue;
        const sub = li.querySelector<HTMLElement>(':scope > .menu_categories__panel, :scope > ul');
        const list = sub?.matches('ul') ? (sub as HTMLUListElement) : sub?.querySelector<HTMLUListElement>(':scope > ul');
        if (!sub || !list) continue;
        const link = li.querySelector<HTMLAnchorElement>(':scope > a');
        const name = labelOf(li);
        const button = document.createElement('button');
        button.type = 'button';
        button.className = 'menu_categories__expand';
        button.setAttribute('aria-expanded', 'false');
        button.setAttribute('aria-controls', ensureId(sub));
        const label = document.createElement('span');
        label.className = 'sr-only';
        label.textContent = t('category_menu.expand', { name });
        button.append(label);
        (link ?? li.firstChild)?.after(button);
        if (!link) li.prepend(button);
        const backItem = document.createElement('li');
        backItem.className = 'menu_categories__back';
        const back = document.createElement('button');
        back.type = 'button';
        back.textContent = t('category_menu.back', { name: parent ? labelOf(parent.li) : nav.getAttribute('aria-label') || '' });
        backItem.append(back);
        list.prepend(backItem);
        added.push(button, backItem);
        const item: Item = { li, link, button, sub, list, back, level, parent };
        items.set(li, item);
        walk(list, level + 1, item);
      }
    };
    walk(top, 1, null);
    const topItems = [...items.values()].filter((i) => i.level === 1);

    const togglers = () => Array.from(document.querySelectorAll<HTMLElement>(`[aria-controls="${CSS.escape(root.id)}"]`));
    const switches = Array.from(root.querySelectorAll<HTMLButtonElement>('.aside__switcher [data-group]'));
    const switcher = root.querySelector<HTMLElement>('.aside__switcher');
    const sections = Array.from(root.querySelectorAll<HTMLElement>(':scope > [data-group]'));
    const groups = [...new Set(switches.map((b) => b.dataset.group!))];
    let activeGroup: string | undefined = groups[0];

    // ------------------------------------------------------------------ open states
    let view: View = $view.get();
    let desktop = isDesktopView(view);
    let hoverOpen: Item | null = null; // the level-1 item opened by hover or its button (desktop)
    let openedBy: 'hover' | 'click' = 'hover';

    const setOpen = (item: Item, open: boolean) => {
      item.li.classList.toggle('--open', open);
      item.button.setAttribute('aria-expanded', String(open));
      item.li.parentElement?.classList.toggle('--drilled', open && !desktop);
      if (!open) for (const child of items.values()) if (child.parent === item && child.li.classList.contains('--open')) setOpen(child, false);
    };
    const closeAll = () => {
      for (const item of items.values()) if (item.li.classList.contains('--open')) setOpen(item, false);
      hoverOpen = null;
    };

    // Desktop: one level-1 submenu at a time; its panel laid out in columns.
    const layoutPanel = (item: Item) => {
      const groupsEls = Array.from(item.list.children).filter((c): c is HTMLElement => c instanceof HTMLElement && !c.classList.contains('menu_categories__back'));
      const { list, sub } = item;
      list.classList.remove('--columns');
      for (const g of groupsEls) g.style.cssText = '';
      sub.style.cssText = '';
      const heights = groupsEls.map((g) => g.getBoundingClientRect().height);
      // The configured count (one less below wideFrom), never more than fit in the menu width.
      const navWidth = nav.getBoundingClientRect().width;
      const max = config.wide ? Math.min(columnCount(config.columns, innerWidth, config.wideFrom), columnsThatFit(navWidth, config)) : 1;
      const layout = mergeColumns(heights, config.columnHeight, max);
      groupsEls.forEach((g, i) => {
        g.style.left = `${columnLeft(layout.column[i], config)}px`;
        g.style.top = `${layout.top[i]}px`;
        g.dataset.column = String(layout.column[i]);
      });
      list.style.height = `${layout.height}px`;
      list.classList.add('--columns');
      const navBox = nav.getBoundingClientRect();
      const place = panelPlacement(item.li.getBoundingClientRect().left - navBox.left, panelWidth(layout.columns, config), navBox.width);
      sub.style.left = `${place.left}px`;
      sub.style.top = `${item.li.getBoundingClientRect().bottom - navBox.top}px`;
      sub.style.width = `${place.width}px`;
      sub.dataset.columns = String(layout.columns);
    };
    const flagOverflow = () => {
      const right = nav.getBoundingClientRect().right;
      for (const item of topItems) {
        const f = desktop ? overflowFlags(item.li.getBoundingClientRect().left, right, config.submenuWidth) : { once: false, twice: false };
        item.li.classList.toggle('--overflow-1x', f.once);
        item.li.classList.toggle('--overflow-2x', f.twice);
      }
    };
    const openTop = (item: Item, by: 'hover' | 'click') => {
      openedBy = by;
      if (hoverOpen === item) return;
      if (hoverOpen) setOpen(hoverOpen, false);
      hoverOpen = item;
      setOpen(item, true);
      layoutPanel(item);
    };
    const closeTop = (focus = false) => {
      const item = hoverOpen;
      if (!item) return;
      setOpen(item, false);
      hoverOpen = null;
      if (focus) item.button.focus();
    };

    // Mobile: the drawer (the aside) and the filters drawer (the element `config.filters`, when the
    // page has one, opened by its own togglers: the elements with aria-controls = its id).
    const drawerOpen = () => html.classList.contains(SIDEBAR_OPEN);
    const filtersOpen = () => html.classList.contains(FILTERS_OPEN);
    const filtersEl = () => document.querySelector<HTMLElement>(config.filters);
    const filterTogglers = () => {
      const id = filtersEl()?.id;
      return id ? Array.from(document.querySelectorAll<HTMLElement>(`[aria-controls="${CSS.escape(id)}"]`)) : [];
    };
    const filterTogglersHidden = new Map<HTMLElement, boolean>();
    let locked = false;
    const syncLock = () => {
      const want = !desktop && (drawerOpen() || filtersOpen());
      if (want && !locked) lockScroll();
      if (!want && locked) unlockScroll();
      locked = want;
    };
    const syncTogglers = () => {
      for (const b of togglers()) {
        b.hidden = desktop;
        b.setAttribute('aria-expanded', String(!desktop && drawerOpen()));
      }
      // The filters show in place on desktop: their togglers are hidden there.
      for (const b of filterTogglers()) {
        if (!filterTogglersHidden.has(b)) filterTogglersHidden.set(b, b.hasAttribute('hidden'));
        b.hidden = desktop;
        b.setAttribute('aria-expanded', String(!desktop && filtersOpen()));
      }
      filtersEl()?.classList.toggle('--filters-drawer', !desktop);
    };
    const focusFirstIn = (el: HTMLElement | null | undefined) =>
      el?.querySelector<HTMLElement>('button:not([hidden]):not([disabled]), a[href], input:not([type="hidden"]):not([disabled]), select, textarea')?.focus();
    const setFilters = (open: boolean, focus: 'in' | 'toggler' | false = false) => {
      const filters = filtersEl();
      if (open && !filters) return;
      if (open && drawerOpen()) setDrawer(false);
      html.classList.toggle(FILTERS_OPEN, open);
      syncLock();
      syncTogglers();
      if (open && focus === 'in') focusFirstIn(filters);
      if (!open && focus === 'toggler') filterTogglers().find((b) => !b.hidden)?.focus();
    };
    const setDrawer = (open: boolean, focus: 'in' | 'toggler' | false = false) => {
      if (open && filtersOpen()) setFilters(false);
      html.classList.toggle(SIDEBAR_OPEN, open);
      syncLock();
      syncTogglers();
      if (open && focus === 'in') root.querySelector<HTMLElement>('button:not([hidden]), a[href]')?.focus();
      if (!open) {
        closeAll();
        if (focus === 'toggler') togglers().find((b) => !b.hidden)?.focus();
      }
    };

    const showGroup = (group: string | undefined) => {
      activeGroup = group;
      for (const b of switches) b.setAttribute('aria-pressed', String(b.dataset.group === group));
      // On desktop the bar shows the first group (the categories); in the drawer the active one.
      const shown = desktop ? groups[0] : group;
      for (const s of sections) s.hidden = groups.length > 0 && s.dataset.group !== shown;
    };
    for (const b of switches) b.setAttribute('aria-controls', sections.filter((s) => s.dataset.group === b.dataset.group).map(ensureId).join(' '));

    // The drawer's own close button (first in the drawer; hidden on the desktop bar).
    const close = document.createElement('button');
    close.type = 'button';
    close.className = 'aside__close';
    close.textContent = t('category_menu.close');
    close.addEventListener('click', () => setDrawer(false, 'toggler'), { signal });
    root.prepend(close);
    added.push(close);

    // Show-more toggles.
    for (const list of Array.from(root.querySelectorAll<HTMLUListElement>('ul[data-show-more]'))) {
      const entries = Array.from(list.children) as HTMLElement[];
      if (config.showMore <= 0 || entries.length <= config.showMore) continue;
      const toggle = document.createElement('button');
      toggle.type = 'button';
      toggle.className = 'aside__more';
      toggle.setAttribute('aria-controls', ensureId(list));
      const apply = (expanded: boolean) => {
        const hide = new Set(hiddenByShowMore(entries.length, config.showMore, expanded));
        entries.forEach((e, i) => (e.hidden = hide.has(i)));
        toggle.setAttribute('aria-expanded', String(expanded));
        toggle.textContent = expanded ? t('category_menu.less') : t('category_menu.more', { count: entries.length - config.showMore });
      };
      apply(false);
      toggle.addEventListener('click', () => {
        const expanded = toggle.getAttribute('aria-expanded') !== 'true';
        apply(expanded);
        if (expanded) entries[config.showMore]?.querySelector<HTMLElement>('a, button')?.focus();
      }, { signal });
      list.after(toggle);
      added.push(toggle);
      signal.addEventListener('abort', () => entries.forEach((e) => (e.hidden = false)));
    }

    // The search box: in the aside from view 3, back in its place below.
    const searchHome = document.createComment('menu_search home');
    const slot = root.querySelector<HTMLElement>('[data-search-slot]');
    const placeSearch = () => {
      const search = document.querySelector<HTMLElement>(config.search);
      if (!slot || !search) return;
      const focused = search.contains(document.activeElement) ? (document.activeElement as HTMLElement) : null;
      if (desktop && !slot.contains(search)) {
        search.before(searchHome);
        slot.append(search);
      } else if (!desktop && searchHome.parentNode) {
        searchHome.replaceWith(search);
      }
      focused?.focus();
    };

    const applyView = (next: View) => {
      view = next;
      const wasDesktop = desktop;
      desktop = isDesktopView(view);
      // Between views 3 and 4 an open submenu stays open (laid out again below); otherwise all close.
      const keep = wasDesktop && desktop ? hoverOpen : null;
      const keepBy = openedBy;
      closeAll();
      root.classList.toggle('--bar', desktop);
      root.classList.toggle('--drawer', !desktop);
      if (switcher) switcher.hidden = desktop;
      close.hidden = desktop;
      if (desktop) {
        // View 3 and above: the sidebar / filters open state is cleared.
        if (drawerOpen()) setDrawer(false);
        if (filtersOpen()) setFilters(false);
      }
      for (const item of items.values()) item.li.parentElement?.classList.remove('--drilled');
      showGroup(activeGroup);
      syncTogglers();
      placeSearch();
      flagOverflow();
      if (keep) openTop(keep, keepBy);
    };

    // ------------------------------------------------------------------ events
    let pointerType = 'mouse';
    on(document, 'pointerdown', (e) => {
      pointerType = e.pointerType || 'mouse';
      const target = e.target as Node;
      if (desktop && hoverOpen && !hoverOpen.li.contains(target)) closeTop();
    }, true);
    // Togglers by delegation (they may arrive later, e.g. with a partially loaded page region).
    on(document, 'click', (e) => {
      if (desktop || !(e.target instanceof Element)) return;
      const target = e.target;
      const control = target.closest<HTMLElement>('[aria-controls]');
      // The menu's own controls (switches, expand and show-more buttons) are not togglers.
      const own = control && (switches.includes(control as HTMLButtonElement) || control.matches('.menu_categories__expand, .aside__more'));
      const controls = own ? null : control?.getAttribute('aria-controls');
      const filters = filtersEl();
      // (A toggler may be a link to the aside / filters: it toggles instead of jumping.)
      if (controls && controls === root.id) {
        e.preventDefault();
        return setDrawer(!drawerOpen(), drawerOpen() ? false : 'in');
      }
      if (controls && filters?.id && controls === filters.id) {
        e.preventDefault();
        return setFilters(!filtersOpen(), filtersOpen() ? false : 'in');
      }
      // A click outside the open drawer closes it.
      if (drawerOpen() && !root.contains(target)) setDrawer(false);
      if (filtersOpen() && filters && !filters.contains(target)) setFilters(false);
    });
    for (const s of switches) s.addEventListener('click', () => showGroup(s.dataset.group), { signal });

    for (const item of items.values()) {
      item.button.addEventListener('click', () => {
        if (desktop) {
          if (item.level !== 1) return;
          // A click on the button of a submenu the pointer just opened keeps it open (as clicked).
          if (item.li.classList.contains('--open') && openedBy === 'click') closeTop();
          else openTop(item, 'click');
        } else {
          // Drill-down: the item's level replaces the list; focus to its back button.
          for (const sib of items.values()) if (sib !== item && sib.parent === item.parent && sib.li.classList.contains('--open')) setOpen(sib, false);
          setOpen(item, true);
          item.back.focus();
        }
      }, { signal });
      item.back.addEventListener('click', () => {
        setOpen(item, false);
        item.button.focus();
      }, { signal });
      if (item.level === 1) {
        item.li.addEventListener('pointerenter', (e) => {
          if (desktop && e.pointerType !== 'touch' && !(hoverOpen === item && openedBy === 'click')) openTop(item, 'hover');
        }, { signal });
        item.li.addEventListener('pointerleave', (e) => {
          if (desktop && e.pointerType !== 'touch' && hoverOpen === item && openedBy === 'hover' && !item.li.contains(document.activeElement)) closeTop();
        }, { signal });
        // Touch desktops: the first tap on a link with a submenu opens the submenu.
        item.link?.addEventListener('click', (e) => {
          if (desktop && pointerType === 'touch' && !item.li.classList.contains('--open')) {
            e.preventDefault();
            openTop(item, 'click');
          }
        }, { signal });
      }
    }
    // The expanded state clears on focus elsewhere or on mouseover elsewhere.
    // Focus moving to an ancestor (a click on a non-focusable spot inside a focusable container,
    // e.g. main[tabindex=-1]) is not focus elsewhere.
    on(document, 'focusin', (e) => {
      const target = e.target as Node;
      const away = (el: Element | null | undefined) => !!el && !el.contains(target) && !target.contains(el);
      if (desktop) {
        if (hoverOpen && away(hoverOpen.li)) closeTop();
      } else {
        if (drawerOpen() && away(root) && !togglers().some((b) => b.contains(target))) setDrawer(false);
        const filters = filtersEl();
        if (filtersOpen() && away(filters) && !filterTogglers().some((b) => b.contains(target))) setFilters(false);
      }
    });
    on(document, 'pointerover', (e) => {
      if (desktop && hoverOpen && e.pointerType === 'mouse' && !hoverOpen.li.contains(e.target as Node) && !root.contains(e.target as Node)) closeTop();
    });
    on(document, 'keydown', (e) => {
      if (e.key !== 'Escape') return;
      const target = e.target as Node;
      if (desktop) {
        if (hoverOpen && hoverOpen.li.contains(target)) {
          e.preventDefault();
          closeTop(true);
        }
        return;
      }
      if (filtersOpen() && filtersEl()?.contains(target)) {
        e.preventDefault();
        setFilters(false, 'toggler');
        return;
      }
      if (!drawerOpen() || !root.contains(target)) return;
      e.preventDefault();
      // Back one level if drilled down, else the drawer closes (focus back to the toggler).
      const open = [...items.values()].filter((i) => i.li.classList.contains('--open') && i.li.contains(target));
      const deepest = open.sort((a, b) => b.level - a.level)[0];
      if (deepest) {
        setOpen(deepest, false);
        deepest.button.focus();
      } else setDrawer(false, 'toggler');
    });
    let frame = 0;
    addEventListener(
      'resize',
      () => {
        cancelAnimationFrame(frame);
        frame = requestAnimationFrame(() => {
          flagOverflow();
          if (desktop && hoverOpen) layoutPanel(hoverOpen);
        });
      },
      { signal },
    );

    root.style.setProperty('--cm-w', `${config.submenuWidth}px`);
    root.style.setProperty('--cm-pad', `${config.padding}px`);
    root.classList.add('--enhanced');
    applyView(view);
    const stop = $view.subscribe((next) => next !== view && applyView(next));

    return () => {
      stop();
      cancelAnimationFrame(frame);
      closeAll();
      if (locked) unlockScroll();
      html.classList.remove(SIDEBAR_OPEN, FILTERS_OPEN);
      filtersEl()?.classList.remove('--filters-drawer');
      for (const [b, hidden] of filterTogglersHidden) b.toggleAttribute('hidden', hidden);
      // The moved search box goes home even when the aside itself has left the page.
      const moved = slot?.querySelector<HTMLElement>(config.search);
      if (searchHome.parentNode) searchHome.replaceWith(moved ?? document.querySelector<HTMLElement>(config.search) ?? searchHome);
      if (searchHome.parentNode) searchHome.remove();
      for (const el of added) el.remove();
      for (const item of items.values()) {
        item.list.classList.remove('--columns', '--drilled');
        item.list.style.cssText = '';
        item.sub.style.cssText = '';
        for (const g of Array.from(item.list.children) as HTMLElement[]) g.style.cssText = '';
        item.li.classList.remove('--overflow-1x', '--overflow-2x');
      }
      top.classList.remove('--drilled');
      for (const s of sections) s.hidden = false;
      if (switcher) switcher.hidden = true;
      for (const b of togglers()) b.hidden = true;
      root.classList.remove('--enhanced', '--bar', '--drawer');
    };
  },
});
