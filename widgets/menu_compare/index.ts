/**
 * menu_compare: the compare box of the product and search pages, as the Standard template renders it:
 * `div#menu_compare_product.compare` > `.compare__sub > a.compare__item[data-link][data-remove_link] > img`,
 * `.compare__buttons[.--one] > a.compare__button + a.compare__button.--remove` (standard-template.md "Compare box").
 *  - Each item links to its product, and in view 1 (below 757 px, no hover to show a remove control) to its remove
 *    link, named so ("Remove from comparison: …"); kept in step with the view on resize.
 *  - On a page from the platform's HTML cache (`app_shop.vars.cache_html`) the server sends the box hidden and
 *    empty: it is filled from the batch's Comparers part (fill.ts, loaded only on such pages: items with the
 *    product's small icon named by the product, `--one` and no compare button for one product, the remove-all link's
 *    `###` replaced by the ids joined with commas; the count is `Comparers.response.attributes.count`, else the
 *    number of products) and shown. An empty or malformed part leaves it hidden (a malformed one warns once). Links
 *    count only when http(s).
 */
import * as v from 'valibot';
import { defineWidget } from '../../src/define-widget';
import { getPage } from '../../src/page-config';
import { isCachedPage } from '../../src/lib/page-globals';
import { part } from '../../src/lib/parts';
import { safeHref } from '../../src/lib/url';
import { $view } from '../../src/stores/view';
import type { Unmount } from '../../src/widget';

export default defineWidget({
  name: 'menu_compare',
  schema: v.object({}),
  parts: {
    items: part('its products', '.compare__sub', HTMLElement),
    buttons: part('its buttons', '.compare__buttons', HTMLElement, { optional: true }),
  },
  mount(el, { batch, parts: { items, buttons } }) {
    const { t } = getPage();
    // Which link each item follows: its remove link in view 1, its product otherwise (the platform's behaviour).
    const follow = () => {
      const remove = $view.get() === 1;
      for (const item of Array.from(items.querySelectorAll<HTMLAnchorElement>('a.compare__item'))) {
        const href = safeHref(remove ? item.dataset.remove_link : item.dataset.link);
        if (href) item.setAttribute('href', href);
        const name = item.querySelector('img')?.alt ?? '';
        if (remove) item.setAttribute('aria-label', t('lists.compare_remove', { name }));
        else item.removeAttribute('aria-label');
      }
    };
    const stopView = $view.subscribe(follow);
    if (!isCachedPage()) return stopView;

    // The filling code comes only on such pages.
    let stopBatch: Unmount | undefined;
    let stopped = false;
    void import('./fill').then(({ fillFromBatch }) => {
      if (!stopped) stopBatch = fillFromBatch(el, items, buttons, batch, follow);
    });
    return () => {
      stopped = true;
      stopView();
      stopBatch?.();
    };
  },
});
