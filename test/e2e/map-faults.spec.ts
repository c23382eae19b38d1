/**
 * Fault injection on the store map's points URL (/pickup-points.php, `data-points-url`): refused, HTTP 500,
 * no answer (the widget gives up after 10 s), empty, invalid JSON, wrong shape, 5 MB. The map still shows and
 * works (tiles, zoom, the list region), the shopper reads a clear message (an alert above the list), exactly one
 * console warning names the problem, no uncaught error, no retry loop.
 */
import { expect, test, type Route } from '@playwright/test';
import { expectNoAxeViolations, trackPageErrors, cue, idleTwice } from './helpers';
import { FAULTS, fulfilFault } from './fault-kit';
import { evidence } from './evidence';

const MAP = '#pickup_map';
const NOTICE = 'Nie udało się wczytać punktów. Odśwież stronę, aby spróbować ponownie.';

test.describe('map points URL faults', () => {
  for (const fault of FAULTS) {
    test(`${fault}: the map still shows, one warning, no uncaught error`, async ({ page }) => {
      // A hang runs on the page's own clock: the request is held, then the clock is moved past the 10 s give-up.
      if (fault === 'hang') await page.clock.install();
      evidence('fault', 1, `map points URL ${fault}`);
      const errors = trackPageErrors(page);
      const warnings: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'warning' && m.text().includes('storefront: map')) warnings.push(m.text());
      });
      let hits = 0;
      const held: Route[] = [];
      await page.route('**/ajax/pickup-points.php', (route) => {
        hits++;
        if (fault === 'hang') {
          held.push(route); // answered (aborted) only after the widget gave up
          return;
        }
        return fulfilFault(route, fault).catch(() => {});
      });
      await page.goto('/pickup-points.php');
      const map = page.locator(MAP);
      await expect(map).toHaveAttribute('data-widget-state', 'mounted', { timeout: 15_000 });
      // The map shows at once, before the points URL has answered or failed.
      await expect(map.locator('.sf-map__canvas')).toBeVisible();
      await expect(map.locator('.sf-map__canvas')).toHaveAttribute('aria-label', /\S/);
      await expect(map.locator('.leaflet-tile-loaded').first()).toBeAttached();
      if (fault === 'hang') {
        await expect.poll(() => held.length, { intervals: [50] }).toBe(1);
        await page.clock.fastForward(9_000);
        await idleTwice(page);
        expect(warnings, 'no give-up before 10 s').toEqual([]);
        await expect(map).toHaveAttribute('aria-busy', 'true');
        await page.clock.fastForward(1_100);
      }
      await expect.poll(() => warnings.length, { intervals: [50] }).toBe(1);
      if (fault === 'hang') expect(warnings[0]).toContain('no answer in 10 s');
      if (fault === 'http500') expect(warnings[0]).toContain('failed (HTTP 500)'); // the status read from ky's HTTPError
      await expect(map).not.toHaveAttribute('aria-busy', 'true');
      // The shopper is told, in an alert above the list (the spec's language: Polish).
      await expect(map.locator('.sf-map__notice')).toHaveText(NOTICE);
      await expect(map.locator('.sf-map__notice')).toHaveAttribute('role', 'alert');
      // Still a working map: it zooms, the list region says how many points are in view (none).
      await expect(map.locator('.sf-map__status')).toHaveText('Na mapie nie widać żadnego punktu');
      const zoom = () => page.evaluate((sel) => (document.querySelector(sel) as any).storefrontMap.map.getZoom(), MAP);
      const before = await zoom();
      await map.locator('.leaflet-control-zoom-in').click();
      await expect.poll(zoom).toBeGreaterThan(before);
      // Nothing more comes: no second warning, no retry (a retry timer would have fired in these 30 s of the clock).
      if (fault === 'hang') await page.clock.fastForward(30_000);
      await idleTwice(page);
      expect(warnings, 'one warning').toHaveLength(1);
      expect(hits, 'no retry loop').toBe(1);
      for (const route of held.splice(0)) await route.abort('timedout').catch(() => {});
      expect(errors.map(String)).toEqual([]);
    });
  }
});

test.describe('map points URL that works', () => {
  test('the points arrive: they show on the map and in the list, no message, axe clean', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto('/pickup-points.php');
    const map = page.locator(MAP);
    await expect(map).toHaveAttribute('data-widget-state', 'mounted', { timeout: 15_000 });
    await expect(map.locator('.sf-map__status')).toHaveText(/Na mapie widać \d+ punkt/);
    await expect(map).not.toHaveAttribute('aria-busy', 'true');
    expect(await map.locator('.sf-map__cluster, img.leaflet-marker-icon').count()).toBeGreaterThan(0);
    await expect(map.locator('.sf-map__notice')).toBeEmpty();
    await expect(map.locator('.sf-map__notice')).toBeHidden();
    await expectNoAxeViolations(page, '/pickup-points.php map');
    expect(errors.map(String)).toEqual([]);
  });

  test('a slow answer: the map shows first, the points join it, a view the shopper chose stays', async ({ page }) => {
    evidence('fault', 1, 'map points URL slow');
    const errors = trackPageErrors(page);
    // The points are held until the shopper has moved the map (released on cue, whatever the machine's speed).
    const answer = cue();
    await page.route('**/ajax/pickup-points.php', async (route) => {
      const response = await route.fetch();
      await answer.released;
      await route.fulfill({ response });
    });
    await page.goto('/pickup-points.php');
    const map = page.locator(MAP);
    await expect(map).toHaveAttribute('data-widget-state', 'mounted', { timeout: 15_000 });
    await expect(map).toHaveAttribute('aria-busy', 'true');
    await expect(map.locator('.sf-map__status')).toHaveText('Na mapie nie widać żadnego punktu');
    // The shopper moves the map to Praha while waiting.
    await page.evaluate((sel) => (document.querySelector(sel) as any).storefrontMap.map.setView([50.0755, 14.4378], 11, { animate: false }), MAP);
    answer.release();
    await expect(map).not.toHaveAttribute('aria-busy', 'true', { timeout: 10_000 });
    const view = await page.evaluate((sel) => {
      const m = (document.querySelector(sel) as any).storefrontMap.map;
      return { zoom: m.getZoom(), lat: m.getCenter().lat };
    }, MAP);
    expect(view.zoom).toBe(11);
    expect(view.lat).toBeCloseTo(50.0755, 3);
    await expect(map.locator('.sf-map__item').first()).toContainText('Praha');
    await expect(map.locator('.sf-map__notice')).toBeEmpty();
    expect(errors.map(String)).toEqual([]);
  });
});

test('a points URL on another origin (untrusted marker attribute) is never asked: one warning, the notice, the map works', async ({ page, baseURL }) => {
  evidence('fault', 1, 'map points URL on another origin');
  const errors = trackPageErrors(page);
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning' && m.text().includes('storefront: map')) warnings.push(m.text());
  });
  // The same fixture under another host name of this machine: a different origin.
  const other = new URL('/ajax/pickup-points.php', baseURL);
  other.hostname = '127.0.0.1';
  const asked: string[] = [];
  page.on('request', (r) => r.url().includes('pickup-points.php') && r.resourceType() !== 'document' && asked.push(r.url()));
  await page.route('**/pickup-points.php', async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    const body = (await response.text()).replace(/data-points-url="[^"]*"/, `data-points-url="${other.href}"`);
    expect(body).toContain(other.href);
    await route.fulfill({ response, body });
  });
  await page.goto('/pickup-points.php');
  const map = page.locator(MAP);
  await expect(map).toHaveAttribute('data-widget-state', 'mounted', { timeout: 15_000 });
  await expect(map.locator('.sf-map__notice')).toHaveText(NOTICE);
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toContain('is not an address of this shop');
  expect(asked).toEqual([]);
  await expect(map.locator('.leaflet-tile-loaded').first()).toBeAttached();
  expect(errors.map(String)).toEqual([]);
});
