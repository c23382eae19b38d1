/**
 * partial_nav: partial page navigation over the Standard template's regions (spec §2 "Partial page navigation",
 * "Loading overlay", §9), as the platform's `app_shop.fn.load` does it.
 *
 * Links inside an element marked data-partial (the element itself or any ancestor; data-partial="false" opts a part
 * out) and forms marked the same way load the next page without leaving this one: the page URL plus the suffix
 * (default `set_render=content,head`: the server renders only `<header>` and `main#content`, no html/head/body) is
 * fetched, each region of this page (`main#content`, `#breadcrumbs`; a theme overrides the `regions` part) is replaced
 * by the fetched element found the same way (its id), the URL is pushed into history, the fetched part's
 * `script.ajaxLoad` run (re-created, in document order; never one inside `[data-widget-ignore]` or `<noscript>`), and
 * the loader's observer mounts the widgets whose markers arrived and unmounts those that left. The regions carry
 * `load-content` meanwhile. Focus moves to the new content and the new title is announced. Any failure (network,
 * HTTP status, not HTML, a region missing, too big) or 16 s without an answer: a full navigation to the URL.
 *
 * Back and forward between entries it made load those pages the same way, scroll position restored.
 * Raw HTML is handled only by src/platform-html.ts.
 */
import * as v from 'valibot';
import { defineWidget } from '../../src/define-widget';
import { getPage } from '../../src/page-config';
import { hideLoading, showLoading } from '../../src/ui/loading';
import { ajaxScriptsOf, fullLoadNeeded, parsePartialPage, runAjaxScripts, swapRegion } from '../../src/partial-page';
import { findOutsideIgnored, part } from '../../src/lib/parts';
import {
  PARTIAL_TIMEOUT_MS,
  getFormUrl,
  isPartialClick,
  isPartialState,
  pageKey,
  partialUrl,
  rejectAnswer,
  type PartialState,
} from '../../src/lib/partial-nav';
import { addPolish } from '../../src/i18n';
import { plPartialNav } from '../../src/i18n/pl-partial-nav';
import { clean, doc } from '../../src/lib/dom';

// Polish: the page-loaded announcement (src/i18n/pl-partial-nav.ts; not in the core chunk, this module brings them).
addPolish(plPartialNav);

const REGION = 'data-partial-region';
/** The platform's class on the regions being replaced (the theme's CSS may dim them). */
const LOADING_CLASS = 'load-content';

class Fallback extends Error {}

/**
 * How a region is found again, here after a swap and in the fetched part: its id, else its data-partial-region name
 * (the bundle's own markup), else its tag name (`header`, `aside`, `footer`).
 */
function keyOf(el: Element): string {
  if (el.id) return `#${CSS.escape(el.id)}`;
  const name = el.getAttribute(REGION);
  if (name) return `[${REGION}="${CSS.escape(name)}"]`;
  return el.localName;
}

/** The regions of the page now, by key, outermost only (one inside another goes with it). */
function currentRegions(keys: string[]): Map<string, Element> {
  const found = new Map<string, Element>();
  for (const key of keys) {
    const el = findOutsideIgnored(key);
    if (el) found.set(key, el);
  }
  const all = [...found.values()];
  for (const [key, el] of found) if (all.some((other) => other !== el && other.contains(el))) found.delete(key);
  return found;
}

/** The first heading of the regions, the page's name in its title. */
function headingOf(regions: Element[]): string {
  return regions.map((r) => r.querySelector('h1')?.textContent?.trim()).find(Boolean) ?? '';
}

function marked(el: Element): boolean {
  // Element's own closest: a form's control named "closest" would shadow it (form clobbering, below).
  const scope = Element.prototype.closest.call(el, '[data-partial]');
  return !!scope && scope.getAttribute('data-partial') !== 'false';
}

/**
 * A form's own property, read through HTMLFormElement's prototype: a control named "action", "method", "target",
 * "enctype" (`<input name="action">` in merchant content) shadows the form's property of that name, so `form.action`
 * would be that input (form clobbering: the navigation went to "/[object HTMLInputElement]").
 */
const formProp = (form: HTMLFormElement, name: 'action' | 'method' | 'target' | 'enctype'): string =>
  Reflect.get(HTMLFormElement.prototype, name, form) as string;

function stringFields(data: FormData): [string, string][] {
  return Array.from(data, ([k, value]) => [k, typeof value === 'string' ? value : value.name] as [string, string]);
}

export default defineWidget({
  name: 'partial_nav',
  schema: v.object({
    /**
     * Added to the page URL's query for the partial fetch (spec: "an optional suffix"); the platform's
     * `set_render=content,head` by default ("" fetches the whole page).
     */
    suffix: v.optional(v.pipe(v.string(), v.maxLength(200)), 'set_render=content,head'),
  }),
  onePerPage: true,
  parts: {
    regions: part('the regions it swaps', 'main#content, #breadcrumbs', HTMLElement, { many: true, document: true }),
  },
  mount(_el, { config, signal, parts }) {
    const page = getPage();
    // The regions as keys: each swap replaces the elements, so they are looked up again for every navigation.
    const keys = [...new Set(parts.regions.map(keyOf))];
    let shown = location.href;
    let inFlight: AbortController | undefined;
    let loading = false;
    const bypass = new WeakSet<HTMLFormElement>();

    const live = doc.createElement('div');
    live.className = 'sr-only';
    live.setAttribute('role', 'status');
    live.setAttribute('aria-live', 'polite');
    live.setAttribute('data-partial-announcer', '');
    doc.body.append(live);

    const restoration = history.scrollRestoration;
    history.scrollRestoration = 'manual';

    const remember = () => history.replaceState({ ...(history.state ?? {}), sfPartial: 1, scrollY: scrollY } satisfies PartialState, '');

    function stopLoading() {
      if (loading) {
        loading = false;
        hideLoading();
      }
    }

    function announce(text: string) {
      live.textContent = '';
      // A fresh text in an emptied region is read; the same text twice in a row would not be.
      setTimeout(() => {
        if (!signal.aborted) live.textContent = text;
      }, 50);
    }

    async function fetchPage(url: string, init: RequestInit, controller: AbortController): Promise<{ doc: Document; finalUrl: string }> {
      // The HTTP client comes with the first navigation, not with the widget (it mounts at load); if it cannot be
      // fetched, the navigation is a full one like any other failure.
      const { http } = await import('../../src/net/http');
      const response = await http(partialUrl(url, config.suffix), {
        ...init,
        signal: controller.signal,
        credentials: 'same-origin',
        // No header of ours (platform: app_shop.fn.load adds none; how the server treats X-Requested-With is unknown).
        throwHttpErrors: false, // the status is one of the answer's checks (rejectAnswer)
      });
      const finalUrl = response.redirected && response.url ? stripSuffix(response.url) : url;
      const declared = Number(response.headers.get('content-length') ?? NaN);
      const head = {
        ok: response.ok,
        status: response.status,
        contentType: response.headers.get('content-type') ?? '',
        sameOrigin: new URL(finalUrl).origin === location.origin,
      };
      let problem = rejectAnswer({ ...head, length: Number.isFinite(declared) && declared > 0 ? declared : 1 });
      if (problem) throw new Fallback(problem);
      const text = await response.text();
      problem = rejectAnswer({ ...head, length: text.length });
      if (problem) throw new Fallback(problem);
      // The answer's own CSP nonce decides which of its scripts and styles a full load would have run.
      return { doc: parsePartialPage(text, response.headers.get('content-security-policy') ?? ''), finalUrl };
    }

    function stripSuffix(url: string): string {
      if (!config.suffix) return url;
      const u = new URL(url);
      const extra = new URLSearchParams(config.suffix.replace(/^[?&]+/, ''));
      const params = new URLSearchParams(u.search);
      for (const [k, value] of extra) if (params.getAll(k).includes(value)) params.delete(k, value);
      u.search = params.toString();
      return u.href;
    }

    function apply(fetched: Document, finalUrl: string, push: boolean, scrollTo: number) {
      const current = currentRegions(keys);
      if (!current.size) throw new Fallback('this page has no regions to swap');
      const incoming = new Map<string, Element>();
      for (const key of current.keys()) {
        const found = clean(fetched).querySelectorAll(key)[0];
        if (!found) throw new Fallback(`the fetched page has no ${key}`);
        incoming.set(key, found);
      }
      // Under this page's nonce, an answer without a nonce policy of its own is loaded whole (src/partial-page.ts).
      const unverified = fullLoadNeeded(fetched);
      if (unverified) throw new Fallback(unverified);
      // The fetched part's scripts to run, taken before its regions move into this page (document order).
      const scripts = ajaxScriptsOf(fetched);
      const oldHeading = headingOf([...current.values()]);
      if (push) {
        remember();
        history.pushState({ sfPartial: 1, scrollY: 0 } satisfies PartialState, '', finalUrl);
      }
      shown = finalUrl;
      const swapped: Element[] = [];
      for (const [key, el] of current) swapped.push(swapRegion(el, incoming.get(key)!));
      const heading = headingOf(swapped);
      // A partial answer has no <title> (set_render renders no head): the heading takes the old one's place in it.
      const fetchedTitle = clean(fetched).title.trim();
      if (fetchedTitle) doc.title = fetchedTitle;
      else if (heading && oldHeading && doc.title.startsWith(oldHeading)) doc.title = heading + doc.title.slice(oldHeading.length);
      const title = doc.title.trim() || heading;
      runAjaxScripts(scripts);
      window.scrollTo(0, scrollTo);
      const main = doc.querySelector<HTMLElement>('main');
      const target = (main && swapped.some((r) => r.contains(main) || main.contains(r)) ? main : (swapped[0] as HTMLElement)) ?? null;
      if (target) {
        if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
        target.focus({ preventScroll: true });
      }
      announce(page.t('nav.page_loaded', { title: title || finalUrl }));
      doc.dispatchEvent(new CustomEvent('storefront:partial', { detail: { url: finalUrl, ok: true } }));
    }

    /** The regions carry the platform's `load-content` while their next content loads. */
    function markLoading(on: boolean) {
      for (const el of currentRegions(keys).values()) el.classList.toggle(LOADING_CLASS, on);
    }

    function fullNavigation(url: string, reason: string, replace: boolean, form?: { form: HTMLFormElement; submitter: HTMLElement | null }) {
      console.warn(`storefront: partial_nav: ${url} could not be loaded in place (${reason}); loading the whole page.`);
      doc.dispatchEvent(new CustomEvent('storefront:partial', { detail: { url, ok: false, reason } }));
      if (form && doc.contains(form.form)) {
        bypass.add(form.form);
        HTMLFormElement.prototype.requestSubmit.call(form.form, form.submitter && 'form' in form.submitter ? form.submitter : undefined);
      } else if (replace) location.replace(url);
      else location.assign(url);
    }

    async function navigate(
      url: string,
      options: { push: boolean; scrollY?: number; init?: RequestInit; form?: { form: HTMLFormElement; submitter: HTMLElement | null } },
    ) {
      inFlight?.abort();
      const controller = new AbortController();
      inFlight = controller;
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, PARTIAL_TIMEOUT_MS);
      const stopOnUnmount = () => controller.abort();
      signal.addEventListener('abort', stopOnUnmount, { once: true });
      if (!loading) {
        loading = true;
        showLoading();
      }
      markLoading(true);
      try {
        const { doc: fetched, finalUrl } = await fetchPage(url, options.init ?? {}, controller);
        if (controller.signal.aborted) throw new DOMException('aborted', 'AbortError');
        apply(fetched, finalUrl, options.push, options.scrollY ?? 0);
        stopLoading();
      } catch (error) {
        if (signal.aborted) return stopLoading();
        if (controller.signal.aborted && !timedOut) return; // a newer navigation took over
        const reason = timedOut ? `no answer in ${PARTIAL_TIMEOUT_MS / 1000} s` : error instanceof Fallback ? error.message : String(error);
        fullNavigation(url, reason, !options.push, options.form);
      } finally {
        if (inFlight === controller) markLoading(false);
        clearTimeout(timer);
        signal.removeEventListener('abort', stopOnUnmount);
        if (inFlight === controller) inFlight = undefined;
      }
    }

    doc.addEventListener(
      'click',
      (event) => {
        const a = (event.target as Element | null)?.closest?.('a[href]');
        if (!(a instanceof HTMLAnchorElement) || !marked(a)) return;
        const ok = isPartialClick({
          button: event.button,
          modified: event.ctrlKey || event.metaKey || event.shiftKey || event.altKey,
          defaultPrevented: event.defaultPrevented,
          href: a.href,
          target: a.target,
          download: a.hasAttribute('download'),
          current: location.href,
        });
        if (!ok) return;
        event.preventDefault();
        void navigate(a.href, { push: true });
      },
      { signal },
    );

    doc.addEventListener(
      'submit',
      (event) => {
        const form = event.target;
        if (!(form instanceof HTMLFormElement) || event.defaultPrevented || !marked(form)) return;
        if (bypass.has(form)) {
          bypass.delete(form);
          return;
        }
        const submitter = event.submitter;
        const target = submitter?.getAttribute('formtarget') ?? formProp(form, 'target');
        if (target && target !== '_self') return;
        const method = (submitter?.getAttribute('formmethod') || formProp(form, 'method') || 'get').toLowerCase();
        const action = new URL(submitter?.getAttribute('formaction') || formProp(form, 'action'), location.href);
        if (action.origin !== location.origin || (method !== 'get' && method !== 'post')) return;
        const data = new FormData(form, submitter);
        event.preventDefault();
        if (method === 'get') {
          void navigate(getFormUrl(action.href, stringFields(data)), { push: true, form: { form, submitter } });
        } else {
          const multipart = formProp(form, 'enctype').toLowerCase() === 'multipart/form-data';
          void navigate(action.href, {
            push: true,
            form: { form, submitter },
            init: { method: 'POST', body: multipart ? data : new URLSearchParams(stringFields(data)) },
          });
        }
      },
      { signal },
    );

    addEventListener(
      'popstate',
      (event) => {
        if (pageKey(location.href) === pageKey(shown)) return; // a jump within the page shown
        if (!isPartialState(event.state)) {
          // An entry this page did not make in place (e.g. the first page before any partial load).
          location.reload();
          return;
        }
        void navigate(location.href, { push: false, scrollY: event.state.scrollY });
      },
      { signal },
    );

    // Coming back to this page from the bfcache after a full navigation: the overlay must not stay.
    addEventListener('pageshow', (event) => event.persisted && stopLoading(), { signal });

    // The entry of the page as it first loaded, so coming back to it is handled in place too.
    if (!isPartialState(history.state)) remember();

    return () => {
      inFlight?.abort();
      stopLoading();
      live.remove();
      history.scrollRestoration = restoration;
    };
  },
});
