/**
 * banner: the discount-code banner (`#rabateCode`) and the free-shipping banner (`#freeShipping`)
 * (spec §2 "Bars and banners", §4 "Dismissals"). The marker is the banner itself; its `.banner__close`
 * button (rendered `hidden` by the server) sets the cookie rabateCode_clicked / freeeshipping_clicked
 * for 1 day and removes the banner; while the cookie exists the banner is removed (by the loader
 * before the first paint, and by this widget). While a banner shows, <html> carries `--rabateCode` /
 * `--freeShipping`. Not run on the order process (spec §2).
 */
import * as v from 'valibot';
import { defineWidget } from '../../src/define-widget';
import { getPage } from '../../src/page-config';
import { warnOnce } from '../../src/lib/report';
import { BANNER_COOKIE_DAYS, BANNER_COOKIES, hasCookie } from '../bars/rules';
import { writeCookie } from '../../src/lib/cookies';
import { onOrderProcess, removeAndRefocus } from '../bars/dom';

/** document.cookie, or "" (with one warning) where reading cookies throws (a sandboxed page). */
function readCookies(): string {
  try {
    return document.cookie;
  } catch (error) {
    warnOnce('banner:cookie', 'storefront: banner: cookies are not available; the closed banner is not remembered.', error);
    return '';
  }
}

export default defineWidget({
  name: 'banner',
  schema: v.object({}),
  mount(el, { signal }) {
    if (onOrderProcess()) return;
    const cookie = Object.hasOwn(BANNER_COOKIES, el.id) ? BANNER_COOKIES[el.id] : undefined;
    if (!cookie) {
      warnOnce(`banner:id:${el.id}`, `storefront: banner: the marker's id must be ${Object.keys(BANNER_COOKIES).join(' or ')} (got "${el.id}"); skipped.`);
      return;
    }
    if (hasCookie(readCookies(), cookie)) {
      el.remove();
      return;
    }
    const rootClass = `--${el.id}`;
    document.documentElement.classList.add(rootClass);
    const buttons = Array.from(el.querySelectorAll<HTMLButtonElement>('.banner__close'));
    for (const b of buttons) {
      b.hidden = false;
      b.addEventListener(
        'click',
        (event) => {
          event.preventDefault();
          try {
            writeCookie(cookie, '1', BANNER_COOKIE_DAYS);
          } catch (error) {
            warnOnce('banner:cookie', 'storefront: banner: cookies are not available; the closed banner is not remembered.', error);
          }
          document.documentElement.classList.remove(rootClass);
          removeAndRefocus(el, getPage().t('promo.banner_closed'));
        },
        { signal },
      );
    }
    return () => {
      document.documentElement.classList.remove(rootClass);
      for (const b of buttons) b.hidden = true;
    };
  },
});
