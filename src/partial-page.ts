/**
 * Partial pages (spec §2 "Partial page navigation"; the platform's app_shop.fn.load): which parts of a fetched page
 * come alive. A fetched part is parsed by the audited module (src/platform-html.ts: `parseHtmlDocument`), its
 * regions are moved into the current page, and the scripts a full load of it would have run are run there
 * (`runScripts`). Loaded with partial_nav's own chunk, not with the core.
 */
import { parseHtmlDocument, pageNonce, runScripts } from './platform-html';
import { clean, doc } from './lib/dom';
import { unclobber } from './lib/unclobber';

/**
 * The scripts of a fetched part that run after a partial load: the platform marks them
 * `<script class="ajaxLoad">`; `data-ajax-load` is this bundle's documented alternative.
 */
export const AJAX_SCRIPT_SELECTOR = 'script.ajaxLoad, script[data-ajax-load]';

/**
 * Parses a fetched page or part of one (`?set_render=content,head`: a `<header>` and a `main#content`, no html, head
 * or body). DOMParser never runs scripts, and scripts it created stay inert when moved into the page: only
 * runAjaxScripts re-creates (and so runs) the marked ones.
 */
export function parsePartialPage(text: string, csp = ''): Document {
  const doc = parseHtmlDocument(text);
  partNonces.set(doc, { script: cspNonce(csp, 'script-src'), style: cspNonce(csp, 'style-src') });
  return doc;
}

/**
 * The nonces the fetched part's own Content-Security-Policy header gave its scripts and styles: a full load of that
 * page would have run (applied) only the ones carrying it. Undefined when the answer has no nonce policy.
 */
const partNonces = new WeakMap<Document, { script?: string; style?: string }>();

/**
 * The nonce of a CSP directive (or of default-src when the directive is absent); several policies are joined by commas.
 * @internal exported for the tests only (knip --production accepts it).
 */
export function cspNonce(csp: string, directive: 'script-src' | 'style-src'): string | undefined {
  const nonceOf = (name: string) => {
    for (const part of csp.split(/[;,]/)) {
      const [key, ...values] = part.trim().split(/\s+/);
      if (key?.toLowerCase() === name) return values.map((value) => /^'nonce-([\w+/=-]+)'$/.exec(value)?.[1]).find(Boolean);
    }
    return undefined;
  };
  return nonceOf(directive) ?? nonceOf('default-src');
}

/** Outside shop content and `<noscript>`: a candidate to run (apply) at all. */
const candidate = (el: Element): boolean => !el.closest('[data-widget-ignore], noscript');

/**
 * Whether a fetched part's element would have run (applied) on a full load under the answer's nonce policy. Fails
 * closed: when this page runs under a nonce and the answer came with no nonce policy (the page's policy is in a
 * `<meta>`, or the server sends CSP on full documents only), nothing does: which of them a full load would have run
 * cannot be told, and a planted one must never get the page's nonce (partial_nav loads such a page whole instead:
 * `fullLoadNeeded`).
 */
function fullLoadWouldRun(el: HTMLElement, nonce: string | undefined): boolean {
  return candidate(el) && (nonce === undefined ? !pageNonce() : (el.getAttribute('nonce') ?? el.nonce) === nonce);
}

const STYLES = 'style, link[rel~="stylesheet" i]';

/**
 * Why a fetched part cannot come alive in place (undefined when it can): this page runs under a nonce, the answer
 * carries no nonce policy, and the part has marked scripts or style sheets a full load might have run. The caller
 * loads the page whole then, under the server's own policy.
 */
export function fullLoadNeeded(doc: Document): string | undefined {
  const nonces = partNonces.get(doc);
  if (!pageNonce()) return undefined;
  const unverified = (selector: string, nonce: string | undefined) => nonce === undefined && [...clean(doc).querySelectorAll(selector)].some(candidate);
  return unverified(AJAX_SCRIPT_SELECTOR, nonces?.script) || unverified(STYLES, nonces?.style)
    ? 'the answer has scripts or styles but no nonce policy of its own'
    : undefined;
}

/**
 * Replaces a region of the page with the fetched part's matching region; returns the new element. Its style sheets a
 * full load would have applied (not inside `[data-widget-ignore]`; carrying the answer's style nonce when it has one)
 * get this page's nonce; any other loses its nonce, so a page's style-src policy keeps it inert.
 */
export function swapRegion(current: Element, incoming: Element): Element {
  const nonce = partNonces.get(incoming.ownerDocument)?.style;
  const pageNonceValue = pageNonce();
  clean(incoming)
    .querySelectorAll<HTMLElement>(STYLES)
    .forEach((sheet) => {
      const keep = fullLoadWouldRun(sheet, nonce);
      sheet.removeAttribute('nonce');
      if (keep && pageNonceValue) sheet.setAttribute('nonce', pageNonceValue);
    });
  const adopted = doc.adoptNode(incoming) as Element;
  current.replaceWith(adopted);
  // Names in its shop content that shadow the document's members stop doing so (src/lib/unclobber.ts).
  unclobber();
  return adopted;
}

/**
 * The marked scripts of a fetched part, in document order, that a full load would run and that are ours to run:
 * never one inside `[data-widget-ignore]` (merchant or customer content: docs/architecture.md, "Trust"), nor inside
 * `<noscript>` (DOMParser parses its markup; a page with scripting on never runs it), nor an SVG script; when the
 * answer came with a nonce policy (parsePartialPage's `csp`), only the ones carrying its nonce (they then run with
 * this page's nonce); none when this page runs under a nonce and the answer has no nonce policy (fullLoadWouldRun).
 */
export function ajaxScriptsOf(doc: Document): HTMLScriptElement[] {
  const nonce = partNonces.get(doc)?.script;
  return Array.from(clean(doc).querySelectorAll(AJAX_SCRIPT_SELECTOR)).filter(
    (s): s is HTMLScriptElement => s instanceof HTMLScriptElement && fullLoadWouldRun(s, nonce),
  );
}

/**
 * Runs the fetched part's marked scripts (ajaxScriptsOf, taken before its regions moved in) as the platform does,
 * through the audited module (platform-html's `runScripts`). Returns how many ran.
 */
export function runAjaxScripts(scripts: HTMLScriptElement[]): number {
  return runScripts(scripts);
}
