/**
 * Error logging (spec §7, platform): uncaught errors and unhandled rejections are posted to
 * {graphql}?JSerror={stack} with the raw body `query { hello }` (not JSON: the server logs from the
 * URL, as the platform's client sends it). Failures are ignored. The stack is cut so
 * the whole URL stays under 2,000 characters, identical errors are sent once, and a page view sends
 * at most MAX_REPORTS, so an error in a loop never floods the shop's server.
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
    const text = errorText(error);
    const key = text.slice(0, 300);
    if (seen.has(key)) return;
    seen.add(key);
    sent++;
    try {
      send(reportUrl(endpoint, text), {
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

export function installErrorLogging(endpoint: string): (error: unknown) => void {
  const log = createErrorLog(endpoint);
  addEventListener('error', (event) => log.report(event.error ?? event.message));
  addEventListener('unhandledrejection', (event) => log.report(event.reason));
  return log.report;
}
