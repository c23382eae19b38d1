/**
 * The bundle's version and its failures, for a shop's own scripts (docs/api.md): `storefront.version`, the loader's
 * banner and the error log's reports carry the version; `storefront:error` is dispatched for every reported failure
 * with the widget, the phase and the error; `window.storefront` is there by `DOMContentLoaded`.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { noPreload, waitForWidgets } from './helpers';

const version: string = JSON.parse(readFileSync('package.json', 'utf8')).version;

/** Records every storefront:error's detail (the error as its message) from the page's start. */
async function recordErrors(page: Page): Promise<() => Promise<{ widget?: string; phase: string; error: string; version: string }[]>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __errors: unknown[] };
    w.__errors = [];
    document.addEventListener('storefront:error', (event) => {
      const { widget, phase, error, version } = (event as CustomEvent).detail;
      w.__errors.push({ widget, phase, error: error instanceof Error ? error.message : String(error), version });
    });
  });
  return () => page.evaluate(() => (window as unknown as { __errors: never[] }).__errors);
}

test('storefront.version, the loader banner and window.storefront by DOMContentLoaded', async ({ page, request }) => {
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { __atDcl: string }).__atDcl = typeof window.storefront?.register;
    }),
  );
  await page.goto('/');
  await waitForWidgets(page);
  expect(await page.evaluate(() => window.storefront!.version)).toBe(version);
  expect(await page.evaluate(() => (window as unknown as { __atDcl: string }).__atDcl)).toBe('function');
  const loader = await (await request.get('/storefront/loader.js')).text();
  expect(loader.startsWith(`/*! storefront ${version} */`)).toBe(true);
});

test("storefront:error: a widget's own report (run), a chunk that did not load (load), and the page's uncaught error (page); each report is sent with the version", async ({
  page,
}) => {
  const errors = await recordErrors(page);
  const sent: string[] = [];
  page.on('request', (r) => r.url().includes('JSerror=') && sent.push(decodeURIComponent(new URL(r.url()).searchParams.get('JSerror')!)));
  // The instalment widget's chunk is missing on the host (an HTTP error: loader/load-check.ts says "did not load").
  await noPreload(page);
  await page.route('**/storefront/instalment-*.js', (route) => (route.request().method() === 'HEAD' ? route.fulfill({ status: 404 }) : route.abort()));
  await page.goto('/instalment-product.php');
  await expect.poll(async () => (await errors()).map((e) => `${e.widget}:${e.phase}`)).toContain('instalment:load');
  // A shop's widget reporting its own failure.
  await page.evaluate(() =>
    window.storefront!.register({
      name: 'shop_probe',
      mount(_el, { reportError }) {
        reportError(new Error('the probe failed'));
      },
    }),
  );
  await page.evaluate(() => {
    const el = document.createElement('div');
    el.setAttribute('data-widget', 'shop_probe');
    document.body.append(el);
  });
  await expect
    .poll(async () => (await errors()).find((e) => e.widget === 'shop_probe'))
    .toEqual({
      widget: 'shop_probe',
      phase: 'run',
      error: 'the probe failed',
      version,
    });
  // An error no widget caught.
  await page.evaluate(() => setTimeout(() => Promise.reject(new Error('uncaught on the page'))));
  await expect
    .poll(async () => (await errors()).find((e) => e.phase === 'page'))
    .toEqual({ widget: undefined, phase: 'page', error: 'uncaught on the page', version });
  await expect
    .poll(() => sent.find((s) => s.includes('the probe failed')))
    .toMatch(new RegExp(`^storefront ${version.replaceAll('.', '\\.')} shop_probe run: Error: the probe failed`));
});
