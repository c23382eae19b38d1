/**
 * The islands' files and their `<link rel="modulepreload">`s (src/ui/prefetch.ts decides when and in which order), in a
 * chunk of its own: loaded at the shopper's first sign of engagement, never by a visit that touches nothing.
 *
 * The build fills the table (rollup.config.mjs, `islandFiles`): for every island chunk (a PascalCase module that a
 * widget imports with `import()`, e.g. `MiniBasket`) and every lazy shell part (`*-shell.ts`, e.g. `search-shell`),
 * its file and the files it imports statically.
 */
import { doc } from '../lib/dom';
import { bundleNonce } from '../lib/nonce';
import { idle } from '../lib/idle';
const RAW: string = '__SF_ISLAND_FILES__';
const ISLAND_FILES: Record<string, string[]> = RAW.charAt(0) === '{' ? JSON.parse(RAW) : {};

const fetched = new Set<string>();

/** Files waiting for an idle moment, in order; one idle callback drains what its time allows. */
const queue: string[] = [];
let draining = false;

/** Whether the page pins the release with an import map (the theme's, in <head>). */
const pinned = !!doc.head.querySelector('script[type="importmap"]');

/** Adds the links one per idle period: a link asks the network at once, which costs the main thread. */
function drain(): void {
  const href = queue.shift();
  if (href) {
    // A module preload: fetched at low priority and compiled, not run (its module runs when the island is imported):
    // the first tap then finds the island's code ready in the module map, neither fetched nor parsed on the tap's path
    // (with a plain prefetch the tap fetched them from the cache and parsed them: bench, the mini basket's tap at 390 px
    // took about 90 ms to its painted panel that way, about 66 ms this way). The loader's nonce, as for every script the
    // bundle adds (a strict CSP's script-src governs module preloads); `crossorigin` as the import's own request.
    // A page pinning the release with an import map (docs/install.md) gets a plain prefetch instead: Firefox 153
    // reported module preloads there as failing the map's integrity (an empty body hashed: engines journeys, now and
    // then, with and without `crossorigin`), while an import of a prefetched file is checked as any import.
    const link = doc.createElement('link');
    if (pinned) {
      link.rel = 'prefetch';
      link.as = 'script';
    } else {
      link.rel = 'modulepreload';
      link.fetchPriority = 'low';
      link.crossOrigin = 'anonymous';
      link.nonce = bundleNonce();
    }
    link.href = href;
    doc.head.append(link);
  }
  if (queue.length) idle(drain, 2000);
  else draining = false;
}

/** The files of an island, by its chunk name (empty for an unknown name, or in a build without the table). */
export function islandFiles(name: string, table: Record<string, string[]> = ISLAND_FILES): string[] {
  return table[name] ?? [];
}

/**
 * How far a box is from the viewport (CSS px, 0: in it), Infinity for an element not rendered (null: no box, e.g.
 * display: none at this width). Sorting islands by it puts what the shopper sees first.
 */
export function distanceFromViewport(rect: { left: number; top: number; right: number; bottom: number } | null, width: number, height: number): number {
  if (!rect) return Infinity;
  return Math.max(0, rect.top - height, -rect.bottom) + Math.max(0, rect.left - width, -rect.right);
}

/** An element's box; one not rendered (in a collapsed list, say) stands at its nearest rendered ancestor's place. */
const box = (el?: Element | null): DOMRect | null => (!el ? null : el.getClientRects().length ? el.getBoundingClientRect() : box(el.parentElement));

/**
 * Queues the islands' files (each once per page), nearest the viewport first (by `el`, the widget's element, where it
 * is now; in the given order otherwise), and starts draining.
 */
export function fetchAhead(islands: ReadonlyArray<{ name: string; signal?: AbortSignal; el?: Element }>): void {
  islands = islands
    .map((island) => [distanceFromViewport(box(island.el), innerWidth, innerHeight), island] as const)
    .sort((a, b) => a[0] - b[0])
    .map(([, island]) => island);
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
    idle(drain, 2000);
  }
}
