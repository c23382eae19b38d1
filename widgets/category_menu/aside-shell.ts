/**
 * The aside's extras, a lazy part of the menu (aside.ts loads it when first needed; docs/widgets/category_menu.md):
 *
 * - **The search box** (`config.search`, the template's `form#menu_search`): while the drawer is open on views 1-2
 *   it sits at the top of the aside (after the drawer's close button), as the template's menu script puts it there;
 *   in the aside's `[data-search-slot]` instead when the theme declares one, and then also on the bar (views 3-4).
 *   A comment keeps its place: it goes back exactly there when the drawer closes or the view changes, focus kept.
 * - **The shopping lists** (the template's `.slm_lists` in the aside): their labels open them as a panel over the
 *   drawer and close them (src/ui/aside-lists.ts; the template's CSS shows the panel by `.slm_lists.--active`).
 * - **The aside's tabs** (part `tabs`, the template's `.mobileCategories__link[data-ids]`): a tab's `data-ids` is a
 *   comma-separated list of selectors (`#menu_search,#menu_navbar, .shopping_list_menu`), the elements of the aside
 *   that tab shows (some arrive there only on view 1: the search box, the list box, the settings). While the drawer
 *   shows the tabs (views 1-2, when the theme displays them), only the pressed tab's elements show; the template's
 *   `.--active` and `aria-pressed` move to it. The tabs are toggle buttons, not ARIA tabs: a tab's panel is several
 *   elements with roles of their own (a search form, a navigation) that cannot become one `tabpanel`.
 */
import { warnOnce } from '../../src/lib/report';
import { findOutsideIgnored } from '../../src/lib/parts';
import { setAttr, type Menu, type Part } from './menu';
import { doc } from '../../src/lib/dom';
import { watchLists } from '../../src/ui/aside-lists';

/** The template's class on the pressed tab. */
const ACTIVE = '--active';

/** The selectors a tab's `data-ids` lists: comma-separated, spaces around them, empty entries and repeats dropped. */
export function tabSelectors(ids: string | null | undefined): string[] {
  return [
    ...new Set(
      (ids ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}

export function asideShell(menu: Menu): Part {
  const { aside, tabs } = menu;

  // ---- the shopping lists: their labels open them over the drawer (src/ui/aside-lists.ts)
  if (aside) watchLists(aside, menu.signal);

  // ---- the search box
  const home = doc.createComment('menu_search home');
  const slot = aside?.querySelector<HTMLElement>('[data-search-slot]') ?? null;
  let search: HTMLElement | null = null;
  const placeSearch = () => {
    // Never a planted form in shop content: moving it into the drawer would carry it out of its ignored area.
    if (!home.parentNode) search = findOutsideIgnored(menu.config.search);
    if (!aside || !search) return;
    const want = slot ? menu.bar || menu.asideOpen : !menu.bar && menu.asideOpen;
    if (want === !!home.parentNode) return;
    const focused = search.contains(doc.activeElement) ? (doc.activeElement as HTMLElement) : null;
    if (!want) home.replaceWith(search);
    else {
      search.before(home);
      const first = aside.firstElementChild;
      if (slot) slot.append(search);
      else if (first?.classList.contains('aside__close')) first.after(search);
      else aside.prepend(search);
    }
    focused?.focus();
  };

  // ---- the tabs
  const panelsOf = (tab: HTMLElement) =>
    tabSelectors(tab.dataset.ids).flatMap((selector) => {
      try {
        return [...doc.querySelectorAll<HTMLElement>(selector)];
      } catch {
        warnOnce(
          `category_menu:ids:${selector}`,
          `storefront: widget "category_menu": a tab's data-ids names "${selector}", which is not a valid selector; it is ignored.`,
        );
        return [];
      }
    });
  const served = tabs.filter((tab) => tab.classList.contains(ACTIVE));
  let active = served[0] ?? tabs[0];
  /** The elements a tab hid, with their own inline display to put back. */
  const hidden = new Map<HTMLElement, [string, string]>();
  const showAll = () => {
    for (const [el, [value, priority]] of hidden) {
      if (value) el.style.setProperty('display', value, priority);
      else el.style.removeProperty('display');
      if (!el.getAttribute('style')) el.removeAttribute('style');
    }
    hidden.clear();
  };
  const applyTabs = () => {
    showAll();
    for (const tab of tabs) {
      tab.classList.toggle(ACTIVE, tab === active);
      tab.setAttribute('aria-pressed', String(tab === active));
    }
    // Not on the bar, nor when the theme does not display the tabs: everything shows.
    if (!aside || menu.bar || !tabs.some((tab) => tab.getClientRects().length)) return;
    const shown = new Set(panelsOf(active));
    for (const tab of tabs)
      for (const el of panelsOf(tab)) {
        // Only what is in the aside, never the tabs themselves or what holds them.
        if (shown.has(el) || hidden.has(el) || !aside.contains(el) || tabs.some((t) => el.contains(t))) continue;
        hidden.set(el, [el.style.getPropertyValue('display'), el.style.getPropertyPriority('display')]);
        el.style.setProperty('display', 'none', 'important');
      }
  };
  for (const tab of tabs) {
    setAttr(menu, tab, 'aria-pressed', String(tab === active));
    const ids = panelsOf(tab)
      .map((el) => el.id)
      .filter(Boolean);
    if (ids.length) setAttr(menu, tab, 'aria-controls', [...new Set(ids)].join(' '));
    // The older template's tabs are links (href="#"): buttons to assistive technology, Space presses them too.
    if (tab instanceof HTMLAnchorElement) {
      setAttr(menu, tab, 'role', 'button');
      menu.on(tab, 'keydown', (e) => {
        if (e.key !== ' ') return;
        e.preventDefault();
        tab.click();
      });
    }
    menu.on(tab, 'click', (e) => {
      e.preventDefault();
      active = tab;
      applyTabs();
    });
  }

  return {
    view() {
      placeSearch();
      applyTabs();
    },
    unmount() {
      showAll();
      for (const tab of tabs) tab.classList.toggle(ACTIVE, served.includes(tab));
      if (home.parentNode) home.replaceWith(search!);
    },
  };
}
