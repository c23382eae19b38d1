/**
 * The map's clustering worker (a classic worker script, built on its own by rollup.config.mjs into
 * dist/cluster-worker-[hash].js, same origin as the widget code; CSP `worker-src 'self'`). It holds the supercluster
 * index of the map's current points and answers the map's questions: the clusters in a box at a zoom, a cluster's
 * expansion zoom, some points of some clusters. Requests are checked (protocol.ts); a request for another set of
 * points than the one indexed is answered `stale`; an exception is answered as an error (the map then clusters on
 * its main thread).
 */
import { buildIndex, clustersOf, expansionZoomOf, leavesOf, type Index } from './cluster-core';
import { checkRequest, type WorkerAnswer } from './protocol';

interface WorkerScope {
  onmessage: ((e: MessageEvent) => void) | null;
  postMessage(message: WorkerAnswer, transfer?: Transferable[]): void;
}
const scope = self as unknown as WorkerScope;

let index: Index | null = null;
let indexGen = -1;

scope.onmessage = (e: MessageEvent) => {
  const request = checkRequest(e.data);
  const id = typeof (e.data as { id?: unknown })?.id === 'number' ? (e.data as { id: number }).id : -1;
  if (!request) {
    scope.postMessage({ id, ok: false, error: 'invalid request' });
    return;
  }
  try {
    if (request.op === 'load') {
      const started = performance.now();
      index = null;
      index = buildIndex(request.coords, { radius: request.radius, maxZoom: request.maxZoom });
      indexGen = request.gen;
      scope.postMessage({ id, ok: true, result: performance.now() - started });
      return;
    }
    if (!index || request.gen !== indexGen) {
      scope.postMessage({ id, ok: false, stale: true, error: 'stale' });
      return;
    }
    if (request.op === 'clusters') {
      const result = clustersOf(index, request.box, request.zoom);
      scope.postMessage({ id, ok: true, result }, [result.buffer]);
    } else if (request.op === 'expansion') {
      scope.postMessage({ id, ok: true, result: expansionZoomOf(index, request.cluster) });
    } else {
      const result = leavesOf(index, request.clusters, request.limit);
      scope.postMessage({ id, ok: true, result }, [result.buffer]);
    }
  } catch (error) {
    scope.postMessage({ id, ok: false, error: String(error) });
  }
};
