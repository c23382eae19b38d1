import { expect, test } from '@playwright/test';
import { ALL_PAGES, expectNoAxeViolations, trackPageErrors, waitForWidgets } from './helpers';

/** One width inside each view (spec §9 "Views"; breakpoints 757 / 979 / 1200 px). */
const VIEW_WIDTHS = [390, 800, 1000, 1280];

test.describe('every fixture page', () => {
  // One test per page and view width: one load and one axe scan each, so none comes near its timeout.
  for (const path of ALL_PAGES) {
    for (const width of VIEW_WIDTHS) {
      test(`passes axe at ${width} px and logs no errors: ${path}`, async ({ page }) => {
        const errors = trackPageErrors(page);
        const consoleErrors: string[] = [];
        page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
        await page.setViewportSize({ width, height: 900 });
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await waitForWidgets(page);
        await expectNoAxeViolations(page, `${path} at ${width} px`);
        expect(errors).toEqual([]);
        expect(consoleErrors).toEqual([]);
      });
    }
  }

  test('work without JavaScript: the search form and the basket link still go somewhere', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await page.fill('#menu_search input[name="text"]', 'kurtka');
    await page.press('#menu_search input[name="text"]', 'Enter');
    await page.waitForURL(/\/search\.php\?text=kurtka/);
    await page.click('#menu_basket .menu_basket__link');
    await page.waitForURL(/\/basketedit\.php/);
    await context.close();
  });
});
