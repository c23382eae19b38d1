/**
 * The one HTTP client of the code after the loader: a ky instance with the tracking hook (./tracking). The widgets,
 * the GraphQL client (./graphql, on top of this) and the islands make their requests with it. Per ky feature
 * (docs/architecture.md, "HTTP after the loader: ky", with the measurements):
 *
 * - No ky timeout: time bounds are the callers' signals from src/lib/timeout.ts (one time-bound module; its
 *   TimeoutError is what callers tell apart). ky's timer stops when the headers arrive; a bound here covers reading
 *   the answer too (test/unit/http-timeout.test.ts).
 * - No retries: the spec gives each call once and says what its failure does at once (a full navigation, a
 *   connection error, a message); a POST may have happened (mutations, single-use passkey challenges).
 * - HTTP errors throw ky's HTTPError (exported here) unless a request says `throwHttpErrors: false`: only callers for
 *   which the status is one answer among others (a partial page's checks, the map worker's probes, a sign-out's
 *   opaque redirect).
 * - Hooks: the tracking events' afterResponse hook, for requests whose context asks (`{ tracking: true }`).
 *
 * Not used by the loader (loader/, src/net/batch.ts) nor by the error log (src/net/error-log.ts, fetched by the
 * loader with the first error): ky would cost them more than their whole budget. No core widget imports this
 * statically (the build fails if one does): they import() the code that needs it.
 */
import ky, { type Input, type KyInstance } from 'ky';
import { trackingHook } from './tracking';

/** What a request rejects with on an HTTP error status (unless it says `throwHttpErrors: false`). */
export { HTTPError } from 'ky';

const client: KyInstance = ky.create({
  retry: 0,
  timeout: false,
  hooks: { afterResponse: [trackingHook(() => http)] },
});

/**
 * A relative address resolved against the page's own URL: ky's `Request` would resolve it against the document's
 * base URL, which a `<base href>` in shop content could point at another host (docs/architecture.md, "Trust").
 */
const own = (input: Input): Input => (typeof input == 'string' ? new URL(input, location.href).href : input);
const METHODS = new Set<PropertyKey>(['get', 'post', 'put', 'patch', 'head', 'delete']);

export const http: KyInstance = new Proxy(client, {
  apply: (target, _this, [input, options]) => target(own(input), options),
  get: (target, key) => {
    const member = target[key as keyof KyInstance];
    return METHODS.has(key) ? (input: Input, options?: object) => (member as KyInstance['get'])(own(input), options) : member;
  },
});
