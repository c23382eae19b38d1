/** Property-based checks for the map's points parser and its pure geometry helpers. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { boundsOf, coordsOf, gridClusters, inBox, isMapPoint, isSafeUrl, packPoints, parsePoints, queryBox, type BBox } from '../../widgets/map/rules';

const almostPoint = fc.dictionary(fc.constantFrom('id', 'lat', 'lng', 'name', 'address', 'url'), fc.oneof(fc.jsonValue(), fc.double(), fc.string()));
const anyPoints = fc.oneof(fc.anything(), fc.array(almostPoint, { maxLength: 20 }), fc.record({ points: fc.array(almostPoint, { maxLength: 20 }) }));
const point = fc.record({ lat: fc.double({ min: -85, max: 85, noNaN: true }), lng: fc.double({ min: -180, max: 180, noNaN: true }) });

describe('map points parser', () => {
  it('never throws on any input; every kept point is valid and safe, kept + dropped = items', () => {
    fc.assert(
      fc.property(anyPoints, (raw) => {
        const { points, invalid } = parsePoints(raw);
        const items = Array.isArray(raw)
          ? raw.length
          : raw && typeof raw === 'object' && Array.isArray((raw as any).points)
            ? (raw as any).points.length
            : null;
        if (items === null) expect(points).toEqual([]);
        else expect(points.length + invalid).toBe(items);
        for (const p of points) {
          expect(isMapPoint(p)).toBe(true);
          expect(Number.isFinite(p.lat) && Number.isFinite(p.lng)).toBe(true);
          expect(p.name.length).toBeGreaterThan(0);
          if (p.url !== undefined) expect(isSafeUrl(p.url)).toBe(true);
        }
        expect(new Set(points.map((p) => p.id)).size).toBeLessThanOrEqual(points.length);
      }),
      { numRuns: 500 },
    );
  });

  it("a script's points, packed in one pass: the valid ones in order (a copy), their [lng, lat] side by side, the rest counted", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            almostPoint,
            point.map((p) => ({ ...p, id: 1, name: 'P' })),
          ),
          { maxLength: 30 },
        ),
        (list) => {
          const { points, coords, invalid } = packPoints(list);
          const valid = list.flatMap((p) => (isMapPoint(p) ? [p] : []));
          expect(points).toEqual(valid);
          expect(points).not.toBe(list);
          expect(invalid).toBe(list.length - valid.length);
          expect(Array.from(coords)).toEqual(valid.flatMap((p) => [p.lng, p.lat]));
          expect(Array.from(coordsOf(valid))).toEqual(Array.from(coords));
        },
      ),
      { numRuns: 300 },
    );
    const all = [{ id: 'a', lat: 50, lng: 19, name: 'A' }];
    const packed = packPoints(all);
    all.push({ id: 'b', lat: 51, lng: 20, name: 'B' });
    expect(packed.points).toHaveLength(1);
  });

  it('a URL with a scheme other than http(s) is never safe', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z][a-z0-9+.-]{0,9}$/), fc.string(), (scheme, rest) => {
        fc.pre(!/^https?$/i.test(scheme));
        expect(isSafeUrl(`${scheme}:${rest}`)).toBe(false);
      }),
    );
  });
});

describe('map geometry', () => {
  it('bounds hold every point, and the padded query box (wrapped at the antimeridian) still holds them', () => {
    // Coordinates at GPS precision; the wrap's floating-point error is allowed 1e-9 degrees.
    const gps = fc.record({ lat: fc.integer({ min: -85e6, max: 85e6 }).map((x) => x / 1e6), lng: fc.integer({ min: -180e6, max: 180e6 }).map((x) => x / 1e6) });
    const near = ([w, s, e, n]: BBox, lat: number, lng: number) => inBox([w - 1e-9, s - 1e-9, e + 1e-9, n + 1e-9], lat, lng);
    fc.assert(
      fc.property(fc.array(gps, { minLength: 1, maxLength: 50 }), fc.double({ min: 0, max: 1, noNaN: true }), (points, pad) => {
        const box = boundsOf(points)!;
        for (const p of points) expect(inBox(box, p.lat, p.lng)).toBe(true);
        const q = queryBox(box, pad);
        for (const p of points) expect(near(q, p.lat, p.lng), JSON.stringify({ p, q })).toBe(true);
      }),
    );
  });

  it('grid clusters count every point inside the box exactly once', () => {
    fc.assert(
      fc.property(fc.array(point, { maxLength: 200 }), fc.integer({ min: 0, max: 16 }), fc.integer({ min: 20, max: 120 }), (points, zoom, radius) => {
        const box: BBox = [-180, -85, 180, 85];
        const cells = gridClusters(coordsOf(points), zoom, radius, box);
        const counted = cells.reduce((sum, c) => sum + c.count, 0);
        expect(counted).toBe(points.filter((p) => inBox(box, p.lat, p.lng)).length);
      }),
      { numRuns: 200 },
    );
  });
});
