/**
 * Tracking events (spec §7, platform), the hook module of the HTTP client (./http): when a GraphQL answer carries
 * x-iai-tracking-events >= 1 (the legacy alias x-idosell-tracking-events, the spec's x-{provider}-… wording, is
 * accepted too), POST {graphql}?trackingEvents with `query { trackingEvents }` returns the script snippets the
 * platform wants run (analytics pushes). Each is a function body run as the platform runs it (`return` legal, `var`
 * local, a throw caught and warned once) through the audited platform-html module, with no eval under a CSP. A
 * null list is empty; an item that is not a string is left out (warned once), the others still run.
 *
 * Only requests that ask for it (ky context `{ tracking: true }`: the GraphQL client's) are read: the platform reads
 * the header on GraphQL answers, never on the batch's, partial pages' or others'. The trackingEvents request itself
 * does not ask, so its answer never starts another run. This module imports no client: the hook is given the one it
 * sends with, so ./http (which installs the hook) and this module do not import each other.
 */
import * as v from 'valibot';
import type { AfterResponseHook, KyInstance } from 'ky';
import { sendOperation, type Operation } from './operation';
import { runPlatformScript } from '../platform-html';
import { warnOnce } from '../lib/report';

/** The header the platform sets (platform: x-iai-…), and the spec's wording of it (x-{provider}-… read as idosell). */
const TRACKING_HEADER = 'x-iai-tracking-events';
const TRACKING_HEADERS = [TRACKING_HEADER, 'x-idosell-tracking-events' /* legacy alias, also accepted */] as const;

/** True when a response asks for the trackingEvents query (either header name, value 1 or more). */
export function wantsTrackingEvents(headers: Headers): boolean {
  return TRACKING_HEADERS.some((name) => Number(headers.get(name)) >= 1);
}

/** Platform: POST {graphql}?trackingEvents, body {query: "query { trackingEvents }"}. */
export const TRACKING_OPERATION: Operation = { name: 'trackingEvents', search: 'trackingEvents', query: 'query { trackingEvents }' };

const TrackingSchema = v.object({ trackingEvents: v.optional(v.nullable(v.array(v.unknown()))) });

/** The snippets of a trackingEvents answer's data; undefined when data is not that shape. */
export function readTrackingEvents(data: unknown): { snippets: string[]; dropped: number } | undefined {
  const parsed = v.safeParse(TrackingSchema, data);
  if (!parsed.success) return undefined;
  const all = parsed.output.trackingEvents ?? [];
  const snippets = all.filter((s): s is string => typeof s === 'string');
  return { snippets, dropped: all.length - snippets.length };
}

/** Asks for the events with `client` and runs them; how many snippets ran. */
export async function runTrackingEvents(client: KyInstance): Promise<number> {
  const body: unknown = await sendOperation(client, TRACKING_OPERATION, {}, (response) => response.json());
  const read = readTrackingEvents(body && typeof body === 'object' ? (body as { data?: unknown }).data : undefined);
  if (!read) {
    warnOnce('tracking', 'storefront: trackingEvents returned an unexpected shape; no events were run.');
    return 0;
  }
  if (read.dropped) warnOnce('tracking:items', `storefront: trackingEvents: ${read.dropped} event(s) were not script text and were left out.`);
  for (const snippet of read.snippets) {
    // Each is a function body (platform: `new Function(s)()` in a try/catch): one that throws never stops the next.
    let failed: { error: unknown } | undefined;
    try {
      failed = runPlatformScript(snippet);
    } catch (error) {
      failed = { error };
    }
    if (failed) warnOnce(`tracking:${snippet.slice(0, 40)}`, 'storefront: a tracking snippet failed.', failed.error);
  }
  return read.snippets.length;
}

let running: Promise<void> | undefined;

/** Runs the tracking events with `client`; concurrent triggers share one run. Settles when they have run, never rejects. */
export function triggerTrackingEvents(client: KyInstance): Promise<void> {
  running ??= runTrackingEvents(client)
    .then(
      () => undefined,
      () => undefined,
    )
    .finally(() => (running = undefined));
  return running;
}

/** The run in progress (settles when its events have run, never rejects), or undefined. */
export function trackingEventsRunning(): Promise<void> | undefined {
  return running;
}

/** The afterResponse hook: a successful answer to a request with context `{ tracking: true }` asking for events starts a run with `client()`. */
export function trackingHook(client: () => KyInstance): AfterResponseHook {
  return (_request, options, response) => {
    if (options.context.tracking === true && response.ok && wantsTrackingEvents(response.headers)) void triggerTrackingEvents(client());
  };
}
