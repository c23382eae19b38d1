/**
 * The GraphQL client (spec §7): POST {graphql}?query=NAME or ?mutation=NAME with a JSON body
 * {query, variables}. A response carrying the tracking-events header triggers the trackingEvents
 * query. Callers validate `data` with their own valibot schema.
 */
import ky from 'ky';
import { getPage } from '../page-config';
import { wantsTrackingEvents } from './batch';

export interface Operation {
  kind: 'query' | 'mutation';
  /** The informational name in the URL (?query=NAME). */
  name: string;
  query: string;
  variables?: Record<string, unknown>;
}

export interface GraphQLResult<T> {
  data?: T;
  errors?: Array<{ message: string }>;
}

export const TIMEOUT_MS = 10_000;

export function operationUrl(path: string, op: Pick<Operation, 'kind' | 'name'>): string {
  return `${path}${path.includes('?') ? '&' : '?'}${op.kind}=${encodeURIComponent(op.name)}`;
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

export async function graphql<T>(op: Operation, options: { signal?: AbortSignal; path?: string } = {}): Promise<GraphQLResult<T>> {
  const response = await ky.post(operationUrl(options.path ?? getPage().graphql, op), {
    json: { query: op.query, variables: op.variables },
    signal: options.signal,
    timeout: TIMEOUT_MS,
    retry: 0,
    credentials: 'same-origin',
  });
  if (op.name !== 'trackingEvents' && wantsTrackingEvents(response.headers)) void triggerTrackingEvents().catch(() => {});
  const body: unknown = await response.json();
  if (!body || typeof body !== 'object') throw new Error(`${op.name}: the response is not a GraphQL result`);
  return body as GraphQLResult<T>;
}
