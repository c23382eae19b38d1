/**
 * Error logging (spec §7, platform): uncaught errors and unhandled rejections are posted to
 * {graphql}?JSerror={stack} with the raw body `query { hello }` (not JSON: the server logs from the
 * URL, as the platform's client sends it). Failures are ignored. The stack is cut so
 * the whole URL stays under 2,000 characters, identical errors are sent once, and a page view sends
 * at most MAX_REPORTS, so an error in a loop never floods the shop's server.
 *
 * The loader listens for errors itself (loader/errors.ts) and loads this module with the first one: a page
 * without errors never fetches it.
 *
 * It sends with `fetch`, not with the HTTP client (src/net/http.ts, ky): it is the loader's, fetched with the first
 * error of any page, so it stays under 1 KB compressed (the HTTP client's chunk is about 5 KB more, fetched at the
 * moment something already failed); a report is a fire-and-forget `keepalive` beacon whose answer nobody reads (no
 * JSON, no status, no tracking header, no time bound); and it must still work when the error is in the client itself.
 */
export const MAX_REPORTS = 5;
export const MAX_URL_LENGTH = 2000;
/** Platform: the body is the bare document, sent as text/plain (a CORS-simple request, no preflight). */
export const HELLO = 'query { hello }';

export function errorText(error: unknown): string {
  try {
    return error instanceof Error ? error.stack || `${error.name}: ${error.message}` : String(error);
  } catch {
    return 'unprintable error';
  }
}

/** djb2, base 36: a short stable name for an address that is not the shop's. */
function hash(text: string): string {
  let h = 5381;
  for (let i = 0; i < text.length; i++) h = ((h * 33) ^ text.charCodeAt(i)) >>> 0;
  return h.toString(36);
}

/**
 * A shop address without its query and fragment (`?token=…`, `#…`), which may hold a shopper's data; a stack frame's
 * `:line:column` after them is kept.
 */
function withoutQuery(url: string): string {
  const at = url.search(/[?#]/);
  if (at < 0) return url;
  const position = /(?::\d{1,9}){1,2}$/.exec(url.slice(at))?.[0] ?? '';
  return `${url.slice(0, at)}?[removed]${position}`;
}

/**
 * What a report may carry: the text cut to the URL limit before anything else reads it (a 20 MB message costs no
 * more than a short one; an encoded character is never shorter than the character), addresses of other origins
 * (third-party scripts, extensions, with whatever their URLs hold) replaced by a hash, the shop's own addresses
 * without their query and fragment, e-mail addresses and card-like runs of 13 to 19 digits (spaces or dashes
 * between them) replaced by a placeholder, lone surrogates (which encodeURIComponent refuses) by U+FFFD. Every
 * pattern starts only where a run starts (a lookbehind) and has bounded repeats, so its time is linear in the text.
 */
export function reportText(text: string, origin: string = location.origin): string {
  return text
    .slice(0, MAX_URL_LENGTH)
    .replace(/(?<![\w+.-])[a-z][\w+.-]*:\/\/[^\s)'"]+/gi, (url) => (url.startsWith(`${origin}/`) ? withoutQuery(url) : `[other origin #${hash(url)}]`))
    .replace(/(?<![\w.+-])[\w.+-]{1,64}@[a-z\d-]{1,63}(?:\.[a-z\d-]{1,63}){1,8}/gi, '[e-mail]')
    .replace(/(?<!\d[ -]?)\d(?:[ -]?\d){12,18}(?!\d)/g, '[number]')
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
}

/** The report URL for an error text, cut (by whole characters) to stay under the URL limit. */
export function reportUrl(endpoint: string, text: string, base = location.origin): string {
  const prefix = new URL(endpoint, base).href + (endpoint.includes('?') ? '&' : '?') + 'JSerror=';
  const chars = Array.from(text);
  let low = 0;
  let high = chars.length;
  // Longest prefix of the text whose encoded URL is short enough (binary search over characters).
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (prefix.length + encodeURIComponent(chars.slice(0, mid).join('')).length < MAX_URL_LENGTH) low = mid;
    else high = mid - 1;
  }
  return prefix + encodeURIComponent(chars.slice(0, low).join(''));
}

export function createErrorLog(endpoint: string, send: typeof fetch = (...a) => fetch(...a)) {
  const seen = new Set<string>();
  let sent = 0;
  function report(error: unknown): void {
    if (sent >= MAX_REPORTS) return;
    let text: string;
    let url: string;
    try {
      text = reportText(errorText(error));
      url = reportUrl(endpoint, text);
    } catch {
      return; // nothing to send, and nothing counted against the cap
    }
    const key = text.slice(0, 300);
    if (seen.has(key)) return;
    seen.add(key);
    sent++;
    try {
      send(url, {
        method: 'POST',
        body: HELLO,
        keepalive: true,
      }).catch(() => {});
    } catch {
      /* ignored: error logging must never throw */
    }
  }
  return { report };
}
