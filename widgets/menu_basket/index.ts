/**
 * menu_basket: the header mini basket, on the Standard template's markup (div#menu_basket.top_basket >
 * a.top_basket__sub > span.badge + strong.top_basket__price; .top_basket__details). Its DOM part writes the live
 * count and total into the template's badge and price and the link's aria-label (nothing of the server's is
 * replaced, so the theme's CSS keeps applying), sets the template's state classes (`--hide` when empty; `--skeleton`
 * dropped once filled: on an HTML-cache page the server renders the basket as an empty skeleton) and announces
 * changes. The dropdown preview, opening on hover, focus and tap, is a React island (MiniBasket.tsx) rendered INTO
 * the template's details block (its styles, style.ts, come with it: none are in the core chunk), loaded when the shopper reaches for the basket; a first tap made before it arrived
 * is held and opens the preview when it has (src/ui/intent.ts). Data: the Basket batch key through the $basket store,
 * asked for in the page's first batch (so a cached page's basket comes alive at once, not on the first hover).
 */
import * as v from 'valibot';
import { defineWidget } from '../../src/define-widget';
import { $basket, connectBasket } from '../../src/stores/basket';
import { getPage } from '../../src/page-config';
import { part } from '../../src/lib/parts';
import { onIntent } from '../../src/ui/intent';
import type { Unmount } from '../../src/widget';
import { basketHref, basketLabel, totals } from './rules';
import { doc } from '../../src/lib/dom';

export default defineWidget({
  name: 'menu_basket',
  schema: v.object({
    /** Where the basket link goes (a page of this shop); defaults to the server link, then the page config's basketUrl. */
    basketUrl: v.optional(v.string()),
  }),
  parts: {
    link: part('its link', 'a.top_basket__sub', HTMLAnchorElement),
    badge: part('its count badge', '.top_basket__sub .badge'),
    price: part('its total', '.top_basket__price'),
    details: part('its preview block', '.top_basket__details', HTMLElement, { optional: true }),
  },
  mount(el, { batch, config, signal, reportError, parts: { link, badge, price, details } }) {
    const page = getPage();
    const basketUrl = basketHref(config.basketUrl, link.getAttribute('href'), page.basketUrl);
    if (basketUrl) link.href = basketUrl;
    connectBasket(batch);
    let island: Unmount | undefined;

    // The count and total from the batch into the template's badge, price and the link's name; a change after the
    // first data (a product added) announced politely.
    const status = doc.createElement('span');
    status.className = 'sr-only';
    status.setAttribute('role', 'status');
    el.append(status);
    let shown: number | undefined;
    const stop = $basket.subscribe((state) => {
      // A failed Basket part leaves the server's content, but never a dead skeleton link.
      if (state.status === 'error') el.classList.remove('--skeleton');
      if (state.status !== 'ready') return;
      const count = state.data.totals.productsCounter;
      const { total } = totals(state.data, page.priceType);
      const label = basketLabel(page.t, count, total);
      badge.textContent = count ? String(count) : '';
      price.textContent = total;
      link.setAttribute('aria-label', label);
      el.classList.toggle('--hide', !count);
      el.classList.remove('--skeleton');
      if (shown !== undefined && shown !== count) status.textContent = label;
      shown = count;
    });

    onIntent(
      el,
      async (intent) => {
        const { mountIsland } = await import('./MiniBasket');
        if (signal.aborted) return;
        island = mountIsland(el, { page, link, marker: el, basketUrl, intent, details }, reportError);
      },
      { signal, reportError, holdClicks: 'a[href]', prefetch: 'MiniBasket' },
    );
    return () => {
      stop();
      island?.();
      status.remove();
    };
  },
});
