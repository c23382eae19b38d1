import { describe, expect, it } from 'vitest';
import { coordsOf, gridClusters as gridOfCoords, type BBox } from '../../widgets/map/rules';

/** The grid of a list of points, each cell's first point as the point itself (the grid reads coordsOf's array). */
const gridClusters = <P extends { lat: number; lng: number }>(points: P[], zoom: number, radius: number, box: BBox) =>
  gridOfCoords(coordsOf(points), zoom, radius, box).map((c) => ({ ...c, first: points[c.first] }));

const WORLD: BBox = [-180, -85.0511, 180, 85.0511];

describe('map: gridClusters (the first paint of a large set)', () => {
  it('counts every point in the box exactly once', () => {
    const points = Array.from({ length: 5000 }, (_, i) => ({ lat: 35 + ((i * 7919) % 3000) / 100, lng: -10 + ((i * 104729) % 4500) / 100 }));
    for (const zoom of [0, 3, 6, 10, 16]) {
      const cells = gridClusters(points, zoom, 60, WORLD);
      expect(cells.reduce((n, c) => n + c.count, 0)).toBe(points.length);
      expect(new Set(cells.map((c) => c.key)).size).toBe(cells.length);
    }
  });

  it('groups close points and splits them as the zoom grows', () => {
    const warsaw = [
      { lat: 52.2297, lng: 21.0122 },
      { lat: 52.2301, lng: 21.0125 },
      { lat: 52.2299, lng: 21.0119 },
    ];
    const low = gridClusters(warsaw, 5, 60, WORLD);
    expect(low).toHaveLength(1);
    expect(low[0].count).toBe(3);
    expect(low[0].lat).toBeCloseTo(52.2299, 4);
    expect(low[0].lng).toBeCloseTo(21.0122, 4);
    expect(low[0].first).toBe(warsaw[0]);
    expect(gridClusters(warsaw, 18, 60, WORLD).length).toBeGreaterThan(1);
  });

  it('leaves out the points outside the box', () => {
    const points = [
      { lat: 50.0755, lng: 14.4378 },
      { lat: 52.2297, lng: 21.0122 },
    ];
    const cells = gridClusters(points, 10, 60, [14, 49.5, 15, 50.5]);
    expect(cells).toHaveLength(1);
    expect(cells[0].first).toBe(points[0]);
  });
});

describe('map: gridClusters rows', () => {
  it('puts each point in the row its Mercator y gives', () => {
    const y = (lat: number) => {
      const sin = Math.sin((lat * Math.PI) / 180);
      return 0.5 - (0.25 * Math.log((1 + sin) / (1 - sin))) / Math.PI;
    };
    const points = Array.from({ length: 2000 }, (_, i) => ({ lat: -80 + ((i * 7919) % 16000) / 100, lng: -170 + ((i * 104729) % 34000) / 100 }));
    for (const zoom of [0, 2, 5]) {
      const scale = (256 * 2 ** zoom) / 60;
      const cols = Math.ceil(scale) + 1;
      for (const c of gridClusters(points, zoom, 60, WORLD)) {
        const row = Math.floor(c.key / cols);
        const col = c.key % cols;
        expect(Math.floor(y(c.first.lat) * scale)).toBe(row);
        expect(Math.floor((c.first.lng / 360 + 0.5) * scale)).toBe(col);
      }
    }
  });
});

describe('map: gridClusters across the antimeridian', () => {
  it('groups the points on both sides of ±180° in a box that crosses it, and the same cells as a plain box would', () => {
    const points = [
      { lat: 1, lng: 179.9 },
      { lat: 1.01, lng: 179.95 },
      { lat: 1, lng: -179.9 },
      { lat: 40, lng: 0 },
    ];
    const cells = gridClusters(points, 3, 60, [170, -10, -170, 10]);
    expect(cells.reduce((n, c) => n + c.count, 0)).toBe(3);
    const east = gridClusters(points, 3, 60, [170, -10, 180, 10]);
    const inCrossing = cells.filter((c) => c.lng > 0);
    expect(inCrossing.map((c) => [c.key, c.count])).toEqual(east.map((c) => [c.key, c.count]));
  });
});
