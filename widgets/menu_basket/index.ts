/**
 * menu_basket: the header mini basket. Its DOM part writes the live count and total into the server's link (so
 * nothing shifts and no React loads for it) and announces changes; the dropdown preview of the basket, opening on
 * hover, focus and tap, is a React island (MiniBasket.tsx) loaded when the shopper reaches for the basket. A first tap
 * made before the island arrived is held and opens the preview when it has (src/ui/intent.ts).
 * Data: the Basket batch key through the shared $basket store.
 */
import * as v from 'valibot';
import { defineWidget } from '../../src/define-widget';
import { $basket, connectBasket } from '../../src/stores/basket';
import { getPage, type Page } from '../../src/page-config';
import { injectStyle } from '../../src/ui/style';
import { onIntent } from '../../src/ui/intent';
import type { Unmount } from '../../src/widget';
import { readServerState, totals } from './rules';
import { css } from './style';

/** The count badge and the total inside the server's link, as the island renders them (the same elements, so nothing shifts). */
function paint(el: HTMLElement, page: Page, count: number, total: string) {
  const { t } = page;
  const badge = el.querySelector('.menu_basket__count');
  if (badge) {
    badge.className = count ? 'menu_basket__count' : 'menu_basket__count --empty';
    const suffix = document.createElement('span');
    suffix.className = 'sr-only';
    suffix.textContent = t('basket.count_suffix', { count });
    badge.replaceChildren(count ? String(count) : '', suffix);
  }
  const sum = el.querySelector('.menu_basket__total');
  if (sum) {
    const [before, after = ''] = t('basket.total_label', { total: '\u0000' }).split('\u0000');
    const hidden = (text: string) => {
      const span = document.createElement('span');
      span.className = 'sr-only';
      span.textContent = text;
      return span;
    };
    sum.replaceChildren(hidden(before), total, ...(after ? [hidden(after)] : []));
  }
}

export default defineWidget({
  name: 'menu_basket',
  schema: v.object({
    /** Where the basket link goes; defaults to the server link, then the page config's basketUrl. */
    basketUrl: v.optional(v.string()),
  }),
  mount(el, { batch, config, signal, reportError }) {
    injectStyle('menu_basket', css);
    const page = getPage();
    const server = readServerState(el);
    const basketUrl = config.basketUrl || server.href || page.basketUrl;
    const link = el.querySelector('a');
    if (link && basketUrl) link.href = basketUrl;
    connectBasket(batch);
    let island: Unmount | undefined;

    // Until the island is there: the count and total from the batch into the server's link, and a change after the
    // first data (a product added) announced politely.
    const status = document.createElement('span');
    status.className = 'sr-only';
    status.setAttribute('role', 'status');
    el.append(status);
    let shown: number | undefined;
    const stop = $basket.subscribe((state) => {
      if (island || state.status !== 'ready') return;
      const count = state.data.totals.productsCounter;
      const { total } = totals(state.data, page.priceType);
      paint(el, page, count, total);
      if (shown !== undefined && shown !== count)
        status.textContent = `${page.t('basket.label')}: ${count ? `${count}${page.t('basket.count_suffix', { count })}` : page.t('basket.count_suffix', { count })}. ${page.t('basket.total_label', { total })}`;
      shown = count;
    });

    onIntent(
      el,
      async (intent) => {
        const { mountIsland } = await import('./MiniBasket');
        if (signal.aborted) return;
        island = mountIsland(el, { page, server, basketUrl, intent }, reportError);
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
