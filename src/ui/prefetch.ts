/**
 * Island prefetch: once a page has settled (PREFETCH_AFTER_READY_MS after every widget mounted, then when the main
 * thread is idle), the code of the islands its widgets may need (an island chunk and every chunk it imports: React,
 * Floating UI, shared UI) is fetched at the lowest priority with `<link rel="prefetch">`, not run. Until then the
 * network is the page's own (images, fonts): nothing of it competes with the first paint or the widgets' mount.
 * When the shopper then reaches for a widget, its island comes from the cache: the first tap on the mini basket paints
 * the preview without a network round trip. Prefetch is not script loading: nothing runs, and nothing is fetched when
 * the shopper asked to save data or the connection is 2G.
 *
 * The build fills the table (rollup.config.mjs, `islandFiles`): for every island chunk (a PascalCase module that a
 * widget imports with `import()`, e.g. `MiniBasket`) and every lazy shell part (`*-shell.ts`, e.g. `search-shell`),
 * its file and the files it imports statically.
 */
const RAW: string = '__SF_ISLAND_FILES__';
const ISLAND_FILES: Record<string, string[]> = RAW.charAt(0) === '{' ? JSON.parse(RAW) : {};

const fetched = new Set<string>();
/** Islands already asked for (a widget mounted again, e.g. after a partial navigation, asks nothing more). */
const asked = new Set<string>();

/** How long after storefront:ready (every widget mounted) the prefetch waits before asking for an idle moment. */
const PREFETCH_AFTER_READY_MS = 1000;

/** Files waiting for an idle moment, in order; one idle callback drains what its time allows. */
const queue: string[] = [];
let draining = false;

const idle = (run: () => void) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 5000 }) : setTimeout(run, 0));

/** Adds the links one per idle period: a link asks the network at once, which costs the main thread. */
function drain(): void {
  const href = queue.shift();
  if (href) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.as = 'script';
    link.href = href;
    document.head.append(link);
  }
  if (queue.length) idle(drain);
  else draining = false;
}

/** Calls `run` once the widgets are ready (storefront:ready), PREFETCH_AFTER_READY_MS later. */
function afterSettled(run: () => void): void {
  const later = () => setTimeout(run, PREFETCH_AFTER_READY_MS);
  if (performance.getEntriesByName('storefront:ready').length) later();
  else document.addEventListener('storefront:ready', later, { once: true });
}

/** Whether the shopper's connection allows fetching ahead (Save-Data off, not 2G). */
export function mayPrefetch(connection: { saveData?: boolean; effectiveType?: string } | undefined): boolean {
  return !connection || (!connection.saveData && !/(^|-)2g$/.test(connection.effectiveType ?? ''));
}

/** The files of an island, by its chunk name (empty for an unknown name, or in a build without the table). */
export function islandFiles(name: string, table: Record<string, string[]> = ISLAND_FILES): string[] {
  return table[name] ?? [];
}

/** Fetches an island's files at the lowest priority, once per page, when the page has settled. */
export function prefetchIsland(name: string, signal?: AbortSignal): void {
  const connection = (navigator as { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  if (!mayPrefetch(connection) || asked.has(name)) return;
  asked.add(name);
  const run = () => {
    if (signal?.aborted) return;
    for (const file of islandFiles(name)) {
      const href = new URL(file, import.meta.url).href;
      if (fetched.has(href)) continue;
      fetched.add(href);
      queue.push(href);
    }
    if (!draining && queue.length) {
      draining = true;
      idle(drain);
    }
  };
  afterSettled(run);
}
