/**
 * The islands' files and their `<link rel="prefetch">`s (src/ui/prefetch.ts decides when and in which order), in a
 * chunk of its own: loaded at the shopper's first sign of engagement, never by a visit that touches nothing.
 *
 * The build fills the table (rollup.config.mjs, `islandFiles`): for every island chunk (a PascalCase module that a
 * widget imports with `import()`, e.g. `MiniBasket`) and every lazy shell part (`*-shell.ts`, e.g. `search-shell`),
 * its file and the files it imports statically.
 */
const RAW: string = '__SF_ISLAND_FILES__';
const ISLAND_FILES: Record<string, string[]> = RAW.charAt(0) === '{' ? JSON.parse(RAW) : {};

const fetched = new Set<string>();

/** Files waiting for an idle moment, in order; one idle callback drains what its time allows. */
const queue: string[] = [];
let draining = false;

const idle = (run: () => void) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 0));

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

/** The files of an island, by its chunk name (empty for an unknown name, or in a build without the table). */
export function islandFiles(name: string, table: Record<string, string[]> = ISLAND_FILES): string[] {
  return table[name] ?? [];
}

/** Queues the islands' files (each once per page), in this order, and starts draining. */
export function fetchAhead(islands: ReadonlyArray<{ name: string; signal?: AbortSignal }>): void {
  // What the page has fetched already (the core chunk, which the table lists as an import of the islands; a widget's
  // chunk) is not asked for again.
  for (const entry of performance.getEntriesByType('resource')) fetched.add(entry.name);
  for (const { name, signal } of islands) {
    if (signal?.aborted) continue;
    for (const file of islandFiles(name)) {
      const href = new URL(file, import.meta.url).href;
      if (fetched.has(href)) continue;
      fetched.add(href);
      queue.push(href);
    }
  }
  if (!draining && queue.length) {
    draining = true;
    idle(drain);
  }
}
