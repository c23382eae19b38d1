/**
 * The map itself: Leaflet for the map, supercluster for the clusters (the points are indexed once;
 * each move queries the index for the viewport and renders only what is visible, reusing the
 * markers that stay). Everything shown from data is TEXT (textContent, attributes).
 */
import L from 'leaflet';
import Supercluster, { type ClusterFeature, type ClusterProperties, type PointFeature } from 'supercluster';
import type { Translator } from '../../src/i18n';
import { boundsOf, gridClusters, inBox, LIST_LIMIT, queryBox, sortForList, STEPWISE_FROM, type BBox, type MapPoint } from './rules';
import { loadSteps } from './stepwise';

/** Markers are rendered this far beyond the view on each side (a fraction of its size): a short pan shows no gap. */
const RENDER_PAD = 0.1;

export interface MapOptions {
  label: string;
  tiles?: string;
  attribution?: string;
  maxZoom: number;
  radius: number;
  markerPath: string;
  center?: [number, number];
  zoom?: number;
}

export interface StoreMapApi {
  /** Replaces the points: indexes them once and renders the clusters in view. Resolves when painted. */
  setPoints(points: MapPoint[], options?: { keepView?: boolean }): { indexMs: number; renderMs: number };
  /** The Leaflet map (for shop scripts and the benchmark). */
  map: L.Map;
  L: typeof L;
  /** Points currently counted as visible. */
  visibleCount(): number;
  /**
   * Resolves when the supercluster index of the last setPoints is complete (at once below STEPWISE_FROM points;
   * above, the first paint comes from a one-pass grid and the index is built in steps, one zoom level per task).
   */
  ready(): Promise<{ indexMs: number }>;
  /** Times of the last render: query + marker diff (ms). */
  lastRenderMs(): number;
  /** Shows a message to the shopper above the list (an alert), or removes it (null). */
  setNotice(text: string | null): void;
  destroy(): void;
}

type Feature = PointFeature<MapPoint>;
type Cluster = ClusterFeature<Record<string, never>>;
type AnyFeature = Cluster | Feature;

let uid = 0;

export function createStoreMap(root: HTMLElement, options: MapOptions, t: Translator): StoreMapApi {
  const id = `sf-map-${++uid}`;
  const canvas = document.createElement('div');
  canvas.className = 'sf-map__canvas';
  canvas.id = `${id}-canvas`;
  canvas.setAttribute('role', 'region');
  canvas.setAttribute('aria-label', options.label);
  canvas.setAttribute('aria-roledescription', t('map.roledescription'));

  const skip = document.createElement('a');
  skip.className = 'sf-map__skip';
  skip.href = `#${id}-list`;
  skip.textContent = t('map.skip_to_list');

  const panel = document.createElement('section');
  panel.className = 'sf-map__panel';
  panel.id = `${id}-list`;
  panel.tabIndex = -1;
  panel.setAttribute('aria-labelledby', `${id}-list-title`);
  const title = document.createElement('h2'); // h2: never skips a level after the page's h1
  title.id = `${id}-list-title`;
  title.className = 'sf-map__list-title';
  title.textContent = t('map.list_title');
  const status = document.createElement('p');
  status.className = 'sf-map__status';
  status.setAttribute('role', 'status');
  status.setAttribute('aria-live', 'polite');
  const notice = document.createElement('p');
  notice.className = 'sf-map__notice';
  notice.setAttribute('role', 'alert'); // present (empty) from the start, so the message is announced when it is set
  const list = document.createElement('ul');
  list.className = 'sf-map__list';
  const more = document.createElement('p');
  more.className = 'sf-map__more';
  panel.append(title, notice, status, list, more);
  root.append(skip, canvas, panel);

  const map = L.map(canvas, {
    maxZoom: options.maxZoom,
    minZoom: 1,
    zoomControl: false,
    attributionControl: false,
    worldCopyJump: true,
  });
  L.control.zoom({ zoomInTitle: t('map.zoom_in'), zoomOutTitle: t('map.zoom_out') }).addTo(map);
  if (options.tiles) {
    L.control.attribution({ prefix: false }).addTo(map);
    L.tileLayer(options.tiles, { maxZoom: options.maxZoom, attribution: '' }).addTo(map);
    if (options.attribution) map.attributionControl.addAttribution(escapeText(options.attribution));
  }

  const path = options.markerPath.endsWith('/') ? options.markerPath : `${options.markerPath}/`;
  const icon = L.icon({
    iconUrl: `${path}marker-icon.png`,
    iconRetinaUrl: `${path}marker-icon-2x.png`,
    shadowUrl: `${path}marker-shadow.png`,
    iconSize: [25, 41],
    iconAnchor: [12, 41],
    popupAnchor: [1, -34],
    shadowSize: [41, 41],
  });

  const layer = L.layerGroup().addTo(map);
  const rendered = new Map<string, L.Marker>();
  let index: Supercluster<MapPoint, Record<string, never>> | null = null;
  /** All points of the last setPoints (the grid and the interim list read them until the index is built). */
  let all: MapPoint[] = [];
  /** Bumped by setPoints and destroy: a build in steps that sees another value stops. */
  let generation = 0;
  let indexed: Promise<{ indexMs: number }> = Promise.resolve({ indexMs: 0 });
  /** While setPoints moves the view, moveend does not render (setPoints renders once after). */
  let paused = false;
  let destroyed = false;
  let count = 0;
  let renderMs = 0;
  let focusNear: L.LatLng | null = null;

  function popupContent(p: MapPoint): HTMLElement {
    const box = document.createElement('div');
    box.className = 'sf-map__popup';
    const name = document.createElement('strong');
    name.className = 'sf-map__popup-name';
    name.textContent = p.name;
    box.append(name);
    if (p.address) {
      const address = document.createElement('span');
      address.className = 'sf-map__popup-address';
      address.textContent = p.address;
      box.append(document.createElement('br'), address);
    }
    if (p.url) {
      const link = document.createElement('a');
      link.href = p.url;
      link.textContent = t('map.details');
      box.append(document.createElement('br'), link);
    }
    return box;
  }

  function pointMarker(p: MapPoint): L.Marker {
    const m = L.marker([p.lat, p.lng], { icon, alt: p.address ? `${p.name}, ${p.address}` : p.name, keyboard: true, riseOnHover: true });
    m.bindPopup(() => popupContent(p));
    // Leaflet opens the popup on Enter; Space too, as the marker is a role=button.
    m.on('keypress', (e: L.LeafletKeyboardEvent) => {
      if (e.originalEvent.key === ' ') {
        e.originalEvent.preventDefault();
        m.openPopup();
      }
    });
    return m;
  }

  function clusterMarker(f: Cluster): L.Marker {
    const n = f.properties.point_count;
    const size = n < 10 ? 34 : n < 100 ? 40 : n < 1000 ? 46 : 54;
    const el = document.createElement('span');
    el.className = 'sf-map__cluster-count';
    el.textContent = f.properties.point_count_abbreviated as unknown as string;
    const [lng, lat] = f.geometry.coordinates;
    const m = L.marker([lat, lng], {
      icon: L.divIcon({ html: el, className: `sf-map__cluster sf-map__cluster--${size}`, iconSize: [size, size] }),
      keyboard: true,
      title: t('map.cluster', { count: n }),
    });
    const expand = () => {
      const id = f.properties.cluster_id;
      // A grid cell (negative id, shown while the index is built) zooms in two levels.
      const zoom = Math.min(index && id >= 0 ? index.getClusterExpansionZoom(id) : map.getZoom() + 2, options.maxZoom);
      focusNear = document.activeElement === m.getElement() ? L.latLng(lat, lng) : null;
      map.setView([lat, lng], zoom, { animate: false });
    };
    m.on('click', expand);
    m.on('keypress', (e: L.LeafletKeyboardEvent) => {
      // A role=button: Enter and Space activate it.
      if (e.originalEvent.key === 'Enter' || e.originalEvent.key === ' ') {
        e.originalEvent.preventDefault();
        expand();
      }
    });
    return m;
  }

  function label(m: L.Marker, text: string): void {
    const el = m.getElement();
    if (el) el.setAttribute('aria-label', text);
  }

  function viewBox(): BBox {
    const b = map.getBounds();
    return [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()];
  }

  /** The grid of gridClusters as supercluster features (cells get negative cluster ids). */
  function gridFeatures(zoom: number): AnyFeature[] {
    return gridClusters(all, zoom, options.radius, queryBox(viewBox(), RENDER_PAD)).map((c): AnyFeature => {
      if (c.count === 1) return { type: 'Feature', geometry: { type: 'Point', coordinates: [c.first.lng, c.first.lat] }, properties: c.first };
      const abbreviated = c.count >= 10000 ? `${Math.round(c.count / 1000)}k` : c.count >= 1000 ? `${Math.round(c.count / 100) / 10}k` : c.count;
      return {
        type: 'Feature',
        id: -1 - c.key,
        geometry: { type: 'Point', coordinates: [c.lng, c.lat] },
        properties: { cluster: true, cluster_id: -1 - c.key, point_count: c.count, point_count_abbreviated: abbreviated } as Cluster['properties'],
      };
    });
  }

  function render(): void {
    if (paused) return;
    const started = performance.now();
    const zoom = Math.round(map.getZoom());
    const features = index ? (index.getClusters(queryBox(viewBox(), RENDER_PAD), zoom) as AnyFeature[]) : gridFeatures(zoom);
    const next = new Map<string, AnyFeature>();
    for (const f of features) {
      const key = 'cluster' in f.properties && f.properties.cluster ? `c${zoom}:${(f.properties as ClusterProperties).cluster_id}` : `p${(f as Feature).properties.id}`;
      next.set(key, f);
    }
    for (const [key, m] of rendered) {
      if (!next.has(key)) {
        layer.removeLayer(m);
        rendered.delete(key);
      }
    }
    for (const [key, f] of next) {
      if (rendered.has(key)) continue;
      let m: L.Marker;
      if ('cluster' in f.properties && f.properties.cluster) {
        m = clusterMarker(f as Cluster);
        layer.addLayer(m);
        label(m, m.options.title ?? '');
      } else {
        const p = (f as Feature).properties;
        m = pointMarker(p);
        layer.addLayer(m);
      }
      rendered.set(key, m);
    }
    renderMs = performance.now() - started;
    scheduleList(features);
    if (focusNear) {
      const target = focusNear;
      focusNear = null;
      let best: L.Marker | null = null;
      let bestD = Infinity;
      for (const m of rendered.values()) {
        const d = m.getLatLng().distanceTo(target);
        if (d < bestD) {
          bestD = d;
          best = m;
        }
      }
      best?.getElement()?.focus();
    }
  }

  // The list of visible points is rebuilt after the map has painted (when the main thread is idle, at most 200 ms
  // later): it is a polite live region, and a move paints the map first.
  let listFeatures: AnyFeature[] | null = null;
  let listPending = false;
  function scheduleList(features: AnyFeature[]): void {
    listFeatures = features;
    if (listPending) return;
    listPending = true;
    const run = () => {
      listPending = false;
      if (listFeatures && !destroyed) updateList(listFeatures);
    };
    if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 200 });
    else setTimeout(run, 40);
  }

  function updateList(features: AnyFeature[]): void {
    const box = queryBox(viewBox());
    let total = 0;
    const shown: MapPoint[] = [];
    if (!index) {
      // The index is being built: the points in view straight from the list of all points.
      for (const p of all) {
        if (!inBox(box, p.lat, p.lng)) continue;
        total++;
        if (shown.length < LIST_LIMIT) shown.push(p);
      }
    } else for (const f of features) {
      const [lng, lat] = f.geometry.coordinates;
      const props = f.properties as Partial<ClusterProperties> & MapPoint;
      if (props.cluster) {
        if (!inBox(box, lat, lng)) continue;
        total += props.point_count!;
        if (shown.length < LIST_LIMIT) {
          for (const leaf of index.getLeaves(props.cluster_id!, LIST_LIMIT - shown.length)) shown.push(leaf.properties);
        }
      } else if (inBox(box, props.lat, props.lng)) {
        total++;
        if (shown.length < LIST_LIMIT) shown.push(props);
      }
    }
    count = total;
    status.textContent = t('map.visible', { count: total });
    const items = sortForList(shown, t.language).map((p) => {
      const li = document.createElement('li');
      li.className = 'sf-map__item';
      const name = document.createElement('strong');
      name.textContent = p.name;
      li.append(name);
      if (p.address) {
        const address = document.createElement('span');
        address.className = 'sf-map__item-address';
        address.textContent = p.address;
        li.append(' ', address);
      }
      const show = document.createElement('button');
      show.type = 'button';
      show.className = 'sf-map__show';
      show.textContent = t('map.show');
      show.setAttribute('aria-label', t('map.show_named', { name: p.name }));
      show.addEventListener('click', () => showPoint(p));
      li.append(' ', show);
      return li;
    });
    list.replaceChildren(...items);
    more.textContent = total > shown.length ? t('map.more', { count: total - shown.length }) : '';
  }

  function showPoint(p: MapPoint): void {
    map.closePopup();
    map.setView([p.lat, p.lng], options.maxZoom, { animate: false });
    const m = rendered.get(`p${p.id}`);
    if (m) {
      m.openPopup();
      m.getElement()?.focus();
    }
    canvas.scrollIntoView?.({ block: 'nearest' });
  }

  map.on('moveend', render);

  const features = (points: MapPoint[]): Feature[] => {
    const out: Feature[] = new Array(points.length);
    for (let i = 0; i < points.length; i++) {
      const p = points[i];
      out[i] = { type: 'Feature', geometry: { type: 'Point', coordinates: [p.lng, p.lat] }, properties: p };
    }
    return out;
  };
  // extent 256: Leaflet's tiles are 256 px, so the radius is in screen pixels (as in leaflet.markercluster).
  // Clusters up to one level below the map's max zoom: at the max zoom every point is its own marker (even in one building).
  const newIndex = () => new Supercluster<MapPoint, Record<string, never>>({ maxZoom: Math.max(0, options.maxZoom - 1), radius: options.radius, extent: 256, minZoom: 0 });

  /** A task boundary (the browser may paint and handle input in between). */
  const nextTask = () =>
    new Promise<void>((resolve) => {
      const ch = new MessageChannel();
      ch.port1.onmessage = () => resolve();
      ch.port2.postMessage(0);
    });

  /** Builds the index of a large set one zoom level per task, after the grid's first paint; then renders with it. */
  async function buildInSteps(gen: number, points: MapPoint[]): Promise<{ indexMs: number }> {
    // Starts after the first paint (a frame is at most ~16 ms away).
    await new Promise((resolve) => setTimeout(resolve, 20));
    const started = performance.now();
    if (gen !== generation) return { indexMs: NaN };
    const list = features(points);
    await nextTask();
    const next = newIndex();
    for (const _ of loadSteps(next, list)) {
      await nextTask();
      if (gen !== generation) return { indexMs: NaN };
    }
    index = next;
    render();
    return { indexMs: performance.now() - started };
  }

  function setPoints(points: MapPoint[], { keepView = false } = {}): { indexMs: number; renderMs: number } {
    const t0 = performance.now();
    const gen = ++generation;
    all = points;
    index = null;
    const stepwise = points.length >= STEPWISE_FROM;
    if (!stepwise) index = newIndex().load(features(points));
    const t1 = performance.now();
    for (const m of rendered.values()) layer.removeLayer(m);
    rendered.clear();
    const bounds = boundsOf(points);
    paused = true;
    try {
      if (keepView) {
        // the view stays (the shopper moved the map): only the markers and the list follow
      } else if (options.center) map.setView(options.center, options.zoom ?? 6, { animate: false });
      else if (bounds) map.fitBounds([[bounds[1], bounds[0]], [bounds[3], bounds[2]]], { animate: false, padding: [20, 20], maxZoom: options.maxZoom });
      else map.setView([51.5, 17], 5, { animate: false });
    } finally {
      paused = false;
    }
    render();
    indexed = stepwise ? buildInSteps(gen, points) : Promise.resolve({ indexMs: t1 - t0 });
    return { indexMs: stepwise ? 0 : t1 - t0, renderMs: performance.now() - t1 };
  }

  return {
    setPoints,
    map,
    L,
    visibleCount: () => count,
    lastRenderMs: () => renderMs,
    ready: () => indexed,
    setNotice(text) {
      notice.textContent = text ?? '';
    },
    destroy() {
      generation++;
      destroyed = true;
      map.off('moveend', render);
      map.remove();
      skip.remove();
      canvas.remove();
      panel.remove();
    },
  };
}

/** Leaflet's attribution takes HTML: the configured text is escaped into plain text. */
function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
