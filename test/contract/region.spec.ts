/**
 * Contract, through the page: the forced-region cookies as the platform writes them (facts note
 * "Cookies"): raw JSON, fields null or missing. After "Continue" the platform's own scripts must still
 * read each cookie with JSON.parse of the raw value.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { trackPageErrors } from '../e2e/helpers';

const forced = (page: Page) => page.locator('dialog.forced_region__modal');

async function setRaw(context: BrowserContext, cookies: Record<string, string>) {
  const url = new URL(test.info().project.use.baseURL!);
  await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, domain: url.hostname, path: '/' })));
}

/** What the platform's own script does: JSON.parse of the raw document.cookie value. */
const platformRead = (page: Page, name: string) =>
  page.evaluate((n) => {
    const pair = document.cookie.split('; ').find((c) => c.startsWith(`${n}=`));
    return pair === undefined ? undefined : (JSON.parse(pair.slice(n.length + 1)) as unknown);
  }, name);

test.describe('contract: forced-region cookies', () => {
  test('raw JSON with nulls, both cookies, no currentCountry: the zipcode notice; Continue writes raw JSON the platform parses', async ({ page, context }) => {
    const errors = trackPageErrors(page);
    await setRaw(context, {
      setRegionForced: '{"currentCountry":null,"defaultCountry":"Polska","showModal":true}',
      setZipcodeForced: '{"currentZipcode":"10-001","defaultZipcode":null,"showModal":true}',
    });
    await page.goto('/forced-region.php');
    const d = forced(page);
    await expect(d).toBeVisible();
    await expect(d.locator('.forced_region__zipcode')).toHaveText('Wybrany obszar dostawy (kod pocztowy): 10-001');
    await expect(d.locator('.forced_region__country')).toHaveCount(0);
    await expect(d.getByRole('button', { name: 'Przywróć domyślny kod pocztowy dostawy:' })).toBeVisible();
    await d.getByRole('button', { name: 'Kontynuuj' }).click();
    await expect(d).toBeHidden();
    expect(await platformRead(page, 'setRegionForced')).toEqual({ currentCountry: null, defaultCountry: 'Polska', showModal: false });
    expect(await platformRead(page, 'setZipcodeForced')).toEqual({ currentZipcode: '10-001', defaultZipcode: null, showModal: false });
    const stored = (await context.cookies()).find((c) => c.name === 'setZipcodeForced')!;
    expect(stored.value).toBe('{"currentZipcode":"10-001","defaultZipcode":null,"showModal":false}');
    expect(stored.path).toBe('/');
    expect(errors).toEqual([]);
  });

  test('a "%" and non-ASCII text in raw JSON show as written; a URI-encoded cookie is read and rewritten raw', async ({ page, context }) => {
    const errors = trackPageErrors(page);
    await setRaw(context, {
      setRegionForced: '{"currentCountry":"Strefa %41 Śląsk","defaultCountry":"Polska","showModal":true}',
      setZipcodeForced: encodeURIComponent('{"currentZipcode":"40-001","defaultZipcode":"00-950","showModal":false}'),
    });
    await page.goto('/forced-region.php');
    const d = forced(page);
    await expect(d.locator('.forced_region__country')).toHaveText('Wybrany kraj dostawy: Strefa %41 Śląsk');
    await expect(d.locator('.forced_region__zipcode')).toHaveText('Wybrany obszar dostawy (kod pocztowy): 40-001');
    await d.getByRole('button', { name: 'Kontynuuj' }).click();
    await expect(d).toBeHidden();
    expect(await platformRead(page, 'setRegionForced')).toEqual({ currentCountry: 'Strefa %41 Śląsk', defaultCountry: 'Polska', showModal: false });
    expect(await platformRead(page, 'setZipcodeForced')).toEqual({ currentZipcode: '40-001', defaultZipcode: '00-950', showModal: false });
    expect(errors).toEqual([]);
  });

  test('the reset answer {status, error} with null error fields: success deletes the cookie and reloads', async ({ page, context }) => {
    await setRaw(context, { setRegionForced: '{"currentCountry":"Niemcy","defaultCountry":"Polska","showModal":true}' });
    const bodies: string[] = [];
    await page.route('**/graphql/v1**', (route) => {
      bodies.push(`${route.request().url()} ${route.request().postData()}`);
      return route.fulfill({ json: { data: { unsetTemporaryRegion: { status: 'success', error: { code: null, message: null } } } } });
    });
    await page.goto('/forced-region.php');
    const restore = forced(page).getByRole('button', { name: 'Przywróć domyślny kraj dostawy: Polska' });
    await Promise.all([page.waitForEvent('load'), restore.click()]);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toContain('?mutation=unsetRegion');
    expect(JSON.parse(bodies[0].slice(bodies[0].indexOf(' ') + 1))).toEqual({
      query: expect.stringContaining('unsetTemporaryRegion { status error { code message } }'),
    });
    expect((await context.cookies()).find((c) => c.name === 'setRegionForced')).toBeUndefined();
  });

  test('the fixture page writes the cookies as the platform does (raw JSON, null currentCountry): zipcode notice, Continue, restore through the fixture', async ({
    page,
    context,
  }) => {
    const errors = trackPageErrors(page);
    await page.goto('/cs/forced-region.php?force=zipcode');
    const d = forced(page);
    await expect(d).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === 'setRegionForced')!.value).toBe(
      '{"currentCountry":null,"defaultCountry":"Česko","showModal":true}',
    );
    await expect(d.locator('.forced_region__zipcode')).toHaveText('Zvolená oblast doručení (PSČ): 10115');
    await expect(d.locator('.forced_region__country')).toHaveCount(0);
    await d.getByRole('button', { name: 'Pokračovat' }).click();
    await expect(d).toBeHidden();
    expect(await platformRead(page, 'setZipcodeForced')).toEqual({ currentZipcode: '10115', defaultZipcode: null, showModal: false });
    await page.goto('/cs/forced-region.php');
    await expect(page.locator('[data-widget="forced_region"]')).toHaveAttribute('data-widget-state', 'mounted');
    await expect(forced(page)).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
