/** The forced-region cookies' names (spec §3 "Forced-region cookies"): all the widget needs before one is there. */
export const REGION_COOKIE = 'setRegionForced';
export const ZIPCODE_COOKIE = 'setZipcodeForced';

/** Whether a cookie header carries either forced-region cookie (its value is checked by the rules, later). */
export function hasForcedCookie(cookieHeader: string): boolean {
  return cookieHeader.split(';').some((pair) => {
    const at = pair.indexOf('='); // a pair without "=" is a value of a nameless cookie
    const name = at < 0 ? '' : pair.slice(0, at).trim();
    return name === REGION_COOKIE || name === ZIPCODE_COOKIE;
  });
}
