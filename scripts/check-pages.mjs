// npm run check-pages -- <files or folder> [--report <file>] [--dist <folder>] [--timeout <seconds>]
//
// Checks a shop's own saved pages with the bundle (docs/testing.md, "Checking a shop's saved pages"): each page is
// served at its path in the folder given (a file given alone: in its own folder), so that its relative assets resolve
// from there; the bundle (dist/) is served where the page's loader tag points (a tag is inserted when the page has
// none); every other request goes to the fixture shop's emulation of the platform (fixtures/server.mjs: the batch,
// GraphQL, …). Each page is loaded in Chromium at 390 and 1280 px; the checker waits for the loader's ready moment,
// brings the markers waiting to be seen to life by scrolling to them, waits for the network to be idle, then reads
// each marker's final state (the loader's `storefront:widget` events), the bundle's warnings, axe's violations, the
// layout shift, console errors and page errors. It prints one block per page and writes an HTML report.
//
// Exit code: 0 every page clean, 1 a page has a problem, 2 a usage error (no pages, not HTML, no build, no browser).
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createStaticCache, distCacheControl } from '../fixtures/static.mjs';
import { CHROMIUM_ARGS, findTestChromium } from '../test/tools/chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

/** The widths each page is checked at (views 1 and 4) and the heights that go with them. */
export const WIDTHS = [390, 1280];
const HEIGHTS = { 390: 844, 1280: 800 };
/** The layout shift a page may have (the bench's and layout-shift.spec.ts's budget). */
export const CLS_LIMIT = 0.01;
/** How long one page view may take to settle, unless --timeout says otherwise. */
const DEFAULT_TIMEOUT_S = 60;
/** The network is idle when no request has been on its way for this long (Playwright's own "networkidle"). */
const QUIET_MS = 500;
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** Where the checker puts the loader when a page has no loader tag. */
export const INSERTED_LOADER = '<script type="module" src="/storefront/loader.js"></script>';
/** The loader's file name: `loader.js`, or a release's pinned `loader-<version>.js` (docs/install.md). */
const LOADER_NAME = /^loader(?:-\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?)?\.js$/;

export const USAGE = `Usage: npm run check-pages -- <files or folder> [options]

Serves a shop's saved HTML pages (the .html files given, or every .html file in a folder, recursively) with the
bundle (dist/) and the fixture shop's emulation of the platform, loads each in Chromium at 390 and 1280 px, and
reports per page and per marker: the widget's final state, the bundle's warnings (missing parts), axe violations,
layout shift (CLS, fails above ${CLS_LIMIT}), console errors and page errors.

Options:
  --report <file>      the HTML report (default: check-pages-report.html in the current folder)
  --dist <folder>      the bundle to serve (default: the project's dist/, made by \`npm run build\`)
  --timeout <seconds>  how long a page view may take to settle (default: ${DEFAULT_TIMEOUT_S})
  -h, --help           this text

Exit code: 0 when every page is clean, 1 when a page has a problem, 2 on a usage error.
See docs/testing.md, "Checking a shop's saved pages".`;

/** A mistake in the command line or the environment: its message is printed with the usage hint, exit code 2. */
export class UsageError extends Error {}

const isHtml = (file) => /\.html?$/i.test(file);

/** Every .html file under a folder, sorted (dot-folders and node_modules skipped). */
function htmlFilesUnder(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...htmlFilesUnder(full));
    else if (entry.isFile() && isHtml(entry.name)) out.push(full);
  }
  return out;
}

/** The URL path of `file` served from `base`: its path under that folder, each segment encoded. */
const urlPathOf = (base, file) => '/' + path.relative(base, file).split(path.sep).map(encodeURIComponent).join('/');

/**
 * The pages of the command line's inputs: { file, root, urlPath } each (a folder's pages are served from the folder,
 * a file from its own folder). Throws a UsageError naming the input at fault.
 */
export function collectPages(inputs) {
  if (!inputs.length) throw new UsageError('no pages given: name the saved .html files or a folder holding them');
  const pages = [];
  for (const input of inputs) {
    const full = path.resolve(input);
    let info;
    try {
      info = statSync(full);
    } catch {
      throw new UsageError(`${input}: no such file or folder`);
    }
    if (info.isDirectory()) {
      const files = htmlFilesUnder(full);
      if (!files.length) throw new UsageError(`${input}: the folder holds no .html file`);
      for (const file of files) pages.push({ file, root: full, urlPath: urlPathOf(full, file) });
    } else if (!isHtml(full)) {
      throw new UsageError(`${input}: not an HTML file (the checker takes .html files or folders)`);
    } else {
      pages.push({ file: full, root: path.dirname(full), urlPath: urlPathOf(path.dirname(full), full) });
    }
  }
  const seen = new Set();
  return pages.filter((p) => !seen.has(p.file) && seen.add(p.file));
}

/** The command line: { help, report, dist, timeoutMs, pages }. Throws a UsageError. */
export function parseCommandLine(argv) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { help: { type: 'boolean', short: 'h' }, report: { type: 'string' }, dist: { type: 'string' }, timeout: { type: 'string' } },
    });
  } catch (error) {
    throw new UsageError(error.message);
  }
  const { values, positionals } = parsed;
  if (values.help) return { help: true };
  const pages = collectPages(positionals);
  const timeout = values.timeout === undefined ? DEFAULT_TIMEOUT_S : Number(values.timeout);
  if (!(timeout > 0) || !Number.isFinite(timeout)) throw new UsageError(`--timeout: "${values.timeout}" is not a number of seconds above 0`);
  const dist = path.resolve(values.dist ?? path.join(root, 'dist'));
  if (!existsSync(path.join(dist, 'loader.js')))
    throw new UsageError(
      values.dist
        ? `--dist ${values.dist}: no loader.js there (a build's dist/ or a release folder)`
        : `dist/loader.js is missing: run \`npm run build\` first`,
    );
  if (values.report !== undefined && !values.report) throw new UsageError('--report: name the report file');
  const report = path.resolve(values.report ?? 'check-pages-report.html');
  if (!existsSync(path.dirname(report))) throw new UsageError(`--report ${values.report}: the folder ${path.dirname(report)} does not exist`);
  return { help: false, report, dist, timeoutMs: timeout * 1000, pages };
}

// ---------------------------------------------------------------------------------------------------------------------
// The page as served

const ATTR = (name) => new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i');
const attrOf = (tag, name) => {
  const m = ATTR(name).exec(tag);
  return m ? (m[1] ?? m[2] ?? m[3]).replace(/&amp;/g, '&') : undefined;
};

/**
 * The page's HTML as the checker serves it, and where the bundle goes: { html, loaderDir, notes }. `urlPath` is where
 * the page is served. The page's loader tag (a script whose file is loader.js or loader-<version>.js) decides the
 * bundle's folder; a tag on another origin is pointed to the same path here, and its integrity (and the import map's
 * pins of that folder's files, a release's tags) dropped, as this build's files are not the release's; a page with
 * no loader tag gets one before </head>. Each change is a note for the report.
 */
export function preparePage(source, urlPath) {
  const base = new URL(urlPath, 'http://page.invalid');
  const notes = [];
  let html = source;
  let loaderDir;
  for (const m of source.matchAll(/<script\b[^>]*>/gi)) {
    const tag = m[0];
    const src = attrOf(tag, 'src');
    let url;
    try {
      url = src === undefined ? undefined : new URL(src, base);
    } catch {
      continue;
    }
    if (!url || !LOADER_NAME.test(url.pathname.split('/').pop() ?? '')) continue;
    loaderDir = url.pathname.slice(0, url.pathname.lastIndexOf('/') + 1);
    let served = tag;
    if (url.origin !== base.origin) {
      served = served.replace(ATTR('src'), ` src="${url.pathname}"`);
      notes.push(`the loader tag points to another origin (${src}): the bundle is served here at ${url.pathname}`);
    }
    if (attrOf(tag, 'integrity') !== undefined) {
      served = served.replace(ATTR('integrity'), '');
      notes.push(`the loader tag pins a release by its integrity: the checker drops it to serve this build`);
    }
    html = html.slice(0, m.index) + served + html.slice(m.index + tag.length);
    break;
  }
  if (!loaderDir) {
    loaderDir = '/storefront/';
    const head = /<\/head\s*>/i.exec(html);
    const body = /<body\b/i.exec(html);
    const at = head?.index ?? body?.index ?? 0;
    html = html.slice(0, at) + INSERTED_LOADER + html.slice(at);
    notes.push(`the page has no loader tag: the checker inserted ${INSERTED_LOADER} ${head ? 'before </head>' : body ? 'before <body>' : 'at its start'}`);
  } else {
    html = html.replace(/(<script\b[^>]*\btype\s*=\s*["']?importmap["']?[^>]*>)([\s\S]*?)(<\/script>)/i, (whole, open, json, close) => {
      let map;
      try {
        map = JSON.parse(json);
      } catch {
        return whole;
      }
      if (!map || typeof map.integrity !== 'object' || !map.integrity) return whole;
      const pinned = Object.keys(map.integrity).filter((key) => {
        try {
          return new URL(key, base).pathname.startsWith(loaderDir);
        } catch {
          return false;
        }
      });
      if (!pinned.length) return whole;
      for (const key of pinned) delete map.integrity[key];
      notes.push(`the import map pins ${pinned.length} of the release's files by integrity: the checker drops those pins to serve this build`);
      return open + JSON.stringify(map).replace(/</g, '\\u003c') + close;
    });
  }
  if (/\sdata-widget-state\s*=/i.test(source))
    notes.push(
      'the page was saved after the bundle ran (its markers carry data-widget-state): save the server\'s HTML instead ("Webpage, HTML only", curl or wget)',
    );
  return { html, loaderDir, notes };
}

// ---------------------------------------------------------------------------------------------------------------------
// The servers: the checker's own in front, the fixture shop behind it

/**
 * Starts the fixture shop (port 0: a free one) and the checker's server in front of it. `show(page)` makes a page
 * the one served: its HTML at its path, the bundle in its loader's folder, its folder's files; every other request
 * is passed to the fixture shop (the platform's answers).
 */
async function startServers(distDir) {
  // Imported when needed: a usage error or --help answers without loading the fixture shop (GraphQL and all).
  const { startServer } = await import('../fixtures/server.mjs');
  const fixture = await startServer({ port: 0, distDir });
  const files = createStaticCache();
  /** @type {{ urlPath: string, html: string, root: string, loaderDir: string } | null} */
  let current = null;

  const proxy = (req, res) => {
    const upstream = http.request({ host: '127.0.0.1', port: fixture.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => (res.headersSent ? res.destroy() : res.writeHead(502, { 'Content-Type': 'text/plain' }).end('fixture shop unreachable\n')));
    req.pipe(upstream);
  };

  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://checker.invalid');
      const get = req.method === 'GET' || req.method === 'HEAD';
      const page = current;
      if (page && get) {
        if (url.pathname === page.urlPath) {
          res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
          return res.end(req.method === 'HEAD' ? undefined : page.html);
        }
        const ctx = { req, res };
        if (url.pathname.startsWith(page.loaderDir)) {
          const name = url.pathname.slice(page.loaderDir.length);
          const distName = LOADER_NAME.test(name) ? 'loader.js' : name;
          if (!name.includes('/') && (await files.serveFile(ctx, distDir, distName, distCacheControl))) return;
        }
        if (await files.serveFile(ctx, page.root, url.pathname.slice(1), () => 'no-cache')) return;
      }
      proxy(req, res);
    } catch (error) {
      if (res.headersSent) res.destroy();
      else res.writeHead(500, { 'Content-Type': 'text/plain' }).end(`check-pages server: ${error.message}\n`);
    }
  });
  const port = await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(/** @type {import('node:net').AddressInfo} */ (server.address()).port));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    show(page) {
      current = page;
    },
    async close() {
      await new Promise((resolve) => {
        server.close(() => resolve(undefined));
        server.closeAllConnections();
      });
      await fixture.close();
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------------
// One page view

/**
 * Runs in the page before its own scripts: records each marker's states from the loader's `storefront:widget` events
 * (with a description of the marker taken when first seen) and the layout shifts; `__checkPagesRead()` gives them.
 */
function recorder() {
  const records = new Map();
  const shifts = [];
  const describe = (el) => {
    if (!(el instanceof Element)) return '';
    const first = (el.getAttribute('class') || '').trim().split(/\s+/)[0];
    return el.localName + (el.id ? `#${el.id}` : first ? `.${first}` : '');
  };
  Object.defineProperty(window, '__checkPagesDescribe', { value: describe });
  window.addEventListener(
    'storefront:widget',
    (event) => {
      const el = event.target;
      const detail = /** @type {CustomEvent} */ (event).detail || {};
      let record = records.get(el);
      if (!record) records.set(el, (record = { name: String(detail.name ?? ''), where: describe(el), states: [] }));
      record.states.push(String(detail.state));
    },
    true,
  );
  const take = (entries) => {
    for (const e of entries) {
      if (e.hadRecentInput) continue;
      shifts.push({ value: e.value, sources: (e.sources || []).map((s) => describe(s.node) || '(text)') });
    }
  };
  const observer = new PerformanceObserver((list) => take(list.getEntries()));
  observer.observe({ type: 'layout-shift', buffered: true });
  Object.defineProperty(window, '__checkPagesRead', {
    value: () => {
      take(observer.takeRecords()); // the shifts of the last frames, not yet delivered to the observer
      const seen = new Set();
      const markers = [];
      for (const el of document.querySelectorAll('[data-widget]')) {
        seen.add(el);
        const record = records.get(el);
        const state = record ? record.states[record.states.length - 1] : el.closest('[data-widget-ignore]') ? 'ignored' : 'not seen';
        markers.push({ name: record ? record.name : el.getAttribute('data-widget') || '', where: record ? record.where : describe(el), state });
      }
      for (const [el, record] of records) if (!seen.has(el)) markers.push({ name: record.name, where: record.where, state: 'removed' });
      return { markers, shifts, title: document.title };
    },
  });
}

/** Resolves once `storefront.ready` has (read as test/e2e/helpers.ts's waitForWidgets reads it). */
const readyInPage = () => {
  if (performance.getEntriesByName('storefront:ready').length > 0) return true;
  const w = /** @type {any} */ (window);
  if (w.__checkPagesReady === undefined && w.storefront?.ready) {
    w.__checkPagesReady = false;
    Promise.resolve(w.storefront.ready).then(() => (w.__checkPagesReady = true));
  }
  return w.__checkPagesReady === true;
};

/** A report to the platform's error log: `{graphql}?JSerror=…` (src/net/error-log.ts). */
const isErrorReport = (url) => /[?&]JSerror=/.test(url);

/** The bundle's warnings: a missing part, any other reason a widget is skipped, an unknown widget's marker. */
const MISSING_PART = /^storefront: widget "([^"]*)": the marker needs (.+?); the widget is skipped\.$/;
const SKIPPED = /^storefront: widget "([^"]*)": (.+?); the widget is skipped\.$/;
const UNKNOWN = /^storefront: no widget is named "/;
const FAILED = /^storefront: widget "([^"]*)" failed: ?([\s\S]*)$/;

let axeSource;
/** The kinds of problem, in the order a page's block lists them. */
const KINDS = ['did not settle', 'failed', 'unknown widget', 'missing part', 'skipped', 'axe', 'layout shift', 'console error', 'page error'];

/**
 * Loads one page at one width and reads what it did: { width, settled, markers, problems, notes, cls, title }. A
 * problem is { kind, text } (each fails the page); a note is a string (it does not).
 */
async function checkView(browser, origin, page, width, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  const left = () => Math.max(1, deadline - Date.now());
  const context = await browser.newContext({ viewport: { width, height: HEIGHTS[width] } });
  const tab = await context.newPage();
  const problems = [];
  const notes = [];
  const blocked = new Set();
  const consoleLines = [];
  const reading = [];
  const inflight = new Set();
  let lastNetwork = Date.now();
  let lastUrl = '';

  // Offline: only the checker's own origin is served; what the page asks elsewhere (the shop's CDN, analytics) is not.
  await context.route(
    (url) => url.origin !== origin,
    (route) => {
      blocked.add(route.request().url());
      return route.abort('blockedbyclient');
    },
  );
  await context.addInitScript(recorder);
  const reports = new Set();
  tab.on('request', (r) => {
    lastNetwork = Date.now();
    lastUrl = r.url();
    // The error log's report (src/net/error-log.ts) is a keepalive beacon nobody waits for (Chromium does not say
    // when one ends): counted, not waited for.
    if (isErrorReport(r.url())) reports.add(r.url());
    else inflight.add(r);
  });
  const done = (r) => (inflight.delete(r), (lastNetwork = Date.now()));
  tab.on('requestfinished', done);
  tab.on('requestfailed', done);
  tab.on('pageerror', (error) =>
    problems.push({
      kind: 'page error',
      text: String(error.stack || error.message)
        .split('\n')
        .slice(0, 2)
        .map((line) => line.trim())
        .join(' '),
    }),
  );
  tab.on('console', (msg) => {
    const type = msg.type();
    if (type !== 'warning' && type !== 'error') return;
    reading.push(
      (async () => {
        const [first, second] = msg.args();
        // A warning's first argument is its message (the marker after it shows as "JSHandle@node" in the text); an
        // error's text holds the error it names ("…failed: Error: …").
        let text = msg.text();
        if (type === 'warning' && first)
          text = await first.jsonValue().then(
            (v) => (typeof v == 'string' ? v : text),
            () => text,
          );
        const where = second ? await second.evaluate((el) => /** @type {any} */ (window).__checkPagesDescribe?.(el) ?? '').catch(() => '') : '';
        consoleLines.push({ type, text, where, url: msg.location().url });
      })(),
    );
  });

  let settled = true;
  const unsettled = (what) => {
    settled = false;
    problems.push({ kind: 'did not settle', text: `within ${timeoutMs / 1000} s: ${what}` });
  };
  const url = origin + page.urlPath;
  let loaded = false;
  try {
    await tab.goto(url, { waitUntil: 'load', timeout: left() });
    loaded = true;
  } catch (error) {
    unsettled(`the page did not load (${String(error.message).split('\n')[0]})`);
  }
  if (loaded) {
    try {
      await tab.waitForFunction(readyInPage, null, { timeout: left(), polling: 100 });
    } catch {
      const started = await tab.evaluate(() => !!(/** @type {any} */ (window).storefront)).catch(() => false);
      const waiting = started ? await pendingMarkers(tab) : [];
      unsettled(
        started
          ? `storefront.ready did not resolve${waiting.length ? ` (still on their way: ${waiting.join(', ')})` : ''}`
          : 'the loader did not start (no window.storefront)',
      );
    }
  }
  if (settled) {
    // A marker whose moment is being seen (`visible`) comes to life when scrolled to. Each marker still pending is
    // scrolled to, and the checker's own IntersectionObserver waits for the next intersection update: the loader's
    // observer, made earlier, is told in the same update, before it, so a `visible` marker is mounting by then (an
    // `interaction` marker stays pending: its moment is the shopper's).
    await tab.evaluate(async () => {
      const waiting = [...document.querySelectorAll('[data-widget-state="pending"]')];
      for (const el of waiting) {
        el.scrollIntoView({ block: 'center' });
        await new Promise((resolve) => {
          const observer = new IntersectionObserver(() => (observer.disconnect(), resolve(undefined)), { rootMargin: '200px' });
          observer.observe(el);
        });
      }
      if (waiting.length) window.scrollTo(0, 0);
    });
    try {
      await tab.waitForFunction(() => !document.querySelector('[data-widget-state="mounting"]'), null, { timeout: left(), polling: 100 });
    } catch {
      unsettled(`markers still mounting: ${(await pendingMarkers(tab)).join(', ')}`);
    }
  }
  if (settled) {
    while (inflight.size > 0 || Date.now() - lastNetwork < QUIET_MS) {
      if (Date.now() > deadline) {
        const going = [...new Set([...inflight].map((r) => r.url()))].slice(0, 3);
        unsettled(`the network did not go idle (${going.length ? `on their way: ${going.join(', ')}` : `requests keep coming, the last: ${lastUrl}`})`);
        break;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  let read = { markers: [], shifts: [], title: '' };
  if (loaded) {
    // Three frames: whatever the page changed in the frame under way has been laid out (its shifts recorded).
    await tab
      .evaluate(() => {
        const frame = () => new Promise((r) => requestAnimationFrame(r));
        return frame().then(frame).then(frame);
      })
      .catch(() => undefined);
    read = await tab.evaluate(() => /** @type {any} */ (window).__checkPagesRead()).catch(() => read);
    try {
      problems.push(...(await axeViolations(tab)));
    } catch (error) {
      problems.push({ kind: 'axe', text: `axe could not scan the page: ${String(error.message).split('\n')[0]}` });
    }
  }
  await Promise.all(reading);
  await context.close();

  const cls = read.shifts.reduce((sum, s) => sum + s.value, 0);
  if (cls > CLS_LIMIT) {
    const largest = [...read.shifts].sort((a, b) => b.value - a.value).slice(0, 3);
    problems.push({
      kind: 'layout shift',
      text: `CLS ${cls.toFixed(3)} > ${CLS_LIMIT} (largest: ${largest.map((s) => `${s.value.toFixed(3)} ${s.sources.join(' ') || '?'}`).join('; ')})`,
    });
  }

  const markers = read.markers.map((m) => ({ ...m, reason: '' }));
  const markerAt = (name, where) => markers.find((m) => m.name === name && (!where || m.where === where));
  for (const line of consoleLines) {
    const from = line.where ? `${line.where}: ` : '';
    let m;
    if (line.type === 'warning' && (m = MISSING_PART.exec(line.text))) {
      problems.push({ kind: 'missing part', text: `${from}widget "${m[1]}" is missing ${m[2]}` });
      const marker = markerAt(m[1], line.where);
      if (marker) marker.reason = 'missing part';
    } else if (line.type === 'warning' && (m = SKIPPED.exec(line.text))) {
      problems.push({ kind: 'skipped', text: `${from}widget "${m[1]}" is skipped: ${m[2]}` });
      const marker = markerAt(m[1], line.where);
      if (marker) marker.reason = m[2];
    } else if (line.type === 'warning' && UNKNOWN.test(line.text)) {
      // Reported with its marker's state (unknown) below.
    } else if (line.type === 'warning') {
      notes.push(`console warning: ${line.text}${line.where ? ` (${line.where})` : ''}`);
    } else if (blocked.has(line.url) || reports.has(line.url)) {
      // A request outside the checker, or the platform's answer to an error report (a 400, by design: the
      // platform logs from the URL), each listed once below: not the page's error.
    } else if ((m = FAILED.exec(line.text)) && markerAt(m[1], line.where)?.state === 'failed') {
      // Said with its marker's state (failed) below.
      markerAt(m[1], line.where).reason = m[2].split('\n')[0];
    } else {
      const resource = line.url && line.url !== url ? ` (${line.url})` : '';
      problems.push({ kind: 'console error', text: `${line.text.split('\n')[0]}${resource}` });
    }
  }
  for (const m of markers) {
    if (m.state === 'failed') problems.push({ kind: 'failed', text: `${m.where}: widget "${m.name}" failed${m.reason ? `: ${m.reason}` : ''}` });
    else if (m.state === 'unknown') problems.push({ kind: 'unknown widget', text: `${m.where}: no widget is named "${m.name}"` });
  }
  if (reports.size)
    notes.push(`the bundle sent ${reports.size} report${reports.size > 1 ? 's' : ''} to the platform's error log (each error is a problem above)`);
  if (blocked.size)
    notes.push(
      `${blocked.size} request${blocked.size > 1 ? 's' : ''} outside the checker not made (it is offline): ${[...blocked].slice(0, 3).join(', ')}${blocked.size > 3 ? ', …' : ''}`,
    );
  // The checker's own address changes from run to run: paths are enough.
  const local = (text) => text.replaceAll(origin, '');
  return { width, settled, markers, problems: problems.map((p) => ({ ...p, text: local(p.text) })), notes: notes.map(local), cls, title: read.title };
}

/** The markers still on their way (pending or mounting), for a "did not settle" problem. */
const pendingMarkers = (tab) =>
  tab
    .evaluate(() =>
      [...document.querySelectorAll('[data-widget-state="mounting"], [data-widget-state="pending"]')].map(
        (el) => `${el.getAttribute('data-widget')} (${el.getAttribute('data-widget-state')})`,
      ),
    )
    .catch(() => []);

/** axe-core (WCAG 2.2 A/AA, as test/e2e/helpers.ts runs it) on the page as it is: one problem per violation. */
async function axeViolations(tab) {
  axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  await tab.evaluate(`${axeSource};axe.configure({ allowedOrigins: ['<same_origin>'] });`);
  // A fade or slide half-way reads colours no shopper sees for long: wait for finite animations to end.
  await tab.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.playState === 'running' && Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const violations = await tab.evaluate(
    (tags) =>
      /** @type {any} */ (window).axe
        .run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
        .then((r) => r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }))),
    AXE_TAGS,
  );
  return violations.map((v) => ({
    kind: 'axe',
    text: `${v.id} (${v.impact}): ${v.help}: ${v.targets.slice(0, 3).join(', ')}${v.targets.length > 3 ? ` and ${v.targets.length - 3} more` : ''}`,
  }));
}

// ---------------------------------------------------------------------------------------------------------------------
// The results: per page, the views side by side

/**
 * One page's result from its views: { file, urlPath, title, notes, views, rows, problems, ok }. `rows` are the markers
 * (matched across widths by widget, description and order) with a state per width; `problems` each problem once,
 * with the widths it was seen at.
 */
function pageResult(page, prepared, views) {
  const rows = [];
  const byKey = new Map();
  views.forEach((view, v) => {
    const count = new Map();
    for (const m of view.markers) {
      const base = `${m.name}\u0000${m.where}`;
      const n = (count.get(base) ?? 0) + 1;
      count.set(base, n);
      const key = `${base}\u0000${n}`;
      let row = byKey.get(key);
      if (!row) {
        row = { name: m.name, where: n > 1 ? `${m.where} (${n})` : m.where, states: views.map(() => '—') };
        byKey.set(key, row);
        rows.push(row);
      }
      row.states[v] = m.reason && m.state === 'skipped' ? `skipped (${m.reason === 'missing part' ? 'missing part' : 'bad option'})` : m.state;
    }
  });
  const problems = [];
  const notes = new Map(prepared.notes.map((n) => [n, [...WIDTHS]]));
  views.forEach((view) => {
    for (const p of view.problems) {
      const same = problems.find((q) => q.kind === p.kind && q.text === p.text);
      if (same) same.widths.push(view.width);
      else problems.push({ ...p, widths: [view.width] });
    }
    for (const n of view.notes) notes.set(n, [...(notes.get(n) ?? []), view.width]);
  });
  problems.sort((a, b) => KINDS.indexOf(a.kind) - KINDS.indexOf(b.kind));
  return {
    file: page.file,
    urlPath: page.urlPath,
    title: views.find((v) => v.title)?.title ?? '',
    views: views.map((v) => ({ width: v.width, cls: v.cls, settled: v.settled })),
    rows,
    problems,
    notes: [...notes].map(([text, widths]) => ({ text, widths })),
    ok: problems.length === 0,
  };
}

const widthsText = (widths) => (widths.length === WIDTHS.length ? '' : `[${widths.join(', ')} px] `);
/** A path as the report shows it: from the current folder when inside it. */
const shown = (file) => {
  const relative = path.relative(process.cwd(), file);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : file;
};

/** The terminal summary: a block per page (views, markers table, problems, notes), then the count. */
export function renderText(results, meta) {
  const out = [`check-pages: ${results.length} page${results.length === 1 ? '' : 's'} at ${WIDTHS.join(' and ')} px, the bundle from ${meta.dist}`, ''];
  for (const r of results) {
    out.push(`${r.ok ? 'OK  ' : 'FAIL'} ${shown(r.file)}${r.title ? ` "${r.title}"` : ''} (served at ${r.urlPath})`);
    out.push(`     CLS ${r.views.map((v) => `${v.cls.toFixed(3)} at ${v.width} px`).join(', ')}`);
    const table = [['marker', 'widget', ...WIDTHS.map((w) => `${w} px`)], ...r.rows.map((row) => [row.where, row.name, ...row.states])];
    const widths = table[0].map((_, c) => Math.max(...table.map((line) => line[c].length)));
    if (r.rows.length) for (const line of table) out.push(`     ${line.map((cell, c) => cell.padEnd(widths[c])).join('  ')}`.trimEnd());
    else out.push('     no marker on the page');
    for (const p of r.problems) out.push(`  ✗ ${widthsText(p.widths)}${p.kind}: ${p.text}`);
    for (const n of r.notes) out.push(`  · ${widthsText(n.widths)}${n.text}`);
    out.push('');
  }
  const failed = results.filter((r) => !r.ok).length;
  out.push(failed ? `${failed} of ${results.length} pages failed; report: ${shown(meta.report)}` : `every page is clean; report: ${shown(meta.report)}`);
  return out.join('\n') + '\n';
}

/** Text for HTML: every page's text goes through it. */
export const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/** The HTML report: a summary table, then a section per page; everything from the pages escaped. */
export function renderHtmlReport(results, meta) {
  const e = escapeHtml;
  const failed = results.filter((r) => !r.ok).length;
  const state = (s) => `<td class="${/^(mounted|ignored|pending)/.test(s) ? 'ok' : s === '—' ? '' : 'bad'}">${e(s)}</td>`;
  const sections = results.map((r, i) => {
    const rows = r.rows.map((row) => `<tr><td><code>${e(row.where)}</code></td><td><code>${e(row.name)}</code></td>${row.states.map(state).join('')}</tr>`);
    return `<section id="page-${i + 1}">
<h2 class="${r.ok ? 'ok' : 'bad'}">${r.ok ? 'OK' : 'FAIL'}: ${e(shown(r.file))}</h2>
<p>Title: ${r.title ? `“${e(r.title)}”` : '(none)'}; served at <code>${e(r.urlPath)}</code>; CLS ${r.views.map((v) => `${e(v.cls.toFixed(3))} at ${v.width} px`).join(', ')}.</p>
${rows.length ? `<table><thead><tr><th>marker</th><th>widget</th>${WIDTHS.map((w) => `<th>${w} px</th>`).join('')}</tr></thead><tbody>${rows.join('')}</tbody></table>` : '<p>No marker on the page.</p>'}
${r.problems.length ? `<h3>Problems</h3><ul>${r.problems.map((p) => `<li class="bad">${e(widthsText(p.widths))}<strong>${e(p.kind)}</strong>: ${e(p.text)}</li>`).join('')}</ul>` : '<p class="ok">No problem.</p>'}
${r.notes.length ? `<h3>Notes</h3><ul>${r.notes.map((n) => `<li>${e(widthsText(n.widths))}${e(n.text)}</li>`).join('')}</ul>` : ''}
</section>`;
  });
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>check-pages: ${failed ? `${failed} of ${results.length} pages failed` : 'every page is clean'}</title>
<style>
body { font: 15px/1.45 system-ui, sans-serif; margin: 2rem; color: #1a1a1a; }
table { border-collapse: collapse; margin: .5rem 0; } th, td { border: 1px solid #bbb; padding: .2rem .5rem; text-align: left; }
.ok { color: #0a6b2a; } .bad { color: #a4161a; } code { font-size: 90%; }
</style>
</head>
<body>
<h1>check-pages: ${failed ? `${failed} of ${results.length} pages failed` : `every page is clean (${results.length})`}</h1>
<p>The bundle from <code>${e(meta.dist)}</code>, each page at ${WIDTHS.join(' and ')} px; the platform's answers are the fixture shop's. A problem fails the page; a note does not. Widths in brackets: seen at those widths only.</p>
<table><thead><tr><th>page</th><th>result</th><th>problems</th></tr></thead><tbody>
${results.map((r, i) => `<tr><td><a href="#page-${i + 1}">${e(shown(r.file))}</a></td><td class="${r.ok ? 'ok' : 'bad'}">${r.ok ? 'OK' : 'FAIL'}</td><td>${r.problems.length}</td></tr>`).join('\n')}
</tbody></table>
${sections.join('\n')}
</body>
</html>
`;
}

// ---------------------------------------------------------------------------------------------------------------------

/** Runs the checker: the exit code (0 clean, 1 a page has a problem, 2 a usage error). */
export async function main(argv) {
  let options;
  try {
    options = parseCommandLine(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`check-pages: ${error.message}\n(npm run check-pages -- --help for the usage)\n`);
    return 2;
  }
  if (options.help) {
    process.stdout.write(USAGE + '\n');
    return 0;
  }
  const executablePath = findTestChromium();
  if (!executablePath) {
    process.stderr.write("check-pages: no Chromium found: install Debian's chromium-headless-shell or chromium, or set CHROMIUM_PATH\n");
    return 2;
  }
  const { chromium } = await import('@playwright/test');
  const servers = await startServers(options.dist);
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const results = [];
  try {
    for (const page of options.pages) {
      const prepared = preparePage(readFileSync(page.file, 'utf8'), page.urlPath);
      servers.show({ ...page, html: prepared.html, loaderDir: prepared.loaderDir });
      const views = [];
      for (const width of WIDTHS) {
        process.stderr.write(`check-pages: ${shown(page.file)} at ${width} px\n`);
        views.push(await checkView(browser, servers.origin, page, width, options.timeoutMs));
      }
      results.push(pageResult(page, prepared, views));
    }
  } finally {
    await browser.close();
    await servers.close();
  }
  const meta = { dist: shown(options.dist), report: options.report };
  writeFileSync(options.report, renderHtmlReport(results, meta));
  process.stdout.write(renderText(results, meta));
  return results.every((r) => r.ok) ? 0 : 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).then(
    (code) => (process.exitCode = code),
    (error) => {
      process.stderr.write(`check-pages: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 2;
    },
  );
}
