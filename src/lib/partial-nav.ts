/**
 * Partial page navigation, the pure rules (spec §2 "Partial page navigation", §9 "Timing and layout").
 * No DOM here: the partial_nav widget feeds in what it reads from events and elements.
 */

/** Partial page-load timeout (spec §9): after it a full navigation happens instead. */
export const PARTIAL_TIMEOUT_MS = 16_000;

/** A fetched page bigger than this is not parsed: the full navigation is quicker for such a page. */
const PARTIAL_MAX_BYTES = 4 * 1024 * 1024;

/** The URL fetched for a partial load: the page URL plus the suffix (a query string part, e.g. "ajax=1"). */
export function partialUrl(pageUrl: string, suffix: string): string {
  const url = new URL(pageUrl);
  url.hash = '';
  const extra = suffix.replace(/^[?&]+/, '');
  if (!extra) return url.href;
  url.search = url.search ? `${url.search}&${extra}` : `?${extra}`;
  return url.href;
}

/** The URL without its fragment: two URLs that differ only there show the same page. */
export function pageKey(url: string): string {
  const u = new URL(url);
  u.hash = '';
  return u.href;
}

export interface ClickFacts {
  /** MouseEvent.button, ctrl/meta/shift/alt held, defaultPrevented. */
  button: number;
  modified: boolean;
  defaultPrevented: boolean;
  /** The link's resolved href, its target and whether it has a download attribute. */
  href: string;
  target: string;
  download: boolean;
  /** The page's current URL. */
  current: string;
}

/**
 * Whether a click on a link marked for partial loading is handled as a partial load. Not when the
 * shopper asked for a new tab or window (modifier keys, middle button, a target), a download, a
 * link to another origin or a non-http(s) scheme, or a jump within the same page.
 */
export function isPartialClick(f: ClickFacts): boolean {
  if (f.defaultPrevented || f.button !== 0 || f.modified || f.download) return false;
  if (f.target && f.target.toLowerCase() !== '_self') return false;
  let url: URL;
  let here: URL;
  try {
    url = new URL(f.href);
    here = new URL(f.current);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.origin !== here.origin) return false;
  if (url.hash && pageKey(url.href) === pageKey(here.href)) return false;
  return true;
}

/** The URL a GET form goes to: its action with the fields as the query (the action's own query is replaced, as browsers do). */
export function getFormUrl(action: string, fields: [string, string][]): string {
  const url = new URL(action);
  url.hash = '';
  url.search = new URLSearchParams(fields).toString();
  return url.href;
}

/** The history state a partial load leaves on each entry it manages. */
export interface PartialState {
  sfPartial: 1;
  scrollY: number;
}

export function isPartialState(state: unknown): state is PartialState {
  return !!state && typeof state === 'object' && (state as { sfPartial?: unknown }).sfPartial === 1;
}

/** Why a fetched answer is not used (then the full navigation happens); undefined when usable. */
export function rejectAnswer(a: { ok: boolean; status: number; contentType: string; length: number; sameOrigin: boolean }): string | undefined {
  if (!a.ok) return `HTTP ${a.status}`;
  if (!a.sameOrigin) return 'redirected to another origin';
  if (!/^\s*(text\/html|application\/xhtml\+xml)\b/i.test(a.contentType)) return `not an HTML page (${a.contentType || 'no content type'})`;
  if (a.length === 0) return 'empty answer';
  if (a.length > PARTIAL_MAX_BYTES) return `answer too big (${a.length} bytes)`;
  return undefined;
}

/** Back to top (spec §9): shown after scrolling more than 2 viewport heights. */
export function backToTopVisible(scrollY: number, viewportHeight: number): boolean {
  return viewportHeight > 0 && scrollY > 2 * viewportHeight;
}
