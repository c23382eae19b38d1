/**
 * The GraphQL client (spec §7): POST {graphql}[?…] with a JSON body {query}. As the platform's own
 * client, it never sends `variables`: every value is an inline literal written by ./gql-literal (the
 * real server's variable and input type names are not public). The URL's query string is chosen per
 * operation, as the platform's client writes it: it is informational for the server, so there is no
 * rule behind it, only each operation's own choice.
 *
 * A response carrying the tracking-events header (x-iai-tracking-events; a legacy alias x-idosell-tracking-events
 * is also accepted, a reading of the spec's x-{provider}-…) triggers the trackingEvents query. Callers validate `data`
 * with their own valibot schema.
 */
import ky from 'ky';
import { getPage } from '../page-config';

export interface Operation {
  /** What the operation is called in messages. */
  name: string;
  /**
   * The URL's query string, without "?", exactly as the platform's client writes it for this operation:
   * 'query=validateClientData', 'mutation=loginByToken', 'trackingEvents', or '' for none (productsTextSearch).
   */
  search: string;
  /** The whole document, every value an inline literal (gqlValue / gqlString). */
  query: string;
}

export interface GraphQLResult<T> {
  data?: T;
  errors?: Array<{ message: string }>;
}

export const TIMEOUT_MS = 10_000;

/** The header the platform sets (platform: x-iai-…), and the spec's wording of it (x-{provider}-… read as idosell). */
export const TRACKING_HEADER = 'x-iai-tracking-events';
export const TRACKING_HEADERS = [TRACKING_HEADER, 'x-idosell-tracking-events' /* legacy alias, also accepted */] as const;

/** True when a response asks for the trackingEvents query (either header name, value 1 or more). */
export function wantsTrackingEvents(headers: Headers): boolean {
  return TRACKING_HEADERS.some((name) => Number(headers.get(name)) >= 1);
}

export function operationUrl(path: string, op: Pick<Operation, 'search'>): string {
  if (!op.search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${op.search}`;
}

let trackingRun: Promise<void> | undefined;

/** Runs the trackingEvents query and executes its snippets; concurrent triggers share one run. */
export function triggerTrackingEvents(): Promise<void> {
  const run =
    trackingRun ??
    import('./tracking')
      .then((m) => m.runTrackingEvents())
      .then(() => undefined)
      .finally(() => (trackingRun = undefined));
  trackingRun = run;
  return run;
}

/** Triggers the tracking events when a GraphQL answer carries the header; settles when they have run, never rejects. */
function trackingFrom(headers: Headers): Promise<void> | undefined {
  return wantsTrackingEvents(headers) ? triggerTrackingEvents().catch(() => {}) : undefined;
}

export interface GraphQLOptions {
  signal?: AbortSignal;
  path?: string;
  timeout?: number;
  /** Resolve only after the tracking events this response asked for have run (before leaving the page). */
  awaitTracking?: boolean;
}

export async function graphql<T>(op: Operation, options: GraphQLOptions = {}): Promise<GraphQLResult<T>> {
  const response = await ky.post(operationUrl(options.path ?? getPage().graphql, op), {
    json: { query: op.query },
    signal: options.signal,
    timeout: options.timeout ?? TIMEOUT_MS,
    retry: 0,
    credentials: 'same-origin',
  });
  const tracking = op.name === 'trackingEvents' ? undefined : trackingFrom(response.headers);
  let body: unknown;
  try {
    body = await response.json();
  } finally {
    if (options.awaitTracking) await tracking;
  }
  if (!body || typeof body !== 'object') throw new Error(`${op.name}: the response is not a GraphQL result`);
  return body as GraphQLResult<T>;
}
