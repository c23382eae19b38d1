import { describe, expect, it } from 'vitest';
import { gridClusters, type BBox } from '../../widgets/map/rules';

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
