/**
 * The widget batch (spec §7 "Widget batch"): every key the page's widgets need goes in ONE
 * POST /ajax/get.php, form-urlencoded `request=<JSON>`. Keys asked for in the same task are
 * merged into one request; a later call (a marker that arrived with a partial page, or a
 * refresh after the basket changed) sends only its own keys.
 *
 * Ships in the loader, so it uses fetch directly: ky would cost more than the whole loader budget.
 * Failures and malformed responses resolve parts as undefined (spec §8: widget loading errors are
 * silently ignored), with one console warning per page view. The batch's answer is never checked for
 * the tracking-events header (platform: only GraphQL and basketchange.php answers are).
 */
import type { Batch, BatchKey, Unmount } from '../widget';
import { deviceFlags, type View } from '../lib/view';
import { warnOnce } from '../lib/report';

export const BATCH_ENDPOINT = '/ajax/get.php';
const TIMEOUT_MS = 20_000;

export interface BatchOptions {
  view(): View;
  additionalAjax?: string;
  /**
   * The page's request URI as the server rendered it (page configuration `requestUri`); used while the page is still
   * at the URL it was rendered for. After a partial navigation (or without it) the current path and query are sent.
   */
  requestUri?: string;
}

/** The request body per key (spec §3 "Widget data request keys"). */
export function requestBodyFor(keys: Iterable<BatchKey>, view: View, requestUri: string, additionalAjax = ''): Record<string, unknown> {
  const params = { ...deviceFlags(view), request_uri: requestUri, additional_ajax: additionalAjax };
  const body: Record<string, unknown> = {};
  for (const key of keys) {
    if (key === 'Projector') body[key] = { format: 'json', params: {} };
    else if (key === 'Snippets' || key === 'ToplayersAndWidgets') body[key] = { format: 'json', params };
    else body[key] = {};
  }
  return body;
}

interface Slot {
  value?: unknown;
  settled?: boolean;
  listeners: Set<(part: unknown) => void>;
}

export function createBatch(options: BatchOptions): Batch & { request(keys: Iterable<BatchKey>): Promise<void> } {
  const slots = new Map<BatchKey, Slot>();
  const requested = new Set<BatchKey>();
  let queued = new Set<BatchKey>();
  let flushing: Promise<void> | undefined;

  function slot(key: BatchKey): Slot {
    let s = slots.get(key);
    if (!s) slots.set(key, (s = { listeners: new Set() }));
    return s;
  }

  const renderedAt = location.href;
  async function send(keys: BatchKey[]): Promise<void> {
    const here = location.pathname + location.search;
    const body = requestBodyFor(keys, options.view(), options.requestUri && location.href === renderedAt ? options.requestUri : here, options.additionalAjax);
    let parts: Record<string, unknown> | undefined;
    try {
      // On the page's own origin, never the document's base URL: a `<base href>` planted in the body would send the
      // batch (and take its snippets) from another host (docs/architecture.md, "Trust").
      const response = await fetch(location.origin + BATCH_ENDPOINT, {
        method: 'POST',
        // The platform's own client sends this one header (provider-facts "The batch").
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'request=' + encodeURIComponent(JSON.stringify(body)),
        signal: AbortSignal.timeout(TIMEOUT_MS),
        // credentials: fetch's default, 'same-origin': the shop's cookies go with it.
      });
      if (!response.ok) throw `HTTP ${response.status}`; // a sentence for the warning below (the loader's bytes)
      const json = (await response.json()) as Record<string, unknown> | null;
      // A JSON object's constructor is Object; an array's, a string's, a number's or null's is not.
      if (json?.constructor != Object) throw 'not a JSON object';
      parts = json;
    } catch (error) {
      warnOnce('batch', `storefront: ${BATCH_ENDPOINT} failed (${(error as Error)?.message ?? error}); the server's content stays.`);
    }
    for (const key of keys) {
      const s = slot(key);
      s.value = parts?.[key];
      s.settled = true;
      for (const listener of [...s.listeners]) {
        try {
          listener(s.value);
        } catch (error) {
          // A broken listener is one widget's problem: thrown again on its own (the console and the error log see
          // it as uncaught), the other listeners go on.
          setTimeout(() => {
            throw error;
          });
        }
      }
    }
  }

  function flush(): Promise<void> {
    if (!flushing) {
      flushing = Promise.resolve().then(() => {
        const keys = [...queued];
        queued = new Set();
        flushing = undefined;
        return keys.length ? send(keys) : undefined;
      });
    }
    return flushing;
  }

  /** Asks for keys not asked for yet on this page; keys already requested are not sent again. */
  function request(keys: Iterable<BatchKey>): Promise<void> {
    let added = false;
    for (const key of keys) {
      if (!requested.has(key)) {
        requested.add(key);
        queued.add(key);
        added = true;
      }
    }
    return added ? flush() : Promise.resolve();
  }

  return {
    request,
    async get(key) {
      await request([key]);
      const s = slot(key);
      // The first answer for the key (one asked for earlier may still be on its way).
      return s.settled
        ? s.value
        : new Promise((resolve) => {
            const first = (part: unknown) => (s.listeners.delete(first), resolve(part));
            s.listeners.add(first);
          });
    },
    refresh(keys) {
      for (const key of keys) {
        requested.add(key);
        queued.add(key);
      }
      return flush();
    },
    subscribe(key, listener): Unmount {
      const s = slot(key);
      s.listeners.add(listener);
      if (s.settled) listener(s.value);
      return () => s.listeners.delete(listener);
    },
  };
}
