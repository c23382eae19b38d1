/**
 * Clicks before a widget has loaded (spec §4 "Logout", "Shopping lists"): a widget whose job happens on a link's
 * click does it whatever the moment of the click. The widget's chunk is held by the test; the shopper clicks at
 * once after DOMContentLoaded; the loader holds the click, and the step runs when the chunk arrives.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { cue, trackPageErrors, waitForWidgets } from './helpers';

/** The chunk holding a widget's code: dist/core-<hash>.js for a core widget (manifest "core": true), else dist/<name>-<hash>.js. */
function chunkOf(name: string): RegExp {
  const { core } = JSON.parse(readFileSync(`widgets/${name}/manifest.json`, 'utf8')) as { core?: boolean };
  return new RegExp(`/storefront/${core ? 'core' : name}-[\\w-]+\\.js$`);
}

/** Holds the chunk holding the widget's code until the test releases it. */
async function holdChunk(page: Page, name: string) {
  const chunk = cue();
  let requested = false;
  await page.route(chunkOf(name), async (route) => {
    requested = true;
    await chunk.released;
    await route.continue();
  });
  return { release: chunk.release, requested: () => requested };
}

test('logout clicked before its code arrived: the expchck entries are still cleared before the page is left', async ({ page }) => {
  const errors = trackPageErrors(page);
  await page.goto('/login.php');
  await page.request.post('/login.php', { form: { login: 'jan.kowalski', password: 'Haslo123' } });
  await page.goto('/');
  await waitForWidgets(page);
  await page.evaluate(() => {
    for (const key of ['expchck', 'expchck_basket', 'other']) sessionStorage.setItem(key, '1');
  });

  const chunk = await holdChunk(page, 'logout');
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const link = page.locator('.logout_link');
  await link.click({ noWaitAfter: true });
  // Held: the link is busy, the page has not been left, and the chunk was asked for at once.
  await expect(link).toHaveAttribute('aria-busy', 'true');
  expect(chunk.requested()).toBe(true);
  expect(await page.evaluate(() => Object.keys(sessionStorage).sort())).toEqual(['expchck', 'expchck_basket', 'other']);

  chunk.release();
  await page.waitForURL((url) => url.pathname === '/' && !url.search);
  await expect(page.locator('.logout_link')).toHaveCount(0); // signed out: the server's logout ran
  expect(await page.evaluate(() => Object.keys(sessionStorage).sort())).toEqual(['other']);
  expect(errors).toEqual([]);
});

test('the empty shopping list clicked before its code arrived: the default list is created first, then the link followed', async ({ page }) => {
  const errors = trackPageErrors(page);
  const order: string[] = [];
  await page.route('**/graphql/v1/?query=createShoppingList', async (route) => {
    order.push('create');
    await route.continue();
  });
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame() && f.url().includes('/shoppinglist.php')) order.push('navigated');
  });
  const chunk = await holdChunk(page, 'shopping_list');
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const link = page.locator('.shopping_list_top a.slt_link');
  await expect(link).toHaveClass(/--empty/);
  await link.click({ noWaitAfter: true });
  await expect(link).toHaveAttribute('aria-busy', 'true');
  expect(order).toEqual([]);

  chunk.release();
  await page.waitForURL('**/shoppinglist.php');
  expect(order).toEqual(['create', 'navigated']);
  await expect(page.locator('.shopping_lists__list li')).toHaveText(['Lista zakupowa']);
  expect(errors).toEqual([]);
});

test('a chunk that never arrives holds the click for at most 3 s, then the link is followed anyway', async ({ page }) => {
  await page.clock.install();
  await page.route(chunkOf('shopping_list'), () => {}); // never answered
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const link = page.locator('.shopping_list_top a.slt_link');
  await link.click({ noWaitAfter: true });
  await expect(link).toHaveAttribute('aria-busy', 'true');
  await page.clock.runFor(2900);
  expect(page.url()).not.toContain('shoppinglist.php');
  await page.clock.runFor(200);
  await page.waitForURL('**/shoppinglist.php');
});

test("the banner's close link clicked before its code arrived: held, then the banner closes; its empty href never reloads the page", async ({ page }) => {
  const errors = trackPageErrors(page);
  const documents: string[] = [];
  page.on('request', (r) => r.resourceType() === 'document' && documents.push(r.url()));
  const chunk = await holdChunk(page, 'banner');
  await page.goto('/promotions.php', { waitUntil: 'domcontentloaded' });
  await page.evaluate(() => ((window as unknown as { __kept: boolean }).__kept = true));
  const banner = page.locator('#rabateCode');
  await expect(banner).toHaveAttribute('data-widget-state', 'mounting');
  const close = page.locator('#rabateCode .rabateCode__close');
  await close.click({ noWaitAfter: true });
  await expect(close).toHaveAttribute('aria-busy', 'true');
  chunk.release();
  await expect(banner).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __kept?: boolean }).__kept)).toBe(true);
  expect(documents).toHaveLength(1);
  expect(errors).toEqual([]);
});
