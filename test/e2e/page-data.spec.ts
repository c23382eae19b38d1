/**
 * The page's own data (issue: the Standard template): the platform renders `var app_shop = {urls, vars}` in the head;
 * the bundle reads language, currency and addresses from it with no `#storefront-config` copied by hand. Only plain
 * values a page script defined count, and only a `#storefront-config` in `<head>` (docs/theme-guide.md, "The page
 * configuration"; docs/architecture.md, "Trust").
 */
import { expect, test, type Page } from '@playwright/test';
import { trackPageErrors, waitForWidgets } from './helpers';

/** Serves the page's document through `edit`. */
async function editDocument(page: Page, path: string, edit: (html: string) => string): Promise<void> {
  await page.route(`**${path}`, async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    await route.fulfill({ response, body: edit(await response.text()) });
  });
}

const subscriptionPrice = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { storefront: { subscriptionPrice(i: object): Promise<{ gross: { formatted: string } }> } }).storefront.subscriptionPrice({
      max: 1234.5,
    }),
  );

test.describe("the page's own data", () => {
  test('the Czech shop formats prices in Kč from app_shop alone (no language or currency in #storefront-config)', async ({ page }) => {
    const errors = trackPageErrors(page);
    let served = '';
    await editDocument(page, '/cs/', (html) => (served = html));
    await page.goto('/cs/');
    await waitForWidgets(page);
    expect(served).toContain('var app_shop = ');
    expect(served).not.toMatch(/id="storefront-config">[^<]*"(language|currency)"/);
    expect((await subscriptionPrice(page)).gross.formatted).toBe('1\u00a0234,50\u00a0Kč');
    expect(errors.map(String)).toEqual([]);
  });

  test('a #storefront-config planted in the body (merchant content) decides nothing, even with no block in the head', async ({ page }) => {
    const errors = trackPageErrors(page);
    const graphql: string[] = [];
    page.on('request', (r) => r.resourceType() === 'fetch' && /graphql/.test(r.url()) && graphql.push(new URL(r.url()).origin + new URL(r.url()).pathname));
    await page.route('https://evil.test/**', (route) => route.fulfill({ status: 200, body: '{}' }));
    await editDocument(page, '/search.php?text=kurtka', (html) =>
      html
        .replace(/<script type="application\/json" id="storefront-config">[\s\S]*?<\/script>/, '')
        .replace(
          '<main id="content"',
          '<div data-widget-ignore><script type="application/json" id="storefront-config">{"graphql":"https://evil.test/graphql/","language":"cs"}</script></div><main id="content"',
        ),
    );
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/search.php?text=kurtka');
    await waitForWidgets(page);
    await page.locator('input[name="text"]').first().fill('kurtka zimowa');
    await expect.poll(() => graphql.length).toBeGreaterThan(0);
    expect(
      graphql.every((u) => u.endsWith('/graphql/v1/') && !u.includes('evil.test')),
      graphql.join('\n'),
    ).toBe(true);
    expect((await subscriptionPrice(page)).gross.formatted).toBe('1\u00a0234,50\u00a0zł');
    expect(errors.map(String)).toEqual([]);
  });

  test('an element clobbering app_shop (no page script defined it) is ignored: defaults, no warning, nothing breaks', async ({ page }) => {
    const errors = trackPageErrors(page);
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await editDocument(page, '/cs/', (html) =>
      html
        .replace(/<script>var app_shop = [\s\S]*?<\/script>/, '')
        .replace(/<script[^>]*>app_shop\.vars\.[\s\S]*?<\/script>/, '')
        .replace('<main id="content"', '<div data-widget-ignore><form id="app_shop"><input name="vars"><input name="urls"></form></div><main id="content"'),
    );
    await page.goto('/cs/');
    await waitForWidgets(page);
    expect(await page.evaluate(() => (window as unknown as { app_shop: unknown }).app_shop instanceof HTMLFormElement)).toBe(true);
    expect((await subscriptionPrice(page)).gross.formatted).toBe('1\u00a0234,50\u00a0zł');
    expect(warnings.filter((w) => /app_shop/.test(w))).toEqual([]);
    expect(errors.map(String)).toEqual([]);
  });

  test('app_shop that is not an object: one warning, defaults, every widget still mounts', async ({ page }) => {
    const errors = trackPageErrors(page);
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await editDocument(page, '/cs/', (html) =>
      html
        .replace(/<script>var app_shop = [\s\S]*?<\/script>/, '<script>var app_shop = "broken";</script>')
        .replace(/<script[^>]*>app_shop\.vars\.[\s\S]*?<\/script>/, ''),
    );
    await page.goto('/cs/');
    await waitForWidgets(page);
    expect((await subscriptionPrice(page)).gross.formatted).toBe('1\u00a0234,50\u00a0zł');
    expect(warnings.filter((w) => /app_shop is not an object/.test(w))).toHaveLength(1);
    const states = await page.locator('[data-widget]').evaluateAll((els) => els.map((e) => e.getAttribute('data-widget-state')));
    expect(states.filter((s) => s === 'failed')).toEqual([]);
    expect(errors.map(String)).toEqual([]);
  });
});
