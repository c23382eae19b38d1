/**
 * The platform's accounts service (passkeys), replayed through the readers and the body writers: real-shaped
 * answers (the common PHP WebAuthn library's `{publicKey}` JSON with `=?BINARY?B?<standard base64>?=` binaries,
 * nulls), and the request bodies and request options the platform's client sends.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { passkeyError } from '../unit/passkey-error';
import { parse } from 'graphql';
import {
  decodeBinaries,
  loginBody,
  loginRequestBody,
  readLoginResult,
  readOptions,
  readRegisterResult,
  registerBody,
  serviceRequest,
  serviceUrl,
  toBase64,
  tokenLoginMutation,
} from '../../widgets/passkey/rules';

const bytes = (b: unknown) => [...new Uint8Array(b as ArrayBuffer)];
const B = (data: number[]) => `=?BINARY?B?${Buffer.from(data).toString('base64')}?=`;

/** generateRegisterRequest.php as the service answers it (the PHP library's creation arguments). */
const REGISTER_ANSWER = {
  status: 'success',
  errorMsg: null,
  data: JSON.stringify({
    publicKey: {
      rp: { name: 'Sklep', id: 'sklep.example' },
      authenticatorSelection: { authenticatorAttachment: 'platform', requireResidentKey: true, residentKey: 'required', userVerification: 'required' },
      user: { id: B([0, 1, 2, 250, 251, 252, 253, 254, 255]), name: 'jan.kowalski', displayName: 'jan.kowalski' },
      pubKeyCredParams: [
        { type: 'public-key', alg: -7 },
        { type: 'public-key', alg: -257 },
      ],
      attestation: 'none',
      extensions: { exts: true },
      timeout: 20000,
      challenge: B([62, 63, 191, 255, 0, 7]),
      excludeCredentials: [{ id: B([9, 8, 7]), type: 'public-key', transports: ['internal', 'hybrid'] }],
    },
  }),
};

/** generateLoginRequest.php as the service answers it. */
const LOGIN_ANSWER = {
  status: 'success',
  errorMsg: '',
  data: JSON.stringify({
    publicKey: { timeout: 20000, challenge: B([1, 2, 3, 4]), userVerification: 'required', rpId: 'sklep.example', allowCredentials: [] },
  }),
};

const failure = passkeyError;

describe('accounts service: the =?BINARY?B?…?= decoder', () => {
  it('turns every marked string into an ArrayBuffer at any depth, in objects and arrays, and keeps the rest', () => {
    const out = decodeBinaries({
      a: B([255, 254]),
      list: [B([1]), 'plain', 3, null, [B([2, 3])]],
      nested: { deeper: { id: B([]), flag: true, text: '=?BINARY?B?not base64!?=' } },
    }) as Record<string, any>;
    expect(out.a).toBeInstanceOf(ArrayBuffer);
    expect(bytes(out.a)).toEqual([255, 254]);
    expect(bytes(out.list[0])).toEqual([1]);
    expect(out.list.slice(1, 4)).toEqual(['plain', 3, null]);
    expect(bytes(out.list[4][0])).toEqual([2, 3]);
    expect(bytes(out.nested.deeper.id)).toEqual([]);
    expect(out.nested.deeper.flag).toBe(true);
    expect(out.nested.deeper.text).toBe('=?BINARY?B?not base64!?=');
  });
  it('reads standard base64 (+ and /), round-trips any bytes, never touches unmarked base64', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 100 }), (data) => {
        const marked = decodeBinaries({ x: [{ y: B([...data]) }] }) as { x: Array<{ y: ArrayBuffer }> };
        return JSON.stringify(bytes(marked.x[0].y)) === JSON.stringify([...data]);
      }),
    );
    expect(bytes(decodeBinaries('=?BINARY?B?+/8=?='))).toEqual([251, 255]);
    const plain = Buffer.from([1, 2, 3]).toString('base64');
    expect(decodeBinaries({ challenge: plain })).toEqual({ challenge: plain });
  });
});

describe('accounts service: the generate answers', () => {
  it('reads the creation options out of {publicKey}, binaries as ArrayBuffers (nested and in lists)', () => {
    const o = readOptions(REGISTER_ANSWER) as Record<string, any>;
    expect(bytes(o.challenge)).toEqual([62, 63, 191, 255, 0, 7]);
    expect(bytes(o.user.id)).toEqual([0, 1, 2, 250, 251, 252, 253, 254, 255]);
    expect(o.user.name).toBe('jan.kowalski');
    expect(bytes(o.excludeCredentials[0].id)).toEqual([9, 8, 7]);
    expect(o.excludeCredentials[0].transports).toEqual(['internal', 'hybrid']);
    expect(o.rp).toEqual({ name: 'Sklep', id: 'sklep.example' });
    expect(o.pubKeyCredParams).toHaveLength(2);
  });
  it('reads the request options', () => {
    const o = readOptions(LOGIN_ANSWER) as Record<string, any>;
    expect(bytes(o.challenge)).toEqual([1, 2, 3, 4]);
    expect(o).toMatchObject({ rpId: 'sklep.example', userVerification: 'required', allowCredentials: [] });
  });
  it('status "error" shows errorMsg (else the unknown error); null or unreadable data: failed to retrieve data', async () => {
    expect((await failure(() => readOptions({ status: 'error', data: null, errorMsg: 'Token autoryzacji wygasł.' }))).text).toBe('Token autoryzacji wygasł.');
    expect((await failure(() => readOptions({ status: 'error', data: null, errorMsg: null }))).key).toBe('form.passkey.unknown');
    expect((await failure(() => readOptions({ status: 'success', data: null, errorMsg: null }))).key).toBe('form.passkey.no_data');
    expect((await failure(() => readOptions({ status: 'success', data: '[]' }))).key).toBe('form.passkey.no_data');
    expect((await failure(() => readOptions({ status: 'success', data: 'null' }))).key).toBe('form.passkey.no_data');
  });
});

describe('accounts service: what the client sends', () => {
  it('every call is a CORS simple request: POST, no headers, credentials included, cache no-cache, a string body', () => {
    const init = serviceRequest('token');
    expect(init).toEqual({ method: 'POST', credentials: 'include', cache: 'no-cache', body: 'token' });
    expect('headers' in init).toBe(false);
    expect(serviceUrl('https://accounts.idosell.com/', 'generateRegisterRequest.php')).toBe(
      'https://accounts.idosell.com/webAuthn/generateRegisterRequest.php',
    );
  });
  it('register.php: {userLogin, domain, authenticatorTransportMethods, clientDataJSONBase64, attestationObjectBase64} in standard base64', () => {
    const body = registerBody('jan.kowalski', 'sklep.example', {
      clientDataJSON: new Uint8Array([251, 255, 0]).buffer,
      attestationObject: new Uint8Array([62, 63]).buffer,
      transports: ['internal'],
    });
    expect(body).toBe(
      '{"userLogin":"jan.kowalski","domain":"sklep.example","authenticatorTransportMethods":["internal"],"clientDataJSONBase64":"+/8A","attestationObjectBase64":"Pj8="}',
    );
    expect(
      JSON.parse(registerBody('a', 'b', { clientDataJSON: new ArrayBuffer(0), attestationObject: new ArrayBuffer(0), transports: null }))
        .authenticatorTransportMethods,
    ).toBeNull();
  });
  it('generateLoginRequest.php: {domain}; login.php: the six fields, null for a missing value', () => {
    expect(loginRequestBody('sklep.example')).toBe('{"domain":"sklep.example"}');
    const buf = (...b: number[]) => new Uint8Array(b).buffer;
    expect(
      JSON.parse(loginBody('sklep.example', { rawId: buf(251, 255), clientDataJSON: buf(1), authenticatorData: buf(2), signature: buf(3), userHandle: null })),
    ).toEqual({
      domain: 'sklep.example',
      publicKeyCredentialBinRawId: '+/8=',
      clientDataJSONBase64: 'AQ==',
      authenticatorDataBase64: 'Ag==',
      signatureBase64: 'Aw==',
      userHandleBinBase64: null,
    });
    expect(
      Object.keys(JSON.parse(loginBody('d', { rawId: buf(1), clientDataJSON: buf(1), authenticatorData: buf(1), signature: buf(1), userHandle: buf(4) }))),
    ).toEqual(['domain', 'publicKeyCredentialBinRawId', 'clientDataJSONBase64', 'authenticatorDataBase64', 'signatureBase64', 'userHandleBinBase64']);
    expect(toBase64(buf(251, 255))).toBe('+/8=');
  });
});

describe('accounts service: the answers after the browser', () => {
  it('login.php {status, loginToken, ms}: the token; not success shows ms (null: the unknown error)', async () => {
    expect(readLoginResult({ status: 'success', loginToken: 'abc', ms: null })).toBe('abc');
    expect((await failure(() => readLoginResult({ status: 'error', loginToken: null, ms: 'Nie rozpoznano klucza.' }))).text).toBe('Nie rozpoznano klucza.');
    expect((await failure(() => readLoginResult({ status: 'error', loginToken: null, ms: null }))).key).toBe('form.passkey.unknown');
    expect((await failure(() => readLoginResult({ status: 'success', loginToken: null, ms: null }))).key).toBe('form.passkey.token_invalid');
  });
  it('register.php (answer not known): status "error" shows errorMsg, anything else is success', async () => {
    expect(() => readRegisterResult({ status: 'success', errorMsg: null })).not.toThrow();
    expect((await failure(() => readRegisterResult({ status: 'error', errorMsg: 'Klucz już istnieje.' }))).text).toBe('Klucz już istnieje.');
  });
  it('the token login is the platform’s anonymous mutation, any token written as a valid GraphQL string', () => {
    expect(tokenLoginMutation('t0k')).toBe('mutation { loginByIAIAccountsToken(token: "t0k") { status login } }');
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (token) => {
        const doc = parse(tokenLoginMutation(token));
        const field = (doc.definitions[0] as any).selectionSet.selections[0];
        return field.name.value === 'loginByIAIAccountsToken' && field.arguments[0].value.value === token;
      }),
    );
  });
});
