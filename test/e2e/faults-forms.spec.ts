/**
 * Fault injection on the endpoints behind the forms: validateClientData (GraphQL), the IBAN check
 * (/ajax/payments.php) and the accounts service (/webAuthn/*). Each fault in turn; the shopper's typed values
 * stay, no uncaught error, the registration still submits natively once (the server validates it anyway), the
 * passkey block says what went wrong and the password sign-in keeps working.
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import { addAuthenticator, trackPageErrors } from './helpers';
import { FAULTS, fulfilFault } from './fault-kit';
import { evidence } from './evidence';

const VALUES: [string, string][] = [
  ['client_firstname', 'Anna'],
  ['client_lastname', 'Nowak'],
  ['client_street', 'Długa'],
  ['client_street_number', '5'],
  ['client_zipcode', '00-950'],
  ['client_city', 'Warszawa'],
  ['client_phone', '600100200'],
  ['client_iban', 'PL61109010140000071219812874'],
  ['client_password', 'Tajne123'],
  ['client_password2', 'Tajne123'],
];

async function fillRegistration(page: Page): Promise<[string, string][]> {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  const values: [string, string][] = [...VALUES, ['client_email', `anna.${id}@example.com`], ['client_login', `anna_${id}`]];
  for (const [field, value] of values) {
    const input = page.locator(`#${field}`);
    await input.click();
    await input.pressSequentially(value, { delay: 5 });
  }
  await page.locator('#client_terms').check();
  return values;
}

const FORM_ENDPOINTS = [
  { id: 'GraphQL validateClientData', matches: (u: URL) => u.pathname.startsWith('/graphql/') && u.searchParams.get('query') === 'validateClientData' },
  { id: 'IBAN check /ajax/payments.php', matches: (u: URL) => u.pathname === '/ajax/payments.php' },
];

test.describe('fault injection, form endpoints', () => {
  for (const endpoint of FORM_ENDPOINTS) {
    for (const fault of FAULTS) {
      test(`${endpoint.id}: ${fault}: typed values stay and the registration submits once`, async ({ page }) => {
        test.slow(fault === 'huge');
        // A hang runs on the page's own clock: the checks are held, then the clock is moved past their 5 s give-up.
        if (fault === 'hang') await page.clock.install();
        evidence('fault', 1, `${endpoint.id} ${fault}`);
        const errors = trackPageErrors(page);
        let hits = 0;
        await page.route(endpoint.matches, (route) => {
          hits++;
          return fulfilFault(route, fault).catch(() => {});
        });
        const posts: Request[] = [];
        page.on('request', (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/client-new.php' && posts.push(r));
        await page.goto('/client-new.php');
        await expect(page.locator('#COP')).toHaveAttribute('data-widget-state', 'mounted');
        await expect(page.locator('#client_terms'), 'the template steps are rendered').toBeAttached();
        const values = await fillRegistration(page);
        // Past the debounce: the faulty checks are out (held, or answered with the fault).
        await expect.poll(() => hits, { intervals: [50] }).toBeGreaterThan(0);
        for (const [field, value] of values) await expect(page.locator(`#${field}`)).toHaveValue(value);
        await page.locator('#COP button[type=submit]').click();
        if (fault === 'hang') {
          // The submit waits for the held checks, bounded: nothing goes before the bound, the form goes after it.
          await page.clock.fastForward(1_000);
          expect(posts, 'no submission while the checks are held').toHaveLength(0);
          await page.clock.fastForward(5_000);
        }
        await page.waitForURL((url) => url.pathname !== '/client-new.php', { timeout: 20_000 });
        expect(posts, 'native submissions').toHaveLength(1);
        expect(hits, 'the faulty endpoint was called').toBeGreaterThan(0);
        expect(hits, 'no retry loop').toBeLessThanOrEqual(12);
        expect(errors.map(String)).toEqual([]);
      });
    }
  }
});

test.describe('fault injection, accounts service', () => {
  for (const fault of FAULTS) {
    test(`/webAuthn/*: ${fault}: the passkey block says so, the password sign-in still works`, async ({ page }) => {
      // A hang runs on the page's own clock: the request is held, then the clock is moved past the 10 s give-up.
      if (fault === 'hang') await page.clock.install();
      evidence('fault', 1, `accounts service ${fault}`);
      const errors = trackPageErrors(page);
      let hits = 0;
      await addAuthenticator(page);
      await page.addInitScript(() => localStorage.setItem('expchckDeviceRegistered', 'true'));
      await page.route('**/webAuthn/**', (route) => {
        hits++;
        return fulfilFault(route, fault).catch(() => {});
      });
      // The Smile block of the registration page's contact step.
      await page.goto('/client-new.php');
      const block = page.locator('.smile_web_authn[data-mode="login"]');
      const link = block.locator('.smile_web_authn__link');
      await expect(block).toBeVisible();
      await page.locator('#client_firstname').fill('Anna');
      await link.click();
      if (fault === 'hang') {
        await expect.poll(() => hits, { intervals: [50] }).toBe(1);
        await expect(link).toHaveAttribute('aria-busy', 'true');
        await page.clock.fastForward(10_100);
      }
      await expect(block.locator('.smile_web_authn__info.--error')).not.toBeEmpty();
      await expect(link).not.toHaveAttribute('aria-busy', 'true');
      expect(hits).toBe(1);
      await expect(page.locator('#client_firstname')).toHaveValue('Anna');
      // The password sign-in still works.
      await page.goto('/login.php');
      await page.locator('#signin_login').fill('jan.kowalski');
      await page.locator('#signin_password').fill('Haslo123');
      await page.locator('#signin_form button[type=submit]').click();
      await page.waitForURL((url) => url.pathname === '/');
      expect(errors.map(String)).toEqual([]);
    });
  }
});
