import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, trackPageErrors } from './helpers';

/** A CDP virtual platform authenticator with user verification (pages on http://localhost). */
async function addAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return { cdp, authenticatorId };
}

async function signIn(page: Page, login = 'jan.kowalski', password = 'Haslo123') {
  await page.goto('/login.php');
  await page.locator('#signin_login').fill(login);
  await page.locator('#signin_password').fill(password);
  await page.locator('#signin_form button[type=submit]').click();
  await page.waitForURL((url) => url.pathname === '/');
}

const loginBlock = (page: Page) => page.locator('.passkey.--login');
const registerBlock = (page: Page) => page.locator('.passkey.--register');

test.describe('passkeys', () => {
  test('registration then passwordless login end to end, through the shop token login', async ({ page }) => {
    const errors = trackPageErrors(page);
    const calls: Array<{ url: string; body: unknown }> = [];
    page.on('request', (r) => {
      if (r.url().includes('/webAuthn/')) calls.push({ url: new URL(r.url()).pathname, body: r.postDataJSON() });
    });
    const { cdp, authenticatorId } = await addAuthenticator(page);
    await signIn(page);
    await page.goto('/login.php');
    await expect(registerBlock(page)).toBeVisible();
    await expectNoAxeViolations(page, 'passkey blocks');
    await registerBlock(page).locator('button').click();
    await expect(registerBlock(page).locator('.passkey__message')).toHaveText('Klucz dostępu został zapisany.');
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(calls.map((c) => c.url)).toEqual(['/webAuthn/generateRegisterRequest.php', '/webAuthn/register.php']);
    expect(Object.keys(calls[1].body as object).sort()).toEqual(['attestationObjectBase64', 'authenticatorTransportMethods', 'clientDataJSONBase64', 'domain', 'userLogin']);
    expect(calls[1].body).toMatchObject({ userLogin: 'jan.kowalski', domain: 'localhost' });

    await page.goto('/logout.php');
    await page.goto('/login.php');
    await expect(page.locator('.logout_link')).toHaveCount(0);
    const mutations: string[] = [];
    await page.route('**/graphql/v1/?mutation=loginByToken', async (route) => {
      mutations.push(String(JSON.parse(route.request().postData() ?? '{}').query));
      await route.continue();
    });
    calls.length = 0;
    await expect(loginBlock(page)).toBeVisible();
    await loginBlock(page).locator('button').click();
    await expect(page.locator('.notice.--info')).toContainText('Zalogowano jako jan.kowalski.');
    expect(calls.map((c) => c.url)).toEqual(['/webAuthn/generateLoginRequest.php', '/webAuthn/login.php']);
    expect(calls[0].body).toEqual({ domain: 'localhost' });
    expect(Object.keys(calls[1].body as object).sort()).toEqual(['authenticatorDataBase64', 'clientDataJSONBase64', 'domain', 'publicKeyCredentialBinRawId', 'signatureBase64', 'userHandleBinBase64']);
    expect(mutations).toHaveLength(1);
    expect(mutations[0]).toMatch(/loginByIAIAccountsToken\(token: "[^"]+"\) \{ status login \}/);
    expect(errors).toEqual([]);
  });

  test('a login status other than success shows its ms; HTTP failure a connection error; token refused', async ({ page }) => {
    await addAuthenticator(page);
    // A passkey on the authenticator, so the browser answers and the service's replies decide.
    await signIn(page);
    await page.goto('/login.php');
    await registerBlock(page).locator('button').click();
    await expect(registerBlock(page).locator('.passkey__message')).toHaveText('Klucz dostępu został zapisany.');
    await page.goto('/logout.php');
    await page.goto('/cs/login.php');
    await expect(loginBlock(page)).toBeVisible();
    await page.route('**/webAuthn/generateLoginRequest.php', (route) => route.fulfill({ status: 500, body: 'down' }));
    await loginBlock(page).locator('button').click();
    await expect(loginBlock(page).locator('.passkey__message')).toHaveText('Chyba připojení. Zkuste to znovu.');
    await page.unroute('**/webAuthn/generateLoginRequest.php');
    await page.route('**/webAuthn/generateLoginRequest.php', (route) => route.fulfill({ json: { status: 'error', data: '', errorMsg: '' } }));
    await loginBlock(page).locator('button').click();
    await expect(loginBlock(page).locator('.passkey__message')).toHaveText('Došlo k neznámé chybě.');
    await page.unroute('**/webAuthn/generateLoginRequest.php');
    await page.route('**/webAuthn/generateLoginRequest.php', (route) => route.fulfill({ json: { status: 'success', data: '' } }));
    await loginBlock(page).locator('button').click();
    await expect(loginBlock(page).locator('.passkey__message')).toHaveText('Nepodařilo se načíst data.');
    await page.unroute('**/webAuthn/generateLoginRequest.php');
    await page.route('**/webAuthn/login.php', (route) => route.fulfill({ json: { status: 'error', loginToken: '', ms: 'Klíč nebyl rozpoznán.' } }));
    await loginBlock(page).locator('button').click();
    await expect(loginBlock(page).locator('.passkey__message')).toHaveText('Klíč nebyl rozpoznán.');
    await page.unroute('**/webAuthn/login.php');
    await page.route('**/webAuthn/login.php', (route) => route.fulfill({ json: { status: 'success', loginToken: 'forged', ms: '' } }));
    await loginBlock(page).locator('button').click();
    await expect(loginBlock(page).locator('.passkey__message')).toHaveText('Pole "loginToken" je neplatné.');
    await expect(page.locator('.logout_link')).toHaveCount(0);
  });

  test('without a platform authenticator: no login button, registration says the browser is not supported', async ({ page }) => {
    await signIn(page);
    await page.goto('/login.php');
    await expect(page.locator('.passkey.--register')).toHaveAttribute('data-widget-state', 'mounted');
    await expect(loginBlock(page)).toBeHidden();
    await expect(registerBlock(page).locator('.passkey__message')).toHaveText('Przeglądarka nie jest obsługiwana.');
    await expect(registerBlock(page).locator('button')).toBeDisabled();
  });

  test('the accounts service refuses a bad authorize token with its errorMsg', async ({ page }) => {
    await addAuthenticator(page);
    await signIn(page);
    await page.route('**/login.php', async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const body = (await response.text()).replace(/data-authorize-token="[^"]*"/, 'data-authorize-token="expired"');
      await route.fulfill({ response, body });
    });
    await page.goto('/login.php');
    await registerBlock(page).locator('button').click();
    await expect(registerBlock(page).locator('.passkey__message')).toHaveText('The authorize token is invalid or expired.');
  });

  test('registration needs the user login and the authorize token', async ({ page }) => {
    await addAuthenticator(page);
    await signIn(page);
    let rewrite = (html: string) => html.replace(/ data-authorize-token="[^"]*"/, '');
    await page.route('**/login.php', async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      await route.fulfill({ response, body: rewrite(await response.text()) });
    });
    await page.goto('/login.php');
    await registerBlock(page).locator('button').click();
    await expect(registerBlock(page).locator('.passkey__message')).toHaveText('Pole "authorizeToken" jest wymagane.');
    rewrite = (html) => html.replace(/ data-user-login="[^"]*"/, '');
    await page.goto('/login.php');
    await registerBlock(page).locator('button').click();
    await expect(registerBlock(page).locator('.passkey__message')).toHaveText('Pole "userLogin" jest wymagane.');
  });
});
