/**
 * Pure logic of the map widget: the options, the shape of a point (validated with valibot), the
 * bounding boxes the clustering index is queried with, and the list of visible points.
 * No DOM, no Leaflet.
 */
import * as v from 'valibot';
import { safeUrl } from '../../src/lib/url';

/** spec §9 "Map clustering": one reading gives max zoom 16 and radius 60, another the library default 80. */
export const DEFAULT_MAX_ZOOM = 16;
export const DEFAULT_RADIUS = 60;
/** spec §7 "Map marker images": the bundle's own static path. */
export const DEFAULT_MARKER_PATH = '/gfx/standards/';
/** At most this many points are listed under the map; the count always covers all of them. */
export const LIST_LIMIT = 50;

const Coordinate = (min: number, max: number) =>
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(/^-?\d+(\.\d+)?$/, 'expected a number'))]),
    v.transform((x) => Number(x)),
    // Within finite bounds: Infinity is refused too.
    v.minValue(min),
    v.maxValue(max),
  );
const Text = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform((x) => String(x).replace(/\s+/g, ' ').trim()),
);

/** One point as the page or a points URL gives it. Coordinates may be numeric strings (data-* attributes). */
const PointSchema = v.object({
  id: v.optional(v.union([v.string(), v.number()])),
  lat: Coordinate(-90, 90),
  lng: Coordinate(-180, 180),
  name: v.pipe(Text, v.minLength(1, 'a point needs a name')),
  address: v.optional(Text, ''),
  url: v.optional(v.string()),
});

export interface MapPoint {
  id: string;
  lat: number;
  lng: number;
  name: string;
  address: string;
  url?: string;
}

export interface ParsedPoints {
  points: MapPoint[];
  /** How many items were dropped and the first problem (for the one console warning). */
  invalid: number;
  firstProblem?: string;
}

/**
 * Validates a list of raw points: bad items are dropped (counted), the rest kept. A point without an
 * id gets `{source}-{index}`. Accepts an array or an object with a `points` array.
 */
export function parsePoints(raw: unknown, source = 'p'): ParsedPoints {
  const list = Array.isArray(raw)
    ? raw
    : raw && typeof raw === 'object' && Array.isArray((raw as { points?: unknown }).points)
      ? (raw as { points: unknown[] }).points
      : null;
  if (!list) return { points: [], invalid: 1, firstProblem: 'expected an array of points or {points: [...]}' };
  const points: MapPoint[] = [];
  let invalid = 0;
  let firstProblem: string | undefined;
  for (let i = 0; i < list.length; i++) {
    const result = v.safeParse(PointSchema, list[i]);
    if (!result.success) {
      invalid++;
      if (!firstProblem) {
        const issue = result.issues[0];
        firstProblem = `item ${i}${issue.path?.length ? `.${issue.path.map((p) => String(p.key)).join('.')}` : ''}: ${issue.message}`;
      }
      continue;
    }
    const o = result.output;
    const url = o.url && isSafeUrl(o.url) ? o.url : undefined;
    points.push({
      id: o.id === undefined ? `${source}-${i}` : String(o.id),
      lat: o.lat,
      lng: o.lng,
      name: o.name,
      address: o.address,
      ...(url ? { url } : {}),
    });
  }
  return { points, invalid, firstProblem };
}

/** Only http(s) and relative links become hrefs (no javascript: URLs from data; read as the browser reads them). */
export function isSafeUrl(url: string): boolean {
  return safeUrl(url) !== undefined;
}

/**
 * The fast check for points handed over by a script (already typed, possibly a million of them):
 * the same rules as PointSchema without building objects.
 */
export function isMapPoint(p: unknown): p is MapPoint {
  if (!p || typeof p !== 'object') return false;
  const o = p as Record<string, unknown>;
  return (
    typeof o.lat === 'number' &&
    o.lat >= -90 &&
    o.lat <= 90 &&
    typeof o.lng === 'number' &&
    o.lng >= -180 &&
    o.lng <= 180 &&
    typeof o.name === 'string' &&
    o.name.length > 0 &&
    (typeof o.id === 'string' || typeof o.id === 'number') &&
    (o.address === undefined || typeof o.address === 'string') &&
    (o.url === undefined || (typeof o.url === 'string' && isSafeUrl(o.url)))
  );
}

/** [west, south, east, north] in degrees, as supercluster takes it. */
export type BBox = [number, number, number, number];

/** The bounding box of the points, or null for none. */
export function boundsOf(points: ReadonlyArray<{ lat: number; lng: number }>): BBox | null {
  if (!points.length) return null;
  let w = Infinity;
  let s = Infinity;
  let e = -Infinity;
  let n = -Infinity;
  for (const p of points) {
    if (p.lng < w) w = p.lng;
    if (p.lng > e) e = p.lng;
    if (p.lat < s) s = p.lat;
    if (p.lat > n) n = p.lat;
  }
  return [w, s, e, n];
}

const wrapLng = (x: number) => {
  const r = ((((x + 180) % 360) + 360) % 360) - 180;
  return r === -180 && x > 0 ? 180 : r;
};

/**
 * The box the index is queried with for a map viewport: padded by `pad` of its size on each side (so a
 * small pan does not pop markers in at the edges), latitudes clamped to Web Mercator's ±85.0511°,
 * longitudes wrapped into [-180, 180] (west > east means the box crosses the antimeridian, which
 * supercluster handles) or the whole world when the view is 360° wide or more.
 */
export function queryBox(view: BBox, pad = 0): BBox {
  const [w0, s0, e0, n0] = view;
  const dx = (e0 - w0) * pad;
  const dy = (n0 - s0) * pad;
  const s = Math.max(-85.0511, s0 - dy);
  const n = Math.min(85.0511, n0 + dy);
  const w = w0 - dx;
  const e = e0 + dx;
  if (e - w >= 360) return [-180, s, 180, n];
  return [wrapLng(w), s, wrapLng(e), n];
}

/** Whether a point lies in a box from queryBox (antimeridian-crossing boxes included). */
export function inBox(box: BBox, lat: number, lng: number): boolean {
  const [w, s, e, n] = box;
  if (lat < s || lat > n) return false;
  return w <= e ? lng >= w && lng <= e : lng >= w || lng <= e;
}

const collators = new Map<string, Intl.Collator>();

/** Sorts the listed points by name in the page's language, then by address (a stable, readable order). */
export function sortForList<P extends { name: string; address: string }>(points: P[], language: string): P[] {
  let collator = collators.get(language);
  if (!collator) collators.set(language, (collator = new Intl.Collator(language, { sensitivity: 'base', numeric: true })));
  return points.sort((a, b) => collator.compare(a.name, b.name) || collator.compare(a.address, b.address));
}

/**
 * The points' coordinates side by side, [lng, lat] per point in the points' order: the grid reads them, the clustering
 * index is built from them (sent to the worker as one buffer).
 */
export function coordsOf(points: ReadonlyArray<{ lat: number; lng: number }>): Float64Array {
  const coords = new Float64Array(points.length * 2);
  for (let i = 0; i < points.length; i++) {
    const p = points[i];
    coords[2 * i] = p.lng;
    coords[2 * i + 1] = p.lat;
  }
  return coords;
}

/** Points handed over by a script, checked and packed in one pass: the valid ones, their coordinates, how many were not. */
export interface PackedPoints {
  points: MapPoint[];
  coords: Float64Array;
  invalid: number;
}

/**
 * Checks a script's points (isMapPoint) and writes their coordinates (coordsOf) in the same pass over them: a large
 * set is read once before its first paint. The list is copied (the caller may change its own array later).
 */
export function packPoints(list: readonly unknown[]): PackedPoints {
  const coords = new Float64Array(list.length * 2);
  let kept: MapPoint[] | null = null;
  let k = 0;
  for (let i = 0; i < list.length; i++) {
    const p = list[i];
    if (!isMapPoint(p)) {
      kept ??= list.slice(0, i) as MapPoint[];
      continue;
    }
    kept?.push(p);
    coords[2 * k] = p.lng;
    coords[2 * k + 1] = p.lat;
    k++;
  }
  return {
    points: kept ?? (list.slice() as MapPoint[]),
    coords: k === list.length ? coords : coords.slice(0, 2 * k),
    invalid: list.length - k,
  };
}

/** One cell of gridClusters: a lone point, or a group of `count` points around (lat, lng). */
export interface GridCell {
  key: number;
  lat: number;
  lng: number;
  count: number;
  /** The position of the cell's first point (the point itself when count is 1). */
  first: number;
}

/**
 * gridClusters' pass over the points: each point in the box counted into its cell (`count`, the sums of its
 * coordinates, its first point). A function of its own: the engine optimises this loop while it runs, and a small
 * function is optimised sooner and at less cost (the first paint of a large set waits for it).
 */
function fillCells(
  coords: Float64Array,
  box: BBox,
  scale: number,
  c0: number,
  nCols: number,
  perDegree: number,
  bandRow: Int32Array,
  edges: Float64Array,
  count: Int32Array,
  sLat: Float64Array,
  sLng: Float64Array,
  first: Int32Array,
): void {
  const [w, south, e, north] = box;
  const n = coords.length >> 1;
  const lastCol = nCols - 1;
  const lastBand = bandRow.length - 1;
  for (let i = 0; i < n; i++) {
    const lng = coords[2 * i];
    const lat = coords[2 * i + 1];
    if (lat < south || lat > north || lng < w || lng > e) continue;
    // Both non-negative here: `| 0` is Math.floor.
    let col = (((lng / 360 + 0.5) * scale) | 0) - c0;
    if (col > lastCol) col = lastCol;
    else if (col < 0) col = 0;
    let band = ((north - lat) * perDegree) | 0;
    if (band > lastBand) band = lastBand;
    let row = bandRow[band];
    while (edges[row] >= lat) row++;
    const k = row * nCols + col;
    if (count[k]++ === 0) first[k] = i;
    sLat[k] += lat;
    sLng[k] += lng;
  }
}

/**
 * One pass over the points' coordinates (coordsOf; O(n), no index): the points in `box` grouped into square cells of
 * `radius` screen pixels at `zoom` (Web Mercator, 256 px tiles). Each cell sits at the mean of its points. The map
 * shows this while the supercluster index of a large set (≥ GRID_FROM points) is still being built (in the worker),
 * then replaces it.
 */
export function gridClusters(coords: Float64Array, zoom: number, radius: number, box: BBox): GridCell[] {
  const n = coords.length >> 1;
  const scale = (256 * 2 ** zoom) / radius;
  const cols = Math.ceil(scale) + 1;
  const mercY = (lat: number) => {
    const sin = Math.sin((lat * Math.PI) / 180);
    return Math.min(1, Math.max(0, 0.5 - (0.25 * Math.log((1 + sin) / (1 - sin))) / Math.PI));
  };
  const r0 = Math.floor(mercY(box[3]) * scale);
  const r1 = Math.floor(mercY(box[1]) * scale);
  // The rows are few (the box's height in cells): their edge latitudes are computed once, so a point's row is looked
  // up instead of projected (sin and log per point). edges[i]: the latitude where row r0 + i + 1 starts (falling),
  // then -Infinity (no row after the last).
  const nEdges = Math.max(0, r1 - r0);
  const edges = new Float64Array(nEdges + 1);
  for (let i = 0; i < nEdges; i++) edges[i] = (Math.atan(Math.sinh(Math.PI * (1 - (2 * (r0 + i + 1)) / scale))) * 180) / Math.PI;
  edges[nEdges] = -Infinity;
  const [w, south, e, north] = box;
  const wraps = w > e;
  // The box's latitudes in equal bands, each with the row of its top: a point's row is its band's, or a later one when
  // edges fall inside the band (a few bands per row, so mostly none). The pass over the points (fillCells, or the loop
  // below) runs once per point, on code not yet optimised when a large set comes: plain arithmetic, no calls.
  const bands = Math.min(4096, 4 * (nEdges + 1));
  const perDegree = bands / (north - south || 1);
  const bandRow = new Int32Array(bands);
  for (let b = 0, row = 0; b < bands; b++) {
    const top = north - b / perDegree;
    while (edges[row] >= top) row++;
    bandRow[b] = row;
  }
  const lastBand = bands - 1;
  const c0 = Math.floor((w / 360 + 0.5) * scale);
  const nCols = Math.floor((e / 360 + 0.5) * scale) - c0 + 1;
  const nRows = r1 - r0 + 1;
  const out: GridCell[] = [];
  if (!wraps && nCols * nRows <= 1 << 20) {
    // The usual case: the box's cells in typed arrays (no hashing per point).
    const count = new Int32Array(nCols * nRows);
    const sLat = new Float64Array(count.length);
    const sLng = new Float64Array(count.length);
    const first = new Int32Array(count.length);
    /* @__NOINLINE__ */ fillCells(coords, box, scale, c0, nCols, perDegree, bandRow, edges, count, sLat, sLng, first);
    for (let k = 0; k < count.length; k++) {
      const c = count[k];
      if (!c) continue;
      const key = (r0 + Math.floor(k / nCols)) * cols + c0 + (k % nCols);
      out.push({ key, lat: sLat[k] / c, lng: sLng[k] / c, count: c, first: first[k] });
    }
    return out;
  }
  // A box across the antimeridian (or a huge one): cells in a Map.
  const cells = new Map<number, { sLat: number; sLng: number; count: number; first: number }>();
  for (let i = 0; i < n; i++) {
    const lng = coords[2 * i];
    const lat = coords[2 * i + 1];
    if (lat < south || lat > north || (wraps ? lng < w && lng > e : lng < w || lng > e)) continue;
    let band = ((north - lat) * perDegree) | 0;
    if (band > lastBand) band = lastBand;
    let row = bandRow[band];
    while (edges[row] >= lat) row++;
    const key = (r0 + row) * cols + Math.floor((lng / 360 + 0.5) * scale);
    const cell = cells.get(key);
    if (cell) {
      cell.sLat += lat;
      cell.sLng += lng;
      cell.count++;
    } else cells.set(key, { sLat: lat, sLng: lng, count: 1, first: i });
  }
  for (const [key, c] of cells) out.push({ key, lat: c.sLat / c.count, lng: c.sLng / c.count, count: c.count, first: c.first });
  return out;
}

/** From this many points the map paints a grid (gridClusters) at once, while the worker builds the supercluster index. */
export const GRID_FROM = 20_000;
