/**
 * bars: the Standard template's dismissable bars (spec §2 "Bars and banners", §4 "Dismissals"). The marker goes on a
 * bars container, `div.bars_top.bars` or `div.bars_bottom.bars`; each `div.bars__item#bar{N}` inside holds
 * `.bars__wrapper > .bars__content + a.bars__close[href="#closeBar"]`. Closing a bar removes it and stores its id in
 * local storage `closedBars` (the inline head guard hides closed bars before the page paints; this widget removes
 * them when it mounts, and those that appear later); `--bars-height` on <html> (set by the template's inline script) follows the top bars' height;
 * from view 3 the bars marked `data-fixed="true"` get `.--fixed` and their `--position` (the height of the fixed bars
 * before them). Not run on the order process (`<html class="order_process">`, spec §2).
 */
import * as v from 'valibot';
import { defineWidget } from '../../src/define-widget';
import { getPage } from '../../src/page-config';
import { part } from '../../src/lib/parts';
import { warnOnce } from '../../src/lib/report';
import { $view } from '../../src/stores/view';
import { CLOSED_BARS_KEY, parseClosedBars, withClosed } from '../../src/promo/dismissals';
import { asCloseButton, onOrderProcess, removeAndRefocus } from '../../src/promo/close';
import { doc } from '../../src/lib/dom';

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

const ITEM = '.bars__item';
const CLOSE = '.bars__close';
const FIXED = '--fixed';

/** The top bars' height, as the template's inline script sets it (the theme's CSS keeps room for them with it). */
function setBarsHeight(top: HTMLElement | null): void {
  if (top) doc.documentElement.style.setProperty('--bars-height', `${top.offsetHeight}px`);
}

/**
 * Views 3–4: each fixed bar (`data-fixed="true"`) gets `.--fixed` and `--position`, the height of the fixed bars
 * before it in its container (from the bottom in the bottom container); views 1–2: neither.
 */
function setPositions(el: HTMLElement, wide: boolean): void {
  const items = Array.from(el.querySelectorAll<HTMLElement>(ITEM));
  const fixed = items.filter((item) => wide && item.dataset.fixed === 'true');
  const order = el.classList.contains('bars_bottom') ? [...fixed].reverse() : fixed;
  for (const item of items) {
    if (fixed.includes(item)) continue;
    item.classList.remove(FIXED);
    item.style.removeProperty('--position');
  }
  let position = 0;
  for (const item of order) {
    item.classList.add(FIXED);
    item.style.setProperty('--position', `${position}px`);
    position += item.offsetHeight;
  }
}

export default defineWidget({
  name: 'bars',
  schema: v.object({}),
  parts: {
    items: part('its bars', `${ITEM}[id]`, HTMLElement, { many: true }),
    top: part('the top bars', '.bars_top', HTMLElement, { optional: true, document: true }),
  },
  // Not run on the order process, as the platform's own script (<html class="order_process">).
  skip: () => (onOrderProcess() ? 'bars do not run on the order process (<html class="order_process">)' : undefined),
  mount(el, { signal, parts }) {
    const closed = readClosed();
    for (const item of parts.items) if (closed.includes(item.id)) item.remove();
    const closes = parts.items.flatMap((item) => (item.isConnected ? Array.from(item.querySelectorAll<HTMLElement>(CLOSE)) : []));
    // The template's close links act as buttons (a server-rendered `hidden` button of older markup shows now).
    const restore = closes.map((close) => asCloseButton(close, signal));
    const layout = () => {
      setBarsHeight(parts.top);
      setPositions(el, $view.get() >= 3);
    };
    // At mount (bars removed here change the height) and on every view change (the bars' text wraps anew).
    const unsubscribe = $view.subscribe(layout);
    el.addEventListener(
      'click',
      (event) => {
        const close = (event.target as Element | null)?.closest?.(CLOSE);
        const item = close?.closest<HTMLElement>(ITEM);
        if (!close || !item || !item.id || !el.contains(item)) return;
        event.preventDefault(); // href="#closeBar": no jump, no history entry
        storeClosed(item.id);
        removeAndRefocus(item, getPage().t('promo.bar_closed'));
        layout();
      },
      { signal },
    );
    return () => {
      unsubscribe();
      setPositions(el, false);
      restore.forEach((undo) => undo());
    };
  },
});
