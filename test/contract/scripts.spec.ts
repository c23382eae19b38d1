/**
 * Platform contract, scripts by name on a real-shaped page: the platform's main script is
 * `/gfx/{lang}/shop.js…`; scripts by name come from its directory and are placed relative to it.
 */
import { test, expect } from '@playwright/test';
import { trackPageErrors, waitForWidgets } from '../e2e/helpers';

test('scripts by name load from the directory of the platform shop.js and are placed around it (cs)', async ({ page }) => {
  const errors = trackPageErrors(page);
  const served: string[] = [];
  await page.route('**/gfx/cze/*.js*', (route) => {
    served.push(new URL(route.request().url()).pathname);
    return route.fulfill({ contentType: 'text/javascript', body: 'window.gfxLoaded = (window.gfxLoaded || []).concat(document.currentScript.src);' });
  });
  await page.goto('/cs/');
  await waitForWidgets(page);
  const placed = await page.evaluate(async () => {
    // The platform's main script, as real pages include it (before the storefront's scripts run).
    const shop = document.createElement('script');
    shop.src = '/gfx/cze/shop.js.gzip?r=1733230000';
    await new Promise((resolve) => {
      shop.onload = resolve;
      document.body.append(shop);
    });
    const api = (window as any).storefront;
    const after = await api.loadScript('slider', 'after_shop_js');
    const before = await api.loadScript('menu', 'before_shop_js');
    return {
      after: after.previousElementSibling === shop,
      before: before.nextElementSibling === shop,
      src: [after.getAttribute('src'), before.getAttribute('src')],
    };
  });
  expect(placed).toEqual({ after: true, before: true, src: [new URL('/gfx/cze/slider.js', page.url()).href, new URL('/gfx/cze/menu.js', page.url()).href] });
  expect(served).toEqual(['/gfx/cze/shop.js.gzip', '/gfx/cze/slider.js', '/gfx/cze/menu.js']);
  expect(errors).toEqual([]);
});
