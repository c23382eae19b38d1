/**
 * Cookies (spec §9 "Cookies"): set on path "/" with an expiry given in days. The pure parts
 * (parseCookieHeader, serializeCookie) take and return strings, so they are unit-tested without
 * a document; readCookie / writeCookie / deleteCookie use document.cookie.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** name -> value of a Cookie header or document.cookie (values URI-decoded when they decode; the first of a repeated name wins). */
export function parseCookieHeader(header: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of header.split(';')) {
    const i = part.indexOf('=');
    if (i <= 0) continue;
    const name = part.slice(0, i).trim();
    if (!name || name in out) continue;
    let value = part.slice(i + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      value = decodeURIComponent(value);
    } catch {
      /* keep the raw value */
    }
    out[name] = value;
  }
  return out;
}

/**
 * The document.cookie assignment for a cookie on path "/": `days` > 0 expires that many days from
 * `now`, `days` <= 0 deletes it (expiry in the past). The value is URI-encoded.
 */
export function serializeCookie(name: string, value: string, days: number, now: number = Date.now()): string {
  const expires = new Date(days > 0 ? now + days * DAY_MS : 0).toUTCString();
  return `${name}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax`;
}

export function readCookie(name: string): string | undefined {
  return parseCookieHeader(typeof document === 'undefined' ? '' : document.cookie)[name];
}

export function writeCookie(name: string, value: string, days: number): void {
  document.cookie = serializeCookie(name, value, days);
}

export function deleteCookie(name: string): void {
  document.cookie = serializeCookie(name, '', 0);
}
