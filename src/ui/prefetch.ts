/**
 * Island prefetch on engagement: the code of the islands a page's widgets may need (an island chunk and every chunk
 * it imports: React, Floating UI, shared UI) is fetched at low priority with `<link rel="modulepreload">` (compiled, not run),
 * at the first sign that the shopper is engaging with the page: a pointer moving or pressing, a touch, a scroll, a
 * key, focus moving into a widget. A visit that touches nothing (a reader who only looks, a bot, a bounce) fetches
 * nothing of it. Nearest islands first: those whose widget is in the viewport (or nearest to it) at that moment come
 * before those further down (an element not rendered counts at its nearest rendered ancestor's place; a widget
 * not rendered at all comes last). Never before
 * `storefront:ready` (the widgets' own chunks come first), never with Save-Data or on 2G.
 * When the shopper then reaches for a widget, its island comes from the cache: the first tap on the mini basket paints
 * the preview without a network round trip.
 *
 * This part, in the core chunk, only listens and collects; the order (by where each widget is when that chunk runs,
 * a moment after the first sign), the table of the islands' files and the links are in `prefetch-links.ts`, a chunk
 * of its own loaded at the first sign of engagement (a visit that touches nothing never fetches it).
 */
/** Islands already asked for (a widget mounted again, e.g. after a partial navigation, asks nothing more). */
const asked = new Set<string>();

/** The signs of engagement, listened for on the window (capture, passive) until the first one. */
const ENGAGEMENT = ['pointermove', 'pointerdown', 'touchstart', 'scroll', 'keydown', 'focusin'];

interface Waiting {
  name: string;
  el?: Element;
  signal?: AbortSignal;
}
/** Islands asked for before the shopper engaged; undefined once engaged (islands asked later are fetched at once). */
let waiting: Waiting[] | undefined = [];
let listening = false;

/** Whether the shopper's connection allows fetching ahead (Save-Data off, not 2G). */
export function mayPrefetch(connection: { saveData?: boolean; effectiveType?: string } | undefined): boolean {
  return !connection || (!connection.saveData && !/(^|-)2g$/.test(connection.effectiveType ?? ''));
}

/** Fetches the islands' files, nearest first (the table, the order and the links come in a chunk of their own). */
function fetchAhead(islands: Waiting[]): void {
  // Only an optimisation: if its chunk fails to load, the islands still load when reached for.
  import('./prefetch-links').then(({ fetchAhead }) => fetchAhead(islands)).catch(() => {});
}

/** The first sign of engagement: every waiting island, nearest first, once the widgets are ready. */
function engaged(event: Event): void {
  if (event.type === 'focusin' && !(event.target as Element).closest?.('[data-widget]')) return;
  for (const type of ENGAGEMENT) removeEventListener(type, engaged, true);
  const run = () => {
    const list = waiting ?? [];
    waiting = undefined;
    fetchAhead(list);
  };
  const ready = (window as { storefront?: { ready?: Promise<void> } }).storefront?.ready;
  if (ready) void ready.then(run);
  else run();
}

/**
 * Fetches an island's files at the lowest priority, once per page, at the shopper's first sign of engagement (at once
 * when that was earlier); `el`, the widget's element, places it in the order (nearest the viewport first).
 */
export function prefetchIsland(name: string, signal?: AbortSignal, el?: Element): void {
  const connection = (navigator as { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  if (!mayPrefetch(connection) || asked.has(name)) return;
  asked.add(name);
  if (!waiting) return fetchAhead([{ name, signal }]);
  if (!listening) for (const type of ENGAGEMENT) addEventListener(type, engaged, { capture: true, passive: true });
  listening = true;
  waiting.push({ name, el, signal });
}
