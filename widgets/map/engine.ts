/**
 * The map itself: Leaflet for the map, supercluster for the clusters, in a Web Worker (clusterer.ts): the points are
 * indexed once in the worker; each move asks it for the clusters of the viewport and the main thread only paints
 * what is visible, reusing the markers that stay. Everything shown from data is TEXT (textContent, attributes); the
 * worker's answers are numbers, checked, and name points only by their position in the map's own validated list.
 */
import L from 'leaflet';
import type { Translator } from '../../src/i18n';
import { warnOnce } from '../../src/lib/report';
import { createClusterer, Stale, type Clusterer, type ClusteringMode } from './clusterer';
import type { ClusterItem } from './protocol';
import { boundsOf, coordsOf, GRID_FROM, gridClusters, inBox, LIST_LIMIT, queryBox, sortForList, type BBox, type MapPoint } from './rules';
import { doc } from '../../src/lib/dom';
import { idle } from '../../src/lib/idle';

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
  /**
   * Replaces the points and indexes them (in the worker). From GRID_FROM points the grid is painted at once; below,
   * the clusters are painted when the index answers.
   */
  setPoints(points: MapPoint[], options?: { keepView?: boolean; coords?: Float64Array }): { indexMs: number; renderMs: number };
  /** The Leaflet map (for shop scripts and the benchmark). */
  map: L.Map;
  L: typeof L;
  /** Points currently counted as visible. */
  visibleCount(): number;
  /** Resolves when the supercluster index of the last setPoints is built and the map painted with it. */
  ready(): Promise<{ indexMs: number }>;
  /** Resolves when the markers on the map are those of the current view (after a move: the index has answered). */
  painted(): Promise<void>;
  /** The last paint of markers: when it started (performance.now()) and how long it took (ms). */
  lastRender(): { at: number; ms: number };
  /** Times of the last render: marker diff (ms). */
  lastRenderMs(): number;
  /** Where the clustering runs: in the worker, or on the main thread (the worker could not be used). */
  clustering(): ClusteringMode;
  /** Shows a message to the shopper above the list (an alert), or removes it (null). */
  setNotice(text: string | null): void;
  destroy(): void;
}

/** One marker to show: a cluster (a grid cell has a negative id) or a point. */
interface Item {
  key: string;
  lat: number;
  lng: number;
  count: number;
  cluster?: number;
  point?: MapPoint;
}

let uid = 0;

export function createStoreMap(root: HTMLElement, options: MapOptions, t: Translator): StoreMapApi {
  const id = `sf-map-${++uid}`;
  const canvas = doc.createElement('div');
  canvas.className = 'sf-map__canvas';
  canvas.id = `${id}-canvas`;
  canvas.setAttribute('role', 'region');
  canvas.setAttribute('aria-label', options.label);
  canvas.setAttribute('aria-roledescription', t('map.roledescription'));

  const skip = doc.createElement('a');
  skip.className = 'sf-map__skip';
  skip.href = `#${id}-list`;
  skip.textContent = t('map.skip_to_list');

  const panel = doc.createElement('section');
  panel.className = 'sf-map__panel';
  panel.id = `${id}-list`;
  panel.tabIndex = -1;
  panel.setAttribute('aria-labelledby', `${id}-list-title`);
  const title = doc.createElement('h2'); // h2: never skips a level after the page's h1
  title.id = `${id}-list-title`;
  title.className = 'sf-map__list-title';
  title.textContent = t('map.list_title');
  const status = doc.createElement('p');
  status.className = 'sf-map__status';
  status.setAttribute('role', 'status');
  status.setAttribute('aria-live', 'polite');
  const notice = doc.createElement('p');
  notice.className = 'sf-map__notice';
  notice.setAttribute('role', 'alert'); // present (empty) from the start, so the message is announced when it is set
  const list = doc.createElement('ul');
  list.className = 'sf-map__list';
  const more = doc.createElement('p');
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
  /** All points of the last setPoints (the grid, the list and the worker's answers, which name points by position, read them). */
  let all: MapPoint[] = [];
  /** Their coordinates (coordsOf), read by the grid; moved to the clustering index (then computed again if needed). */
  let allCoords: Float64Array = new Float64Array(0);
  /** Whether the index of the current set has been built (until then: the grid from GRID_FROM points, else nothing). */
  let indexed = false;
  let indexedPromise: Promise<{ indexMs: number }> = Promise.resolve({ indexMs: 0 });
  /** While setPoints moves the view, moveend does not render (setPoints renders once after). */
  let paused = false;
  let destroyed = false;
  let count = 0;
  let renderMs = 0;
  let renderAt = 0;
  let focusNear: L.LatLng | null = null;
  /** Each render asks for view number `requested`; `applied` is the last one whose markers are on the map. */
  let requested = 0;
  let applied = 0;
  let paintWaiters: Array<() => void> = [];

  // Clusters up to one level below the map's max zoom: at the max zoom every point is its own marker (even in one building).
  const clusterer: Clusterer = createClusterer({ radius: options.radius, maxZoom: Math.max(0, options.maxZoom - 1) }, (why) => {
    root.setAttribute('data-map-clustering', 'main-thread');
    warnOnce('map:worker', `storefront: map: clustering on the main thread (${why}).`);
  });
  root.setAttribute('data-map-clustering', clusterer.mode());

  function popupContent(p: MapPoint): HTMLElement {
    const box = doc.createElement('div');
    box.className = 'sf-map__popup';
    const name = doc.createElement('strong');
    name.className = 'sf-map__popup-name';
    name.textContent = p.name;
    box.append(name);
    if (p.address) {
      const address = doc.createElement('span');
      address.className = 'sf-map__popup-address';
      address.textContent = p.address;
      box.append(doc.createElement('br'), address);
    }
    if (p.url) {
      const link = doc.createElement('a');
      link.href = p.url;
      link.textContent = t('map.details');
      box.append(doc.createElement('br'), link);
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

  const abbreviate = (n: number) => (n >= 10000 ? `${Math.round(n / 1000)}k` : n >= 1000 ? `${Math.round(n / 100) / 10}k` : String(n));

  const clusterSize = (n: number) => (n < 10 ? 34 : n < 100 ? 40 : n < 1000 ? 46 : 54);
  /** The cluster each cluster marker shows now (a marker is reused for another cluster after a move). */
  const clusterOf = new WeakMap<L.Marker, Item>();

  function clusterMarker(c: Item): L.Marker {
    const n = c.count;
    const size = clusterSize(n);
    // One element per cluster (its count is its text, set once it is on the map): a large set's first paint
    // creates many at once.
    const m = L.marker([c.lat, c.lng], {
      icon: L.divIcon({ html: false, className: `sf-map__cluster sf-map__cluster--${size}`, iconSize: [size, size] }),
      keyboard: true,
      title: t('map.cluster', { count: n }),
    });
    clusterOf.set(m, c);
    const expand = () => {
      const { lat, lng, cluster } = clusterOf.get(m)!;
      const id = cluster!;
      focusNear = doc.activeElement === m.getElement() ? L.latLng(lat, lng) : null;
      const near = focusNear;
      const go = (zoom: number) => {
        if (destroyed) return;
        focusNear = near;
        map.setView([lat, lng], Math.min(zoom, options.maxZoom), { animate: false });
      };
      // A grid cell (negative id, shown while the index is built) zooms in two levels; a cluster to where it splits
      // (asked of the index; if it cannot say, two levels too). The points may be replaced between the click and the
      // index's answer (a points URL's points arriving, a shop script's setPoints): the question is then Stale and the
      // cluster's id names nothing in the new index, but the shopper's click still zooms, two levels at the place
      // clicked (the new set's clusters are painted there). A click on a cluster is never lost.
      if (id < 0) return go(map.getZoom() + 2);
      const from = map.getZoom();
      clusterer.expansionZoom(id).then(go, () => go(from + 2));
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

  /**
   * Shows another cluster with a cluster marker already on the map: its position, count, size and labels change, its
   * element stays (a move paints changed elements instead of new ones).
   */
  function reuseCluster(m: L.Marker, c: Item): void {
    const el = m.getElement();
    if (!el) return;
    const before = clusterOf.get(m)!;
    clusterOf.set(m, c);
    const size = clusterSize(c.count);
    if (size !== clusterSize(before.count)) {
      el.classList.replace(`sf-map__cluster--${clusterSize(before.count)}`, `sf-map__cluster--${size}`);
      el.style.width = el.style.height = `${size}px`;
      el.style.marginLeft = el.style.marginTop = `${-size / 2}px`;
    }
    el.textContent = abbreviate(c.count);
    const text = t('map.cluster', { count: c.count });
    m.options.title = text;
    el.title = text;
    el.setAttribute('aria-label', text);
    m.setLatLng([c.lat, c.lng]);
  }

  function viewBox(): BBox {
    const b = map.getBounds();
    return [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()];
  }

  /** The grid of gridClusters as items (cells get negative cluster ids). */
  function gridItems(zoom: number, box: BBox): Item[] {
    if (allCoords.length !== all.length * 2) allCoords = coordsOf(all);
    return /* @__NOINLINE__ */ gridClusters(allCoords, zoom, options.radius, box).map((c): Item => {
      if (c.count > 1) return { key: `c${zoom}:${-1 - c.key}`, lat: c.lat, lng: c.lng, count: c.count, cluster: -1 - c.key };
      const p = all[c.first];
      return { key: `p${p.id}`, lat: p.lat, lng: p.lng, count: 1, point: p };
    });
  }

  /** The index's answer as items: points by their position in `all` (checked by the clusterer to be inside it). */
  function indexItems(zoom: number, answer: ClusterItem[]): Item[] {
    return answer.map((c): Item => {
      if ('index' in c) {
        const p = all[c.index];
        return { key: `p${p.id}`, lat: p.lat, lng: p.lng, count: 1, point: p };
      }
      return { key: `c${zoom}:${c.cluster}`, lat: c.lat, lng: c.lng, count: c.count, cluster: c.cluster };
    });
  }

  /**
   * Shows the markers of the current view: the grid at once (a large set whose index is being built), or the index's
   * answer when it comes (only the answer for the latest view is painted).
   */
  function render(): void {
    if (paused || destroyed) return;
    const view = ++requested;
    const zoom = Math.round(map.getZoom());
    const box = queryBox(viewBox(), RENDER_PAD);
    if (!all.length) return apply(view, []);
    if (!indexed) {
      if (all.length >= GRID_FROM) apply(view, gridItems(zoom, box));
      return; // a small set: painted when its index is built (setPoints renders again then)
    }
    const points = all;
    clusterer.clusters(box, zoom).then(
      (answer) => {
        if (view === requested && points === all && !destroyed) apply(view, indexItems(zoom, answer));
      },
      (error) => {
        if (error instanceof Stale) return;
        warnOnce('map:clusters', `storefront: map: the clusters could not be computed (${String(error)}).`);
        hideMarkers(false);
      },
    );
  }

  function apply(view: number, items: Item[]): void {
    const started = performance.now();
    const next = new Map<string, Item>();
    for (const item of items) next.set(item.key, item);
    // Cluster markers no longer shown are reused for the new clusters; the rest are removed.
    const spare: L.Marker[] = [];
    for (const [key, m] of rendered) {
      if (!next.has(key)) {
        rendered.delete(key);
        if (clusterOf.has(m) && m.getElement()) spare.push(m);
        else layer.removeLayer(m);
      }
    }
    for (const [key, item] of next) {
      if (rendered.has(key)) continue;
      let m: L.Marker;
      if (item.point) {
        m = pointMarker(item.point);
        layer.addLayer(m);
      } else if (spare.length) {
        m = spare.pop()!;
        reuseCluster(m, item);
      } else {
        m = clusterMarker(item);
        layer.addLayer(m);
        label(m, m.options.title ?? '');
        const el = m.getElement();
        if (el) el.textContent = abbreviate(item.count);
      }
      rendered.set(key, m);
    }
    for (const m of spare) layer.removeLayer(m);
    hideMarkers(false);
    renderAt = started;
    renderMs = performance.now() - started;
    applied = view;
    scheduleList(items);
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
    if (applied === requested) {
      const waiters = paintWaiters;
      paintWaiters = [];
      for (const resolve of waiters) resolve();
    }
  }

  function painted(): Promise<void> {
    if (applied === requested && (indexed || all.length === 0 || all.length >= GRID_FROM)) return Promise.resolve();
    return new Promise((resolve) => paintWaiters.push(resolve));
  }

  // The list of visible points is rebuilt after the map has painted (the next frame, then when the main thread is
  // idle, at most 200 ms later): it is a polite live region, and a move paints the map first.
  let listItems: Item[] | null = null;
  let listPending = false;
  let listRun = 0;
  function scheduleList(items: Item[]): void {
    listItems = items;
    if (listPending) return;
    listPending = true;
    const run = () => {
      listPending = false;
      if (listItems && !destroyed) updateList(listItems);
    };
    requestAnimationFrame(() => idle(run, 200));
  }

  function updateList(items: Item[]): void {
    const run = ++listRun;
    const box = queryBox(viewBox());
    let total = 0;
    const shown: MapPoint[] = [];
    const clusters: number[] = [];
    if (!indexed) {
      // The index is being built: the points in view straight from the list of all points.
      for (const p of all) {
        if (!inBox(box, p.lat, p.lng)) continue;
        total++;
        if (shown.length < LIST_LIMIT) shown.push(p);
      }
    } else
      for (const item of items) {
        if (!inBox(box, item.lat, item.lng)) continue;
        total += item.count;
        if (item.point) {
          if (shown.length < LIST_LIMIT) shown.push(item.point);
        } else clusters.push(item.cluster!);
      }
    count = total;
    status.textContent = t('map.visible', { count: total });
    if (shown.length >= LIST_LIMIT || !clusters.length) return showList(shown, total);
    // Some points of the clusters in view (asked of the index) fill the list up to LIST_LIMIT; it is rebuilt once.
    const points = all;
    clusterer.leaves(clusters, LIST_LIMIT - shown.length).then(
      (leaves) => {
        if (run !== listRun || points !== all || destroyed) return;
        for (const i of leaves) shown.push(points[i]);
        showList(shown, total);
      },
      (error) => {
        if (error instanceof Stale || run !== listRun || destroyed) return;
        warnOnce('map:leaves', `storefront: map: the points of the clusters could not be listed (${String(error)}).`);
        showList(shown, total);
      },
    );
  }

  function showList(shown: MapPoint[], total: number): void {
    more.textContent = total > shown.length ? t('map.more', { count: total - shown.length }) : '';
    const items = sortForList(shown, t.language).map((p) => {
      const li = doc.createElement('li');
      li.className = 'sf-map__item';
      const name = doc.createElement('strong');
      name.textContent = p.name;
      li.append(name);
      if (p.address) {
        const address = doc.createElement('span');
        address.className = 'sf-map__item-address';
        address.textContent = p.address;
        li.append(' ', address);
      }
      const show = doc.createElement('button');
      show.type = 'button';
      show.className = 'sf-map__show';
      show.textContent = t('map.show');
      show.setAttribute('aria-label', t('map.show_named', { name: p.name }));
      show.addEventListener('click', () => showPoint(p));
      li.append(' ', show);
      return li;
    });
    list.replaceChildren(...items);
  }

  function showPoint(p: MapPoint): void {
    map.closePopup();
    map.setView([p.lat, p.lng], options.maxZoom, { animate: false });
    canvas.scrollIntoView?.({ block: 'nearest' });
    const open = () => {
      const m = rendered.get(`p${p.id}`);
      if (!m) return false;
      m.openPopup();
      m.getElement()?.focus();
      return true;
    };
    // A point already shown as its own marker stays one at the highest zoom (the marker is kept): its popup opens at
    // once. Otherwise its marker is there once the new view is painted (the index answers the move).
    if (open()) return;
    const view = requested;
    void painted().then(() => {
      if (!destroyed && requested === view) open();
    });
  }

  map.on('moveend', render);

  // A zoom without animation (a cluster's expansion, "show on map", a script's setView) makes the markers on the map
  // those of another zoom: they are hidden until the clusters of the new zoom are painted (one frame later), so the
  // frame of the move neither shows wrong clusters nor spends time on them.
  const panes = [map.getPane('markerPane'), map.getPane('shadowPane')];
  let hidden = false;
  const hideMarkers = (hide: boolean) => {
    if (hidden === hide) return;
    hidden = hide;
    for (const pane of panes) if (pane) pane.style.display = hide ? 'none' : '';
  };
  map.on('viewreset', () => {
    if (indexed && rendered.size) hideMarkers(true);
  });

  /** A task boundary: the browser may paint in between. */
  const nextTask = () =>
    new Promise<void>((resolve) => {
      const ch = new MessageChannel();
      ch.port1.onmessage = () => resolve();
      ch.port2.postMessage(0);
    });

  function setPoints(
    points: MapPoint[],
    { keepView = false, coords }: { keepView?: boolean; coords?: Float64Array } = {},
  ): { indexMs: number; renderMs: number } {
    const t0 = performance.now();
    all = points;
    // The caller may have packed them already (packPoints: a script's large set is read once).
    allCoords = coords && coords.length === points.length * 2 ? coords : coordsOf(points);
    indexed = false;
    for (const m of rendered.values()) layer.removeLayer(m);
    rendered.clear();
    const bounds = keepView || options.center ? null : boundsOf(points);
    paused = true;
    try {
      if (keepView) {
        // the view stays (the shopper moved the map): only the markers and the list follow
      } else if (options.center) map.setView(options.center, options.zoom ?? 6, { animate: false });
      else if (bounds)
        map.fitBounds(
          [
            [bounds[1], bounds[0]],
            [bounds[3], bounds[2]],
          ],
          { animate: false, padding: [20, 20], maxZoom: options.maxZoom },
        );
      else map.setView([51.5, 17], 5, { animate: false });
    } finally {
      paused = false;
    }
    // From GRID_FROM points the grid is painted now (one pass over the points); the index is asked for after it.
    render();
    const large = points.length >= GRID_FROM;
    const started = performance.now();
    indexedPromise = (large ? nextTask() : Promise.resolve())
      .then(() => {
        if (all !== points || destroyed) throw new Stale();
        return clusterer.load(allCoords, () => coordsOf(points));
      })
      .then((indexMs) => {
        if (all !== points || destroyed) throw new Stale();
        indexed = true;
        render();
        return painted().then(() => ({ indexMs, readyMs: performance.now() - started }));
      });
    // A set replaced before its index was built resolves with NaN (as does a set that could not be indexed: warned).
    indexedPromise = indexedPromise.catch((error) => {
      if (!(error instanceof Stale)) warnOnce('map:index', `storefront: map: the points could not be indexed (${String(error)}).`);
      return { indexMs: NaN };
    });
    return { indexMs: 0, renderMs: performance.now() - t0 };
  }

  return {
    setPoints,
    map,
    L,
    visibleCount: () => count,
    lastRenderMs: () => renderMs,
    lastRender: () => ({ at: renderAt, ms: renderMs }),
    ready: () => indexedPromise,
    painted,
    clustering: () => clusterer.mode(),
    setNotice(text) {
      notice.textContent = text ?? '';
    },
    destroy() {
      destroyed = true;
      clusterer.destroy();
      map.off('moveend', render);
      map.remove();
      skip.remove();
      canvas.remove();
      panel.remove();
      root.removeAttribute('data-map-clustering');
    },
  };
}

/** Leaflet's attribution takes HTML: the configured text is escaped into plain text. */
function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
