/**
 * A created shopping list shown wherever the page lists them: loaded with the click that creates it (index.ts), not
 * with the widget. DOM only.
 */
import { EMPTY } from './links';
import { clean } from '../../src/lib/dom';

/** Digits only: an id that goes into an attribute (and, on the platform, into a selector). */
const SAFE_ID = /^\d{1,18}$/;

/**
 * A created list, wherever the page lists them (the header's `ul.slt_lists__nav`, the aside's `.slm_lists`): each
 * model row `[data-list_skeleton]` cloned with the list's id (`data-list_id`), name (`[data-list_name]`, as text) and
 * count 0 (`[data-list_count]`), appended after the rows; the `--empty` placeholder rows dropped; every `--empty` link
 * made an ordinary link; the lists' `data-empty` set to "false". An id that is not digits adds no row.
 */
export function showCreated(doc: Document, id: string, name: string): void {
  if (SAFE_ID.test(id)) {
    for (const model of Array.from(clean(doc).querySelectorAll('[data-list_skeleton]'))) {
      const list = model.parentElement;
      if (!list || list.querySelector(`:scope > [data-list_id="${id}"]`)) continue;
      const row = model.cloneNode(true) as HTMLElement;
      row.removeAttribute('data-list_skeleton');
      row.hidden = false;
      row.setAttribute('data-list_id', id);
      for (const n of Array.from(row.querySelectorAll('[data-list_name]'))) n.textContent = name;
      for (const n of Array.from(row.querySelectorAll('[data-list_count]'))) n.textContent = '0';
      list.append(row);
    }
  }
  for (const link of Array.from(clean(doc).querySelectorAll(`a.${EMPTY}`))) {
    if (!link.matches('.slt_link, .slm_link, .slt_lists__nav_link, .slm_lists__nav_link')) continue;
    const row = link.closest('li');
    if (row && !row.hasAttribute('data-list_id') && link.matches('.slt_lists__nav_link, .slm_lists__nav_link')) row.remove();
    else link.classList.remove(EMPTY);
  }
  for (const holder of Array.from(clean(doc).querySelectorAll('.shopping_list_top[data-empty], .slm_lists[data-empty]')))
    holder.setAttribute('data-empty', 'false');
}
