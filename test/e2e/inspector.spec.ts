/**
 * The inspector (src/inspector/, docs/theme-guide.md "The inspector"): `?storefront-debug` in the page's address, or
 * `storefront.inspect()`, shows over the page every marker with its widget, state, moment, chunk, mount time and
 * notes (missing parts and the selector tried, unknown names, shop content), at 390 and 1280 px, keyboard-usable,
 * axe-clean, under the strict CSP; a page that does not ask never fetches its code.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { STRICT_CSP, cspViolations, expectNoAxeViolations, resizeTo, serveWithCsp, trackCspViolations, trackPageErrors, waitForWidgets } from './helpers';

const version: string = JSON.parse(readFileSync('package.json', 'utf8')).version;

const panel = (page: Page) => page.getByRole('region', { name: /Storefront inspector/ });
/** A marker's row: its header cell names the widget (the button in it). */
const row = (page: Page, widget: string) =>
  panel(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: widget, exact: true }) });

/** The home page's HTML as a theme might get it wrong: the search box without its text input, a marker of no widget. */
const broken = (html: string) =>
  html
    .replace(/<input[^>]*id="menu_search_text"[^>]*>/, '')
    .replace(
      '</main>',
      '<div data-widget="stock_badge" id="no-such"></div><div data-widget-ignore><div data-widget="menu_basket" id="in-content"></div></div></main>',
    );

for (const width of [390, 1280]) {
  test(`?storefront-debug at ${width} px: every marker with its state, moment, chunk and mount time; what is missing and what is unknown`, async ({ page }) => {
    const errors = trackPageErrors(page);
    await resizeTo(page, width);
    await trackCspViolations(page);
    await serveWithCsp(page, STRICT_CSP, (url) => url.pathname === '/', { edit: broken });
    await page.goto('/?storefront-debug');
    await waitForWidgets(page);
    await expect(panel(page)).toBeVisible();
    await expect(panel(page).getByRole('heading', { level: 2 })).toHaveText(`Storefront inspector ${version}`);

    // A core widget mounted at its moment: its chunk is the core's, its mount measured.
    const basket = row(page, 'menu_basket').first();
    await expect(basket.getByRole('cell').nth(0)).toHaveText('mounted');
    await expect(basket.getByRole('cell').nth(1)).toHaveText('idle');
    await expect(basket.getByRole('cell').nth(2)).toHaveText(/^core-[\w-]{6}\.js$/);
    await expect(basket.getByRole('cell').nth(3)).toHaveText(/^\d+\.\d ms/);
    // The search box without its input: skipped, naming the part and the selector tried.
    const search = row(page, 'menu_search');
    await expect(search.getByRole('cell').nth(0)).toHaveText('skipped');
    await expect(search.getByRole('cell').nth(4)).toContainText('the marker needs its text input (input[name="text"])');
    // No widget of that name; a marker in shop content never comes to life.
    await expect(row(page, 'stock_badge').getByRole('cell').nth(4)).toContainText('no widget is named "stock_badge"');
    const ignored = row(page, 'menu_basket').last();
    await expect(ignored.getByRole('cell').nth(0)).toHaveText('ignored');
    await expect(panel(page).getByText(/\d+ markers · .*mounted.*skipped/)).toBeVisible();

    // Outlines over the markers, labelled; the panel stays inside the viewport at this width.
    const outlines = page.locator('[data-storefront-inspector]').locator('.outline');
    await expect(outlines.filter({ hasText: 'menu_search · skipped' })).toHaveCount(1);
    const box = (await panel(page).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width + 0.5);

    // Before axe: axe-core's own scan of a shadow root writes an inline style the strict policy refuses.
    expect(await cspViolations(page)).toEqual([]);
    await expectNoAxeViolations(page, `home with the inspector at ${width} px`);
    expect(errors).toEqual([]);
  });
}

test('keyboard: Tab from the page reaches the inspector; a marker button scrolls to it and marks it; Escape closes; storefront.inspect() opens it again', async ({
  page,
}) => {
  await resizeTo(page, 1280);
  await page.goto('/?storefront-debug');
  await waitForWidgets(page);
  await expect(panel(page)).toBeVisible();
  // The inspector is at the end of <body> when it opens (a toplayer may come after it): Tab from the page's last
  // focusable element before it lands in it.
  await page.evaluate(() => {
    const host = document.querySelector('[data-storefront-inspector]')!;
    const focusable = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]')].filter(
      (e) => e.tabIndex >= 0 && e.checkVisibility() && !(e as HTMLButtonElement).disabled && host.compareDocumentPosition(e) & Node.DOCUMENT_POSITION_PRECEDING,
    );
    focusable.at(-1)!.focus();
  });
  await page.keyboard.press('Tab');
  const focusedInPanel = () => page.evaluate(() => !!document.querySelector('[data-storefront-inspector]')?.shadowRoot?.activeElement);
  expect(await focusedInPanel()).toBe(true);

  // The footer's marker: far below; its button scrolls it into view and marks its outline.
  const footerButton = row(page, 'footer').getByRole('button', { name: 'footer' });
  await footerButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-widget="footer"]')).toBeInViewport();
  await expect(page.locator('[data-storefront-inspector]').locator('.outline.marked')).toHaveText('footer · mounted');

  // Outlines off and on by their toggle.
  const toggle = panel(page).getByRole('button', { name: 'Outlines' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await toggle.press('Enter');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(page.locator('[data-storefront-inspector]').locator('.outline')).toHaveCount(0);

  await page.keyboard.press('Escape');
  await expect(panel(page)).toHaveCount(0);
  await expect(page.locator('[data-storefront-inspector]')).toHaveCount(0);
  await page.evaluate(() => window.storefront!.inspect());
  await expect(panel(page)).toBeVisible();
  await page.evaluate(() => window.storefront!.inspect()); // a second call while shown: still one
  await expect(page.locator('[data-storefront-inspector]')).toHaveCount(1);
});

test('live: a marker added later and its state changes show without reopening; a page that does not ask never fetches the inspector', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
  await page.goto('/');
  await waitForWidgets(page);
  const inspectorCode = () => scripts.filter((s) => /\/storefront\/inspector-[\w-]+\.js$/.test(s));
  expect(inspectorCode()).toEqual([]);
  await page.evaluate(() => window.storefront!.inspect());
  await expect(panel(page)).toBeVisible();
  expect(inspectorCode()).toHaveLength(1); // its code came when asked
  await page.evaluate(() => {
    const el = document.createElement('div');
    el.setAttribute('data-widget', 'nothing_here');
    document.querySelector('main')!.append(el);
  });
  await expect(row(page, 'nothing_here').getByRole('cell').nth(0)).toHaveText('unknown');
});
