/**
 * forced_region pure logic (spec §2 "Forced-region modal", §3 "Forced-region cookies", §4
 * "Forced region", §7 "Region and zipcode reset"): cookie parsing, the opening rule, the cookie
 * values after "continue" and the reset mutation. No DOM, no React.
 */
import * as v from 'valibot';

import { REGION_COOKIE, ZIPCODE_COOKIE } from './names';

export { REGION_COOKIE, ZIPCODE_COOKIE };
/** Expiry of the cookies rewritten with showModal false (spec silent: chosen). */
export const FORCED_COOKIE_DAYS = 1;
/** Page contexts where the modal never shows (spec §2). */
export const BLOCKED_PAGES: readonly string[] = ['place-order_page', 'prepaid_page', 'order1_page', 'order2_page'];

/** A text field; null or missing reads as '' (the platform writes null for an unset value). */
const text = () =>
  v.optional(
    v.pipe(
      v.nullable(v.union([v.string(), v.number()])),
      v.transform((x) => (x === null ? '' : String(x).trim())),
    ),
    '',
  );
/** showModal: a boolean (also "true"/"false", 1/0); null or missing reads as false. */
const flag = () =>
  v.optional(
    v.pipe(
      v.nullable(v.union([v.boolean(), v.picklist(['true', 'false', '1', '0']), v.picklist([0, 1])])),
      v.transform((x) => x === true || x === 'true' || x === '1' || x === 1),
    ),
    false,
  );

const RegionCookieSchema = v.object({ currentCountry: text(), defaultCountry: text(), showModal: flag() });
const ZipcodeCookieSchema = v.object({ currentZipcode: text(), defaultZipcode: text(), showModal: flag() });
type RegionCookie = v.InferOutput<typeof RegionCookieSchema>;
type ZipcodeCookie = v.InferOutput<typeof ZipcodeCookieSchema>;

export interface ForcedState {
  region?: RegionCookie;
  zipcode?: ZipcodeCookie;
  /** The cookies' JSON objects as read (rewritten with only showModal changed). */
  json?: { region?: Record<string, unknown>; zipcode?: Record<string, unknown> };
  /** One line per cookie that is present but malformed (the caller warns once). */
  problems: string[];
}

/**
 * A cookie's JSON: the platform writes it raw (facts "Cookies"), so the raw value is read first; a
 * URI-encoded value (an older reading, or another writer) is read too.
 */
export function cookieJson(raw: string): { ok: true; json: unknown } | { ok: false } {
  const candidates = [raw];
  try {
    const decoded = decodeURIComponent(raw);
    if (decoded !== raw) candidates.push(decoded);
  } catch {
    /* not URI-encoded */
  }
  if (raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"')) candidates.push(raw.slice(1, -1));
  for (const text of candidates) {
    try {
      return { ok: true, json: JSON.parse(text) };
    } catch {
      /* next reading */
    }
  }
  return { ok: false };
}

function parseOne<S extends v.GenericSchema>(
  name: string,
  raw: string | undefined,
  schema: S,
  problems: string[],
): { value: v.InferOutput<S>; json: Record<string, unknown> } | undefined {
  if (raw === undefined) return undefined;
  const read = cookieJson(raw);
  if (!read.ok) {
    problems.push(`${name} is not JSON`);
    return undefined;
  }
  const result = v.safeParse(schema, read.json);
  if (!result.success) {
    const issue = result.issues[0];
    const path = (issue.path ?? []).map((p) => String(p.key)).join('.');
    problems.push(`${name}${path ? `.${path}` : ''}: ${issue.message}`);
    return undefined;
  }
  return { value: result.output, json: read.json as Record<string, unknown> };
}

/** Reads both cookies from a name -> value map of the values as stored (parseCookieHeader with raw: true). */
export function readForcedState(cookies: Record<string, string>): ForcedState {
  const problems: string[] = [];
  const region = parseOne(REGION_COOKIE, cookies[REGION_COOKIE], RegionCookieSchema, problems);
  const zipcode = parseOne(ZIPCODE_COOKIE, cookies[ZIPCODE_COOKIE], ZipcodeCookieSchema, problems);
  return { region: region?.value, zipcode: zipcode?.value, json: { region: region?.json, zipcode: zipcode?.json }, problems };
}

/**
 * What is forced, decided by the cookie values, not by which cookies exist (a platform may keep a
 * region cookie with an empty currentCountry beside a forced zipcode): the region when it has a
 * currentCountry, the zipcode when it has a currentZipcode. kind is the notice shown: the country
 * one when a country is forced (with the zipcode too when both are), else the zipcode one.
 */
export interface ForcedNotice {
  kind: 'region' | 'zipcode';
  region?: RegionCookie;
  zipcode?: ZipcodeCookie;
}

export function forcedNotice(state: ForcedState): ForcedNotice | undefined {
  const region = state.region?.currentCountry ? state.region : undefined;
  const zipcode = state.zipcode?.currentZipcode ? state.zipcode : undefined;
  if (!region && !zipcode) return undefined;
  return { kind: region ? 'region' : 'zipcode', region, zipcode };
}

/**
 * Opens when either cookie has showModal true (spec §4), never on the blocked pages, and only when
 * something is forced (chosen: a notice with no country and no zipcode would say nothing).
 */
export function shouldOpenForced(state: ForcedState, pageType: string): boolean {
  if (BLOCKED_PAGES.includes(pageType)) return false;
  return !!(state.region?.showModal || state.zipcode?.showModal) && forcedNotice(state) !== undefined;
}

/**
 * The cookie JSON to write after "continue" (facts "Cookies"): each present cookie as it was read
 * (null fields stay null, fields we do not know stay) with showModal false. The caller writes it raw.
 */
export function dismissedCookies(state: ForcedState): Array<[string, Record<string, unknown>]> {
  const out: Array<[string, Record<string, unknown>]> = [];
  if (state.region)
    out.push([
      REGION_COOKIE,
      { ...(state.json?.region ?? { currentCountry: state.region.currentCountry, defaultCountry: state.region.defaultCountry }), showModal: false },
    ]);
  if (state.zipcode)
    out.push([
      ZIPCODE_COOKIE,
      { ...(state.json?.zipcode ?? { currentZipcode: state.zipcode.currentZipcode, defaultZipcode: state.zipcode.defaultZipcode }), showModal: false },
    ]);
  return out;
}

const RESULT = '{ status error { code message } }';

export interface ResetOperation {
  /** The informational ?mutation= name (spec §7). */
  name: 'unsetRegion' | 'unsetZipcode' | 'unsetRegionAndZipcode';
  query: string;
  /** The field whose status counts. */
  statusField: 'unsetTemporaryRegion' | 'unsetTemporaryZipcode';
  /** Cookies deleted on success. */
  cookies: string[];
}

/**
 * The reset for what is forced (see forcedNotice): region, zipcode or both (status read from
 * unsetTemporaryRegion). A cookie without a current value is not reset.
 */
export function resetOperation(state: ForcedState): ResetOperation | undefined {
  const forced = forcedNotice(state);
  if (!forced) return undefined;
  const { region, zipcode } = forced;
  if (region && zipcode) {
    return {
      name: 'unsetRegionAndZipcode',
      query: `mutation unsetRegionAndZipcode { unsetTemporaryRegion ${RESULT} unsetTemporaryZipcode ${RESULT} }`,
      statusField: 'unsetTemporaryRegion',
      cookies: [REGION_COOKIE, ZIPCODE_COOKIE],
    };
  }
  if (region)
    return {
      name: 'unsetRegion',
      query: `mutation unsetRegion { unsetTemporaryRegion ${RESULT} }`,
      statusField: 'unsetTemporaryRegion',
      cookies: [REGION_COOKIE],
    };
  if (zipcode)
    return {
      name: 'unsetZipcode',
      query: `mutation unsetZipcode { unsetTemporaryZipcode ${RESULT} }`,
      statusField: 'unsetTemporaryZipcode',
      cookies: [ZIPCODE_COOKIE],
    };
  return undefined;
}

/** {status, error{code, message}}: only status is read; error (any shape, null or missing) never spoils it. */
const UnsetResultSchema = v.object({
  status: v.string(),
  error: v.optional(v.nullable(v.unknown())),
});

/** The status of a reset response's data (undefined when the shape does not fit). */
export function resetStatus(data: unknown, field: ResetOperation['statusField']): string | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const result = v.safeParse(UnsetResultSchema, (data as Record<string, unknown>)[field]);
  return result.success ? result.output.status : undefined;
}
