/**
 * snippets and toplayers on the Standard template's fixture pages, at 390 px and 1280 px, under the strict nonce CSP
 * the suite uses (helpers.ts STRICT_CSP: no 'unsafe-inline', no 'unsafe-eval'): the Snippets items go into the head,
 * the top of the body and its end by region, their scripts re-created from their text with the loader tag's nonce;
 * the ToplayersAndWidgets `{content}` HTML goes at the end of the body and its scripts (a `src` one too) run after
 * insertion, then the `script` key's text. Every script runs once: not again on a resize across the views (the
 * responsive widget moves the page's parts), nor after a partial navigation, and the batch is asked once.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  STRICT_CSP,
  batchKeys,
  batchRequests,
  cspViolations,
  idleTwice,
  resizeTo,
  serveWithCsp,
  trackCspViolations,
  trackPageErrors,
  waitForWidgets,
} from './helpers';
import { nextPartial, partialDone, sameDocument } from './nav-helpers';

/** Counters the probes below increment, read in the page. */
type Runs = Record<string, number | boolean | undefined>;
const runs = (page: Page): Promise<Runs> => page.evaluate(() => ({ ...((window as unknown as { __runs?: Runs }).__runs ?? {}) }));

/** A probe script: counts its runs under `name` (and, with `probe`, whether that element was in the page when it ran). */
const count = (name: string, probe?: string) =>
  `window.__runs=window.__runs||{};__runs[${JSON.stringify(name)}]=(__runs[${JSON.stringify(name)}]||0)+1;` +
  (probe ? `__runs[${JSON.stringify(`${name}:saw`)}]=!!document.getElementById(${JSON.stringify(probe)});` : '');

/**
 * The fixture's batch answer with probes added, as the platform sends them: a snippet per region whose script counts
 * its runs (the head one checks it runs in the head, the body_top one that its element precedes it), and a top layer
 * whose inline and `src` scripts count theirs and see the layer's element; the `script` key's text counts its runs
 * before the fixture's own (which wires the ribbon's close button).
 */
async function withProbes(page: Page) {
  await page.route('**/storefront-probe/toplayer.js', (route) => route.fulfill({ contentType: 'text/javascript', body: count('layer src', 'probe_layer') }));
  await page.route('**/ajax/get.php', async (route) => {
    const response = await route.fetch();
    const json = await response.json();
    const snippets = json.Snippets.response.items;
    snippets['probe-head'] = {
      region: 'head',
      content: `<script>${count('snippet head')}__runs['snippet head:in head']=!!document.currentScript.closest('head');</script>`,
    };
    snippets['probe-top'] = { region: 'body_top', content: `<div id="probe_top" hidden></div><script>${count('snippet body_top', 'probe_top')}</script>` };
    snippets['probe-footer'] = { region: 'footer', content: `<div id="probe_end" hidden></div><script>${count('snippet other', 'probe_end')}</script>` };
    const layers = json.ToplayersAndWidgets.response.items;
    layers['probe-layer'] = {
      content: `<div id="probe_layer" class="probe-layer" hidden>…</div><script>${count('layer inline', 'probe_layer')}</script><script src="/storefront-probe/toplayer.js"></script>`,
    };
    layers.script = `${count('layer key', 'probe_layer')}\n${layers.script}`;
    await route.fulfill({ response, json });
  });
}

const ONCE = {
  'snippet head': 1,
  'snippet head:in head': true,
  'snippet body_top': 1,
  'snippet body_top:saw': true,
  'snippet other': 1,
  'snippet other:saw': true,
  'layer inline': 1,
  'layer inline:saw': true,
  'layer src': 1,
  'layer src:saw': true,
  'layer key': 1,
  'layer key:saw': true,
};

/** Everything the batch put in, where it belongs, once. */
async function expectInPlaceOnce(page: Page) {
  // The fixture's own snippets: each region's script once (an item with no region skipped).
  expect(((await page.evaluate(() => (window as unknown as { fixtureSnippets?: string[] }).fixtureSnippets)) ?? []).sort()).toEqual([
    'body_bottom',
    'body_top',
    'head',
  ]);
  expect(await page.evaluate(() => 'fixtureSnippetNoRegion' in window)).toBe(false);
  await expect(page.locator('head > meta[name="fixture-snippet"]')).toHaveCount(1);
  await expect(page.locator('[data-snippet="body_top"]')).toHaveCount(1);
  expect(await page.evaluate(() => document.querySelector('[data-snippet="body_top"]')?.parentElement === document.body)).toBe(true);
  await expect(page.locator('body > #probe_end')).toHaveCount(1);
  // The top layers: at the end of the body, once; the script key wired the ribbon once (one click closes it).
  await expect(page.locator('body > #fixture_ribbon')).toHaveCount(1);
  await expect(page.locator('body > #probe_layer')).toHaveCount(1);
  expect(await runs(page)).toEqual(ONCE);
}

for (const width of [390, 1280]) {
  test.describe(`snippets and top layers at ${width} px`, () => {
    test.beforeEach(async ({ page }) => resizeTo(page, width));

    for (const path of ['/', '/product-pol-1-x.html']) {
      test(`${path} under the strict nonce CSP: each region's snippet in place, top layers' scripts after their HTML, every script once, 0 violations`, async ({
        page,
      }) => {
        const errors = trackPageErrors(page);
        const requests = batchRequests(page);
        await trackCspViolations(page);
        await serveWithCsp(page, STRICT_CSP);
        await withProbes(page);
        await page.goto(path);
        await waitForWidgets(page);
        await expect.poll(() => runs(page).then((r) => r['layer key'] && r['layer src'])).toBeTruthy();
        await expect.poll(() => page.evaluate(() => (window as unknown as { fixtureToplayer?: boolean }).fixtureToplayer)).toBe(true);
        await idleTwice(page);
        await expectInPlaceOnce(page);
        // The body_top snippet is the body's first element; the layers come after the page's last marker.
        expect(await page.evaluate(() => document.body.firstElementChild?.getAttribute('data-snippet') ?? document.body.firstElementChild?.id)).toMatch(
          /^(body_top|probe_top)$/,
        );
        expect(
          await page.evaluate(() => {
            const last = [...document.querySelectorAll('[data-widget]')].pop()!;
            return !!(last.compareDocumentPosition(document.getElementById('fixture_ribbon')!) & Node.DOCUMENT_POSITION_FOLLOWING);
          }),
        ).toBe(true);
        // Every script the bundle re-created carries the loader tag's nonce.
        const nonces = await page.evaluate(() =>
          [...document.querySelectorAll('script')].filter((s) => /__runs|fixtureSnippets|storefront-probe/.test(s.text + s.src)).map((s) => s.nonce),
        );
        expect(nonces.length).toBeGreaterThanOrEqual(6);
        expect(new Set(nonces)).toEqual(new Set(['n0nce123']));
        // Across the views and back (the responsive widget moves the page's parts): nothing runs again.
        await resizeTo(page, width < 979 ? 1280 : 390);
        await idleTwice(page);
        await resizeTo(page, width);
        await idleTwice(page);
        await expectInPlaceOnce(page);
        await page.locator('#fixture_ribbon .toplayer__close').click();
        await expect(page.locator('#fixture_ribbon')).toHaveCount(0);
        expect(requests.map(batchKeys).filter((keys) => keys.includes('Snippets'))).toHaveLength(1);
        expect(await cspViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
      });
    }

    test('a partial navigation runs no snippet or top layer again (they are not in the swapped regions)', async ({ page }) => {
      const errors = trackPageErrors(page);
      const requests = batchRequests(page);
      await trackCspViolations(page);
      await serveWithCsp(page, STRICT_CSP);
      // The server sends its nonce policy with partial answers too (without one, partial_nav loads the page whole).
      await page.route(
        (url) => url.searchParams.get('set_render') === 'content,head',
        async (route) => {
          const response = await route.fetch();
          await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': STRICT_CSP } });
        },
      );
      await withProbes(page);
      await page.goto('/guide.php?id=1');
      await waitForWidgets(page);
      await expect.poll(() => runs(page).then((r) => r['layer key'] && r['layer src'])).toBeTruthy();
      await idleTwice(page);
      await page.evaluate(() => ((window as unknown as { __sameDocument: number }).__sameDocument = 1));
      await nextPartial(page);
      await page.locator('.guide__nav a', { hasText: 'Pielęgnacja odzieży' }).click();
      expect((await partialDone(page)).ok).toBe(true);
      expect(await sameDocument(page)).toBe(true);
      await idleTwice(page);
      await expectInPlaceOnce(page);
      expect(requests.map(batchKeys).filter((keys) => keys.includes('Snippets'))).toHaveLength(1);
      expect(await cspViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
}
