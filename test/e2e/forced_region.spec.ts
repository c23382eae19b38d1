/**
 * forced_region: the forced-region notice from its cookies; Continue, restore (unsetRegion, unsetZipcode), errors.
 * Spec §2 "Forced-region modal", §3 "Forced-region cookies", §7 "Region and zipcode reset".
 */
import { expect, test, type Page } from '@playwright/test';
import { cue, expectNoAxeViolations, trackPageErrors, waitForWidgets } from './helpers';
import { evidence } from './evidence';
import { cookie, expectExpiry, setRawCookies } from './cookies';

const forced = (page: Page) => page.locator('dialog.forced_region__modal');

const REGION = JSON.stringify({ currentCountry: 'Niemcy', defaultCountry: 'Polska', showModal: true });
const ZIPCODE = JSON.stringify({ currentZipcode: '10-001', defaultZipcode: '00-950', showModal: true });

test.describe('forced_region', () => {
  test('opens from the region cookie; Continue sets showModal false in both cookies', async ({ page, context }) => {
    const errors = trackPageErrors(page);
    await setRawCookies(context, { setRegionForced: REGION, setZipcodeForced: ZIPCODE });
    await page.goto('/forced-region.php');
    const d = forced(page);
    await expect(d).toBeVisible();
    await expect(d.getByRole('heading', { name: 'Zmieniono region dostawy' })).toBeVisible();
    await expect(d).toContainText('Wybrany kraj dostawy: Niemcy');
    await expect(d).toContainText('Wybrany obszar dostawy (kod pocztowy): 10-001');
    await expect(d).toContainText('Ceny są podane w walucie: PLN');
    await expect(d).toContainText('Czas i koszt dostawy są podane dla: Niemcy, 10-001');
    const cont = d.getByRole('button', { name: 'Kontynuuj' });
    await expect(cont).toBeFocused();
    await expectNoAxeViolations(page, 'forced_region open');
    await cont.click();
    await expect(d).toBeHidden();
    const region = await cookie(context, 'setRegionForced');
    const zipcode = await cookie(context, 'setZipcodeForced');
    expect(JSON.parse(region!.value)).toEqual({ currentCountry: 'Niemcy', defaultCountry: 'Polska', showModal: false });
    expect(JSON.parse(zipcode!.value)).toEqual({ currentZipcode: '10-001', defaultZipcode: '00-950', showModal: false });
    expectExpiry(region, 1);
    expectExpiry(zipcode, 1);
    await page.reload();
    await waitForWidgets(page);
    await expect(forced(page)).toBeHidden();
    expect(errors).toEqual([]);
  });

  test('restore link (Czech shop) calls unsetRegion, deletes the cookie and reloads', async ({ page, context }) => {
    await setRawCookies(context, { setRegionForced: JSON.stringify({ currentCountry: 'Německo', defaultCountry: 'Česko', showModal: true }) });
    const calls: string[] = [];
    await page.route('**/graphql/v1**', (route) => {
      calls.push(`${route.request().url()} ${route.request().postData()}`);
      return route.continue();
    });
    await page.goto('/cs/forced-region.php');
    const d = forced(page);
    await expect(d).toBeVisible();
    await expect(d).toContainText('Ceny jsou uvedeny v měně: CZK');
    const restore = d.getByRole('button', { name: 'Obnovení výchozí země doručení: Česko' });
    await Promise.all([page.waitForEvent('load'), restore.click()]);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toContain('mutation=unsetRegion');
    expect(calls[0]).toContain('unsetTemporaryRegion');
    expect(await cookie(context, 'setRegionForced')).toBeUndefined();
    await waitForWidgets(page);
    await expect(forced(page)).toBeHidden();
  });

  test('zipcode only: keyboard use, restore calls unsetZipcode; an error status keeps the cookie and says so', async ({ page, context }) => {
    await setRawCookies(context, { setZipcodeForced: ZIPCODE });
    await page.route('**/graphql/v1**', (route) =>
      route.fulfill({ json: { data: { unsetTemporaryZipcode: { status: 'error', error: { code: 'x', message: 'no' } } } } }),
    );
    await page.goto('/forced-region.php');
    const d = forced(page);
    await expect(d).toBeVisible();
    await expect(d.getByRole('button', { name: 'Kontynuuj' })).toBeFocused();
    await page.keyboard.press('Tab');
    const restore = d.getByRole('button', { name: 'Przywróć domyślny kod pocztowy dostawy: 00-950' });
    await expect(restore).toBeFocused();
    const request = page.waitForRequest(/mutation=unsetZipcode/);
    await page.keyboard.press('Enter');
    expect((await request).postData()).toContain('unsetTemporaryZipcode');
    await expect(d.getByRole('alert')).toHaveText('Nie udało się przywrócić domyślnych ustawień dostawy. Spróbuj ponownie.');
    evidence('fault', 1, 'reset error status');
    expect((await cookie(context, 'setZipcodeForced'))?.value).toBe(ZIPCODE);
    await expectNoAxeViolations(page, 'forced_region error');
    // Escape closes it like Continue.
    await page.keyboard.press('Escape');
    await expect(d).toBeHidden();
    expect(JSON.parse((await cookie(context, 'setZipcodeForced'))!.value).showModal).toBe(false);
  });

  test('both cookies (Czech shop): Pokračovat by keyboard; restore runs unsetRegionAndZipcode and deletes both', async ({ page, context }) => {
    await setRawCookies(context, {
      setRegionForced: JSON.stringify({ currentCountry: 'Německo', defaultCountry: 'Česko', showModal: false }),
      setZipcodeForced: JSON.stringify({ currentZipcode: '10115', defaultZipcode: '110 00', showModal: true }),
    });
    const bodies: string[] = [];
    await page.route('**/graphql/v1**', (route) => {
      bodies.push(`${route.request().url()} ${route.request().postData()}`);
      return route.continue();
    });
    await page.goto('/cs/forced-region.php');
    const d = forced(page);
    await expect(d).toBeVisible();
    await expect(d).toContainText('Zvolená země doručení: Německo');
    await expect(d).toContainText('Zvolená oblast doručení (PSČ): 10115');
    await expectNoAxeViolations(page, 'forced_region cs');
    await expect(d.getByRole('button', { name: 'Pokračovat' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(d).toBeHidden();
    expect(JSON.parse((await cookie(context, 'setRegionForced'))!.value).showModal).toBe(false);
    expect(JSON.parse((await cookie(context, 'setZipcodeForced'))!.value).showModal).toBe(false);
    // Shown again (the platform set showModal true again): restore both.
    await setRawCookies(context, { setZipcodeForced: JSON.stringify({ currentZipcode: '10115', defaultZipcode: '110 00', showModal: true }) });
    await page.reload();
    await expect(d).toBeVisible();
    await Promise.all([page.waitForEvent('load'), d.getByRole('button', { name: 'Obnovení výchozí země doručení: Česko' }).click()]);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toContain('mutation=unsetRegionAndZipcode');
    expect(bodies[0]).toMatch(/unsetTemporaryRegion.*unsetTemporaryZipcode/);
    expect(await cookie(context, 'setRegionForced')).toBeUndefined();
    expect(await cookie(context, 'setZipcodeForced')).toBeUndefined();
    await waitForWidgets(page);
    await expect(forced(page)).toHaveCount(0);
  });

  test('restore answered with HTTP 500: one request for a double click, an alert, the cookie kept, no uncaught error', async ({ page, context }) => {
    const errors = trackPageErrors(page);
    await setRawCookies(context, { setRegionForced: REGION });
    let mutations = 0;
    const held = cue();
    await page.route('**/graphql/v1**', async (route) => {
      if (!new URL(route.request().url()).searchParams.has('mutation')) return route.continue();
      mutations++;
      await held.released; // in flight until both clicks were made
      return route.fulfill({ status: 500, body: 'Internal Server Error' });
    });
    await page.goto('/forced-region.php');
    const d = forced(page);
    const restore = d.getByRole('button', { name: 'Przywróć domyślny kraj dostawy: Polska' });
    // Two clicks in one task (the loading overlay would stop a second real click).
    await restore.evaluate((b: HTMLElement) => {
      b.click();
      b.click();
    });
    await expect.poll(() => mutations).toBe(1);
    held.release();
    await expect(d.getByRole('alert')).toHaveText('Nie udało się przywrócić domyślnych ustawień dostawy. Spróbuj ponownie.');
    expect(mutations).toBe(1);
    expect((await cookie(context, 'setRegionForced'))?.value).toBe(REGION);
    await expect(d).toBeVisible();
    evidence('fault', 1, 'reset HTTP 500');
    expect(errors).toEqual([]);
  });

  test('both cookies but an empty currentCountry: the zipcode notice, and restore resets the zipcode only', async ({ page, context }) => {
    const errors = trackPageErrors(page);
    await setRawCookies(context, {
      setRegionForced: JSON.stringify({ currentCountry: '', defaultCountry: 'Polska', showModal: true }),
      setZipcodeForced: ZIPCODE,
    });
    const calls: string[] = [];
    await page.route('**/graphql/v1**', (route) => {
      calls.push(`${route.request().url()} ${route.request().postData()}`);
      return route.continue();
    });
    await page.goto('/forced-region.php');
    const d = forced(page);
    await expect(d).toBeVisible();
    await expect(d.locator('.forced_region__zipcode')).toHaveText('Wybrany obszar dostawy (kod pocztowy): 10-001');
    await expect(d.locator('.forced_region__country')).toHaveCount(0);
    await expect(d).not.toContainText('Wybrany kraj dostawy');
    await expect(d).toContainText('Czas i koszt dostawy są podane dla: 10-001');
    await expect(d.getByRole('button', { name: /Przywróć domyślny kraj dostawy/ })).toHaveCount(0);
    const restore = d.getByRole('button', { name: 'Przywróć domyślny kod pocztowy dostawy: 00-950' });
    await expect(restore).toBeVisible();
    await Promise.all([page.waitForEvent('load'), restore.click()]);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toContain('mutation=unsetZipcode');
    expect(calls[0]).not.toContain('unsetTemporaryRegion');
    expect(await cookie(context, 'setZipcodeForced')).toBeUndefined();
    await waitForWidgets(page);
    await expect(forced(page)).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  for (const context of ['place-order', 'prepaid', 'order1', 'order2']) {
    test(`never shows on the ${context} page`, async ({ page, context: browser }) => {
      await setRawCookies(browser, { setRegionForced: REGION, setZipcodeForced: ZIPCODE });
      await page.goto(`/forced-region.php?context=${context}`);
      await waitForWidgets(page);
      await expect(forced(page)).toHaveCount(0);
      await expect(page.locator('#container')).toHaveClass(new RegExp(`(^| )${context}_page( |$)`));
      await expect(page.locator('[data-widget="forced_region"]')).toBeAttached();
    });
  }

  test('the layout carries the marker: it opens on any shop page, not on the real order1 page', async ({ page, context }) => {
    const errors = trackPageErrors(page);
    await setRawCookies(context, { setRegionForced: REGION });
    await page.goto('/cs/product-cze-1-x.html');
    await expect(forced(page)).toBeVisible();
    await page.goto('/order1.php');
    await waitForWidgets(page);
    await expect(page.locator('[data-widget="forced_region"]')).toHaveAttribute('data-widget-state', 'mounted');
    await expect(forced(page)).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('without a forced cookie the dialog code is never fetched', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto('/');
    await waitForWidgets(page);
    await expect(page.locator('[data-widget="forced_region"]')).toHaveAttribute('data-widget-state', 'mounted');
    expect(scripts.filter((s) => /ForcedRegionModal/.test(s))).toEqual([]);
  });

  test('a malformed cookie is ignored with one console warning', async ({ page, context }) => {
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning' && m.text().includes('forced_region')) warnings.push(m.text());
    });
    const errors = trackPageErrors(page);
    await setRawCookies(context, { setRegionForced: '{"currentCountry":', setZipcodeForced: '{"showModal":"maybe"}' });
    await page.goto('/forced-region.php');
    await waitForWidgets(page);
    await expect(forced(page)).toHaveCount(0);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('setRegionForced');
    evidence('fault', 1, 'malformed forced-region cookie');
    expect(errors).toEqual([]);
  });
});
