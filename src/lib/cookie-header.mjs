// A Cookie header (or document.cookie) read into name -> value, by one set of rules for the bundle
// (src/lib/cookies.ts exports it) and the fixture shop, which reads its requests' Cookie header with it
// (fixtures/server.mjs, fixtures/graphql/resolvers.mjs, fixtures/webauthn.mjs). Plain JavaScript so that Node runs
// it as it is; its types are beside it (cookie-header.d.mts).

/**
 * name -> value of a Cookie header or document.cookie: pairs split at ";" and at their first "=", name and value
 * trimmed, a pair with no name or no "=" skipped, the first of a repeated name kept; a value in double quotes loses
 * them, then is URI-decoded when it decodes (else kept as written). `raw`: every value as written (the platform's
 * JSON cookies).
 */
export function parseCookieHeader(header, { raw = false } = {}) {
  const out = {};
  for (const part of header.split(';')) {
    const i = part.indexOf('=');
    if (i <= 0) continue;
    const name = part.slice(0, i).trim();
    if (!name || name in out) continue;
    let value = part.slice(i + 1).trim();
    if (raw) {
      out[name] = value;
      continue;
    }
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
