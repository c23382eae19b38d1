/**
 * bars: dismissable top and bottom bars (spec §2 "Bars and banners", §4 "Dismissals"). Put the
 * marker on a bars container; each `.bars__item[id]` inside may hold a `.bars__close` button (the
 * server renders it `hidden`: without the widget it could not work). Closing stores the bar's id in
 * local storage `closedBars`; the loader removes closed bars before the page paints, and so does
 * this widget for bars that appear later. Not run on the order process (spec §2).
 */
import * as v from 'valibot';
import { defineWidget } from '../../src/define-widget';
import { getPage } from '../../src/page-config';
import { warnOnce } from '../../src/lib/report';
import { CLOSED_BARS_KEY, parseClosedBars, withClosed } from './rules';
import { onOrderProcess, removeAndRefocus } from './dom';

function readClosed(): string[] {
  let raw: string | null;
  try {
    raw = localStorage.getItem(CLOSED_BARS_KEY);
  } catch (error) {
    warnOnce('bars:storage', 'storefront: bars: local storage is not available; closed bars are not remembered.', error);
    return [];
  }
  const parsed = parseClosedBars(raw);
  if (!parsed.ok) warnOnce('bars:closed', `storefront: bars: local storage "${CLOSED_BARS_KEY}" is not a JSON array of ids; it is ignored.`);
  return parsed.ids;
}

function storeClosed(id: string): void {
  try {
    localStorage.setItem(CLOSED_BARS_KEY, JSON.stringify(withClosed(readClosed(), id)));
  } catch (error) {
    warnOnce('bars:storage', 'storefront: bars: local storage is not available; closed bars are not remembered.', error);
  }
}

export default defineWidget({
  name: 'bars',
  schema: v.object({}),
  mount(el, { signal }) {
    if (onOrderProcess()) return;
    const closed = readClosed();
    const items = () => Array.from(el.querySelectorAll<HTMLElement>('.bars__item'));
    for (const item of items()) if (item.id && closed.includes(item.id)) item.remove();
    const buttons = items().flatMap((item) => (item.id ? Array.from(item.querySelectorAll<HTMLButtonElement>('.bars__close')) : []));
    for (const b of buttons) b.hidden = false;
    el.addEventListener(
      'click',
      (event) => {
        const button = (event.target as Element | null)?.closest?.('.bars__close');
        const item = button?.closest<HTMLElement>('.bars__item');
        if (!button || !item || !item.id || !el.contains(item)) return;
        event.preventDefault();
        storeClosed(item.id);
        removeAndRefocus(item, getPage().t('promo.bar_closed'));
      },
      { signal },
    );
    return () => {
      for (const b of buttons) b.hidden = true;
    };
  },
});
