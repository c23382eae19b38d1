import { expect, test } from '@playwright/test';
import { basketPart, batchKeys, batchRequests, lines, trackPageErrors, waitForWidgets, withBasket } from './helpers';

test.describe('the loader', () => {
  // Exactly one batch request on every fixture page: checked in pages.spec.ts, on the same load as its axe scans.

  test('is a module script (never render-blocking) and loads no React on a page that needs none at load', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await page.goto('/');
    const blocking = await page.evaluate(
      () =>
        Array.from(document.querySelectorAll('script[src]')).filter(
          (s) => (s as HTMLScriptElement).type !== 'module' && !(s as HTMLScriptElement).defer && !(s as HTMLScriptElement).async,
        ).length,
    );
    expect(blocking).toBe(0);
    expect(scripts[0]).toBe('/storefront/loader.js');
    const reactBeforeLoad = await page.evaluate(
      () =>
        performance
          .getEntriesByType('resource')
          .filter((e) => /\/react-[\w-]+\.js$/.test(e.name) && e.startTime < performance.timing.loadEventEnd - performance.timing.navigationStart).length,
    );
    expect(reactBeforeLoad).toBe(0);
  });

  test('loads no React before the first interaction; the first pointer on the mini basket brings its island', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await withBasket(page, basketPart(lines(2)));
    await page.goto('/');
    await waitForWidgets(page);
    await expect(page.locator('#menu_basket .top_basket__sub .badge')).toContainText('2');
    await expect(page.locator('#menu_basket')).toHaveAttribute('data-widget-state', 'mounted');
    await expect(page.locator('#menu_search')).toHaveAttribute('data-widget-state', 'mounted');
    expect(scripts.filter((s) => /\/(react|floating)-[\w-]+\.js$/.test(s))).toEqual([]);
    await page.locator('#menu_basket a').first().hover();
    await expect(page.locator('#menu_basket .menu_basket__panel')).toBeVisible();
    expect(scripts.some((s) => /\/react-[\w-]+\.js$/.test(s))).toBe(true);
  });

  test('at the first sign of engagement, the code of the islands is preloaded (low priority, compiled, not run), so the first tap needs no download', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await withBasket(page, basketPart(lines(2)));
    await page.goto('/');
    await waitForWidgets(page);
    await page.mouse.wheel(0, 50);
    const prefetched = page.locator('head link[rel="modulepreload"]');
    await expect
      .poll(() => prefetched.evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname)))
      .toEqual(
        expect.arrayContaining([expect.stringMatching(/\/storefront\/MiniBasket-[\w-]+\.js$/), expect.stringMatching(/\/storefront\/react-[\w-]+\.js$/)]),
      );
    // Preloaded, not run: each fetched once, and no island on the page.
    await expect.poll(() => scripts.filter((s) => /\/(react|MiniBasket)-[\w-]+\.js$/.test(s)).length).toBe(2);
    await expect(page.locator('#menu_basket .menu_basket__island')).toHaveCount(0);
    await page.locator('#menu_basket a').first().hover();
    await expect(page.locator('#menu_basket .menu_basket__panel')).toBeVisible();
    // The tap's import took them from the module map: no second request.
    expect(scripts.filter((s) => /\/(react|MiniBasket)-[\w-]+\.js$/.test(s))).toHaveLength(2);
  });

  test('mounts markers inserted later and unmounts removed ones', async ({ page }) => {
    const errors = trackPageErrors(page);
    const requests = batchRequests(page);
    await page.goto('/');
    await waitForWidgets(page);
    await page.evaluate(() => {
      const w = window as any;
      w.probeLog = [];
      w.storefront.register({
        name: 'probe',
        keys: ['Projector'],
        async mount(el: HTMLElement, ctx: any) {
          const part = await ctx.batch.get('Projector');
          el.textContent = `mounted:${typeof part}`;
          const timer = setInterval(() => w.probeLog.push('tick'), 10);
          ctx.signal.addEventListener('abort', () => w.probeLog.push('aborted'));
          return () => {
            clearInterval(timer);
            w.probeLog.push('unmounted');
          };
        },
      });
      const marker = document.createElement('div');
      marker.id = 'late';
      marker.dataset.widget = 'probe';
      document.querySelector('main')!.append(marker);
    });
    await expect(page.locator('#late')).toHaveText('mounted:object');
    await expect(page.locator('#late')).toHaveAttribute('data-widget-state', 'mounted');
    // Only the new key went out, in a request of its own.
    expect(requests).toHaveLength(2);
    expect(batchKeys(requests[1])).toEqual(['Projector']);

    await page.evaluate(() => document.getElementById('late')!.remove());
    await expect.poll(() => page.evaluate(() => (window as any).probeLog.filter((x: string) => x !== 'tick'))).toEqual(['aborted', 'unmounted']);
    const ticks = await page.evaluate(() => (window as any).probeLog.length);
    await page.waitForTimeout(100);
    expect(await page.evaluate(() => (window as any).probeLog.length)).toBe(ticks); // the timer was released
    expect(errors).toEqual([]);
  });

  test('unmounts and remounts a React island moved out of and back into the page', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto('/');
    await waitForWidgets(page);
    const basket = page.locator('#menu_basket');
    await expect(basket).toHaveAttribute('data-widget-state', 'mounted');
    await page.evaluate(() => {
      const w = window as any;
      w.kept = document.getElementById('menu_basket');
      w.kept.remove();
    });
    await expect.poll(() => page.evaluate(() => (window as any).kept.hasAttribute('data-widget-state'))).toBe(false);
    await page.evaluate(() => document.getElementById('header')!.append((window as any).kept));
    await expect(basket).toHaveAttribute('data-widget-state', 'mounted');
    await expect(basket.locator('.top_basket__sub')).toHaveCount(1);
    expect(errors).toEqual([]);
  });

  test('contains a widget that throws: the others keep working', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.addInitScript(() => {
      (window as any).storefrontWidgets = [
        {
          name: 'throws_in_mount',
          mount() {
            throw new Error('mount failed on purpose');
          },
        },
        {
          name: 'rejects_in_mount',
          async mount() {
            await Promise.resolve();
            throw new Error('async mount failed on purpose');
          },
        },
        {
          name: 'works',
          mount(el: HTMLElement) {
            el.textContent = 'still here';
          },
        },
      ];
      document.addEventListener('DOMContentLoaded', () => {
        for (const name of ['throws_in_mount', 'rejects_in_mount', 'works', 'no-such-widget']) {
          const el = document.createElement('div');
          el.dataset.widget = name;
          el.id = `w-${name}`;
          document.body.prepend(el);
        }
      });
    });
    const consoleErrors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
    await page.goto('/');
    await waitForWidgets(page);
    await expect(page.locator('#w-throws_in_mount')).toHaveAttribute('data-widget-state', 'failed');
    await expect(page.locator('#w-rejects_in_mount')).toHaveAttribute('data-widget-state', 'failed');
    await expect(page.locator('#w-no-such-widget')).toHaveAttribute('data-widget-state', 'unknown');
    await expect(page.locator('#w-works')).toHaveText('still here');
    await expect(page.locator('#menu_basket')).toHaveAttribute('data-widget-state', 'mounted');
    await expect(page.locator('[data-widget="snippets"]')).toHaveAttribute('data-widget-state', 'mounted');
    expect(consoleErrors.filter((t) => /^storefront: widget "[^"]+" failed:/.test(t))).toHaveLength(2);
    expect(errors).toEqual([]);
  });

  test('warns once, naming the widget and attribute, for an invalid marker configuration', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await page.route('**/*', async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      const html = (await response.text())
        .replace('data-widget="menu_basket"', `data-widget="menu_basket" data-config='{"basketUrl":7}'`)
        .replace('data-widget="toplayers"', 'data-widget="toplayers" data-config="{broken"')
        .replace('data-widget="snippets"', 'data-widget="snippets" data-hydrate="whenever"');
      await route.fulfill({ response, body: html });
    });
    await page.goto('/');
    await waitForWidgets(page);
    await expect(page.locator('[data-widget="toplayers"]')).toHaveAttribute('data-widget-state', 'skipped');
    await expect(page.locator('[data-widget="snippets"]')).toHaveAttribute('data-widget-state', 'mounted');
    await expect(page.locator('#menu_basket')).toHaveAttribute('data-widget-state', 'skipped');
    await expect(page.locator('#menu_basket .top_basket__sub')).toBeVisible(); // the server's markup stays
    expect(warnings.filter((w) => w.includes('"menu_basket"') && w.includes('data-config → basketUrl'))).toHaveLength(1);
    expect(warnings.filter((w) => w.includes('"toplayers"') && w.includes('data-config'))).toHaveLength(1);
    expect(warnings.filter((w) => w.includes('"snippets"') && w.includes('data-hydrate'))).toHaveLength(1);
  });

  test('emits the ready mark and event once the eager widgets are mounted', async ({ page }) => {
    await page.addInitScript(() => document.addEventListener('storefront:ready', () => ((window as any).readyEvents = ((window as any).readyEvents ?? 0) + 1)));
    await page.goto('/');
    await waitForWidgets(page);
    const state = await page.evaluate(() => ({
      events: (window as any).readyEvents,
      pending: document.querySelectorAll('[data-widget-state="pending"],[data-widget-state="mounting"]').length,
    }));
    expect(state).toEqual({ events: 1, pending: 0 });
  });
});

test('markers inside data-widget-ignore (merchant content: a product description, a CMS page) are never brought to life, also when added later', async ({
  page,
}) => {
  const accounts: string[] = [];
  page.on('request', (r) => r.url().includes('/webAuthn/') && accounts.push(r.url()));
  // A description carrying markers a merchant's or an attacker's text could hold.
  await page.route('**/product-pol-1-x.html', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(
      '<div class="projector__description_text" data-widget-ignore>',
      '<div class="projector__description_text" data-widget-ignore><div id="injected_passkey" data-widget="passkey" data-mode="login" data-hydrate="load"></div><div id="injected_back" data-widget="back_to_top" data-hydrate="load"></div>',
    );
    expect(body).toContain('injected_passkey');
    await route.fulfill({ response, body });
  });
  await page.goto('/product-pol-1-x.html');
  await waitForWidgets(page);
  await expect(page.locator('#container')).toHaveAttribute('data-widget-state', 'mounted');
  await page.evaluate(() =>
    document
      .querySelector('.projector__description_text')!
      .insertAdjacentHTML('beforeend', '<div id="injected_later" data-widget="back_to_top" data-hydrate="load"></div>'),
  );
  // The same marker outside the ignored area comes alive (the control), the ones inside never do.
  await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<div id="control_back" data-widget="back_to_top" data-hydrate="load"></div>'));
  await expect(page.locator('#control_back')).toHaveAttribute('data-widget-state', /mounted|mounting/);
  for (const id of ['injected_passkey', 'injected_back', 'injected_later']) await expect(page.locator(`#${id}`)).not.toHaveAttribute('data-widget-state', /.*/);
  expect(accounts).toEqual([]);
});
