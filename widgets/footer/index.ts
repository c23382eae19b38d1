/**
 * footer: the page footer (spec §2 "Footer", §4 "Footer tabs", §9 "Views"). The marker is the server's
 * <footer>; everything works without JavaScript (all tabs shown, plain links).
 *
 * - Link tabs (`.footer__tab`, its heading `.footer__title`, its links the tab's other children):
 *   in view 1 the heading's text goes into a disclosure button (aria-expanded, aria-controls) that
 *   shows and hides the links; tabs start collapsed. The state of each tab is remembered while the
 *   view is larger (where every tab is shown and the buttons are gone) and restored when the view
 *   returns to mobile.
 * - Images with `data-hover-src` swap to that image while their link is hovered (or focused).
 * - A link with `data-cookies` (its href `#id` names the page's cookie configuration) opens the cookie
 *   configuration in a modal. A cancelable `storefront:cookies` event on document comes first, so a
 *   consent manager can show its own panel instead (preventDefault).
 */
import * as v from 'valibot';
import { defineWidget } from '../../src/define-widget';
import { getPage } from '../../src/page-config';
import { $view } from '../../src/stores/view';
import { injectStyle } from '../../src/ui/style';
import { warnOnce } from '../../src/lib/report';
import type { View } from '../../src/lib/view';
import { shownTabs, safeImageUrl, tabsCollapsible, toggleTab } from './rules';

const CSS = `
.footer__tab > [hidden]{display:none!important}
.footer__toggle{display:flex;width:100%;align-items:center;justify-content:space-between;gap:.5rem;min-height:2.75rem;padding:0;margin:0;border:0;background:none;color:inherit;font:inherit;text-align:start;cursor:pointer}
.footer__toggle-icon::after{content:"+";font-size:1.25em;line-height:1}
.footer__toggle[aria-expanded="true"] .footer__toggle-icon::after{content:"\\2212"}
.footer__toggle:focus-visible{outline:2px solid currentColor;outline-offset:2px}
`;

let ids = 0;

interface Tab {
  title: HTMLElement;
  panels: HTMLElement[];
  button: HTMLButtonElement | null;
  addedIds: HTMLElement[];
}

function panelId(el: HTMLElement, tab: Tab): string {
  if (!el.id) {
    el.id = `sf_footer_panel_${++ids}`;
    tab.addedIds.push(el);
  }
  return el.id;
}

export default defineWidget({
  name: 'footer',
  schema: v.object({}),
  mount(el, { signal }) {
    injectStyle('footer', CSS);
    const cleanups: (() => void)[] = [];

    // ---- link tabs
    const tabs: Tab[] = [];
    for (const tabEl of el.querySelectorAll<HTMLElement>('.footer__tab')) {
      const title = tabEl.querySelector<HTMLElement>(':scope > .footer__title');
      const panels = Array.from(tabEl.children).filter((c): c is HTMLElement => c instanceof HTMLElement && c !== title);
      if (!title || !panels.length) {
        warnOnce('footer:tab', 'storefront: widget "footer": a .footer__tab without a .footer__title heading and links is left as it is.');
        continue;
      }
      tabs.push({ title, panels, button: null, addedIds: [] });
    }
    let remembered = tabs.map(() => false);

    const apply = (view: View) => {
      const shown = shownTabs(view, remembered);
      tabs.forEach((tab, i) => {
        if (tabsCollapsible(view) && !tab.button) {
          const button = document.createElement('button');
          button.type = 'button';
          button.className = 'footer__toggle';
          button.setAttribute('aria-controls', tab.panels.map((p) => panelId(p, tab)).join(' '));
          const icon = document.createElement('span');
          icon.className = 'footer__toggle-icon';
          icon.setAttribute('aria-hidden', 'true');
          button.append(...tab.title.childNodes, icon);
          tab.title.append(button);
          button.addEventListener('click', () => {
            remembered = toggleTab($view.get(), remembered, i);
            apply($view.get());
          });
          tab.button = button;
        } else if (!tabsCollapsible(view) && tab.button) {
          tab.button.querySelector(':scope > .footer__toggle-icon')?.remove();
          tab.title.append(...tab.button.childNodes);
          tab.button.remove();
          tab.button = null;
        }
        tab.button?.setAttribute('aria-expanded', String(shown[i]));
        for (const p of tab.panels) p.hidden = !shown[i];
        tab.title.parentElement?.classList.toggle('--open', shown[i] && tabsCollapsible(view));
      });
      el.setAttribute('data-footer-view', String(view));
    };
    cleanups.push($view.subscribe(apply));
    cleanups.push(() => {
      for (const tab of tabs) {
        if (tab.button) {
          tab.button.querySelector(':scope > .footer__toggle-icon')?.remove();
          tab.title.append(...tab.button.childNodes);
          tab.button.remove();
        }
        for (const p of tab.panels) p.hidden = false;
        for (const p of tab.addedIds) p.removeAttribute('id');
        tab.title.parentElement?.classList.remove('--open');
      }
      el.removeAttribute('data-footer-view');
    });

    // ---- hover images
    for (const img of el.querySelectorAll<HTMLImageElement>('img[data-hover-src]')) {
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
    for (const link of el.querySelectorAll<HTMLAnchorElement>('a[data-cookies]')) {
      link.addEventListener(
        'click',
        (event) => {
          if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
          const ask = new CustomEvent('storefront:cookies', { cancelable: true });
          if (!document.dispatchEvent(ask)) return event.preventDefault();
          const id = decodeURIComponent(link.hash.slice(1));
          const config = id ? document.getElementById(id) : null;
          if (!config || config === el || config.contains(el)) return; // nothing to open: the link's own behaviour
          event.preventDefault();
          if (cookiesModal) return;
          // The modal's code comes with the first click (a pending handle until it is there).
          let closed = false;
          cookiesModal = { close: () => void (closed = true) };
          void import('../../src/ui/modal-core').then(({ openModal }) => {
            if (closed || signal.aborted) return;
            cookiesModal = showCookies(openModal, config, () => (cookiesModal = null));
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
