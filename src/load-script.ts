/**
 * Script loading by name or link (spec §9 "Script and module loading"; `storefront.loadScript`): the loader imports
 * this module the first time a shop script asks, so none of it is in the core chunk. It creates script elements with
 * a URL only, never script text: the URL is http(s), checked by the Trusted Types policy's script-URL rule
 * (src/lib/trusted-types.ts), and the element carries the loader tag's nonce.
 */
import { bundleNonce } from './lib/nonce';
import { asScriptUrl } from './lib/trusted-types';
import { findOutsideIgnored } from './lib/parts';
import { sameOriginUrl } from './lib/url';
import { getPage, mergePageConfig, parsePageConfig, readPageConfigElement } from './page-config';
import { members } from './api';
import type { Host } from './widget';
import { doc } from './lib/dom';
import { ownAddress } from './lib/own-address';

export type ScriptPlace = 'head' | 'body_top' | 'body_bottom' | 'before_shop_js' | 'after_shop_js';
const SCRIPT_LOAD_TIMEOUT = 5000;

/**
 * The shop's main script, relative to which before_shop_js / after_shop_js are placed: on real pages the
 * platform's `script[src*="shop.js"]` (`/gfx/{lang}/shop.js…`); a theme can mark another with data-shop-main;
 * without either, the storefront loader stands in.
 */
function shopMainScript(): HTMLScriptElement | null {
  return (
    findOutsideIgnored<HTMLScriptElement>('script[data-shop-main]') ??
    findOutsideIgnored<HTMLScriptElement>('script[src*="shop.js"]') ??
    Array.from(doc.scripts).find((s) => /\/loader\.js(\?|$)/.test(s.src)) ??
    null
  );
}

function place(script: HTMLScriptElement, where: ScriptPlace): void {
  const main = shopMainScript();
  if (where === 'head') doc.head.append(script);
  else if (where === 'body_top') doc.body.prepend(script);
  else if (where === 'before_shop_js' && main) main.before(script);
  else if (where === 'after_shop_js' && main) main.after(script);
  else doc.body.append(script);
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
    const script = doc.createElement('script');
    const nonce = bundleNonce();
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
  if (raw.scriptPrefix) return ownAddress('scriptPrefix', raw.scriptPrefix, `/gfx/${gfxDirectory(raw.language)}/`);
  // Never a planted tag in shop content: it would decide where every script by name comes from.
  const main = findOutsideIgnored<HTMLScriptElement>('script[src*="shop.js"]', doc);
  // Its address as written, resolved against the page's own URL (`main.src` resolves against the document's base
  // URL, which a `<base href>` in shop content could set), and only on the page's own origin.
  const url = sameOriginUrl(main?.getAttribute('src'));
  if (url) return scriptDirectory(url.pathname);
  return `/gfx/${gfxDirectory(raw.language)}/`;
}

/**
 * The platform's directory for a configured language: an interface code ("cs", "pl-PL") by the table, a spec
 * code ("cze") as it is, its ISO 639-2/T twin ("ces") as the platform's /B name; anything else Polish.
 */
function gfxDirectory(language: string): string {
  const code = language.trim().toLowerCase().split(/[-_]/)[0];
  const directories = Object.values(GFX_LANGUAGE);
  return GFX_LANGUAGE[code] ?? (directories.includes(code) ? code : GFX_TERMINOLOGY[code]) ?? 'pol';
}

const PLACES: readonly ScriptPlace[] = ['head', 'body_top', 'body_bottom', 'before_shop_js', 'after_shop_js'];

/**
 * `storefront.loadScript(nameOrLink, place?, { module? }?)`: checked, then loadScript. Bad input rejects with a
 * TypeError naming the argument, its value and what was expected; nothing is loaded.
 */
async function loadScriptForShop(_host: Host, nameOrLink: unknown, place?: unknown, options?: unknown): Promise<HTMLScriptElement> {
  const fail = (what: string): never => {
    throw new TypeError(`storefront.loadScript: ${what}; nothing is loaded.`);
  };
  if (typeof nameOrLink !== 'string' || !nameOrLink.trim())
    fail(`nameOrLink ${JSON.stringify(nameOrLink) ?? String(nameOrLink)} is invalid (expected a script's name or an http(s) link)`);
  if (place !== undefined && !PLACES.includes(place as ScriptPlace))
    fail(`place ${JSON.stringify(place) ?? String(place)} is invalid (expected one of ${PLACES.join(', ')})`);
  const given = options ?? {};
  if (typeof given !== 'object' || given === null || Array.isArray(given))
    fail(`the options ${JSON.stringify(options)} are invalid (expected { module?: boolean })`);
  const unknown = Object.keys(given as object).find((key) => key !== 'module');
  if (unknown) fail(`"${unknown}" is not an option (module)`);
  const module = (given as { module?: unknown }).module ?? false;
  if (typeof module !== 'boolean') fail(`module ${JSON.stringify(module)} is invalid (expected true or false)`);
  return loadScript((nameOrLink as string).trim(), place as ScriptPlace | undefined, { module: module as boolean });
}

/**
 * `window.storefront`'s members (src/api.ts, and loadScript here), each called with the loader's `Host` first. The
 * loader imports this module (an entry of the build's lazy part) on the first call of any of them.
 */
export const api = { ...members, loadScript: loadScriptForShop };
