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
 * error of any page, so it stays small (about 1.5 KB compressed with its redaction patterns; the HTTP client's chunk
 * is about 5 KB more, fetched at the moment something already failed); a report is a fire-and-forget `keepalive`
 * beacon whose answer nobody reads (no JSON, no status, no tracking header, no time bound); and it must still work
 * when the error is in the client itself.
 */
import type { ErrorPhase } from '../widget';

export const MAX_REPORTS = 5;
/** loader/load-check.ts marks a chunk's failure with it (the same symbol there: the registry's, by its key). */
const CHUNK_FAILURE = Symbol.for('storefront.chunk-failure');
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
 * An address without its query and fragment (`?token=…`, `#…`), which may hold a shopper's data; a stack frame's
 * `:line:column` after them is kept.
 */
function withoutQuery(url: string): string {
  const at = url.search(/[?#]/);
  if (at < 0) return url;
  const position = /(?::\d{1,9}){1,2}$/.exec(url.slice(at))?.[0] ?? '';
  return `${url.slice(0, at)}?[removed]${position}`;
}

/**
 * A relative address (`/order-open.php?token=…`, `../x?y=1`, `search.php?text=…`, `?a=b`) loses its query and
 * fragment as the shop's absolute ones do: a run with `?` or `#` is one when there is a `/` before that mark or a
 * `name=` after a `?`. An absolute address (already cut or hashed) and other text (`#main`, `what?`) are kept.
 */
function relativeWithoutQuery(run: string): string {
  return !run.includes('://') && /^[^?#]*\/|^[^?#]*\?[^#]*=/.test(run) ? withoutQuery(run) : run;
}

/** Names whose value is a secret: `token=…`, `"password": "…"`, `access_token`, `api-key`, `sessionid`, `Authorization: …`. */
const SECRET = String.raw`[\w-]{0,40}?(?:token|secret|passw(?:or)?d|pwd|auth|api[-_]?key|sess(?:ion)?[-_]?id|sid|signature|credential|jwt)[\w-]{0,40}`;
/** An authorization scheme before its credentials (`Bearer …`). */
const SCHEME = String.raw`(?:bearer|basic|digest|token)\s{1,3}`;
/**
 * `name=value`, `"name": "value"`, `Authorization: Bearer value`: group 1 (the name and its scheme) is kept, the value
 * (quoted or not, group 3) goes.
 */
const NAMED_SECRET = new RegExp(
  String.raw`(?<![\w-])((?:${SECRET}\s{0,3}=|(["'])${SECRET}\2\s{0,3}:|(?:proxy-)?authorization\s{0,3}:)\s{0,3}(?:${SCHEME})?)("[^"\n]{0,500}"|'[^'\n]{0,500}'|[^\s"'&,;)}\]<>]+)`,
  'gi',
);

/** At least 32 characters mixing letters and digits: a key, a hash, a session id, a base64 secret. */
const opaque = (run: string) => run.length >= 32 && /\d/.test(run) && /[a-z]/i.test(run);

/**
 * A run of base64 / hex characters: a token when opaque as a whole, unless it is a path (a lower-case name between
 * slashes, as in `example/storefront/cluster-worker-B_3N_MZH`), whose opaque parts alone go.
 */
function tokenRun(run: string): string {
  if (opaque(run) && !/(?:^|\/)[a-z_-]{3,}(?:\/|$)/.test(run)) return '[token]';
  return run
    .split('/')
    .map((part) => (opaque(part) ? '[token]' : part))
    .join('/');
}

/**
 * A phone number with its country code (`+48 123 456 789`, `0048…`, `(22) 123 45 67`) or a run of 9 or more digits
 * (a phone, a PESEL's 11, a card's 13 to 19), single spaces or dashes between them.
 */
function digitRun(run: string, code: string | undefined): string {
  const national = run.slice(code?.length ?? 0).trim();
  if (!code && /^(?:\d{4}-\d\d-\d\d|\d\d-\d\d-\d{4}) \d\d?$/.test(run)) return run; // a date and an hour: `2024-05-12 12:34`
  return code || national.replace(/\D/g, '').length === 9 ? '[phone]' : '[number]';
}

/**
 * What a report may carry: the text cut to the URL limit before anything else reads it (a 20 MB message costs no
 * more than a short one; an encoded character is never shorter than the character), addresses of other origins
 * (third-party scripts, extensions, with whatever their URLs hold) replaced by a hash, the shop's own addresses and
 * relative ones without their query and fragment, and placeholders for: e-mail addresses; secrets (a named value
 * such as `token=…` or `"password":"…"`, `Bearer …`, a JWT, a run of 32 or more base64 / hex characters mixing
 * letters and digits); phone numbers (`+48 123 456 789`, `123-456-789`, `123456789`) and any other run of 9 or more
 * digits (a PESEL's 11, a card's 13 to 19; spaces or dashes between them; not a decimal's fraction); lone surrogates (which
 * encodeURIComponent refuses) become U+FFFD. A stack frame's `file:line:column` survives: positions are short runs
 * between colons, and chunk names are shorter than a token. Every pattern starts only where a run starts (a
 * lookbehind) and has bounded repeats or one greedy run, so its time is linear in the text.
 */
export function reportText(text: string, origin: string = location.origin): string {
  return text
    .slice(0, MAX_URL_LENGTH)
    .replace(/(?<![\w+.-])[a-z][\w+.-]*:\/\/[^\s)'"]+/gi, (url) => (url.startsWith(`${origin}/`) ? withoutQuery(url) : `[other origin #${hash(url)}]`))
    .replace(/(?<![^\s(['"`=,<>{}@])[^\s()[\]'"`<>{}=,@?#]*[?#][^\s)'"`<>]*/g, relativeWithoutQuery)
    .replace(/(?<![\w.+-])[\w.+-]{1,64}@[a-z\d-]{1,63}(?:\.[a-z\d-]{1,63}){1,8}/gi, '[e-mail]')
    .replace(NAMED_SECRET, (_, kept: string, _quote, value: string) => kept + (/^["']/.test(value) ? `${value[0]}[token]${value[0]}` : '[token]'))
    .replace(/(?<![\w-])(bearer|basic|token)(\s{1,3})([^\s"',;)}\]<>[]+)/gi, (all, scheme: string, space: string, value: string) =>
      // `Bearer` is always followed by a credential; `Basic` and `Token` (words of prose too) only by 8 or more
      // characters of base64 (digits, + / =, mixed case).
      /^bearer$/i.test(scheme) || (value.length >= 8 && /[\d+/=]|[a-z][A-Z]/.test(value)) ? `${scheme}${space}[token]` : all,
    )
    .replace(/(?<![\w-])eyJ[\w-]{2,}\.[\w-]{2,}\.[\w-]*/g, '[token]')
    .replace(/(?<![\w+/=-])[\w+/=-]{32,}/g, tokenRun)
    .replace(/(?<!\d[ .-]?)(?:(\+\d{1,3}|00\d{1,3}|\(\+?\d{1,3}\))[ -]?\d(?:[ -]?\d){6,}|\d(?:[ -]?\d){8,})/g, digitRun)
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
}

/**
 * The report URL for an error text, cut (by whole characters) to stay under the URL limit. The endpoint (the page
 * configuration's GraphQL address, read by the loader) is resolved against the page's own origin, never the
 * document's base URL, and is taken only on that origin: else the platform's `/graphql/v1/` there (where the error
 * log goes is never decided by another host: docs/architecture.md, "Trust").
 */
export function reportUrl(endpoint: string, text: string, base = location.origin): string {
  let url = new URL(endpoint, base);
  if (url.origin !== new URL(base).origin) url = new URL('/graphql/v1/', base);
  const prefix = url.href + (url.search ? '&' : '?') + 'JSerror=';
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

/** `storefront:error`'s detail (types/storefront.d.ts `ErrorEventDetail`). */
export interface ErrorDetail {
  /** The widget whose failure it is; none for an uncaught error of the page. */
  widget?: string;
  phase: ErrorPhase;
  error: unknown;
  /** The bundle's version (`storefront.version`). */
  version: string;
}

/**
 * The error log. `report(error, widget?, phase?)` dispatches `storefront:error` on the document (every report, for a
 * shop's own error tracker: docs/api.md), then sends it: its text starts with the bundle's version and, for a widget's
 * failure, the widget and the phase (`storefront 0.2.0 menu_basket mount: TypeError: …`).
 */
export function createErrorLog(endpoint: string, send: typeof fetch = (...a) => fetch(...a)) {
  const seen = new Set<string>();
  let sent = 0;
  function report(error: unknown, widget?: string, phase?: ErrorPhase): void {
    // Without a phase: a widget's mount (its chunk's failure is marked by loader/load-check.ts), or the page's.
    phase ??= !widget ? 'page' : (error as Record<symbol, unknown>)?.[CHUNK_FAILURE] ? 'load' : 'mount';
    const detail: ErrorDetail = { widget, phase, error, version: __STOREFRONT_VERSION__ };
    try {
      // Through the prototype: shop content may name an element `dispatchEvent` (docs/architecture.md, "Trust"). A
      // listener that throws is reported by the browser as the page's, never stops this report.
      EventTarget.prototype.dispatchEvent.call(document, new CustomEvent('storefront:error', { detail }));
    } catch {
      /* no document (a worker, a test in Node) */
    }
    if (sent >= MAX_REPORTS) return;
    let text: string;
    let url: string;
    try {
      text = reportText(`storefront ${__STOREFRONT_VERSION__}${widget ? ` ${widget} ${phase}` : ''}: ${errorText(error)}`);
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
