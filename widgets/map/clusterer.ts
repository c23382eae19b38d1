/**
 * The map's clustering, off the main thread: a Web Worker (cluster-worker.ts, a same-origin script emitted by the
 * build) holds the supercluster index; the map asks it for the clusters of a view, a cluster's expansion zoom and the
 * points of some clusters, and gets flat numbers back (checked, protocol.ts). If the worker cannot be created (no
 * `Worker`, a Content Security Policy without `worker-src 'self'`, a script that fails to load) or fails later (an
 * error event, an answer of the wrong shape), the same clustering runs on the main thread (cluster-core.ts, loaded
 * on demand) and every pending question is asked again there: the map keeps working.
 *
 * On a pinned release's page (its tags carry an import map, docs/install.md) every module is verified by its integrity,
 * but no import map covers a worker, and a Worker takes no integrity. So there the worker's script is first fetched
 * with the integrity of its bytes, which the build wrote into this chunk (itself verified): the worker starts only
 * when that fetch passes, from the same URL (the page's CSP allows `worker-src 'self'`, not `blob:`), and a changed
 * file is never started: the map clusters on the main thread, with a warning naming the file.
 */
import workerUrl, { integrity as workerIntegrity } from 'virtual:map-cluster-worker';
import { doc } from '../../src/lib/dom';
import { http } from '../../src/net/http';
import { asScriptUrl } from '../../src/lib/trusted-types';
import type { BBox } from './rules';
import { checkAnswer, decodeClusters, decodeLeaves, decodeZoom, type ClusterItem, type WorkerRequest } from './protocol';
import type { Index, IndexOptions } from './cluster-core';

/** A question about a set of points that is no longer the current one (its answer is of no use). */
export class Stale extends Error {}
/** The worker failed (or answered nonsense): the question is asked again on the main thread. */
class WorkerFailed extends Error {}

export type ClusteringMode = 'worker' | 'main-thread';

interface Backend {
  load(gen: number, coords: Float64Array): Promise<number>;
  clusters(gen: number, box: BBox, zoom: number): Promise<unknown>;
  expansion(gen: number, cluster: number): Promise<unknown>;
  leaves(gen: number, clusters: number[], limit: number): Promise<unknown>;
  destroy(): void;
}

/**
 * The worker: one request at a time in its queue, each answered by id. Throws if the worker cannot be created; on a
 * pinned release's page it is created once its script passed its integrity check (questions wait for it meanwhile).
 */
function workerBackend(options: IndexOptions, onFail: (why: string) => void): Backend {
  if (typeof Worker !== 'function') throw new Error('no Worker');
  const url = new URL(workerUrl, location.href);
  let worker: Worker | undefined;
  let next = 0;
  let failed = false;
  const pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  /** Messages asked before the worker started (a pinned release's page, while its script is checked). */
  const waiting: Array<[unknown, Transferable[]]> = [];
  const fail = (why: string) => {
    if (failed) return;
    failed = true;
    worker?.terminate();
    for (const p of pending.values()) p.reject(new WorkerFailed(why));
    pending.clear();
    onFail(why);
  };
  const start = () => {
    const w = new Worker(asScriptUrl(url.href), { name: 'storefront-map' });
    w.addEventListener('error', (e) => {
      e.preventDefault();
      fail(`the worker failed (${e.message || 'it did not load'})`);
    });
    w.addEventListener('messageerror', () => fail('a worker answer could not be read'));
    w.addEventListener('message', (e: MessageEvent) => {
      const answer = checkAnswer(e.data);
      if (!answer) return fail('a worker answer of the wrong shape');
      const p = pending.get(answer.id);
      if (!p) return;
      pending.delete(answer.id);
      if (answer.ok) p.resolve(answer.result);
      else p.reject(answer.stale ? new Stale() : new Error(`the worker: ${answer.error}`));
    });
    worker = w;
    for (const [message, transfer] of waiting.splice(0)) w.postMessage(message, transfer);
  };
  if (!doc.head.querySelector('script[type="importmap"]')) start();
  else {
    // A pinned release: the script runs only if its bytes are the release's (a stale or edited copy never starts).
    const file = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
    http
      .get(url, { integrity: workerIntegrity, throwHttpErrors: false })
      .then(
        (r) => {
          if (failed) return;
          if (!r.ok) return fail(`${file} did not load`);
          try {
            start();
          } catch (error) {
            fail(`the worker could not be created (${String(error)})`);
          }
        },
        // Refused: its integrity, or no answer at all (asked again to tell them apart).
        () =>
          http.head(url, { throwHttpErrors: false }).then(
            (r) => fail(r.ok ? `${file} failed its integrity check` : `${file} did not load`),
            () => fail(`${file} did not load`),
          ),
      )
      .catch(() => {});
  }
  const ask = (request: WorkerRequest extends infer R ? (R extends WorkerRequest ? Omit<R, 'id'> : never) : never, transfer: Transferable[] = []) =>
    new Promise<unknown>((resolve, reject) => {
      if (failed) return reject(new WorkerFailed('failed before'));
      const id = ++next;
      pending.set(id, { resolve, reject });
      if (worker) worker.postMessage({ ...request, id }, transfer);
      else waiting.push([{ ...request, id }, transfer]);
    });
  return {
    async load(gen, coords) {
      // Moved to the worker, not copied (the array is empty here afterwards).
      const ms = await ask({ op: 'load', gen, coords, radius: options.radius, maxZoom: options.maxZoom }, [coords.buffer]);
      if (typeof ms !== 'number') throw new WorkerFailed('a load answer of the wrong shape');
      return ms;
    },
    clusters: (gen, box, zoom) => ask({ op: 'clusters', gen, box, zoom }),
    expansion: (gen, cluster) => ask({ op: 'expansion', gen, cluster }),
    leaves: (gen, clusters, limit) => ask({ op: 'leaves', gen, clusters, limit }),
    destroy() {
      failed = true;
      worker?.terminate();
      for (const p of pending.values()) p.reject(new Stale());
      pending.clear();
    },
  };
}

/** The same clustering on the main thread (supercluster's `load()`), loaded on demand. */
function localBackend(options: IndexOptions): Backend {
  let current: Promise<{ gen: number; index: Index; core: typeof import('./cluster-core') }> | null = null;
  const at = async (gen: number) => {
    const built = await current;
    if (!built || built.gen !== gen) throw new Stale();
    return built;
  };
  return {
    async load(gen, coords) {
      const started = performance.now();
      current = import('./cluster-core').then((core) => ({ gen, core, index: core.buildIndex(coords, options) }));
      await current;
      return performance.now() - started;
    },
    clusters: async (gen, box, zoom) => {
      const { core, index } = await at(gen);
      return core.clustersOf(index, box, zoom);
    },
    expansion: async (gen, cluster) => {
      const { core, index } = await at(gen);
      return core.expansionZoomOf(index, cluster);
    },
    leaves: async (gen, clusters, limit) => {
      const { core, index } = await at(gen);
      return core.leavesOf(index, clusters, limit);
    },
    destroy() {
      current = null;
    },
  };
}

export interface Clusterer {
  /**
   * Indexes the points, given by their coordinates ([lng, lat] per point, coordsOf; a new set: earlier questions become
   * Stale). The array is moved to the worker (empty afterwards); `again` gives it anew if the clustering has to start
   * over on the main thread. Resolves with the index build time (ms).
   */
  load(coords: Float64Array, again: () => Float64Array): Promise<number>;
  clusters(box: BBox, zoom: number): Promise<ClusterItem[]>;
  expansionZoom(cluster: number): Promise<number>;
  leaves(clusters: number[], limit: number): Promise<number[]>;
  mode(): ClusteringMode;
  destroy(): void;
}

/**
 * The clustering of one map. `onFallback` is told once, with the reason, when the clustering moves to the main
 * thread.
 */
export function createClusterer(options: IndexOptions, onFallback: (why: string) => void): Clusterer {
  let gen = 0;
  /** The current set's size (answers name its points by position: checked against it) and its coordinates anew. */
  let count = 0;
  let again: () => Float64Array = () => new Float64Array(0);
  let destroyed = false;
  let backend: Backend;
  let mode: ClusteringMode = 'worker';
  /** The current set loaded into the current backend. */
  let loaded: Promise<number> = Promise.resolve(0);

  const fallBack = (why: string) => {
    if (mode === 'main-thread' || destroyed) return;
    mode = 'main-thread';
    backend?.destroy();
    backend = localBackend(options);
    onFallback(why);
    loaded = backend.load(gen, again());
    loaded.catch(() => {});
  };
  try {
    backend = workerBackend(options, (why) => fallBack(why));
  } catch (error) {
    mode = 'main-thread';
    backend = localBackend(options);
    queueMicrotask(() => onFallback(`the worker could not be created (${String(error)})`));
  }

  /** Runs a question on the current backend; if the worker fails meanwhile, asks it again on the main thread. */
  async function run<T>(ask: (b: Backend, g: number) => Promise<unknown>, read: (raw: unknown) => T | null): Promise<T> {
    const g = gen;
    for (;;) {
      const b = backend;
      try {
        await loaded;
        if (g !== gen || destroyed) throw new Stale();
        const value = read(await ask(b, g));
        if (value === null) {
          if (b !== backend) continue;
          if (mode === 'worker') {
            fallBack('a worker answer of the wrong shape');
            continue;
          }
          throw new Error('a clustering answer of the wrong shape');
        }
        if (g !== gen || destroyed) throw new Stale();
        return value;
      } catch (error) {
        if (error instanceof WorkerFailed || (b !== backend && !destroyed && g === gen)) continue;
        throw error;
      }
    }
  }

  return {
    load(next, anew) {
      const g = ++gen;
      count = next.length >> 1;
      again = anew;
      const b = backend;
      loaded = b.load(g, next).catch((error) => {
        if (error instanceof WorkerFailed && backend !== b && g === gen) return loaded;
        throw error;
      });
      loaded.catch(() => {});
      return run(
        async () => loaded,
        (ms) => (typeof ms === 'number' ? ms : null),
      );
    },
    clusters: (box, zoom) =>
      run(
        (b, g) => b.clusters(g, box, zoom),
        (raw) => decodeClusters(raw, count),
      ),
    expansionZoom: (cluster) =>
      run(
        (b, g) => b.expansion(g, cluster),
        (raw) => decodeZoom(raw, options.maxZoom),
      ),
    leaves: (clusters, limit) =>
      run(
        (b, g) => b.leaves(g, clusters, limit),
        (raw) => decodeLeaves(raw, count, limit),
      ),
    mode: () => mode,
    destroy() {
      destroyed = true;
      backend.destroy();
    },
  };
}
