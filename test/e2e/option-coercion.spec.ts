// A widget whose schema says v.number() and v.boolean() reads data-quantity="2" and data-compact (the attribute alone)
// as 2 and true in the browser, through the real loader and storefront.register (src/define-widget.ts coerceOptions); "two" skips its marker
// with one warning naming the attribute, and the other markers mount.
import { expect, test } from '@playwright/test';
import { build } from 'esbuild';
import { trackPageErrors, waitForWidgets } from './helpers';

/** A widget with a valibot schema, registered with storefront.register (bundled here, as a shop's script would be). */
const WIDGET = `
import * as v from 'valibot';
(window as any).storefront.register({
  name: 'quantity_probe',
  schema: v.object({ quantity: v.pipe(v.number(), v.integer()), compact: v.optional(v.boolean(), false) }),
  mount(el: HTMLElement, { config }: { config: unknown }) {
    el.textContent = JSON.stringify(config);
  },
});
`;

test('v.number() and v.boolean() options take markup strings; a string spelling no number is named and skipped', async ({ page }) => {
  const errors = trackPageErrors(page);
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && m.text().startsWith('storefront: widget "quantity_probe"') && warnings.push(m.text()));
  const bundle = (
    await build({ stdin: { contents: WIDGET, loader: 'ts', resolveDir: process.cwd() }, bundle: true, write: false, format: 'iife', logLevel: 'silent' })
  ).outputFiles[0].text;
  await page.goto('/');
  await waitForWidgets(page);
  await page.evaluate(() => {
    const main = document.querySelector('main')!;
    main.insertAdjacentHTML(
      'beforeend',
      '<div id="q2" data-widget="quantity_probe" data-quantity="2" data-compact></div>' +
        '<div id="q-two" data-widget="quantity_probe" data-quantity="two"></div>' +
        `<div id="q-json" data-widget="quantity_probe" data-config='{"quantity": "3", "compact": "false"}'></div>`,
    );
  });
  await page.addScriptTag({ content: bundle });
  await expect(page.locator('#q2')).toHaveAttribute('data-widget-state', 'mounted');
  await expect(page.locator('#q2')).toHaveText('{"quantity":2,"compact":true}');
  await expect(page.locator('#q-json')).toHaveText('{"quantity":3,"compact":false}');
  await expect(page.locator('#q-two')).toHaveAttribute('data-widget-state', 'skipped');
  await expect(page.locator('#q-two')).toHaveText('');
  await expect.poll(() => warnings).toHaveLength(1);
  expect(warnings[0]).toContain(
    'storefront: widget "quantity_probe": data-quantity is invalid (Invalid type: Expected number but received "two"); the widget is skipped.',
  );
  expect(errors).toEqual([]);
});
