/**
 * Hostile point names and addresses for the store map: the XSS corpus arrives through the map's points
 * URL (/pickup-points.php, `data-points-url`, routed here) and must show as the text it is in the list of visible
 * points, in the popups and in the marker's alt text; no payload runs (the `__xss` trap stays unset), none becomes an
 * element, and `javascript:` links from the data never become hrefs.
 */
import { expect, test } from '@playwright/test';
import { trackPageErrors } from './helpers';
import { XSS_PAYLOADS } from './xss-payloads';
import { evidence } from './evidence';
import { armTrap, chunks, expectTrapUnset, injectedElements } from './xss-kit';

/** The widget's documented normalisation of point texts: runs of white space become one space, trimmed. */
const asShown = (s: string) => s.replace(/\s+/g, ' ').trim();
const MAP = '#pickup_map';
const SCRIPT_SCHEMES = ['javascript:', 'java\tscript:', 'java\nscript:', '\u0001javascript:', ' JaVa\rScRiPt:'];

// One test per group of 10 payloads (one page load each), so no test comes near its timeout on a slow machine.
const GROUPS = chunks(XSS_PAYLOADS, 10);
for (const [g, current] of GROUPS.entries()) {
  test(`point names and addresses from the XSS corpus stay text in the list, the popups and the markers (payloads group ${g + 1} of ${GROUPS.length})`, async ({
    page,
  }) => {
    const errors = trackPageErrors(page);
    await armTrap(page);
    await page.route('**/ajax/pickup-points.php', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          points: current.map((payload, i) => ({
            id: `x${i}`,
            // A small grid in Warsaw, a few hundred metres apart: all in one view, single markers at zoom 16.
            lat: 52.2297 + Math.floor(i / 5) * 0.004,
            lng: 21.0122 + (i % 5) * 0.006,
            name: payload,
            address: payload,
            // Odd points: a javascript: link in each of the forms a browser still reads as javascript: (a scheme
            // regex misses the ones with a tab, a newline or a leading control character).
            url: i % 2 ? `${SCRIPT_SCHEMES[i % SCRIPT_SCHEMES.length]}__xss(${i})` : payload,
          })),
        }),
      }),
    );
    const expected = current.map(asShown);
    await page.goto('/pickup-points.php');
    const items = page.locator(`${MAP} .sf-map__item`);
    await expect(items).toHaveCount(current.length);
    // The list: names and addresses exactly as text.
    expect((await items.locator('strong').allTextContents()).sort()).toEqual([...expected].sort());
    expect((await items.locator('.sf-map__item-address').allTextContents()).sort()).toEqual([...expected].sort());
    // Each popup (opened from the list): name and address as text; a link only for a safe URL.
    for (let i = 0; i < current.length; i++) {
      // Back to the view of the whole grid (the list is sorted, so the i-th item is the same point each time).
      await page.evaluate((sel) => (document.querySelector(sel) as any).storefrontMap.map.setView([52.2357, 21.0242], 14, { animate: false }), MAP);
      await expect(items).toHaveCount(current.length);
      const item = items.nth(i);
      const name = await item.locator('strong').textContent();
      await item.getByRole('button').click();
      // The map paints the point's view (the worker answers the move) and opens its popup.
      await page.evaluate((sel) => (document.querySelector(sel) as any).storefrontMap.painted(), MAP);
      const popup = page.locator(`${MAP} .sf-map__popup`);
      await expect(popup).toHaveCount(1); // the previous popup fades out for 200 ms
      await expect(popup.locator('.sf-map__popup-name')).toHaveText(name!, { useInnerText: false });
      await expect(popup.locator('.sf-map__popup-address')).toHaveText(name!, { useInnerText: false });
      // Read as the browser reads them: every link the popup has is http(s).
      const protocols = await popup.locator('a[href]').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).protocol));
      expect(protocols.filter((p) => p !== 'http:' && p !== 'https:')).toEqual([]);
    }
    // The markers at the highest zoom: alt text is "name, address", verbatim.
    const alts = await page.locator(`${MAP} img.leaflet-marker-icon`).evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt') ?? ''));
    for (const text of alts) expect(expected.map((e) => `${e}, ${e}`)).toContain(text);
    expect(await injectedElements(page, MAP)).toEqual([]);
    await expectTrapUnset(page);
    evidence('payload', current.length * 2, 'map point name and address (list, popup, marker alt)');
    expect(errors.map(String)).toEqual([]);
  });
}

test("the tile host is never decided by a marker in the body: a planted data-tiles of another host gets no request; the head's mapTiles does", async ({
  page,
}) => {
  const hosts: string[] = [];
  await page.route(
    (url) => url.hostname.endsWith('.example'),
    (route) => {
      hosts.push(new URL(route.request().url()).hostname);
      return route.fulfill({ contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"/>' });
    },
  );
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  const planted = (mapTiles?: string) =>
    page.route(
      (url) => url.pathname === '/pickup-points.php',
      async (route) => {
        const response = await route.fetch();
        let body = (await response.text()).replace(/data-tiles="[^"]*"/, 'data-tiles="https://tracker.example/{z}/{x}/{y}.png"');
        if (mapTiles) body = body.replace('id="storefront-config">{', `id="storefront-config">{"mapTiles":${JSON.stringify(mapTiles)},`);
        if (mapTiles) expect(body).toContain('"mapTiles"');
        expect(body).toContain('tracker.example');
        await route.fulfill({ response, body });
      },
    );
  await planted();
  await page.goto('/pickup-points.php');
  await expect(page.locator(MAP)).toHaveAttribute('data-widget-state', 'mounted');
  await page.evaluate((sel) => (document.querySelector(sel) as any).storefrontMap.painted(), MAP);
  await expect(page.locator(`${MAP} .sf-map__item`).first()).toBeAttached();
  expect(hosts).toEqual([]);
  await expect(page.locator(`${MAP} .leaflet-tile`)).toHaveCount(0);
  expect(warnings.some((w) => /tracker\.example.*neither on this shop's origin nor the page configuration's mapTiles/.test(w))).toBe(true);

  // The theme's configuration in <head> names the tile host: its tiles load, the planted one still gets nothing.
  await page.unrouteAll({ behavior: 'wait' });
  await page.route(
    (url) => url.hostname.endsWith('.example'),
    (route) => {
      hosts.push(new URL(route.request().url()).hostname);
      return route.fulfill({ contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"/>' });
    },
  );
  await planted('https://tiles.example/{z}/{x}/{y}.svg');
  await page.goto('/pickup-points.php');
  await expect(page.locator(`${MAP} .leaflet-tile`).first()).toBeAttached();
  await expect.poll(() => hosts.includes('tiles.example')).toBe(true);
  expect(hosts.filter((h) => h !== 'tiles.example')).toEqual([]);
});
