import { expect, test } from '@playwright/test';
import { STRICT_CSP, batchRequests, cspViolations, idleTwice, serveWithCsp, trackCspViolations, trackPageErrors, waitForWidgets } from './helpers';

test.describe('platform channels', () => {
  test('inserts snippets into head, body top and body end, and runs their scripts', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto('/');
    await waitForWidgets(page);
    await expect.poll(() => page.evaluate(() => (window as any).fixtureSnippets)).toEqual(expect.arrayContaining(['head', 'body_top', 'body_bottom']));
    expect(await page.locator('head meta[name="fixture-snippet"]').count()).toBe(1);
    expect(await page.evaluate(() => document.body.firstElementChild?.getAttribute('data-snippet'))).toBe('body_top');
    // The fixture's item with no region is skipped (platform): its script never runs.
    expect(await page.evaluate(() => (window as any).fixtureSnippets)).not.toContain('none');
    expect(await page.evaluate(() => (window as any).fixtureSnippetNoRegion)).toBeUndefined();
    expect(errors).toEqual([]);
  });

  for (const [width, flags] of [
    [390, { mobile: true, tablet: false, pc: false }],
    [800, { mobile: false, tablet: true, pc: false }],
    [1280, { mobile: false, tablet: false, pc: true }],
  ] as const) {
    test(`sends the view flags and request_uri at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      const requests = batchRequests(page);
      await page.goto('/search.php?text=kurtka');
      await waitForWidgets(page);
      const body = JSON.parse(new URLSearchParams(requests[0].postData()!).get('request')!);
      expect(body.Snippets).toEqual({ format: 'json', params: { ...flags, request_uri: '/search.php?text=kurtka', additional_ajax: '' } });
      expect(body.ToplayersAndWidgets).toEqual(body.Snippets);
      expect(body.Basket).toEqual({});
    });
  }

  test("app_shop's requestUri and additionalAjax reach the batch params as rendered", async ({ page }) => {
    // The platform renders the request URI it routed (which may differ from the address bar) and its additional
    // ajax string into app_shop.vars, from a script at the end of the body; the batch passes them on as they are.
    await page.route('**/search.php?text=kurtka', async (route) => {
      const response = await route.fetch();
      const body = (await response.text())
        .replace('app_shop.vars.requestUri = "/search.php?text=kurtka"', 'app_shop.vars.requestUri = "/szukaj/kurtka"')
        .replace('app_shop.vars.additionalAjax = ""', 'app_shop.vars.additionalAjax = "lang=pol\u0026x=1"');
      await route.fulfill({ response, body });
    });
    const requests = batchRequests(page);
    await page.goto('/search.php?text=kurtka');
    await waitForWidgets(page);
    const body = JSON.parse(new URLSearchParams(requests[0].postData()!).get('request')!);
    expect(body.Snippets.params).toMatchObject({ request_uri: '/szukaj/kurtka', additional_ajax: 'lang=pol&x=1' });
    expect(body.ToplayersAndWidgets).toEqual(body.Snippets);
  });

  test("inserts top layers at the end of the body and runs the items' script key after them", async ({ page }) => {
    await page.goto('/');
    await waitForWidgets(page);
    await expect.poll(() => page.evaluate(() => (window as any).fixtureToplayer)).toBe(true);
    await expect(page.locator('body > .toplayer').first()).toBeVisible();
    // The script key wired the ribbon's close button: the script ran after the content was in.
    await page.locator('#fixture_ribbon .toplayer__close').click();
    await expect(page.locator('#fixture_ribbon')).toHaveCount(0);
    // It ran as a function body (platform): its var stayed local.
    expect(await page.evaluate(() => 'ribbon' in window)).toBe(false);
  });

  test('gives injected scripts the page CSP nonce', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (m) => m.text().includes('Content Security Policy') && violations.push(m.text()));
    // The theme nonces its inline head guard (docs/theme-guide.md, "The inline head guard") and the loader tag.
    await serveWithCsp(page, "script-src 'nonce-n0nce123' 'strict-dynamic'; object-src 'none'");
    await page.goto('/');
    await waitForWidgets(page);
    await expect.poll(() => page.evaluate(() => (window as any).fixtureSnippets)).toEqual(expect.arrayContaining(['head', 'body_top', 'body_bottom']));
    await expect.poll(() => page.evaluate(() => (window as any).fixtureToplayer)).toBe(true);
    expect(violations).toEqual([]);
  });

  test("the nonce comes from the loader's own tag (scripts, widget styles, a snippet's style sheet): a script placed before it with another nonce wins nothing", async ({
    page,
  }) => {
    await trackCspViolations(page);
    // An element earlier in the document carrying some nonce (shop content above a loader placed late, or an
    // injected tag): the bundle's snippets, top layers and styles must still carry the loader tag's nonce.
    await serveWithCsp(page, STRICT_CSP, undefined, { edit: (html) => html.replace('<head>', '<head><script type="text/plain" nonce="att4cker"></script>') });
    await page.goto('/');
    await waitForWidgets(page);
    await expect.poll(() => page.evaluate(() => (window as any).fixtureSnippets)).toEqual(expect.arrayContaining(['head', 'body_top', 'body_bottom']));
    await expect.poll(() => page.evaluate(() => (window as any).fixtureToplayer)).toBe(true);
    const styles = await page.locator('style[data-sf-style]').evaluateAll((list) => list.map((s) => (s as HTMLStyleElement).nonce));
    expect(styles.length).toBeGreaterThan(0);
    expect(new Set(styles)).toEqual(new Set(['n0nce123']));
    // A snippet's own style sheet applies (it carries the nonce too).
    await expect(page.locator('.snippet-strip')).toHaveCSS('font-weight', '600');
    expect(await cspViolations(page)).toEqual([]);
  });

  test("runs tracking events when a GraphQL answer carries x-iai-tracking-events, never on the batch's header", async ({ page }) => {
    const trackingQueries: string[] = [];
    page.on('request', (r) => new URL(r.url()).search === '?trackingEvents' && trackingQueries.push(r.url()));
    const batchHeader = page.waitForResponse((r) => new URL(r.url()).pathname === '/ajax/get.php');
    // A product page view queues a view_item event: the batch answer carries the header, which is not read (platform).
    await page.goto('/product-pol-1-x.html');
    await waitForWidgets(page);
    expect(Number((await batchHeader).headers()['x-iai-tracking-events'])).toBeGreaterThanOrEqual(1);
    const search = page.waitForResponse((r) => {
      const u = new URL(r.url());
      return u.pathname === '/graphql/v1/' && u.search === '';
    });
    await page.locator('#menu_search_text').fill('kurtka');
    expect(Number((await search).headers()['x-iai-tracking-events'])).toBeGreaterThanOrEqual(1);
    await expect.poll(() => page.evaluate(() => (window as any).dataLayer?.map((e: any) => e.event))).toEqual(expect.arrayContaining(['view_item']));
    expect(trackingQueries).toHaveLength(1);
    expect(new URL(trackingQueries[0]).pathname).toBe('/graphql/v1/');
  });

  test('under a strict nonce CSP (no unsafe-eval) tracking events run as function bodies: return legal, var local, a throw or a syntax error contained, 0 violations', async ({
    page,
  }) => {
    const errors = trackPageErrors(page);
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await trackCspViolations(page);
    await serveWithCsp(page, STRICT_CSP);
    // The events the platform answers (platform: each a function body, run as new Function(s)() in a try/catch).
    const events = [
      "window.__runs = (window.__runs || []); __runs.push('return'); if (window.__runs) return; __runs.push('after return');",
      "var trackingLocal = 'local'; function trackingFn() {} __runs.push(typeof trackingLocal + ':' + (this === window));",
      "__runs.push('throw'); throw new Error('tracking boom');",
      "__runs.push('syntax'",
      "__runs.push('last') // a trailing comment",
    ];
    await page.route('**/graphql/v1/?trackingEvents', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify({ data: { trackingEvents: events } }) }),
    );
    // A GraphQL answer asking for the events (the search's, which the platform reads the header on).
    await page.route(
      (url) => url.pathname === '/graphql/v1/' && url.search === '',
      async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, headers: { ...response.headers(), 'x-iai-tracking-events': String(events.length) } });
      },
    );
    await page.goto('/');
    await waitForWidgets(page);
    await page.locator('input[name="text"]').first().fill('kurtka');
    await expect.poll(() => page.evaluate(() => (window as any).__runs)).toEqual(['return', 'string:true', 'throw', 'last']);
    const leaked = await page.evaluate(() => ['trackingLocal', 'trackingFn'].filter((name) => name in window));
    expect(leaked, 'var and function declarations stay local').toEqual([]);
    expect(errors, 'nothing uncaught').toEqual([]);
    expect(warnings.filter((w) => w.includes('tracking snippet failed'))).toHaveLength(2);
    expect(await cspViolations(page)).toEqual([]);
  });

  test("under a strict nonce CSP the top layers' script key runs as a function body (return legal, var local, a throw contained)", async ({ page }) => {
    const errors = trackPageErrors(page);
    await trackCspViolations(page);
    await serveWithCsp(page, STRICT_CSP);
    const batch = (script: string) =>
      page.route('**/ajax/get.php', async (route) => {
        const response = await route.fetch();
        const body = await response.json();
        body.ToplayersAndWidgets = { response: { items: { layer: { content: '<p id="layer_seen">…</p>' }, script } } };
        await route.fulfill({ response, json: body });
      });
    await batch(
      "var layerLocal = 1; window.__layer = document.getElementById('layer_seen') ? 'after content' : 'before'; return; window.__layer = 'after return';",
    );
    await page.goto('/');
    await waitForWidgets(page);
    await expect.poll(() => page.evaluate(() => (window as any).__layer)).toBe('after content');
    expect(await page.evaluate(() => 'layerLocal' in window)).toBe(false);
    // A throwing script is contained: the page keeps working, nothing uncaught.
    await page.unrouteAll();
    await serveWithCsp(page, STRICT_CSP);
    await batch("window.__layer = 'thrown'; throw new Error('layer boom');");
    await page.reload();
    await waitForWidgets(page);
    await expect.poll(() => page.evaluate(() => (window as any).__layer)).toBe('thrown');
    await expect(page.locator('#layer_seen')).toBeAttached();
    expect(errors).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
  });

  test('reports uncaught errors to {graphql}?JSerror= with a hello query, capped, under 2,000 characters', async ({ page }) => {
    const reports: { url: string; body: string }[] = [];
    page.on('request', (r) => r.url().includes('JSerror=') && reports.push({ url: r.url(), body: r.postData() ?? '' }));
    await page.goto('/');
    await waitForWidgets(page);
    await page.evaluate(() => {
      for (let i = 0; i < 1000; i++)
        setTimeout(() => {
          throw new Error(`storm ${i} ` + 'x'.repeat(i % 3 === 0 ? 5000 : 10));
        });
      Promise.reject(new Error('unhandled rejection'));
    });
    // Waits for states, not a time: every throwing timer has run (a timer set now runs after them), then the page's
    // idle time twice (the reports are sent by then), and the reports that went out have been answered.
    await page.evaluate(() => new Promise<void>((r) => setTimeout(r)));
    await idleTwice(page);
    await expect.poll(() => reports.length).toBeGreaterThan(0);
    await expect.poll(async () => (await (await page.request.get('/__fixture/errors?mine=1')).json()).length).toBe(reports.length);
    await idleTwice(page);
    expect(reports.length).toBeLessThanOrEqual(5);
    for (const r of reports) {
      expect(r.url.length).toBeLessThan(2000);
      expect(new URL(r.url).pathname).toBe('/graphql/v1/');
      expect(r.body).toBe('query { hello }'); // platform: the raw document, not JSON
    }
    const received = await (await page.request.get('/__fixture/errors?mine=1')).json(); // this visitor's: tests run in parallel
    expect(received.length).toBe(reports.length);
  });

  test('loads scripts by name into the asked place, and gives up after 5000 ms', async ({ page }) => {
    // The 5000 ms bound runs on the page's clock: the never-answered script is held, the clock moved past the bound.
    await page.clock.install();
    await page.route('**/gfx/pol/hello.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'window.helloLoaded = (window.helloLoaded || 0) + 1;' }),
    );
    await page.route('**/gfx/pol/never.js', () => {});
    await page.goto('/');
    await waitForWidgets(page);
    const placed = await page.evaluate(async () => {
      const script = await (window as any).storefront.loadScript('hello', 'before_shop_js');
      await (window as any).storefront.loadScript('hello', 'head'); // loaded once
      return { next: script.nextElementSibling?.getAttribute('src'), loaded: (window as any).helloLoaded };
    });
    expect(placed).toEqual({ next: '/storefront/loader.js', loaded: 1 });
    await page.evaluate(() => {
      const w = window as any;
      w.neverResult = 'pending';
      w.storefront.loadScript('never', 'head').then(
        () => (w.neverResult = 'loaded'),
        (e: Error) => (w.neverResult = e.message),
      );
    });
    await expect.poll(() => page.evaluate(() => document.querySelector('script[src$="/gfx/pol/never.js"]') !== null), { intervals: [50] }).toBe(true);
    await page.clock.fastForward(4_900);
    expect(await page.evaluate(() => (window as any).neverResult), 'still waiting at 4900 ms').toBe('pending');
    await page.clock.fastForward(200);
    await expect.poll(() => page.evaluate(() => (window as any).neverResult), { intervals: [50] }).toContain('timed out after 5000 ms');
  });

  test('loads scripts into head, body_top and body_bottom, by name, by link and as a module', async ({ page }) => {
    const body = (name: string) => `(window.loadedScripts = window.loadedScripts || []).push(${JSON.stringify(name)});`;
    for (const name of ['in-head', 'at-top', 'at-bottom']) {
      await page.route(`**/gfx/pol/${name}.js`, (route) => route.fulfill({ contentType: 'text/javascript', body: body(name) }));
    }
    await page.route('**/static/linked.js', (route) => route.fulfill({ contentType: 'text/javascript', body: body('linked') }));
    // A module: import.meta exists only in a module script, so this body runs only when loaded as one.
    await page.route('**/static/module.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: `${body('module')} window.moduleUrl = import.meta.url;` }),
    );
    await page.goto('/');
    await waitForWidgets(page);
    const result = await page.evaluate(async () => {
      const sf = (window as any).storefront;
      const head = await sf.loadScript('in-head', 'head');
      const top = await sf.loadScript('at-top', 'body_top');
      const bottom = await sf.loadScript('at-bottom', 'body_bottom');
      const linked = await sf.loadScript('/static/linked.js', 'body_bottom');
      const module = await sf.loadScript('/static/module.js', 'head', { module: true });
      return {
        head: head.parentElement === document.head,
        top: document.body.firstElementChild === top,
        // At the end of the body: after everything the server rendered, and the link loaded later after it.
        bottom:
          bottom.parentElement === document.body &&
          !!(document.getElementById('container')!.compareDocumentPosition(bottom) & Node.DOCUMENT_POSITION_FOLLOWING) &&
          !!(bottom.compareDocumentPosition(linked) & Node.DOCUMENT_POSITION_FOLLOWING),
        linkedSrc: linked.getAttribute('src'),
        moduleType: module.type,
        moduleUrl: (window as any).moduleUrl,
        loaded: (window as any).loadedScripts,
      };
    });
    expect(result).toEqual({
      head: true,
      top: true,
      bottom: true,
      linkedSrc: new URL('/static/linked.js', page.url()).href,
      moduleType: 'module',
      moduleUrl: new URL('/static/module.js', page.url()).href,
      loaded: ['in-head', 'at-top', 'at-bottom', 'linked', 'module'],
    });
    // Links the browser would read as another scheme are refused, whatever their spelling: no script element made.
    const refused = await page.evaluate(async () => {
      const sf = (window as any).storefront;
      const before = document.scripts.length;
      const out: string[] = [];
      for (const link of [
        'javascript:window.pwned=1',
        'java\tscript:window.pwned=1',
        '\u0001javascript:window.pwned=1',
        'data:text/javascript,window.pwned=1',
      ]) {
        await sf.loadScript(link, 'head').then(
          () => out.push(`loaded ${link}`),
          (e: Error) => out.push(e.message.includes('not an http(s) script URL') ? 'refused' : e.message),
        );
      }
      return { out, added: document.scripts.length - before, pwned: (window as any).pwned };
    });
    expect(refused).toEqual({ out: ['refused', 'refused', 'refused', 'refused'], added: 0, pwned: undefined });
  });

  test('keeps the page working when the batch fails or returns garbage', async ({ page }) => {
    const errors = trackPageErrors(page);
    for (const fulfil of [
      { status: 500, body: 'Internal Server Error' },
      { status: 200, body: '{"Basket": "garbage", "Snippets": {"response": {"items": [{"region": 5}]}}}', contentType: 'application/json' },
      { status: 200, body: 'not json at all', contentType: 'application/json' },
    ]) {
      await page.unrouteAll();
      await page.route('**/ajax/get.php', (route) => route.fulfill(fulfil));
      await page.goto('/');
      await waitForWidgets(page);
      await expect(page.locator('#menu_basket .top_basket__sub')).toBeVisible();
      await expect(page.locator('#menu_basket')).toHaveAttribute('data-widget-state', 'mounted');
    }
    await page.unrouteAll();
    await page.route('**/ajax/get.php', (route) => route.abort('connectionrefused'));
    await page.goto('/');
    await waitForWidgets(page);
    await expect(page.locator('#menu_basket .top_basket__sub')).toBeVisible();
    expect(errors).toEqual([]);
  });
});
