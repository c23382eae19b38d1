/**
 * The platform's accounts service (passkeys) through the page: its real-shaped answers (the PHP WebAuthn library's
 * `{publicKey}` JSON with `=?BINARY?B?…?=` binaries, nulls) routed to the page, what the shopper sees and what the
 * browser sends; and the fixture's accounts service answering in the same shapes, for the shop's origin only.
 */
import { generateKeyPairSync } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { addAuthenticator, trackPageErrors } from '../e2e/helpers';

const B = (data: Buffer | number[]) => `=?BINARY?B?${Buffer.from(data).toString('base64')}?=`;
const b64url = (data: Buffer | number[]) => Buffer.from(data).toString('base64url');

/** A passkey for localhost on the virtual authenticator (a fresh P-256 key). */
async function addPasskey(page: Page, credentialId: Buffer, userHandle: Buffer) {
  const { cdp, authenticatorId } = await addAuthenticator(page);
  const privateKey = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'der' }).toString('base64');
  await cdp.send('WebAuthn.addCredential', {
    authenticatorId,
    credential: {
      credentialId: credentialId.toString('base64'),
      isResidentCredential: true,
      rpId: 'localhost',
      privateKey,
      userHandle: userHandle.toString('base64'),
      signCount: 0,
    },
  });
}

async function signIn(page: Page) {
  await page.goto('/login.php');
  await page.locator('#signin_login').fill('jan.kowalski');
  await page.locator('#signin_password').fill('Haslo123');
  await page.locator('#signin_form button[type=submit]').click();
  await page.waitForURL((url) => url.pathname === '/');
}

const accountsUrl = (page: Page) => page.evaluate(() => String(JSON.parse(document.getElementById('storefront-config')?.textContent ?? '{}').accountsUrl));
/** The Smile block of the registration page's contact step (the login), and the sign-in page's registration block. */
const loginBlock = (page: Page) => page.locator('.smile_web_authn[data-mode="login"]');
const registerBlock = (page: Page) => page.locator('.smile_web_authn[data-mode="register"]');
/** The registration's authorize token: the head page configuration's passkey.authorizeToken (never on the marker). */
const authorizeToken = (page: Page) =>
  page.evaluate(() => String(JSON.parse(document.getElementById('storefront-config')?.textContent ?? '{}').passkey?.authorizeToken ?? ''));
/** A device that registered a passkey (the platform's flag): the login link may show. */
const registeredDevice = (page: Page) => page.addInitScript(() => localStorage.setItem('expchckDeviceRegistered', 'true'));

/** Routes one accounts-service call to an answer, recording the bodies it was sent. */
async function answer(page: Page, accounts: string, name: string, json: unknown): Promise<string[]> {
  const bodies: string[] = [];
  await page.route(`${accounts}webAuthn/${name}`, (route) => {
    bodies.push(route.request().postData() ?? '');
    return route.fulfill({ json });
  });
  return bodies;
}

const clientData = (base64: string) => JSON.parse(Buffer.from(base64, 'base64').toString('utf8'));

test.describe('accounts service, real shapes through the page', () => {
  test('registration: {publicKey} creation options with marked binaries (nested, in lists) reach the browser as bytes', async ({ page, baseURL }) => {
    const errors = trackPageErrors(page);
    const { cdp, authenticatorId } = await addAuthenticator(page);
    await signIn(page);
    await page.goto('/login.php');
    const accounts = await accountsUrl(page);
    const token = await authorizeToken(page);
    expect(token).toBeTruthy();
    const challenge = [62, 63, 191, 255, 0, 7, 251, 239, 190, 11, 12, 13, 14, 15, 16, 17];
    const userId = [0, 1, 2, 250, 251, 252, 253, 254, 255];
    const generate = await answer(page, accounts, 'generateRegisterRequest.php', {
      status: 'success',
      errorMsg: null,
      data: JSON.stringify({
        publicKey: {
          rp: { name: 'Sklep Fixture', id: 'localhost' },
          authenticatorSelection: { authenticatorAttachment: 'platform', requireResidentKey: true, residentKey: 'required', userVerification: 'required' },
          user: { id: B(userId), name: 'jan.kowalski', displayName: 'Jan Kowalski' },
          pubKeyCredParams: [
            { type: 'public-key', alg: -7 },
            { type: 'public-key', alg: -257 },
          ],
          attestation: 'none',
          extensions: { exts: true },
          timeout: 20000,
          challenge: B(challenge),
          excludeCredentials: [{ id: B([9, 8, 7]), type: 'public-key', transports: ['usb', 'nfc', 'ble', 'hybrid', 'internal'] }],
        },
      }),
    });
    const register = await answer(page, accounts, 'register.php', { status: 'success', errorMsg: null });
    await registerBlock(page).locator('.smile_web_authn__link').click();
    await expect(registerBlock(page).locator('.smile_web_authn__info')).toHaveText('Klucz dostępu został zapisany.');
    expect(generate).toEqual([token]);
    const body = JSON.parse(register[0]);
    expect(Object.keys(body)).toEqual(['userLogin', 'domain', 'authenticatorTransportMethods', 'clientDataJSONBase64', 'attestationObjectBase64']);
    expect(body).toMatchObject({ userLogin: 'jan.kowalski', domain: 'localhost' });
    expect(body.attestationObjectBase64).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    expect(clientData(body.clientDataJSONBase64)).toMatchObject({ type: 'webauthn.create', challenge: b64url(challenge), origin: new URL(baseURL!).origin });
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials.map((c) => [c.rpId, c.userHandle])).toEqual([['localhost', Buffer.from(userId).toString('base64')]]);
    expect(errors).toEqual([]);
  });

  test('login: {publicKey} request options, login.php {status, loginToken, ms}, then the shop token login with the token inline', async ({ page, baseURL }) => {
    const credentialId = Buffer.from([251, 255, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    const userHandle = Buffer.from([190, 239, 0, 1]);
    await addPasskey(page, credentialId, userHandle);
    const token = `tok"en\\${Date.now()}`;
    const origin = new URL(baseURL!).origin; // the token helper serves only the shop's own origin
    expect((await page.request.post('/__fixture/accounts-token', { data: { token, login: 'jan.kowalski' }, headers: { Origin: origin } })).ok()).toBe(true);
    await registeredDevice(page);
    await page.goto('/client-new.php');
    const accounts = await accountsUrl(page);
    const challenge = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 255];
    const generate = await answer(page, accounts, 'generateLoginRequest.php', {
      status: 'success',
      errorMsg: null,
      data: JSON.stringify({
        publicKey: {
          timeout: 20000,
          challenge: B(challenge),
          userVerification: 'required',
          rpId: 'localhost',
          allowCredentials: [{ id: B(credentialId), type: 'public-key', transports: ['internal'] }],
        },
      }),
    });
    const login = await answer(page, accounts, 'login.php', { status: 'success', loginToken: token, ms: null });
    const mutations: string[] = [];
    await page.route('**/graphql/v1/?mutation=loginByToken', async (route) => {
      mutations.push(String(route.request().postDataJSON().query));
      await route.continue();
    });
    await loginBlock(page).locator('.smile_web_authn__link').click();
    await expect(page.locator('.logout_link').first()).toBeAttached(); // signed in: the page reloaded for the customer
    expect(generate).toEqual(['{"domain":"localhost"}']);
    const body = JSON.parse(login[0]);
    expect(Object.keys(body)).toEqual([
      'domain',
      'publicKeyCredentialBinRawId',
      'clientDataJSONBase64',
      'authenticatorDataBase64',
      'signatureBase64',
      'userHandleBinBase64',
    ]);
    expect(body.domain).toBe('localhost');
    expect(body.publicKeyCredentialBinRawId).toBe(credentialId.toString('base64'));
    expect(body.userHandleBinBase64).toBe(userHandle.toString('base64'));
    expect(clientData(body.clientDataJSONBase64)).toMatchObject({ type: 'webauthn.get', challenge: b64url(challenge) });
    expect(mutations).toEqual([`mutation { loginByIAIAccountsToken(token: ${JSON.stringify(token)}) { status login } }`]);
  });

  test('status "error" shows errorMsg; null messages the unknown error; options not in the platform format: failed to retrieve data', async ({ page }) => {
    const credentialId = Buffer.from([7, 7, 7, 7, 7, 7, 7, 7]);
    await addPasskey(page, credentialId, Buffer.from([1]));
    await registeredDevice(page);
    await page.goto('/client-new.php');
    const accounts = await accountsUrl(page);
    const message = loginBlock(page).locator('.smile_web_authn__info.--error');
    const generateUrl = `${accounts}webAuthn/generateLoginRequest.php`;
    await answer(page, accounts, 'generateLoginRequest.php', { status: 'error', data: null, errorMsg: 'Sklep nie obsługuje kluczy dostępu.' });
    await loginBlock(page).locator('.smile_web_authn__link').click();
    await expect(message).toHaveText('Sklep nie obsługuje kluczy dostępu.');
    await page.unroute(generateUrl);
    await answer(page, accounts, 'generateLoginRequest.php', { status: 'error', data: null, errorMsg: null });
    await loginBlock(page).locator('.smile_web_authn__link').click();
    await expect(message).toHaveText('Wystąpił nieznany błąd.');
    await page.unroute(generateUrl);
    // base64url options without {publicKey} or binary markers: not what the service writes.
    await answer(page, accounts, 'generateLoginRequest.php', {
      status: 'success',
      errorMsg: '',
      data: JSON.stringify({ challenge: b64url([1, 2, 3, 4]), rpId: 'localhost' }),
    });
    await loginBlock(page).locator('.smile_web_authn__link').click();
    await expect(message).toHaveText('Nie udało się pobrać danych.');
    await page.unroute(generateUrl);
    await answer(page, accounts, 'generateLoginRequest.php', {
      status: 'success',
      errorMsg: null,
      data: JSON.stringify({
        publicKey: {
          challenge: B([5, 6, 7, 8]),
          userVerification: 'required',
          rpId: 'localhost',
          allowCredentials: [{ id: B(credentialId), type: 'public-key' }],
        },
      }),
    });
    await answer(page, accounts, 'login.php', { status: 'error', loginToken: null, ms: null });
    await loginBlock(page).locator('.smile_web_authn__link').click();
    await expect(message).toHaveText('Wystąpił nieznany błąd.');
    await page.unroute(`${accounts}webAuthn/login.php`);
    await answer(page, accounts, 'login.php', { status: 'error', loginToken: null, ms: 'Klucz nie został rozpoznany.' });
    await loginBlock(page).locator('.smile_web_authn__link').click();
    await expect(message).toHaveText('Klucz nie został rozpoznany.');
  });
});

test.describe('the fixture accounts service', () => {
  test('answers the shop origin in the real format, refuses any other origin and any preflight', async ({ page, baseURL }) => {
    await signIn(page);
    await page.goto('/login.php');
    const accounts = await accountsUrl(page);
    const shop = new URL(baseURL!).origin;
    expect(new URL(accounts).origin).not.toBe(shop);
    const token = await authorizeToken(page);
    expect(token).toBeTruthy();
    const post = (name: string, data: string, origin: string) =>
      page.request.post(`${accounts}webAuthn/${name}`, { data, headers: { Origin: origin, 'Content-Type': 'text/plain;charset=UTF-8' } });

    const registerOptions = await post('generateRegisterRequest.php', token, shop);
    expect(registerOptions.status()).toBe(200);
    expect(registerOptions.headers()).toMatchObject({ 'access-control-allow-origin': shop, 'access-control-allow-credentials': 'true' });
    const registerAnswer = await registerOptions.json();
    expect(registerAnswer).toMatchObject({ status: 'success', errorMsg: '' });
    const creation = JSON.parse(registerAnswer.data).publicKey;
    const marked = /^=\?BINARY\?B\?[A-Za-z0-9+/]+={0,2}\?=$/;
    expect(creation.challenge).toMatch(marked);
    expect(creation.user.id).toMatch(marked);
    expect(creation).toMatchObject({ rp: { id: 'localhost' }, user: { name: 'jan.kowalski' } });

    const loginOptions = await (await post('generateLoginRequest.php', '{"domain":"localhost"}', shop)).json();
    expect(JSON.parse(loginOptions.data).publicKey.challenge).toMatch(marked);
    expect(await (await post('generateLoginRequest.php', '{"domain":"elsewhere.example"}', shop)).json()).toMatchObject({ status: 'error', data: null });
    expect(await (await post('generateRegisterRequest.php', JSON.stringify({ authorizeToken: token }), shop)).json()).toMatchObject({
      status: 'error',
      errorMsg: 'The authorize token is invalid or expired.',
    });

    for (const origin of ['http://evil.example', 'http://localhost', `${shop}.evil.example`]) {
      const refused = await post('generateLoginRequest.php', '{"domain":"localhost"}', origin);
      expect(refused.status()).toBe(403);
      expect(refused.headers()['access-control-allow-origin']).toBeUndefined();
    }
    const preflight = await page.request.fetch(`${accounts}webAuthn/login.php`, {
      method: 'OPTIONS',
      headers: { Origin: shop, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(preflight.status()).toBe(403);
    expect(preflight.headers()['access-control-allow-origin']).toBeUndefined();
    // A login with a forged assertion from the shop origin mints no token.
    const forged = await (
      await post(
        'login.php',
        JSON.stringify({
          domain: 'localhost',
          publicKeyCredentialBinRawId: 'AAAA',
          clientDataJSONBase64: 'e30=',
          authenticatorDataBase64: 'AA==',
          signatureBase64: 'AA==',
          userHandleBinBase64: null,
        }),
        shop,
      )
    ).json();
    expect(forged).toMatchObject({ status: 'error', loginToken: null });
  });
});
