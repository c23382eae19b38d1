/**
 * The footer's links at work (loaded by index.ts when the shopper reaches for the footer: a pointer approaching,
 * focus, a touch or a press; prefetched at the first sign of engagement):
 *  - images with `data-hover-src` swap to that image while their link is hovered (or focused); the hover image is
 *    fetched here, not before the shopper comes near;
 *  - the template's `a#manageCookies[href=#manageCookies]` (or a link with `data-cookies`) opens the cookie settings:
 *    a cancelable `storefront:cookies` event on document comes first (a consent manager can show its own panel:
 *    preventDefault), then the platform's `prepareCookiesConfiguration()` when the page has it, else the page's
 *    cookie configuration (the link's `#id` when it names another element, or the `cookies` option,
 *    `#cookies_config`) in a modal. A link that points to itself is never emptied. A click made before this code
 *    arrived was held and is replayed here (src/ui/intent.ts).
 */
import { getPage } from '../../src/page-config';
import { byIdOutsideIgnored, findOutsideIgnored } from '../../src/lib/parts';
import { warnOnce } from '../../src/lib/report';
import { fragmentId } from '../../src/lib/url';
import { safeImageUrl } from './image';
import { addPolish } from '../../src/i18n';
import { plFooterLinks } from '../../src/i18n/pl-footer';
import { doc } from '../../src/lib/dom';

// Polish: the cookie settings' title (src/i18n/pl-footer.ts; not in the core chunk, this module brings them).
addPolish(plFooterLinks);

/** Enhances the footer's hover images and cookie links; returns the undo. */
export function enhanceLinks(
  el: HTMLElement,
  cookiesSelector: string,
  images: HTMLImageElement[],
  cookies: HTMLAnchorElement[],
  signal: AbortSignal,
): () => void {
  const cleanups: (() => void)[] = [];

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
    // Already under the pointer, or focused, when this code arrived.
    if (host.matches(':hover') || host.matches(':focus')) on();
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
      return findOutsideIgnored(cookiesSelector);
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
        if (!doc.dispatchEvent(ask)) return event.preventDefault();
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
}
/**
 * Shows the server's cookie configuration in the shared modal: its heading is the modal's title, its
 * other content is moved (not copied: forms keep their state) into the modal and back when it closes.
 */
function showCookies(openModal: typeof import('../../src/ui/modal-core').openModal, config: HTMLElement, onClosed: () => void): { close(): void } {
  const heading = config.querySelector<HTMLElement>('h1,h2,h3,h4,h5,h6');
  const body = doc.createElement('div');
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
