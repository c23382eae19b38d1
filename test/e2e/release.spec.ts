/**
 * The release as a shop installs it (docs/install.md): the zip `npm run release` made is unpacked into a temporary
 * folder and served by a plain static server (node:http, a few lines) at the shop's /storefront/; every other path is
 * the shop's own (the fixture server, proxied). Its pages carry the guide's tags exactly (the release's tags.html:
 * the inline head guard and the pinned loader-<version>.js with its integrity) instead of the fixture's own.
 */
import { expect, test, type Page } from '@playwright/test';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { unzip } from '../../scripts/zip.mjs';
import { trackPageErrors, waitForWidgets } from './helpers';

const version: string = JSON.parse(readFileSync('package.json', 'utf8')).version;
const name = `storefront-${version}`;
const fixturePort = Number(process.env.E2E_PORT || 4173);
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.html': 'text/html', '.txt': 'text/plain' };

interface Shop {
  url: string;
  files: string;
  /** Release files the static server answers 404 for (a partial deploy). */
  missing: Set<string>;
  /** Release files served with other bytes than the release's (a tampered or stale copy). */
  altered: Set<string>;
  close(): Promise<void>;
}

let shop: Shop;

async function startShop(): Promise<Shop> {
  const zipFile = path.join('release', `${name}.zip`);
  if (!existsSync(zipFile)) throw new Error(`${zipFile} is missing: run \`npm run release\` first`);
  const root = mkdtempSync(path.join(tmpdir(), 'storefront-release-'));
  for (const { name: entry, data } of unzip(readFileSync(zipFile))) {
    mkdirSync(path.dirname(path.join(root, entry)), { recursive: true });
    writeFileSync(path.join(root, entry), data);
  }
  const files = path.join(root, name);
  const tags = readFileSync(path.join(files, 'tags.html'), 'utf8').replace(/^<!--.*-->\n/, '');
  const fixtureGuard = readFileSync('dist/dismissals-head.js', 'utf8')
    .trim()
    .replace(/<\/script/gi, '<\\/script');
  const missing = new Set<string>();
  const altered = new Set<string>();

  /** The fixture's page with its own loader and head guard replaced by the guide's tags. */
  const withGuideTags = (html: string) => {
    const own = [`<script>${fixtureGuard}</script>`, '<script type="module" src="/storefront/loader.js"></script>'];
    for (const tag of own) if (!html.includes(tag)) throw new Error(`the fixture page has no ${tag.slice(0, 60)}…`);
    let out = html.replace(own[0], '').replace(own[1], '');
    // The search form's marker (the guide's table), where the fixture page does not carry it yet.
    if (!/<form id="menu_search"[^>]*data-widget=/.test(out)) out = out.replace('<form id="menu_search"', '<form id="menu_search" data-widget="menu_search"');
    return out.replace('</head>', `${tags}</head>`);
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url!, 'http://x');
    if (url.pathname.startsWith('/storefront/')) {
      // The plain static server: the release's files, nothing else.
      const file = path.basename(url.pathname);
      if (missing.has(file) || !existsSync(path.join(files, file)) || file !== decodeURIComponent(url.pathname.slice(12))) {
        res.writeHead(404).end();
        return;
      }
      const body = Buffer.concat([readFileSync(path.join(files, file)), Buffer.from(altered.has(file) ? '\n// changed\n' : '')]);
      res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' }).end(body);
      return;
    }
    // The shop's own pages and endpoints.
    const headers = { ...req.headers, host: `localhost:${fixturePort}`, 'accept-encoding': 'identity' };
    const upstream = http.request({ host: 'localhost', port: fixturePort, path: req.url, method: req.method, headers }, (answer) => {
      if (!/text\/html/.test(answer.headers['content-type'] ?? '')) {
        res.writeHead(answer.statusCode!, answer.headers);
        answer.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (c: Buffer) => chunks.push(c));
      answer.on('end', () => {
        const body = withGuideTags(Buffer.concat(chunks).toString('utf8'));
        const { 'content-length': _length, etag: _etag, ...rest } = answer.headers;
        res.writeHead(answer.statusCode!, rest).end(body);
      });
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  return {
    url: `http://localhost:${(server.address() as AddressInfo).port}`,
    files,
    missing,
    altered,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
        rmSync(root, { recursive: true, force: true });
      }),
  };
}

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  shop = await startShop();
});
test.afterAll(async () => {
  await shop.close();
});
test.afterEach(() => {
  shop.missing.clear();
  shop.altered.clear();
});

/** The requests a page makes for the bundle's files and for the batch. */
function watch(page: Page) {
  const seen = { files: [] as string[], batches: 0, failed: [] as string[] };
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.pathname.startsWith('/storefront/')) seen.files.push(u.pathname.slice(12));
    if (u.pathname === '/ajax/get.php' && r.method() === 'POST') seen.batches++;
  });
  page.on('response', (r) => r.url().includes('/storefront/') && r.status() !== 200 && seen.failed.push(`${r.status()} ${r.url()}`));
  return seen;
}

for (const width of [390, 1280]) {
  test(`the unpacked release, installed by the guide's tags, brings the home page to life at ${width} px: every marker mounts, one batch`, async ({ page }) => {
    const errors = trackPageErrors(page);
    const consoleErrors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
    const seen = watch(page);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${shop.url}/`);
    await waitForWidgets(page);
    // The pinned loader, never the unpinned name; every file the page asked for came from the release.
    expect(seen.files[0]).toBe(`loader-${version}.js`);
    expect(seen.files).not.toContain('loader.js');
    expect(await page.locator(`script[type=module][src="/storefront/loader-${version}.js"][integrity^="sha384-"]`).count()).toBe(1);
    const states = await page
      .locator('[data-widget]')
      .evaluateAll((els) => els.map((el) => `${el.getAttribute('data-widget')}=${el.getAttribute('data-widget-state')}`));
    expect(states.length).toBeGreaterThan(8);
    expect(states.filter((s) => !/=(mounted|pending)$/.test(s))).toEqual([]);
    expect(seen.batches).toBe(1);
    expect(seen.failed).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('from the unpacked release: search suggestions with the keyboard and the basket preview (1280 px)', async ({ page }) => {
  const errors = trackPageErrors(page);
  const seen = watch(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  // A product in the basket, the way the shop's product form puts it there (through the shop's origin, as a shopper).
  const added = await page.request.post(`${shop.url}/basketchange.php`, {
    headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
    data: 'product=7&quantity=1',
  });
  expect(added.ok()).toBe(true);
  await page.goto(`${shop.url}/`);
  await expect(page.locator('#menu_search')).toHaveAttribute('data-widget-state', 'mounted');
  await page.locator('#menu_search_text').pressSequentially('kurt', { delay: 15 });
  await expect(page.locator('#menu_search .sf-search__panel')).toBeVisible();
  await expect(page.locator('#menu_search [role=option]').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('#menu_search_text')).toHaveAttribute('aria-activedescendant', /.+/);
  await page.keyboard.press('Escape');
  await expect(page.locator('#menu_basket')).toHaveAttribute('data-widget-state', 'mounted');
  await page.locator('#menu_basket .top_basket__sub').hover();
  await expect(page.locator('#menu_basket .menu_basket__panel')).toBeVisible();
  expect(seen.failed).toEqual([]);
  expect(errors).toEqual([]);
});

test('a partial deploy (the core chunk missing): one console error naming the file and the likely cause, not one per widget', async ({ page }) => {
  const manifest = JSON.parse(readFileSync(path.join(shop.files, 'manifest.json'), 'utf8'));
  const core = Object.keys(manifest.files).find((f) => /^core-[\w-]+\.js$/.test(f))!;
  shop.missing.add(core);
  const ours: string[] = [];
  page.on('console', (m) => m.type() === 'error' && m.text().startsWith('storefront:') && ours.push(m.text()));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${shop.url}/`);
  await waitForWidgets(page);
  const failed = page.locator('[data-widget][data-widget-state=failed]');
  // Every core widget on the page fails (the responsive layout, the menu, the footer, the basket, the search, …).
  await expect.poll(() => failed.count()).toBeGreaterThan(5);
  expect(ours).toHaveLength(1);
  expect(ours[0]).toContain(`${core} did not load (a partial deploy?)`);
  // Only the core chunk's widgets fail; the widgets in other chunks are not affected.
  const coreWidgets = readdirSync('widgets').filter(
    (w) => existsSync(`widgets/${w}/manifest.json`) && JSON.parse(readFileSync(`widgets/${w}/manifest.json`, 'utf8')).core,
  );
  const states = await page
    .locator('[data-widget]')
    .evaluateAll((els) => els.map((el) => [el.getAttribute('data-widget')!, el.getAttribute('data-widget-state')!]));
  expect(states.filter(([w, state]) => (state === 'failed') !== coreWidgets.includes(w))).toEqual([]);
});

test('a partial deploy (a widget chunk missing): one error naming it; that widget fails, the others mount', async ({ page }) => {
  const manifest = JSON.parse(readFileSync(path.join(shop.files, 'manifest.json'), 'utf8'));
  const chunk = Object.keys(manifest.files).find((f) => /^instalment-[\w-]{6}\.js$/.test(f))!;
  shop.missing.add(chunk);
  const ours: string[] = [];
  page.on('console', (m) => m.type() === 'error' && m.text().startsWith('storefront:') && ours.push(m.text()));
  await page.goto(`${shop.url}/instalment-product.php`);
  await waitForWidgets(page);
  await expect(page.locator('[data-widget="instalment"]')).toHaveAttribute('data-widget-state', 'failed');
  expect(ours).toEqual([expect.stringContaining(`${chunk} did not load (a partial deploy?)`)]);
  await expect(page.locator('#menu_basket')).toHaveAttribute('data-widget-state', 'mounted');
  expect(await page.locator('[data-widget-state=failed]').count()).toBe(1);
});

test('the pinned loader refuses a copy that is not the release’s (integrity): no widget code runs', async ({ page }) => {
  shop.altered.add(`loader-${version}.js`);
  const consoleErrors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
  const blocked = page.waitForEvent('console', (m) => m.type() === 'error' && /integrity/i.test(m.text()));
  await page.goto(`${shop.url}/`);
  await blocked;
  expect(await page.evaluate(() => 'storefront' in window)).toBe(false);
  expect(await page.locator('[data-widget-state]').count()).toBe(0);
});
