/**
 * banner: the Standard template's #rabateCode / #freeShipping banners. Closing one sets its 1-day cookie (value true,
 * path /), removes it and drops <html>'s --rabateCode / --freeShipping; the close link's empty href never reloads the
 * page. Banners on the order process. Spec §2 "Bars and banners", §4 "Dismissals", §9 "Cookies".
 */
import { expect, test, type Page } from '@playwright/test';
import { paintRecord, watchFirstPaint } from './paint-record';
import { trackPageErrors, waitForWidgets } from './helpers';

const PAGE = '/promotions.php';
const DAY_S = 86_400;

/** Counts the page's navigations from now on (a reload would be one). */
function countNavigations(page: Page): () => number {
  let count = 0;
  page.on('framenavigated', (frame) => frame === page.mainFrame() && count++);
  return () => count;
}

test.describe('banners', () => {
  for (const width of [390, 1280]) {
    test(`at ${width} px closing the discount-code banner sets rabateCode_clicked=true for 1 day on path /, removes it, drops html.--rabateCode and never reloads`, async ({
      page,
      context,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const errors = trackPageErrors(page);
      await page.goto(PAGE);
      await waitForWidgets(page);
      // The server renders the classes while the banners show; the theme's CSS shows them by it.
      await expect(page.locator('html')).toHaveClass(/(^| )--rabateCode( |$)/);
      await expect(page.locator('html')).toHaveClass(/(^| )--freeShipping( |$)/);
      await expect(page.locator('#rabateCode')).toBeVisible();
      // A mark on the page's window: a reload would lose it.
      await page.evaluate(() => ((window as any).__stillHere = true));
      const navigations = countNavigations(page);
      const documents: string[] = [];
      page.on('request', (r) => r.resourceType() === 'document' && documents.push(r.url()));
      const before = Date.now() / 1000;
      await page.getByRole('button', { name: 'Zamknij baner: Kod rabatowy' }).click();
      await expect(page.locator('#rabateCode')).toHaveCount(0);
      await expect(page.locator('#freeShipping')).toBeVisible();
      await expect(page.locator('html')).not.toHaveClass(/--rabateCode/);
      await expect(page.locator('html')).toHaveClass(/--freeShipping/);
      const cookies = await context.cookies();
      const cookie = cookies.find((c) => c.name === 'rabateCode_clicked');
      expect(cookie?.value).toBe('true');
      expect(cookie!.path).toBe('/');
      expect(cookie!.expires).toBeGreaterThan(before + DAY_S - 120);
      expect(cookie!.expires).toBeLessThan(Date.now() / 1000 + DAY_S + 120);
      expect(cookies.find((c) => c.name === 'freeeshipping_clicked')).toBeUndefined();
      await expect(page.getByText('Baner zamknięty')).toBeAttached();
      // No navigation happened: same window, no document requested, the address unchanged.
      expect(await page.evaluate(() => (window as any).__stillHere)).toBe(true);
      expect(navigations()).toBe(0);
      expect(documents).toEqual([]);
      expect(new URL(page.url()).pathname).toBe(PAGE);
      expect(errors).toEqual([]);
    });
  }

  test('closing the free-shipping banner (keyboard, Space) sets freeeshipping_clicked; while a cookie exists its banner is gone before paint', async ({
    page,
    context,
  }) => {
    await page.goto(PAGE);
    await waitForWidgets(page);
    const navigations = countNavigations(page);
    const close = page.getByRole('button', { name: 'Zamknij baner: Darmowa dostawa' });
    await close.focus();
    await page.keyboard.press('Space');
    await expect(page.locator('#freeShipping')).toHaveCount(0);
    await expect(page.locator('html')).not.toHaveClass(/--freeShipping/);
    expect(navigations()).toBe(0);
    const cookie = (await context.cookies()).find((c) => c.name === 'freeeshipping_clicked');
    expect(cookie?.value).toBe('true');
    expect(cookie?.path).toBe('/');
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(DAY_S - 120);
    expect(cookie!.expires - Date.now() / 1000).toBeLessThan(DAY_S + 120);

    await watchFirstPaint(page, ['freeShipping', 'rabateCode']);
    await page.reload();
    const record = await paintRecord(page);
    expect(record.dcl).toEqual(['rabateCode']);
    expect(record.frames.every((ids) => !ids.includes('freeShipping'))).toBe(true);
    await waitForWidgets(page);
    await expect(page.locator('#rabateCode')).toBeVisible();
    await expect(page.locator('html')).not.toHaveClass(/--freeShipping/);

    // the cookie expires: the banner is back
    await context.clearCookies({ name: 'freeeshipping_clicked' });
    await page.reload();
    await waitForWidgets(page);
    await expect(page.locator('#freeShipping')).toBeVisible();
  });

  test("a page from the platform's HTML cache: a dismissed banner's <html> class goes before the first paint (head guard) or when the widget mounts (no guard)", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'freeeshipping_clicked', value: 'true', url: baseURL! }]);
    // The cached copy carries both classes whatever the cookie (one copy for every visitor).
    const served = await (await page.request.get(`${PAGE}?cache_html=1`)).text();
    expect(served).toMatch(/<html[^>]*class="[^"]*--freeShipping/);
    // With the inline head guard: the class is gone before anything is painted (the loader held until then).
    await page.addInitScript(() => {
      const w = window as unknown as { __classAtFirstFrame?: string };
      requestAnimationFrame(() => (w.__classAtFirstFrame ??= document.documentElement.className));
    });
    await watchFirstPaint(page, ['freeShipping', 'rabateCode']);
    await page.goto(`${PAGE}?cache_html=1`);
    const record = await paintRecord(page);
    expect(record.frames.every((ids) => !ids.includes('freeShipping'))).toBe(true);
    const first = await page.evaluate(() => (window as unknown as { __classAtFirstFrame?: string }).__classAtFirstFrame);
    expect(first).toContain('--rabateCode');
    expect(first).not.toContain('--freeShipping');
    await waitForWidgets(page);
    await expect(page.locator('#freeShipping')).toHaveCount(0);
    await expect(page.locator('#rabateCode')).toBeVisible();
    await expect(page.locator('html')).not.toHaveClass(/--freeShipping/);
    await expect(page.locator('html')).toHaveClass(/--rabateCode/);

    // A theme without the head guard: the widget drops it when it mounts.
    const fresh = await context.newPage();
    await fresh.route(
      (url) => url.pathname === PAGE,
      async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace(
          /<script[^>]*>\(\(\)=>\{const e=\[\];try\{const t=JSON\.parse\(localStorage\.closedBars[\s\S]*?<\/script>/,
          '',
        );
        expect(body).not.toContain('closedBars');
        await route.fulfill({ response, body });
      },
    );
    await fresh.goto(`${PAGE}?cache_html=1`);
    await waitForWidgets(fresh);
    await expect(fresh.locator('#freeShipping')).toHaveCount(0);
    await expect(fresh.locator('html')).not.toHaveClass(/--freeShipping/);
    await expect(fresh.locator('html')).toHaveClass(/--rabateCode/);
    // The order process keeps its promotions and classes.
    await page.goto(`${PAGE}?cache_html=1&order_process=1`);
    await waitForWidgets(page);
    await expect(page.locator('html')).toHaveClass(/--freeShipping/);
    await expect(page.locator('#freeShipping')).toBeAttached();
  });

  test('a banner cookie set by the server side (or another page) removes the banner; not on the order process', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'rabateCode_clicked', value: 'true', url: baseURL! }]);
    await page.goto(PAGE);
    await waitForWidgets(page);
    await expect(page.locator('#rabateCode')).toHaveCount(0);
    await expect(page.locator('html')).not.toHaveClass(/--rabateCode/);
    // On the order process the widget does not run: the close link stays a plain link.
    await page.goto(`${PAGE}?order_process=1`);
    await waitForWidgets(page);
    await expect(page.locator('#rabateCode')).toBeAttached();
    await expect(page.locator('#rabateCode')).toHaveAttribute('data-widget-state', 'skipped');
    await expect(page.locator('#freeShipping .freeShipping__close')).not.toHaveAttribute('role', 'button');
  });

  test("another theme's banner markup works through data-parts (the former fixture markup: a hidden close button)", async ({ page, context }) => {
    await page.route(
      (url) => url.pathname === PAGE,
      async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace(
          /<div id="rabateCode"[\s\S]*?<\/a>\s*<\/div>/,
          `<section id="rabateCode" class="promo_banner" data-widget="banner" data-parts='{"close": ".banner__close"}' aria-labelledby="rc_title"><h2 class="promo_banner__title" id="rc_title">Kod</h2><button type="button" class="banner__close" aria-label="Zamknij baner: Kod" hidden>×</button></section>`,
        );
        expect(body).toContain('rc_title');
        await route.fulfill({ response, body });
      },
    );
    await page.goto(PAGE);
    await waitForWidgets(page);
    await page.getByRole('button', { name: 'Zamknij baner: Kod' }).click();
    await expect(page.locator('#rabateCode')).toHaveCount(0);
    expect((await context.cookies()).find((c) => c.name === 'rabateCode_clicked')?.value).toBe('true');
  });
});
