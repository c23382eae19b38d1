/**
 * Updating a shop from one release to the next and rolling it back, by docs/install.md's deploy order ("Getting the
 * files onto the shop's origin", "Rolling back"), pinned by the tags: a returning visitor (one browser context for
 * the whole walk: its HTTP cache holds the `immutable` files of the pages it saw) and a new visitor (a fresh context
 * at each step) open the home page after each step:
 *   1. the old release installed (its files in the shop's /storefront/, its tags.html in the pages);
 *   2. the new release uploaded beside it, every file but loader.js (the tags still the old release's);
 *   3. loader.js uploaded and the tags switched to the new release's;
 *   4. rolled back: the old release's tags.html (kept with its zip) in the pages again.
 * Two walks: from 0.1.0 to the release `npm run release` made (0.2.0, package.json's version), where both visitors
 * get working widgets at every step; and the one the version check refuses (scripts/released-version.mjs): other
 * bytes under the old version's name, which breaks at three steps, as issue 38 saw.
 *
 * The two releases come from one build: the old one is the built release folder made again for another version
 * (`releaseAs`: its loader changed by one byte, as a loader differs between two builds, then loader-<version>.js,
 * tags.html, manifest.json and the zip written by scripts/release.mjs's own functions). Only the loader differs: a
 * chunk changed between two builds gets another name (its content hash), so chunks never collide.
 */
import { expect, test, type Browser, type BrowserContext } from '@playwright/test';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkRelease } from '../../scripts/check-release.mjs';
import { writeTagsAndManifest, zipRelease } from '../../scripts/release.mjs';
import { waitForWidgets } from './helpers';
import { proxyToFixture } from './fixture-proxy';

const version: string = JSON.parse(readFileSync('package.json', 'utf8')).version;
const built = path.join('release', `storefront-${version}`);
const fixturePort = Number(process.env.E2E_PORT || 4173);
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.html': 'text/html', '.txt': 'text/plain' };
// The cache rule the release's manifest.json gives each file (fixtures/ has no type declarations).
const { distCacheControl } = (await import('../../fixtures/static.mjs' as string)) as { distCacheControl(fileName: string): string };

/** This worker's temporary folder: the releases made for the walks and the shop's folders. */
let temp: string;
test.beforeAll(() => {
  temp = mkdtempSync(path.join(tmpdir(), 'storefront-update-'));
});
test.afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** The same code with one byte changed: its last newline a space (every built file ends with `;\n`). */
const oneByte = (bytes: Buffer) => {
  const out = Buffer.from(bytes);
  if (out[out.length - 1] !== 0x0a) throw new Error('a built file that does not end with a newline');
  out[out.length - 1] = 0x20;
  return out;
};

/**
 * The release folder `from` made again as `version` in a temporary folder, as scripts/release.mjs makes one: every
 * file but the old version's own (loader-<old>.js, tags.html, manifest.json), `loader.js` changed by `changeLoader`,
 * loader-<version>.js a copy of it, the notices' title naming the version, then tags.html, manifest.json and the zip.
 */
function releaseAs(from: string, newVersion: string, changeLoader: (bytes: Buffer) => Buffer = (b) => b): string {
  const old = JSON.parse(readFileSync(path.join(from, 'manifest.json'), 'utf8')).version as string;
  const dir = path.join(mkdtempSync(path.join(temp, 'release-')), `storefront-${newVersion}`);
  mkdirSync(dir);
  for (const file of readdirSync(from))
    if (![`loader-${old}.js`, 'tags.html', 'manifest.json'].includes(file)) copyFileSync(path.join(from, file), path.join(dir, file));
  writeFileSync(path.join(dir, 'loader.js'), changeLoader(readFileSync(path.join(dir, 'loader.js'))));
  copyFileSync(path.join(dir, 'loader.js'), path.join(dir, `loader-${newVersion}.js`));
  const notices = path.join(dir, 'THIRD_PARTY_NOTICES.txt');
  writeFileSync(notices, readFileSync(notices, 'utf8').replace(`Storefront widget bundle ${old}:`, `Storefront widget bundle ${newVersion}:`));
  writeTagsAndManifest(dir, newVersion);
  zipRelease(dir, `${dir}.zip`);
  return dir;
}

interface Shop {
  url: string;
  /** The shop's /storefront/ folder. */
  upload: string;
  /** The tags the theme's <head> carries (a release's tags.html). */
  tags: string;
  close(): Promise<void>;
}

/**
 * The shop: its /storefront/ folder served by a plain static server with the headers install.md asks for
 * (manifest.json's cacheControl: `immutable` for hashed and versioned scripts, `no-cache` for the rest); every other
 * path is the fixture shop's, its pages carrying `shop.tags` instead of the fixture's own loader and head guard.
 */
async function startShop(): Promise<Shop> {
  const upload = mkdtempSync(path.join(temp, 'shop-'));
  const fixtureGuard = readFileSync('dist/dismissals-head.js', 'utf8')
    .trim()
    .replace(/<\/script/gi, '<\\/script');
  const own = [`<script>${fixtureGuard}</script>`, '<script type="module" src="/storefront/loader.js"></script>'];
  const shop = { tags: '' };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url!, 'http://x');
    if (url.pathname.startsWith('/storefront/')) {
      const file = decodeURIComponent(url.pathname.slice('/storefront/'.length));
      if (file.includes('/') || !existsSync(path.join(upload, file))) {
        res.writeHead(404).end();
        return;
      }
      res
        .writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'Cache-Control': distCacheControl(file) })
        .end(readFileSync(path.join(upload, file)));
      return;
    }
    proxyToFixture(
      req,
      res,
      fixturePort,
      (html) => {
        for (const tag of own) if (!html.includes(tag)) throw new Error(`the fixture page has no ${tag.slice(0, 60)}…`);
        return html.replace(own[0], '').replace(own[1], '').replace('</head>', `${shop.tags}</head>`);
      },
      (headers) => ({ ...headers, 'cache-control': 'no-cache' }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  return {
    url: `http://localhost:${(server.address() as AddressInfo).port}`,
    upload,
    get tags() {
      return shop.tags;
    },
    set tags(html: string) {
      shop.tags = html;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A release's tags.html as the theme pastes it (without its comment line). */
const tagsOf = (release: string) => readFileSync(path.join(release, 'tags.html'), 'utf8').replace(/^<!--.*-->\n/, '');

/** Uploads the files of `release` into the shop's folder, but those named in `except`. */
function upload(shop: Shop, release: string, except: string[] = []) {
  for (const file of readdirSync(release)) if (!except.includes(file)) cpSync(path.join(release, file), path.join(shop.upload, file));
}

/**
 * A visit to the home page in `context`: 'works' when every marker ends mounted (or pending, waiting for its moment),
 * the mini basket said `storefront:widget` mounted and nothing logged an error; else what went wrong.
 */
async function visit(context: BrowserContext, url: string): Promise<string> {
  const page = await context.newPage();
  try {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.addInitScript(() => {
      const seen: string[] = ((window as unknown as { __widgetEvents: string[] }).__widgetEvents = []);
      document.addEventListener('storefront:widget', (e) => {
        const { name, state } = (e as CustomEvent<{ name: string; state: string }>).detail;
        seen.push(`${name}=${state}`);
      });
    });
    // Either the basket mounts, or the browser refuses a file by its integrity (then no widget ever mounts).
    const refused = page.waitForEvent('console', { predicate: (m) => m.type() === 'error' && /integrity/i.test(m.text()), timeout: 20_000 });
    const mounted = page.locator('#menu_basket[data-widget-state=mounted]').waitFor({ state: 'attached', timeout: 20_000 });
    refused.catch(() => {});
    mounted.catch(() => {});
    await page.goto(`${url}/`);
    const first = await Promise.race([refused.then((m) => m.text()), mounted.then(() => 'mounted')]);
    if (first !== 'mounted') {
      const file = /\/storefront\/([^'"\s]+)/.exec(first)?.[1] ?? first;
      const states = await page.locator('[data-widget-state]').count();
      return `refused ${file} by its integrity${states ? `, ${states} markers with a state` : ': no widget'}`;
    }
    await waitForWidgets(page);
    const states = await page
      .locator('[data-widget]')
      .evaluateAll((els) => els.map((el) => `${el.getAttribute('data-widget')}=${el.getAttribute('data-widget-state')}`));
    const events = await page.evaluate(() => (window as unknown as { __widgetEvents: string[] }).__widgetEvents);
    const wrong = states.filter((s) => !/=(mounted|pending)$/.test(s));
    if (states.length < 8 || wrong.length || !events.includes('menu_basket=mounted') || errors.length)
      return `broken: ${states.length} markers, ${[...wrong, ...errors].join('; ')}${events.includes('menu_basket=mounted') ? '' : '; no menu_basket=mounted event'}`;
    return 'works';
  } finally {
    await page.close();
  }
}

type Outcome = { returning: string; new: string };
interface Walk {
  title: string;
  /** The old and the new release folders. */
  releases: () => { from: string; to: string };
  expected: Record<'installed' | 'uploaded' | 'switched' | 'rolledBack', Outcome>;
}

const works: Outcome = { returning: 'works', new: 'works' };
const WALKS: Walk[] = [
  {
    title: `0.1.0 → ${version} (the version bumped)`,
    releases: () => ({ from: releaseAs(built, '0.1.0', oneByte), to: built }),
    expected: { installed: works, uploaded: works, switched: works, rolledBack: works },
  },
  {
    title: '0.1.0 → 0.1.0 with other bytes (a reused version, which npm run release refuses)',
    releases: () => ({ from: releaseAs(built, '0.1.0', oneByte), to: releaseAs(built, '0.1.0') }),
    expected: {
      installed: works,
      // The upload overwrote loader-0.1.0.js: a new visitor gets the new bytes, which the old tags' integrity refuses;
      // the returning visitor still runs its cached (immutable) copy, the old bytes.
      uploaded: { returning: 'works', new: 'refused loader-0.1.0.js by its integrity: no widget' },
      // The new tags pin the new bytes: the returning visitor's cached copy is the old one, refused until it expires.
      switched: { returning: 'refused loader-0.1.0.js by its integrity: no widget', new: 'works' },
      // The old tags again: the file on the host is the new one, which they refuse for every new visitor.
      rolledBack: { returning: 'works', new: 'refused loader-0.1.0.js by its integrity: no widget' },
    },
  },
];

for (const walk of WALKS) {
  test.describe(walk.title, () => {
    // Two page loads a test, each allowed 20 s to show its outcome: room for a slow, busy machine.
    test.describe.configure({ mode: 'serial', timeout: 60_000 });
    let shop: Shop;
    let returning: BrowserContext;
    let from: string;
    let to: string;
    /** Both visitors' outcomes now. */
    const visitors = async (browser: Browser): Promise<Outcome> => {
      const fresh = await browser.newContext();
      try {
        return { returning: await visit(returning, shop.url), new: await visit(fresh, shop.url) };
      } finally {
        await fresh.close();
      }
    };

    test.beforeAll(async ({ browser }) => {
      if (!existsSync(path.join(built, 'manifest.json'))) throw new Error(`${built} is missing: run \`npm run release\` first`);
      ({ from, to } = walk.releases());
      shop = await startShop();
      returning = await browser.newContext();
    });
    test.afterAll(async () => {
      await returning?.close();
      await shop?.close();
    });

    test('the two releases are whole releases (scripts/check-release.mjs), differing in the loader only', () => {
      for (const dir of [from, to]) expect(checkRelease(dir, { maps: false }), dir).toEqual([]);
      const a = JSON.parse(readFileSync(path.join(from, 'manifest.json'), 'utf8')).files;
      const b = JSON.parse(readFileSync(path.join(to, 'manifest.json'), 'utf8')).files;
      const differ = Object.keys({ ...a, ...b }).filter((f) => a[f]?.integrity !== b[f]?.integrity);
      expect(differ.filter((f) => !/^(loader(-[\d.]+)?\.js|tags\.html|THIRD_PARTY_NOTICES\.txt)$/.test(f))).toEqual([]);
      expect(differ).toContain('loader.js');
    });

    test('1. the old release installed: both visitors get working widgets', async ({ browser }) => {
      upload(shop, from);
      shop.tags = tagsOf(from);
      expect(await visitors(browser)).toEqual(walk.expected.installed);
    });

    test('2. the new release uploaded beside it, all but loader.js, the tags still the old ones', async ({ browser, request }) => {
      upload(shop, to, ['loader.js']);
      // install.md: check one chunk of the new release answers 200 before switching.
      const manifest = JSON.parse(readFileSync(path.join(to, 'manifest.json'), 'utf8'));
      const core = Object.keys(manifest.files).find((f) => /^core-[\w-]+\.js$/.test(f))!;
      expect((await request.get(`${shop.url}/storefront/${core}`)).status()).toBe(200);
      expect(await visitors(browser)).toEqual(walk.expected.uploaded);
    });

    test('3. loader.js uploaded and the tags switched to the new release', async ({ browser }) => {
      upload(shop, to);
      shop.tags = tagsOf(to);
      expect(await visitors(browser)).toEqual(walk.expected.switched);
    });

    test("4. rolled back: the old release's kept tags.html in the pages again", async ({ browser }) => {
      // The shop's folder now holds the new release's tags.html; the old one comes from the old release's kept zip.
      expect(readFileSync(path.join(shop.upload, 'tags.html'), 'utf8')).toBe(readFileSync(path.join(to, 'tags.html'), 'utf8'));
      shop.tags = tagsOf(from);
      expect(await visitors(browser)).toEqual(walk.expected.rolledBack);
    });
  });
}
