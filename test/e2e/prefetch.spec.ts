import { expect, test, type Page, type Request } from '@playwright/test';
import { waitForWidgets } from './helpers';

// Islands' code is preloaded on engagement (src/ui/prefetch.ts: module preloads, compiled, not run): nothing of it for a visit that touches nothing,
// everything (nearest islands first) at the first sign of engagement, nothing with Save-Data or on 2G.

/** An island's code: an island chunk (PascalCase), a lazy shell part, React, Floating UI, and the prefetch's own chunk. */
const ISLAND_CODE = /\/storefront\/([A-Z][\w]*|[a-z]+-shell|react|floating|prefetch-links)-[\w-]+\.js$/;

/** Every request for island code, in order (a preload's and an import's alike: the import of a preloaded file asks nothing). */
function islandRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r: Request) => {
    const path = new URL(r.url()).pathname;
    if (ISLAND_CODE.test(path)) seen.push(path.slice('/storefront/'.length));
  });
  return seen;
}

const prefetchLinks = (page: Page) =>
  page
    .locator('head link[rel="modulepreload"]')
    .evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname.replace('/storefront/', '')));

/** The island chunk's position in a list of files ('MiniBasket' → index of MiniBasket-<hash>.js). */
const at = (files: string[], island: string) => files.findIndex((f) => f.startsWith(`${island}-`));

test.describe('island prefetch on engagement', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a visit that does not engage fetches no island code, 15 s after every widget mounted (page clock)', async ({ page }) => {
    const requests = islandRequests(page);
    await page.clock.install();
    await page.goto('/');
    await waitForWidgets(page);
    // 15 s on the page's clock: every timer and idle callback due in that time runs (a timed prefetch would be out).
    await page.clock.runFor(15_000);
    expect(await prefetchLinks(page)).toEqual([]);
    expect(requests).toEqual([]);
    // The page is alive and waiting: the first scroll is what starts the prefetch.
    await page.mouse.wheel(0, 200);
    await expect
      .poll(async () => {
        await page.clock.runFor(100);
        return at(await prefetchLinks(page), 'MiniBasket');
      })
      .toBeGreaterThanOrEqual(0);
  });

  test.describe('nearest first', () => {
    // A low window: the instalment calculator (below the product's buy button) is out of view at the top.
    test.use({ viewport: { width: 1280, height: 500 } });

    test("a scroll near the top: the header's islands before the instalment calculator's", async ({ page }) => {
      const requests = islandRequests(page);
      await page.goto('/instalment-product.php');
      await waitForWidgets(page);
      // The calculator mounts when the page is idle (after ready, maybe): its island is asked for from then on.
      await expect(page.locator('[data-widget="instalment"]')).toHaveAttribute('data-widget-state', 'mounted');
      const below = await page.locator('[data-widget="instalment"]').evaluate((el) => el.getBoundingClientRect().top - innerHeight);
      expect(below, 'the calculator starts below the window').toBeGreaterThan(0);
      await page.mouse.wheel(0, 20);
      await expect.poll(async () => at(await prefetchLinks(page), 'InstalmentModal')).toBeGreaterThanOrEqual(0);
      const links = await prefetchLinks(page);
      expect(at(links, 'MiniBasket'), links.join(' ')).toBeLessThan(at(links, 'InstalmentModal'));
      expect(at(links, 'Search'), links.join(' ')).toBeLessThan(at(links, 'InstalmentModal'));
      // Each file once, nothing the page has already (the core chunk); preloaded, not run: no island is on the page.
      expect(new Set(links).size).toBe(links.length);
      expect(links.filter((f) => /^(core|loader|projector|instalment)-/.test(f))).toEqual([]);
      await expect.poll(() => requests.filter((f) => f.startsWith('InstalmentModal-')).length).toBe(1);
      await expect(page.locator('#menu_basket .menu_basket__island, [role="dialog"]')).toHaveCount(0);
    });

    test("a first scroll to the bottom: the instalment calculator's island before the header's", async ({ page }) => {
      await page.goto('/instalment-product.php');
      await waitForWidgets(page);
      // The calculator mounts when the page is idle (after ready, maybe): its island is asked for from then on.
      await expect(page.locator('[data-widget="instalment"]')).toHaveAttribute('data-widget-state', 'mounted');
      await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
      // One link per idle moment: wait until both header islands are asked for.
      await expect.poll(async () => Math.min(at(await prefetchLinks(page), 'MiniBasket'), at(await prefetchLinks(page), 'Search'))).toBeGreaterThanOrEqual(0);
      const links = await prefetchLinks(page);
      expect(at(links, 'InstalmentModal'), links.join(' ')).toBeLessThan(at(links, 'MiniBasket'));
      expect(at(links, 'InstalmentModal'), links.join(' ')).toBeLessThan(at(links, 'Search'));
    });
  });

  for (const [label, connection] of [
    ['Save-Data', { saveData: true, effectiveType: '4g' }],
    ['a 2G connection', { saveData: false, effectiveType: '2g' }],
  ] as const) {
    test(`with ${label}, engagement fetches nothing ahead; a tap still loads the island`, async ({ page }) => {
      await page.addInitScript((c) => Object.defineProperty(Navigator.prototype, 'connection', { get: () => c, configurable: true }), connection);
      const requests = islandRequests(page);
      await page.goto('/');
      await waitForWidgets(page);
      await page.mouse.wheel(0, 100);
      await page.mouse.move(200, 200);
      await page.keyboard.press('Shift');
      // A widget's own island still comes when the shopper reaches for it: its import is the cue that engagement was seen.
      await page.locator('#menu_basket a').first().hover();
      await expect.poll(() => requests.some((f) => f.startsWith('MiniBasket-'))).toBe(true);
      expect(await prefetchLinks(page)).toEqual([]);
    });
  }
});
