/**
 * Tracking events (spec §7, platform): when a GraphQL answer (or a script's POST /basketchange.php
 * answer) carries x-iai-tracking-events >= 1, POST {graphql}?trackingEvents with
 * `query { trackingEvents }` returns the script snippets the platform wants run (analytics pushes).
 * Each runs in its own try/catch through the audited platform-html module. A null list is empty; an
 * item that is not a string is left out (warned once), the others still run.
 */
import * as v from 'valibot';
import { graphql, type Operation } from './graphql';
import { runPlatformScript } from '../platform-html';
import { warnOnce } from '../lib/report';

/** Platform: POST {graphql}?trackingEvents, body {query: "query { trackingEvents }"}. */
export const TRACKING_OPERATION: Operation = { name: 'trackingEvents', search: 'trackingEvents', query: 'query { trackingEvents }' };

const TrackingSchema = v.object({ trackingEvents: v.nullish(v.array(v.unknown())) });

/** The snippets of a trackingEvents answer's data; undefined when data is not that shape. */
export function readTrackingEvents(data: unknown): { snippets: string[]; dropped: number } | undefined {
  const parsed = v.safeParse(TrackingSchema, data);
  if (!parsed.success) return undefined;
  const all = parsed.output.trackingEvents ?? [];
  const snippets = all.filter((s): s is string => typeof s === 'string');
  return { snippets, dropped: all.length - snippets.length };
}

export async function runTrackingEvents(): Promise<number> {
  const result = await graphql<unknown>(TRACKING_OPERATION);
  const read = readTrackingEvents(result.data);
  if (!read) {
    warnOnce('tracking', 'storefront: trackingEvents returned an unexpected shape; no events were run.');
    return 0;
  }
  if (read.dropped) warnOnce('tracking:items', `storefront: trackingEvents: ${read.dropped} event(s) were not script text and were left out.`);
  for (const snippet of read.snippets) {
    try {
      runPlatformScript(snippet);
    } catch (error) {
      warnOnce(`tracking:${snippet.slice(0, 40)}`, 'storefront: a tracking snippet failed.', error);
    }
  }
  return read.snippets.length;
}
