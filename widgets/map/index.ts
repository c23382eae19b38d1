/**
 * map: an interactive store / pickup-point map with marker clustering (spec §1 "Maps", §7 "Map
 * marker images", §9 "Map clustering"). Points come from the page (a JSON script inside the marker,
 * elements with data-lat/data-lng picked by a selector) and/or a points URL; all are validated.
 * Shop scripts (and the benchmark) reach the map through `marker.storefrontMap` once mounted.
 */
import { withTimeoutSignal } from '../../src/lib/timeout';
import * as v from 'valibot';
import { defineWidget } from '../../src/define-widget';
import { markupNumber } from '../../src/schemas/markup';
import { getPage } from '../../src/page-config';
import { addPolish } from '../../src/i18n';
import { plMap } from '../../src/i18n/pl-map';
import { tileTemplate } from './tiles';
import { isIgnored } from '../../src/lib/parts';
import { warnOnce } from '../../src/lib/report';
import { injectStyle } from '../../src/ui/style';
import { createStoreMap, type StoreMapApi } from './engine';
import { LEAFLET_CSS } from './leaflet-css';
import { DEFAULT_MARKER_PATH, DEFAULT_MAX_ZOOM, DEFAULT_RADIUS, packPoints, parsePoints, type MapPoint } from './rules';
import { css } from './style';
import { sameOriginUrl } from '../../src/lib/url';
import { http, HTTPError } from '../../src/net/http';
import { doc } from '../../src/lib/dom';

// This widget's Polish texts are not in the core chunk: they come with its code.
addPolish(plMap);

export { createStoreMap };
export type { StoreMapApi };

const ConfigSchema = v.object({
  tiles: v.optional(v.pipe(v.string(), v.regex(/\{z\}/, 'the tile URL needs {z}, {x} and {y}'))),
  attribution: v.optional(v.string()),
  maxZoom: v.optional(v.pipe(markupNumber(), v.integer(), v.minValue(1), v.maxValue(22)), DEFAULT_MAX_ZOOM),
  radius: v.optional(v.pipe(markupNumber(), v.minValue(1), v.maxValue(400)), DEFAULT_RADIUS),
  points: v.optional(v.string()),
  pointsUrl: v.optional(v.string()),
  label: v.optional(v.string()),
  markerPath: v.optional(v.string(), DEFAULT_MARKER_PATH),
  lat: v.optional(v.pipe(markupNumber(), v.minValue(-90), v.maxValue(90))),
  lng: v.optional(v.pipe(markupNumber(), v.minValue(-180), v.maxValue(180))),
  zoom: v.optional(v.pipe(markupNumber(), v.integer(), v.minValue(0), v.maxValue(22))),
});

/** Reads a point from a page element: data-lat/data-lng, name and address from data-* or the markup. */
function pointFromElement(el: Element, i: number): Record<string, unknown> {
  const d = (el as HTMLElement).dataset;
  const text = (selector: string) => el.querySelector(selector)?.textContent ?? '';
  return {
    id: d.pointId ?? d.storeId ?? el.id ?? `e-${i}`,
    lat: d.lat,
    lng: d.lng,
    name: d.name ?? text('[data-point-name], .store__name, h2, h3, h4, strong'),
    address: d.address ?? text('address, [data-point-address]').replace(/\s+/g, ' '),
    ...(d.url ? { url: d.url } : {}),
  };
}

/** The points URL may take this long; then it is given up (one warning) and the map keeps the page's points. */
export const POINTS_TIMEOUT_MS = 10_000;

/**
 * Fetches and validates the points URL. A failure (network, HTTP error, not JSON, no answer in time, a shape that is
 * not a list of points) is one console warning and `failed`; some invalid points among valid ones are only warned about.
 */
async function fetchPoints(url: string, signal: AbortSignal): Promise<{ points: MapPoint[]; failed: boolean }> {
  const out: MapPoint[] = [];
  // The points URL is a marker attribute (untrusted markup): only this shop's own address is asked.
  if (!sameOriginUrl(url)) {
    warnOnce('map:points-url', `storefront: map: the points URL ${url} is not an address of this shop; its points are left out.`);
    return { points: [], failed: true };
  }
  try {
    const raw = await withTimeoutSignal(signal, POINTS_TIMEOUT_MS, async (bounded) => {
      // An HTTP error status rejects with ky's HTTPError.
      const response = await http.get(url, { signal: bounded, headers: { Accept: 'application/json' } });
      return response.json();
    });
    const invalid = addParsed(out, raw, 'the points URL');
    return { points: out, failed: out.length === 0 && invalid > 0 };
  } catch (error) {
    if (signal.aborted) return { points: [], failed: false };
    const why =
      error instanceof DOMException && error.name === 'TimeoutError'
        ? `no answer in ${POINTS_TIMEOUT_MS / 1000} s`
        : error instanceof HTTPError
          ? `HTTP ${error.response.status}`
          : String(error);
    warnOnce('map:points-url', `storefront: map: the points URL ${url} failed (${why}); its points are left out.`);
    return { points: [], failed: true };
  }
}

/** Adds the valid points (one warning for the invalid ones); returns how many were invalid. */
function addParsed(into: MapPoint[], raw: unknown, source: string): number {
  const { points, invalid, firstProblem } = parsePoints(raw, source);
  if (invalid) warnOnce(`map:points:${source}`, `storefront: map: ${invalid} point(s) from ${source} are invalid and left out (${firstProblem}).`);
  for (const p of points) into.push(p);
  return invalid;
}

export default defineWidget({
  name: 'map',
  schema: ConfigSchema,
  async mount(el, { config, signal, reportError }) {
    const { t } = getPage();
    injectStyle('leaflet', LEAFLET_CSS);
    injectStyle('map', css);
    const points: MapPoint[] = [];
    const inline = el.querySelector(':scope > script[type="application/json"]');
    if (inline?.textContent?.trim()) {
      try {
        addParsed(points, JSON.parse(inline.textContent), "the marker's JSON");
      } catch {
        warnOnce('map:inline-json', 'storefront: map: the JSON points script inside the marker is not valid JSON; left out.');
      }
    }
    if (config.points) {
      let elements: Element[] = [];
      try {
        // Points from shop content ([data-widget-ignore]) are not the shop's: their names and links are anyone's.
        elements = [...doc.querySelectorAll(config.points)].filter((point) => !isIgnored(point));
      } catch {
        warnOnce('map:points-selector', `storefront: map: data-points "${config.points}" is not a valid selector.`);
      }
      addParsed(points, elements.map(pointFromElement), `data-points "${config.points}"`);
    }
    if (signal.aborted) return;
    const api = createStoreMap(
      el,
      {
        label: config.label ?? t('map.label'),
        tiles: tileTemplate(config.tiles),
        attribution: config.attribution,
        maxZoom: config.maxZoom,
        radius: config.radius,
        markerPath: config.markerPath,
        ...(config.lat !== undefined && config.lng !== undefined ? { center: [config.lat, config.lng] as [number, number], zoom: config.zoom } : {}),
      },
      t,
    );
    // The page's own points show at once; the points URL's join them when they arrive (the map never waits for it).
    try {
      api.setPoints(points);
    } catch (error) {
      reportError(error);
    }
    if (config.pointsUrl) {
      const url = config.pointsUrl;
      const view = () => `${api.map.getCenter().toString()}@${api.map.getZoom()}`;
      const before = view();
      el.setAttribute('aria-busy', 'true');
      void fetchPoints(url, signal).then(({ points: remote, failed }) => {
        if (signal.aborted) return;
        el.removeAttribute('aria-busy');
        // The shopper is told (an alert above the list); the map and the page's own points keep working.
        if (failed) api.setNotice(t('map.points_failed'));
        if (!remote.length) return;
        try {
          // The shopper may have moved the map meanwhile: then the view stays where it is.
          api.setPoints([...points, ...remote], { keepView: view() !== before });
        } catch (error) {
          reportError(error);
        }
      });
    }
    const host = el as HTMLElement & { storefrontMap?: unknown };
    // The programmatic API takes typed points: each is still checked (finite, in range, named).
    host.storefrontMap = {
      map: api.map,
      L: api.L,
      visibleCount: api.visibleCount,
      lastRenderMs: api.lastRenderMs,
      lastRender: api.lastRender,
      ready: api.ready,
      painted: api.painted,
      clustering: api.clustering,
      setPoints(list: unknown[]) {
        const { points, coords, invalid } = /* @__NOINLINE__ */ packPoints(list);
        if (invalid) warnOnce('map:set-points', `storefront: map: ${invalid} point(s) given to setPoints are invalid and left out.`);
        return api.setPoints(points, { coords });
      },
    };
    return () => {
      delete host.storefrontMap;
      api.destroy();
    };
  },
});
