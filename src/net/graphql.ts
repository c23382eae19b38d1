/**
 * The GraphQL client (spec §7): an operation (./operation: {query} only, the URL's query string per operation) sent
 * with the HTTP client (./http). An answer carrying the tracking-events header triggers the trackingEvents query
 * (./tracking, the HTTP client's hook). Callers validate `data` with their own valibot schema.
 */
import { http } from './http';
import { sendOperation, type Operation } from './operation';
import { trackingEventsRunning, wantsTrackingEvents } from './tracking';

export interface GraphQLResult<T> {
  data?: T;
  errors?: Array<{ message: string }>;
}

export interface GraphQLOptions {
  signal?: AbortSignal;
  path?: string;
  /** ms; TIMEOUT_MS of ./operation by default. */
  timeout?: number;
  /** Resolve only after the tracking events this response asked for have run (before leaving the page). */
  awaitTracking?: boolean;
}

export async function graphql<T>(op: Operation, options: GraphQLOptions = {}): Promise<GraphQLResult<T>> {
  let tracking: Promise<void> | undefined;
  let body: unknown;
  try {
    body = await sendOperation(http, op, { signal: options.signal, path: options.path, timeout: options.timeout, context: { tracking: true } }, (response) => {
      // The hook started (or joined) the run this answer asked for before the response got here.
      if (options.awaitTracking && wantsTrackingEvents(response.headers)) tracking = trackingEventsRunning();
      return response.json();
    });
  } finally {
    await tracking;
  }
  if (!body || typeof body !== 'object') throw new Error(`${op.name}: the response is not a GraphQL result`);
  return body as GraphQLResult<T>;
}
