import { expect, test, type Page } from '@playwright/test';
import { build } from 'esbuild';
import { expectNoAxeViolations, trackPageErrors } from './helpers';

let bundle = '';
test.beforeAll(async () => {
  const result = await build({
    entryPoints: ['test/e2e/ui-harness.tsx'],
    bundle: true,
    write: false,
    format: 'esm',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  bundle = result.outputFiles[0].text;
});

async function openHarness(page: Page) {
  await page.route('**/__ui-harness.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!DOCTYPE html><html lang="pl"><head><meta charset="utf-8"><title>UI</title>
<script type="application/json" id="storefront-config">{"language":"pl"}</script>
<style>main > button { min-height: 24px; margin: 4px; }</style></head>
<body><div id="root"></div><script type="module" src="/__ui-harness.js"></script></body></html>`,
    }),
  );
  await page.route('**/__ui-harness.js', (route) => route.fulfill({ contentType: 'text/javascript', body: bundle }));
  await page.goto('/__ui-harness.html');
  await expect(page.locator('h1')).toHaveText('UI primitives');
}

test.describe('UI primitives', () => {
  test('modal: focus moves in and is trapped, Escape closes, focus returns, scroll is locked', async ({ page }) => {
    const errors = trackPageErrors(page);
    await openHarness(page);
    await page.mouse.wheel(0, 400);
    await page.focus('#open-modal');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Okno testowe' });
    await expect(dialog).toBeVisible();
    await expect(page.locator('#modal-field')).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow + getComputedStyle(document.body).overflow)).toContain('hidden');
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
    }
    await expectNoAxeViolations(page, 'modal open');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('#open-modal')).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow + getComputedStyle(document.body).overflow)).not.toContain('hidden');
    expect(errors).toEqual([]);
  });

  test('modal: the close button and the backdrop close it; the DOM modal renders text only', async ({ page }) => {
    await openHarness(page);
    await page.click('#open-modal');
    await page.getByRole('button', { name: 'Zamknij' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.click('#open-modal');
    await page.mouse.click(5, 5);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.click('#open-dom-modal');
    const dialog = page.getByRole('dialog', { name: 'Okno bez Reacta' });
    await expect(dialog).toContainText('<img src=x onerror="window.xss=1">');
    await expect(dialog.locator('img')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('#open-dom-modal')).toBeFocused();
  });

  test('tooltip: opens on hover and focus, 10 px from its trigger, hides 500 ms after leaving and on Escape', async ({ page }) => {
    // The 500 ms hide delay is checked on the page's clock (paused while the test steps it), not against real time.
    await page.clock.install();
    await openHarness(page);
    const trigger = page.locator('#tooltip-trigger');
    await trigger.hover();
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toHaveText('Podpowiedź testowa');
    await expect(trigger).toHaveAttribute('aria-describedby', (await tooltip.getAttribute('id'))!);
    const [t, b] = [await trigger.boundingBox(), await tooltip.boundingBox()];
    expect(Math.round(t!.y - (b!.y + b!.height))).toBe(10);
    await expectNoAxeViolations(page, 'tooltip open');
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 60_000);
    await page.mouse.move(600, 700);
    await page.clock.runFor(499);
    expect(await tooltip.isVisible(), '499 ms after the pointer left').toBe(true);
    await page.clock.runFor(1);
    await page.clock.resume();
    await expect(tooltip).toHaveCount(0);
    await trigger.focus();
    await expect(tooltip).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(tooltip).toHaveCount(0);
  });

  test('dropdown: opens by click, Escape closes and returns focus, outside click closes', async ({ page }) => {
    await openHarness(page);
    await page.click('#dropdown-trigger');
    await expect(page.locator('.harness-panel')).toBeVisible();
    await expect(page.locator('#dropdown-trigger')).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(page.locator('.harness-panel')).toHaveCount(0);
    await expect(page.locator('#dropdown-trigger')).toBeFocused();
    await page.click('#dropdown-trigger');
    await page.mouse.click(700, 600);
    await expect(page.locator('.harness-panel')).toHaveCount(0);
  });

  test('toasts: announced through live regions, hide after 4000 ms with a 500 ms fade, close on click', async ({ page }) => {
    // A controlled clock: the 4000 ms and the fade are the page's own timers, advanced by the test (no real wait).
    await page.clock.install();
    await openHarness(page);
    // From here the page's time moves only when the test says (a paused clock: a busy machine changes nothing).
    await page.clock.pauseAt(Date.now() + 60_000);
    // dispatchEvent: under a paused clock, a real click's wait for a stable element (animation frames) never ends.
    for (const id of ['#toast-info', '#toast-error', '#toast-sr-only']) await page.locator(id).dispatchEvent('click');
    await page.clock.runFor(100); // the announcement delay
    await expect(page.locator('[role="status"]').filter({ hasText: 'Komunikat info' })).toHaveCount(1);
    await expect(page.locator('[role="alert"]').filter({ hasText: 'Komunikat error' })).toHaveCount(1);
    await expect(page.locator('[role="status"]').filter({ hasText: 'Komunikat sr-only' })).toHaveCount(1);
    const visible = page.locator('.sf-toast');
    await expect(visible.filter({ hasText: 'Komunikat info' })).toBeVisible();
    await expect(visible.filter({ hasText: 'Komunikat sr-only' })).toHaveCount(0);
    await visible.filter({ hasText: 'Komunikat error' }).dispatchEvent('click');
    await page.clock.runFor(500); // the fade
    await expect(visible.filter({ hasText: 'Komunikat error' })).toHaveCount(0);
    await page.mouse.move(5, 5);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur()); // a focused toast waits
    // 600 ms of the page's time have passed since the info toast appeared: at 3,900 it is still there…
    await page.clock.runFor(3300);
    await expect(visible.filter({ hasText: 'Komunikat info' })).toBeVisible();
    // …and after its 4000 ms plus the 500 ms fade (with room for the time it was paused under the pointer) it is gone.
    await page.clock.runFor(5000);
    await expect(visible.filter({ hasText: 'Komunikat info' })).toHaveCount(0);
  });

  test('toasts of every type are axe-clean while shown', async ({ page }) => {
    await openHarness(page);
    for (const type of ['info', 'warning', 'error', 'success']) await page.click(`#toast-sticky-${type}`);
    await expect(page.locator('.sf-toast').filter({ hasText: 'Trwały komunikat' })).toHaveCount(4);
    await expectNoAxeViolations(page, 'toasts shown');
  });

  test('loading overlay: covers the page with a centred message, marks the page busy', async ({ page }) => {
    await openHarness(page);
    await page.click('#loading');
    const overlay = page.locator('.sf-loading');
    await expect(overlay).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Wczytywanie strony' })).toHaveCount(1);
    await expect(page.locator('body')).toHaveAttribute('aria-busy', 'true');
    const box = await overlay.boundingBox();
    const viewport = page.viewportSize()!;
    expect(box).toMatchObject({ x: 0, y: 0, width: viewport.width, height: viewport.height });
    const message = await page.locator('.sf-loading__box').boundingBox();
    expect(Math.abs(message!.x + message!.width / 2 - viewport.width / 2)).toBeLessThan(2);
    expect(Math.abs(message!.y + message!.height / 2 - viewport.height / 2)).toBeLessThan(2);
    // The overlay takes the pointer (as it should): the test ends the loading from the page's side.
    await page.locator('#loading-done').dispatchEvent('click');
    await expect(overlay).not.toHaveClass(/sf-loading--on/);
    await expect.poll(() => overlay.evaluate((el) => getComputedStyle(el).opacity)).toBe('0');
    await expect(page.locator('body')).not.toHaveAttribute('aria-busy', 'true');
  });
});
