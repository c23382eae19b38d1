import { expect, test, type Page } from '@playwright/test';
import { cue, expectNoAxeViolations, serveWithCsp, trackPageErrors } from './helpers';

const MAP = '#stores_map';

/** Opens the stores page and waits until the map has mounted and rendered its clusters. */
async function openStores(page: Page, path = '/stores.php') {
  await page.goto(path);
  await page.locator(MAP).scrollIntoViewIfNeeded();
  await expect(page.locator(MAP)).toHaveAttribute('data-widget-state', 'mounted', { timeout: 15_000 });
  await expect(page.locator(`${MAP} .sf-map__status`)).not.toBeEmpty();
}

/** Moves the map (no animation) and waits for the widget to paint the new view (the worker's clusters for it). */
async function setView(page: Page, lat: number, lng: number, zoom: number) {
  await page.evaluate(
    async ([lat, lng, zoom]) => {
      const el = document.querySelector('#stores_map') as HTMLElement & {
        storefrontMap: { painted(): Promise<void>; map: { setView(c: number[], z: number, o: object): void } };
      };
      el.storefrontMap.map.setView([lat, lng], zoom, { animate: false });
      await el.storefrontMap.painted();
    },
    [lat, lng, zoom],
  );
}

/** Waits until the markers on the map are those of its current view. */
const painted = (page: Page, selector = MAP) =>
  page.evaluate((sel) => (document.querySelector(sel) as HTMLElement & { storefrontMap: { painted(): Promise<void> } }).storefrontMap.painted(), selector);

const zoomOf = (page: Page) =>
  page.evaluate(() => (document.querySelector('#stores_map') as HTMLElement & { storefrontMap: { map: { getZoom(): number } } }).storefrontMap.map.getZoom());

/** Cluster sizes and the number of single markers currently on the map. */
const shown = (page: Page) =>
  page.evaluate(() => {
    const root = document.querySelector('#stores_map')!;
    const clusters = [...root.querySelectorAll('.sf-map__cluster')].map((c) => Number(c.textContent));
    const markers = root.querySelectorAll('img.leaflet-marker-icon').length;
    return { clusters, markers };
  });

test.describe('map widget', () => {
  test('map code loads only on pages with a map marker', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto('/');
    await page.waitForFunction(() => performance.getEntriesByName('storefront:ready').length > 0);
    await page.waitForTimeout(300);
    expect(scripts.filter((s) => /\/map-[\w-]+\.js$/.test(s))).toEqual([]);
    await openStores(page);
    expect(scripts.filter((s) => /\/map-[\w-]+\.js$/.test(s))).toHaveLength(1);
  });

  test('Leaflet and the clustering code load only when the map comes into view', async ({ page }) => {
    // A short window: the map starts well below the fold (more than the loader's 200 px margin).
    await page.setViewportSize({ width: 1280, height: 100 });
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto('/stores.php');
    await page.waitForFunction(() => performance.getEntriesByName('storefront:ready').length > 0);
    const top = await page.locator(MAP).evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThan(100 + 200);
    await page.waitForTimeout(500);
    const mapScripts = () => scripts.filter((s) => /\/map-[\w-]+\.js$/.test(s));
    expect(mapScripts()).toEqual([]);
    await expect(page.locator(MAP)).not.toHaveAttribute('data-widget-state', 'mounted');
    await page.locator(MAP).scrollIntoViewIfNeeded();
    await expect(page.locator(MAP)).toHaveAttribute('data-widget-state', 'mounted', { timeout: 15_000 });
    expect(mapScripts()).toHaveLength(1);
  });

  test('clusters at a low zoom split as the map zooms in', async ({ page }) => {
    const errors = trackPageErrors(page);
    await openStores(page);
    await setView(page, 51.9, 19.1, 5);
    const low = await shown(page);
    expect(low.clusters.length).toBeGreaterThan(0);
    const biggestLow = Math.max(...low.clusters);
    expect(biggestLow).toBeGreaterThan(20);
    await setView(page, 52.2297, 21.0122, 11);
    const mid = await shown(page);
    expect(Math.max(0, ...mid.clusters)).toBeLessThan(biggestLow);
    await setView(page, 52.2297, 21.0122, 16);
    const high = await shown(page);
    expect(high.markers).toBeGreaterThan(0);
    expect(high.markers + high.clusters.length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  test('a zoom without animation hides the markers of the old zoom until the clusters of the new one are painted', async ({ page }) => {
    await openStores(page);
    await setView(page, 51.9, 19.1, 5);
    const states = await page.evaluate(async () => {
      const el = document.querySelector('#stores_map') as HTMLElement & {
        storefrontMap: { painted(): Promise<void>; map: { setView(c: number[], z: number, o: object): void } };
      };
      const pane = el.querySelector('.leaflet-marker-pane') as HTMLElement;
      const state = () => ({ display: getComputedStyle(pane).display, markers: pane.querySelectorAll('.leaflet-marker-icon').length });
      const before = state();
      el.storefrontMap.map.setView([51.9, 19.1], 8, { animate: false });
      const during = state(); // the worker has not answered yet: it cannot within this task
      await el.storefrontMap.painted();
      return { before, during, after: state() };
    });
    expect(states.before.display).not.toBe('none');
    expect(states.during.display).toBe('none');
    expect(states.after.display).not.toBe('none');
    expect(states.after.markers).toBeGreaterThan(0);
  });

  test('a cluster click zooms in to its points', async ({ page }) => {
    await openStores(page);
    await setView(page, 51.9, 19.1, 6);
    const before = await zoomOf(page);
    const cluster = page.locator(`${MAP} .sf-map__cluster`).first();
    const count = Number(await cluster.textContent());
    await cluster.click();
    await expect.poll(() => zoomOf(page)).toBeGreaterThan(before);
    await painted(page);
    const after = await shown(page);
    expect(Math.max(0, ...after.clusters)).toBeLessThanOrEqual(count);
  });

  test("a cluster click answered only after the points were replaced (re-clustering: the index's answer is stale) still zooms in", async ({ page }) => {
    const errors = trackPageErrors(page);
    // The stores page with a points URL as well: its points join the page's own when they arrive, held for the test.
    await page.route(
      (url) => url.pathname === '/stores.php',
      async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace(
          '<div id="stores_map" data-widget="map"',
          '<div id="stores_map" data-widget="map" data-points-url="/ajax/pickup-points.php"',
        );
        await route.fulfill({ response, body });
      },
    );
    const remote = cue();
    await page.route('**/ajax/pickup-points.php', async (route) => {
      await remote.released;
      await route.continue();
    });
    // The map's questions to its worker pass, but a cluster's expansion (the click's) waits until the test sends it.
    await page.addInitScript(() => {
      const w = window as unknown as { __expansions: Array<() => void> };
      w.__expansions = [];
      const post = Worker.prototype.postMessage;
      Worker.prototype.postMessage = function (this: Worker, message: unknown, transfer?: Transferable[]) {
        if ((message as { op?: unknown } | null)?.op === 'expansion') w.__expansions.push(() => post.call(this, message, { transfer: transfer ?? [] }));
        else post.call(this, message, { transfer: transfer ?? [] });
      } as typeof post;
    });
    const held = () => page.evaluate(() => (window as unknown as { __expansions: unknown[] }).__expansions.length);
    await openStores(page);
    await expect(page.locator(MAP)).toHaveAttribute('aria-busy', 'true'); // the points URL has not answered
    await expect(page.locator(MAP)).toHaveAttribute('data-map-clustering', 'worker');
    await setView(page, 51.9, 19.1, 6); // the shopper moved the map: the points arriving later keep this view
    const before = await zoomOf(page);
    await page.locator(`${MAP} .sf-map__cluster`).first().click();
    await expect.poll(held, { message: 'the click asked the index where the cluster splits' }).toBe(1);
    // Before the index answers, the points URL's points arrive: a new set, indexed and painted anew.
    remote.release();
    await expect(page.locator(MAP)).not.toHaveAttribute('aria-busy', 'true');
    await page.evaluate((sel) => (document.querySelector(sel) as HTMLElement & { storefrontMap: { ready(): Promise<unknown> } }).storefrontMap.ready(), MAP);
    expect(await zoomOf(page)).toBe(before);
    // Now the answer to the click comes: for the set that is gone.
    await page.evaluate(() => (window as unknown as { __expansions: Array<() => void> }).__expansions.splice(0).forEach((send) => send()));
    await expect.poll(() => zoomOf(page), { message: 'the click zoomed in' }).toBeGreaterThan(before);
    await painted(page);
    const after = await shown(page);
    expect(after.clusters.length + after.markers).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  test("a press that scrolls the map's box (WebKit, focusing the map and the marker) does not lose the click on a cluster", async ({ page }) => {
    await openStores(page);
    await setView(page, 51.9, 19.1, 6);
    const before = await zoomOf(page);
    // The cluster nearest the map's middle whose middle a click reaches.
    const at = await page.evaluate((sel) => {
      const canvas = document.querySelector(`${sel} .sf-map__canvas`)!;
      const box = canvas.getBoundingClientRect();
      const middle = (el: Element) => {
        const r = el.getBoundingClientRect();
        return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
      };
      const distance = (el: Element) => Math.hypot(middle(el).x - (box.x + box.width / 2), middle(el).y - (box.y + box.height / 2));
      const target = [...canvas.querySelectorAll('.sf-map__cluster')]
        .sort((a, b) => distance(a) - distance(b))
        .find((el) => el.contains(document.elementFromPoint(middle(el).x, middle(el).y)));
      return target && middle(target);
    }, MAP);
    expect(at, 'a cluster a click reaches').toBeTruthy();
    // What WebKitGTK did in 7 of 100 journeys: the press focuses the map and the marker, which scrolls the map's box
    // (91 px there) until after the release, so the release lands elsewhere and the click reaches no marker.
    await page.evaluate((sel) => {
      const canvas = document.querySelector(`${sel} .sf-map__canvas`) as HTMLElement;
      let pressed = false;
      const scroll = () => {
        if (pressed) canvas.scrollTop = 91;
      };
      canvas.addEventListener('mousedown', () => ((pressed = true), scroll()), true);
      canvas.addEventListener('scroll', scroll); // after Leaflet's own listener, which scrolls it back
      addEventListener('mouseup', () => (pressed = false), true);
    }, MAP);
    await page.mouse.click(at!.x, at!.y);
    await expect.poll(() => zoomOf(page), { message: 'the click zoomed in' }).toBeGreaterThan(before);
    expect(await page.locator(`${MAP} .sf-map__canvas`).evaluate((el) => el.scrollTop)).toBe(0);
  });

  test('a marker opens a popup with its name and address as text', async ({ page }) => {
    await openStores(page);
    // Store 1 is in the list below the map; the map shows it at the highest zoom.
    const store = page.locator('.stores .store').first();
    const [lat, lng, name] = await store.evaluate(
      (el) => [Number(el.getAttribute('data-lat')), Number(el.getAttribute('data-lng')), el.querySelector('.store__name')!.textContent!] as const,
    );
    await setView(page, lat, lng, 16);
    const marker = page.locator(`${MAP} img.leaflet-marker-icon[alt^="${name}"]`);
    await marker.click();
    const popup = page.locator(`${MAP} .sf-map__popup`);
    await expect(popup.locator('.sf-map__popup-name')).toHaveText(name);
    await expect(popup.locator('.sf-map__popup-address')).not.toBeEmpty();
  });

  test('marker images come from /gfx/standards/ (the 2x icon on a dense screen)', async ({ browser, baseURL }) => {
    for (const dpr of [1, 2]) {
      const context = await browser.newContext({ baseURL, deviceScaleFactor: dpr });
      const page = await context.newPage();
      const images: string[] = [];
      page.on('response', (r) => {
        if (r.request().resourceType() === 'image' && r.url().includes('marker')) images.push(`${new URL(r.url()).pathname} ${r.status()}`);
      });
      await openStores(page);
      await setView(page, 52.2297, 21.0122, 16);
      await expect(page.locator(`${MAP} img.leaflet-marker-icon`).first()).toBeVisible();
      const icon = dpr === 2 ? '/gfx/standards/marker-icon-2x.png 200' : '/gfx/standards/marker-icon.png 200';
      await expect.poll(() => images).toContain(icon);
      await expect.poll(() => images).toContain('/gfx/standards/marker-shadow.png 200');
      expect(images.every((i) => i.startsWith('/gfx/standards/'))).toBe(true);
      await context.close();
    }
  });

  test('no request leaves localhost; tiles come from the shop', async ({ page }) => {
    const urls: string[] = [];
    page.on('request', (r) => urls.push(r.url()));
    await openStores(page);
    await setView(page, 50.0755, 14.4378, 12);
    await page.locator(`${MAP} .leaflet-tile-loaded`).first().waitFor();
    await page.locator(`${MAP} .leaflet-control-zoom-in`).click();
    await page.waitForTimeout(500);
    const foreign = urls.filter((u) => !/^(data:|blob:)/.test(u) && new URL(u).hostname !== 'localhost');
    expect(foreign).toEqual([]);
    expect(urls.some((u) => /\/tiles\/\d+\/\d+\/\d+\.svg$/.test(u))).toBe(true);
    // The map adds no stylesheet (its CSS and Leaflet's are injected): the only links are the shop's own.
    const sheets = await page.locator('link[rel=stylesheet]').evaluateAll((ls) => ls.map((l) => new URL((l as HTMLLinkElement).href).pathname));
    expect(sheets).toContain('/assets/shop.css');
    expect(sheets.filter((p) => !p.startsWith('/assets/'))).toEqual([]);
  });

  test('the list of visible points follows the map', async ({ page }) => {
    await openStores(page);
    const status = page.locator(`${MAP} .sf-map__status`);
    await expect(status).toHaveAttribute('aria-live', 'polite');
    const items = page.locator(`${MAP} .sf-map__item`);
    await setView(page, 50.0755, 14.4378, 11); // Praha
    await expect(items.first()).toContainText('Praha');
    const pragueTexts = await items.allTextContents();
    expect(pragueTexts.length).toBeGreaterThan(0);
    expect(pragueTexts.some((t) => t.includes('Warszawa'))).toBe(false);
    const pragueStatus = await status.textContent();
    await setView(page, 50.0647, 19.945, 12); // Kraków
    await expect(items.first()).toContainText('Kraków');
    expect((await items.allTextContents()).some((t) => t.includes('Praha'))).toBe(false);
    await expect(status).not.toHaveText(pragueStatus!);
    // "Show on map" from the list centres the map on the point and opens its popup.
    const name = await items.first().locator('strong').textContent();
    await items.first().getByRole('button').click();
    await expect(page.locator(`${MAP} .sf-map__popup-name`)).toHaveText(name!);
    expect(await zoomOf(page)).toBe(16);
  });

  test('the keyboard reaches clusters and markers', async ({ page }) => {
    await openStores(page);
    await setView(page, 51.9, 19.1, 6);
    await page.locator(`${MAP} .sf-map__canvas`).focus();
    await page.keyboard.press('Tab');
    const focused = () => page.evaluate(() => document.activeElement?.className ?? '');
    expect(await focused()).toContain('leaflet-marker-icon');
    // Find a cluster by Tab and open it with Enter: the map zooms and focus moves to a marker near it.
    for (let i = 0; i < 60 && !(await focused()).includes('sf-map__cluster'); i++) await page.keyboard.press('Tab');
    expect(await focused()).toContain('sf-map__cluster');
    await expect(page.locator(':focus')).toHaveAttribute('aria-label', /\d/);
    const before = await zoomOf(page);
    await page.keyboard.press('Enter');
    await expect.poll(() => zoomOf(page)).toBeGreaterThan(before);
    await painted(page);
    expect(await focused()).toContain('leaflet-marker-icon');
    // Down to single markers: Enter opens the popup.
    await setView(page, 52.2297, 21.0122, 16);
    await page.locator(`${MAP} .sf-map__canvas`).focus();
    for (let i = 0; i < 60 && !/leaflet-marker-icon(?!.*sf-map__cluster)/.test(await focused()); i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('IMG');
    await page.keyboard.press('Enter');
    await expect(page.locator(`${MAP} .sf-map__popup-name`)).toBeVisible();
  });

  for (const path of ['/stores.php', '/cs/stores.php']) {
    test(`axe finds nothing on ${path} with the map`, async ({ page }) => {
      await openStores(page, path);
      await expect(page.locator(`${MAP} .sf-map__canvas`)).toHaveAttribute('aria-label', /\S/);
      await expectNoAxeViolations(page, `${path} map`);
      await setView(page, 52.2297, 21.0122, 16);
      await page.locator(`${MAP} img.leaflet-marker-icon`).first().click();
      await expect(page.locator(`${MAP} .sf-map__popup`)).toBeVisible();
      await expectNoAxeViolations(page, `${path} map with a popup`);
    });
  }

  test('the benchmark page clusters N generated points', async ({ page }) => {
    await page.goto('/map-bench.php?n=20000');
    await page.waitForFunction(() => (window as unknown as { benchResult?: unknown }).benchResult, null, { timeout: 15_000 });
    await expect(page.locator('#bench_map .sf-map__status')).toHaveText(/\d/);
    expect(await page.locator('#bench_map .sf-map__cluster').count()).toBeGreaterThan(0);
  });
});

test("a large set paints a grid at once, a grid cluster zooms in two levels, then the worker's index takes over", async ({ page }) => {
  const errors = trackPageErrors(page);
  await page.goto('/map-bench.php?tiles=0');
  await page.waitForFunction(() => (window as unknown as { mapBench?: unknown }).mapBench, null, { timeout: 15_000 });
  const result = await page.evaluate(async () => {
    const w = window as unknown as { mapBench: { ready(): Promise<boolean> }; benchPoints(n: number, seed?: number): unknown[] };
    await w.mapBench.ready();
    const el = document.getElementById('bench_map') as HTMLElement & {
      storefrontMap: {
        setPoints(p: unknown[]): unknown;
        ready(): Promise<{ indexMs: number }>;
        painted(): Promise<void>;
        map: { getZoom(): number; setView(c: number[], z: number, o: object): void };
      };
    };
    const api = el.storefrontMap;
    api.setPoints(w.benchPoints(30_000, 3));
    // Synchronously after setPoints: the grid is on the map (the index is not built yet).
    const gridClusters = [...el.querySelectorAll('.sf-map__cluster')].map((c) => Number(c.textContent?.replace('k', '')) || 0);
    const z0 = api.map.getZoom();
    (el.querySelector('.sf-map__cluster') as HTMLElement).click();
    const zoomAfterGridClick = api.map.getZoom();
    const { indexMs } = await api.ready();
    api.map.setView([50, 12.5], 4, { animate: false });
    await api.painted();
    const indexClusters = el.querySelectorAll('.sf-map__cluster').length;
    return { gridClusters, z0, zoomAfterGridClick, indexMs, indexClusters };
  });
  expect(result.gridClusters.length).toBeGreaterThan(0);
  expect(result.gridClusters.every((n) => n > 0)).toBe(true);
  expect(result.zoomAfterGridClick).toBe(result.z0 + 2);
  expect(result.indexMs).toBeGreaterThan(0);
  expect(result.indexClusters).toBeGreaterThan(0);
  // The list follows (rebuilt when idle): the status counts the points in view.
  await expect(page.locator('#bench_map .sf-map__status')).toHaveText(/Na mapie widać [\d\s ]+ punkt/);
  expect(errors).toEqual([]);
});

test('clusters with the spec radius of 60 px by default: points 50 px apart cluster, 70 px apart do not', async ({ page }) => {
  await page.goto('/map-bench.php?tiles=0');
  await page.waitForFunction(() => (window as unknown as { mapBench?: unknown }).mapBench, null, { timeout: 15_000 });
  // On the equator at zoom 10 the world is 256 × 2^10 px wide: one degree of longitude is 728.18 px.
  const PX_PER_DEG = (256 * 2 ** 10) / 360;
  const shownAt = (apartPx: number) =>
    page.evaluate(
      async ({ dLng }) => {
        await (window as unknown as { mapBench: { ready(): Promise<boolean> } }).mapBench.ready(); // the map has mounted
        const el = document.getElementById('bench_map') as HTMLElement & {
          storefrontMap: {
            setPoints(p: unknown[]): unknown;
            ready(): Promise<unknown>;
            painted(): Promise<void>;
            map: { setView(c: number[], z: number, o: object): void };
          };
        };
        const api = el.storefrontMap;
        api.map.setView([0, dLng / 2], 10, { animate: false });
        api.setPoints([
          { id: 'a', lat: 0, lng: 0, name: 'A' },
          { id: 'b', lat: 0, lng: dLng, name: 'B' },
        ]);
        await api.ready();
        api.map.setView([0, dLng / 2], 10, { animate: false });
        await api.painted();
        return { clusters: el.querySelectorAll('.sf-map__cluster').length, markers: el.querySelectorAll('img.leaflet-marker-icon').length };
      },
      { dLng: apartPx / PX_PER_DEG },
    );
  expect(await shownAt(50), '50 px apart: one cluster').toEqual({ clusters: 1, markers: 0 });
  expect(await shownAt(70), '70 px apart: two markers (the library default of 80 px would cluster them)').toEqual({ clusters: 0, markers: 2 });
});

/**
 * The clustering runs in a Web Worker (a same-origin script of the bundle), and falls back to the main thread when the
 * worker cannot be used. These tests use the pickup-points page (points from its points URL) and read where the
 * clustering ran from the marker's `data-map-clustering` ("worker" or "main-thread").
 */
test.describe('map clustering worker', () => {
  const PICKUP = '#pickup_map';
  /** The strict policy of docs/theme-guide.md plus the one directive the worker needs. */
  const STRICT = "script-src 'nonce-n0nce123' 'strict-dynamic'; style-src 'self' 'nonce-n0nce123'; object-src 'none'; base-uri 'self'";
  const WORKER_SRC = "worker-src 'self'";

  /** Records every securitypolicyviolation event of the page (from before its first byte). */
  async function recordViolations(page: Page) {
    await page.addInitScript(() => {
      const w = window as unknown as { __violations: string[] };
      w.__violations = [];
      document.addEventListener('securitypolicyviolation', (e) => w.__violations.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
  }

  /** Opens the pickup-points page and waits until its points (from the points URL) are clustered and painted. */
  async function openPickup(page: Page) {
    await page.goto('/pickup-points.php');
    const map = page.locator(PICKUP);
    await expect(map).toHaveAttribute('data-widget-state', 'mounted', { timeout: 15_000 });
    await expect(map).not.toHaveAttribute('aria-busy', 'true');
    await page.evaluate((sel) => (document.querySelector(sel) as any).storefrontMap.ready(), PICKUP);
    return map;
  }

  /** The map works: clusters painted, the list counts points, a cluster click zooms in to where it splits. */
  async function expectWorkingMap(page: Page) {
    const map = page.locator(PICKUP);
    expect(await map.locator('.sf-map__cluster').count()).toBeGreaterThan(0);
    await expect(map.locator('.sf-map__status')).toHaveText(/Na mapie widać [\d\s ]+ punkt/);
    await expect(map.locator('.sf-map__item').first()).toBeVisible();
    const zoom = () => page.evaluate((sel) => (document.querySelector(sel) as any).storefrontMap.map.getZoom(), PICKUP);
    const before = await zoom();
    await map.locator('.sf-map__cluster').first().click();
    await expect.poll(zoom).toBeGreaterThan(before);
    await page.evaluate((sel) => (document.querySelector(sel) as any).storefrontMap.painted(), PICKUP);
    expect(await map.locator('.sf-map__cluster, img.leaflet-marker-icon').count()).toBeGreaterThan(0);
  }

  test(`under a strict CSP with ${WORKER_SRC} the worker clusters the points: clusters painted, no violation`, async ({ page }) => {
    const errors = trackPageErrors(page);
    const violations = await recordViolations(page);
    const workerScripts: string[] = [];
    page.on('request', (r) => /\/cluster-worker-[\w-]+\.js$/.test(r.url()) && workerScripts.push(new URL(r.url()).pathname));
    await serveWithCsp(page, `${STRICT}; ${WORKER_SRC}`, (url) => url.pathname === '/pickup-points.php');
    const map = await openPickup(page);
    await expect(map).toHaveAttribute('data-map-clustering', 'worker');
    expect(workerScripts).toHaveLength(1);
    expect(workerScripts[0]).toMatch(/^\/storefront\/cluster-worker-[\w-]+\.js$/);
    await expectWorkingMap(page);
    await expect(map).toHaveAttribute('data-map-clustering', 'worker');
    expect(await violations()).toEqual([]);
    expect(errors.map(String)).toEqual([]);
  });

  test("under a CSP that refuses workers (worker-src 'none'), the map clusters on the main thread", async ({ page }) => {
    const errors = trackPageErrors(page);
    const violations = await recordViolations(page);
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && m.text().includes('storefront: map') && warnings.push(m.text()));
    await serveWithCsp(page, `${STRICT}; worker-src 'none'`, (url) => url.pathname === '/pickup-points.php');
    const map = await openPickup(page);
    await expect(map).toHaveAttribute('data-map-clustering', 'main-thread');
    await expectWorkingMap(page);
    // The only violation is the refused worker.
    const seen = await violations();
    expect(seen.length).toBeGreaterThan(0);
    expect(
      seen.every((v) => /^worker-src .*\/cluster-worker-[\w-]+\.js$/.test(v)),
      seen.join(' | '),
    ).toBe(true);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('clustering on the main thread');
    expect(errors.map(String)).toEqual([]);
  });

  test('a browser whose Worker throws: the map clusters on the main thread with supercluster', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.addInitScript(() => {
      (window as unknown as { Worker: unknown }).Worker = function () {
        throw new DOMException('Workers are not allowed here', 'SecurityError');
      };
    });
    const map = await openPickup(page);
    await expect(map).toHaveAttribute('data-map-clustering', 'main-thread');
    await expectWorkingMap(page);
    expect(errors.map(String)).toEqual([]);
  });

  test('a worker script that does not load (HTTP 404): the map clusters on the main thread', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.route(/\/cluster-worker-[\w-]+\.js$/, (route) => route.fulfill({ status: 404, body: 'not found' }));
    const map = await openPickup(page);
    await expect(map).toHaveAttribute('data-map-clustering', 'main-thread');
    await expectWorkingMap(page);
    expect(errors.map(String)).toEqual([]);
  });

  // Stand-in workers: they load fine, then answer with what the map must refuse.
  const NONSENSE = {
    'items outside the list (a point at 999999, a cluster of -5)': `self.onmessage = (e) => {
  const { id, op } = e.data;
  if (op === 'load') return self.postMessage({ id, ok: true, result: 1 });
  self.postMessage({ id, ok: true, result: new Float64Array([21, 52, 1, 999999, 21, 52, -5, 3]) });
};`,
    'messages that are not answers (markup, no id)': `self.onmessage = (e) => {
  self.postMessage('<img src=x onerror="__xss(1)">');
  self.postMessage({ ok: true, result: 1 });
};`,
  };
  for (const [what, body] of Object.entries(NONSENSE)) {
    test(`a worker that answers nonsense (${what}): nothing of it is painted, the main thread takes over`, async ({ page }) => {
      const errors = trackPageErrors(page);
      await page.addInitScript(
        () => ((window as unknown as { __xss: (n: number) => void }).__xss = (n) => ((window as unknown as { __xssRan: number }).__xssRan = n)),
      );
      await page.route(/\/cluster-worker-[\w-]+\.js$/, (route) => route.fulfill({ contentType: 'text/javascript', body }));
      const map = await openPickup(page);
      await expect(map).toHaveAttribute('data-map-clustering', 'main-thread');
      await expectWorkingMap(page);
      expect(await map.locator('.sf-map__cluster').allTextContents()).not.toContain('-5');
      expect(await map.locator('img[src="x"]').count()).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { __xssRan?: number }).__xssRan)).toBeUndefined();
      expect(errors.map(String)).toEqual([]);
    });
  }
});
