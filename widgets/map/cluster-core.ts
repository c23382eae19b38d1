/**
 * The clustering itself, the same code in the Web Worker (cluster-worker.ts) and in the main-thread fallback
 * (clusterer.ts): a supercluster index built with its public `load()` over the points' coordinates only (a point's
 * properties are its position in the caller's list), queried with its public `getClusters`, `getLeaves` and
 * `getClusterExpansionZoom`. Answers are flat typed arrays (see protocol.ts), so they cross to the main thread
 * without copying objects, and nothing but numbers comes back.
 */
import Supercluster from 'supercluster';
import type { BBox } from './rules';

/**
 * Numbers per item of a clusters answer (protocol.ts STRIDE; not imported from there, so that this module, loaded on
 * demand by the fallback, shares no module with the widget's own chunk).
 */
export const STRIDE = 4;

export interface IndexOptions {
  radius: number;
  /** The highest zoom with clusters (the map's maxZoom - 1). */
  maxZoom: number;
}

type Index = Supercluster<{ i: number }, Record<string, never>>;

/** Indexes `coords` ([lng, lat] pairs, already validated points): supercluster's own `load()`. */
export function buildIndex(coords: Float64Array, options: IndexOptions): Index {
  const n = coords.length >> 1;
  const features = new Array(n);
  for (let i = 0; i < n; i++)
    features[i] = { type: 'Feature', geometry: { type: 'Point', coordinates: [coords[2 * i], coords[2 * i + 1]] }, properties: { i } };
  // extent 256: Leaflet's tiles are 256 px, so the radius is in screen pixels (as in leaflet.markercluster).
  return new Supercluster<{ i: number }, Record<string, never>>({ minZoom: 0, maxZoom: options.maxZoom, radius: options.radius, extent: 256 }).load(features);
}

/** The clusters and points in `box` at `zoom`, flat: [lng, lat, count, id] per item (id: cluster id, or the point's position when count is 1). */
export function clustersOf(index: Index, box: BBox, zoom: number): Float64Array {
  const features = index.getClusters(box, zoom);
  const out = new Float64Array(features.length * STRIDE);
  let k = 0;
  for (const f of features) {
    const [lng, lat] = f.geometry.coordinates;
    const p = f.properties as { cluster?: boolean; cluster_id?: number; point_count?: number; i?: number };
    out[k] = lng;
    out[k + 1] = lat;
    if (p.cluster) {
      out[k + 2] = p.point_count!;
      out[k + 3] = p.cluster_id!;
    } else {
      out[k + 2] = 1;
      out[k + 3] = p.i!;
    }
    k += STRIDE;
  }
  return out;
}

/** The zoom at which a cluster splits (supercluster's getClusterExpansionZoom). */
export function expansionZoomOf(index: Index, clusterId: number): number {
  return index.getClusterExpansionZoom(clusterId);
}

/** Up to `limit` points (their positions) of the given clusters, cluster after cluster (supercluster's getLeaves). */
export function leavesOf(index: Index, clusterIds: readonly number[], limit: number): Int32Array {
  const out: number[] = [];
  for (const id of clusterIds) {
    if (out.length >= limit) break;
    for (const leaf of index.getLeaves(id, limit - out.length)) out.push((leaf.properties as { i: number }).i);
  }
  return Int32Array.from(out);
}

export type { Index };
