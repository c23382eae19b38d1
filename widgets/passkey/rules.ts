/**
 * Pure passkey rules (spec §3 "Passkeys", §6 "Passkey browser support", §7 "Passkeys",
 * §8 "Passkey errors"): browser support, payload shapes, reading the service's answers.
 */
import type { MessageKey } from '../../src/i18n';
import { gqlString } from '../../src/net/gql-literal';
import { isPlainObject } from '../../src/lib/page-globals';
import { warnOnce } from '../../src/lib/report';

export interface SupportSwitches {
  /** Each can be switched off by configuration (spec §6). */
  disableMac?: boolean;
  disableIos?: boolean;
  disableSafari?: boolean;
  disableOpera?: boolean;
}

export interface BrowserInfo {
  mac: boolean;
  ios: boolean;
  opera: boolean;
  /** Safari's major version, or null when the browser is not Safari. */
  safari: number | null;
}

/** Reads the platform facts the rules need from a user-agent string. */
export function browserInfo(ua: string, maxTouchPoints = 0): BrowserInfo {
  const ios = /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && maxTouchPoints > 1);
  const mac = /Macintosh|Mac OS X/.test(ua) && !ios;
  const opera = /\bOPR\/|\bOpera\b/.test(ua);
  const isSafari = /Safari\//.test(ua) && !/Chrome\/|Chromium\/|CriOS\/|FxiOS\/|Edg\/|OPR\/|Android/.test(ua);
  const version = /Version\/(\d+)/.exec(ua);
  return { mac, ios, opera, safari: isSafari ? (version ? Number(version[1]) : 0) : null };
}

/**
 * Spec §6: a platform authenticator is required; Safari below 15 is unsupported; Mac, iOS, Safari
 * and Opera can each be switched off.
 */
export function passkeySupported(info: BrowserInfo, platformAuthenticator: boolean, switches: SupportSwitches = {}): boolean {
  if (!platformAuthenticator) return false;
  if (info.safari !== null && info.safari < 15) return false;
  if (switches.disableMac && info.mac) return false;
  if (switches.disableIos && info.ios) return false;
  if (switches.disableSafari && info.safari !== null) return false;
  if (switches.disableOpera && info.opera) return false;
  return true;
}

/**
 * The accounts service's address for a call: {accountsUrl}webAuthn/{name} (the platform writes the host with a
 * trailing slash, e.g. https://accounts.idosell.com/; one is added when missing).
 */
export function serviceUrl(accountsUrl: string, name: string): string {
  return `${accountsUrl.replace(/\/+$/, '')}/webAuthn/${name}`;
}

/**
 * The request every accounts-service call makes, as the platform's client makes it: POST, cookies included,
 * `cache: 'no-cache'` and no headers at all, so the body (a string) goes as text/plain and the cross-origin call
 * is a CORS simple request (no preflight).
 */
export function serviceRequest(body: string, signal?: AbortSignal): RequestInit {
  return { method: 'POST', credentials: 'include', cache: 'no-cache', body, ...(signal ? { signal } : {}) };
}

export function toBase64(bytes: ArrayBuffer | Uint8Array): string {
  const u8 = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let s = '';
  for (let i = 0; i < u8.length; i++) s += String.fromCharCode(u8[i]);
  return btoa(s);
}

/** base64 or base64url to bytes. */
export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const bin = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

const BINARY = /^=\?BINARY\?B\?([A-Za-z0-9+/]*={0,2})\?=$/;

/**
 * The accounts service's binaries (the common PHP WebAuthn library's JSON): every binary value is a string
 * `=?BINARY?B?<standard base64>?=`. Returns a copy with each such string, at any depth in objects and arrays,
 * turned into an ArrayBuffer; every other value is kept as it is.
 */
export function decodeBinaries(value: unknown): unknown {
  if (typeof value === 'string') {
    const m = BINARY.exec(value);
    if (!m || m[1].length % 4 === 1) return value;
    return fromBase64(m[1]).buffer;
  }
  if (Array.isArray(value)) return value.map(decodeBinaries);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = decodeBinaries(item);
    return out;
  }
  return value;
}

/** A passkey failure: a catalogue key or a text from the service; code 1 = browser not supported. */
export class PasskeyError extends Error {
  constructor(
    readonly key: MessageKey | null,
    readonly text: string = '',
    readonly code = 0,
  ) {
    super(text || key || 'passkey error');
  }
}

/** The service's message for a failed call: the first non-empty text given, else "Unknown error occured.". */
function failure(...texts: unknown[]): PasskeyError {
  for (const text of texts) {
    if (typeof text === 'string' && text.trim()) return new PasskeyError(null, text.trim());
  }
  return new PasskeyError('form.passkey.unknown');
}

/**
 * Reads a generate*Request.php answer {status, data, errorMsg}: status 'error' gives the service's errorMsg (or
 * "Unknown error occured."); otherwise `data` is a JSON string of `{publicKey: {…}}` whose binaries are
 * `=?BINARY?B?…?=` strings. Returns the `publicKey` options (a bare options object is read the same way) with
 * every binary an ArrayBuffer; missing or unreadable data gives "Failed to retrieve data.". The caller checks the
 * options' shape.
 */
export function readOptions(body: unknown): Record<string, unknown> {
  const b = (body && typeof body === 'object' ? body : {}) as { status?: unknown; data?: unknown; errorMsg?: unknown };
  if (b.status === 'error') throw failure(b.errorMsg);
  if (typeof b.data !== 'string' || !b.data) throw new PasskeyError('form.passkey.no_data');
  let parsed: unknown;
  try {
    parsed = JSON.parse(b.data);
  } catch {
    throw new PasskeyError('form.passkey.no_data');
  }
  const wrapper = parsed && typeof parsed === 'object' ? (parsed as { publicKey?: unknown }) : null;
  const options = wrapper && wrapper.publicKey && typeof wrapper.publicKey === 'object' ? wrapper.publicKey : wrapper;
  if (!options || Array.isArray(options)) throw new PasskeyError('form.passkey.no_data');
  return decodeBinaries(options) as Record<string, unknown>;
}

/** The register.php body (a JSON string), binaries in standard base64. */
export function registerBody(
  userLogin: string,
  domain: string,
  credential: { clientDataJSON: ArrayBuffer; attestationObject: ArrayBuffer; transports: string[] | null },
): string {
  return JSON.stringify({
    userLogin,
    domain,
    authenticatorTransportMethods: credential.transports,
    clientDataJSONBase64: toBase64(credential.clientDataJSON),
    attestationObjectBase64: toBase64(credential.attestationObject),
  });
}

/** The generateLoginRequest.php body (a JSON string). */
export function loginRequestBody(domain: string): string {
  return JSON.stringify({ domain });
}

/** The login.php body (a JSON string), binaries in standard base64, `null` for a missing value. */
export function loginBody(
  domain: string,
  credential: {
    rawId: ArrayBuffer | null;
    clientDataJSON: ArrayBuffer | null;
    authenticatorData: ArrayBuffer | null;
    signature: ArrayBuffer | null;
    userHandle: ArrayBuffer | null;
  },
): string {
  const b64 = (bytes: ArrayBuffer | null) => (bytes ? toBase64(bytes) : null);
  return JSON.stringify({
    domain,
    publicKeyCredentialBinRawId: b64(credential.rawId),
    clientDataJSONBase64: b64(credential.clientDataJSON),
    authenticatorDataBase64: b64(credential.authenticatorData),
    signatureBase64: b64(credential.signature),
    userHandleBinBase64: b64(credential.userHandle),
  });
}

/** Reads the register.php answer (not shown by the spec or the platform: {status, errorMsg} chosen, `ms` read too, an empty body accepted). */
export function readRegisterResult(body: unknown): void {
  const b = (body && typeof body === 'object' ? body : {}) as { status?: unknown; errorMsg?: unknown; ms?: unknown };
  if (b.status === 'error') throw failure(b.errorMsg, b.ms);
}

/** Reads the login.php answer {status, loginToken, ms}: not success = its ms; success without a token = '"loginToken" is invalid.'. */
export function readLoginResult(body: unknown): string {
  const b = (body && typeof body === 'object' ? body : {}) as { status?: unknown; loginToken?: unknown; ms?: unknown; errorMsg?: unknown };
  if (b.status !== 'success') throw failure(b.ms, b.errorMsg);
  if (typeof b.loginToken !== 'string' || !b.loginToken) throw new PasskeyError('form.passkey.token_invalid');
  return b.loginToken;
}

/** The shop's token login (spec §7 "Shop token login"), as the platform writes it: an anonymous mutation, the token inline. */
export function tokenLoginMutation(token: string): string {
  return `mutation { loginByIAIAccountsToken(token: ${gqlString(token)}) { status login } }`;
}

/** Reads {status, login} of the token login; anything but success = '"loginToken" is invalid.'. */
export function readTokenLogin(data: unknown): string {
  const r = (data && typeof data === 'object' ? (data as { loginByIAIAccountsToken?: unknown }).loginByIAIAccountsToken : null) as {
    status?: unknown;
    login?: unknown;
  } | null;
  if (!r || r.status !== 'success') throw new PasskeyError('form.passkey.token_invalid');
  return typeof r.login === 'string' ? r.login : '';
}

/**
 * Spec §4 "Logout", for the Smile block's sign-out: the session-storage entries of the signed-in shopper go (the
 * "expchck" ones, and the live search's cached results), the same prefixes as the logout widget's
 * (widgets/logout/rules.ts; a unit test keeps them equal). Kept apart so the core chunk, which holds the logout
 * widget, exports nothing more for this one.
 */
export const SIGN_OUT_CLEARED_PREFIXES = ['expchck', 'search_'] as const;

export function clearSignedInStorage(storage: Pick<Storage, 'length' | 'key' | 'removeItem'>): void {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key !== null && SIGN_OUT_CLEARED_PREFIXES.some((prefix) => key.startsWith(prefix))) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

/**
 * The account a registration is for: the page configuration's `passkey: { userLogin, authorizeToken }` (the head's
 * #storefront-config, written by the theme for the signed-in customer), read when the shopper asks. Never a marker's
 * attributes: a marker may sit in shop content, and a planted one must not register this device to another account.
 */
export function registration(raw: unknown): { userLogin: string; authorizeToken: string } {
  const given = isPlainObject(raw) ? raw.passkey : undefined;
  const fields = isPlainObject(given) ? given : {};
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  if (given !== undefined && (!isPlainObject(given) || [fields.userLogin, fields.authorizeToken].some((f) => f !== undefined && typeof f !== 'string')))
    warnOnce('passkey:config', "storefront: passkey: the page configuration's passkey must be { userLogin: string, authorizeToken: string }.");
  return { userLogin: text(fields.userLogin), authorizeToken: text(fields.authorizeToken) };
}
