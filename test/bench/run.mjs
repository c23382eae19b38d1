// The performance bench: `npm run bench` (builds first). Prints a table, writes bench-report/index.html and exits 1
// when a budget is broken. Sizes → fixture server → Playwright page metrics → Lighthouse → table, report, budgets.
// Figures of later work: see registry.mjs (defineMeasure, addRow, checkBudget).
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../tools/chromium.mjs';
import { rows, budgets, figures, measures, notes, addRow, checkBudget, note, failures, knownMisses, progress } from './registry.mjs';
import { measureSizes, readStats } from './sizes.mjs';
import { widgetDefaults } from './hydration.mjs';
import { renderBlockingScripts } from './render-blocking.mjs';
import { measurePageView, measureReadyTimes } from './page-metrics.mjs';
import { launchChrome, runLighthouse, accessibilityChecker, LIGHTHOUSE_MOBILE_CONFIG } from './lighthouse.mjs';
import { ALL_PAGES } from '../pages.mjs';
import { warmUp } from './warmup.mjs';
import { formatTable } from './table.mjs';
import { barChart, renderReport } from './report-html.mjs';
import { withTimeout, errorText, round, median } from './util.mjs';
import './forms.mjs';
import './map.mjs';
import { BUDGET_ISLANDS } from './islands.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DIST = path.join(ROOT, 'dist');
const REPORT_DIR = path.join(ROOT, 'bench-report');

export const PAGES = [
  { id: 'home', path: '/' },
  { id: 'product', path: '/product-pol-1-x.html' },
];
export const TIMING_RUNS = 7;
// Loader: 5 KB gzip (docs/architecture.md: the runtime plus a few bytes per widget-table row).
export const BUDGET = { loaderGzip: 5120, ajaxPerView: 1, cls: 0.01 };
// The loader within 4 KB gzip beside the 5 KB budget above, and Lighthouse's mobile defaults (median of 3 runs).
export const BUDGET_LOADER_MOBILE = { loaderGzip: 4096, mobile: { performance: 98, tbt: 50, cls: 0.01, accessibility: 100 } };
export const MOBILE_LIGHTHOUSE_RUNS = 3;
// BENCH_ONLY=word,word: only the parts whose names contain one of the words ("pages" for the built-in page metrics,
// a measure's name such as "islands" or "forms", "lighthouse desktop", "lighthouse mobile", "accessibility"), for
// working on one figure; sizes always run. Unset (the default, and CI): everything.
const ONLY = (process.env.BENCH_ONLY || '')
  .split(',')
  .map((w) => w.trim().toLowerCase())
  .filter(Boolean);
const runs = (part) => !ONLY.length || ONLY.some((w) => part.toLowerCase().includes(w));
// Generous: a slow, busy machine may take twice as long as a quiet one; progress lines show where time goes.
const WATCHDOG_MS = Number(process.env.BENCH_WATCHDOG_MS || 1_500_000);
const JS_METHOD = 'CDP Network.loadingFinished encodedDataLength of Script requests (bytes on the wire, headers included)';

let currentStep = 'starting';
/** The step the bench is in: printed as it starts, named by the watchdog if it hangs. */
const step$ = {
  set(text) {
    currentStep = text;
    progress(text);
  },
};
const cleanups = [];

async function cleanup() {
  while (cleanups.length) {
    const { label, run } = cleanups.pop();
    await withTimeout(run(), 10_000, `closing ${label}`).catch((e) => console.error(`bench: ${errorText(e)}`));
  }
}

function sizeRows(sizes) {
  const add = (name, f, extra = {}) => {
    addRow({ section: 'Size', name: `${name} gzip -9`, value: f.gzip, unit: 'B', ...extra });
    addRow({ section: 'Size', name: `${name} raw`, value: f.raw, unit: 'B' });
  };
  const loaderOk = sizes.loader.gzip <= BUDGET.loaderGzip;
  add('loader (with static imports)', sizes.loader, { budget: `≤ ${BUDGET.loaderGzip}`, ok: loaderOk });
  // The same figure against 4 KB, beside the 5 KB budget; the inline head guard (dist/dismissals-head.js,
  // inlined into <head> by the platform, not imported by the loader) on its own rows.
  const loader18Ok = sizes.loader.gzip <= BUDGET_LOADER_MOBILE.loaderGzip;
  addRow({
    section: 'Size',
    name: 'loader (with static imports) gzip -9, 4 KB budget',
    value: sizes.loader.gzip,
    unit: 'B',
    budget: `≤ ${BUDGET_LOADER_MOBILE.loaderGzip}`,
    ok: loader18Ok,
  });
  if (sizes.loader.files.length > 1) add('loader.js alone', sizes.loader.self);
  const guardFile = path.join(DIST, 'dismissals-head.js');
  if (existsSync(guardFile)) {
    const buf = readFileSync(guardFile);
    sizes.headGuard = { fileName: 'dismissals-head.js', raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
    addRow({ section: 'Size', name: 'inline head guard (dismissals-head.js) gzip -9', value: sizes.headGuard.gzip, unit: 'B' });
    addRow({ section: 'Size', name: 'inline head guard (dismissals-head.js) raw', value: sizes.headGuard.raw, unit: 'B' });
    progress(
      `sizes: loader ${sizes.loader.gzip} B gzip -9 (budgets ${BUDGET.loaderGzip} and ${BUDGET_LOADER_MOBILE.loaderGzip} B); inline head guard ${sizes.headGuard.gzip} B gzip -9, counted apart`,
    );
  } else {
    addRow({ section: 'Size', name: 'inline head guard (dismissals-head.js)', value: 'not built' });
    note('dist/dismissals-head.js is missing: the inline head guard was not measured.');
  }
  for (const w of sizes.widgets) {
    add(`widget ${w.name}${w.inCore ? ' (share of core)' : ''}`, w);
    if (w.deps.length)
      addRow({ section: 'Size', name: `widget ${w.name} + its static imports${w.inCore ? ' (core)' : ''} gzip`, value: w.withDeps.gzip, unit: 'B' });
  }
  if (sizes.react) add('react chunk', sizes.react);
  for (const s of sizes.shared) add(`shared ${s.name}${s.dynamic ? ' (dynamic)' : ''}`, s);
  add('all chunks', sizes.totals);
  checkBudget(`loader (with static imports) ≤ ${BUDGET.loaderGzip} B gzip`, loaderOk, `${sizes.loader.gzip} B gzip -9 (${sizes.loader.files.join(' + ')})`);
  checkBudget(
    `loader (with static imports) ≤ ${BUDGET_LOADER_MOBILE.loaderGzip} B gzip (4 KB)`,
    loader18Ok,
    `${sizes.loader.gzip} B gzip -9 (${sizes.loader.files.join(' + ')}; the inline head guard counted apart)`,
  );
}

async function measurePage(browser, base, page, ctx) {
  const url = new URL(page.path, base).href;
  const result = { url };
  figures.pages[page.id] = result;

  step$.set(`render-blocking check on ${page.id}`);
  result.renderBlocking = await renderBlockingScripts(url);
  const blocking = result.renderBlocking.blocking.length;
  addRow({ section: 'Page', page: page.id, name: 'render-blocking <script src> in served HTML', value: blocking, budget: '0', ok: blocking === 0 });
  checkBudget(
    `no render-blocking script on ${page.id}`,
    blocking === 0,
    blocking ? result.renderBlocking.blocking.map((t) => t.tag).join(' ') : `${result.renderBlocking.scripts.length} script(s), all module/defer/async`,
  );

  step$.set(`page view on ${page.id}`);
  const view = await measurePageView(browser, url, ctx);
  result.view = view;
  step$.set(`${TIMING_RUNS} loads of ${page.id}`);
  const times = await measureReadyTimes(browser, url, TIMING_RUNS, ctx);
  result.readyTimes = times;

  const allLoads = [view, ...times.loads];
  const notReady = allLoads.filter((l) => !l.ready).length;
  checkBudget(`storefront:ready within 10 s on ${page.id}`, notReady === 0, `${allLoads.length - notReady}/${allLoads.length} loads ready`);

  const r = view.react;
  const row = (name, value, unit = '', extra = {}) => addRow({ section: 'Page', page: page.id, name, value, unit, ...extra });
  row('JS transferred before first interaction', view.before.jsBytes, 'B');
  row('JS transferred after every widget hydrated', view.after.jsBytes, 'B');
  row('JS files before first interaction', view.before.jsFiles.length);
  row('JS files after every widget hydrated', view.after.jsFiles.length);
  const ajaxMax = Math.max(view.after.ajax, ...times.loads.map((l) => l.ajax));
  row('/ajax/get.php requests per page view (max)', ajaxMax, '', { budget: `≤ ${BUDGET.ajaxPerView}`, ok: ajaxMax <= BUDGET.ajaxPerView });
  checkBudget(
    `at most ${BUDGET.ajaxPerView} /ajax/get.php request per page view on ${page.id}`,
    ajaxMax <= BUDGET.ajaxPerView,
    `page view after interaction: ${view.after.ajax}; fresh loads: ${times.loads.map((l) => l.ajax).join(', ')}`,
  );
  row('requests before first interaction', view.before.requests);
  row('requests after every widget hydrated', view.after.requests);
  row('load event start', round(view.timings.loadEventStart), 'ms');
  row('storefront:ready mark', round(view.timings.ready), 'ms');
  row('first idle widget mounting', round(r.idleAt), 'ms');
  row('React chunk request start', r.reactStart == null ? 'not fetched' : round(r.reactStart), r.reactStart == null ? '' : 'ms');
  row('React fetched before storefront:ready', r.reactBeforeReady);
  row('a load-hydrated marker needs React', r.needsReactAtLoad);
  const violations = allLoads.filter((l) => l.react.violation).length;
  row(`React fetched before load event (of ${allLoads.length} loads)`, allLoads.filter((l) => l.react.reactBeforeLoad).length, '', {
    budget: r.needsReactAtLoad ? 'allowed' : '0',
    ok: violations === 0,
  });
  checkBudget(
    `React not fetched before the load event on ${page.id} (no load-hydrated marker needs it)`,
    violations === 0,
    violations
      ? `${violations}/${allLoads.length} loads fetched the React chunk before load (e.g. at ${round(allLoads.find((l) => l.react.violation).react.reactStart)} ms; load event at ${round(allLoads.find((l) => l.react.violation).loadEventStart ?? view.timings.loadEventStart)} ms)`
      : r.needsReactAtLoad
        ? 'a load-hydrated marker needs React: allowed'
        : 'not fetched before load',
  );
  const s = times.dclToReady;
  row(`DOMContentLoaded → storefront:ready median (${s.n} loads)`, round(s.median, 1), 'ms');
  row('DOMContentLoaded → storefront:ready min', round(s.min, 1), 'ms');
  row('DOMContentLoaded → storefront:ready max', round(s.max, 1), 'ms');
  const pwCls = Math.max(view.after.cls, ...times.loads.map((l) => l.cls));
  result.playwrightCls = pwCls;
  const top = [...view.after.shifts].sort((a, b) => b.value - a.value)[0];
  if (top) result.largestShift = `${round(top.value, 4)} at ${round(top.t)} ms: ${top.sources.join('; ') || 'no source'}`;
  row('layout shift sum, Playwright (max of loads)', round(pwCls, 4));

  if (view.notMounted.length) note(`${page.id}: still pending after interaction: ${view.notMounted.map((m) => `${m.name}(${m.state})`).join(', ')}`);
  const errors = [...new Set(allLoads.flatMap((l) => l.errors))];
  if (errors.length) note(`${page.id}: page errors: ${errors.join(' | ')}`);
  if (view.before.unfinished.length) note(`${page.id}: requests still in flight at ready + 500 ms: ${view.before.unfinished.join(', ')}`);
}

function lighthouseRows(page, lh) {
  const row = (name, value, unit = '', extra = {}) => addRow({ section: 'Lighthouse', page: page.id, name, value, unit, ...extra });
  if (lh.error || lh.runtimeError) {
    row('Lighthouse run', `failed`);
    checkBudget(`Lighthouse ran on ${page.id}`, false, lh.error || lh.runtimeError);
    return;
  }
  row('performance score', lh.performance);
  row('accessibility score', lh.accessibility);
  row('Total Blocking Time', round(lh.tbt), 'ms');
  row('Cumulative Layout Shift', round(lh.cls, 4));
  row('Largest Contentful Paint', round(lh.lcp), 'ms');
  if (lh.failedAccessibilityAudits.length) note(`${page.id}: failed accessibility audits: ${lh.failedAccessibilityAudits.join(', ')}`);
}

/** Lighthouse with its mobile defaults, median of MOBILE_LIGHTHOUSE_RUNS runs per page. */
function mobileLighthouseRows(page, results) {
  const row = (name, value, unit = '', extra = {}) => {
    addRow({ section: 'LH mobile', page: page.id, name, value, unit, ...extra });
    progress(
      `  Lighthouse mobile ${page.id}: ${name} = ${value ?? 'n/a'}${unit ? ` ${unit}` : ''}${extra.budget ? ` (budget ${extra.budget}, ${extra.ok ? 'met' : 'MISSED'})` : ''}`,
    );
  };
  const ok = results.filter((r) => !r.error && !r.runtimeError);
  const failed = results.filter((r) => r.error || r.runtimeError);
  if (failed.length)
    note(`${page.id}: ${failed.length} of ${results.length} mobile Lighthouse runs failed: ${failed.map((r) => r.error || r.runtimeError).join(' | ')}`);
  if (!ok.length) {
    row(`Lighthouse mobile run (${results.length} tried)`, 'failed');
    checkBudget(`Lighthouse mobile ran on ${page.id}`, false, failed.map((r) => r.error || r.runtimeError).join(' | '));
    return null;
  }
  const b = BUDGET_LOADER_MOBILE.mobile;
  const med = (key) => median(ok.map((r) => r[key]));
  const m = {
    performance: med('performance'),
    accessibility: med('accessibility'),
    tbt: med('tbt'),
    cls: med('cls'),
    lcp: med('lcp'),
    fcp: med('fcp'),
    runs: ok.length,
  };
  const values = (key, digits = 0) => ok.map((r) => round(r[key], digits)).join(', ');
  const n = `median of ${ok.length}`;
  const checks = [
    {
      name: 'performance score',
      value: m.performance,
      unit: '',
      budget: `≥ ${b.performance}`,
      ok: m.performance >= b.performance,
      key: 'performance',
      kind: 'timing',
    },
    { name: 'Total Blocking Time', value: round(m.tbt), unit: 'ms', budget: `≤ ${b.tbt}`, ok: m.tbt <= b.tbt, key: 'tbt', kind: 'timing' },
    {
      name: 'Cumulative Layout Shift',
      value: round(m.cls, 4),
      unit: '',
      budget: `≤ ${b.cls}`,
      ok: m.cls <= b.cls,
      key: 'cls',
      digits: 4,
      kind: 'deterministic',
    },
    {
      name: 'accessibility score',
      value: m.accessibility,
      unit: '',
      budget: `= ${b.accessibility}`,
      ok: m.accessibility === b.accessibility,
      key: 'accessibility',
      kind: 'deterministic',
    },
  ];
  for (const c of checks) {
    row(`${c.name} (${n})`, c.value, c.unit, { budget: c.budget, ok: c.ok });
    checkBudget(
      `Lighthouse mobile ${c.name} ${c.budget}${c.unit ? ` ${c.unit}` : ''} on ${page.id} (${n}, simulated slow 4G + 4× CPU)`,
      c.ok,
      `${c.value}${c.unit ? ` ${c.unit}` : ''}; runs: ${values(c.key, c.digits ?? 0)}`,
      { kind: c.kind },
    );
  }
  row(`Largest Contentful Paint (${n})`, round(m.lcp), 'ms');
  row(`First Contentful Paint (${n})`, round(m.fcp), 'ms');
  const a11y = [...new Set(ok.flatMap((r) => r.failedAccessibilityAudits || []))];
  if (a11y.length) note(`${page.id}: failed accessibility audits (Lighthouse mobile): ${a11y.join(', ')}`);
  return m;
}

function clsBudget(page) {
  const p = figures.pages[page.id] || {};
  const lhCls = p.lighthouse?.cls;
  const pwCls = p.playwrightCls;
  const values = [lhCls, pwCls].filter((v) => Number.isFinite(v));
  if (!values.length) return;
  const cls = Math.max(...values);
  addRow({
    section: 'CLS',
    page: page.id,
    name: 'CLS, max of Lighthouse and Playwright',
    value: round(cls, 4),
    budget: `≤ ${BUDGET.cls}`,
    ok: cls <= BUDGET.cls,
  });
  checkBudget(
    `CLS ≤ ${BUDGET.cls} on ${page.id}`,
    cls <= BUDGET.cls,
    `Lighthouse ${round(lhCls, 4) ?? 'n/a'}, Playwright layout-shift sum ${round(pwCls, 4) ?? 'n/a'} (largest shift in the page view: ${p.largestShift ?? 'none'})${lhCls > BUDGET.cls && p.lighthouse?.shifts?.length ? `; Lighthouse's shifts: ${p.lighthouse.shifts.join('; ')}` : ''}`,
  );
}

function charts(sizes) {
  const out = [];
  if (sizes) {
    const items = [
      { label: 'loader (with static imports)', value: sizes.loader.gzip, color: '#2c5d8f' },
      ...sizes.widgets.map((w) => ({ label: `widget ${w.name}${w.inCore ? ' (in core)' : ''}`, value: w.gzip, color: '#d9822b' })),
      ...(sizes.react ? [{ label: 'react', value: sizes.react.gzip, color: '#2a9d8f' }] : []),
      ...sizes.shared.map((s) => ({ label: `shared ${s.name}`, value: s.gzip, color: '#7d6b9e' })),
    ];
    out.push({
      title: 'Chunk sizes (gzip -9)',
      svg: barChart({ items, unit: 'B', budget: { value: BUDGET.loaderGzip, label: `loader budget ${BUDGET.loaderGzip} B` }, ariaLabel: 'chunk gzip sizes' }),
    });
  }
  const pages = PAGES.filter((p) => figures.pages[p.id]?.view);
  if (pages.length) {
    const items = pages.flatMap((p) => {
      const f = figures.pages[p.id];
      const s = f.readyTimes?.dclToReady;
      return [
        { label: `${p.id}: DCL → ready (median)`, value: s?.median, min: s?.min, max: s?.max, color: '#2c5d8f' },
        { label: `${p.id}: load event start`, value: f.view.timings.loadEventStart, color: '#8a8a8a' },
        { label: `${p.id}: React chunk request`, value: f.view.react.reactStart, color: '#2a9d8f' },
        { label: `${p.id}: first idle mount`, value: f.view.react.idleAt, color: '#d9822b' },
        { label: `${p.id}: storefront:ready`, value: f.view.timings.ready, color: '#2c5d8f' },
        { label: `${p.id}: Lighthouse LCP`, value: f.lighthouse?.lcp, color: '#7d6b9e' },
        { label: `${p.id}: Lighthouse TBT`, value: f.lighthouse?.tbt, color: '#c0392b' },
      ];
    });
    out.push({
      title: 'Timings',
      note: 'Milliseconds since navigation start unless marked DCL → ready (whiskers: min and max of the fresh loads).',
      svg: barChart({ items, unit: 'ms', format: (v) => String(Math.round(v)), ariaLabel: 'timings' }),
    });
    const bytes = pages.flatMap((p) => [
      { label: `${p.id}: before first interaction`, value: figures.pages[p.id].view.before.jsBytes, color: '#2c5d8f' },
      { label: `${p.id}: after every widget hydrated`, value: figures.pages[p.id].view.after.jsBytes, color: '#d9822b' },
    ]);
    out.push({ title: 'JavaScript transferred', note: JS_METHOD, svg: barChart({ items: bytes, unit: 'B', ariaLabel: 'JavaScript bytes transferred' }) });
  }
  const perView = Object.entries(figures.jsBeforeInteraction || {});
  if (perView.length) {
    const items = perView.map(([label, m]) => ({
      label: `${label}: ${m.jsFiles.length} files`,
      value: m.jsBytes,
      color: m.jsBytes <= BUDGET_ISLANDS.jsBeforeInteractionGzip ? '#2c5d8f' : '#c0392b',
    }));
    out.push({
      title: 'JavaScript before the first interaction, per view',
      note: `Gzip as transferred (headers included), navigation → storefront:ready + 500 ms, nothing touched; view 1 is 390 px, view 4 1280 px. Budgets: ${BUDGET_ISLANDS.jsBeforeInteractionGzip} B and ${BUDGET_ISLANDS.jsFilesBeforeInteraction} files.`,
      svg: barChart({
        items,
        unit: 'B',
        budget: { value: BUDGET_ISLANDS.jsBeforeInteractionGzip, label: `budget ${BUDGET_ISLANDS.jsBeforeInteractionGzip} B` },
        ariaLabel: 'JavaScript bytes before the first interaction per view',
      }),
    });
  }
  const quiet = Object.entries(figures.jsNoEngagement || {});
  if (quiet.length) {
    const items = quiet.map(([label, m]) => ({
      label: `${label}: ${m.jsFiles.length} files`,
      value: m.jsBytes,
      color: m.jsBytes <= BUDGET_ISLANDS.jsNoEngagementGzip ? '#2c5d8f' : '#c0392b',
    }));
    out.push({
      title: 'JavaScript in 15 s with no engagement, per view',
      note: `Gzip as transferred (headers included, prefetches included), navigation → 15 s with no input at all. Budget: ${BUDGET_ISLANDS.jsNoEngagementGzip} B.`,
      svg: barChart({
        items,
        unit: 'B',
        budget: { value: BUDGET_ISLANDS.jsNoEngagementGzip, label: `budget ${BUDGET_ISLANDS.jsNoEngagementGzip} B` },
        ariaLabel: 'JavaScript bytes in 15 s with no engagement per view',
      }),
    });
  }
  const i2p = Object.entries(figures.interactionToPaint || {}).filter(([, f]) => f?.runs?.length);
  if (i2p.length) {
    const items = i2p.map(([label, f]) => {
      const v = f.runs.map((r) => r.ms);
      return { label, value: median(v), min: Math.min(...v), max: Math.max(...v), color: label.endsWith('mobile') ? '#d9822b' : '#2c5d8f' };
    });
    out.push({
      title: 'Interaction to paint',
      note: `Median of ${i2p[0][1].runs.length} fresh pages at view 1 (whiskers: min and max): a tap on the mini basket (home and product, 1 s after the first scroll) to its panel painted; the search's request start (its 500 ms debounce firing) to the suggestions painted. "mobile": 4× CPU and slow 4G through CDP. Budgets: ${BUDGET_ISLANDS.interactionToPaintMs} ms unthrottled, ${BUDGET_ISLANDS.interactionToPaintThrottledMs} ms throttled.`,
      svg: barChart({ items, unit: 'ms', format: (v) => String(Math.round(v)), ariaLabel: 'interaction to paint' }),
    });
  }
  return out;
}

export async function main() {
  const watchdog = setTimeout(async () => {
    console.error(`bench: gave up after ${WATCHDOG_MS / 1000} s during "${currentStep}"`);
    await cleanup();
    process.exit(1);
  }, WATCHDOG_MS);
  const started = Date.now();
  let sizes = null;
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, async () => {
      console.error(`bench: ${signal} during "${currentStep}"; closing what was started`);
      clearTimeout(watchdog);
      await cleanup();
      process.exit(130);
    });
  }
  Object.assign(figures, { generatedAt: new Date().toISOString(), budget: BUDGET, jsBytesMethod: JS_METHOD, pages: {} });
  try {
    step$.set('bundle sizes');
    const stats = readStats(DIST);
    sizes = measureSizes(DIST, stats);
    figures.sizes = sizes;
    sizeRows(sizes);
    const ctx = {
      reactFile: sizes.reactFile,
      needsReact: sizes.widgetNeedsReact,
      defaults: widgetDefaults(
        ROOT,
        sizes.widgets.map((w) => w.name),
      ),
    };
    figures.widgets = { needsReact: ctx.needsReact, defaultHydrate: ctx.defaults };

    step$.set('starting the fixture server');
    const { startServer } = await import(pathToFileURL(path.join(ROOT, 'fixtures/server.mjs')).href);
    const server = await withTimeout(startServer({ port: 0, host: 'localhost', distDir: DIST }), 15_000, 'starting the fixture server');
    cleanups.push({ label: 'the fixture server', run: () => server.close() });
    const base = server.url || `http://localhost:${server.port}/`;

    step$.set('launching Playwright Chromium');
    const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS, headless: true, timeout: 30_000 });
    const closeBrowser = { label: 'Playwright Chromium', run: () => browser.close() };
    cleanups.push(closeBrowser);

    step$.set('warming up the fixture server');
    await withTimeout(
      warmUp(
        base,
        sizes.files.map((f) => f.fileName),
        browser,
        PAGES.map((p) => p.path),
      ),
      40_000,
      'warming up',
    );

    if (runs('pages')) for (const page of PAGES) await measurePage(browser, base, page, ctx);

    for (const m of measures) {
      if (!runs(m.name)) continue;
      step$.set(`measure "${m.name}"`);
      try {
        await withTimeout(m.run({ url: base, browser, sizes, stats, figures, addRow, checkBudget, note, progress }), m.timeoutMs ?? 300_000, m.name);
      } catch (error) {
        checkBudget(`measure "${m.name}" ran`, false, errorText(error));
      }
    }
    cleanups.splice(cleanups.indexOf(closeBrowser), 1);
    await withTimeout(browser.close(), 10_000, 'closing Playwright Chromium').catch(() => {});

    if (ONLY.length) note(`BENCH_ONLY=${ONLY.join(',')}: only part of the bench ran.`);
    if (['lighthouse desktop', 'lighthouse mobile', 'accessibility'].some(runs)) {
      step$.set('launching Chromium for Lighthouse');
      const chrome = await launchChrome();
      cleanups.push({ label: 'Lighthouse Chromium', run: async () => chrome.kill() });
      if (runs('lighthouse desktop')) {
        for (const page of PAGES) {
          step$.set(`Lighthouse on ${page.id}`);
          const lh = await runLighthouse(chrome.port, new URL(page.path, base).href);
          (figures.pages[page.id] ||= {}).lighthouse = lh;
          lighthouseRows(page, lh);
        }
        for (const page of PAGES) clsBudget(page);
      }

      // Lighthouse's defaults (mobile, simulated slow 4G and 4× CPU): runs interleaved page by page, median of 3.
      if (runs('lighthouse mobile')) {
        const mobileRuns = Object.fromEntries(PAGES.map((p) => [p.id, []]));
        for (let i = 0; i < MOBILE_LIGHTHOUSE_RUNS; i++) {
          for (const page of PAGES) {
            step$.set(`Lighthouse mobile on ${page.id}, run ${i + 1} of ${MOBILE_LIGHTHOUSE_RUNS}`);
            const lh = await runLighthouse(chrome.port, new URL(page.path, base).href, LIGHTHOUSE_MOBILE_CONFIG);
            mobileRuns[page.id].push(lh);
            progress(
              `  ${lh.error || lh.runtimeError ? `failed: ${lh.error || lh.runtimeError}` : `performance ${lh.performance}, TBT ${round(lh.tbt)} ms, CLS ${round(lh.cls, 4)}, accessibility ${lh.accessibility} (${lh.formFactor}, ${lh.throttlingMethod})`}`,
            );
          }
        }
        for (const page of PAGES) {
          const m = mobileLighthouseRows(page, mobileRuns[page.id]);
          Object.assign((figures.pages[page.id] ||= {}), { lighthouseMobile: m, lighthouseMobileRuns: mobileRuns[page.id] });
        }
      }
      if (runs('accessibility')) {
        // Accessibility 100 on every fixture page, Lighthouse's accessibility category alone.
        const below = [];
        const a11yStarted = Date.now();
        const all = ALL_PAGES;
        const checker = await accessibilityChecker(chrome.port);
        for (const pagePath of all) {
          step$.set(`Lighthouse accessibility on ${pagePath}`);
          const lh = await checker.check(new URL(pagePath, base).href);
          (figures.accessibility ||= {})[pagePath] = lh;
          if (lh.error || lh.accessibility !== 100)
            below.push(`${pagePath}: ${lh.error ?? `${lh.accessibility} (${lh.failedAccessibilityAudits.join(', ')})`}`);
        }
        await checker.close().catch(() => {});
        addRow({
          section: 'Lighthouse',
          name: 'fixture pages with accessibility 100',
          value: all.length - below.length,
          unit: 'pages',
          budget: `= ${all.length}`,
          ok: below.length === 0,
        });
        note(`Lighthouse accessibility (snapshot mode) on ${all.length} fixture pages took ${round((Date.now() - a11yStarted) / 1000, 1)} s.`);
        checkBudget(`Lighthouse accessibility 100 on all ${all.length} fixture pages`, below.length === 0, below.join('; '));
      }
    }
  } catch (error) {
    checkBudget('the bench ran to the end', false, `${currentStep}: ${errorText(error)}`);
    if (process.env.BENCH_DEBUG) console.error(error);
  } finally {
    clearTimeout(watchdog);
    step$.set('cleaning up');
    await cleanup();
  }

  figures.rows = rows;
  figures.budgets = budgets;
  figures.notes = notes;
  figures.seconds = round((Date.now() - started) / 1000, 1);

  console.log(`\nStorefront bench (${figures.seconds} s; JS bytes: ${JS_METHOD})\n`);
  console.log(formatTable(rows));
  try {
    mkdirSync(REPORT_DIR, { recursive: true });
    // The build's treemaps (VISUALIZE=1, rollup.config.mjs) beside the report; a build without the flag removed them.
    const treemaps = readdirSync(REPORT_DIR)
      .filter((f) => /^treemap-[\w-]+\.html$/.test(f))
      .sort();
    if (!treemaps.length) note('No bundle treemap: the build was made without VISUALIZE=1 (npm run bench sets it).');
    const html = renderReport({ rows, budgets, figures, charts: charts(sizes), treemaps });
    writeFileSync(path.join(REPORT_DIR, 'index.html'), html);
    console.log(`\nReport: ${path.relative(process.cwd(), path.join(REPORT_DIR, 'index.html'))}`);
  } catch (error) {
    checkBudget('the HTML report was written', false, errorText(error));
  }
  if (notes.length) console.log('\nNotes:\n' + notes.map((n) => `  - ${n}`).join('\n'));
  for (const [kind, title] of [
    ['deterministic', 'Deterministic budgets (sizes, requests, render-blocking, layout shift, accessibility)'],
    ['timing', 'Timing budgets (median of interleaved runs; min and max in the detail)'],
  ]) {
    const list = budgets.filter((b) => b.kind === kind);
    if (!list.length) continue;
    console.log(`\n${title}:`);
    for (const b of list) console.log(`  ${b.ok ? '✔' : '✘'} ${b.name}: ${b.detail}`);
  }
  const missed = knownMisses();
  if (missed.length) {
    console.log(`\nBUDGETS MISSED, KNOWN (${missed.length}; the budget stands, an open issue is about meeting it):`);
    for (const b of missed) console.log(`  ✘ [${b.kind}, ${b.knownMiss}] ${b.name}: ${b.detail}`);
  }
  const broken = failures();
  if (broken.length) {
    console.log(`\nBUDGETS BROKEN (${broken.length}):`);
    for (const b of broken) console.log(`  ✘ [${b.kind}] ${b.name}: ${b.detail}`);
  } else {
    console.log(`\n${missed.length ? `All budgets met but the ${missed.length} known misses above` : `All ${budgets.length} budgets met`}.`);
  }
  return broken.length ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
