/**
 * `npm run check-pages` (scripts/check-pages.mjs) on saved pages written for it (test/check-pages/: the Standard
 * template's structure, not the fixture's pages): the script is run as QA runs it, in a child process that starts its
 * own servers and its own Chromium, and its exit code, terminal summary and HTML report are read. Each run loads its
 * pages at 390 and 1280 px; it needs the build (dist/), as the browser suite does.
 */
import { expect, test } from '@playwright/test';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const PAGES = 'test/check-pages/pages';

/** Runs the checker with `args` (the report in a fresh folder): its exit code, its output and its report's text. */
function checkPages(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string; report: string }> {
  const report = path.join(mkdtempSync(path.join(tmpdir(), 'check-pages-')), 'report.html');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/check-pages.mjs', ...args, '--report', report], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr, report: existsSync(report) ? readFileSync(report, 'utf8') : '' }));
  });
}

/** The lines of one page's block in the summary (from its OK/FAIL line to the blank line after it). */
function block(stdout: string, file: string): string {
  const start = stdout.search(new RegExp(`^(OK  |FAIL) ${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} `, 'm'));
  expect(start, `no block for ${file} in:\n${stdout}`).toBeGreaterThanOrEqual(0);
  return stdout.slice(start, stdout.indexOf('\n\n', start));
}

// Each run starts a browser of its own and loads every page at two widths: a long cap for a busy machine (a run takes
// a few seconds when the machine is quiet).
test.setTimeout(180_000);

test('a clean saved page: exit 0, every marker mounted at both widths, the bundle served where its loader tag points', async () => {
  const run = await checkPages([`${PAGES}/clean-home.html`]);
  expect(run.code, run.stdout + run.stderr).toBe(0);
  const page = block(run.stdout, `${PAGES}/clean-home.html`);
  // Its loader tag is /files/storefront/loader.js: the markers mount only if the bundle was served there.
  for (const [where, widget] of [
    ['div#container', 'responsive'],
    ['form#menu_search', 'menu_search'],
    ['div#menu_basket', 'menu_basket'],
    ['footer#footer', 'footer'],
    ['span.footer__to_top', 'back_to_top'], // data-hydrate="visible", below the fold: mounted once scrolled to
  ])
    expect(page).toMatch(new RegExp(`^ +${where} +${widget} +mounted +mounted$`, 'm'));
  expect(page).toContain('CLS 0.000 at 390 px, 0.000 at 1280 px');
  expect(page).not.toMatch(/✗|inserted/);
  // Its footer's payment logo is on the shop's CDN: not fetched (the checker is offline), not an error.
  expect(page).toContain('· 1 request outside the checker not made (it is offline): https://static.ogrod-kowalski.example/gfx/pol/payments.svg');
  expect(run.stdout).toContain('every page is clean');
  expect(run.report).toContain('<h1>check-pages: every page is clean (1)</h1>');
});

test('a folder: exit 1, each problem named with its page, marker and width; the clean page still clean; the report escapes the pages', async ({ page }) => {
  const run = await checkPages([PAGES]);
  expect(run.code, run.stdout + run.stderr).toBe(1);
  expect(run.stdout).toContain('check-pages: 3 pages at 390 and 1280 px'); // every .html file of the folder
  expect(run.stdout).toContain('2 of 3 pages failed');
  expect(block(run.stdout, `${PAGES}/clean-home.html`)).not.toContain('✗');

  // Its markers: a missing part, a typo in a widget's name, a shop widget that throws, an option the widget lacks.
  const broken = block(run.stdout, `${PAGES}/broken.html`);
  expect(broken).toMatch(/^FAIL /);
  expect(broken).toMatch(/^ +form#menu_search +menu_search +skipped \(missing part\) +skipped \(missing part\)$/m);
  expect(broken).toMatch(/^ +div#menu_basket +menu_baskte +unknown +unknown$/m);
  expect(broken).toMatch(/^ +p\.delivery_date +delivery_date +failed +failed$/m);
  expect(broken).toMatch(/^ +footer#footer +footer +skipped \(bad option\) +skipped \(bad option\)$/m);
  expect(broken).toContain('✗ missing part: form#menu_search: widget "menu_search" is missing its text input (input[name="text"])');
  expect(broken).toContain('✗ unknown widget: div#menu_basket: no widget is named "menu_baskte"');
  expect(broken).toContain(`✗ failed: p.delivery_date: widget "delivery_date" failed: TypeError: Cannot read properties of undefined (reading 'next')`);
  expect(broken).toContain('✗ skipped: footer#footer: widget "footer" is skipped: data-config → cookie is not an option');
  expect(broken).toContain('· the page has no loader tag: the checker inserted <script type="module" src="/storefront/loader.js"></script> before </head>');
  expect(broken).not.toContain('console error'); // the error log's report is a note, not a second error

  // The theme's own faults: an image without a text, a notice that pushes the page down, a missing file, a script error.
  const promotions = block(run.stdout, `${PAGES}/promotions.html`);
  expect(promotions).toContain('✗ axe: image-alt (critical): Images must have alternative text: .main_banner');
  expect(promotions).toMatch(/^ {2}✗ \[390 px\] layout shift: CLS 0\.\d{3} > 0\.01 \(largest: /m);
  expect(promotions).toMatch(/^ {2}✗ \[1280 px\] layout shift: CLS 0\.\d{3} > 0\.01 \(largest: /m);
  expect(promotions).toContain('✗ console error: Failed to load resource: the server responded with a status of 404 (Not Found) (/assets/promotions.css)');
  expect(promotions).toContain('✗ page error: TypeError: app_shop.fn.initPromoSlider is not a function at /promotions.html:');

  // The report: the page's title and search text (an <img> with an onerror) are text, never markup.
  expect(run.report).toContain('no widget is named &quot;menu_baskte&quot;');
  expect(run.report).toContain('Wyniki wyszukiwania: &lt;img src=x onerror=&quot;window.__pwned=1&quot;&gt;');
  expect(run.report).not.toContain('<img');
  await page.setContent(run.report);
  await expect(page.locator('h2', { hasText: 'FAIL: test/check-pages/pages/broken.html' })).toBeVisible();
  await expect(page.getByText('Wyniki wyszukiwania: <img src=x onerror="window.__pwned=1"> | Ogród i Dom Kowalski', { exact: false })).toBeVisible();
  expect(await page.locator('img').count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
});

test('pages that never settle: "did not settle" within the cap, naming what it waited for; exit 1', async () => {
  const run = await checkPages(['test/check-pages/hanging', '--timeout', '6']);
  expect(run.code, run.stdout + run.stderr).toBe(1);
  // A shop widget whose mount never ends: storefront.ready never resolves.
  const widget = block(run.stdout, 'test/check-pages/hanging/shop-widget.html');
  expect(widget).toMatch(/^ +span\.stock_badge +stock_badge +mounting +mounting$/m);
  expect(widget).toContain('✗ did not settle: within 6 s: storefront.ready did not resolve (still on their way: stock_badge (mounting))');
  // A theme script that polls for ever: the network never goes idle.
  const poll = block(run.stdout, 'test/check-pages/hanging/basket-poll.html');
  expect(poll).toMatch(/✗ did not settle: within 6 s: the network did not go idle \((on their way|requests keep coming, the last): \/graphql\/v1\//);
  expect(run.stdout).toContain('2 of 2 pages failed');
});
