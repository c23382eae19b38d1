// Types of src/lib/cookie-header.mjs (plain JavaScript, so that the fixture shop's Node modules import it too).
/**
 * name -> value of a Cookie header or document.cookie (values URI-decoded when they decode, unless `raw`: as written;
 * the first of a repeated name wins).
 */
export function parseCookieHeader(header: string, options?: { raw?: boolean }): Record<string, string>;
