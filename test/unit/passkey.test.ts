import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { passkeyError } from './passkey-error';
import { addPolish, createTranslator } from '../../src/i18n';
import {
  browserInfo,
  clearSignedInStorage,
  SIGN_OUT_CLEARED_PREFIXES,
  decodeBinaries,
  fromBase64,
  loginBody,
  passkeySupported,
  readLoginResult,
  readOptions,
  readRegisterResult,
  readTokenLogin,
  serviceUrl,
  toBase64,
  tokenLoginMutation,
} from '../../widgets/passkey/rules';
import { LOGOUT_CLEARED_PREFIXES } from '../../widgets/logout/rules';
import { plForm } from '../../src/i18n/pl-form';

// The forms' Polish texts, as the form and passkey widgets add them when their code arrives.
addPolish(plForm);

const SAFARI_14 = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/14.1.2 Safari/605.1.15';
const SAFARI_17 = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1';
const CHROME_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const OPERA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0';
const CHROME_WIN = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

const error = passkeyError;

describe('passkey browser support (spec §6)', () => {
  it('needs a platform authenticator and Safari 15+', () => {
    expect(passkeySupported(browserInfo(CHROME_WIN), false)).toBe(false);
    expect(passkeySupported(browserInfo(CHROME_WIN), true)).toBe(true);
    expect(passkeySupported(browserInfo(SAFARI_14), true)).toBe(false);
    expect(passkeySupported(browserInfo(SAFARI_17), true)).toBe(true);
  });
  it('Mac, iOS, Safari and Opera can each be switched off', () => {
    expect(passkeySupported(browserInfo(CHROME_MAC), true, { disableMac: true })).toBe(false);
    expect(passkeySupported(browserInfo(CHROME_WIN), true, { disableMac: true })).toBe(true);
    expect(passkeySupported(browserInfo(IPHONE), true, { disableIos: true })).toBe(false);
    expect(passkeySupported(browserInfo(IPHONE), true, { disableMac: true })).toBe(true);
    expect(passkeySupported(browserInfo(SAFARI_17), true, { disableSafari: true })).toBe(false);
    expect(passkeySupported(browserInfo(CHROME_MAC), true, { disableSafari: true })).toBe(true);
    expect(passkeySupported(browserInfo(OPERA), true, { disableOpera: true })).toBe(false);
    expect(passkeySupported(browserInfo(OPERA), true)).toBe(true);
  });
});

describe('passkey calls (spec §7, §8)', () => {
  it('base64 round-trips (and base64url is read)', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => JSON.stringify([...fromBase64(toBase64(bytes))]) === JSON.stringify([...bytes])));
    expect([...fromBase64('-_8')]).toEqual([251, 255]);
    expect(serviceUrl('https://accounts.idosell.com/', 'login.php')).toBe('https://accounts.idosell.com/webAuthn/login.php');
    expect(serviceUrl('https://accounts.example', 'login.php')).toBe('https://accounts.example/webAuthn/login.php');
  });
  it('decodes =?BINARY?B?…?= binaries recursively (objects, arrays, nested) and leaves other values alone', () => {
    const out = decodeBinaries({ publicKey: { challenge: '=?BINARY?B?AAEC?=', list: [{ id: '=?BINARY?B?/w==?=' }, ['=?BINARY?B??=']], n: 1, s: 'AAEC' } }) as {
      publicKey: { challenge: ArrayBuffer; list: [{ id: ArrayBuffer }, [ArrayBuffer]]; n: number; s: string };
    };
    expect([...new Uint8Array(out.publicKey.challenge)]).toEqual([0, 1, 2]);
    expect([...new Uint8Array(out.publicKey.list[0].id)]).toEqual([255]);
    expect(out.publicKey.list[1][0]).toBeInstanceOf(ArrayBuffer);
    expect(out.publicKey.list[1][0].byteLength).toBe(0);
    expect(out.publicKey.n).toBe(1);
    expect(out.publicKey.s).toBe('AAEC');
  });
  it('writes null for a missing login value (the user handle)', () => {
    const one = new Uint8Array([1]).buffer;
    expect(
      JSON.parse(loginBody('x', { rawId: one, clientDataJSON: one, authenticatorData: one, signature: one, userHandle: null })).userHandleBinBase64,
    ).toBeNull();
  });
  it('reads the options answers: errorMsg, unknown error, failed to retrieve data', async () => {
    expect(readOptions({ status: 'success', data: JSON.stringify({ publicKey: { challenge: '=?BINARY?B?AAE=?=' } }) }).challenge).toBeInstanceOf(ArrayBuffer);
    expect((await error(() => readOptions({ status: 'error', errorMsg: 'Token wygasł' }))).text).toBe('Token wygasł');
    expect((await error(() => readOptions({ status: 'error' }))).key).toBe('form.passkey.unknown');
    expect((await error(() => readOptions({ status: 'success', data: '' }))).key).toBe('form.passkey.no_data');
    expect((await error(() => readOptions({ status: 'success', data: '{oops' }))).key).toBe('form.passkey.no_data');
    expect((await error(() => readOptions(null))).key).toBe('form.passkey.no_data');
    expect(() => readRegisterResult(null)).not.toThrow();
    expect((await error(() => readRegisterResult({ status: 'error', errorMsg: 'x' }))).text).toBe('x');
  });
  it('reads the login answer and the token login', async () => {
    expect(readLoginResult({ status: 'success', loginToken: 't1', ms: '' })).toBe('t1');
    expect((await error(() => readLoginResult({ status: 'error', ms: 'Nie rozpoznano klucza' }))).text).toBe('Nie rozpoznano klucza');
    expect((await error(() => readLoginResult({ status: 'success', loginToken: '' }))).key).toBe('form.passkey.token_invalid');
    expect(tokenLoginMutation('a"b')).toBe('mutation { loginByIAIAccountsToken(token: "a\\"b") { status login } }');
    expect(readTokenLogin({ loginByIAIAccountsToken: { status: 'success', login: 'jan' } })).toBe('jan');
    expect((await error(() => readTokenLogin({ loginByIAIAccountsToken: { status: 'error', login: null } }))).key).toBe('form.passkey.token_invalid');
  });
  it('has every passkey error text of spec §8 (English fallback = the spec texts)', () => {
    const en = createTranslator('en');
    expect(
      ['unsupported', 'user_login_required', 'authorize_token_required', 'no_data', 'unknown', 'token_invalid'].map((k) => en(`form.passkey.${k}` as never)),
    ).toEqual([
      'Browser not supported.',
      '"userLogin" is required.',
      '"authorizeToken" is required.',
      'Failed to retrieve data.',
      'Unknown error occured.',
      '"loginToken" is invalid.',
    ]);
  });
});

describe('the Smile sign-out (spec §4 "Logout")', () => {
  it('clears the same session-storage entries as the logout widget, nothing else', () => {
    expect([...SIGN_OUT_CLEARED_PREFIXES]).toEqual([...LOGOUT_CLEARED_PREFIXES]);
    const data = new Map(['expchck', 'expchck_1', 'expchckBasket', 'xexpchck', 'EXPCHCK_2', 'search_x', 'other'].map((k) => [k, '1']));
    const storage = {
      get length() {
        return data.size;
      },
      key: (i: number) => [...data.keys()][i] ?? null,
      removeItem: (k: string) => void data.delete(k),
    };
    clearSignedInStorage(storage);
    expect([...data.keys()].sort()).toEqual(['EXPCHCK_2', 'other', 'xexpchck']);
  });
});
