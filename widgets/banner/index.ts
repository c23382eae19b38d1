/**
 * banner: the Standard template's discount-code banner (`div#rabateCode`) and free-shipping banner
 * (`div#freeShipping.--active`) (spec §2 "Bars and banners", §4 "Dismissals"). The marker is the banner itself; its
 * close link (`a.rabateCode__close[href=""]` / `a.freeShipping__close[href=""]`: without a script it reloads the page)
 * sets the cookie `rabateCode_clicked` / `freeeshipping_clicked` = true for 1 day on path /, removes the banner and
 * drops <html>'s `--rabateCode` / `--freeShipping`, never navigating. While the cookie exists the banner is removed
 * (by the loader before the first paint, and by this widget). Not run on the order process (spec §2).
 */
import * as v from 'valibot';
import { defineWidget } from '../../src/define-widget';
import { getPage } from '../../src/page-config';
import { part } from '../../src/lib/parts';
import { warnOnce } from '../../src/lib/report';
import { BANNER_COOKIE_DAYS, BANNER_COOKIES, BANNER_COOKIE_VALUE, hasCookie } from '../../src/promo/dismissals';
import { writeCookie } from '../../src/lib/cookies';
import { asCloseButton, onOrderProcess, removeAndRefocus } from '../../src/promo/close';
import { doc } from '../../src/lib/dom';

/** document.cookie, or "" (with one warning) where reading cookies throws (a sandboxed page). */
function readCookies(): string {
  try {
    return doc.cookie;
  } catch (error) {
    warnOnce('banner:cookie', 'storefront: banner: cookies are not available; the closed banner is not remembered.', error);
    return '';
  }
}

export default defineWidget({
  name: 'banner',
  schema: v.object({}),
  parts: {
    close: part('its close link', '.rabateCode__close, .freeShipping__close', HTMLElement, { many: true }),
  },
  // Not run on the order process, as the platform's own script; a marker of another id has no cookie to write.
  skip: (el) =>
    !Object.hasOwn(BANNER_COOKIES, el.id)
      ? `the marker's id must be ${Object.keys(BANNER_COOKIES).join(' or ')} (got "${el.id}")`
      : onOrderProcess()
        ? 'banners do not run on the order process (<html class="order_process">)'
        : undefined,
  mount(el, { signal, parts }) {
    const cookie = BANNER_COOKIES[el.id];
    const rootClass = `--${el.id}`;
    if (hasCookie(readCookies(), cookie)) {
      doc.documentElement.classList.remove(rootClass);
      el.remove();
      return;
    }
    // The platform renders the class while the banner shows; a page that did not gets it now (the theme's CSS reads it).
    doc.documentElement.classList.add(rootClass);
    const restore = parts.close.map((close) => asCloseButton(close, signal));
    for (const close of parts.close) {
      close.addEventListener(
        'click',
        (event) => {
          event.preventDefault(); // href="": the click must never reload the page
          try {
            writeCookie(cookie, BANNER_COOKIE_VALUE, BANNER_COOKIE_DAYS);
          } catch (error) {
            warnOnce('banner:cookie', 'storefront: banner: cookies are not available; the closed banner is not remembered.', error);
          }
          doc.documentElement.classList.remove(rootClass);
          removeAndRefocus(el, getPage().t('promo.banner_closed'));
        },
        { signal },
      );
    }
    return () => restore.forEach((undo) => undo());
  },
});
