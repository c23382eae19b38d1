/**
 * Fault injection: each endpoint the bundle calls, in turn, refuses, fails, hangs or answers garbage,
 * and the page keeps working: no uncaught error, the widgets that don't depend on it still work, typed text stays,
 * the spec's fallbacks happen and nothing retries in a tight loop.
 *
 * Extend ENDPOINTS and PROBES as widgets land: a probe proves one widget works and names the endpoints it needs.
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import { ALL_PAGES, idleTwice, trackPageErrors, waitForWidgets } from './helpers';
import { FAULTS, type Fault, fulfilFault } from './fault-kit';
import { evidence } from './evidence';

interface Endpoint {
  id: string;
  /** Matches the request URL (path and query). */
  matches(url: URL): boolean;
}

/** Every endpoint the bundle calls (spec §7). */
const ENDPOINTS: Endpoint[] = [
  { id: 'batch /ajax/get.php', matches: (u) => u.pathname === '/ajax/get.php' },
  // Platform: the search is the one GraphQL call with no query string.
  { id: 'GraphQL productsTextSearch', matches: (u) => u.pathname.startsWith('/graphql/') && u.search === '' },
  { id: 'GraphQL (every operation)', matches: (u) => u.pathname.startsWith('/graphql/') },
  { id: 'widget chunks /storefront/*', matches: (u) => u.pathname.startsWith('/storefront/') && u.pathname !== '/storefront/loader.js' },
];

interface Probe {
  id: string;
  /** Endpoint ids whose failure may stop this probe (by design). */
  needs: string[];
  /** Resolves when the widget demonstrably works; throws otherwise. */
  run(page: Page): Promise<void>;
}

const PROBES: Probe[] = [
  {
    id: 'mini basket lists the basket',
    needs: ['batch /ajax/get.php', 'widget chunks /storefront/*'],
    async run(page) {
      await page.locator('#menu_basket .top_basket__sub').hover();
      await expect(page.locator('#menu_basket .menu_basket__product')).toHaveCount(1);
    },
  },
  {
    id: 'live search suggests',
    needs: ['GraphQL productsTextSearch', 'GraphQL (every operation)', 'widget chunks /storefront/*'],
    async run(page) {
      const input = page.locator('#menu_search_text');
      await input.fill('');
      const czech = (await page.locator('html').getAttribute('lang'))?.startsWith('cs');
      await input.pressSequentially(czech ? 'bunda' : 'kurtka', { delay: 20 });
      await page.clock.fastForward(500); // past the search's debounce (the tests run the page on Playwright's clock)
      await expect(page.locator('#menu_search [role=option]').first()).toBeVisible();
      await page.keyboard.press('Escape');
    },
  },
  {
    id: 'page-settings menu opens and closes',
    needs: [], // the theme's CSS opens it on focus-within / hover: it works even when no script arrives
    async run(page) {
      await page.locator('#menu_settings .open_trigger').click({ position: { x: 8, y: 8 } });
      await expect(page.locator('#menu_settings form')).toBeVisible();
      await page.locator('main').click({ position: { x: 5, y: 5 } });
      await expect(page.locator('#menu_settings form')).toBeHidden();
    },
  },
  {
    id: 'responsive layout follows the view',
    needs: ['widget chunks /storefront/*'],
    async run(page) {
      await expect(page.locator('#container')).toHaveAttribute('data-widget-state', 'mounted');
    },
  },
  {
    id: 'category menu opens a submenu',
    needs: ['widget chunks /storefront/*'],
    async run(page) {
      const item = page.locator('#menu_navbar > .navbar-nav > li.nav-item').first();
      await item.locator('> .nav-link-wrapper > a').hover();
      await expect(item.locator('> .navbar-subnav')).toBeVisible();
      await expect(item.locator('> .nav-link-wrapper > .nav-link-expand')).toHaveAttribute('aria-expanded', 'true');
      await page.mouse.move(5, 5);
    },
  },
  {
    id: 'footer image swaps on hover',
    needs: ['widget chunks /storefront/*'],
    async run(page) {
      const img = page.locator('#footer .footer__tab--payments a img').first();
      await img.hover();
      await expect(img).toHaveAttribute('src', /-hover\.svg$/);
      await page.mouse.move(5, 5);
      await expect(img).not.toHaveAttribute('src', /-hover\.svg$/);
    },
  },
];

/** Installs the fault on one endpoint and counts the requests that reach it. */
async function inject(page: Page, endpoint: Endpoint, fault: Fault): Promise<{ hits: () => number; retries: () => string[]; release: () => Promise<void> }> {
  let hits = 0;
  const urls = new Map<string, number>();
  const held: Route[] = [];
  await page.route(
    (url) => endpoint.matches(url),
    async (route) => {
      hits++;
      urls.set(route.request().url(), (urls.get(route.request().url()) ?? 0) + 1);
      if (fault === 'hang') {
        held.push(route); // answered (aborted) at the end: the page sees a request slower than the test
        return;
      }
      await fulfilFault(route, fault).catch(() => {});
    },
  );
  return {
    hits: () => hits,
    /** URLs asked for more than twice (one retry is allowed, a loop is not). */
    retries: () => [...urls].filter(([, n]) => n > 2).map(([url, n]) => `${url} ×${n}`),
    release: async () => {
      for (const route of held.splice(0)) await route.abort('timedout').catch(() => {});
    },
  };
}

async function basketWithOneLine(page: Page) {
  await page.request.post('/__fixture/reset', { data: {} });
  const r = await page.request.post('/__fixture/basket', { data: { lines: [{ id: 12, size: 'M', count: 1 }] } });
  expect(r.ok()).toBe(true);
}

test.describe('fault injection, per endpoint', () => {
  for (const endpoint of ENDPOINTS) {
    for (const fault of FAULTS) {
      test(`${endpoint.id}: ${fault}`, async ({ page }) => {
        test.slow(fault === 'huge');
        evidence('fault', 1, `${endpoint.id} ${fault}`);
        const errors = trackPageErrors(page);
        await page.clock.install();
        await basketWithOneLine(page);
        const { hits, retries, release } = await inject(page, endpoint, fault);
        await page.goto('/');
        // A shopper types while the faulty request is out: the text stays.
        await page.locator('#menu_search_text').fill('kurtka zimowa');
        if (!endpoint.id.startsWith('widget chunks')) await waitForWidgets(page);
        else await page.waitForLoadState('load');
        await expect(page.locator('#menu_search_text')).toHaveValue('kurtka zimowa');

        for (const probe of PROBES) {
          if (probe.needs.includes(endpoint.id)) continue;
          await probe.run(page);
        }
        // The server's HTML still works: the basket link and the search form go where they should.
        await expect(page.locator('#menu_basket .top_basket__sub')).toHaveAttribute('href', /basketedit\.php/);
        await expect(page.locator('#menu_search')).toHaveAttribute('action', /search\.php/);

        // No tight retry loop: two idle periods of the page bring at most a handful of further requests (a widget
        // whose idle or visible moment comes late asks once; a loop would ask again and again, and `retries` names
        // any URL asked for more than twice).
        const before = hits();
        await idleTwice(page);
        expect(hits() - before, 'requests to the faulty endpoint while idle').toBeLessThanOrEqual(3);
        expect(retries(), 'URLs of the faulty endpoint asked for again and again').toEqual([]);
        expect(hits(), 'requests to the faulty endpoint in all').toBeLessThanOrEqual(20);

        await release();
        expect(errors.map(String)).toEqual([]);
      });
    }
  }
});

test.describe('fault injection, every page', () => {
  for (const path of ALL_PAGES) {
    test(`${path}: every endpoint refuses, then every endpoint answers garbage`, async ({ page }) => {
      const errors = trackPageErrors(page);
      // The page's clock runs as usual; the test moves it past the search's 500 ms debounce instead of waiting it out.
      await page.clock.install();
      const api = (u: URL) =>
        u.pathname === '/ajax/get.php' || u.pathname.startsWith('/graphql/') || u.pathname.startsWith('/ajax/') || u.pathname.includes('/webAuthn/');
      for (const fault of ['refused', 'wrongShape', 'invalidJson'] as Fault[]) {
        evidence('fault', 1, `${path} all endpoints ${fault}`);
        await page.unrouteAll({ behavior: 'ignoreErrors' });
        let searches = 0;
        await page.route(api, (route) => {
          const u = new URL(route.request().url());
          if (u.pathname.startsWith('/graphql/') && u.search === '') searches++;
          return fulfilFault(route, fault).catch(() => {});
        });
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await waitForWidgets(page);
        await page.locator('#menu_search_text').fill('abc');
        await page.clock.fastForward(500);
        // The search went out after its debounce and got the fault: it closes silently, the text stays.
        await expect.poll(() => searches, { message: 'the search asked after its debounce', intervals: [50] }).toBeGreaterThan(0);
        await idleTwice(page);
        await expect(page.locator('#menu_search_text')).toHaveValue('abc');
        await expect(page.locator('#menu_search [role=option]')).toHaveCount(0);
        await expect(page.locator('#container')).toHaveAttribute('data-widget-state', 'mounted');
      }
      expect(errors.map(String)).toEqual([]);
    });
  }
});

test.describe('storage and cookies', () => {
  const cases: Record<string, string> = {
    'storage that throws on access': `
      for (const name of ['localStorage', 'sessionStorage']) {
        Object.defineProperty(window, name, { configurable: true, get() { throw new DOMException('denied', 'SecurityError'); } });
      }`,
    'storage that is full': `
      for (const s of [localStorage, sessionStorage]) {
        Object.getPrototypeOf(s).setItem = function () { throw new DOMException('full', 'QuotaExceededError'); };
      }`,
    'cookies disabled': `
      Object.defineProperty(Document.prototype, 'cookie', { configurable: true, get() { return ''; }, set() {} });`,
    'malformed JSON in the cookies and storage the bundle reads': `
      document.cookie = 'setRegionForced={oops; path=/';
      document.cookie = 'setZipcodeForced=%7B%22showModal%22%3Atrue; path=/';
      try { localStorage.setItem('closedBars', '[1,'); sessionStorage.setItem('search_ku', '{"lang":'); } catch {}`,
  };
  for (const [name, script] of Object.entries(cases)) {
    for (const path of ['/', '/cs/product-cze-1-x.html']) {
      test(`${name}: ${path} works`, async ({ page }) => {
        evidence('fault', 1, `${name} ${path}`);
        const errors = trackPageErrors(page);
        await page.clock.install();
        await basketWithOneLine(page);
        await page.addInitScript(script);
        await page.goto(path);
        await waitForWidgets(page);
        for (const probe of PROBES) await probe.run(page);
        // A second search for the same text (the cache path) still answers.
        await PROBES[1].run(page);
        expect(errors.map(String)).toEqual([]);
      });
    }
  }
});
