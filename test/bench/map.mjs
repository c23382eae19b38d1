// Store map figures (issue 7): the map widget (supercluster) against leaflet.markercluster on the same random points,
// in Chromium, on the fixture benchmark page /map-bench.php. For 1,000 / 10,000 / 100,000 / 1,000,000 points: time to
// the first clustered paint, median and worst of 20 scripted zooms and pans (re-cluster + paint), JS heap after GC.
// Budgets at 100,000 points: first paint < 300 ms, re-cluster median < 16 ms, ≥ 10× faster first paint than
// leaflet.markercluster. Timed without a tile layer (`?tiles=0`: the tiles cost both engines the same); at 100,000 points
// one more supercluster run with the fixture's tiles is printed for information. From 20,000 points the widget's first
// paint is a one-pass grid and the supercluster index is built in steps after it: the moves start once it is complete. leaflet.markercluster at 1,000,000 points is skipped when its 100,000-point run says it
// would take over 60 s (printed).
//
// Part of `npm run bench`; alone (after a build): `node test/bench/map.mjs [counts…]`, e.g. `node test/bench/map.mjs 100000`.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { defineMeasure, addRow as registryAddRow, checkBudget as registryCheckBudget, note as registryNote, figures as registryFigures } from './registry.mjs';
import { median, round, withTimeout, errorText } from './util.mjs';

export const MAP_COUNTS = [1_000, 10_000, 100_000, 1_000_000];
export const MAP_BUDGET = { points: 100_000, firstPaintMs: 300, reclusterMedianMs: 16, speedup: 10 };
const MC_LIMIT_MS = 60_000;

const MOVE_ROUNDS = 3;

/** One engine on one point count, in a fresh page. */
async function runEngine(browser, base, engine, count, { tiles = false, loadOnly = false } = {}) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  try {
    await page.goto(new URL(`/map-bench.php?engine=${engine}${tiles ? '' : '&tiles=0'}`, base).href);
    await page.waitForFunction(() => window.mapBench, null, { timeout: 15_000 });
    await page.evaluate(() => window.mapBench.ready());
    const cdp = await page.context().newCDPSession(page);
    const heap = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      return (await cdp.send('Runtime.getHeapUsage')).usedSize;
    };
    await page.evaluate((n) => window.mapBench.generate(n), count);
    const heapPoints = await heap();
    const load = await page.evaluate(() => window.mapBench.load());
    const heapLoaded = await heap();
    if (loadOnly) return { firstPaintMs: load.firstPaintMs };
    // Three rounds of the same 20 scripted moves (both engines alike): 60 samples steady the median on a shared machine.
    const moves = { times: [] };
    for (let round = 0; round < MOVE_ROUNDS; round++) moves.times.push(...(await page.evaluate(() => window.mapBench.moves())).times);
    await cdp.detach().catch(() => {});
    if (errors.length) throw new Error(`page errors: ${errors.join(' | ')}`);
    return {
      engine,
      count,
      firstPaintMs: load.firstPaintMs,
      indexMs: load.indexMs,
      indexReadyMs: load.indexReadyMs,
      chunks: load.chunks,
      clusters: load.clusters,
      moveMs: moves.times,
      reclusterMedianMs: median(moves.times),
      reclusterWorstMs: Math.max(...moves.times),
      heapMB: heapLoaded / 2 ** 20,
      engineHeapMB: (heapLoaded - heapPoints) / 2 ** 20,
    };
  } finally {
    await page.close();
  }
}

const fmt = (n) => n.toLocaleString('en-US');

function rowsFor(r, { addRow }) {
  const row = (name, value, unit, extra = {}) => addRow({ section: 'Map', name: `${r.engine} ${fmt(r.count)}: ${name}`, value, unit, ...extra });
  const at = r.count === MAP_BUDGET.points && r.engine === 'supercluster';
  row(r.firstPaintRuns ? `first clustered paint (median of ${r.firstPaintRuns.map((x) => round(x)).join(', ')})` : 'first clustered paint', round(r.firstPaintMs, 1), 'ms', at ? { budget: `< ${MAP_BUDGET.firstPaintMs}`, ok: r.firstPaintMs < MAP_BUDGET.firstPaintMs } : {});
  if (r.indexReadyMs != null && r.count >= 20_000) row('  supercluster index complete (built in steps after a grid paint)', round(r.indexReadyMs, 1), 'ms');
  else if (r.indexMs != null) row('  of which index build', round(r.indexMs, 1), 'ms');
  row('re-cluster + paint median (3 × 20 moves)', round(r.reclusterMedianMs, 1), 'ms', at ? { budget: `< ${MAP_BUDGET.reclusterMedianMs}`, ok: r.reclusterMedianMs < MAP_BUDGET.reclusterMedianMs } : {});
  row('re-cluster + paint worst', round(r.reclusterWorstMs, 1), 'ms');
  row('JS heap used after GC (points included)', round(r.heapMB, 1), 'MB');
  row('JS heap of the clustering (minus the points)', round(r.engineHeapMB, 1), 'MB');
}

/** Up to 100,000 points the first paint is the median of this many fresh pages (one paint is noisy on a shared machine). */
const PAINT_RUNS = 5;

/** One full run (first paint, moves, heap) plus, up to 100,000 points, more fresh first paints: the median is kept. */
async function measureEngine(browser, url, engine, count) {
  const full = await runEngine(browser, url, engine, count);
  if (count > 100_000) return full;
  const paints = [full.firstPaintMs];
  for (let i = 1; i < PAINT_RUNS; i++) paints.push((await runEngine(browser, url, engine, count, { loadOnly: true })).firstPaintMs);
  return { ...full, firstPaintRuns: paints, firstPaintMs: median(paints) };
}

/** Measures one point count with both engines; adds rows, budgets (at 100,000) and figures. */
export async function measureCount(count, { url, browser, addRow, checkBudget, note, figures }) {
  const out = ((figures.map ||= { counts: {} }).counts[count] = {});
  const sc = await measureEngine(browser, url, 'supercluster', count);
  out.supercluster = sc;
  rowsFor(sc, { addRow });
  let mc = null;
  const prev = figures.map.counts[count / 10]?.markercluster;
  const predicted = prev ? prev.firstPaintMs * 10 : 0;
  if (count >= 1_000_000 && (!prev || predicted > MC_LIMIT_MS)) {
    const why = prev
      ? `its ${fmt(count / 10)}-point load took ${round(prev.firstPaintMs / 1000, 1)} s, so ${fmt(count)} points would take over ${round(predicted / 1000)} s (> 60 s)`
      : `no ${fmt(count / 10)}-point figure to go by`;
    note(`leaflet.markercluster at ${fmt(count)} points skipped: ${why}.`);
    addRow({ section: 'Map', name: `markercluster ${fmt(count)}: skipped (would exceed 60 s)`, value: null });
    out.markercluster = { skipped: why };
  } else {
    mc = await measureEngine(browser, url, 'markercluster', count);
    out.markercluster = mc;
    rowsFor(mc, { addRow });
    const paintRatio = mc.firstPaintMs / sc.firstPaintMs;
    const moveRatio = mc.reclusterMedianMs / sc.reclusterMedianMs;
    out.ratio = { firstPaint: paintRatio, reclusterMedian: moveRatio };
    const at = count === MAP_BUDGET.points;
    addRow({ section: 'Map', name: `${fmt(count)}: first paint, markercluster ÷ supercluster`, value: round(paintRatio, 1), unit: '×', ...(at ? { budget: `≥ ${MAP_BUDGET.speedup}`, ok: paintRatio >= MAP_BUDGET.speedup } : {}) });
    addRow({ section: 'Map', name: `${fmt(count)}: re-cluster median, markercluster ÷ supercluster`, value: round(moveRatio, 1), unit: '×' });
  }
  if (count === MAP_BUDGET.points) {
    // For information: the same moves with the fixture's SVG tiles (not part of the budgets; the same cost for both engines).
    const withTiles = await runEngine(browser, url, 'supercluster', count, { tiles: true });
    out.superclusterWithTiles = withTiles;
    addRow({ section: 'Map', name: `supercluster ${fmt(count)}: re-cluster + paint median with the fixture's tiles (info)`, value: round(withTiles.reclusterMedianMs, 1), unit: 'ms' });
    checkBudget(`map: ${fmt(count)} points, first clustered paint < ${MAP_BUDGET.firstPaintMs} ms`, sc.firstPaintMs < MAP_BUDGET.firstPaintMs, sc.indexReadyMs != null && count >= 20_000 ? `${round(sc.firstPaintMs, 1)} ms (a one-pass grid; the supercluster index complete after ${round(sc.indexReadyMs)} ms, in steps)` : `${round(sc.firstPaintMs, 1)} ms (index ${round(sc.indexMs, 1)} ms)`);
    checkBudget(`map: ${fmt(count)} points, re-cluster + paint median < ${MAP_BUDGET.reclusterMedianMs} ms`, sc.reclusterMedianMs < MAP_BUDGET.reclusterMedianMs, `median ${round(sc.reclusterMedianMs, 1)} ms, worst ${round(sc.reclusterWorstMs, 1)} ms over 3 × 20 moves`);
    const ratio = mc ? mc.firstPaintMs / sc.firstPaintMs : 0;
    checkBudget(
      `map: ≥ ${MAP_BUDGET.speedup}× faster than leaflet.markercluster at ${fmt(count)} points (first clustered paint)`,
      ratio >= MAP_BUDGET.speedup,
      mc ? `${round(ratio, 1)}× (${round(mc.firstPaintMs)} ms vs ${round(sc.firstPaintMs, 1)} ms); re-cluster median ${round(mc.reclusterMedianMs, 1)} vs ${round(sc.reclusterMedianMs, 1)} ms` : 'markercluster not measured',
    );
  }
}

export function defineMapMeasures(counts = MAP_COUNTS) {
  for (const count of counts) defineMeasure(`map ${fmt(count)} points`, (ctx) => measureCount(count, ctx));
}

const standalone = process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (!standalone) defineMapMeasures();

/** `node test/bench/map.mjs [counts…]`: only the map figures (the bundle must be built). */
async function main() {
  const { chromium } = await import('playwright-core');
  const { CHROMIUM_ARGS, findChromium } = await import('../tools/chromium.mjs');
  const { formatTable } = await import('./table.mjs');
  const { rows, budgets, failures } = await import('./registry.mjs');
  const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const counts = process.argv.slice(2).map(Number).filter((n) => n > 0);
  const { startServer } = await import(pathToFileURL(path.join(ROOT, 'fixtures/server.mjs')).href);
  const server = await startServer({ port: 0, host: 'localhost', distDir: path.join(ROOT, 'dist') });
  const base = server.url || `http://localhost:${server.port}/`;
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS, headless: true });
  const started = Date.now();
  const notes = [];
  try {
    for (const count of counts.length ? counts : MAP_COUNTS) {
      try {
        await withTimeout(
          measureCount(count, { url: base, browser, addRow: registryAddRow, checkBudget: registryCheckBudget, note: (t) => (notes.push(t), registryNote(t)), figures: registryFigures }),
          60_000,
          `map ${count}`,
        );
      } catch (error) {
        registryCheckBudget(`measure "map ${fmt(count)} points" ran`, false, errorText(error));
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  console.log(`\nMap bench (${round((Date.now() - started) / 1000, 1)} s)\n`);
  console.log(formatTable(rows));
  if (notes.length) console.log('\nNotes:\n' + notes.map((n) => `  - ${n}`).join('\n'));
  const broken = failures();
  for (const b of budgets) console.log(`  ${b.ok ? '✔' : '✘'} ${b.name}: ${b.detail}`);
  return broken.length ? 1 : 0;
}

if (standalone) main().then((code) => process.exit(code), (e) => (console.error(e), process.exit(1)));
