/**
 * Tracking events (spec §7): when a response carries x-idosell-tracking-events >= 1, the
 * trackingEvents query returns script snippets that the platform wants run (analytics pushes).
 * They run through the audited platform-html module. A malformed answer is reported once.
 */
import * as v from 'valibot';
import { graphql } from './graphql';
import { runPlatformScript } from '../platform-html';
import { warnOnce } from '../lib/report';

const TrackingSchema = v.object({ trackingEvents: v.array(v.string()) });

export async function runTrackingEvents(): Promise<number> {
  const result = await graphql<unknown>({ kind: 'query', name: 'trackingEvents', query: 'query trackingEvents { trackingEvents }' });
  const parsed = v.safeParse(TrackingSchema, result.data);
  if (!parsed.success) {
    warnOnce('tracking', 'storefront: trackingEvents returned an unexpected shape; no events were run.');
    return 0;
  }
  for (const snippet of parsed.output.trackingEvents) {
    try {
      runPlatformScript(snippet);
    } catch (error) {
      warnOnce(`tracking:${snippet.slice(0, 40)}`, 'storefront: a tracking snippet failed.', error);
    }
  }
  return parsed.output.trackingEvents.length;
}
