/**
 * supercluster's `load()` in steps: the same index (the same typed arrays, trees and cluster ids) built one zoom level
 * per step, so a caller can hand the main thread back between levels instead of blocking it for the whole build
 * (about 0.4 s at 100,000 points and 4.5 s at 1,000,000 on the bench machine).
 *
 * It mirrors supercluster 9.1.0's `load()` (the version pinned in package.json) through the instance's own
 * `_createTree` / `_cluster`; test/unit/map-stepwise.test.ts checks, at every zoom, that the result equals `load()`'s,
 * so an upgrade that changes the internals fails there. MultiPoint geometries and `generateId` are not used by the
 * map and not supported here.
 */
import type Supercluster from 'supercluster';
import type { PointFeature } from 'supercluster';

// supercluster 9.1.0's private encoding (index.js): Int32 coordinates, and the slots of one item in `data`.
const SCALE = 0x40000000;
const encode = (c: number) => (c - 0.5) * SCALE;
const OFFSET_ZOOM = 2;
const OFFSET_ID = 3;
const OFFSET_PARENT = 4;
const OFFSET_NUM = 5;

const lngX = (lng: number) => lng / 360 + 0.5;
function latY(lat: number): number {
  const sin = Math.sin((lat * Math.PI) / 180);
  const y = 0.5 - (0.25 * Math.log((1 + sin) / (1 - sin))) / Math.PI;
  return y < 0 ? 0 : y > 1 ? 1 : y;
}

interface Tree {
  numItems: number;
}
interface Internals {
  options: { minZoom: number; maxZoom: number };
  stride: number;
  trees: Tree[];
  numPoints: number;
  props: unknown[];
  coords: Float64Array;
  ids: unknown[] | null;
  _createTree(data: Int32Array, numItems: number): Tree;
  _cluster(data: Int32Array, numItems: number, zoom: number, out: Int32Array): number;
}

/**
 * Loads `points` into `index` (a fresh Supercluster), yielding after the top level and after each zoom level.
 * Drive it to the end (e.g. `for (const _ of loadSteps(...))`, or one `next()` per task) before querying the index.
 */
export function* loadSteps<P extends object>(index: Supercluster<P & GeoJSON.GeoJsonProperties, Record<string, never>>, points: PointFeature<P & GeoJSON.GeoJsonProperties>[]): Generator<number, void> {
  const sc = index as unknown as Internals;
  const { minZoom, maxZoom } = sc.options;
  const notProcessed = maxZoom + 1;
  const stride = sc.stride;
  const numPoints = points.length;
  sc.numPoints = numPoints;
  const props = (sc.props = new Array(numPoints));
  const coords = (sc.coords = new Float64Array(numPoints * 2));
  let ids: unknown[] | null = null;
  const data = new Int32Array(numPoints * stride);
  let w = 0;
  for (let i = 0; i < numPoints; i++) {
    const p = points[i];
    const [lng, lat] = p.geometry.coordinates;
    const px = lngX(lng);
    const py = latY(lat);
    coords[2 * i] = px;
    coords[2 * i + 1] = py;
    data[w] = encode(px);
    data[w + 1] = encode(py);
    data[w + OFFSET_ZOOM] = notProcessed;
    data[w + OFFSET_ID] = i;
    data[w + OFFSET_PARENT] = -1;
    data[w + OFFSET_NUM] = 1;
    props[i] = p.properties;
    if (p.id !== undefined) {
      if (!ids) ids = new Array(numPoints);
      ids[i] = p.id;
    }
    w += stride;
  }
  sc.ids = ids;
  let prev: Int32Array = data;
  let prevNum = numPoints;
  sc.trees[maxZoom + 1] = sc._createTree(prev, prevNum);
  yield maxZoom + 1;
  let recycled: Int32Array | null = null;
  for (let z = maxZoom; z >= minZoom; z--) {
    const out: Int32Array = recycled || new Int32Array(prevNum * stride);
    recycled = null;
    const written = sc._cluster(prev, prevNum, z, out);
    if (written === prevNum) {
      sc.trees[z] = sc.trees[z + 1];
      recycled = out;
    } else {
      sc.trees[z] = sc._createTree(out, written);
      prev = out;
      prevNum = written;
    }
    if (z > minZoom) yield z;
  }
}
