import { expect, test, type Page, type Route } from '@playwright/test';
import { STRICT_CSP, cspViolations, cue, expectNoAxeViolations, serveWithCsp, trackCspViolations, trackPageErrors, waitForWidgets } from './helpers';
import { evidence } from './evidence';
import { VIEW_WIDTHS, nextPartial, openGuide, partialDone, sameDocument, shownGuide } from './nav-helpers';

/** The platform's partial fetch: the page URL with `set_render=content,head` (the server renders `<header>` and `main#content`). */
const isPartialFetch = (url: URL) => url.pathname.endsWith('/guide.php') && url.searchParams.get('set_render') === 'content,head';

/** Routes the partial fetches (the URL with the suffix) through a handler; full page loads pass. */
async function routePartial(page: Page, handler: (route: Route) => Promise<void> | void): Promise<void> {
  await page.route(isPartialFetch, handler);
}

test.describe('partial page navigation', () => {
  for (const { view, width } of VIEW_WIDTHS) {
    test(`view ${view}: a marked link swaps the regions, pushes the URL, runs the marked scripts, mounts the arriving widgets, moves focus and announces the title`, async ({
      page,
    }) => {
      const errors = trackPageErrors(page);
      await page.setViewportSize({ width, height: 800 });
      await openGuide(page, 1);
      const fetched: string[] = [];
      // The answer is held until the test has seen the loading overlay (released on cue, not after a delay).
      const answer = cue();
      const headers: Record<string, string>[] = [];
      await routePartial(page, async (route) => {
        fetched.push(route.request().url());
        headers.push(route.request().headers());
        await answer.released;
        await route.continue();
      });
      const oldSearch = page.locator('#guide_search_1');
      await expect(page.locator('form.guide__search[data-widget-state="mounted"]')).toHaveCount(1);
      await nextPartial(page);
      await page.locator('.guide__nav a', { hasText: 'Pielęgnacja odzieży' }).click();
      // The loading overlay shows while the page loads; the regions carry the platform's load-content.
      await expect(page.locator('.sf-loading.sf-loading--on')).toBeVisible();
      await expect(page.locator('main#content')).toHaveClass(/(^| )load-content( |$)/);
      const overlaySeen = (await page.locator('body').getAttribute('aria-busy')) === 'true';
      answer.release();
      const detail = await partialDone(page);
      expect(detail.ok).toBe(true);
      expect(overlaySeen).toBe(true);
      await expect(page.locator('.sf-loading.sf-loading--on')).toHaveCount(0);
      await expect(page.locator('.load-content')).toHaveCount(0);

      // The page URL plus the platform's suffix was fetched; the page URL (without it) is in the history.
      expect(fetched.map((u) => new URL(u).search)).toEqual(['?id=2&set_render=content,head']);
      // As the platform's app_shop.fn.load: no header of its own.
      expect(headers.map((h) => h['x-requested-with'])).toEqual([undefined]);
      await expect(page).toHaveURL(/\/guide\.php\?id=2$/);
      expect(await sameDocument(page)).toBe(true);
      expect(await shownGuide(page)).toEqual({ id: '2', h1: 'Pielęgnacja odzieży' });
      await expect(page).toHaveTitle(/^Pielęgnacja odzieży \| /);
      await expect(page.locator('#breadcrumbs [aria-current="page"]')).toHaveText('Pielęgnacja odzieży');
      await expect(page.locator('.breadcrumbs')).toHaveCount(1);

      // The fetched part's scripts marked for ajax loading ran (once on the first load, once now): the platform's
      // <script class="ajaxLoad"> and the documented data-ajax-load; the unmarked one ran only on the first load; the
      // marked one in the reader's tip ([data-widget-ignore]) ran only with the first load (the browser's), never by a
      // partial load; the marked one inside <noscript> never (a full load does not run it either).
      expect(
        await page.evaluate(() => ({
          marked: (window as any).__guideScripts,
          attr: (window as any).__guideAttrScripts,
          unmarked: (window as any).__guideUnmarked,
          ignored: (window as any).__guideIgnored,
          noscript: (window as any).__guideNoscript ?? 0,
        })),
      ).toEqual({ marked: 2, attr: 2, unmarked: 1, ignored: 1, noscript: 0 });
      await expect(page.locator('html')).toHaveAttribute('data-guide-script', '2');

      // Widgets: the search box that left was unmounted, the one that arrived mounted; breadcrumbs too.
      await expect(oldSearch).toHaveCount(0);
      await expect(page.locator('form.guide__search[data-widget-state="mounted"] #guide_search_2')).toHaveCount(1);
      // Its suggestions island comes on intent (focus, pointer), not with the swap.
      await expect(page.locator('form.guide__search .sf-search__results')).toHaveCount(0);
      await expect(page.locator('#breadcrumbs[data-widget-state="mounted"] .breadcrumbs__back')).toHaveCount(1);

      // Focus moved to the new content; the title was announced politely.
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('content');
      const announcer = page.locator('[data-partial-announcer]');
      await expect(announcer).toHaveAttribute('aria-live', 'polite');
      await expect(announcer).toHaveText(/^Wczytano stronę: Pielęgnacja odzieży \| /);
      expect(await page.evaluate(() => scrollY)).toBe(0);
      await expectNoAxeViolations(page, `guide after a partial load, view ${view}`);
      expect(errors).toEqual([]);
    });
  }

  test('the fixture server honours set_render: only the parts asked for, in their own elements, no html/head/body', async ({ request }) => {
    const get = async (render: string) => (await request.get(`/guide.php?id=2&set_render=${render}`)).text();
    const contentHead = await get('content,head');
    expect(contentHead).not.toMatch(/<html|<head[\s>]|<body|var app_shop|<!DOCTYPE/i);
    expect(contentHead.trimStart()).toMatch(/^<header[\s>]/);
    expect(contentHead).toMatch(/<main [^>]*id="content"/);
    expect(contentHead.trimEnd()).toMatch(/<\/main>$/);
    expect(contentHead).not.toMatch(/<aside id="aside"|<footer id="footer"/);
    const asideFooter = await get('footer,aside');
    expect(asideFooter.trimStart()).toMatch(/^<aside[\s>]/);
    expect(asideFooter.trimEnd()).toMatch(/<\/footer>$/);
    expect(asideFooter).not.toMatch(/<header|<main/);
    const content = await get('content');
    expect(content.trimStart()).toMatch(/^<main [^>]*id="content"/);
    expect(content).toContain('Pielęgnacja odzieży');
    // Without it, the whole page.
    expect(await (await request.get('/guide.php?id=2')).text()).toMatch(/^<!DOCTYPE html>/);
  });

  for (const width of [390, 1280]) {
    test(`at ${width} px the answer's script.ajaxLoad outside the swapped regions (its <header>) runs too, once, as the platform runs every one of the fetched part`, async ({
      page,
    }) => {
      const errors = trackPageErrors(page);
      await page.setViewportSize({ width, height: 800 });
      await openGuide(page, 1);
      await routePartial(page, async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace(
          /<header([^>]*)>/,
          '<header$1><script class="ajaxLoad">window.__headerScript = (window.__headerScript || 0) + 1; window.__headerSawContent = !!document.querySelector("[data-guide=\'2\']");</script>',
        );
        expect(body).toContain('__headerScript');
        await route.fulfill({ response, body });
      });
      const scriptsBefore = await page.evaluate(() => document.scripts.length);
      const outsideMain = () => page.evaluate(() => document.querySelectorAll('script.ajaxLoad:not(main script)').length);
      const ajaxBefore = await outsideMain(); // the page's own header script
      await nextPartial(page);
      await page.locator('.guide__nav a', { hasText: 'Pielęgnacja odzieży' }).click();
      expect((await partialDone(page)).ok).toBe(true);
      expect(await page.evaluate(() => [(window as any).__headerScript, (window as any).__headerSawContent])).toEqual([1, true]);
      // The page's own header was not replaced (only main#content and #breadcrumbs are), and the script left nothing behind.
      await expect(page.locator('header')).toHaveCount(1);
      expect(await outsideMain()).toBe(ajaxBefore);
      expect(await page.evaluate(() => document.scripts.length)).toBeGreaterThanOrEqual(scriptsBefore);
      await expect(page.locator('#breadcrumbs')).toHaveCount(1);
      await expect(page.locator('#breadcrumbs [aria-current="page"]')).toHaveText('Pielęgnacja odzieży');
      expect(errors).toEqual([]);
    });
  }

  for (const width of [390, 1280]) {
    test(`at ${width} px under the strict CSP a partial load runs (applies) only what a full load of the answer would: its scripts and styles carrying the answer's nonce, none inside [data-widget-ignore]`, async ({
      page,
    }) => {
      const errors = trackPageErrors(page);
      await page.setViewportSize({ width, height: 800 });
      await trackCspViolations(page);
      await serveWithCsp(page, STRICT_CSP, (url) => url.pathname.endsWith('/guide.php'));
      await openGuide(page, 1);
      await routePartial(page, async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace(
          /(<main[^>]*>)/,
          `$1<script class="ajaxLoad" nonce="r3sp0nse">window.__ran = [...(window.__ran || []), 'legit'];</script>` +
            `<script class="ajaxLoad">window.__ran = [...(window.__ran || []), 'planted without the nonce'];</script>` +
            `<div data-widget-ignore><script class="ajaxLoad" nonce="r3sp0nse">window.__ran = [...(window.__ran || []), 'planted in shop content'];</script>` +
            `<style nonce="r3sp0nse">#planted-style { outline: 3px solid rgb(9, 9, 9); }</style></div>` +
            `<style nonce="r3sp0nse">#legit-style { outline: 3px solid rgb(1, 2, 3); }</style><style>#legit-style { color: rgb(9, 9, 9); }</style>` +
            `<p id="legit-style">styled</p><p id="planted-style">not styled</p>`,
        );
        expect(body).toContain('r3sp0nse');
        await route.fulfill({
          response,
          body,
          headers: { ...response.headers(), 'content-security-policy': "script-src 'nonce-r3sp0nse' 'strict-dynamic'; style-src 'self' 'nonce-r3sp0nse'" },
        });
      });
      await nextPartial(page);
      await page.locator('.guide__nav a', { hasText: 'Pielęgnacja odzieży' }).click();
      expect((await partialDone(page)).ok).toBe(true);
      expect(await page.evaluate(() => (window as any).__ran)).toEqual(['legit']);
      const look = (id: string) =>
        page.evaluate((which) => {
          const style = getComputedStyle(document.getElementById(which)!);
          return { outline: style.outlineColor, color: style.color };
        }, id);
      expect((await look('legit-style')).outline).toBe('rgb(1, 2, 3)');
      expect((await look('legit-style')).color).not.toBe('rgb(9, 9, 9)');
      expect((await look('planted-style')).outline).not.toBe('rgb(9, 9, 9)');
      // What stayed inert was refused by the page's own policy, as on a full load of the answer: inline elements only.
      const violations = await cspViolations(page);
      expect(violations.length).toBeGreaterThan(0);
      expect(violations.every((v) => v.blocked === 'inline')).toBe(true);
      expect(errors).toEqual([]);
    });
  }

  test("another theme's regions through data-parts and its own suffix (the former fixture markup: data-partial-region, ?ajax=1)", async ({ page }) => {
    await page.route(
      (url) => url.pathname === '/guide.php' && !url.searchParams.has('ajax'),
      async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace(
          '<div data-widget="partial_nav" hidden>',
          `<div data-widget="partial_nav" data-suffix="ajax=1" data-parts='{"regions": "[data-partial-region]"}' hidden>`,
        );
        expect(body).toContain('data-suffix="ajax=1"');
        await route.fulfill({ response, body });
      },
    );
    const fetched: string[] = [];
    page.on('request', (r) => r.resourceType() === 'fetch' && new URL(r.url()).pathname === '/guide.php' && fetched.push(new URL(r.url()).search));
    await openGuide(page, 1);
    await nextPartial(page);
    await page.locator('.guide__nav a', { hasText: 'Zwroty krok po kroku' }).click();
    expect((await partialDone(page)).ok).toBe(true);
    expect(fetched).toEqual(['?id=3&ajax=1']);
    expect(await sameDocument(page)).toBe(true);
    expect(await shownGuide(page)).toEqual({ id: '3', h1: 'Zwroty krok po kroku' });
    await expect(page).toHaveTitle(/^Zwroty krok po kroku \| /);
  });

  test('a marked GET form loads its result in place; back and forward restore the right content and scroll position', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await openGuide(page, 1);
    await page.evaluate(() => window.scrollTo(0, 1200));
    await nextPartial(page);
    // Clicked from the script, so the link is not scrolled into view first: the position to restore stays 1200.
    await page.locator('.guide__nav a', { hasText: 'Pielęgnacja odzieży' }).evaluate((a: HTMLElement) => a.click());
    expect((await partialDone(page)).ok).toBe(true);

    await page.locator('#guide_pick_2').selectOption('3');
    await nextPartial(page);
    await page.locator('.guide__pick button').click();
    expect((await partialDone(page)).ok).toBe(true);
    await expect(page).toHaveURL(/\/guide\.php\?id=3$/);
    expect(await shownGuide(page)).toEqual({ id: '3', h1: 'Zwroty krok po kroku' });

    await nextPartial(page);
    await page.goBack();
    expect((await partialDone(page)).ok).toBe(true);
    await expect(page).toHaveURL(/id=2$/);
    expect(await shownGuide(page)).toMatchObject({ id: '2' });
    await expect(page).toHaveTitle(/^Pielęgnacja odzieży/);

    await nextPartial(page);
    await page.goBack();
    expect((await partialDone(page)).ok).toBe(true);
    await expect(page).toHaveURL(/id=1$/);
    expect(await shownGuide(page)).toMatchObject({ id: '1', h1: 'Jak dobrać rozmiar' });
    expect(await page.evaluate(() => scrollY)).toBe(1200);

    await nextPartial(page);
    await page.goForward();
    expect((await partialDone(page)).ok).toBe(true);
    expect(await shownGuide(page)).toMatchObject({ id: '2' });
    await nextPartial(page);
    await page.goForward();
    expect((await partialDone(page)).ok).toBe(true);
    expect(await shownGuide(page)).toMatchObject({ id: '3' });
    await expect(page.locator('.breadcrumbs [aria-current="page"]')).toHaveText('Zwroty krok po kroku');
    expect(await sameDocument(page)).toBe(true);
    expect(await page.evaluate(() => document.querySelectorAll('[data-partial-announcer]').length)).toBe(1);
    expect(errors).toEqual([]);
  });

  test('links opted out, other-origin links and modified clicks are not loaded in place', async ({ page }) => {
    await openGuide(page, 1);
    let partials = 0;
    await routePartial(page, (route) => {
      partials++;
      return route.continue();
    });
    // An in-page jump (the skip link's target) is the browser's.
    await page.locator('.skip-link').focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#content$/);
    // A link marked data-partial="false" is a full navigation.
    await page.locator('a[data-partial="false"]').first().click();
    await expect(page).toHaveURL(/product-pol-1-x\.html$/);
    expect(await sameDocument(page)).toBe(false);
    expect(partials).toBe(0);
  });

  test('Czech shop: loads in place and announces in Czech', async ({ page }) => {
    await openGuide(page, 1, '/cs');
    await nextPartial(page);
    await page.locator('.guide__nav a', { hasText: 'Dárková karta' }).click();
    expect((await partialDone(page)).ok).toBe(true);
    await expect(page).toHaveURL(/\/cs\/guide\.php\?id=4$/);
    expect(await sameDocument(page)).toBe(true);
    await expect(page.locator('[data-partial-announcer]')).toHaveText(/^Načtena stránka: Dárková karta \| /);
    await expect(page.locator('.breadcrumbs__back')).toHaveText(/Zpět/);
    await expectNoAxeViolations(page, 'cs guide after a partial load');
  });
});

test.describe('partial page navigation: faults fall back to a full navigation', () => {
  const FIVE_MB = 'x'.repeat(5 * 1024 * 1024);
  const faults: { name: string; answer: (route: Route) => Promise<void> }[] = [
    { name: 'refused', answer: (route) => route.abort('connectionrefused') },
    { name: 'HTTP 500', answer: (route) => route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>500</h1>' }) },
    { name: 'empty answer', answer: (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '' }) },
    { name: 'garbage', answer: (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '\u0000\u0001<<<>>>{"no":"html"' }) },
    { name: 'JSON instead of a page', answer: (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"content":"<p>x</p>"}' }) },
    {
      name: 'a page missing a region',
      answer: (route) =>
        route.fulfill({
          status: 200,
          contentType: 'text/html',
          body: '<!DOCTYPE html><title>x</title><div data-partial-region="content"><h1>Only content</h1></div>',
        }),
    },
    {
      name: '5 MB answer',
      answer: (route) => route.fulfill({ status: 200, contentType: 'text/html', body: `<!DOCTYPE html><title>big</title><p>${FIVE_MB}</p>` }),
    },
  ];

  for (const fault of faults) {
    test(`${fault.name}: one warning, then the whole page loads at the URL`, async ({ page }) => {
      const errors = trackPageErrors(page);
      const warnings: string[] = [];
      page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
      await openGuide(page, 1);
      await routePartial(page, fault.answer);
      await page.locator('.guide__nav a', { hasText: 'Pielęgnacja odzieży' }).click();
      await page.waitForFunction(() => (window as any).__sameDocument !== 1 && document.readyState !== 'loading');
      await expect(page).toHaveURL(/\/guide\.php\?id=2$/);
      await waitForWidgets(page);
      expect(await shownGuide(page)).toEqual({ id: '2', h1: 'Pielęgnacja odzieży' });
      expect(warnings.filter((w) => w.includes('partial_nav'))).toHaveLength(1);
      expect(errors).toEqual([]);
      evidence('fault', 1, `partial load: ${fault.name}`);
    });
  }

  test('no answer in 16 s (controlled clock): the whole page loads; not before', async ({ page }) => {
    await page.clock.install();
    await openGuide(page, 1, '', { fakeClock: true });
    await routePartial(page, () => new Promise(() => {})); // never answers
    // From here the page's time moves only when the test says: a slow machine adds nothing to the 16 s.
    await page.clock.pauseAt(Date.now() + 1000);
    // force: a paused clock stops animation frames, which a normal click's "stable" check waits for.
    await page.locator('.guide__nav a', { hasText: 'Zwroty krok po kroku' }).click({ force: true });
    await expect(page.locator('.sf-loading.sf-loading--on')).toBeVisible();
    await page.clock.runFor(15_900);
    expect(await sameDocument(page)).toBe(true);
    await expect(page).toHaveURL(/id=1$/);
    await page.clock.runFor(200);
    await page.waitForURL(/\/guide\.php\?id=3$/);
    await page.waitForFunction(() => (window as any).__sameDocument !== 1 && document.querySelector('main h1'));
    expect(await shownGuide(page)).toEqual({ id: '3', h1: 'Zwroty krok po kroku' });
    evidence('fault', 1, 'partial load: no answer in 16 s');
  });

  test('a failing GET form falls back to its native submission', async ({ page }) => {
    await openGuide(page, 1);
    await routePartial(page, (route) => route.fulfill({ status: 503, contentType: 'text/html', body: 'busy' }));
    await page.locator('#guide_pick_1').selectOption('4');
    await page.locator('.guide__pick button').click();
    await page.waitForURL(/\/guide\.php\?id=4$/);
    await page.waitForFunction(() => (window as any).__sameDocument !== 1 && document.querySelector('main h1'));
    expect(await shownGuide(page)).toEqual({ id: '4', h1: 'Karta podarunkowa' });
    evidence('fault', 1, 'partial form submit: HTTP 503');
  });

  test('going back to an entry whose fetch fails reloads that page', async ({ page }) => {
    await openGuide(page, 1);
    await nextPartial(page);
    await page.locator('.guide__nav a', { hasText: 'Pielęgnacja odzieży' }).click();
    expect((await partialDone(page)).ok).toBe(true);
    await routePartial(page, (route) => route.abort('connectionreset'));
    await page.goBack();
    await page.waitForFunction(() => (window as any).__sameDocument !== 1 && document.querySelector('main h1'));
    await expect(page).toHaveURL(/id=1$/);
    expect(await shownGuide(page)).toEqual({ id: '1', h1: 'Jak dobrać rozmiar' });
    evidence('fault', 1, 'partial load on back: connection reset');
  });
});

test.describe('partial page navigation: leaks', () => {
  test.setTimeout(180_000);

  test('50 round trips leak no listeners, nodes, React roots, timers or heap', async ({ page }) => {
    const errors = trackPageErrors(page);
    // Counts the timers that are pending (set, neither fired nor cleared) and the live intervals.
    await page.addInitScript(() => {
      const pending = new Set<number>();
      const intervals = new Set<number>();
      const w = window as any;
      w.__pendingTimers = pending;
      w.__intervals = intervals;
      const { setTimeout: st, clearTimeout: ct, setInterval: si, clearInterval: ci } = window;
      w.setTimeout = (fn: any, ms?: number, ...args: any[]) => {
        const id: number = st(
          (...a: any[]) => {
            pending.delete(id);
            return typeof fn === 'function' ? fn(...a) : undefined;
          },
          ms,
          ...args,
        );
        pending.add(id);
        return id;
      };
      w.clearTimeout = (id: number) => {
        pending.delete(id);
        ct(id);
      };
      w.setInterval = (fn: any, ms?: number, ...args: any[]) => {
        const id: number = si(fn, ms, ...args);
        intervals.add(id);
        return id;
      };
      w.clearInterval = (id: number) => {
        intervals.delete(id);
        ci(id);
      };
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    await openGuide(page, 1);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('HeapProfiler.enable');

    const roundTrips = (n: number) =>
      page.evaluate(async (count) => {
        const settled = () =>
          new Promise<void>((resolve) => {
            const check = () => {
              const search = document.querySelector('form.guide__search');
              const crumbs = document.getElementById('breadcrumbs');
              // The arriving search's island is brought by focus (it loads on intent), so every trip mounts a React root.
              const input = search?.querySelector<HTMLInputElement>('input[type="search"], input[name="text"]');
              if (search?.getAttribute('data-widget-state') === 'mounted' && input && document.activeElement !== input) input.focus();
              if (
                search?.getAttribute('data-widget-state') === 'mounted' &&
                search.querySelector('.sf-search__results') &&
                crumbs?.getAttribute('data-widget-state') === 'mounted' &&
                // Every marker that arrived with main#content (back to top mounts when idle) has mounted.
                !document.querySelector('main [data-widget-state="pending"], main [data-widget-state="mounting"]') &&
                !document.querySelector('.sf-loading--on')
              )
                resolve();
              else setTimeout(check, 10);
            };
            check();
          });
        const go = async (id: number) => {
          const done = new Promise<{ ok: boolean }>((resolve) =>
            document.addEventListener('storefront:partial', (e) => resolve((e as CustomEvent).detail), { once: true }),
          );
          document.querySelector<HTMLAnchorElement>(`.guide__nav a[href$="id=${id}"]`)!.click();
          if (!(await done).ok) throw new Error('a partial load failed');
          await settled();
        };
        for (let i = 0; i < count; i++) {
          await go(2);
          await go(1);
        }
      }, n);

    const measure = async () => {
      for (let i = 0; i < 3; i++) await cdp.send('HeapProfiler.collectGarbage');
      const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
      const dom = (await cdp.send('Memory.getDOMCounters')) as { documents: number; nodes: number; jsEventListeners: number };
      const page_ = await page.evaluate(() => ({
        mounted: document.querySelectorAll('[data-widget-state="mounted"]').length,
        reactRoots: document.querySelectorAll('.sf-search__results').length,
        guideRoots: document.querySelectorAll('form.guide__search .sf-search__results').length,
        announcers: document.querySelectorAll('[data-partial-announcer]').length,
        overlays: document.querySelectorAll('.sf-loading').length,
        styles: document.querySelectorAll('style[data-sf-style]').length,
        scripts: document.scripts.length,
        timers: (window as any).__pendingTimers.size as number,
        intervals: (window as any).__intervals.size as number,
      }));
      return { heap: heap.usedSize, ...dom, ...page_ };
    };

    await roundTrips(5); // warm-up: chunks, styles, the overlay and caches exist from here on
    const before = await measure();
    await roundTrips(50);
    const after = await measure();
    console.log('leak test', JSON.stringify({ before, after }));

    expect(await sameDocument(page)).toBe(true);
    expect(after.mounted).toBe(before.mounted);
    expect(after.reactRoots).toBe(before.reactRoots);
    expect(after.guideRoots).toBe(1);
    expect(after.announcers).toBe(1);
    expect(after.overlays).toBe(before.overlays);
    expect(after.styles).toBe(before.styles);
    expect(after.scripts).toBe(before.scripts);
    expect(after.jsEventListeners).toBe(before.jsEventListeners);
    expect(after.intervals).toBe(before.intervals);
    expect(after.timers).toBeLessThanOrEqual(before.timers + 2);
    expect(after.documents).toBeLessThanOrEqual(before.documents);
    expect(Math.abs(after.nodes - before.nodes)).toBeLessThan(200);
    // 100 page swaps of ~40 KB markup each: anything kept per swap would show up as megabytes.
    expect(after.heap - before.heap).toBeLessThan(1024 * 1024);
    expect(errors).toEqual([]);
  });
});
