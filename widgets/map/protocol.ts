/**
 * The messages between the map (main thread) and its clustering worker, and their checks. Only numbers cross:
 * the points' coordinates go in (a transferred Float64Array of our own validated points), cluster counts, ids,
 * positions and point indexes come out. Every answer is checked here before the map uses it (an answer that is not
 * of the expected shape is a failed worker: the map clusters on the main thread instead), and the worker checks
 * every request it gets. No DOM, no Leaflet, no supercluster.
 */
import type { BBox } from './rules';

/** Numbers per item of a clusters answer: lng, lat, count, id. */
export const STRIDE = 4;

export type WorkerRequest =
  | { id: number; op: 'load'; gen: number; coords: Float64Array; radius: number; maxZoom: number }
  | { id: number; op: 'clusters'; gen: number; box: BBox; zoom: number }
  | { id: number; op: 'expansion'; gen: number; cluster: number }
  | { id: number; op: 'leaves'; gen: number; clusters: number[]; limit: number };

export type WorkerAnswer = { id: number; ok: true; result: unknown } | { id: number; ok: false; stale?: boolean; error: string };

const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);
const isNum = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);

/** The worker's check of a request (it comes from our own page, but it is checked all the same). */
export function checkRequest(m: unknown): WorkerRequest | null {
  if (!m || typeof m !== 'object') return null;
  const r = m as Record<string, unknown>;
  if (!isInt(r.id) || !isInt(r.gen)) return null;
  switch (r.op) {
    case 'load':
      if (!(r.coords instanceof Float64Array) || r.coords.length % 2 !== 0) return null;
      if (!isNum(r.radius) || r.radius <= 0 || !isInt(r.maxZoom) || r.maxZoom < 0 || r.maxZoom > 30) return null;
      for (let i = 0; i < r.coords.length; i += 2) {
        const lng = r.coords[i];
        const lat = r.coords[i + 1];
        if (!(lng >= -180 && lng <= 180 && lat >= -90 && lat <= 90)) return null;
      }
      return r as WorkerRequest;
    case 'clusters':
      if (!Array.isArray(r.box) || r.box.length !== 4 || !r.box.every(isNum) || !isInt(r.zoom) || r.zoom < 0 || r.zoom > 30) return null;
      return r as WorkerRequest;
    case 'expansion':
      return isInt(r.cluster) && r.cluster >= 0 ? (r as WorkerRequest) : null;
    case 'leaves':
      if (!Array.isArray(r.clusters) || !r.clusters.every((c) => isInt(c) && c >= 0) || !isInt(r.limit) || r.limit < 0 || r.limit > 1000) return null;
      return r as WorkerRequest;
    default:
      return null;
  }
}

/** The map's check of an answer's envelope. */
export function checkAnswer(m: unknown): WorkerAnswer | null {
  if (!m || typeof m !== 'object') return null;
  const a = m as Record<string, unknown>;
  if (!isInt(a.id) || typeof a.ok !== 'boolean') return null;
  if (!a.ok && typeof a.error !== 'string') return null;
  return a as WorkerAnswer;
}

/** One item of a clusters answer: a cluster of `count` points, or the point at `index` of the map's list. */
export type ClusterItem = { lng: number; lat: number; count: number; cluster: number } | { lng: number; lat: number; count: 1; index: number };

/**
 * Reads a clusters answer for a set of `points` points: null unless it is a Float64Array of whole items with finite
 * positions in range, whole counts of at least 1 (at most `points`), cluster ids that are whole and not negative,
 * and point indexes inside the list.
 */
export function decodeClusters(data: unknown, points: number): ClusterItem[] | null {
  if (!(data instanceof Float64Array) || data.length % STRIDE !== 0) return null;
  const out: ClusterItem[] = new Array(data.length / STRIDE);
  for (let k = 0, j = 0; k < data.length; k += STRIDE, j++) {
    const lng = data[k];
    const lat = data[k + 1];
    const count = data[k + 2];
    const id = data[k + 3];
    if (!(lng >= -180 && lng <= 180 && lat >= -90 && lat <= 90)) return null;
    if (!Number.isInteger(count) || count < 1 || count > points || !Number.isInteger(id) || id < 0) return null;
    if (count === 1) {
      if (id >= points) return null;
      out[j] = { lng, lat, count: 1, index: id };
    } else out[j] = { lng, lat, count, cluster: id };
  }
  return out;
}

/** Reads a leaves answer: point indexes inside the list, at most `limit`; null otherwise. */
export function decodeLeaves(data: unknown, points: number, limit: number): number[] | null {
  if (!(data instanceof Int32Array) || data.length > limit) return null;
  const out = Array.from(data);
  return out.every((i) => i >= 0 && i < points) ? out : null;
}

/** Reads an expansion-zoom answer: a whole zoom from 0 to `maxZoom`; null otherwise. */
export function decodeZoom(data: unknown, maxZoom: number): number | null {
  return isInt(data) && data >= 0 && data <= maxZoom + 1 ? data : null;
}
