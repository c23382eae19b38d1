/**
 * Pure passkey rules (spec §3 "Passkeys", §6 "Passkey browser support", §7 "Passkeys",
 * §8 "Passkey errors"): browser support, payload shapes, reading the service's answers.
 */
import type { MessageKey } from '../../src/i18n';

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

/** The accounts service's address for a call: {host}/webAuthn/{name}. */
export function serviceUrl(host: string, name: string): string {
  return `${host.replace(/\/+$/, '')}/webAuthn/${name}`;
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

/**
 * Reads a generate*Request.php answer {status, data (JSON string of options), errorMsg}: status
 * 'error' gives the server's errorMsg or "Unknown error occured."; missing or unreadable data gives
 * "Failed to retrieve data.".
 */
export function readOptions(body: unknown): Record<string, unknown> {
  const b = (body && typeof body === 'object' ? body : {}) as { status?: unknown; data?: unknown; errorMsg?: unknown };
  if (b.status === 'error') {
    const msg = typeof b.errorMsg === 'string' ? b.errorMsg.trim() : '';
    throw msg ? new PasskeyError(null, msg) : new PasskeyError('form.passkey.unknown');
  }
  if (typeof b.data !== 'string' || !b.data) throw new PasskeyError('form.passkey.no_data');
  try {
    const options = JSON.parse(b.data) as unknown;
    if (!options || typeof options !== 'object' || typeof (options as { challenge?: unknown }).challenge !== 'string') throw new Error('no challenge');
    return options as Record<string, unknown>;
  } catch {
    throw new PasskeyError('form.passkey.no_data');
  }
}

/** Reads the register.php answer (shape not in the spec: {status, errorMsg} chosen, an empty body accepted). */
export function readRegisterResult(body: unknown): void {
  const b = (body && typeof body === 'object' ? body : {}) as { status?: unknown; errorMsg?: unknown };
  if (b.status === 'error') {
    const msg = typeof b.errorMsg === 'string' ? b.errorMsg.trim() : '';
    throw msg ? new PasskeyError(null, msg) : new PasskeyError('form.passkey.unknown');
  }
}

/** Reads the login.php answer {status, loginToken, ms}: not success = its ms; success without a token = '"loginToken" is invalid.'. */
export function readLoginResult(body: unknown): string {
  const b = (body && typeof body === 'object' ? body : {}) as { status?: unknown; loginToken?: unknown; ms?: unknown };
  if (b.status !== 'success') {
    const ms = typeof b.ms === 'string' ? b.ms.trim() : '';
    throw ms ? new PasskeyError(null, ms) : new PasskeyError('form.passkey.unknown');
  }
  if (typeof b.loginToken !== 'string' || !b.loginToken) throw new PasskeyError('form.passkey.token_invalid');
  return b.loginToken;
}

/** The shop's token login (spec §7 "Shop token login"). */
export function tokenLoginMutation(token: string): string {
  return `mutation loginByToken { loginByIAIAccountsToken(token: ${JSON.stringify(token)}) { status login } }`;
}

/** Reads {status, login} of the token login; anything but success = '"loginToken" is invalid.'. */
export function readTokenLogin(data: unknown): string {
  const r = (data && typeof data === 'object' ? (data as { loginByIAIAccountsToken?: unknown }).loginByIAIAccountsToken : null) as { status?: unknown; login?: unknown } | null;
  if (!r || r.status !== 'success') throw new PasskeyError('form.passkey.token_invalid');
  return typeof r.login === 'string' ? r.login : '';
}
