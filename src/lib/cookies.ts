/**
 * Cookies (spec §9 "Cookies"): set on path "/" with an expiry given in days. The pure parts
 * (parseCookieHeader, from cookie-header.mjs, and serializeCookie) take and return strings, so they are unit-tested
 * without a document; writeCookie / deleteCookie use document.cookie.
 */
import { doc } from './dom';

const DAY_MS = 24 * 60 * 60 * 1000;

/** name -> value of a Cookie header or document.cookie: one parser for the bundle and the fixture shop. */
export { parseCookieHeader } from './cookie-header.mjs';

/**
 * The document.cookie assignment for a cookie on path "/": `days` > 0 expires that many days from
 * `now`, `days` <= 0 deletes it (expiry in the past). The value is URI-encoded.
 */
export function serializeCookie(name: string, value: string, days: number, now: number = Date.now(), secure: boolean = pageIsHttps()): string {
  return `${name}=${encodeURIComponent(value)}${cookieAttributes(days, now, secure)}`;
}

/** Whether the page is served over https: cookies written there are Secure (never sent over plain http). */
function pageIsHttps(): boolean {
  return typeof location !== 'undefined' && location.protocol === 'https:';
}

/** "; expires=…; path=/; SameSite=Lax", and "; Secure" over https: the attributes of every cookie the bundle writes. */
function cookieAttributes(days: number, now: number, secure: boolean): string {
  const expires = new Date(days > 0 ? now + days * DAY_MS : 0).toUTCString();
  return `; expires=${expires}; path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * A value document.cookie stores as it is: no ";" (it ends the value), no control characters (the
 * browser refuses the cookie) and no leading or trailing space (trimmed away).
 */
export function isRawCookieValue(value: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what it refuses
  return !/[;\u0000-\u001f\u007f]/.test(value) && value === value.trim();
}

/**
 * JSON as a cookie value written raw, as the platform writes its JSON cookies (its own scripts
 * JSON.parse the raw value, so it must not be URI-encoded): JSON.stringify, with ";", "%" and every
 * character outside printable ASCII written as a \uXXXX escape (the same JSON to JSON.parse, and
 * nothing a browser or a server could cut or re-encode).
 */
export function rawJsonCookieValue(value: unknown): string {
  const json = JSON.stringify(value) ?? 'null';
  // eslint-disable-next-line no-control-regex -- control characters are what it escapes
  return json.replace(/[;%\u0000-\u001f\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The document.cookie assignment for a value written as it is (see rawJsonCookieValue); throws on a value a cookie cannot hold. */
export function serializeRawCookie(name: string, value: string, days: number, now: number = Date.now(), secure: boolean = pageIsHttps()): string {
  if (!isRawCookieValue(value)) throw new TypeError(`cookie ${name}: the value cannot be stored raw`);
  return `${name}=${value}${cookieAttributes(days, now, secure)}`;
}

export function writeCookie(name: string, value: string, days: number): void {
  doc.cookie = serializeCookie(name, value, days);
}

/** Writes a JSON value raw (the platform's JSON cookies: setRegionForced, setZipcodeForced). */
export function writeRawJsonCookie(name: string, value: unknown, days: number): void {
  doc.cookie = serializeRawCookie(name, rawJsonCookieValue(value), days);
}

export function deleteCookie(name: string): void {
  doc.cookie = serializeCookie(name, '', 0);
}
