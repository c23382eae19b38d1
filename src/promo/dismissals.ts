/**
 * Dismissals of promotions (spec §4 "Dismissals", §9 "Cookies"): closed bars are kept in local
 * storage under closedBars (a JSON array of the bars' ids); closing a banner sets its cookie for
 * 1 day on path /. Pure helpers; the widgets do the storage and DOM work.
 */
import * as v from 'valibot';

export const CLOSED_BARS_KEY = 'closedBars';
/** Ids kept at most (oldest dropped): the list lives in every page view's storage read. */
export const CLOSED_BARS_LIMIT = 100;
export const BANNER_COOKIE_DAYS = 1;
/** The value the platform writes (provider-facts "Cookies and storage"). */
export const BANNER_COOKIE_VALUE = 'true';
/** The banners and their cookies, spelt as the spec has them. */
export const BANNER_COOKIES: Readonly<Record<string, string>> = { rabateCode: 'rabateCode_clicked', freeShipping: 'freeeshipping_clicked' };

const ClosedBarsSchema = v.array(v.string());

/** The stored value parsed: ok false when it is not a JSON array of strings (then no ids). */
export function parseClosedBars(raw: string | null): { ids: string[]; ok: boolean } {
  if (raw === null || raw === '') return { ids: [], ok: true };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { ids: [], ok: false };
  }
  const result = v.safeParse(ClosedBarsSchema, json);
  return result.success ? { ids: result.output, ok: true } : { ids: [], ok: false };
}

export function withClosed(ids: readonly string[], id: string): string[] {
  return [...ids.filter((x) => x !== id), id].slice(-CLOSED_BARS_LIMIT);
}

export function hasCookie(cookies: string, name: string): boolean {
  return cookies.split(/;\s*/).some((c) => c.startsWith(`${name}=`));
}
