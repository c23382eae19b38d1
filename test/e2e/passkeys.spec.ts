import { expect, test, type Page } from '@playwright/test';
import { addAuthenticator, expectNoAxeViolations, trackPageErrors } from './helpers';

async function signIn(page: Page, login = 'jan.kowalski', password = 'Haslo123') {
  await page.goto('/login.php');
  await page.locator('#signin_login').fill(login);
  await page.locator('#signin_password').fill(password);
  await page.locator('#signin_form button[type=submit]').click();
  await page.waitForURL((url) => url.pathname === '/');
}

/** The Smile block of the registration page's contact step (cloned in from template#cop_contact_template). */
const loginBlock = (page: Page) => page.locator('.smile_web_authn[data-mode="login"]');
const registerBlock = (page: Page) => page.locator('.smile_web_authn[data-mode="register"]');
/** The page where the passkey login is offered: the contact step of the client-order process (registration page). */
const LOGIN_PAGE = '/client-new.php';
/** A device that registered a passkey before (the platform's flag): the login link may show. */
const registeredDevice = (page: Page) => page.addInitScript(() => localStorage.setItem('expchckDeviceRegistered', 'true'));

/**
 * A document fulfilled by the test (rewritten markup) has no address, so Chromium counts it as public and holds its
 * calls to the fixture's accounts service on this machine (loopback) for the local-network-access permission; a
 * real shop and accounts service are both public. Granted for the tests that rewrite the page.
 */
const allowLoopback = (page: Page) => page.context().grantPermissions(['local-network-access']);

/** The page configuration's accountsUrl (the fixture's accounts service, on its own port). */
const accountsUrl = (page: Page) => page.evaluate(() => String(JSON.parse(document.getElementById('storefront-config')?.textContent ?? '{}').accountsUrl));
/** The page configuration's passkey registration account ({ userLogin, authorizeToken }). */
const passkeyConfig = (page: Page) =>
  page.evaluate(() => JSON.parse(document.getElementById('storefront-config')?.textContent ?? '{}').passkey as { userLogin: string; authorizeToken: string });
/** Rewrites the head's page configuration of a served document (its passkey field). */
const rewritePasskeyConfig = (html: string, change: (passkey: Record<string, unknown>) => Record<string, unknown>) =>
  html.replace(/(<script type="application\/json" id="storefront-config">)(.*?)(<\/script>)/s, (_m, open: string, json: string, close: string) => {
    const config = JSON.parse(json);
    return open + JSON.stringify({ ...config, passkey: change(config.passkey ?? {}) }) + close;
  });

interface Logged {
  method: string;
  path: string;
  origin: string;
  contentType: string | null;
  cacheControl: string | null;
  headers: string[];
  body: string;
  visitor: string | null;
  refused: boolean;
}
/** What the fixture's accounts service received (all, or this browser context's: a preflight carries no cookie). */
async function accountsLog(page: Page, mine: boolean): Promise<Logged[]> {
  return (await page.request.get(`/__fixture/accounts-requests${mine ? '?mine=1' : ''}`)).json();
}

test.describe('passkeys', () => {
  test('registration then passwordless login end to end, cross-origin with no preflight, through the shop token login', async ({ page, baseURL }) => {
    const errors = trackPageErrors(page);
    // The calls' addresses as the page made them; their bodies as the accounts service received them (the page's
    // request events do not carry the body of a request the HTTP client sends as a Request object).
    const calls: Array<{ url: string }> = [];
    page.on('request', (r) => {
      if (r.url().includes('/webAuthn/')) calls.push({ url: r.url() });
    });
    const { cdp, authenticatorId } = await addAuthenticator(page);
    await signIn(page);
    await page.goto('/login.php');
    const accounts = await accountsUrl(page);
    const shopOrigin = new URL(baseURL!).origin;
    expect(new URL(accounts).origin).not.toBe(shopOrigin);
    const token = (await passkeyConfig(page)).authorizeToken;
    expect(token).toBeTruthy();
    await expect(registerBlock(page)).toBeVisible();
    await expectNoAxeViolations(page, 'passkey blocks');
    await registerBlock(page).locator('.smile_web_authn__link').click();
    await expect(registerBlock(page).locator('.smile_web_authn__info')).toHaveText('Klucz dostępu został zapisany.');
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(calls.map((c) => c.url)).toEqual([`${accounts}webAuthn/generateRegisterRequest.php`, `${accounts}webAuthn/register.php`]);
    const registered = (await accountsLog(page, true)).map((r) => r.body);
    // The authorize token itself is the body (not JSON).
    expect(registered[0]).toBe(token);
    const registration = JSON.parse(registered[1]);
    expect(Object.keys(registration).sort()).toEqual([
      'attestationObjectBase64',
      'authenticatorTransportMethods',
      'clientDataJSONBase64',
      'domain',
      'userLogin',
    ]);
    expect(registration).toMatchObject({ userLogin: 'jan.kowalski', domain: 'localhost' });
    expect(registration.attestationObjectBase64).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    expect(JSON.parse(Buffer.from(registration.clientDataJSONBase64, 'base64').toString())).toMatchObject({ type: 'webauthn.create', origin: shopOrigin });

    await page.goto('/logout.php');
    await page.goto(LOGIN_PAGE);
    await expect(page.locator('.logout_link')).toHaveCount(0);
    const mutations: string[] = [];
    await page.route('**/graphql/v1/?mutation=loginByToken', async (route) => {
      mutations.push(String(JSON.parse(route.request().postData() ?? '{}').query));
      await route.continue();
    });
    calls.length = 0;
    await expect(loginBlock(page)).toBeVisible();
    await loginBlock(page).locator('.smile_web_authn__link').click();
    await expect(page.locator('.logout_link').first()).toBeAttached(); // signed in: the page reloaded for the customer
    expect(calls.map((c) => c.url)).toEqual([`${accounts}webAuthn/generateLoginRequest.php`, `${accounts}webAuthn/login.php`]);
    const loggedIn = (await accountsLog(page, true)).slice(2).map((r) => r.body);
    expect(JSON.parse(loggedIn[0])).toEqual({ domain: 'localhost' });
    const assertion = JSON.parse(loggedIn[1]);
    expect(Object.keys(assertion).sort()).toEqual([
      'authenticatorDataBase64',
      'clientDataJSONBase64',
      'domain',
      'publicKeyCredentialBinRawId',
      'signatureBase64',
      'userHandleBinBase64',
    ]);
    expect(assertion.publicKeyCredentialBinRawId).toBe(
      credentials[0].credentialId
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(credentials[0].credentialId.length / 4) * 4, '='),
    );
    expect(mutations).toHaveLength(1);
    expect(mutations[0]).toMatch(/^mutation \{ loginByIAIAccountsToken\(token: "[^"]+"\) \{ status login \} \}$/);

    // At the accounts service: four simple requests from the shop's origin, text/plain, the visitor's cookie
    // included, nothing but CORS-safelisted headers; and no preflight at all (the fixture refuses one, too).
    const mine = await accountsLog(page, true);
    expect(mine.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /webAuthn/generateRegisterRequest.php',
      'POST /webAuthn/register.php',
      'POST /webAuthn/generateLoginRequest.php',
      'POST /webAuthn/login.php',
    ]);
    for (const r of mine) {
      // Credentials included (the call carries this visitor's cookie: it is in `mine`), cache 'no-cache' (never
      // answered from the browser's cache: Chromium marks the request Cache-Control no-cache or max-age=0; a call
      // in the default cache mode carries neither), no header of our own (a simple request).
      expect(r).toMatchObject({
        origin: shopOrigin,
        contentType: 'text/plain;charset=UTF-8',
        cacheControl: expect.stringMatching(/^(no-cache|max-age=0)$/),
        refused: false,
      });
      expect(
        r.headers.filter(
          (h) =>
            ![
              'accept',
              'accept-encoding',
              'accept-language',
              'connection',
              'content-length',
              'content-type',
              'cookie',
              'host',
              'origin',
              'referer',
              'user-agent',
              'pragma',
              'cache-control',
            ].includes(h) && !h.startsWith('sec-'),
        ),
      ).toEqual([]);
    }
    // A browser's preflight carries no cookie; one with another visitor's cookie is a test's deliberate request.
    const me = ((await (await page.request.get('/__fixture/state')).json()) as { id: string }).id;
    expect((await accountsLog(page, false)).filter((r) => r.method === 'OPTIONS' && (r.visitor === null || r.visitor === me))).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('another origin serving the shop is refused by the accounts service (CORS): connection error, nothing signed', async ({ page, baseURL }) => {
    await addAuthenticator(page);
    await registeredDevice(page);
    // The same fixture shop under another host name of this machine: a different origin, not the shop's.
    const other = new URL(baseURL!);
    other.hostname = 'shop-copy.localhost';
    await page.goto(new URL(LOGIN_PAGE, other).href);
    await expect(loginBlock(page)).toBeVisible();
    await loginBlock(page).locator('.smile_web_authn__link').click();
    await expect(loginBlock(page).locator('.smile_web_authn__info.--error')).toHaveText('Błąd połączenia. Spróbuj ponownie.');
    const refused = (await accountsLog(page, false)).filter((r) => r.origin === other.origin);
    expect(refused.map((r) => [r.method, r.path, r.refused])).toEqual([['POST', '/webAuthn/generateLoginRequest.php', true]]);
  });

  test('a data-host on the marker is ignored (one warning): the calls go to the configured accountsUrl', async ({ page }) => {
    await addAuthenticator(page);
    await registeredDevice(page);
    await allowLoopback(page);
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    const elsewhere: string[] = [];
    await page.route('http://evil.example/**', (route) => {
      elsewhere.push(route.request().url());
      return route.fulfill({ json: { status: 'error', errorMsg: 'stolen' } });
    });
    await page.route('**/client-new.php', async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const body = (await response.text()).replace('data-mode="login"', 'data-mode="login" data-host="http://evil.example/"');
      await route.fulfill({ response, body });
    });
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/webAuthn/')) calls.push(r.url());
    });
    await page.goto(LOGIN_PAGE);
    const accounts = await accountsUrl(page);
    await expect(loginBlock(page)).toBeVisible();
    // No passkey on this authenticator: the browser's prompt fails, which shows nothing; the first call tells where.
    await loginBlock(page).locator('.smile_web_authn__link').click();
    await expect.poll(() => calls.length).toBeGreaterThan(0);
    expect(calls[0]).toBe(`${accounts}webAuthn/generateLoginRequest.php`);
    expect(elsewhere).toEqual([]);
    expect(warnings.filter((w) => w.includes('data-host'))).toHaveLength(1);
  });

  test('after a passkey login data-redirect leads only to this shop: another origin reloads the page (one warning), a shop page is opened', async ({
    page,
  }) => {
    test.setTimeout(60_000); // a registration and two logins
    await addAuthenticator(page);
    await allowLoopback(page);
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    const elsewhere: string[] = [];
    await page.route('https://evil.example/**', (route) => {
      elsewhere.push(route.request().url());
      return route.fulfill({ body: 'phished' });
    });
    let redirect = '';
    await page.route('**/client-new.php', async (route) => {
      if (route.request().resourceType() !== 'document' || !redirect) return route.fallback();
      const response = await route.fetch();
      const body = (await response.text()).replace('data-mode="login"', `data-mode="login" data-redirect="${redirect}"`);
      await route.fulfill({ response, body });
    });
    await signIn(page);
    await page.goto('/login.php');
    await registerBlock(page).locator('.smile_web_authn__link').click();
    await expect(registerBlock(page).locator('.smile_web_authn__info')).toHaveText('Klucz dostępu został zapisany.');

    for (const [target, lands] of [
      ['https://evil.example/phish', LOGIN_PAGE],
      ['/basketedit.php', '/basketedit.php'],
    ]) {
      await page.goto('/logout.php');
      redirect = target;
      await page.goto(LOGIN_PAGE);
      await expect(loginBlock(page)).toBeVisible();
      const navigated = page.waitForEvent('framenavigated', (f) => f === page.mainFrame());
      await loginBlock(page).locator('.smile_web_authn__link').click();
      await navigated;
      expect(new URL(page.url()).pathname, target).toBe(lands);
      await expect(page.locator('.logout_link').first()).toBeAttached(); // signed in
    }
    expect(elsewhere).toEqual([]);
    expect(warnings.filter((w) => w.includes('data-redirect'))).toHaveLength(1);
  });

  test('a login status other than success shows its ms; HTTP failure a connection error; token refused', async ({ page }) => {
    await addAuthenticator(page);
    // A passkey on the authenticator, so the browser answers and the service's replies decide.
    await signIn(page);
    await page.goto('/login.php');
    await registerBlock(page).locator('.smile_web_authn__link').click();
    await expect(registerBlock(page).locator('.smile_web_authn__info')).toHaveText('Klucz dostępu został zapisany.');
    await page.goto('/logout.php');
    await page.goto('/cs/client-new.php');
    await expect(loginBlock(page)).toBeVisible();
    await page.route('**/webAuthn/generateLoginRequest.php', (route) => route.fulfill({ status: 500, body: 'down' }));
    await loginBlock(page).locator('.smile_web_authn__link').click();
    await expect(loginBlock(page).locator('.smile_web_authn__info.--error')).toHaveText('Chyba připojení. Zkuste to znovu.');
    await page.unroute('**/webAuthn/generateLoginRequest.php');
    await page.route('**/webAuthn/generateLoginRequest.php', (route) => route.fulfill({ json: { status: 'error', data: '', errorMsg: '' } }));
    await loginBlock(page).locator('.smile_web_authn__link').click();
    await expect(loginBlock(page).locator('.smile_web_authn__info.--error')).toHaveText('Došlo k neznámé chybě.');
    await page.unroute('**/webAuthn/generateLoginRequest.php');
    await page.route('**/webAuthn/generateLoginRequest.php', (route) => route.fulfill({ json: { status: 'success', data: '' } }));
    await loginBlock(page).locator('.smile_web_authn__link').click();
    await expect(loginBlock(page).locator('.smile_web_authn__info.--error')).toHaveText('Nepodařilo se načíst data.');
    await page.unroute('**/webAuthn/generateLoginRequest.php');
    await page.route('**/webAuthn/login.php', (route) => route.fulfill({ json: { status: 'error', loginToken: '', ms: 'Klíč nebyl rozpoznán.' } }));
    await loginBlock(page).locator('.smile_web_authn__link').click();
    await expect(loginBlock(page).locator('.smile_web_authn__info.--error')).toHaveText('Klíč nebyl rozpoznán.');
    await page.unroute('**/webAuthn/login.php');
    await page.route('**/webAuthn/login.php', (route) => route.fulfill({ json: { status: 'success', loginToken: 'forged', ms: '' } }));
    await loginBlock(page).locator('.smile_web_authn__link').click();
    await expect(loginBlock(page).locator('.smile_web_authn__info.--error')).toHaveText('Pole "loginToken" je neplatné.');
    await expect(page.locator('.logout_link')).toHaveCount(0);
  });

  test('without a platform authenticator: no login link (even on a registered device), registration says the browser is not supported', async ({ page }) => {
    await registeredDevice(page);
    await signIn(page);
    await page.goto('/login.php');
    await expect(registerBlock(page)).toHaveAttribute('data-widget-state', 'mounted');
    await expect(registerBlock(page).locator('.smile_web_authn__info')).toHaveText('Przeglądarka nie jest obsługiwana.');
    await expect(registerBlock(page).locator('.smile_web_authn__info')).toHaveClass(/--error/);
    await expect(registerBlock(page).locator('.smile_web_authn__link')).toBeDisabled();
    await page.goto('/logout.php'); // a guest: a signed-in shopper is offered the sign-out instead
    await page.goto(LOGIN_PAGE);
    await expect(loginBlock(page)).toHaveAttribute('data-widget-state', 'mounted');
    await expect(loginBlock(page)).toBeHidden();
    // Out of the layout, whatever the theme's display for the block (the template's .smile_web_authn{display:flex}).
    await expect(loginBlock(page)).toHaveCSS('display', 'none');
    await expect(loginBlock(page).locator('.smile_web_authn__link')).not.toHaveClass(/--active/);
  });

  test('the accounts service refuses a bad authorize token with its errorMsg', async ({ page }) => {
    await addAuthenticator(page);
    await allowLoopback(page);
    await signIn(page);
    await page.route('**/login.php', async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const body = rewritePasskeyConfig(await response.text(), (passkey) => ({ ...passkey, authorizeToken: 'expired' }));
      await route.fulfill({ response, body });
    });
    await page.goto('/login.php');
    await registerBlock(page).locator('.smile_web_authn__link').click();
    await expect(registerBlock(page).locator('.smile_web_authn__info')).toHaveText('The authorize token is invalid or expired.');
  });

  test("a marker's data-user-login and data-authorize-token are ignored (one warning): the registration is for the page configuration's account", async ({
    page,
  }) => {
    await addAuthenticator(page);
    await allowLoopback(page);
    await signIn(page);
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    await page.route('**/login.php', async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const body = (await response.text()).replace(
        'data-mode="register"',
        'data-mode="register" data-user-login="attacker" data-authorize-token="attacker-token"',
      );
      await route.fulfill({ response, body });
    });
    await page.goto('/login.php');
    const { authorizeToken } = await passkeyConfig(page);
    await registerBlock(page).locator('.smile_web_authn__link').click();
    await expect(registerBlock(page).locator('.smile_web_authn__info')).toHaveText('Klucz dostępu został zapisany.');
    const bodies = (await accountsLog(page, true)).map((r) => r.body);
    expect(bodies[0]).toBe(authorizeToken);
    expect(JSON.parse(bodies[1])).toMatchObject({ userLogin: 'jan.kowalski' });
    expect(bodies.join(' ')).not.toContain('attacker');
    expect(warnings.filter((w) => w.includes('data-user-login and data-authorize-token are ignored'))).toHaveLength(1);
  });

  test('registration needs the user login and the authorize token', async ({ page }) => {
    await addAuthenticator(page);
    await signIn(page);
    let rewrite = (html: string) => rewritePasskeyConfig(html, ({ userLogin }) => ({ userLogin }));
    await page.route('**/login.php', async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      await route.fulfill({ response, body: rewrite(await response.text()) });
    });
    await page.goto('/login.php');
    await registerBlock(page).locator('.smile_web_authn__link').click();
    await expect(registerBlock(page).locator('.smile_web_authn__info')).toHaveText('Pole "authorizeToken" jest wymagane.');
    rewrite = (html) => rewritePasskeyConfig(html, ({ authorizeToken }) => ({ authorizeToken }));
    await page.goto('/login.php');
    await registerBlock(page).locator('.smile_web_authn__link').click();
    await expect(registerBlock(page).locator('.smile_web_authn__info')).toHaveText('Pole "userLogin" jest wymagane.');
  });

  test('Standard template: the Smile block comes with the cloned contact step, hidden until WebAuthn is there and the device registered (expchckDeviceRegistered, not expchckSaveDevice "false"); then the link is --active, a button to the keyboard', async ({
    page,
  }) => {
    await addAuthenticator(page);
    await page.addInitScript(() => ((window as unknown as { copHold: boolean }).copHold = true));
    await page.goto(LOGIN_PAGE);
    await expect(page.locator('#COP')).toHaveAttribute('data-widget-state', 'mounted');
    await expect(loginBlock(page)).toHaveCount(0);
    await page.evaluate(() => (window as unknown as { copRender(): void }).copRender());
    // No registration on this device yet: mounted, hidden.
    await expect(loginBlock(page)).toHaveAttribute('data-widget-state', 'mounted');
    await expect(loginBlock(page)).toBeHidden();
    // The platform's flags: registered → shown; registered but the shopper chose not to keep the device → hidden.
    await page.evaluate(() => localStorage.setItem('expchckDeviceRegistered', 'true'));
    await page.reload();
    await page.evaluate(() => (window as unknown as { copRender(): void }).copRender());
    const link = loginBlock(page).locator('.smile_web_authn__link');
    await expect(link).toBeVisible();
    await expect(link).toHaveClass(/--active/);
    await expect(link).toHaveAttribute('role', 'button');
    await expectNoAxeViolations(page, 'Smile block with the passkey link');
    // Space works as on a button (the call goes out; the authenticator has no passkey for it, which shows nothing).
    const calls: string[] = [];
    page.on('request', (r) => r.url().includes('/webAuthn/') && calls.push(r.url()));
    await link.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => calls.length).toBeGreaterThan(0);
    await expect(page).toHaveURL(/client-new\.php$/); // the template's href is not followed
    await page.evaluate(() => localStorage.setItem('expchckSaveDevice', 'false'));
    await page.reload();
    await page.evaluate(() => (window as unknown as { copRender(): void }).copRender());
    await expect(loginBlock(page)).toHaveAttribute('data-widget-state', 'mounted');
    await expect(loginBlock(page)).toBeHidden();
  });

  test('a registration marks the device registered (expchckDeviceRegistered = "true"), so the login link shows afterwards', async ({ page }) => {
    await addAuthenticator(page);
    await signIn(page);
    await page.goto('/login.php');
    expect(await page.evaluate(() => localStorage.getItem('expchckDeviceRegistered'))).toBeNull();
    await registerBlock(page).locator('.smile_web_authn__link').click();
    await expect(registerBlock(page).locator('.smile_web_authn__info')).toHaveText('Klucz dostępu został zapisany.');
    await expect(registerBlock(page).locator('.smile_web_authn__info')).toHaveClass(/--success/);
    expect(await page.evaluate(() => localStorage.getItem('expchckDeviceRegistered'))).toBe('true');
    await page.goto('/logout.php'); // a guest: a signed-in shopper is offered the sign-out instead
    await page.goto(LOGIN_PAGE);
    await expect(loginBlock(page).locator('.smile_web_authn__link')).toBeVisible();
  });

  test("the accounts host is the page's app_shop.vars.IAIAccountsUrl (no #storefront-config override): the Smile link calls it there", async ({
    page,
    baseURL,
  }) => {
    await addAuthenticator(page);
    await registeredDevice(page);
    await page.route('**/client-new.php', async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const body = (await response.text()).replace(/"vars":\{/, '"vars":{"IAIAccountsUrl":"https://accounts.example/",').replace(/,?"accountsUrl":"[^"]*"/, '');
      await route.fulfill({ response, body });
    });
    const called: string[] = [];
    await page.route('https://accounts.example/**', (route) => {
      called.push(route.request().url());
      return route.fulfill({
        json: { status: 'error', data: null, errorMsg: 'Sklep testowy.' },
        headers: { 'access-control-allow-origin': new URL(baseURL!).origin, 'access-control-allow-credentials': 'true' },
      });
    });
    await page.goto(LOGIN_PAGE);
    expect(await page.evaluate(() => (window as unknown as { app_shop: { vars: { IAIAccountsUrl: string } } }).app_shop.vars.IAIAccountsUrl)).toBe(
      'https://accounts.example/',
    );
    await loginBlock(page).locator('.smile_web_authn__link').click();
    await expect(loginBlock(page).locator('.smile_web_authn__info.--error')).toHaveText('Sklep testowy.');
    expect(called).toEqual(['https://accounts.example/webAuthn/generateLoginRequest.php']);
  });

  /** Registers a passkey for jan.kowalski on this authenticator (the fixture's stand-in for the checkout's SMS step), then signs out. */
  async function registerPasskey(page: Page) {
    await signIn(page);
    await page.goto('/login.php');
    await registerBlock(page).locator('.smile_web_authn__link').click();
    await expect(registerBlock(page).locator('.smile_web_authn__info')).toHaveText('Klucz dostępu został zapisany.');
    await page.goto('/logout.php');
  }
  /** The Smile block of order1's contact step (cloned in from template#cop_contact_template). */
  const orderSmile = (page: Page) => page.locator('#COP .smile_web_authn');

  for (const width of [390, 1280]) {
    test(`${width} px, markers only, order1's contact step: the passkey signs in (the --success info announced, an error in the --error info first), then a.smile_logout signs out (expchck entries cleared) and the page comes back for a guest; the PIN wrapper stays hidden`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await page.setViewportSize({ width, height: 900 });
      const errors = trackPageErrors(page);
      await addAuthenticator(page);
      await registerPasskey(page);
      // What the infos said, as the page saw it (the page reloads right after the success text).
      const said: string[] = [];
      await page.exposeFunction('smileSaid', (entry: string) => said.push(entry));
      await page.goto('/order1.php');
      const block = orderSmile(page);
      await expect(block).toHaveAttribute('data-widget-state', 'mounted');
      expect(await block.evaluate((el) => [...el.attributes].map((a) => a.name).filter((n) => !['class', 'data-widget-state'].includes(n)))).toEqual([
        'data-widget',
        'data-mode',
      ]);
      const link = block.locator('.smile_web_authn__link');
      const ok = block.locator('.smile_web_authn__info.--success');
      const bad = block.locator('.smile_web_authn__info.--error');
      const logout = block.locator('a.smile_logout');
      await expect(link).toBeVisible();
      await expect(link).toHaveClass(/--active/);
      await expect(logout).toBeHidden();
      await expect(block.locator('.smile_web_authn__generate_pin_wrapper')).toBeHidden();
      await expect(block.locator('.smile_web_authn__generate_pin_wrapper')).toHaveAttribute('hidden', '');
      // The template's preset texts wait (empty, not --active) until there is something to say.
      await expect(ok).toBeHidden();
      await expect(bad).toBeHidden();
      await expectNoAxeViolations(page, `order1 Smile block at ${width} px`);

      // A failure: its text in the --error info, role=alert, --active; the success info stays silent.
      await page.route('**/webAuthn/generateLoginRequest.php', (route) => route.fulfill({ status: 500, body: 'down' }), { times: 1 });
      await link.click();
      await expect(bad).toHaveText('Błąd połączenia. Spróbuj ponownie.');
      await expect(bad).toHaveClass(/--active/);
      await expect(bad).toHaveAttribute('role', 'alert');
      await expect(bad).toBeVisible();
      await expect(ok).toBeHidden();

      // The login: the success info says who, announced (role=alert, --active), the error info cleared.
      await block.evaluate((el) => {
        const report = (window as unknown as { smileSaid(entry: string): void }).smileSaid;
        new MutationObserver(() => {
          for (const info of el.querySelectorAll('.smile_web_authn__info'))
            if (info.textContent) report(`${info.className} [${info.getAttribute('role')}] ${info.textContent}`);
        }).observe(el, { subtree: true, childList: true, characterData: true, attributes: true });
      });
      await link.click();
      await expect.poll(() => said).toContain('smile_web_authn__info --success --active [alert] Zalogowano jako jan.kowalski.');
      expect(said.filter((e) => e.includes('--error --active'))).toEqual([]);
      await expect(page.locator('.logout_link').first()).toBeAttached(); // the page came back for the customer
      // Signed in: the sign-out is offered (--active, a button), the passkey login is not.
      await expect(logout).toBeVisible();
      await expect(logout).toHaveClass(/--active/);
      await expect(logout).toHaveAttribute('role', 'button');
      await expect(link).toBeHidden();
      await expectNoAxeViolations(page, `order1 Smile block signed in at ${width} px`);
      await page.evaluate(() => {
        for (const key of ['expchckBasket', 'expchck_1', 'other']) sessionStorage.setItem(key, '1');
      });
      const navigated = page.waitForEvent('load');
      if (width === 390) await logout.click();
      else {
        await logout.focus();
        await page.keyboard.press('Space');
      }
      await navigated;
      expect(new URL(page.url()).pathname).toBe('/order1.php');
      await expect(page.locator('.logout_link')).toHaveCount(0);
      expect(await page.evaluate(() => Object.keys(sessionStorage).sort())).toEqual(['other']);
      await expect(orderSmile(page).locator('.smile_web_authn__link')).toBeVisible(); // a guest on a registered device again
      await expect(orderSmile(page).locator('a.smile_logout')).toBeHidden();
      expect(errors).toEqual([]);
    });
  }

  test("a.smile_logout goes nowhere its href says: a planted address is never followed, the shopper stays on the shop's page, signed out", async ({ page }) => {
    const elsewhere: string[] = [];
    await page.route('https://evil.example/**', (route) => {
      elsewhere.push(route.request().url());
      return route.fulfill({ body: 'phished' });
    });
    await page.route('**/order1.php', async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const body = (await response.text()).replace(/class="smile_logout" href="[^"]*"/, 'class="smile_logout" href="https://evil.example/phish"');
      await route.fulfill({ response, body });
    });
    await page.request.post('/login.php', { form: { login: 'jan.kowalski', password: 'Haslo123' } });
    await page.goto('/order1.php');
    const logout = orderSmile(page).locator('a.smile_logout');
    await expect(logout).toHaveAttribute('href', 'https://evil.example/phish');
    await expect(logout).toBeVisible();
    const navigated = page.waitForEvent('load');
    await logout.click();
    await navigated;
    expect(new URL(page.url()).pathname).toBe('/order1.php');
    await expect(page.locator('.logout_link')).toHaveCount(0);
    expect(elsewhere).toEqual([]);
  });

  test('a.smile_logout when the sign-out call fails: the connection error in the --error info, the shopper stays signed in on the page', async ({ page }) => {
    await page.request.post('/login.php', { form: { login: 'jan.kowalski', password: 'Haslo123' } });
    await page.route('**/login.php?operation=logout', (route) => route.abort());
    await page.goto('/order1.php');
    await orderSmile(page).locator('a.smile_logout').click();
    await expect(orderSmile(page).locator('.smile_web_authn__info.--error')).toHaveText('Błąd połączenia. Spróbuj ponownie.');
    await expect(page).toHaveURL(/\/order1\.php$/);
    await expect(page.locator('.logout_link').first()).toBeAttached();
  });
});
