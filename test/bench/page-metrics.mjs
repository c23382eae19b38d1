// Page metrics with Playwright Chromium (viewport 1280×800).
//
// JS bytes come from CDP: Network.loadingFinished's encodedDataLength for requests whose resource type is Script
// (bytes on the wire: compressed body plus response headers). Resource Timing's transferSize is recorded as a cross
// check only: Chromium reports it as encodedBodySize + a fixed 300 bytes instead of the real header size, and
// dynamic import() entries don't reliably carry initiatorType 'script'.
import { sleep, withTimeout, summary } from './util.mjs';
import { effectiveHydrate, pageNeedsReactAtLoad } from './hydration.mjs';

export const VIEWPORT = { width: 1280, height: 800 };
export const NAV_TIMEOUT = 15_000;
export const READY_TIMEOUT = 10_000;
/** Time after the storefront:ready mark that still counts as "before the first interaction". */
export const SETTLE_MS = 500;

/** Installed before any page script: layout shifts (hadRecentInput excluded) and widget state changes. */
function instrument() {
  const bench = (window.__bench = { shifts: [], widgetEvents: [] });
  try {
    new PerformanceObserver((list) => {
      const describe = (n) =>
        !n
          ? '(removed node)'
          : n.nodeType !== 1
            ? '#text'
            : n.localName + (n.id ? '#' + n.id : '') + (typeof n.className === 'string' && n.className ? '.' + n.className.trim().split(/\s+/).join('.') : '');
      for (const e of list.getEntries()) {
        if (e.hadRecentInput) continue;
        const sources = (e.sources || []).map(
          (s) => `${describe(s.node)} moved ${Math.round(s.currentRect.x - s.previousRect.x)},${Math.round(s.currentRect.y - s.previousRect.y)} px`,
        );
        bench.shifts.push({ value: e.value, t: e.startTime, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  } catch {
    bench.noLayoutShift = true;
  }
  document.addEventListener(
    'storefront:widget',
    (e) => {
      const el = e.target;
      bench.widgetEvents.push({ name: e.detail?.name, state: e.detail?.state, hydrate: el?.getAttribute?.('data-hydrate') ?? null, t: performance.now() });
    },
    true,
  );
}

/** Everything the page knows about itself at this moment. */
function collect(reactFile) {
  const nav = performance.getEntriesByType('navigation')[0];
  const ready = performance.getEntriesByName('storefront:ready')[0];
  const resources = performance.getEntriesByType('resource');
  const react = reactFile ? resources.find((e) => new URL(e.name).pathname.endsWith('/' + reactFile)) : null;
  const scripts = resources.filter((e) => e.initiatorType === 'script' || /\.m?js(\?|$)/.test(new URL(e.name).pathname));
  const bench = window.__bench || { shifts: [], widgetEvents: [] };
  return {
    dcl: nav ? nav.domContentLoadedEventEnd : null,
    loadEventStart: nav && nav.loadEventStart > 0 ? nav.loadEventStart : null,
    ready: ready ? ready.startTime : null,
    reactStart: react ? react.startTime : null,
    rtJsBytes: scripts.reduce((a, e) => a + (e.transferSize || 0), 0),
    markers: [...document.querySelectorAll('[data-widget]')].map((el) => ({
      name: el.getAttribute('data-widget'),
      hydrate: el.getAttribute('data-hydrate'),
      state: el.getAttribute('data-widget-state'),
    })),
    widgetEvents: bench.widgetEvents,
    shifts: bench.shifts,
    cls: bench.shifts.reduce((a, s) => a + s.value, 0),
  };
}

/**
 * Tracks the page's requests through CDP. `encodings` (e.g. ['gzip']): the content encodings Chromium offers (its
 * Accept-Encoding header), so bytes are counted as a gzip-only server would send them.
 */
async function trackNetwork(page, { encodings = null } = {}) {
  const cdp = await page.context().newCDPSession(page);
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', (e) => {
    if (!/^https?:/.test(e.request.url)) return;
    requests.set(e.requestId, { url: e.request.url, method: e.request.method, type: e.type, bytes: 0, done: false });
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = requests.get(e.requestId);
    if (r) {
      const headers = Object.fromEntries(Object.entries(e.response.headers || {}).map(([k, v]) => [k.toLowerCase(), v]));
      Object.assign(r, {
        type: e.type || r.type,
        mimeType: e.response.mimeType,
        status: e.response.status,
        encoding: headers['content-encoding'] || 'identity',
      });
    }
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (r) Object.assign(r, { bytes: e.encodedDataLength, done: true });
  });
  cdp.on('Network.loadingFailed', (e) => {
    const r = requests.get(e.requestId);
    if (r) Object.assign(r, { failed: true, done: true });
  });
  await cdp.send('Network.enable');
  // Network.setAcceptedEncodings is gone from this Chromium; an extra Accept-Encoding header replaces the browser's.
  if (encodings) await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': encodings.join(', ') } });
  return {
    cdp,
    snapshot() {
      const all = [...requests.values()];
      const isScript = (r) => r.type === 'Script' || /javascript|ecmascript/.test(r.mimeType || '');
      const scripts = all.filter(isScript);
      return {
        requests: all.length,
        ajax: all.filter((r) => new URL(r.url).pathname === '/ajax/get.php').length,
        jsBytes: scripts.reduce((a, r) => a + r.bytes, 0),
        jsFiles: scripts.map((r) => ({ path: new URL(r.url).pathname, bytes: r.bytes, done: r.done, encoding: r.encoding, type: r.type })),
        unfinished: all.filter((r) => !r.done).map((r) => new URL(r.url).pathname),
      };
    },
  };
}

async function newPage(browser) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  await context.addInitScript(instrument);
  const page = await context.newPage();
  page.setDefaultTimeout(READY_TIMEOUT);
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message.split('\n')[0]));
  return { context, page, errors };
}

/** Waits (bounded) for the storefront:ready mark, then for the load event so React's timing can be compared with it. */
async function waitReady(page) {
  const ready = await page
    .waitForFunction(() => performance.getEntriesByName('storefront:ready').length > 0, null, { timeout: READY_TIMEOUT })
    .then(
      () => true,
      () => false,
    );
  await page.waitForLoadState('load', { timeout: NAV_TIMEOUT }).catch(() => {});
  return ready;
}

/** Hovers (real mouse where the marker is visible and fits the viewport) and focuses every marker, then scrolls down. */
async function interactWithEveryMarker(page) {
  const markers = page.locator('[data-widget]');
  const count = await markers.count();
  for (let i = 0; i < count; i++) {
    const marker = markers.nth(i);
    const box = await marker.boundingBox({ timeout: 1000 }).catch(() => null);
    if (box && box.width > 0 && box.height > 0 && box.width <= VIEWPORT.width && box.height <= VIEWPORT.height) {
      await marker.hover({ timeout: 1500 }).catch(() => {});
    }
  }
  // Backstop for hidden and page-sized markers: the loader listens for these on the marker itself.
  await withTimeout(
    page.evaluate(() => {
      for (const el of document.querySelectorAll('[data-widget]')) {
        el.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
        el.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      }
    }),
    5000,
    'dispatching pointerover/focusin',
  );
  await withTimeout(
    page.evaluate(async () => {
      const step = Math.max(200, innerHeight / 2);
      for (let y = 0, n = 0; y < document.documentElement.scrollHeight && n < 400; y += step, n++) {
        scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 40));
      }
      scrollTo(0, document.documentElement.scrollHeight);
    }),
    20_000,
    'scrolling to the bottom',
  );
}

/** The first moment an idle-hydrated marker started mounting (ms since navigation start), or null. */
function idleMoment(widgetEvents, defaults, needsReact) {
  const e = widgetEvents.find((w) => w.state === 'mounting' && effectiveHydrate(w, defaults, needsReact) === 'idle');
  return e ? e.t : null;
}

function reactFigures(inPage, defaults, needsReact) {
  const needsAtLoad = pageNeedsReactAtLoad(inPage.markers, defaults, needsReact);
  const beforeLoad = inPage.reactStart != null && (inPage.loadEventStart == null || inPage.reactStart < inPage.loadEventStart);
  return {
    reactStart: inPage.reactStart,
    reactBeforeReady: inPage.reactStart != null && inPage.ready != null && inPage.reactStart < inPage.ready,
    reactBeforeLoad: beforeLoad,
    needsReactAtLoad: needsAtLoad,
    /** The budget's violation: React fetched before the load event on a page whose markers don't need it at load. */
    violation: beforeLoad && !needsAtLoad,
    idleAt: idleMoment(inPage.widgetEvents, defaults, needsReact),
  };
}

/**
 * One page view: (a) before first interaction (ready + 500 ms), (b) after hovering/focusing every marker and
 * scrolling to the bottom until no marker is pending; request counts, React timing, layout shifts.
 */
export async function measurePageView(browser, url, { reactFile, defaults, needsReact }) {
  const { context, page, errors } = await newPage(browser);
  try {
    const net = await trackNetwork(page);
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout: NAV_TIMEOUT });
    const ready = await waitReady(page);
    await sleep(SETTLE_MS);
    const beforeNet = net.snapshot();
    const beforePage = await withTimeout(page.evaluate(collect, reactFile), 5000, 'reading page timings');

    await interactWithEveryMarker(page);
    const settled = await page
      .waitForFunction(() => !document.querySelector('[data-widget-state="pending"],[data-widget-state="mounting"]'), null, { timeout: READY_TIMEOUT })
      .then(
        () => true,
        () => false,
      );
    await sleep(SETTLE_MS);
    const afterNet = net.snapshot();
    const afterPage = await withTimeout(page.evaluate(collect, reactFile), 5000, 'reading page timings');

    return {
      ready,
      settled,
      before: { ...beforeNet, rtJsBytes: beforePage.rtJsBytes, cls: beforePage.cls, markers: beforePage.markers },
      after: { ...afterNet, rtJsBytes: afterPage.rtJsBytes, cls: afterPage.cls, shifts: afterPage.shifts, markers: afterPage.markers },
      timings: { dcl: beforePage.dcl, loadEventStart: beforePage.loadEventStart, ready: beforePage.ready },
      react: reactFigures(beforePage, defaults, needsReact),
      notMounted: afterPage.markers.filter((m) => m.state === 'pending' || m.state === 'mounting'),
      widgetEvents: afterPage.widgetEvents,
      errors,
    };
  } finally {
    await withTimeout(context.close(), 5000, 'closing the browser context').catch(() => {});
  }
}

/** DOMContentLoaded (domContentLoadedEventEnd) → storefront:ready over `runs` fresh loads (a new context each). */
export async function measureReadyTimes(browser, url, runs, { reactFile, defaults, needsReact }) {
  const loads = [];
  for (let i = 0; i < runs; i++) {
    const { context, page, errors } = await newPage(browser);
    try {
      let ajax = 0;
      page.on('request', (r) => {
        if (new URL(r.url()).pathname === '/ajax/get.php') ajax++;
      });
      await page.goto(url, { waitUntil: 'domcontentloaded', timeout: NAV_TIMEOUT });
      const ready = await waitReady(page);
      const p = await withTimeout(page.evaluate(collect, reactFile), 5000, 'reading page timings');
      loads.push({
        ready,
        dclToReady: ready && p.ready != null && p.dcl != null ? p.ready - p.dcl : null,
        dcl: p.dcl,
        loadEventStart: p.loadEventStart,
        readyAt: p.ready,
        cls: p.cls,
        ajax,
        react: reactFigures(p, defaults, needsReact),
        errors,
      });
    } finally {
      await withTimeout(context.close(), 5000, 'closing the browser context').catch(() => {});
    }
  }
  return { loads, dclToReady: summary(loads.map((l) => l.dclToReady)) };
}

/**
 * JavaScript before the first interaction in one view: a fresh context at `viewport` (touch and mobile
 * emulation below 768 px), Chromium offering gzip only; Script requests from navigation to storefront:ready +
 * SETTLE_MS, nothing touched. { ready, jsBytes, jsFiles: [{ path, bytes, encoding }], requests, unfinished }.
 */
export async function measureBeforeInteraction(browser, url, viewport) {
  const mobile = viewport.width < 768;
  const context = await browser.newContext({ viewport, isMobile: mobile, hasTouch: mobile });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(READY_TIMEOUT);
    const net = await trackNetwork(page, { encodings: ['gzip'] });
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout: NAV_TIMEOUT });
    const ready = await page
      .waitForFunction(() => performance.getEntriesByName('storefront:ready').length > 0, null, { timeout: READY_TIMEOUT })
      .then(
        () => true,
        () => false,
      );
    await sleep(SETTLE_MS);
    return { ready, ...net.snapshot() };
  } finally {
    await withTimeout(context.close(), 5000, 'closing the browser context').catch(() => {});
  }
}

/**
 * What a shopper who never engages pays: a fresh context at `viewport` (touch and mobile emulation below 768 px),
 * Chromium offering gzip only; Script requests (prefetches included: a prefetched script is bytes on the wire too)
 * from navigation to `ms` after it, with no input at all (no pointer, touch, scroll, key or focus).
 * { ready, jsBytes, jsFiles: [{ path, bytes, encoding, type }], requests, unfinished }.
 */
export async function measureNoEngagement(browser, url, viewport, ms) {
  const mobile = viewport.width < 768;
  const context = await browser.newContext({ viewport, isMobile: mobile, hasTouch: mobile });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(READY_TIMEOUT);
    const net = await trackNetwork(page, { encodings: ['gzip'] });
    const started = Date.now();
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout: NAV_TIMEOUT });
    const ready = await page
      .waitForFunction(() => performance.getEntriesByName('storefront:ready').length > 0, null, { timeout: READY_TIMEOUT })
      .then(
        () => true,
        () => false,
      );
    await sleep(Math.max(0, ms - (Date.now() - started)));
    return { ready, ...net.snapshot() };
  } finally {
    await withTimeout(context.close(), 5000, 'closing the browser context').catch(() => {});
  }
}
