/**
 * URL safety, one module for every widget: a link or address from data or markup is read exactly as the browser
 * will read it (the URL parser drops tabs and newlines anywhere and C0 controls and spaces at either end, so
 * "java\tscript:" and "\u0001javascript:" are javascript: to a browser), and only http(s) is accepted; a relative
 * link counts as what it resolves to against the page.
 *
 * - `safeUrl(text)`: the parsed URL when it is http(s), else undefined (for hrefs from network data);
 * - `sameOriginUrl(text)`: the same, and on the page's own origin (for where an untrusted marker attribute may send
 *   a shopper or a request: redirects, the map's points URL).
 */

import { warnOnce } from './report';

/** The page's address (a stand-in outside a browser, so pure code can be tested). */
function pageHref(): string {
  return typeof location !== 'undefined' ? location.href : 'https://shop.invalid/';
}

/** The URL the browser will use for `text`, when it is http(s). */
export function safeUrl(text: unknown, base: string = pageHref()): URL | undefined {
  // eslint-disable-next-line no-control-regex -- the browser strips control characters and spaces from a URL
  if (typeof text !== 'string' || !text.replace(/[\u0000-\u0020]/g, '')) return undefined;
  let url: URL;
  try {
    url = new URL(text, base);
  } catch {
    return undefined;
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
}

/** The link as given (trimmed) when the browser will read it as http(s); else undefined. For hrefs. */
export function safeHref(text: unknown, base?: string): string | undefined {
  return safeUrl(text, base) ? (text as string).trim() : undefined;
}

/** The URL when it is http(s) on the page's own origin. */
export function sameOriginUrl(text: unknown, base: string = pageHref()): URL | undefined {
  const url = safeUrl(text, base);
  return url && url.origin === new URL(base).origin ? url : undefined;
}

/**
 * The id a link's `#fragment` names (`hash` with or without its "#"), percent-decoded as the browser scrolls to it; a
 * malformed escape (`#%E0%A4%A`, which makes decodeURIComponent throw) is warned about once and read as written.
 */
export function fragmentId(hash: string): string {
  const raw = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    warnOnce('url:fragment', `storefront: "#${raw}" is not valid percent-encoding; read as written.`);
    return raw;
  }
}
