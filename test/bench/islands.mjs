// The island figures (islands on intent, few eager files, no long task), each with its budget: a miss fails the
// bench like any other budget. Never loosen one.
//
//   1. JavaScript before the first interaction, per page and view (390 px and 1280 px): gzip bytes as transferred
//      and the number of script files, navigation → storefront:ready + settle, nothing touched (35 KB, and the
//      smaller core's 24 KB); and what a shopper who never engages pays: every script (prefetches included) in the
//      first 15 s with no input at all.
//   2. Interaction to paint: a tap (pointerdown) on the mini basket to its painted panel, 1 s after the shopper's
//      first scroll (the prefetch that scroll started must be in time), on the home and product pages, and the
//      search's debounce firing to its painted suggestions, unthrottled and under Lighthouse-like mobile throttling;
//      and whether text typed into the search input before the search widget mounted is kept (and searched for).
//   3. Long tasks from the bundle under 4× CPU throttling, attributed by the Long Animation Frames API.
// The mobile Lighthouse runs and the loader's 4 KB budget are in run.mjs (they need its Lighthouse Chromium and the
// size rows).
//
// Part of `npm run bench`; alone: `BENCH_ONLY=islands node test/bench/run.mjs` (after a build).
import { defineMeasure } from './registry.mjs';
import { measureBeforeInteraction, measureNoEngagement, NAV_TIMEOUT, READY_TIMEOUT, SETTLE_MS } from './page-metrics.mjs';
import { median, round, sleep, withTimeout, errorText } from './util.mjs';

export const BUDGET_ISLANDS = {
  jsBeforeInteractionGzip: 35_840,
  /** The smaller core's (issue 30): JS before the first interaction within 24 KB. */
  jsBeforeInteractionCoreGzip: 24_576,
  /** Every script a visit with no engagement fetches in its first NO_ENGAGEMENT_MS (issue 30). */
  jsNoEngagementGzip: 35_840,
  jsFilesBeforeInteraction: 8,
  interactionToPaintMs: 100,
  interactionToPaintThrottledMs: 400,
  longTaskMs: 50,
};
const PAGES = [
  { id: 'home', path: '/' },
  { id: 'product', path: '/product-pol-1-x.html' },
];
const VIEWS = [
  { id: 'view 1', viewport: { width: 390, height: 844 } },
  { id: 'view 4', viewport: { width: 1280, height: 800 } },
];
/** Lighthouse's mobile slow 4G and CPU, applied through CDP (devtools throttling, not simulated). */
const MOBILE_THROTTLING = {
  network: { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 },
  cpuRate: 4,
};
const INTERACTION_RUNS = 3;
/** How long a visit with no engagement is watched (issue 30: "JS on the wire for 15 s with no engagement"). */
const NO_ENGAGEMENT_MS = 15_000;
/** The tap comes this long after the shopper's first scroll (the engagement that starts the islands' prefetch). */
const TAP_AFTER_SCROLL_MS = 1000;
const LONG_TASK_RUNS = 3;
const SEARCH_TEXT = 'kurtka';
const SEARCH_DEBOUNCE_MS = 500;
const OPTION = '#menu_search [role=option]';
const BASKET_TRIGGER = '#menu_basket .top_basket__sub';
const BASKET_PANEL = '#menu_basket .menu_basket__panel';
const SETTLE_THROTTLED_MS = SETTLE_MS * MOBILE_THROTTLING.cpuRate;

const sum = (files) => files.reduce((a, f) => a + f.bytes, 0);
const kb = (bytes) => `${round(bytes / 1024, 1)} KB`;
const spreadOf = (values, unit = 'ms') => {
  const v = values.filter((x) => Number.isFinite(x));
  return v.length
    ? `median of ${v.length} run(s); min ${round(Math.min(...v))}, max ${round(Math.max(...v))} ${unit}; runs ${v.map((x) => round(x)).join(', ')}`
    : 'no run measured';
};

/** addRow + a progress line, so every figure shows as the bench goes. */
function reporter({ addRow, progress }) {
  return (row) => {
    addRow(row);
    const value = row.value == null ? 'n/a' : typeof row.value === 'boolean' ? (row.value ? 'yes' : 'no') : row.value;
    const status = row.ok == null ? '' : row.ok ? ', met' : row.value === 'failed' ? ', not measured' : ', MISSED';
    progress(
      `  ${row.section}${row.page ? ` ${row.page}` : ''}: ${row.name} = ${value}${row.unit ? ` ${row.unit}` : ''}${row.budget ? ` (budget ${row.budget}${status})` : ''}`,
    );
  };
}

// ---------------------------------------------------------------------------------------------------------------
// 1. JavaScript before the first interaction, per page and view.

defineMeasure('islands: JS before first interaction per view', async ({ url, browser, addRow, checkBudget, figures, progress }) => {
  const row = reporter({ addRow, progress });
  const out = (figures.jsBeforeInteraction = {});
  for (const page of PAGES) {
    for (const view of VIEWS) {
      const label = `${page.id}, ${view.id} (${view.viewport.width} px)`;
      progress(`islands: JS before first interaction on ${label}`);
      let m;
      try {
        m = await withTimeout(
          measureBeforeInteraction(browser, new URL(page.path, url).href, view.viewport),
          40_000,
          `JS before first interaction on ${label}`,
        );
      } catch (error) {
        row({ section: 'JS 18', page: page.id, name: `JS before first interaction, ${view.id}`, value: 'failed' });
        checkBudget(`JS before first interaction measured on ${label}`, false, errorText(error));
        continue;
      }
      out[`${page.id} ${view.id}`] = m;
      const files = m.jsFiles.length;
      const bytesOk = m.jsBytes <= BUDGET_ISLANDS.jsBeforeInteractionGzip;
      const filesOk = files <= BUDGET_ISLANDS.jsFilesBeforeInteraction;
      const name = (what) => `${what} before 1st interaction, ${view.id} ${view.viewport.width}px`;
      row({
        section: 'JS 18',
        page: page.id,
        name: name('JS gzip'),
        value: m.jsBytes,
        unit: 'B',
        budget: `≤ ${BUDGET_ISLANDS.jsBeforeInteractionGzip}`,
        ok: bytesOk,
      });
      row({ section: 'JS 18', page: page.id, name: name('JS files'), value: files, budget: `≤ ${BUDGET_ISLANDS.jsFilesBeforeInteraction}`, ok: filesOk });
      const encodings = [...new Set(m.jsFiles.map((f) => f.encoding))].join('/');
      const sorted = m.jsFiles.slice().sort((a, b) => b.bytes - a.bytes);
      const list =
        sorted
          .slice(0, 10)
          .map((f) => `${f.path.replace(/^\/storefront\//, '')} ${f.bytes}`)
          .join(', ') + (sorted.length > 10 ? `, and ${sorted.length - 10} more of ${sum(sorted.slice(10))} B in all` : '');
      const when = m.ready ? `navigation → storefront:ready + ${SETTLE_MS} ms` : `storefront:ready not reached in ${READY_TIMEOUT / 1000} s: counted to then`;
      checkBudget(
        `JS before first interaction ≤ ${BUDGET_ISLANDS.jsBeforeInteractionGzip} B (35 KB) gzip on ${label}`,
        bytesOk,
        `${m.jsBytes} B (${kb(m.jsBytes)}) as transferred (${encodings || 'none'}, headers included; ${when}): ${list}`,
      );
      checkBudget(`at most ${BUDGET_ISLANDS.jsFilesBeforeInteraction} script files before first interaction on ${label}`, filesOk, `${files} file(s)`, {});
      const coreOk = m.jsBytes <= BUDGET_ISLANDS.jsBeforeInteractionCoreGzip;
      row({
        section: 'JS 18',
        page: page.id,
        name: name('JS gzip (smaller core)'),
        value: m.jsBytes,
        unit: 'B',
        budget: `≤ ${BUDGET_ISLANDS.jsBeforeInteractionCoreGzip}`,
        ok: coreOk,
      });
      checkBudget(
        `JS before first interaction ≤ ${BUDGET_ISLANDS.jsBeforeInteractionCoreGzip} B (24 KB) gzip on ${label}`,
        coreOk,
        `${m.jsBytes} B (${kb(m.jsBytes)}): ${list}`,
      );
    }
  }
});

/** What a shopper who never engages pays: every script in the first NO_ENGAGEMENT_MS, the four page views at once. */
defineMeasure('islands: JS with no engagement', async ({ url, browser, addRow, checkBudget, figures, progress }) => {
  const row = reporter({ addRow, progress });
  const out = (figures.jsNoEngagement = {});
  const views = PAGES.flatMap((page) => VIEWS.map((view) => ({ page, view, label: `${page.id}, ${view.id} (${view.viewport.width} px)` })));
  progress(`islands: JS on the wire in ${NO_ENGAGEMENT_MS / 1000} s with no engagement (${views.length} page views at once: bytes, not timings)`);
  const results = await Promise.allSettled(
    views.map(({ page, view, label }) =>
      withTimeout(measureNoEngagement(browser, new URL(page.path, url).href, view.viewport, NO_ENGAGEMENT_MS), NO_ENGAGEMENT_MS + 30_000, label),
    ),
  );
  results.forEach((result, i) => {
    const { page, view, label } = views[i];
    const name = `JS gzip in ${NO_ENGAGEMENT_MS / 1000} s, no engagement, ${view.id} ${view.viewport.width}px`;
    if (result.status === 'rejected') {
      row({ section: 'JS 30', page: page.id, name, value: 'failed' });
      checkBudget(`JS with no engagement measured on ${label}`, false, errorText(result.reason));
      return;
    }
    const m = result.value;
    out[`${page.id} ${view.id}`] = m;
    const ok = m.jsBytes <= BUDGET_ISLANDS.jsNoEngagementGzip;
    row({ section: 'JS 30', page: page.id, name, value: m.jsBytes, unit: 'B', budget: `≤ ${BUDGET_ISLANDS.jsNoEngagementGzip}`, ok });
    // A <link rel="prefetch"> is CDP type Other (Prefetch in some versions); the prefetch's own chunk comes with it.
    const prefetched = m.jsFiles.filter((f) => f.type === 'Prefetch' || f.type === 'Other' || /\/prefetch-links-[\w-]+\.js$/.test(f.path));
    row({
      section: 'JS 30',
      page: page.id,
      name: `files prefetched with no engagement, ${view.id}`,
      value: prefetched.length,
      budget: '0',
      ok: !prefetched.length,
    });
    const list = m.jsFiles
      .slice()
      .sort((a, b) => b.bytes - a.bytes)
      .map((f) => `${f.path.replace(/^\/storefront\//, '')} ${f.bytes}${f.type === 'Script' ? '' : ` (${f.type})`}`)
      .join(', ');
    checkBudget(
      `JS on the wire in ${NO_ENGAGEMENT_MS / 1000} s with no engagement ≤ ${BUDGET_ISLANDS.jsNoEngagementGzip} B (35 KB) gzip on ${label}`,
      ok,
      `${m.jsBytes} B (${kb(m.jsBytes)}) in ${m.jsFiles.length} file(s), navigation → ${NO_ENGAGEMENT_MS / 1000} s, no input${m.ready ? '' : ' (storefront:ready not reached)'}: ${list}`,
    );
    checkBudget(
      `no island code prefetched with no engagement on ${label}`,
      !prefetched.length,
      prefetched.length ? prefetched.map((f) => f.path.replace(/^\/storefront\//, '')).join(', ') : 'none',
    );
  });
});

// ---------------------------------------------------------------------------------------------------------------
// 2. Interaction to paint.

/** A fresh touch context at view 1 (a tap is what opens the basket panel: a mouse's hover would open it first). */
async function freshPage(browser, { throttled }) {
  const context = await browser.newContext({ viewport: VIEWS[0].viewport, isMobile: true, hasTouch: true });
  const close = () => withTimeout(context.close(), 5000, 'closing the browser context').catch(() => {});
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(READY_TIMEOUT * (throttled ? 3 : 1));
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message.split('\n')[0]));
    if (throttled) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', MOBILE_THROTTLING.network);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_THROTTLING.cpuRate });
    }
    return { context, page, errors, close };
  } catch (error) {
    await close();
    throw error;
  }
}

async function loadReady(page, url, throttled) {
  const factor = throttled ? 3 : 1;
  await page.goto(url, { waitUntil: 'domcontentloaded', timeout: NAV_TIMEOUT * factor });
  await page
    .waitForFunction(() => performance.getEntriesByName('storefront:ready').length > 0, null, { timeout: READY_TIMEOUT * factor })
    .catch(() => {
      throw new Error(`no storefront:ready mark within ${(READY_TIMEOUT * factor) / 1000} s`);
    });
  await sleep(throttled ? SETTLE_THROTTLED_MS : SETTLE_MS);
}

/** Waits for a marker to be mounted; returns the ms it took (0: already mounted). */
async function waitMounted(page, selector, throttled) {
  const t = Date.now();
  const wait = READY_TIMEOUT * (throttled ? 3 : 1);
  await page.waitForSelector(`${selector}[data-widget-state=mounted]`, { state: 'attached', timeout: wait }).catch(async () => {
    const state = await page.evaluate((s) => document.querySelector(s)?.getAttribute('data-widget-state') ?? 'no marker', selector).catch(() => '?');
    throw new Error(`${selector} not mounted within ${wait / 1000} s after ready (state: ${state})`);
  });
  return Date.now() - t;
}

/** In the page: resolves with performance.now() of the frame after `selector` appears (visible), once armed. */
function armPaintWatch({ selector, key, startOnPointerdownIn }) {
  const w = (window[key] = { start: null, appeared: null, painted: null });
  const visible = () => {
    for (const el of document.querySelectorAll(selector)) {
      if (el.getClientRects().length && getComputedStyle(el).visibility !== 'hidden') return true;
    }
    return false;
  };
  if (startOnPointerdownIn) {
    addEventListener(
      'pointerdown',
      (e) => {
        if (w.start == null && e.target instanceof Element && e.target.closest(startOnPointerdownIn)) w.start = performance.now();
      },
      { capture: true },
    );
  }
  w.done = new Promise((resolve) => {
    const check = () => {
      if (w.appeared != null || !visible()) return;
      if (startOnPointerdownIn && w.start == null) return;
      w.appeared = performance.now();
      mo.disconnect();
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          w.painted = performance.now();
          resolve();
        }),
      );
    };
    const mo = new MutationObserver(check);
    mo.observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
  });
}

/**
 * In the page: scrolls a little (the shopper's first sign of engagement, which starts the islands' prefetch) and
 * resolves `performance.now()` of the first scroll event.
 */
function firstScroll() {
  return new Promise((resolve) => {
    addEventListener('scroll', () => resolve(performance.now()), { once: true, capture: true, passive: true });
    scrollBy(0, 120);
  });
}

/** Whether an island chunk (by name) had arrived before `t` (performance.now()), fetched by the prefetch or an import. */
function arrivedBefore({ name, t }) {
  return performance
    .getEntriesByType('resource')
    .some((e) => new RegExp(`/storefront/${name}-[\\w-]+\\.js$`).test(new URL(e.name).pathname) && e.responseEnd > 0 && e.responseEnd <= t);
}

/**
 * One basket run: a product in the basket, the page ready, the shopper scrolls, and 1 s (TAP_AFTER_SCROLL_MS) after
 * the first scroll taps the mini basket link → its panel painted. `prefetched`: whether the island had arrived by the tap.
 */
async function basketOnce(browser, url, throttled) {
  const { context, page, errors, close } = await freshPage(browser, { throttled });
  try {
    // A basket with a product: the panel opens only with something to preview.
    const added = await context.request.post(new URL('/basketchange.php', url).href, {
      form: { product: '1', quantity: '1' },
      headers: { accept: 'application/json' },
      maxRedirects: 0,
    });
    if (added.status() >= 400) throw new Error(`could not put a product into the basket: HTTP ${added.status()}`);
    await loadReady(page, url, throttled);
    const mountWait = await waitMounted(page, '#menu_basket', throttled);
    await page.evaluate(armPaintWatch, { selector: BASKET_PANEL, key: '__benchBasket', startOnPointerdownIn: '#menu_basket' });
    const scrolledAt = await page.evaluate(firstScroll);
    await page.waitForFunction((t) => performance.now() >= t, scrolledAt + TAP_AFTER_SCROLL_MS, { polling: 20, timeout: READY_TIMEOUT });
    await page.tap(BASKET_TRIGGER, { timeout: READY_TIMEOUT });
    const wait = READY_TIMEOUT * (throttled ? 3 : 1);
    await page
      .waitForFunction(() => window.__benchBasket.painted != null, null, { timeout: wait })
      .catch(async () => {
        const at = await page.evaluate(() => location.pathname).catch(() => '(page gone)');
        throw new Error(`no visible ${BASKET_PANEL} within ${wait / 1000} s of the tap (page now at ${at})`);
      });
    const w = await page.evaluate(() => ({
      start: window.__benchBasket.start,
      appeared: window.__benchBasket.appeared,
      painted: window.__benchBasket.painted,
    }));
    const prefetched = await page.evaluate(arrivedBefore, { name: 'MiniBasket', t: w.start });
    return { ms: w.painted - w.start, toDom: w.appeared - w.start, mountWait, tapAfterScroll: w.start - scrolledAt, prefetched, errors };
  } catch (error) {
    throw new Error(`${errorText(error)}${errors.length ? ` (page errors: ${errors.join(' | ')})` : ''}`, { cause: error });
  } finally {
    await close();
  }
}

/** One search run: focus + type "kurtka" → suggestions painted; timed from the search request's start (the debounce firing). */
async function searchOnce(browser, url, throttled) {
  const { page, errors, close } = await freshPage(browser, { throttled });
  try {
    await loadReady(page, url, throttled);
    const mountWait = await waitMounted(page, '#menu_search', throttled);
    await page.evaluate(armPaintWatch, { selector: OPTION, key: '__benchSearch', startOnPointerdownIn: null });
    await page.evaluate(() => {
      performance.setResourceTimingBufferSize(2000);
      const requests = (window.__benchGraphql = []);
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) if (new URL(e.name).pathname.startsWith('/graphql/')) requests.push({ start: e.startTime, end: e.responseEnd });
      }).observe({ type: 'resource' });
    });
    // Below 979 px the Standard template shows the search block only once its mobile opener is tapped.
    const opener = page.locator('#menu_search a.menu_search__mobile');
    if (await opener.isVisible()) await opener.click();
    await page.focus('#menu_search_text');
    const typedFrom = await page.evaluate(() => performance.now());
    await page.keyboard.type(SEARCH_TEXT);
    const typedTo = await page.evaluate(() => performance.now());
    const wait = READY_TIMEOUT * (throttled ? 3 : 1);
    await page
      .waitForFunction(() => window.__benchSearch.painted != null, null, { timeout: wait })
      .catch(() => {
        throw new Error(`no visible ${OPTION} within ${wait / 1000} s of typing "${SEARCH_TEXT}"`);
      });
    // Resource entries arrive once the response is read; give the observer a moment.
    await page.waitForFunction(() => window.__benchGraphql.length > 0, null, { timeout: 2000 }).catch(() => {});
    const w = await page.evaluate(() => ({
      ...window.__benchSearch,
      requests: window.__benchGraphql,
      value: document.querySelector('#menu_search_text')?.value,
    }));
    const request = w.requests.filter((r) => r.start >= typedFrom && r.start <= w.appeared).sort((a, b) => b.start - a.start)[0];
    if (!request) throw new Error('no /graphql/ request seen between typing and the suggestions (answered from a cache?)');
    return {
      ms: w.painted - request.start,
      response: request.end - request.start,
      keyToPaint: w.painted - typedTo,
      debounceSeen: request.start - typedTo,
      mountWait,
      value: w.value,
      errors,
    };
  } catch (error) {
    throw new Error(`${errorText(error)}${errors.length ? ` (page errors: ${errors.join(' | ')})` : ''}`, { cause: error });
  } finally {
    await close();
  }
}

/** Text typed at DOMContentLoaded, before the search widget mounted (its chunks held back), survives and is searched. */
async function earlyTyping(browser, url, sizes) {
  const context = await browser.newContext({ viewport: VIEWS[1].viewport });
  const loaderFiles = new Set(sizes?.loader?.files ?? ['loader.js']);
  const HOLD_MS = 1500;
  let held = 0;
  await context.route('**/storefront/**', async (route) => {
    const file = new URL(route.request().url()).pathname.replace(/^\/storefront\//, '');
    if (loaderFiles.has(file)) return route.continue().catch(() => {});
    held++;
    await sleep(HOLD_MS);
    await route.continue().catch(() => {});
  });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(READY_TIMEOUT);
    await page.goto(new URL('/', url).href, { waitUntil: 'domcontentloaded', timeout: NAV_TIMEOUT });
    const stateAtType = await page.evaluate(() => document.querySelector('#menu_search')?.getAttribute('data-widget-state') ?? 'no marker');
    await page.focus('#menu_search_text');
    await page.keyboard.type(SEARCH_TEXT);
    const mounted = await page.waitForSelector('#menu_search[data-widget-state=mounted]', { state: 'attached', timeout: READY_TIMEOUT }).then(
      () => true,
      () => false,
    );
    const searched = await page.waitForSelector(OPTION, { state: 'attached', timeout: READY_TIMEOUT }).then(
      () => true,
      () => false,
    );
    const value = await page.evaluate(() => document.querySelector('#menu_search_text')?.value ?? null);
    return { stateAtType, mounted, searched, value, kept: value === SEARCH_TEXT && searched, held };
  } finally {
    await withTimeout(context.close(), 5000, 'closing the browser context').catch(() => {});
  }
}

defineMeasure('islands: interaction to paint', async ({ url, browser, sizes, addRow, checkBudget, figures, note, progress }) => {
  const row = reporter({ addRow, progress });
  const out = (figures.interactionToPaint = {});
  const at = (page) => new URL(PAGES.find((p) => p.id === page).path, url).href;
  const tapName = `1 s after a scroll: tap mini basket → panel painted`;
  const kinds = [
    { id: 'basket', page: 'home', run: basketOnce, name: tapName },
    { id: 'basket product', page: 'product', run: basketOnce, name: tapName },
    { id: 'search', page: 'home', run: searchOnce, name: `search: debounce fired → list painted` },
  ];
  const modes = [
    { id: 'unthrottled', throttled: false, budget: BUDGET_ISLANDS.interactionToPaintMs, label: 'unthrottled' },
    { id: 'mobile', throttled: true, budget: BUDGET_ISLANDS.interactionToPaintThrottledMs, label: '4× CPU, slow 4G' },
  ];
  for (const mode of modes) {
    for (const kind of kinds) {
      const runs = [];
      const failed = [];
      for (let i = 0; i < INTERACTION_RUNS; i++) {
        // Two failures: the third run would fail alike; keep the bench's time for the other figures.
        if (failed.length >= 2) break;
        progress(`islands: ${kind.id} interaction to paint on ${kind.page}, ${mode.label}, run ${i + 1} of ${INTERACTION_RUNS}`);
        try {
          runs.push(
            await withTimeout(kind.run(browser, at(kind.page), mode.throttled), mode.throttled ? 60_000 : 30_000, `${kind.id} interaction (${mode.label})`),
          );
        } catch (error) {
          failed.push(errorText(error));
          progress(`  failed: ${errorText(error)}`);
        }
      }
      out[`${kind.id} ${mode.id}`] = { runs, failed };
      const rowName = `${kind.name}, ${mode.label}`;
      const budgetName = `${kind.run === basketOnce ? `mini basket on ${kind.page}, ${TAP_AFTER_SCROLL_MS / 1000} s after the first scroll: pointerdown → panel painted` : `search: its request start (the ${SEARCH_DEBOUNCE_MS} ms debounce firing) → suggestions painted`} ≤ ${mode.budget} ms, ${mode.label} (median of ${INTERACTION_RUNS}, view 1)`;
      if (!runs.length) {
        row({ section: 'INP 18', page: kind.page, name: rowName, value: 'failed', budget: `≤ ${mode.budget}`, ok: false });
        checkBudget(`${budgetName}: measured`, false, failed.join(' | '));
        continue;
      }
      if (failed.length) note(`islands ${kind.id} (${mode.label}): ${failed.length} of ${runs.length + failed.length} runs failed: ${failed.join(' | ')}`);
      const values = runs.map((r) => r.ms);
      const ms = round(median(values));
      const ok = ms <= mode.budget;
      row({ section: 'INP 18', page: kind.page, name: rowName, value: ms, unit: 'ms', budget: `≤ ${mode.budget}`, ok });
      const extra =
        kind.run === basketOnce
          ? `; to the panel in the DOM: median ${round(median(runs.map((r) => r.toDom)))} ms; the island prefetched by the tap in ${runs.filter((r) => r.prefetched).length} of ${runs.length} runs; tap ${round(median(runs.map((r) => r.tapAfterScroll)))} ms after the first scroll (median)`
          : `; the request's own time: median ${round(median(runs.map((r) => r.response)))} ms; last keystroke → painted: median ${round(median(runs.map((r) => r.keyToPaint)))} ms (debounce included)`;
      checkBudget(
        budgetName,
        ok,
        `${ms} ms; ${spreadOf(values)}${extra}; widget mounted ${round(median(runs.map((r) => r.mountWait)))} ms after ready + settle (median)`,
        {
          kind: 'timing',
        },
      );
    }
  }

  progress('islands: text typed before the search widget mounted');
  try {
    const e = await withTimeout(earlyTyping(browser, url, sizes), 40_000, 'early typing');
    out.earlyTyping = e;
    row({ section: 'INP 18', page: 'home', name: 'search text typed before mount kept and searched', value: e.kept, budget: 'kept', ok: e.kept });
    checkBudget(
      'search: text typed before the widget mounted is kept and searched',
      e.kept,
      `typed "${SEARCH_TEXT}" at DOMContentLoaded (marker ${e.stateAtType}; ${e.held} widget chunk request(s) held 1.5 s); input value after mount: ${JSON.stringify(e.value)}; widget mounted: ${e.mounted}; suggestions shown: ${e.searched}`,
    );
  } catch (error) {
    row({ section: 'INP 18', page: 'home', name: 'search text typed before mount kept and searched', value: 'failed', budget: 'kept', ok: false });
    checkBudget('search: text typed before the widget mounted is kept and searched: measured', false, errorText(error));
  }
});

// ---------------------------------------------------------------------------------------------------------------
// 3. Long tasks under 4× CPU throttling, attributed to the bundle by the Long Animation Frames API.

/** Installed before any page script. */
function observeLongTasks() {
  const lt = (window.__benchLongTasks = { tasks: [], frames: [], errors: [] });
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) lt.tasks.push({ start: e.startTime, duration: e.duration, name: e.name });
    }).observe({ type: 'longtask', buffered: true });
  } catch (error) {
    lt.errors.push(`longtask: ${error}`);
  }
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        lt.frames.push({
          start: e.startTime,
          duration: e.duration,
          blocking: e.blockingDuration,
          scripts: (e.scripts || []).map((s) => ({
            url: s.sourceURL || '',
            fn: s.sourceFunctionName || '',
            invoker: s.invoker || '',
            type: s.invokerType || '',
            start: s.startTime,
            duration: s.duration,
          })),
        });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch (error) {
    lt.errors.push(`long-animation-frame: ${error}`);
  }
}

const isBundle = (scriptUrl) => {
  try {
    return new URL(scriptUrl).pathname.startsWith('/storefront/');
  } catch {
    return false;
  }
};

/**
 * The loader's own evaluation, run by the HTML parser: `<script type="module" src=".../loader.js">` is deferred, so
 * Chromium evaluates it in the parser's last task, which goes on to DOMContentLoaded and the document's first style
 * and layout: a task the page starts and sizes, not the bundle (the loader's top level only schedules its boot in a
 * task of its own, loader/index.ts).
 */
const isParserRunLoader = (s) => s.type === 'module-script' && /\/storefront\/loader\.js$/.test(s.url);

/**
 * Each long task with the scripts (LoAF) that ran inside it. The bundle's when the bundle started it ("no task
 * started by the loader or a widget runs over 50 ms", issue 18): a script under /storefront/ ran in it, other than
 * the loader's evaluation by the parser, which counts only if it alone ran over the budget.
 */
function attribute({ tasks, frames }) {
  return tasks.map((t) => {
    const end = t.start + t.duration;
    const scripts = frames
      .flatMap((f) => f.scripts)
      .filter((s) => s.start < end && s.start + s.duration > t.start)
      .sort((a, b) => b.duration - a.duration);
    const bundleScripts = scripts.filter((s) => isBundle(s.url));
    const parserRun = bundleScripts.filter(isParserRunLoader);
    return {
      start: t.start,
      duration: t.duration,
      bundle: bundleScripts.length > parserRun.length || parserRun.some((s) => s.duration > BUDGET_ISLANDS.longTaskMs),
      parserRunLoader: parserRun.length > 0,
      scripts: scripts.map((s) => ({ url: s.url ? new URL(s.url).pathname : `(${s.type || 'no URL'})`, fn: s.fn, type: s.type, duration: s.duration })),
    };
  });
}

async function longTasksOnce(browser, url, viewport) {
  const mobile = viewport.width < 768;
  const context = await browser.newContext({ viewport, isMobile: mobile, hasTouch: mobile });
  await context.addInitScript(observeLongTasks);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_THROTTLING.cpuRate });
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout: NAV_TIMEOUT * 3 });
    const ready = await page
      .waitForFunction(() => performance.getEntriesByName('storefront:ready').length > 0, null, { timeout: READY_TIMEOUT * 3 })
      .then(
        () => true,
        () => false,
      );
    await sleep(SETTLE_MS);
    const raw = await page.evaluate(() => ({ ...window.__benchLongTasks, readyAt: performance.getEntriesByName('storefront:ready')[0]?.startTime ?? null }));
    return { ready, readyAt: raw.readyAt, errors: raw.errors, frames: raw.frames.length, tasks: attribute(raw) };
  } finally {
    await withTimeout(context.close(), 5000, 'closing the browser context').catch(() => {});
  }
}

const describeTask = (t) =>
  `${round(t.duration)} ms at ${round(t.start)} ms: ${
    t.scripts.length
      ? t.scripts
          .slice(0, 3)
          .map((s) => `${s.url}${s.fn ? ` ${s.fn}()` : ''} [${s.type}] ${round(s.duration)} ms`)
          .join(', ')
      : 'no script attributed (parsing, style, layout or a script under 5 ms each)'
  }`;

defineMeasure('islands: long tasks under 4x CPU', async ({ url, browser, addRow, checkBudget, figures, progress }) => {
  const row = reporter({ addRow, progress });
  const out = (figures.longTasks = {});
  for (const page of PAGES) {
    for (const view of VIEWS) {
      const label = `${page.id}, ${view.id} (${view.viewport.width} px)`;
      // Like the bench's other timing budgets, a median of runs: each run's longest bundle task.
      const runs = [];
      for (let i = 0; i < LONG_TASK_RUNS; i++) {
        progress(`islands: long tasks under 4× CPU on ${label}, run ${i + 1} of ${LONG_TASK_RUNS}`);
        try {
          runs.push(await withTimeout(longTasksOnce(browser, new URL(page.path, url).href, view.viewport), 60_000, `long tasks on ${label}`));
        } catch (error) {
          progress(`    run failed: ${errorText(error)}`);
        }
      }
      if (!runs.length) {
        row({
          section: 'Tasks 18',
          page: page.id,
          name: `longest bundle task, 4× CPU, ${view.id}`,
          value: 'failed',
          budget: `≤ ${BUDGET_ISLANDS.longTaskMs}`,
          ok: false,
        });
        checkBudget(`long tasks measured on ${label}`, false, 'every run failed');
        continue;
      }
      const perRun = runs.map((m) => {
        const long = m.tasks.filter((t) => t.duration > BUDGET_ISLANDS.longTaskMs).sort((a, b) => b.duration - a.duration);
        const bundle = long.filter((t) => t.bundle);
        return { m, long, bundle, longest: bundle[0]?.duration ?? 0 };
      });
      out[`${page.id} ${view.id}`] = perRun.map((r) => r.m);
      const longest = median(perRun.map((r) => r.longest));
      const ok = longest <= BUDGET_ISLANDS.longTaskMs;
      const worst = perRun.slice().sort((a, b) => b.longest - a.longest)[0];
      row({
        section: 'Tasks 18',
        page: page.id,
        name: `longest bundle task, 4× CPU, ${view.id} ${view.viewport.width}px (median of ${perRun.length})`,
        value: round(longest),
        unit: 'ms',
        budget: `≤ ${BUDGET_ISLANDS.longTaskMs}`,
        ok,
      });
      row({
        section: 'Tasks 18',
        page: page.id,
        name: `runs with a bundle task > 50 ms, ${view.id}`,
        value: perRun.filter((r) => r.bundle.length).length,
        budget: `of ${perRun.length}`,
      });
      for (const t of worst.long.slice(0, 3)) progress(`    ${t.bundle ? 'bundle' : 'other '} task ${describeTask(t)}`);
      // The page's parser tasks the loader's evaluation ran in: printed, not counted (isParserRunLoader).
      const parserTasks = perRun.flatMap((r) => r.long.filter((t) => t.parserRunLoader && !t.bundle));
      const parserNote = parserTasks.length
        ? `; not counted: ${parserTasks.length} parser task(s) the loader's evaluation ran in (${parserTasks.map(describeTask).join(' | ')})`
        : '';
      const caveat = [
        ...new Set(
          perRun
            .flatMap((r) => [
              r.m.ready ? '' : 'storefront:ready not reached; counted to then',
              ...r.m.errors,
              r.m.frames ? '' : 'no long-animation-frame entries (no attribution)',
            ])
            .filter(Boolean),
        ),
      ].join('; ');
      checkBudget(
        `longest bundle task ≤ ${BUDGET_ISLANDS.longTaskMs} ms under 4× CPU on ${label} (navigation → ready + ${SETTLE_MS} ms; median of ${perRun.length} runs)`,
        ok,
        `${spreadOf(perRun.map((r) => r.longest))}${worst.bundle.length ? `; the worst run's longest: ${worst.bundle.slice(0, 3).map(describeTask).join(' | ')}` : ''}${parserNote}${caveat ? `; ${caveat}` : ''}`,
        { kind: 'timing' },
      );
    }
  }
});
