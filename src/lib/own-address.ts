/**
 * Where a shopper's data, credentials or scripts go (docs/architecture.md, "Trust"), checked where each address is
 * used (all of them in lazily loaded code: the core chunk carries none of this). GraphQL (and the error log on it),
 * and scripts by name: an http(s) address on the page's own origin (the platform serves them
 * there: provider-facts "Page configuration", `urls.graphql` = `/graphql/v1/`, `urls.prefix` = `/gfx/<language>/`),
 * as an absolute URL resolved against the page's own address, never the document's base URL (a `<base href>` in shop
 * content could set that); another is refused with one warning, and the platform's default is used. The accounts
 * service (passkeys) is the one address allowed on another host, because the platform serves it on its own
 * (`app_shop.vars.IAIAccountsUrl`, default https://accounts.idosell.com/): https only, or http on the machine itself
 * (a potentially trustworthy origin to browsers: a developer's copy of the service).
 */
import { safeUrl, sameOriginUrl } from './url';
import { warnOnce } from './report';

function refused(field: string, value: string, used: string): string {
  warnOnce(
    `address:${field}`,
    `storefront: page configuration field "${field}" (${value}) is not ${field == 'accountsUrl' ? 'an https address' : "an http(s) address on the shop's own origin"}; ${used} is used.`,
  );
  return used;
}

/** A page configuration address on the page's own origin, absolute; else `fallback` there (with one warning). */
export function ownAddress(field: string, value: string, fallback: string): string {
  return sameOriginUrl(value)?.href ?? refused(field, value, new URL(fallback, location.href).href);
}

/** The accounts service's address: https (or http on the machine itself); else `fallback` (with one warning). */
export function accountsAddress(value: string, fallback = 'https://accounts.idosell.com/'): string {
  const url = safeUrl(value);
  return url && /^(https:|http:\/\/(localhost|127\.0\.0\.1|\[::1\])[:/])/.test(url.href) ? url.href : refused('accountsUrl', value, fallback);
}
