/**
 * window.storefront for shop scripts (docs/api.md, types/storefront.d.ts): a widget registered with a schema, bad
 * registrations, a built-in's name, widgets pushed to storefrontWidgets before and after the loader started, the
 * spec's alerts through storefront.toast, and the clear errors of the other members.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { batchRequests, expectNoAxeViolations, trackPageErrors, waitForWidgets } from './helpers';

const require = createRequire(import.meta.url);
/** valibot as a shop script would load it: its ES module build, served beside the page. */
const valibot = readFileSync(require.resolve('valibot').replace(/index\.c?js$/, 'index.mjs'), 'utf8');

async function serveValibot(page: Page) {
  await page.route('**/test-lib/valibot.js', (route) => route.fulfill({ contentType: 'text/javascript', body: valibot }));
}

/** The page's console messages of a type, as text. */
function consoleOf(page: Page, type: 'warning' | 'info' | 'error'): string[] {
  const seen: string[] = [];
  page.on('console', (m) => m.type() === type && seen.push(m.text()));
  return seen;
}

/** Puts a marker into <main>. */
const addMarker = (page: Page, id: string, attributes: Record<string, string>) =>
  page.evaluate(
    ([id, attributes]) => {
      const el = document.createElement('div');
      el.id = id;
      for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
      document.querySelector('main')!.append(el);
    },
    [id, attributes] as const,
  );

test.describe('storefront.register', () => {
  test('a widget with a valibot schema mounts with its typed options; a marker whose options fail is skipped, one warning naming the attribute', async ({
    page,
  }) => {
    const errors = trackPageErrors(page);
    const warnings = consoleOf(page, 'warning');
    await serveValibot(page);
    await page.goto('/');
    await waitForWidgets(page);
    const registered = await page.evaluate(async () => {
      const v = await import(`${location.origin}/test-lib/valibot.js`);
      return window.storefront!.register({
        name: 'stock_badge',
        hydrate: 'load',
        schema: v.object({
          quantity: v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(1)),
          label: v.optional(v.string(), 'w magazynie'),
        }),
        mount(element, context) {
          const { quantity, label } = context.config as { quantity: number; label: string };
          element.textContent = `${typeof quantity} ${quantity + 1} ${label}`;
        },
      });
    });
    expect(registered).toBe(true);
    await addMarker(page, 'badge-ok', { 'data-widget': 'stock_badge', 'data-quantity': '2' });
    await addMarker(page, 'badge-bad', { 'data-widget': 'stock_badge', 'data-quantity': 'many', 'data-config': '{"label":"x"}' });
    await expect(page.locator('#badge-ok')).toHaveText('number 3 w magazynie'); // "2" became the number 2
    await expect(page.locator('#badge-ok')).toHaveAttribute('data-widget-state', 'mounted');
    await expect(page.locator('#badge-bad')).toHaveAttribute('data-widget-state', 'skipped');
    await expect(page.locator('#badge-bad')).toHaveText('');
    expect(warnings.filter((w) => w.includes('"stock_badge"'))).toEqual([
      expect.stringMatching(/^storefront: widget "stock_badge": data-quantity is invalid \(/),
    ]);
    expect(errors).toEqual([]);
  });

  test('a bad registration warns once, naming the field, the value and what was expected; nothing is registered', async ({ page }) => {
    const errors = trackPageErrors(page);
    const warnings = consoleOf(page, 'warning');
    await page.goto('/');
    await waitForWidgets(page);
    const answers = await page.evaluate(async () => {
      const sf = window.storefront! as unknown as { register(w: unknown): Promise<boolean> };
      const mount = (el: HTMLElement) => void (el.textContent = 'mounted');
      const widgets: unknown[] = [
        { name: 'late_badge', hydrate: 'soon', mount },
        { name: 'Stock-Badge', mount },
        { name: 'late_badge', keys: ['Basket', 'Baskett'], mount },
        { name: 'late_badge', mount: 'mount' },
        { name: 'late_badge', hydarte: 'idle', mount },
        { name: 'late_badge', schema: { type: 'object' }, mount },
        { name: 'late_badge', mount, replace: 'yes' },
      ];
      const answers: boolean[] = [];
      for (const widget of widgets) answers.push(await sf.register(widget));
      return answers;
    });
    expect(answers).toEqual([false, false, false, false, false, false, false]);
    expect(warnings).toEqual([
      'storefront.register: widget "late_badge": hydrate "soon" is invalid (expected one of load, idle, visible, interaction); nothing is registered.',
      'storefront.register: name "Stock-Badge" is invalid (expected lower case letters, digits and _, starting with a letter, e.g. "stock_badge"); nothing is registered.',
      'storefront.register: widget "late_badge": keys holds "Baskett", which is not a batch key (expected some of Projector, Basket, Wishlist, Comparers, Snippets, ToplayersAndWidgets); nothing is registered.',
      'storefront.register: widget "late_badge": mount "mount" is invalid (expected a function (element, context) => unmount?); nothing is registered.',
      'storefront.register: widget "late_badge": "hydarte" is not a field of a widget (name, keys, hydrate, schema, mount, replace); nothing is registered.',
      'storefront.register: widget "late_badge": schema {"type":"object"} is invalid (expected a valibot schema or a Standard Schema (v1)); nothing is registered.',
      'storefront.register: widget "late_badge": replace "yes" is invalid (expected true or false); nothing is registered.',
    ]);
    // Nothing half-registered: a marker of the name has no widget.
    await addMarker(page, 'late-badge', { 'data-widget': 'late_badge' });
    await expect(page.locator('#late-badge')).toHaveAttribute('data-widget-state', 'unknown');
    await expect(page.locator('#late-badge')).toHaveText('');
    expect(errors).toEqual([]);
  });

  test("a built-in widget's name is refused with a warning naming it; replace: true replaces it for markers to come", async ({ page }) => {
    const errors = trackPageErrors(page);
    const warnings = consoleOf(page, 'warning');
    const infos = consoleOf(page, 'info');
    await page.goto('/');
    await waitForWidgets(page);
    await expect(page.locator('#menu_basket')).toHaveAttribute('data-widget-state', 'mounted');
    const refused = await page.evaluate(() =>
      window.storefront!.register({ name: 'menu_basket', mount: (el) => void (el.textContent = 'the shop’s own basket') }),
    );
    expect(refused).toBe(false);
    expect(warnings).toEqual([
      'storefront.register: "menu_basket" is a built-in widget; it is kept and this one is not registered (give the widget replace: true to replace it).',
    ]);
    await addMarker(page, 'second-basket', { 'data-widget': 'menu_basket' });
    await expect(page.locator('#second-basket')).not.toHaveAttribute('data-widget-state', 'pending'); // the built-in took it
    await expect(page.locator('#second-basket')).not.toHaveText('the shop’s own basket');
    await expect(page.locator('#menu_basket')).toHaveAttribute('data-widget-state', 'mounted');

    const replaced = await page.evaluate(() =>
      window.storefront!.register({ name: 'menu_basket', mount: (el) => void (el.textContent = 'the shop’s own basket'), replace: true }),
    );
    expect(replaced).toBe(true);
    expect(infos.filter((t) => t.startsWith('storefront.register'))).toEqual([]);
    await addMarker(page, 'third-basket', { 'data-widget': 'menu_basket' });
    await expect(page.locator('#third-basket')).toHaveText('the shop’s own basket');
    await expect(page.locator('#third-basket')).toHaveAttribute('data-widget-state', 'mounted');
    expect(warnings.filter((w) => w.startsWith('storefront.register'))).toEqual([
      'storefront.register: "menu_basket" is a built-in widget; it is kept and this one is not registered (give the widget replace: true to replace it).',
      'storefront.register: "menu_basket" replaces the bundle\'s built-in widget "menu_basket" (replace: true); markers set up from now on get the shop\'s widget, those already mounted keep the built-in.',
    ]);
    expect(errors).toEqual([]);
  });

  test('a widget queued with replace: true before the loader runs takes every marker of the built-in it replaces', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.addInitScript(() => {
      (window.storefrontWidgets ??= []).push({ name: 'menu_basket', replace: true, mount: (el) => void (el.dataset.shops = 'own') });
    });
    await page.goto('/');
    await waitForWidgets(page);
    await expect(page.locator('#menu_basket')).toHaveAttribute('data-shops', 'own');
    await expect(page.locator('#menu_basket')).toHaveAttribute('data-widget-state', 'mounted');
    expect(errors).toEqual([]);
  });

  test('widgets queued in storefrontWidgets before the loader mount before ready; one pushed after it started mounts at once', async ({ page }) => {
    const errors = trackPageErrors(page);
    const warnings = consoleOf(page, 'warning');
    await page.addInitScript(() => {
      (window.storefrontWidgets ??= []).push({ name: 'early_badge', mount: (el) => void (el.textContent = 'early') });
      document.addEventListener('DOMContentLoaded', () => {
        for (const name of ['early_badge', 'pushed_badge']) {
          const el = document.createElement('div');
          el.dataset.widget = name;
          el.id = name;
          document.querySelector('main')!.append(el);
        }
      });
    });
    await page.goto('/');
    // When ready settles, the queued widget has mounted: it counted as a widget that mounts without user action.
    const atReady = await page.evaluate(() => window.storefront!.ready.then(() => document.getElementById('early_badge')!.getAttribute('data-widget-state')));
    expect(atReady).toBe('mounted');
    await expect(page.locator('#early_badge')).toHaveText('early');
    // The pushed widget's marker has no widget yet.
    await expect(page.locator('#pushed_badge')).toHaveAttribute('data-widget-state', 'unknown');
    const length = await page.evaluate(() => window.storefrontWidgets!.push({ name: 'pushed_badge', mount: (el) => void (el.textContent = 'pushed') }));
    expect(length).toBe(2);
    await expect(page.locator('#pushed_badge')).toHaveText('pushed');
    await expect(page.locator('#pushed_badge')).toHaveAttribute('data-widget-state', 'mounted');
    // The queued widget's marker was never "unknown": no warning said it had no widget.
    expect(warnings.filter((w) => w.includes('early_badge'))).toEqual([]);
    expect(errors).toEqual([]);
  });
});

test('when the API’s module does not load, a queued widget is not registered and every other widget still mounts', async ({ page }) => {
  const pageErrors = trackPageErrors(page);
  await page.route(/\/storefront\/load-script-[\w-]+\.js$/, (route) => route.abort());
  await page.addInitScript(() => {
    window.storefrontWidgets = [{ name: 'early_badge', mount: (el) => void (el.textContent = 'early') }];
  });
  await page.goto('/');
  await waitForWidgets(page);
  await expect(page.locator('#menu_basket')).toHaveAttribute('data-widget-state', 'mounted');
  await expect(page.locator('[data-widget="snippets"]')).toHaveAttribute('data-widget-state', 'mounted');
  expect(pageErrors).toEqual([]);
});

test.describe('storefront.toast', () => {
  test('shows a visible, announced alert whose text is text, axe-clean; a bad call warns and shows nothing', async ({ page }) => {
    const errors = trackPageErrors(page);
    const warnings = consoleOf(page, 'warning');
    await page.goto('/');
    await waitForWidgets(page);
    const handle = await page.evaluate(async () => {
      const shown = await window.storefront!.toast({ type: 'error', text: '<b>Nie</b> zapisano listy', duration: 0 });
      await window.storefront!.toast({ type: 'success', text: 'Zapisano', duration: 0 });
      return typeof shown?.close;
    });
    expect(handle).toBe('function');
    const error = page.locator('.sf-toast--error');
    await expect(error).toBeVisible();
    await expect(error).toContainText('<b>Nie</b> zapisano listy'); // as text: no <b> element made
    await expect(error.locator('b')).toHaveCount(0);
    await expect(page.locator('[role=alert]', { hasText: 'Błąd: <b>Nie</b> zapisano listy' })).toHaveCount(1);
    await expect(page.locator('[role=status]', { hasText: 'Sukces: Zapisano' })).toHaveCount(1);
    await expectNoAxeViolations(page, 'storefront.toast alerts shown');

    const refused = await page.evaluate(async () => {
      const sf = window.storefront! as unknown as { toast(a: unknown): Promise<unknown> };
      const answers: unknown[] = [];
      for (const alert of [{ type: 'danger', text: 'x' }, { type: 'info', text: '   ' }, 'Zapisano', { text: 'x'.repeat(501) }])
        answers.push(await sf.toast(alert));
      return answers;
    });
    expect(refused).toEqual([undefined, undefined, undefined, undefined]);
    expect(warnings).toEqual([
      'storefront.toast: type "danger" is invalid (expected one of info, warning, error, success, sr-only); no alert is shown.',
      'storefront.toast: text "   " is invalid (expected a string of 1 to 500 characters, not only spaces); no alert is shown.',
      'storefront.toast: the alert "Zapisano" is invalid (expected { type, text, duration? }); no alert is shown.',
      expect.stringMatching(
        /^storefront\.toast: text "x{56}… is invalid \(expected a string of 1 to 500 characters, not only spaces; it has 501\); no alert is shown\.$/,
      ),
    ]);
    await expect(page.locator('.sf-toast')).toHaveCount(2);
    expect(errors).toEqual([]);
  });
});

test.describe('every member checks its input', () => {
  test('subscriptionPrice: a currency lacking separators takes the shop’s (named in a warning), a bad one rejects with a clear error, never "undefined"', async ({
    page,
  }) => {
    const errors = trackPageErrors(page);
    const warnings = consoleOf(page, 'warning');
    await page.goto('/');
    await waitForWidgets(page);
    const answers = await page.evaluate(async () => {
      const sf = window.storefront! as unknown as { subscriptionPrice(i: unknown): Promise<{ gross: { formatted: string } }> };
      const message = (p: Promise<unknown>) =>
        p.then(
          (r) => `resolved ${JSON.stringify(r)}`,
          (e: Error) => `${e.name}: ${e.message}`,
        );
      return {
        lacking: (await sf.subscriptionPrice({ max: 175, maxNet: 142.28, currency: { id: 'EUR', symbol: '€', format: '#,##0.00' } })).gross.formatted,
        separator: await message(sf.subscriptionPrice({ max: 175, maxNet: 142.28, currency: { decimalSeparator: 5 } })),
        max: await message(sf.subscriptionPrice({ max: 'abc', maxNet: 1 })),
        negative: await message(sf.subscriptionPrice({ max: 175, maxNet: 142.28, save: -5 })),
        typo: await message(sf.subscriptionPrice({ max: 175, maxNet: 142.28, rebatevalue: 10 })),
        currencyTypo: await message(sf.subscriptionPrice({ max: 175, maxNet: 142.28, currency: { decimalSep: ',' } })),
      };
    });
    expect(answers.lacking).toBe('175,00\u00a0€'); // the Polish shop's "," and no-break space
    expect(answers).toEqual({
      lacking: expect.any(String),
      separator: 'TypeError: storefront.subscriptionPrice: currency.decimalSeparator 5 is invalid (expected a string); no price is computed.',
      max: 'TypeError: storefront.subscriptionPrice: max "abc" is invalid (expected a number ≥ 0 or a numeric string); no price is computed.',
      negative: 'TypeError: storefront.subscriptionPrice: save -5 is invalid (expected a number ≥ 0 or a numeric string); no price is computed.',
      typo: 'TypeError: storefront.subscriptionPrice: "rebatevalue" is not a field (expected only max, maxNet, save, before, rebateValue, rebateType, currency, id, symbol, format, space, beforeValue, groupingSeparator, decimalSeparator); no price is computed.',
      currencyTypo:
        'TypeError: storefront.subscriptionPrice: "currency.decimalSep" is not a field (expected only id, symbol, format, space, beforeValue, groupingSeparator, decimalSeparator); no price is computed.',
    });
    expect(JSON.stringify(answers)).not.toMatch(/undefined|NaN/);
    expect(warnings).toEqual([
      'storefront.subscriptionPrice: the currency lacks space, beforeValue, groupingSeparator, decimalSeparator; the shop\'s are used (space true, beforeValue false, groupingSeparator "\u00a0", decimalSeparator ",").',
    ]);
    expect(errors).toEqual([]);
  });

  test('subscriptionPrice takes the spec’s flat input (the currency’s fields beside the amounts) as it takes currency: {…}; with both, currency’s win, said once', async ({
    page,
  }) => {
    const errors = trackPageErrors(page);
    const warnings = consoleOf(page, 'warning');
    await page.goto('/');
    await waitForWidgets(page);
    const answers = await page.evaluate(async () => {
      const sf = window.storefront!;
      const amounts = { max: 1234.5, maxNet: 1003.66, rebateValue: 10 };
      const euro = { symbol: '€', format: '#,##0.00', space: false, beforeValue: true };
      return {
        flat: await sf.subscriptionPrice({ ...amounts, ...euro }),
        nested: await sf.subscriptionPrice({ ...amounts, currency: { ...euro, groupingSeparator: '\u00a0', decimalSeparator: ',', id: 'EUR' } }),
        both: (await sf.subscriptionPrice({ ...amounts, ...euro, currency: { symbol: 'EUR', space: true } })).gross.formatted,
      };
    });
    // The spec's flat input: the shop's separators (the Polish shop's "," and no-break space), no warning.
    expect(answers.flat).toEqual({ gross: { value: 1111.05, formatted: '€1\u00a0111,05' }, net: { value: 903.29, formatted: '€903,29' }, percent: 10 });
    expect(answers.nested).toEqual(answers.flat);
    expect(answers.both).toBe('EUR\u00a01\u00a0111,05');
    expect(warnings).toEqual([
      'storefront.subscriptionPrice: the currency is given both beside the amounts (symbol, format, space, beforeValue) and in currency (symbol, space); currency\'s fields win: symbol "EUR", not "€"; space true, not false.',
      'storefront.subscriptionPrice: the currency lacks id, groupingSeparator, decimalSeparator; the shop\'s are used (id "PLN", groupingSeparator "\u00a0", decimalSeparator ",").',
    ]);
    expect(errors).toEqual([]);
  });

  test('refresh with an unknown key asks nothing and warns; loadScript with a bad place or name rejects, loading nothing', async ({ page }) => {
    const errors = trackPageErrors(page);
    const warnings = consoleOf(page, 'warning');
    const requests = batchRequests(page);
    const scripts: string[] = [];
    await page.goto('/');
    await waitForWidgets(page);
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    const before = requests.length;
    const answers = await page.evaluate(async () => {
      const sf = window.storefront! as unknown as Record<string, (...a: unknown[]) => Promise<unknown>>;
      const message = (p: Promise<unknown>) =>
        p.then(
          () => 'resolved',
          (e: Error) => `${e.name}: ${e.message}`,
        );
      return {
        refresh: await sf.refresh(['Basket', 'Baskett']),
        refreshString: await sf.refresh('Basket'),
        place: await message(sf.loadScript('slider', 'footer')),
        name: await message(sf.loadScript(undefined)),
        option: await message(sf.loadScript('slider', 'head', { modul: true })),
      };
    });
    expect(answers).toEqual({
      place:
        'TypeError: storefront.loadScript: place "footer" is invalid (expected one of head, body_top, body_bottom, before_shop_js, after_shop_js); nothing is loaded.',
      name: "TypeError: storefront.loadScript: nameOrLink undefined is invalid (expected a script's name or an http(s) link); nothing is loaded.",
      option: 'TypeError: storefront.loadScript: "modul" is not an option (module); nothing is loaded.',
    });
    expect(warnings).toEqual([
      'storefront.refresh: "Baskett" is not a batch key (expected a non-empty array of batch keys: Projector, Basket, Wishlist, Comparers, Snippets, ToplayersAndWidgets); nothing is refreshed.',
      'storefront.refresh: keys "Basket" are invalid (expected a non-empty array of batch keys: Projector, Basket, Wishlist, Comparers, Snippets, ToplayersAndWidgets); nothing is refreshed.',
    ]);
    // A good refresh still goes out, and only it.
    await page.evaluate(() => window.storefront!.refresh(['Basket']));
    expect(requests.length - before).toBe(1);
    expect(scripts.filter((s) => /slider|undefined/.test(s))).toEqual([]);
    expect(errors).toEqual([]);
  });
});
