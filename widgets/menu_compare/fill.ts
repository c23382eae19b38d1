/**
 * The compare box on a page from the platform's HTML cache, filled from the batch's Comparers part (index.ts loads
 * this only on such pages). DOM only.
 */
import { warnOnce } from '../../src/lib/report';
import { safeHref } from '../../src/lib/url';
import type { Batch, Unmount } from '../../src/widget';
import { readListPart } from '../../src/schemas/list-part';
import { doc } from '../../src/lib/dom';
import { hide } from '../../src/lib/visibility';

/** Ids that go into the remove-all link: digits only. */
const ID = /^\d{1,18}$/;
/** The compare button's count, "(N)", empty on a page from the HTML cache. */
const COUNT = /^\(\d*\)$/;

/**
 * Fills `items` (`.compare__sub`) with the part's products, sets `--one` on `buttons` and hides the compare button for
 * one product, puts the ids into the remove-all link's `###`, shows the box; `follow` sets the items' links by view.
 */
export function fillFromBatch(el: HTMLElement, items: HTMLElement, buttons: HTMLElement | null, batch: Batch, follow: () => void): Unmount {
  return batch.subscribe('Comparers', (raw) => {
    if (raw === undefined) return;
    const list = readListPart(raw);
    if (!list) {
      warnOnce('menu_compare:part', 'storefront: menu_compare: the Comparers batch part has an unexpected shape; the compare box stays hidden.');
      return;
    }
    const products = list.items.filter((p) => safeHref(p.link) && safeHref(p.removeLink));
    if (list.count < 1 || !products.length) return;
    items.replaceChildren(
      ...products.map((p) => {
        const a = doc.createElement('a');
        a.className = 'compare__item';
        a.dataset.link = p.link;
        a.dataset.remove_link = p.removeLink;
        a.href = p.link;
        const img = doc.createElement('img');
        if (safeHref(p.icon)) img.src = p.icon;
        img.alt = p.name;
        a.append(img);
        return a;
      }),
    );
    follow();
    const one = list.count === 1;
    buttons?.classList.toggle('--one', one);
    for (const button of Array.from(buttons?.querySelectorAll<HTMLAnchorElement>('a.compare__button') ?? [])) {
      if (!button.classList.contains('--remove')) {
        // Hidden beyond the theme's reach: the template's button is an `a.btn`, and `.btn{display:inline-block}` beats
        // `hidden` (an empty "Porównaj produkty ()" would stay on a cache page with one product).
        hide(button, one);
        // The template's count in its name (`<span class="d-sm-none">(N)</span>`, shown below 757 px) comes empty from
        // the HTML cache: "Porównaj produkty ()". Filled with the part's count.
        for (const n of Array.from(button.querySelectorAll('span'))) if (COUNT.test(n.textContent?.trim() ?? '')) n.textContent = `(${list.count})`;
        continue;
      }
      const ids = products.map((p) => p.id).filter((id) => ID.test(id));
      button.setAttribute('href', (button.getAttribute('href') ?? '').replace('###', ids.join(',')));
    }
    el.dataset.count = String(list.count);
    el.style.display = '';
    el.hidden = false;
  });
}
