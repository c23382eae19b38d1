/**
 * footer: the page footer (spec §2 "Footer", §4 "Footer tabs", §9 "Views") on the Standard template's
 * `nav#footer_links > ul.footer_links > li > a.footer_tab__header[aria-controls][aria-expanded] +
 * ul.footer_links_sub[aria-hidden]`. The marker is the server's <footer>; everything works without JavaScript
 * (all lists shown, plain links).
 *
 * - Link lists: in view 1 each header is a disclosure (a button to assistive technology, focusable, Enter and
 *   Space) toggling its `aria-expanded` and its panel's `aria-hidden` (the template's CSS hides a panel by it);
 *   lists start collapsed. Each list's state is remembered while the view is larger (views 2-4: every panel
 *   shown, the headers plain labels) and restored when the view returns to mobile.
 * - Images with `data-hover-src` swap to that image while their link is hovered (or focused).
 * - The template's `a#manageCookies[href=#manageCookies]` (or a link with `data-cookies`) opens the cookie
 *   settings: a cancelable `storefront:cookies` event on document comes first (a consent manager can show its
 *   own panel: preventDefault), then the platform's `prepareCookiesConfiguration()` when the page has it, else
 *   the page's cookie configuration (the link's `#id` when it names another element, or the `cookies` option,
 *   `#cookies_config`) in a modal. A link that points to itself is never emptied.
 */
import * as v from 'valibot';
import { defineWidget } from '../../src/define-widget';
import { getPage } from '../../src/page-config';
import { byIdOutsideIgnored, findOutsideIgnored, part } from '../../src/lib/parts';
import { $view } from '../../src/stores/view';
import { warnOnce } from '../../src/lib/report';
import type { View } from '../../src/lib/view';
import { fragmentId } from '../../src/lib/url';
import { shownTabs, safeImageUrl, tabsCollapsible, toggleTab } from './rules';

interface Tab {
  header: HTMLElement;
  panel: HTMLElement;
  /** The server's attributes of the header and the panel, put back on unmount. */
  served: [HTMLElement, string, string | null][];
}

const ATTRS: [string, 'header' | 'panel'][] = [
  ['role', 'header'],
  ['tabindex', 'header'],
  ['aria-expanded', 'header'],
  ['aria-controls', 'header'],
  ['aria-hidden', 'panel'],
];

export default defineWidget({
  name: 'footer',
  schema: v.object({ cookies: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(200)), '#cookies_config') }),
  parts: {
    headers: part('its list headers', 'a.footer_tab__header', HTMLElement, { optional: true, many: true }),
    cookies: part('its cookie settings link', 'a#manageCookies, a[data-cookies]', HTMLAnchorElement, { optional: true, many: true }),
    images: part('its hover images', 'img[data-hover-src]', HTMLImageElement, { optional: true, many: true }),
  },
  mount(el, { config, signal, parts: { headers, cookies, images } }) {
    const cleanups: (() => void)[] = [];

    // ---- link lists
    const tabs: Tab[] = [];
    for (const header of headers) {
      const id = header.getAttribute('aria-controls');
      const byId = id ? byIdOutsideIgnored(id) : null;
      const panel = byId && el.contains(byId) ? byId : header.parentElement?.querySelector<HTMLElement>(':scope > .footer_links_sub');
      if (!panel) {
        warnOnce(
          'footer:tab',
          `storefront: widget "footer": a list header without its panel (aria-controls, or .footer_links_sub beside it) is left as it is.`,
        );
        continue;
      }
      const served = ATTRS.map(([name, on]): [HTMLElement, string, string | null] => {
        const target = on === 'header' ? header : panel;
        return [target, name, target.getAttribute(name)];
      });
      tabs.push({ header, panel, served });
    }
    let remembered = tabs.map(() => false);
    const toggle = (i: number) => {
      remembered = toggleTab($view.get(), remembered, i);
      apply($view.get());
    };
    tabs.forEach((tab, i) => {
      tab.header.addEventListener(
        'click',
        (event) => {
          if (!tabsCollapsible($view.get())) return;
          event.preventDefault();
          toggle(i);
        },
        { signal },
      );
      tab.header.addEventListener(
        'keydown',
        (event) => {
          if (!tabsCollapsible($view.get()) || event.target !== tab.header) return;
          if (event.key === ' ' || (event.key === 'Enter' && !tab.header.hasAttribute('href'))) {
            event.preventDefault();
            toggle(i);
          }
        },
        { signal },
      );
    });

    function apply(view: View) {
      const shown = shownTabs(view, remembered);
      const collapsible = tabsCollapsible(view);
      tabs.forEach((tab, i) => {
        const { header, panel } = tab;
        if (collapsible) {
          if (!(header instanceof HTMLButtonElement)) header.setAttribute('role', 'button');
          if (!header.matches('a[href], button')) header.tabIndex = 0;
          header.setAttribute('aria-controls', (panel.id ||= `${header.id || 'sf_footer'}_panel`));
          header.setAttribute('aria-expanded', String(shown[i]));
        } else {
          // Every list open: the header is a label again (no disclosure state to announce).
          for (const name of ['role', 'tabindex', 'aria-expanded', 'aria-controls']) header.removeAttribute(name);
        }
        panel.setAttribute('aria-hidden', String(!shown[i]));
        panel.inert = !shown[i];
      });
      el.setAttribute('data-footer-view', String(view));
    }
    cleanups.push($view.subscribe(apply));
    cleanups.push(() => {
      for (const tab of tabs) {
        tab.panel.inert = false;
        for (const [target, name, value] of tab.served) {
          if (value === null) target.removeAttribute(name);
          else target.setAttribute(name, value);
        }
      }
      el.removeAttribute('data-footer-view');
    });

    // ---- hover images
    for (const img of images) {
      const hover = safeImageUrl(img.dataset.hoverSrc ?? '', location.href);
      if (!hover) {
        warnOnce('footer:hover', `storefront: widget "footer": data-hover-src="${img.dataset.hoverSrc}" is not an http(s) image address; it is ignored.`);
        continue;
      }
      const original = img.getAttribute('src');
      const host = img.closest('a') ?? img;
      new Image().src = hover; // preloaded, so the swap does not flash
      const on = () => img.setAttribute('src', hover);
      const off = () => {
        if (original !== null && !(host.matches(':hover') || host.matches(':focus'))) img.setAttribute('src', original);
      };
      host.addEventListener('pointerenter', on, { signal });
      host.addEventListener('focus', on, { signal });
      host.addEventListener('pointerleave', () => queueMicrotask(off), { signal });
      host.addEventListener('blur', () => queueMicrotask(off), { signal });
      cleanups.push(() => {
        if (original !== null) img.setAttribute('src', original);
      });
    }

    // ---- "manage cookies"
    let cookiesModal: { close(): void } | null = null;
    const configFor = (link: HTMLAnchorElement): HTMLElement | null => {
      const id = fragmentId(link.hash);
      const named = id ? byIdOutsideIgnored(id) : null;
      // A link that points to itself (the template's #manageCookies) names no configuration.
      if (named && named !== link && !named.contains(link) && !named.contains(el)) return named;
      try {
        return findOutsideIgnored(config.cookies);
      } catch {
        return null;
      }
    };
    for (const link of cookies) {
      link.addEventListener(
        'click',
        (event) => {
          if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
          const ask = new CustomEvent('storefront:cookies', { cancelable: true });
          if (!document.dispatchEvent(ask)) return event.preventDefault();
          const platform = (window as { prepareCookiesConfiguration?: unknown }).prepareCookiesConfiguration;
          if (typeof platform === 'function') {
            event.preventDefault();
            return void (platform as () => void)();
          }
          const target = configFor(link);
          if (!target || target.contains(link) || link.contains(target)) return; // nothing to open: the link's own behaviour
          event.preventDefault();
          if (cookiesModal) return;
          // The modal's code comes with the first click (a pending handle until it is there).
          let closed = false;
          cookiesModal = { close: () => void (closed = true) };
          void import('../../src/ui/modal-core').then(({ openModal }) => {
            if (closed || signal.aborted) return;
            cookiesModal = showCookies(openModal, target, () => (cookiesModal = null));
          });
        },
        { signal },
      );
    }
    cleanups.push(() => cookiesModal?.close());

    return () => {
      for (const c of cleanups.reverse()) c();
    };
  },
});

/**
 * Shows the server's cookie configuration in the shared modal: its heading is the modal's title, its
 * other content is moved (not copied: forms keep their state) into the modal and back when it closes.
 */
function showCookies(openModal: typeof import('../../src/ui/modal-core').openModal, config: HTMLElement, onClosed: () => void): { close(): void } {
  const heading = config.querySelector<HTMLElement>('h1,h2,h3,h4,h5,h6');
  const body = document.createElement('div');
  body.className = 'cookies_config';
  const moved = Array.from(config.childNodes).filter((n) => n !== heading);
  body.append(...moved);
  const wasHidden = config.hidden;
  return openModal({
    title: heading?.textContent?.trim() || getPage().t('footer.cookies_title'),
    content: body,
    className: 'sf-modal--cookies',
    onClose() {
      config.append(...moved);
      config.hidden = wasHidden;
      onClosed();
    },
  });
}
