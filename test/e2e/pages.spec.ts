import { expect, test } from '@playwright/test';
import {
  ALL_PAGES,
  serveWithCsp,
  STRICT_CSP,
  TRUSTED_TYPES_CSP,
  batchKeys,
  batchRequests,
  cspViolations,
  expectNoAxeViolations,
  resizeTo,
  trackCspViolations,
  trackPageErrors,
  waitForWidgets,
} from './helpers';

/** One width inside each view (spec §9 "Views"; breakpoints 757 / 979 / 1200 px). */
const VIEW_WIDTHS = [390, 800, 1000, 1280];

test.describe('every fixture page', () => {
  // One page load per page: loaded at one view's width (the first width turns with the page, so every view is a
  // load width for a quarter of the pages), then resized through the other three views, axe at each.
  for (const [i, path] of ALL_PAGES.entries()) {
    const widths = [...VIEW_WIDTHS.slice(i % 4), ...VIEW_WIDTHS.slice(0, i % 4)];
    test(`${path}: loaded at ${widths[0]} px under the strict CSP, one batch request, axe-clean at views 1-4, no errors`, async ({ page }) => {
      test.setTimeout(60_000); // one load and four axe scans
      const errors = trackPageErrors(page);
      // Served the way a theme with a strict policy serves it; Trusted Types measured beside it, report-only.
      await serveWithCsp(page, STRICT_CSP, undefined, { reportOnly: TRUSTED_TYPES_CSP });
      await trackCspViolations(page);
      const consoleErrors: string[] = [];
      page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
      const requests = batchRequests(page);
      await page.setViewportSize({ width: widths[0], height: 900 });
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await waitForWidgets(page);
      await expectNoAxeViolations(page, `${path} loaded at ${widths[0]} px`);
      for (const width of widths.slice(1)) {
        await resizeTo(page, width);
        await expectNoAxeViolations(page, `${path} resized to ${width} px`);
      }
      // The loader's promise: exactly one batch request per page view, whatever mounts later.
      expect(requests).toHaveLength(1);
      expect(batchKeys(requests[0])).toEqual(expect.arrayContaining(['Basket', 'Snippets', 'ToplayersAndWidgets']));
      expect(requests[0].headers()['content-type']).toBe('application/x-www-form-urlencoded');
      const violations = await cspViolations(page);
      expect(
        violations.filter((v) => v.disposition === 'enforce'),
        'violations of the strict CSP',
      ).toEqual([]);
      const trustedTypes = violations.filter((v) => v.disposition === 'report');
      // Measured, not enforced (docs/theme-guide.md, "Content Security Policy"): only Leaflet's own innerHTML (its zoom buttons, attribution and SVG
      // check) misses the policy, on the map pages; everything of the bundle's (the map's worker too) goes through the
      // "storefront" policy.
      expect(
        trustedTypes.filter((v) => !(/\/storefront\/map-[\w-]+\.js:/.test(v.source) && v.sample.startsWith('Element innerHTML|'))),
        "Trusted Types misses other than Leaflet's innerHTML",
      ).toEqual([]);
      test.info().annotations.push({
        type: 'trusted-types',
        description: `${path}: ${trustedTypes.length} ${trustedTypes.map((v) => `${v.directive} ${v.source} ${v.sample}`).join(' | ')}`,
      });
      expect(errors).toEqual([]);
      expect(consoleErrors.filter((m) => !m.includes('[Report Only]'))).toEqual([]);
    });
  }

  test('work without JavaScript: the search form and the basket link still go somewhere', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await page.fill('#menu_search input[name="text"]', 'kurtka');
    await page.press('#menu_search input[name="text"]', 'Enter');
    await page.waitForURL(/\/search\.php\?text=kurtka/);
    await page.click('#menu_basket .top_basket__sub');
    await page.waitForURL(/\/basketedit\.php/);
    await context.close();
  });
});
