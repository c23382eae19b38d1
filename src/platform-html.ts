/**
 * THE AUDITED MODULE: the only place in the bundle that inserts raw HTML or runs script text.
 * Only the spec's deliberate channels call it: platform snippets and top layers (batch keys
 * Snippets and ToplayersAndWidgets), tracking-event snippets, script loading by name or link,
 * and (a later issue) partial pages. Everything else renders data as text.
 *
 * Scripts inside inserted HTML are re-created so that they run (HTML parsed through a template
 * never runs its scripts), in document order, and carry the nonce of the loader's tag (src/lib/nonce.ts).
 * Trusted Types: every HTML, script text and script URL made here goes through the bundle's one policy
 * (src/lib/trusted-types.ts).
 */

import { bundleNonce } from './lib/nonce';
import { safeUrl } from './lib/url';
import { asScriptUrl, claimSinks } from './lib/trusted-types';
import { getPage, mergePageConfig, parsePageConfig, readPageConfigElement } from './page-config';

// The audited module's own HTML and script sinks (nothing else may claim them).
const { asHtml, asScript } = claimSinks();

export type ScriptPlace = 'head' | 'body_top' | 'body_bottom' | 'before_shop_js' | 'after_shop_js';
export const SCRIPT_LOAD_TIMEOUT = 5000;

/** The CSP nonce of the loader's own tag (src/lib/nonce.ts), never an arbitrary element's. */
function pageNonce(): string | undefined {
  return bundleNonce() || undefined;
}

function runnable(old: HTMLScriptElement, nonce: string | undefined): HTMLScriptElement {
  const script = document.createElement('script');
  for (const attr of Array.from(old.attributes)) {
    if (attr.name !== 'src') script.setAttribute(attr.name, attr.value);
    else if (safeUrl(attr.value)) script.setAttribute('src', asScriptUrl(attr.value));
  }
  if (nonce) script.nonce = nonce;
  if (old.src) script.async = false; // keep the order of external scripts
  script.text = asScript(old.text);
  return script;
}

/** Parses trusted platform HTML into a fragment whose scripts will run when inserted. */
export function platformFragment(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = asHtml(html);
  const nonce = pageNonce();
  template.content.querySelectorAll('script').forEach((old) => old.replaceWith(runnable(old, nonce)));
  // Its style sheets carry the nonce too, or a style-src nonce policy drops a top layer's or snippet's look.
  if (nonce) template.content.querySelectorAll('style').forEach((style) => style.setAttribute('nonce', nonce));
  return template.content;
}

export type Region = 'head' | 'body_top' | 'body_bottom';

/** Inserts platform HTML into the head, the top of the body, or the end of the body (anything else). */
export function insertPlatformHtml(html: string, region: string): void {
  const fragment = platformFragment(html);
  if (region === 'head') document.head.append(fragment);
  else if (region === 'body_top') document.body.prepend(fragment);
  else document.body.append(fragment);
}

/**
 * Runs a script text given by the platform (top-layer `script` entries, tracking events) with the semantics the
 * platform gives it (`new Function(text)()` in a try/catch): `return` is legal, `var` and function declarations stay
 * local, `this` is the window, an exception is caught. No `eval` and no `new Function` (a strict CSP has no
 * 'unsafe-eval'): a script element carrying the page's nonce whose text wraps the body in a function, run
 * synchronously on insertion. An exception it throws is caught inside the wrapper and handed back on the element; a
 * syntax error (the body cannot be wrapped then) is caught by a window error listener active only while the element
 * runs. Either way the caller gets `{error}` back (undefined when the body ran through), never an uncaught one.
 */
export function runPlatformScript(text: string): { error: unknown } | undefined {
  const script = document.createElement('script');
  const nonce = pageNonce();
  if (nonce) script.nonce = nonce;
  // The body on lines of its own: a trailing line comment in it cannot swallow the wrapper's closing brace.
  script.text = asScript(`(function(){var s=document.currentScript;try{(function(){\n${text}\n}).call(window)}catch(e){if(s)s.__sfError={e:e}}})()`);
  let failed: { error: unknown } | undefined;
  const onError = (event: ErrorEvent) => {
    failed = { error: event.error ?? new Error(event.message) };
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  addEventListener('error', onError, true);
  try {
    document.head.append(script);
  } finally {
    removeEventListener('error', onError, true);
    script.remove();
  }
  // The wrapper's catch leaves the exception on its element (an expando).
  const caught = (script as HTMLScriptElement & { __sfError?: { e: unknown } }).__sfError;
  return caught ? { error: caught.e } : failed;
}

/**
 * The shop's main script, relative to which before_shop_js / after_shop_js are placed: on real pages the
 * platform's `script[src*="shop.js"]` (`/gfx/{lang}/shop.js…`); a theme can mark another with data-shop-main;
 * without either, the storefront loader stands in.
 */
function shopMainScript(): HTMLScriptElement | null {
  return (
    document.querySelector<HTMLScriptElement>('script[data-shop-main]') ??
    document.querySelector<HTMLScriptElement>('script[src*="shop.js"]') ??
    Array.from(document.scripts).find((s) => /\/loader\.js(\?|$)/.test(s.src)) ??
    null
  );
}

function place(script: HTMLScriptElement, where: ScriptPlace): void {
  const main = shopMainScript();
  if (where === 'head') document.head.append(script);
  else if (where === 'body_top') document.body.prepend(script);
  else if (where === 'before_shop_js' && main) main.before(script);
  else if (where === 'after_shop_js' && main) main.after(script);
  else document.body.append(script);
}

function scriptUrl(nameOrLink: string, prefix: string): string {
  // A bare name ("slider") is loaded from {prefix}{name}.js; anything with a slash or a dot is a link.
  return /^[\w-]+$/.test(nameOrLink) ? `${prefix}${nameOrLink}.js` : nameOrLink;
}

export interface LoadScriptOptions {
  prefix?: string;
  module?: boolean;
  timeout?: number;
}

const loading = new Map<string, Promise<HTMLScriptElement>>();

/**
 * Loads a script or module by name or link once, placed as asked; rejects on error or after
 * 5000 ms (spec §9 "Module load timeout").
 */
export function loadScript(nameOrLink: string, where: ScriptPlace = 'body_bottom', options: LoadScriptOptions = {}): Promise<HTMLScriptElement> {
  const src = new URL(scriptUrl(nameOrLink, options.prefix ?? defaultScriptPrefix()), location.href).href;
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<HTMLScriptElement>((resolve, reject) => {
    const script = document.createElement('script');
    const nonce = pageNonce();
    if (nonce) script.nonce = nonce;
    if (options.module) script.type = 'module';
    try {
      script.src = asScriptUrl(src);
    } catch (error) {
      reject(error);
      return;
    }
    const timer = setTimeout(() => fail(new Error(`timed out after ${options.timeout ?? SCRIPT_LOAD_TIMEOUT} ms`)), options.timeout ?? SCRIPT_LOAD_TIMEOUT);
    function fail(error: Error) {
      clearTimeout(timer);
      loading.delete(src);
      reject(new Error(`storefront: the script ${src} did not load: ${error.message}`));
    }
    script.onload = () => {
      clearTimeout(timer);
      resolve(script);
    };
    script.onerror = () => fail(new Error('network or HTTP error'));
    place(script, where);
  });
  loading.set(src, promise);
  return promise;
}

/** The platform's directory names per interface language: /gfx/pol/, /gfx/cze/, … (ISO 639-2/B). */
const GFX_LANGUAGE: Record<string, string> = { pl: 'pol', cs: 'cze', en: 'eng', de: 'ger', fr: 'fre', hu: 'hun', ro: 'rum', sk: 'slo', uk: 'ukr' };
const GFX_TERMINOLOGY: Record<string, string> = { ces: 'cze', deu: 'ger', fra: 'fre', ron: 'rum', slk: 'slo' };

/**
 * Where scripts by name come from: the page configuration's scriptPrefix when the theme sets one; else the
 * directory of the platform's main script (`/gfx/{lang}/shop.js` → `/gfx/{lang}/`), which is where the
 * platform serves its scripts by name; else `/gfx/{lang}/` from the configured language.
 */
function pageConfigFor(doc: Document): { scriptPrefix: string; language: string } {
  return doc === document ? getPage() : parsePageConfig(mergePageConfig({}, readPageConfigElement(doc)));
}

/**
 * A path's directory, up to its last "/" (`/gfx/pol/shop.js` → `/gfx/pol/`). Not `replace(/[^/]*$/, '')`: that
 * pattern restarts at every character and scans to the next "/", quadratic in a long segment of a planted src.
 */
export function scriptDirectory(pathname: string): string {
  return pathname.slice(0, pathname.lastIndexOf('/') + 1);
}

export function defaultScriptPrefix(doc: Document = document): string {
  const raw = pageConfigFor(doc);
  if (raw.scriptPrefix) return raw.scriptPrefix;
  const main = doc.querySelector<HTMLScriptElement>('script[src*="shop.js"]');
  if (main?.src) {
    const url = new URL(main.src, doc.baseURI);
    if (url.origin === new URL(doc.baseURI).origin) return scriptDirectory(url.pathname);
  }
  return `/gfx/${gfxDirectory(raw.language)}/`;
}

/**
 * The platform's directory for a configured language: an interface code ("cs", "pl-PL") by the table, a spec
 * code ("cze") as it is, its ISO 639-2/T twin ("ces") as the platform's /B name; anything else Polish.
 */
export function gfxDirectory(language: string): string {
  const code = language.trim().toLowerCase().split(/[-_]/)[0];
  const directories = Object.values(GFX_LANGUAGE);
  return GFX_LANGUAGE[code] ?? (directories.includes(code) ? code : GFX_TERMINOLOGY[code]) ?? 'pol';
}

// ----------------------------------------------------------------------------------------------
// Partial pages (spec §2 "Partial page navigation"; the platform's app_shop.fn.load): a fetched part of a page is
// parsed here, its regions are moved into the current page, and its scripts marked for ajax loading run.

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
  const doc = new DOMParser().parseFromString(asHtml(text), 'text/html');
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

/** Whether a fetched part's element would have run (applied) on a full load under the answer's nonce policy. */
function fullLoadWouldRun(el: HTMLElement, nonce: string | undefined): boolean {
  return !el.closest('[data-widget-ignore], noscript') && (nonce === undefined || (el.getAttribute('nonce') ?? el.nonce) === nonce);
}

/**
 * Replaces a region of the page with the fetched part's matching region; returns the new element. Its style sheets a
 * full load would have applied (not inside `[data-widget-ignore]`; carrying the answer's style nonce when it has one)
 * get this page's nonce; any other loses its nonce, so a page's style-src policy keeps it inert.
 */
export function swapRegion(current: Element, incoming: Element): Element {
  const nonce = partNonces.get(incoming.ownerDocument)?.style;
  const pageNonceValue = pageNonce();
  incoming.querySelectorAll<HTMLElement>('style, link[rel~="stylesheet" i]').forEach((sheet) => {
    const keep = fullLoadWouldRun(sheet, nonce);
    sheet.removeAttribute('nonce');
    if (keep && pageNonceValue) sheet.setAttribute('nonce', pageNonceValue);
  });
  const adopted = document.adoptNode(incoming);
  current.replaceWith(adopted);
  return adopted;
}

/**
 * The marked scripts of a fetched part, in document order, that a full load would run and that are ours to run:
 * never one inside `[data-widget-ignore]` (merchant or customer content: docs/architecture.md, "Trust"), nor inside
 * `<noscript>` (DOMParser parses its markup; a page with scripting on never runs it), nor an SVG script; when the
 * answer came with a nonce policy (parsePartialPage's `csp`), only the ones carrying its nonce (they then run with
 * this page's nonce).
 */
export function ajaxScriptsOf(doc: Document): HTMLScriptElement[] {
  const nonce = partNonces.get(doc)?.script;
  return Array.from(doc.querySelectorAll(AJAX_SCRIPT_SELECTOR)).filter(
    (s): s is HTMLScriptElement => s instanceof HTMLScriptElement && fullLoadWouldRun(s, nonce),
  );
}

/**
 * Runs the fetched part's marked scripts (ajaxScriptsOf, taken before its regions moved in) as the platform does:
 * each re-created from its element, in document order, with the page's nonce; one now inside the page (a swapped
 * region) runs in place, one outside the swapped regions (the answer's `<header>` when only `#breadcrumbs` of it was
 * swapped) runs at the end of the body and is removed after (one with a src stays until it has loaded). Returns how
 * many ran.
 */
export function runAjaxScripts(scripts: HTMLScriptElement[]): number {
  const nonce = pageNonce();
  for (const old of scripts) {
    const script = runnable(old, nonce);
    if (old.ownerDocument === document && old.isConnected) old.replaceWith(script);
    else {
      document.body.append(script);
      if (!script.src) script.remove();
    }
  }
  return scripts.length;
}
