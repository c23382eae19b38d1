// Lighthouse, one run per page, desktop-ish and unthrottled ('provided') so it is deterministic offline; and
// Lighthouse's own defaults (mobile form factor and screen, simulated slow 4G and 4× CPU), median of 3.
import lighthouse, { snapshot } from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, findChromium } from '../tools/chromium.mjs';
import { withTimeout, errorText } from './util.mjs';

const RUN_TIMEOUT = 60_000;

const LIGHTHOUSE_CONFIG = {
  extends: 'lighthouse:default',
  settings: {
    formFactor: 'desktop',
    screenEmulation: { mobile: false, width: 1350, height: 940, deviceScaleFactor: 1, disabled: false },
    throttlingMethod: 'provided',
    onlyCategories: ['performance', 'accessibility'],
    maxWaitForLoad: 30_000,
  },
};

/** Lighthouse's defaults: mobile form factor and screen, simulated throttling (slow 4G, 4× CPU). */
export const LIGHTHOUSE_MOBILE_CONFIG = {
  extends: 'lighthouse:default',
  settings: {
    onlyCategories: ['performance', 'accessibility'],
    maxWaitForLoad: 30_000,
  },
};

export async function launchChrome() {
  const chromePath = findChromium();
  if (!chromePath) throw new Error('no Chromium found (CHROMIUM_PATH, /usr/bin/chromium, /usr/bin/chromium-browser)');
  return withTimeout(
    chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS], logLevel: 'silent', handleSIGINT: false }),
    30_000,
    'launching Chromium for Lighthouse',
  );
}

/** { performance, accessibility, tbt, cls, lcp, error? } for one page. Scores are 0–100. */
export async function runLighthouse(port, url, config = LIGHTHOUSE_CONFIG) {
  try {
    const result = await withTimeout(
      lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] }, config),
      RUN_TIMEOUT,
      `Lighthouse on ${url}`,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no result');
    const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
    const metric = (id) => lhr.audits[id]?.numericValue ?? null;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      lcp: metric('largest-contentful-paint'),
      fcp: metric('first-contentful-paint'),
      shifts: layoutShifts(lhr),
      formFactor: lhr.configSettings?.formFactor ?? null,
      throttlingMethod: lhr.configSettings?.throttlingMethod ?? null,
      runtimeError: lhr.runtimeError?.message ?? null,
      runWarnings: lhr.runWarnings ?? [],
      failedAccessibilityAudits: Object.values(lhr.audits)
        .filter((a) => a.score === 0 && (lhr.categories.accessibility?.auditRefs || []).some((r) => r.id === a.id))
        .map((a) => a.id),
    };
  } catch (error) {
    return { error: errorText(error) };
  }
}

/** Lighthouse's own list of the shifts it counted, each with the element that moved ("0.1086 div.header …"). */
function layoutShifts(lhr) {
  const items = lhr.audits['layout-shifts']?.details?.items ?? lhr.audits['layout-shift-elements']?.details?.items ?? [];
  return items.slice(0, 5).map((item) => {
    const node = item.node ?? {};
    const what = node.selector || node.snippet || node.nodeLabel || 'an unattributed shift';
    const score = item.score ?? item.cumulativeLayoutShiftMainFrame ?? 0;
    return `${Number(score).toFixed(4)} ${what}${node.boundingRect ? ` (now at ${node.boundingRect.left},${node.boundingRect.top} ${node.boundingRect.width}×${node.boundingRect.height})` : ''}`;
  });
}

/**
 * Accessibility only, in Lighthouse's snapshot mode on a page puppeteer has loaded (about 3 s a page; a navigation
 * run costs about 13 s here). Opens one tab on the Lighthouse Chromium; returns { check(url), close() }.
 * check(url) resolves to { accessibility, failedAccessibilityAudits } or { error }.
 */
export async function accessibilityChecker(port) {
  const puppeteer = (await import('puppeteer-core')).default;
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: { width: 1350, height: 940 } });
  const page = await browser.newPage();
  const config = { extends: 'lighthouse:default', settings: { onlyCategories: ['accessibility'] } };
  return {
    async check(url) {
      try {
        return await withTimeout(
          (async () => {
            await page.goto(url, { waitUntil: 'load', timeout: 20_000 });
            await page.waitForFunction(() => performance.getEntriesByName('storefront:ready').length > 0, { timeout: 10_000 });
            const lhr = (await snapshot(page, { config }))?.lhr;
            if (!lhr) throw new Error('Lighthouse returned no result');
            const score = lhr.categories.accessibility?.score;
            return {
              accessibility: score == null ? null : Math.round(score * 100),
              failedAccessibilityAudits: Object.values(lhr.audits)
                .filter((a) => a.score === 0 && (lhr.categories.accessibility?.auditRefs || []).some((r) => r.id === a.id))
                .map((a) => a.id),
            };
          })(),
          RUN_TIMEOUT,
          `Lighthouse accessibility on ${url}`,
        );
      } catch (error) {
        return { error: errorText(error) };
      }
    },
    close: () => browser.disconnect(),
  };
}
