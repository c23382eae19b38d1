/**
 * The release as a shop installs it (docs/install.md): the zip `npm run release` made is unpacked into a temporary
 * folder and served by a plain static server (node:http, a few lines) at the shop's /storefront/; every other path is
 * the shop's own (the fixture server, proxied). Its pages carry the guide's tags exactly (the release's tags.html:
 * the inline head guard, the import map giving every script its integrity and the pinned loader-<version>.js with its
 * integrity) instead of the fixture's own. The static server can leave a file out (a partial deploy) or serve it
 * changed (a stale or edited copy on the host); `/__changed-ran` records what a changed copy would say if it ran.
 */
import { expect, test, type Page } from '@playwright/test';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readZip } from '../../scripts/check-release.mjs';
import { STRICT_CSP, trackCspViolations, cspViolations, trackPageErrors, waitForWidgets } from './helpers';
import { proxyToFixture } from './fixture-proxy';

const version: string = JSON.parse(readFileSync('package.json', 'utf8')).version;
const name = `storefront-${version}`;
const fixturePort = Number(process.env.E2E_PORT || 4173);
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.html': 'text/html', '.txt': 'text/plain' };

interface Shop {
  url: string;
  files: string;
  /** Release files the static server answers 404 for (a partial deploy). */
  missing: Set<string>;
  /** Release files served with other bytes than the release's (a tampered or stale copy): file → its bytes there. */
  changed: Map<string, (bytes: Buffer) => Buffer>;
  /** What changed copies said when they ran (`/__changed-ran?<file>`): nothing, if the browser refused them. */
  ran: string[];
  /** The policy (STRICT_CSP: nonce n0nce123) pages are served under, with the nonce on every script; none: ''. */
  csp: string;
  close(): Promise<void>;
}

/** The same code with one byte changed: its last newline a space (every built file ends with `;\n`). */
const oneByte = (bytes: Buffer) => {
  const out = Buffer.from(bytes);
  if (out[out.length - 1] !== 0x0a) throw new Error('a built file that does not end with a newline');
  out[out.length - 1] = 0x20;
  return out;
};
/** The release's code with a statement put in front that says it ran (a global, a request to the shop). */
const withCode = (file: string) => (bytes: Buffer) =>
  Buffer.concat([Buffer.from(`fetch("/__changed-ran?${file}");self.__changedRan=${JSON.stringify(file)};`), bytes]);

let shop: Shop;

async function startShop(): Promise<Shop> {
  const zipFile = path.join('release', `${name}.zip`);
  if (!existsSync(zipFile)) throw new Error(`${zipFile} is missing: run \`npm run release\` first`);
  const root = mkdtempSync(path.join(tmpdir(), 'storefront-release-'));
  for (const { name: entry, data } of readZip(readFileSync(zipFile))) {
    mkdirSync(path.dirname(path.join(root, entry)), { recursive: true });
    writeFileSync(path.join(root, entry), data);
  }
  const files = path.join(root, name);
  const tags = readFileSync(path.join(files, 'tags.html'), 'utf8').replace(/^<!--.*-->\n/, '');
  const fixtureGuard = readFileSync('dist/dismissals-head.js', 'utf8')
    .trim()
    .replace(/<\/script/gi, '<\\/script');
  const missing = new Set<string>();
  const changed = new Map<string, (bytes: Buffer) => Buffer>();
  const ran: string[] = [];
  const shop = { csp: '' };

  /** The fixture's page with its own loader and head guard replaced by the guide's tags. */
  const withGuideTags = (html: string) => {
    const own = [`<script>${fixtureGuard}</script>`, '<script type="module" src="/storefront/loader.js"></script>'];
    for (const tag of own) if (!html.includes(tag)) throw new Error(`the fixture page has no ${tag.slice(0, 60)}…`);
    let out = html.replace(own[0], '').replace(own[1], '');
    // The search form's marker (the guide's table), where the fixture page does not carry it yet.
    if (!/<form id="menu_search"[^>]*data-widget=/.test(out)) out = out.replace('<form id="menu_search"', '<form id="menu_search" data-widget="menu_search"');
    out = out.replace('</head>', `${tags}</head>`);
    // Under a nonce policy, the theme writes the nonce on every script (JSON data blocks are no scripts).
    return shop.csp ? out.replace(/<script(?=[\s>])(?![^>]*type="application\/(?:ld\+)?json")/g, '<script nonce="n0nce123"') : out;
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
      const bytes = readFileSync(path.join(files, file));
      const body = changed.get(file)?.(bytes) ?? bytes;
      res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' }).end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    if (url.pathname === '/__changed-ran') {
      ran.push(url.search.slice(1));
      res.writeHead(204).end();
      return;
    }
    // The shop's own pages and endpoints.
    proxyToFixture(req, res, fixturePort, withGuideTags, (headers) => (shop.csp ? { ...headers, 'content-security-policy': shop.csp } : headers));
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  return {
    url: `http://localhost:${(server.address() as AddressInfo).port}`,
    files,
    missing,
    changed,
    ran,
    get csp() {
      return shop.csp;
    },
    set csp(policy: string) {
      shop.csp = policy;
    },
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
  shop.changed.clear();
  shop.ran.splice(0);
  shop.csp = '';
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
    // Every file came under the import map's integrity (a chunk whose bytes differ from the map's would be refused).
    const listed = await page.evaluate(() => Object.keys(JSON.parse(document.querySelector('script[type=importmap]')!.textContent!).integrity));
    expect(seen.files.slice(1).filter((f) => !listed.includes(`/storefront/${f}`))).toEqual([]);
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
  shop.changed.set(`loader-${version}.js`, oneByte);
  const consoleErrors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
  const blocked = page.waitForEvent('console', (m) => m.type() === 'error' && /integrity/i.test(m.text()));
  await page.goto(`${shop.url}/`);
  await blocked;
  expect(await page.evaluate(() => 'storefront' in window)).toBe(false);
  expect(await page.locator('[data-widget-state]').count()).toBe(0);
});

/** The files of the release, by the pattern of their names (manifest.json). */
function releaseFile(pattern: RegExp): string {
  const manifest = JSON.parse(readFileSync(path.join(shop.files, 'manifest.json'), 'utf8'));
  const file = Object.keys(manifest.files).find((f) => pattern.test(f));
  if (!file) throw new Error(`no file of the release matches ${pattern}`);
  return file;
}

/** What the page says of failures: the bundle's console errors (`storefront:`) and its reports to the error log. */
function failures(page: Page) {
  const said = { errors: [] as string[], reports: [] as string[] };
  page.on('console', (m) => m.type() === 'error' && m.text().startsWith('storefront:') && said.errors.push(m.text()));
  page.on('request', (r) => r.url().includes('JSerror=') && said.reports.push(new URL(r.url()).searchParams.get('JSerror') ?? ''));
  return said;
}

// A chunk changed on the host under its release name: the import map's integrity refuses it in the browser, so its code
// never runs; the loader tells why (loader/load-check.ts): one error naming the file, once to the error log; the
// widgets of other chunks mount.
for (const [how, change] of [
  ['one byte changed (the same code: only its integrity tells)', () => oneByte],
  ['code put in front that would set a global', withCode],
] as const) {
  test(`a widget chunk changed on the host (${how}) is refused: its code never runs, one error names it, the other widgets mount`, async ({ page }) => {
    const chunk = releaseFile(/^instalment-[\w-]{6}\.js$/);
    shop.changed.set(chunk, change(chunk));
    const said = failures(page);
    await page.goto(`${shop.url}/instalment-product.php`);
    await waitForWidgets(page);
    await expect(page.locator('[data-widget="instalment"]')).toHaveAttribute('data-widget-state', 'failed');
    expect(said.errors).toEqual([expect.stringContaining(`storefront: widget "instalment" failed: Error: ${chunk} failed its integrity check`)]);
    await expect.poll(() => said.reports.length).toBe(1);
    expect(said.reports[0]).toContain(`${chunk} failed its integrity check`);
    await expect(page.locator('#menu_basket')).toHaveAttribute('data-widget-state', 'mounted');
    expect(await page.locator('[data-widget-state=failed]').count()).toBe(1);
    expect(await page.evaluate(() => (window as { __changedRan?: string }).__changedRan)).toBeUndefined();
    expect(shop.ran).toEqual([]);
  });
}

test('a chunk a widget chunk imports statically, changed on the host: the error names that file, once', async ({ page }) => {
  const widgetChunk = releaseFile(/^instalment-[\w-]{6}\.js$/);
  // A shared chunk the instalment chunk imports (not the core: every core widget would fail too).
  const imported = [...readFileSync(path.join(shop.files, widgetChunk), 'utf8').matchAll(/from"\.\/([\w-]+\.js)"/g)].map((m) => m[1]);
  const dependency = imported.find((f) => !f.startsWith('core-'));
  expect(dependency, `the static imports of ${widgetChunk}: ${imported.join(', ')}`).toBeTruthy();
  shop.changed.set(dependency!, withCode(dependency!));
  const said = failures(page);
  await page.goto(`${shop.url}/instalment-product.php`);
  await waitForWidgets(page);
  await expect(page.locator('[data-widget="instalment"]')).toHaveAttribute('data-widget-state', 'failed');
  expect(said.errors).toEqual([expect.stringContaining(`failed: Error: ${dependency} failed its integrity check`)]);
  await expect.poll(() => said.reports.length).toBe(1);
  await expect(page.locator('#menu_basket')).toHaveAttribute('data-widget-state', 'mounted');
  expect(shop.ran).toEqual([]);
});

test('the core chunk changed on the host (one byte): every core widget fails with one error naming it', async ({ page }) => {
  const core = releaseFile(/^core-[\w-]{6}\.js$/);
  shop.changed.set(core, oneByte);
  const said = failures(page);
  await page.goto(`${shop.url}/`);
  await waitForWidgets(page);
  await expect.poll(() => page.locator('[data-widget][data-widget-state=failed]').count()).toBeGreaterThan(5);
  expect(said.errors).toEqual([expect.stringContaining(`${core} failed its integrity check`)]);
  await expect.poll(() => said.reports.length).toBe(1);
});

test.describe('under the strict CSP (nonce on every tag, worker-src self)', () => {
  test('the release works: every marker mounts, the map clusters in its worker (checked by its integrity), no violation', async ({ page }) => {
    shop.csp = STRICT_CSP;
    await trackCspViolations(page);
    const errors = trackPageErrors(page);
    const said = failures(page);
    const workers: string[] = [];
    page.on('worker', (w) => workers.push(w.url()));
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${shop.url}/pickup-points.php`);
    await waitForWidgets(page);
    const map = page.locator('#pickup_map');
    await map.scrollIntoViewIfNeeded();
    await expect(map).toHaveAttribute('data-widget-state', 'mounted');
    await page.evaluate(() => (document.querySelector('#pickup_map') as unknown as { storefrontMap: { ready(): Promise<void> } }).storefrontMap.ready());
    await expect(map.locator('.sf-map__cluster').first()).toBeVisible();
    await expect(map).toHaveAttribute('data-map-clustering', 'worker');
    expect(workers).toEqual([`${shop.url}/storefront/${releaseFile(/^cluster-worker-[\w-]+\.js$/)}`]);
    const states = await page.locator('[data-widget]').evaluateAll((els) => els.map((el) => el.getAttribute('data-widget-state')));
    expect(states.filter((s) => s !== 'mounted')).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
    expect(said.errors).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a chunk changed on the host is refused there too, with one error naming it', async ({ page }) => {
    shop.csp = STRICT_CSP;
    await trackCspViolations(page);
    const chunk = releaseFile(/^instalment-[\w-]{6}\.js$/);
    shop.changed.set(chunk, withCode(chunk));
    const said = failures(page);
    await page.goto(`${shop.url}/instalment-product.php`);
    await waitForWidgets(page);
    await expect(page.locator('[data-widget="instalment"]')).toHaveAttribute('data-widget-state', 'failed');
    expect(said.errors).toEqual([expect.stringContaining(`${chunk} failed its integrity check`)]);
    await expect(page.locator('#menu_basket')).toHaveAttribute('data-widget-state', 'mounted');
    expect(shop.ran).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
  });

  test('an island changed on the host, fetched ahead at the first scroll, never runs: a pinned page prefetches it, and its import is checked', async ({
    page,
  }) => {
    shop.csp = STRICT_CSP;
    await trackCspViolations(page);
    const island = releaseFile(/^MiniBasket-[\w-]+\.js$/);
    shop.changed.set(island, withCode(island));
    const said = failures(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    const added = await page.request.post(`${shop.url}/basketchange.php`, {
      headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
      data: 'product=7&quantity=1',
    });
    expect(added.ok()).toBe(true);
    await page.goto(`${shop.url}/`);
    await waitForWidgets(page);
    // The first scroll fetches the islands ahead (on a pinned page a plain prefetch: src/ui/prefetch-links.ts); the
    // changed file comes.
    const preloaded = page.waitForResponse((r) => r.url().endsWith(`/storefront/${island}`));
    await page.mouse.wheel(0, 100);
    await preloaded;
    await expect(page.locator(`head link[rel="prefetch"][href$="/${island}"]`)).toHaveCount(1);
    await expect(page.locator('head link[rel="modulepreload"]')).toHaveCount(0);
    // Reaching for the basket imports the island: refused, so the preview never comes; the server's link stays.
    await page.locator('#menu_basket .top_basket__sub').hover();
    await expect.poll(() => said.errors.join(' ')).toContain('"menu_basket": its interactive part failed to load');
    await expect(page.locator('#menu_basket .menu_basket__panel')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __changedRan?: string }).__changedRan)).toBeUndefined();
    expect(shop.ran).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
  });

  test('the map’s worker changed on the host never starts: the map clusters on the main thread, a warning names the file', async ({ page }) => {
    shop.csp = STRICT_CSP;
    await trackCspViolations(page);
    const worker = releaseFile(/^cluster-worker-[\w-]+\.js$/);
    shop.changed.set(worker, withCode(worker));
    const errors = trackPageErrors(page);
    const said = failures(page);
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && m.text().startsWith('storefront: map') && warnings.push(m.text()));
    const workers: string[] = [];
    page.on('worker', (w) => workers.push(w.url()));
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${shop.url}/pickup-points.php`);
    await waitForWidgets(page);
    const map = page.locator('#pickup_map');
    await map.scrollIntoViewIfNeeded();
    await expect(map).toHaveAttribute('data-widget-state', 'mounted');
    await page.evaluate(() => (document.querySelector('#pickup_map') as unknown as { storefrontMap: { ready(): Promise<void> } }).storefrontMap.ready());
    await expect(map).toHaveAttribute('data-map-clustering', 'main-thread');
    await expect(map.locator('.sf-map__cluster').first()).toBeVisible();
    expect(warnings).toEqual([`storefront: map: clustering on the main thread (${worker} failed its integrity check).`]);
    expect(workers).toEqual([]);
    expect(shop.ran).toEqual([]);
    expect(said.errors).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
