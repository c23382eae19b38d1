import { describe, expect, it } from 'vitest';
import Supercluster, { type PointFeature } from 'supercluster';
import { loadSteps } from '../../widgets/map/stepwise';

function randomPoints(n: number, seed: number): PointFeature<{ id: number }>[] {
  let a = seed >>> 0;
  const r = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return Array.from({ length: n }, (_, i) => ({ type: 'Feature', geometry: { type: 'Point', coordinates: [-10 + r() * 45, 35 + r() * 30] }, properties: { id: i } }));
}

const options = { maxZoom: 15, radius: 60, extent: 256, minZoom: 0 };

describe('map: supercluster loaded in steps', () => {
  for (const [n, seed] of [[0, 1], [1, 2], [3000, 3], [20000, 4]] as const) {
    it(`gives the same index as load() at every zoom (${n} points)`, () => {
      const points = randomPoints(n, seed);
      // A few points on top of each other (same coordinates), as in one building.
      if (n) for (let i = 0; i < 5; i++) points.push({ type: 'Feature', geometry: { type: 'Point', coordinates: [21.0122, 52.2297] }, properties: { id: n + i } });
      const reference = new Supercluster<{ id: number }, Record<string, never>>(options).load(points);
      const stepped = new Supercluster<{ id: number }, Record<string, never>>(options);
      let steps = 0;
      for (const _ of loadSteps(stepped, points)) steps++;
      expect(steps).toBe(options.maxZoom + 1); // the top level, then each zoom but the last
      for (let z = 0; z <= options.maxZoom + 1; z++) {
        const a = reference.getClusters([-180, -85, 180, 85], z);
        const b = stepped.getClusters([-180, -85, 180, 85], z);
        expect(b).toEqual(a);
      }
      const cluster = reference.getClusters([-180, -85, 180, 85], 3).find((f) => 'cluster' in f.properties);
      if (cluster) {
        const id = (cluster.properties as { cluster_id: number }).cluster_id;
        expect(stepped.getLeaves(id, Infinity)).toEqual(reference.getLeaves(id, Infinity));
        expect(stepped.getClusterExpansionZoom(id)).toBe(reference.getClusterExpansionZoom(id));
      }
    });
  }
});
