import { expect, type Page, type Request } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { evidence } from './evidence';

const require = createRequire(import.meta.url);

/** Every fixture page, Polish and Czech: one list, test/pages.mjs. */
export { ALL_PAGES } from '../pages.mjs';

/** Collects uncaught page errors; assert none at the end of a test. */
export function trackPageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}

export function batchRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/ajax/get.php') requests.push(r);
  });
  return requests;
}

export function batchKeys(request: Request): string[] {
  const body = new URLSearchParams(request.postData() ?? '');
  return Object.keys(JSON.parse(body.get('request') ?? '{}')).sort();
}

/**
 * Waits for the loader's ready moment: every widget that mounts without user action has mounted. Read from the
 * performance mark, or from `storefront.ready` where a test runs the page on Playwright's clock (which replaces
 * `performance`, so the mark is not recorded there).
 */
export async function waitForWidgets(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      if (performance.getEntriesByName('storefront:ready').length > 0) return true;
      const w = window as unknown as { storefront?: { ready?: Promise<void> }; __storefrontReadySeen?: boolean };
      if (w.__storefrontReadySeen === undefined && w.storefront?.ready) {
        w.__storefrontReadySeen = false;
        void w.storefront.ready.then(() => (w.__storefrontReadySeen = true));
      }
      return w.__storefrontReadySeen === true;
    },
    null,
    { timeout: 10_000 },
  );
}

/** Two idle periods of the page's main thread (bounded by requestIdleCallback's own timeout, not a test sleep). */
export function idleTwice(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((r) => requestIdleCallback(() => requestIdleCallback(() => r(), { timeout: 2000 }), { timeout: 2000 })));
}

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
let axeSource: string | undefined;

/**
 * axe-core (WCAG 2.2 A/AA) on the page as it is now. axe is put into each frame once per document, not once per
 * scan (a page scanned at four widths parses its 560 KB once), and only violations are asked for: the other result
 * types are never read, and building their node lists took about a third of a scan.
 */
export async function expectNoAxeViolations(page: Page, context?: string): Promise<void> {
  axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  for (const frame of page.frames()) {
    const present = await frame.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object').catch(() => true);
    if (!present) await frame.evaluate(`${axeSource};axe.configure({ allowedOrigins: ['<same_origin>'] });`);
  }
  // A scan in the middle of a fade or slide reads colours and boxes that no shopper sees for long (a modal's text
  // at half opacity fails colour contrast): wait for every finite animation and transition on the page to end.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.playState === 'running' && Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const violations = await page.evaluate(
    (tags) =>
      (
        window as unknown as {
          axe: { run(c: Document, o: object): Promise<{ violations: { id: string; impact?: string; help: string; nodes: { target: unknown[] }[] }[] }> };
        }
      ).axe
        .run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
        .then((r) => r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }))),
    AXE_TAGS,
  );
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.targets.slice(0, 3).join(', ')}`);
  evidence('axe', 1, context);
  expect(summary, context).toEqual([]);
}

/** The strict policy every fixture page must work under (docs/theme-guide.md, "Content Security Policy"): nonce-based scripts and styles. */
export const STRICT_CSP =
  "script-src 'nonce-n0nce123' 'strict-dynamic'; style-src 'self' 'nonce-n0nce123'; object-src 'none'; base-uri 'self'; worker-src 'self'";
/** Trusted Types for scripts, with the bundle's one policy name (measured report-only: see docs/theme-guide.md, "Content Security Policy"). */
export const TRUSTED_TYPES_CSP = "require-trusted-types-for 'script'; trusted-types storefront";

/**
 * Serves the documents `matches` selects under a CSP with the nonce `n0nce123`, the way a theme would: the nonce on
 * every script it writes (the loader tag, inline scripts), none on JSON data blocks. `reportOnly` adds a report-only policy beside it.
 */
export async function serveWithCsp(
  page: Page,
  policy: string,
  matches: (url: URL) => boolean = () => true,
  options: { reportOnly?: string; edit?: (html: string) => string } = {},
): Promise<void> {
  await page.route(matches, async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    // Every script the theme writes gets the nonce (not data blocks: JSON is never run).
    let html = (await response.text()).replace(/<script(?=[\s>])(?![^>]*type="application\/(?:ld\+)?json")/g, '<script nonce="n0nce123"');
    if (options.edit) html = options.edit(html);
    const headers: Record<string, string> = { ...response.headers(), 'content-security-policy': policy };
    if (options.reportOnly) headers['content-security-policy-report-only'] = options.reportOnly;
    await route.fulfill({ response, body: html, headers });
  });
}

export interface CspViolation {
  directive: string;
  disposition: string;
  blocked: string;
  source: string;
  sample: string;
}

/** Collects the page's CSP violations (enforced and report-only) from its first script on; read with `cspViolations(page)`. */
export async function trackCspViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const list: unknown[] = [];
    (window as unknown as { __csp: unknown[] }).__csp = list;
    document.addEventListener('securitypolicyviolation', (e) =>
      list.push({
        directive: e.effectiveDirective,
        disposition: e.disposition,
        blocked: e.blockedURI,
        source: `${e.sourceFile}:${e.lineNumber}`,
        sample: e.sample,
      }),
    );
  });
}

export async function cspViolations(page: Page): Promise<CspViolation[]> {
  return page.evaluate(() => (window as unknown as { __csp?: CspViolation[] }).__csp ?? []);
}

/** A cue a test gives when it is ready: `release()` lets through whatever awaits `released`. */
export function cue(): { released: Promise<void>; release: () => void } {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return { released, release };
}

/**
 * Holds an island's chunk (`<Island>-<hash>.js`, e.g. 'MiniBasket') until the test releases it. `asked()` says whether
 * the page imported it; `islandCode()` lists the islands' code the page imported so far (the island, React, Floating
 * UI, the shared modal), which is nothing before the shopper reaches for a widget. Call it before the page loads: the
 * page is told to save data, so the preload on engagement (src/ui/prefetch.ts, a module preload: a script request like
 * the import) stays off and every request of the island is its import (prefetch.spec.ts tests the preload).
 */
export async function holdIsland(page: Page, island: string): Promise<{ release: () => void; asked: () => boolean; islandCode: () => string[] }> {
  await noPreload(page);
  const held = cue();
  let asked = false;
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.route(new RegExp(`/storefront/${island}-[\\w-]+\\.js$`), async (route) => {
    asked = true;
    await held.released;
    await route.fallback();
  });
  const code = new RegExp(`/(react|floating|modal(?!-core)|${island})-[\\w-]+\\.js$`);
  return { release: held.release, asked: () => asked, islandCode: () => scripts.filter((s) => code.test(s)) };
}

/**
 * The islands' preload on engagement off for this page (call before it loads): Save-Data, as a shopper may ask, so
 * that a test holding or failing a chunk sees its import alone.
 */
export async function noPreload(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (!(navigator as { connection?: unknown }).connection)
      Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ saveData: true }), configurable: true });
    else Object.defineProperty((navigator as unknown as { connection: object }).connection, 'saveData', { get: () => true, configurable: true });
  });
}

/** A lazy part's chunk (its import; the preload is off) held until `release()`, then failing (the connection aborted). */
export async function failChunk(page: Page, part: string): Promise<{ release: () => void; asked: () => boolean }> {
  await noPreload(page);
  const fail = cue();
  let asked = false;
  await page.route(new RegExp(`/storefront/${part}-[\\w-]+\\.js$`), async (route) => {
    asked = true;
    await fail.released;
    await route.abort();
  });
  return { release: fail.release, asked: () => asked };
}

/**
 * Replaces the Basket part of every batch response with the given one, leaving the rest real. With `until`, the
 * answer is held until that promise settles (the test releases it on cue: no race with the widget's mount).
 */
export async function withBasket(page: Page, basketPart: unknown, options: { until?: Promise<void> } = {}): Promise<void> {
  await page.route('**/ajax/get.php', async (route) => {
    try {
      const response = await route.fetch();
      const json = await response.json();
      if ('Basket' in json) json.Basket = basketPart;
      if (options.until) await options.until;
      await route.fulfill({ response, json });
    } catch {
      // The page navigated away while this request was in flight: nothing to answer.
    }
  });
}

export interface LineOptions {
  name?: string;
  size_name?: string;
  product_version_name?: string;
  count?: number;
  worth_unit?: string;
  subscription_period?: string;
  gross?: string;
  net?: string;
}

export function basketLine(i: number, o: LineOptions = {}) {
  return {
    id: i,
    link: `/product-pol-${i}-x.html`,
    icon: `/data/gallery/${i}.svg`,
    icon_second: `/data/gallery/${i}-2.svg`,
    name: o.name ?? `Produkt testowy ${i}`,
    size: 'M',
    size_name: o.size_name ?? 'M',
    product_version_name: o.product_version_name ?? '',
    count: o.count ?? 1,
    worth_unit: o.worth_unit ?? 'szt.',
    prices: {
      worth_gros: 10 * i,
      worth_gros_formatted: o.gross ?? `${10 * i},00\u00a0zł`,
      worth_net: 8 * i,
      worth_net_formatted: o.net ?? `${8 * i},13\u00a0zł`,
    },
    subscription_period: o.subscription_period ?? '0',
  };
}

/** A Basket part in the platform's shape: totals and lines under response.basket, decimal-string shippingCost / toShippingFree. */
export function basketPart(lines: ReturnType<typeof basketLine>[], totals: Record<string, unknown> = {}) {
  return {
    response: {
      basket: {
        worth: 100,
        worth_formatted: '100,00\u00a0zł',
        worth_net: 81.3,
        worth_net_formatted: '81,30\u00a0zł',
        productsCounter: lines.length,
        shippingCost: '15.99',
        shippingCost_formatted: '15,99\u00a0zł',
        shippingCost_net_formatted: '13,00\u00a0zł',
        toShippingFree: '200.00',
        toShippingFree_formatted: '200,00\u00a0zł',
        ...totals,
        products: lines,
      },
      user: { logged: false, login: null },
    },
  };
}

export const lines = (n: number, o: LineOptions = {}) => Array.from({ length: n }, (_, i) => basketLine(i + 1, o));

/**
 * Resizes the viewport and waits until the page has reacted: the resize event has fired, the view store's 100 ms
 * debounce (spec §9) has run (a later timer of the same page fires after it), and two frames have passed so React
 * islands have committed what the new view changed. Waits on the page's own event order, not on a sleep.
 */
export async function resizeTo(page: Page, width: number, height = 900): Promise<void> {
  await page.setViewportSize({ width, height });
  await page.evaluate(
    (w) =>
      new Promise<void>((resolve) => {
        const settle = () => setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))), 101);
        if (innerWidth === w) settle();
        else addEventListener('resize', settle, { once: true });
      }),
    width,
  );
}

/** A CDP virtual platform authenticator with user verification (pages on http://localhost). */
export async function addAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}
