/**
 * The search box (`config.search`): in the aside's `[data-search-slot]` from view 3, back in its
 * place in the header (a comment marks it), keeping focus; home again on unmount, even when the aside itself
 * has left the page.
 */
import type { Menu, Part } from './menu';

export function searchPlace(menu: Menu): Part {
  const home = document.createComment('menu_search home');
  const slot = menu.aside?.querySelector<HTMLElement>('[data-search-slot]') ?? null;
  return {
    view() {
      const search = document.querySelector<HTMLElement>(menu.config.search);
      if (!slot || !search) return;
      const focused = search.contains(document.activeElement) ? (document.activeElement as HTMLElement) : null;
      if (menu.bar && !slot.contains(search)) {
        search.before(home);
        slot.append(search);
      } else if (!menu.bar && home.parentNode) {
        home.replaceWith(search);
      }
      focused?.focus();
    },
    unmount() {
      const moved = slot?.querySelector<HTMLElement>(menu.config.search);
      if (home.parentNode) home.replaceWith(moved ?? document.querySelector<HTMLElement>(menu.config.search) ?? home);
      if (home.parentNode) home.remove();
    },
  };
}
