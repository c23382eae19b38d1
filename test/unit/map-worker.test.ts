/**
 * The map's clustering worker, its logic without a browser: cluster-core.ts (what the worker and the main-thread
 * fallback run) against supercluster used directly, and the checks of protocol.ts on both sides of the worker.
 */
import { describe, expect, it } from 'vitest';
import Supercluster from 'supercluster';
import { buildIndex, clustersOf, expansionZoomOf, leavesOf, STRIDE as CORE_STRIDE } from '../../widgets/map/cluster-core';
import { checkAnswer, checkRequest, decodeClusters, decodeLeaves, decodeZoom, STRIDE } from '../../widgets/map/protocol';
import type { BBox } from '../../widgets/map/rules';

const points = Array.from({ length: 3000 }, (_, i) => ({ lng: -10 + ((i * 104729) % 4500) / 100, lat: 35 + ((i * 7919) % 3000) / 100 }));
const coords = new Float64Array(points.flatMap((p) => [p.lng, p.lat]));
const OPTIONS = { radius: 60, maxZoom: 15 };
const EUROPE: BBox = [-12, 33, 37, 67];

describe('map: cluster-core (the worker and the fallback)', () => {
  const index = buildIndex(coords, OPTIONS);
  const direct = new Supercluster({ minZoom: 0, maxZoom: 15, radius: 60, extent: 256 }).load(
    points.map((p, i) => ({ type: 'Feature' as const, geometry: { type: 'Point' as const, coordinates: [p.lng, p.lat] }, properties: { i } })),
  );

  it('answers what supercluster answers, as flat numbers', () => {
    expect(CORE_STRIDE).toBe(STRIDE);
    for (const zoom of [0, 3, 5, 8, 12, 16]) {
      const items = decodeClusters(clustersOf(index, EUROPE, zoom), points.length)!;
      const expected = direct.getClusters(EUROPE, zoom).map((f) => {
        const p = f.properties as { cluster?: boolean; cluster_id?: number; point_count?: number; i?: number };
        return p.cluster ? { count: p.point_count, cluster: p.cluster_id } : { count: 1, index: p.i };
      });
      expect(items.map((c) => ('index' in c ? { count: 1, index: c.index } : { count: c.count, cluster: c.cluster }))).toEqual(expected);
      expect(items.reduce((n, c) => n + c.count, 0)).toBe(points.length);
    }
  });

  it('expansion zoom and leaves as supercluster gives them', () => {
    const items = decodeClusters(clustersOf(index, EUROPE, 4), points.length)!;
    const clusters = items.flatMap((c) => ('cluster' in c ? [c.cluster] : []));
    expect(clusters.length).toBeGreaterThan(2);
    for (const id of clusters) expect(expansionZoomOf(index, id)).toBe(direct.getClusterExpansionZoom(id));
    const leaves = Array.from(leavesOf(index, clusters, 50));
    expect(leaves).toHaveLength(50);
    const expected = clusters.flatMap((id) => direct.getLeaves(id, 50).map((l) => (l.properties as { i: number }).i)).slice(0, 50);
    expect(leaves).toEqual(expected);
    expect(decodeLeaves(Int32Array.from(leaves), points.length, 50)).toEqual(leaves);
  });
});

describe('map: worker protocol checks', () => {
  it('the worker refuses requests of the wrong shape', () => {
    expect(checkRequest({ id: 1, gen: 1, op: 'clusters', box: EUROPE, zoom: 4 })).not.toBeNull();
    expect(checkRequest({ id: 1, gen: 1, op: 'load', coords, radius: 60, maxZoom: 15 })).not.toBeNull();
    for (const bad of [
      null,
      'load',
      { id: 1, gen: 1, op: 'eval', code: '1' },
      { id: '1', gen: 1, op: 'clusters', box: EUROPE, zoom: 4 },
      { id: 1, gen: 1, op: 'clusters', box: [0, 0, 0], zoom: 4 },
      { id: 1, gen: 1, op: 'clusters', box: EUROPE, zoom: 4.5 },
      { id: 1, gen: 1, op: 'load', coords: [1, 2], radius: 60, maxZoom: 15 },
      { id: 1, gen: 1, op: 'load', coords: new Float64Array([200, 0]), radius: 60, maxZoom: 15 },
      { id: 1, gen: 1, op: 'load', coords: new Float64Array([0, NaN]), radius: 60, maxZoom: 15 },
      { id: 1, gen: 1, op: 'expansion', cluster: -1 },
      { id: 1, gen: 1, op: 'leaves', clusters: [1, 'x'], limit: 5 },
    ])
      expect(checkRequest(bad), JSON.stringify(bad)).toBeNull();
  });

  it('the map refuses answers of the wrong shape', () => {
    expect(checkAnswer({ id: 1, ok: true, result: 3 })).not.toBeNull();
    expect(checkAnswer({ id: 1, ok: false, error: 'x' })).not.toBeNull();
    for (const bad of [null, 5, { ok: true }, { id: 1 }, { id: 1, ok: false }, { id: 1.5, ok: true }]) expect(checkAnswer(bad)).toBeNull();
    const ok = new Float64Array([21, 52, 1, 2, 20, 51, 7, 33]);
    expect(decodeClusters(ok, 10)).toEqual([
      { lng: 21, lat: 52, count: 1, index: 2 },
      { lng: 20, lat: 51, count: 7, cluster: 33 },
    ]);
    for (const bad of [
      [21, 52, 1, 10], // a point outside the list of 10
      [21, 52, 1, -1],
      [21, 52, -5, 3], // a negative count
      [21, 52, 0.5, 3],
      [21, 52, 11, 3], // more points than there are
      [21, 52, 2, 3.5],
      [181, 52, 2, 3],
      [21, NaN, 2, 3],
      [21, 52, 2], // not whole items
    ])
      expect(decodeClusters(new Float64Array(bad), 10), String(bad)).toBeNull();
    expect(decodeClusters([21, 52, 1, 2], 10)).toBeNull();
    expect(decodeLeaves(new Int32Array([1, 10]), 10, 5)).toBeNull();
    expect(decodeLeaves(new Int32Array([1, 2, 3]), 10, 2)).toBeNull();
    expect(decodeLeaves([1, 2], 10, 5)).toBeNull();
    expect(decodeZoom(7, 15)).toBe(7);
    for (const bad of [-1, 17, 2.5, '3', null]) expect(decodeZoom(bad, 15)).toBeNull();
  });
});

describe('map: the worker script (cluster-worker.ts) with a stand-in worker scope', () => {
  it('answers only well-formed requests; a bad one is an error answer and changes nothing', async () => {
    const answers: Array<{ id: number; ok: boolean; result?: unknown; error?: string; stale?: boolean }> = [];
    const scope = { onmessage: null as ((e: { data: unknown }) => void) | null, postMessage: (m: (typeof answers)[number]) => answers.push(m) };
    (globalThis as unknown as { self: unknown }).self = scope;
    await import('../../widgets/map/cluster-worker');
    const send = (data: unknown) => scope.onmessage!({ data });
    send({ id: 1, gen: 1, op: 'load', coords: new Float64Array(coords), radius: 60, maxZoom: 15 });
    expect(answers.at(-1)).toMatchObject({ id: 1, ok: true });
    send({ id: 2, gen: 1, op: 'clusters', box: EUROPE, zoom: 3 });
    expect(answers.at(-1)).toMatchObject({ id: 2, ok: true });
    const good = decodeClusters(answers.at(-1)!.result, points.length)!;
    expect(good.reduce((n, c) => n + c.count, 0)).toBe(points.length);
    // A load of coordinates out of range, a box of strings, an unknown operation: refused, the index stays.
    send({ id: 3, gen: 2, op: 'load', coords: new Float64Array([500, 500]), radius: 60, maxZoom: 15 });
    send({ id: 4, gen: 1, op: 'clusters', box: ['a', 'b', 'c', 'd'], zoom: 3 });
    send({ id: 5, gen: 1, op: 'run', code: 'self.close()' });
    expect(answers.slice(-3)).toEqual([
      { id: 3, ok: false, error: 'invalid request' },
      { id: 4, ok: false, error: 'invalid request' },
      { id: 5, ok: false, error: 'invalid request' },
    ]);
    send({ id: 6, gen: 1, op: 'clusters', box: EUROPE, zoom: 3 });
    expect(decodeClusters(answers.at(-1)!.result, points.length)).toEqual(good);
    // A question about another set of points than the one indexed: stale.
    send({ id: 7, gen: 9, op: 'clusters', box: EUROPE, zoom: 3 });
    expect(answers.at(-1)).toMatchObject({ id: 7, ok: false, stale: true });
  });
});
