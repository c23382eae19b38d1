// node scripts/check-upload.mjs <folder | https://shop.example/storefront/> [--manifest <manifest.json>]
// (npm run check-upload -- …): checks an uploaded release against its manifest.json (docs/install.md, "Check an
// upload"). The manifest is read from the place itself (or from --manifest, e.g. the release folder's, when the shop
// does not serve it). Then every file it lists must be there with its sha384 integrity:
//  - a folder: missing and changed files; files the release does not have are listed (a previous release's chunks
//    are kept there on purpose), a source map among them fails (they are never uploaded);
//  - a URL: each file fetched: not 200, changed bytes, a `.js` not served as JavaScript, and a Cache-Control other than
//    manifest.json's `cacheControl` (`immutable` only for the hashed and versioned scripts, `no-cache` for the rest).
// The extras a shop does not need (tags.html, LICENSE, THIRD_PARTY_NOTICES.txt, CHANGELOG.md, storefront.d.ts) may be
// left out; if they are there, they are checked too. Exit 0 when all is well, 1 otherwise (with each problem).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const integrity = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** A file a shop may leave out (docs/install.md: "not needed on the shop"): every listed file but the scripts. */
const optional = (file) => !file.endsWith('.js');

/** Cache-Control's directives, lower case, in a set ("public, max-age=31536000, immutable" in any order). */
const directives = (value) =>
  new Set(
    String(value ?? '')
      .toLowerCase()
      .split(',')
      .map((d) => d.trim().replace(/\s*=\s*/, '='))
      .filter(Boolean),
  );
const sameDirectives = (a, b) => {
  const x = directives(a);
  const y = directives(b);
  return x.size === y.size && [...x].every((d) => y.has(d));
};

/** The problems of a parsed manifest.json (`where` names it); none: []. */
function manifestProblems(manifest, where) {
  if (!manifest || typeof manifest !== 'object' || Array.isArray(manifest)) return [`${where}: not a JSON object`];
  if (typeof manifest.version !== 'string') return [`${where}: "version" is missing or not a string`];
  if (!manifest.files || typeof manifest.files !== 'object' || Array.isArray(manifest.files)) return [`${where}: "files" is missing or not an object`];
  const problems = [];
  for (const [file, entry] of Object.entries(manifest.files)) {
    if (!/^[^/\\]+$/.test(file) || file === '.' || file === '..') problems.push(`${where}: "files" lists ${JSON.stringify(file)}, which is not a file name`);
    else if (typeof entry?.integrity !== 'string' || !entry.integrity.startsWith('sha384-'))
      problems.push(`${where}: files → ${file} → "integrity" is missing or not sha384-…`);
    else if (typeof entry.cacheControl !== 'string') problems.push(`${where}: files → ${file} → "cacheControl" is missing or not a string`);
  }
  return problems;
}

/** Runs `work` over `items`, at most `limit` at once, in order of the results. */
async function pool(items, limit, work) {
  const out = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await work(items[i]);
      }
    }),
  );
  return out;
}

/** The message of a failed fetch, with its cause (undici puts the network error there). */
const reason = (error) => [error.message, error.cause?.message ?? error.cause?.code].filter(Boolean).join(': ');

/**
 * Checks the upload at `place` (a folder, or an http(s) URL of the folder) against its manifest.json, or the one at
 * `options.manifest` (a local file). Resolves to { version, checked, problems, notes }: problems fail the check,
 * notes only inform (extras left out, files of other releases in the folder).
 */
export async function checkUpload(place, options = {}) {
  const remote = /^https?:\/\//i.test(place);
  const base = remote ? (place.endsWith('/') ? place : `${place}/`) : path.resolve(place);
  const problems = [];
  const notes = [];
  const result = (version = null, checked = 0) => ({ version, checked, problems, notes });

  // manifest.json
  let manifestText;
  let manifestWhere;
  let manifestHeaders = null;
  if (options.manifest) {
    manifestWhere = options.manifest;
    if (!existsSync(manifestWhere)) {
      problems.push(`${manifestWhere}: no such file (--manifest)`);
      return result();
    }
    manifestText = readFileSync(manifestWhere, 'utf8');
  } else if (remote) {
    manifestWhere = `${base}manifest.json`;
    try {
      const answer = await fetch(manifestWhere, { redirect: 'follow' });
      if (answer.status !== 200) {
        problems.push(`${manifestWhere}: HTTP ${answer.status} (not uploaded? give the release's with --manifest <release folder>/manifest.json)`);
        return result();
      }
      manifestText = await answer.text();
      manifestHeaders = answer.headers;
    } catch (error) {
      problems.push(`${manifestWhere}: could not be fetched (${reason(error)})`);
      return result();
    }
  } else {
    if (!existsSync(base) || !statSync(base).isDirectory()) {
      problems.push(`${base}: no such folder`);
      return result();
    }
    manifestWhere = path.join(base, 'manifest.json');
    if (!existsSync(manifestWhere)) {
      problems.push(`${manifestWhere}: missing (upload it, or give the release's with --manifest)`);
      return result();
    }
    manifestText = readFileSync(manifestWhere, 'utf8');
  }
  let manifest;
  try {
    manifest = JSON.parse(manifestText);
  } catch (error) {
    problems.push(`${manifestWhere}: not JSON (${error.message})`);
    return result();
  }
  problems.push(...manifestProblems(manifest, manifestWhere));
  if (problems.length) return result();
  const listed = Object.keys(manifest.files).sort();
  if (manifestHeaders && !sameDirectives(manifestHeaders.get('cache-control'), 'no-cache'))
    problems.push(`manifest.json: served with Cache-Control "${manifestHeaders.get('cache-control') ?? '(none)'}", not "no-cache"`);

  if (!remote) {
    for (const file of listed) {
      const at = path.join(base, file);
      if (!existsSync(at)) {
        if (optional(file)) notes.push(`${file}: not uploaded (not needed on the shop)`);
        else problems.push(`${file}: missing`);
      } else if (integrity(readFileSync(at)) !== manifest.files[file].integrity) problems.push(`${file}: changed (its sha384 is not manifest.json's)`);
    }
    const others = readdirSync(base).filter((f) => f !== 'manifest.json' && !(f in manifest.files));
    for (const f of others.filter((f) => f.endsWith('.map'))) problems.push(`${f}: a source map on the shop (they are kept apart, never uploaded)`);
    const rest = others.filter((f) => !f.endsWith('.map'));
    if (rest.length) notes.push(`${rest.length} file(s) not in this release (a previous release's, kept for pages still using them): ${rest.join(', ')}`);
    return result(manifest.version, listed.length);
  }

  const answers = await pool(listed, 6, async (file) => {
    const url = new URL(file, base).href;
    try {
      const answer = await fetch(url, { redirect: 'follow' });
      const bytes = answer.status === 200 ? Buffer.from(await answer.arrayBuffer()) : null;
      return { file, url, status: answer.status, headers: answer.headers, bytes };
    } catch (error) {
      return { file, url, error: reason(error) };
    }
  });
  for (const { file, url, status, headers, bytes, error } of answers) {
    const entry = manifest.files[file];
    if (error) problems.push(`${file}: could not be fetched (${error}) from ${url}`);
    else if (status !== 200) {
      if (status === 404 && optional(file)) notes.push(`${file}: not uploaded (not needed on the shop)`);
      else problems.push(`${file}: HTTP ${status} from ${url}${status === 404 ? ' (missing)' : ''}`);
    } else {
      if (integrity(bytes) !== entry.integrity) problems.push(`${file}: changed (the served bytes' sha384 is not manifest.json's)`);
      const served = headers.get('cache-control');
      if (!sameDirectives(served, entry.cacheControl))
        problems.push(`${file}: served with Cache-Control "${served ?? '(none)'}", manifest.json says "${entry.cacheControl}"`);
      const type = headers.get('content-type') ?? '';
      if (file.endsWith('.js') && !/^(text|application)\/(x-)?(javascript|ecmascript)\s*(;|$)/i.test(type))
        problems.push(`${file}: served as "${type || '(no Content-Type)'}", not text/javascript (a module script of another type is refused)`);
    }
  }
  return result(manifest.version, listed.length);
}

async function main() {
  const args = process.argv.slice(2);
  const at = args.indexOf('--manifest');
  const manifest = at >= 0 ? args[at + 1] : undefined;
  const rest = args.filter((_, i) => at < 0 || (i !== at && i !== at + 1));
  if (rest.length !== 1 || (at >= 0 && !manifest) || rest[0].startsWith('-')) {
    console.error('usage: node scripts/check-upload.mjs <folder | https://shop.example/storefront/> [--manifest <manifest.json>]');
    process.exit(1);
  }
  const { version, checked, problems, notes } = await checkUpload(rest[0], { manifest });
  for (const note of notes) console.log(`note: ${note}`);
  if (problems.length) {
    console.error(`check-upload: ${rest[0]}${version ? ` (storefront ${version})` : ''}:\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  const headers = /^https?:/i.test(rest[0]) ? ', served with the headers manifest.json gives' : '';
  console.log(`check-upload: ${rest[0]}: storefront ${version}, ${checked} files as manifest.json lists them${headers}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`check-upload: ${error.message}`);
    process.exit(1);
  });
}
