#!/usr/bin/env node
/**
 * The cross-engine run (`npm run test:engines`, part of `npm test`): the fixture shop in Firefox ESR and WebKitGTK.
 * Every fixture page at 390 and 1280 px mounts every marker with no error on the page (./sweep.mjs), and the core
 * journeys work (./journeys.mjs). One browser session per engine for the whole run; the two engines run side by side.
 *
 *   ENGINES=firefox,webkit (default) | firefox | webkit | chromium (Chromium through puppeteer, for comparison)
 *   ENGINES_ONLY=sweep | journeys    one part only; ENGINES_JOURNEY=<words of a journey's name>: that journey only
 *   FIREFOX_PATH, WEBKIT_DRIVER_PATH, WEBKIT_BROWSER_PATH, CHROMIUM_PATH   the browsers (test/tools/ensure-engines.mjs)
 *
 * Needs a build (`npm run build`). An engine that cannot be started fails the run, with the reason.
 */
import { existsSync } from 'node:fs';
import { startServer } from '../../fixtures/server.mjs';
import { ALL_PAGES } from '../pages.mjs';
import { findTestChromium } from '../tools/chromium.mjs';
import { ensureEngines } from '../tools/ensure-engines.mjs';
import { journeys } from './journeys.mjs';
import { startProxy } from './proxy.mjs';
import { launchPuppeteer } from './puppeteer-engine.mjs';
import { sweep, WIDTHS } from './sweep.mjs';
import { launchWebKit } from './webkit-engine.mjs';

const KNOWN = ['firefox', 'webkit', 'chromium'];
const wanted = (process.env.ENGINES || 'firefox,webkit')
  .split(',')
  .map((e) => e.trim())
  .filter(Boolean);
const unknown = wanted.filter((e) => !KNOWN.includes(e));
if (unknown.length || !wanted.length) {
  console.error(`ENGINES=${process.env.ENGINES}: unknown engine ${unknown.join(', ') || '(none given)'}; use ${KNOWN.join(', ')}.`);
  process.exit(1);
}
const only = process.env.ENGINES_ONLY;
if (only && only !== 'sweep' && only !== 'journeys') {
  console.error(`ENGINES_ONLY=${only}: use sweep or journeys.`);
  process.exit(1);
}
if (!existsSync(new URL('../../dist/loader.js', import.meta.url))) {
  console.error('No build: run `npm run build` first.');
  process.exit(1);
}

let found;
try {
  found = ensureEngines(wanted);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

/** @param {string} name */
function launch(name) {
  if (name === 'firefox') return launchPuppeteer({ name, executablePath: /** @type {string} */ (found.firefox) });
  if (name === 'chromium') {
    const executablePath = findTestChromium();
    if (!executablePath) throw new Error('No Chromium: run node test/tools/ensure-chromium.mjs or set CHROMIUM_PATH.');
    return launchPuppeteer({ name, executablePath });
  }
  return launchWebKit({
    driverPath: /** @type {string} */ (found.webkitDriver),
    browserPath: /** @type {string} */ (found.webkitBrowser),
    xvfbRun: /** @type {string} */ (found.xvfbRun),
  });
}

// A run that hangs fails loudly; Ctrl-C ends the browsers too (their 'exit' handlers).
const LIMIT_MS = 10 * 60_000;
setTimeout(() => {
  console.error(`cross-engine run: not finished after ${LIMIT_MS / 60_000} minutes; stopped.`);
  process.exit(1);
}, LIMIT_MS).unref();
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130));

const pages = ALL_PAGES;
const server = await startServer({ host: 'localhost' });

/**
 * One engine's whole run: its own proxy (so the errors it reports are its own), one browser session.
 * @param {string} name
 */
async function runEngine(name) {
  const started = Date.now();
  const proxy = await startProxy(server.url);
  /** @type {Awaited<ReturnType<typeof startProxy>>[]} */
  const more = [];
  const newProxy = async () => {
    const p = await startProxy(server.url);
    more.push(p);
    return p;
  };
  /** @type {string[]} */
  const failures = [];
  let summary = '';
  let engine;
  try {
    engine = await launch(name);
    console.log(`${name}: ${engine.version}`);
    if (only !== 'journeys') {
      const result = await sweep(engine, proxy.url, pages, proxy.idle);
      failures.push(...result.failures);
      summary += `${result.views} page views (${pages.length} pages × ${WIDTHS.join(' and ')} px), ${result.mounted} of ${result.markers} markers mounted`;
      console.log(`${name}: sweep done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    if (only !== 'sweep') {
      const result = await journeys(engine, proxy, newProxy);
      failures.push(...result.failures);
      summary += `${summary ? '; ' : ''}journeys ${result.passed.length} of ${result.passed.length + result.failures.length} passed`;
      for (const line of result.skipped) console.log(`${name}: ${line}`);
    }
  } catch (error) {
    failures.push(`${name} could not be driven: ${error instanceof Error ? error.stack || error.message : String(error)}`);
  } finally {
    await engine?.close().catch((error) => failures.push(`${name}: closing the browser failed: ${error.message}`));
    for (const p of [proxy, ...more]) await p.close();
  }
  // Errors a page reported after the check of its own view (or on a page a journey had left).
  for (const e of [proxy, ...more].flatMap((p) => p.errors)) failures.push(`${name}: an error on ${e.url}: ${e.message}`);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return { name, version: engine?.version ?? '?', summary, failures, seconds };
}

const started = Date.now();
let results;
try {
  results = await Promise.all(wanted.map(runEngine));
} finally {
  await server.close();
}
let failed = false;
console.log('');
for (const r of results) {
  const ok = !r.failures.length;
  failed ||= !ok;
  console.log(`${ok ? 'PASS' : 'FAIL'} ${r.name} (${r.version}) in ${r.seconds} s: ${r.summary || 'nothing ran'}`);
  for (const f of r.failures) console.log(`  ✗ ${f.replace(/\n/g, '\n    ')}`);
}
console.log(`cross-engine run: ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(failed ? 1 : 0);
