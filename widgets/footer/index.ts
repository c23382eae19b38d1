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
 * - Images with `data-hover-src` swap to that image while their link is hovered (or focused), and the template's
 *   `a#manageCookies[href=#manageCookies]` (or a link with `data-cookies`) opens the cookie settings: links-shell.ts,
 *   loaded when the shopper reaches for the footer (nothing of it, not even the hover images, before that).
 */
import * as v from 'valibot';
import { defineWidget } from '../../src/define-widget';
import { byIdOutsideIgnored, part } from '../../src/lib/parts';
import { onIntent } from '../../src/ui/intent';
import { $view } from '../../src/stores/view';
import { warnOnce } from '../../src/lib/report';
import type { View } from '../../src/lib/view';
import { shownTabs, tabsCollapsible, toggleTab } from './rules';

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
  mount(el, { config, signal, reportError, parts: { headers, cookies, images } }) {
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

    // ---- hover images and "manage cookies": their code (links-shell.ts) comes when the shopper reaches for the
    // footer (a pointer approaching, focus, a touch or a press); a click on the cookie link before it arrives is held,
    // then replayed.
    if (images.length || cookies.length)
      onIntent(
        el,
        async () => {
          const { enhanceLinks } = await import('./links-shell');
          if (!signal.aborted) cleanups.push(enhanceLinks(el, config.cookies, images, cookies, signal));
        },
        { signal, reportError, holdClicks: 'a#manageCookies, a[data-cookies]', prefetch: 'links-shell' },
      );

    return () => {
      for (const c of cleanups.reverse()) c();
    };
  },
});
