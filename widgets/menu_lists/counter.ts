/**
 * A header list counter (menu_wishlist): a link the theme renders (the Standard template has none: its favourites are
 * shopping lists, see shopping_list) keeps its markup; the widget writes the live count into its badge (number +
 * screen-reader suffix, class `--empty` at 0). The badge's default selector is the template's own badge class
 * (`span.badge`, as in its mini basket); a theme with other markup names it in `data-parts`. The count is read from
 * the platform's XML-shaped part (see rules.ts). A missing or malformed part leaves the server's count (one warning).
 */
import * as v from 'valibot';
import { defineWidget } from '../../src/define-widget';
import { getPage } from '../../src/page-config';
import { warnOnce } from '../../src/lib/report';
import { part } from '../../src/lib/parts';
import type { BatchKey } from '../../src/widget';
import { readListPart } from './rules';
import { addPolish } from '../../src/i18n';
import { plCounter } from '../../src/i18n/pl-counter';
import { doc } from '../../src/lib/dom';

// Polish: the count read after the number (src/i18n/pl-counter.ts; not in the core chunk, this module brings them).
addPolish(plCounter);

export function counterWidget<const N extends string>(name: N, key: BatchKey) {
  return defineWidget({
    name,
    schema: v.object({}),
    parts: { badge: part('its count badge', '.badge') },
    mount(el, { batch, parts: { badge } }) {
      const { t } = getPage();
      return batch.subscribe(key, (part) => {
        if (part === undefined) return;
        const list = readListPart(part);
        if (!list) {
          warnOnce(`${name}:part`, `storefront: ${name}: the ${key} batch part has an unexpected shape; the server count stays.`);
          return;
        }
        if (list.invalid) warnOnce(`${name}:items`, `storefront: ${name}: ${list.invalid} product(s) of the ${key} batch part did not fit and are left out.`);
        const n = list.count;
        const sr = doc.createElement('span');
        sr.className = 'sr-only';
        sr.textContent = t('lists.count_suffix', { count: n });
        badge.replaceChildren(String(n), sr);
        badge.classList.toggle('--empty', n === 0);
        el.dataset.count = String(n);
      });
    },
  });
}
