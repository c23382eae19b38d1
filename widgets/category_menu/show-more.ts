/**
 * Show-more: a list in the aside marked `data-show-more` longer than `config.showMore` shows that many items and a
 * toggle for the rest (focus to the first item it shows).
 */
import { newButton, type Menu } from './menu';

/** Which of `count` items are hidden while the list is collapsed. */
export function hiddenByShowMore(count: number, shown: number, expanded: boolean): number[] {
  if (expanded || shown <= 0 || count <= shown) return [];
  return Array.from({ length: count - shown }, (_, i) => shown + i);
}

export function showMore(menu: Menu): void {
  const shown = menu.config.showMore;
  for (const list of [...(menu.aside?.querySelectorAll<HTMLUListElement>('ul[data-show-more]') ?? [])]) {
    const entries = [...list.children] as HTMLElement[];
    if (shown <= 0 || entries.length <= shown) continue;
    const toggle = newButton('aside__more');
    toggle.setAttribute('aria-controls', menu.id(list));
    const apply = (expanded: boolean) => {
      const hide = new Set(hiddenByShowMore(entries.length, shown, expanded));
      entries.forEach((e, i) => (e.hidden = hide.has(i)));
      toggle.setAttribute('aria-expanded', String(expanded));
      toggle.textContent = expanded ? menu.t('category_menu.less') : menu.t('category_menu.more', { count: entries.length - shown });
    };
    apply(false);
    menu.on(toggle, 'click', () => {
      const expanded = toggle.getAttribute('aria-expanded') !== 'true';
      apply(expanded);
      if (expanded) entries[shown]?.querySelector<HTMLElement>('a, button')?.focus();
    });
    list.after(toggle);
    menu.added.push(toggle);
    menu.signal.addEventListener('abort', () => entries.forEach((e) => (e.hidden = false)));
  }
}
