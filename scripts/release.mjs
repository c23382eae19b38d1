// npm run release [-- --no-build]: builds (with source maps, written apart) and makes
//   release/storefront-<version>/            what a shop uploads: every file of dist/, loader-<version>.js, manifest.json,
//                                             LICENSE, THIRD_PARTY_NOTICES.txt, CHANGELOG.md, tags.html, and
//                                             storefront.d.ts (types/: window.storefront's types, docs/api.md)
//   release/storefront-<version>.zip         that folder, zipped
//   release/storefront-<version>-sourcemaps/ the source maps and dist/stats.json: kept by the shop's developer, never
//                                             uploaded (node scripts/map-stack.mjs maps an error-log stack with them)
// then checks the result (scripts/check-release.mjs) and prints the tags to paste (the head guard, the import map that
// gives every script its integrity, the pinned loader). docs/release.md explains it all.
// --no-build packs the dist/ there is (it then has no source maps, and the notices are not checked against them).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { distCacheControl } from '../fixtures/static.mjs';
import { zipSync } from 'fflate';
import { checkRelease } from './check-release.mjs';
import { packageOf } from './package-of.mjs';
import { reusedVersion } from './released-version.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SEMVER = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/;

export const integrity = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** A script's text as it goes between <script> and </script>. */
const inlineText = (code) => code.trim().replace(/<\/script/gi, '<\\/script');

/**
 * The scripts a pinned release's import map lists (docs/install.md, "The tags"): every .js file of the release but
 * `loader.js`. An import map's integrity applies to a module script tag too (measured in Chromium 156, Firefox ESR 153
 * and WebKitGTK 2.50): listing the unpinned name would pin it, and a page with this map and the unpinned tag would
 * refuse the next release's loader.js.
 */
export const importMapScripts = (files) => files.filter((f) => f.endsWith('.js') && f !== 'loader.js').sort();

/**
 * The tags a shop pastes into <head> (docs/install.md, "The tags"): the head guard inline, the import map whose
 * `integrity` gives every script of the release (`scripts`: file → sha384 integrity; the browser then runs a chunk
 * only if its bytes are the release's, static and dynamic imports alike), then the pinned loader.
 */
export function tagsFor({ base, loaderFile, loaderIntegrity, headGuard, scripts, nonce = '' }) {
  const n = nonce ? ` nonce="${nonce}"` : '';
  return [
    `<script${n}>${inlineText(headGuard)}</script>`,
    importMapTag({ base, scripts, nonce }),
    `<script type="module"${n} integrity="${loaderIntegrity}" src="${base}${loaderFile}"></script>`,
  ].join('\n');
}

/** The import map of the tags: `scripts` (file → sha384 integrity) under `base`, one entry a line, by name. */
export function importMapTag({ base, scripts, nonce = '' }) {
  const entries = Object.keys(scripts)
    .sort()
    .map((file) => `    ${JSON.stringify(base + file)}: ${JSON.stringify(scripts[file])}`);
  // JSON may say `<\/` for `</`: no base can end the script element early.
  const map = `{\n  "integrity": {\n${entries.join(',\n')}\n  }\n}`.replace(/<\//g, '<\\/');
  return `<script type="importmap"${nonce ? ` nonce="${nonce}"` : ''}>\n${map}\n</script>`;
}

/** The licence file of a package folder: LICENSE, LICENCE, COPYING, with or without an extension, any case. */
export function licenceFile(dir) {
  const names = readdirSync(dir).filter((f) => /^(licen[cs]e|copying)([.-].*)?$/i.test(f) || /-licen[cs]e(\.\w+)?$/i.test(f));
  return names.length ? path.join(dir, names.sort()[0]) : null;
}

/**
 * The third-party notices of what dist/stats.json says is bundled: each node_modules package with its version,
 * licence, the release files holding it and its licence text. Throws when a package has no licence or no licence text.
 */
export function thirdPartyNotices(stats, version) {
  const packages = new Map();
  for (const chunk of stats.chunks) {
    for (const id of Object.keys(chunk.modules)) {
      const pkg = packageOf(id);
      if (!pkg) continue;
      const entry = packages.get(pkg.name) ?? { ...pkg, files: new Set() };
      entry.files.add(chunk.fileName);
      packages.set(pkg.name, entry);
    }
  }
  const problems = [];
  const sections = [...packages.values()]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(({ name, dir, files }) => {
      const meta = JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
      const licence = typeof meta.license === 'string' ? meta.license : meta.license?.type;
      const file = licenceFile(path.join(root, dir));
      if (!licence) problems.push(`${name}: its package.json names no licence`);
      if (!file) problems.push(`${name}: no licence file in ${dir}`);
      const home = meta.homepage || (typeof meta.repository === 'string' ? meta.repository : meta.repository?.url) || '';
      return [
        '='.repeat(78),
        `${name} ${meta.version}: ${licence}`,
        home && `Source: ${home.replace(/^git\+/, '')}`,
        `Bundled in: ${[...files].sort().join(', ')}`,
        '-'.repeat(78),
        file ? readFileSync(file, 'utf8').trim() : '(no licence text found)',
        '',
      ]
        .filter((line) => line !== '')
        .join('\n');
    });
  if (problems.length) throw new Error(`third-party notices: ${problems.join('; ')}`);
  const head = [
    `Storefront widget bundle ${version}: third-party notices`,
    '',
    'The files of this release include the following packages, as bundled by the build (the modules rollup put into',
    "each file). Each is distributed under its own licence, whose text follows its name; the storefront's own code",
    'is under the licence in LICENSE.',
    '',
  ].join('\n');
  return { text: `${head}\n${sections.join('\n\n')}\n`, packages: [...packages.keys()].sort() };
}

/**
 * Writes the version's own files of the release folder `out` from the others: `tags.html` (the tags pinning
 * `loader-<version>.js`, which must be there, and giving every script its integrity) and `manifest.json` (every file
 * with its size, integrity and cache rule). Anything either held before is replaced. Returns the tags, the import
 * map's scripts (file → integrity) and the inline head guard's CSP hash.
 */
export function writeTagsAndManifest(out, version) {
  rmSync(path.join(out, 'manifest.json'), { force: true });
  rmSync(path.join(out, 'tags.html'), { force: true });
  const loaderFile = `loader-${version}.js`;
  const loaderIntegrity = integrity(readFileSync(path.join(out, loaderFile)));
  const headGuard = readFileSync(path.join(out, 'dismissals-head.js'), 'utf8');
  const scripts = Object.fromEntries(importMapScripts(readdirSync(out)).map((f) => [f, integrity(readFileSync(path.join(out, f)))]));
  const tags = tagsFor({ base: '/storefront/', loaderFile, loaderIntegrity, headGuard, scripts });
  writeFileSync(
    path.join(out, 'tags.html'),
    `<!-- storefront ${version}: paste into the shop's <head>, after app_shop (docs/install.md, "The tags"). -->\n${tags}\n`,
  );

  const files = {};
  for (const file of readdirSync(out).sort()) {
    const bytes = readFileSync(path.join(out, file));
    files[file] = { size: bytes.length, integrity: integrity(bytes), cacheControl: distCacheControl(file) };
  }
  const headGuardHash = `sha256-${createHash('sha256').update(inlineText(headGuard)).digest('base64')}`;
  const manifest = { name: 'storefront', version, loader: loaderFile, headGuardCspHash: headGuardHash, files };
  writeFileSync(path.join(out, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
  return { tags, scripts, headGuardHash };
}

/**
 * The zip of `entries` ([{ name: 'dir/file.js', data }]), in their order, written by fflate (DEFLATE level 9), every
 * entry a regular file (rw-r--r--) dated 2026-01-01 00:00: the same files make the same bytes, on any machine and in
 * any time zone (a zip holds local date fields; the date is built from local fields, so they are always these).
 * scripts/check-release.mjs reads it back with another library (adm-zip), so a bug of one is not hidden by the other.
 */
export function zip(entries) {
  const files = {};
  for (const { name, data } of entries) {
    if (name in files) throw new Error(`zip: ${name} twice`);
    files[name] = [data, { level: 9, mtime: new Date(2026, 0, 1), os: 3, attrs: (0o100644 << 16) >>> 0 }];
  }
  return Buffer.from(zipSync(files));
}

/** Zips the release folder `out` into `zipFile`: its files by name under `<folder name>/`. Returns how many. */
export function zipRelease(out, zipFile) {
  const name = path.basename(out);
  const entries = readdirSync(out)
    .sort()
    .map((file) => ({ name: `${name}/${file}`, data: readFileSync(path.join(out, file)) }));
  writeFileSync(zipFile, zip(entries));
  return entries.length;
}

function main() {
  const args = process.argv.slice(2);
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const version = pkg.version;
  if (!SEMVER.test(version)) throw new Error(`package.json version "${version}" is not semver (docs/release.md, "Versions")`);
  // Before anything is built or written: a version already released is never made again with other bytes.
  const reused = reusedVersion(root, version);
  if (reused) throw new Error(reused);
  const dist = path.join(root, 'dist');
  if (!args.includes('--no-build')) {
    // The same build as `npm run build`, plus source maps beside each file, without a sourceMappingURL comment: the
    // files' bytes (and names) are the normal build's (rollup.config.mjs, SOURCEMAPS).
    execFileSync(process.execPath, [path.join(root, 'node_modules/rollup/dist/bin/rollup'), '-c', '--silent'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, SOURCEMAPS: 'hidden' },
    });
  }
  if (!existsSync(path.join(dist, 'loader.js'))) throw new Error('dist/loader.js is missing: run `npm run build` first');

  const name = `storefront-${version}`;
  const out = path.join(root, 'release', name);
  const maps = path.join(root, 'release', `${name}-sourcemaps`);
  const zipFile = path.join(root, 'release', `${name}.zip`);
  for (const p of [out, maps, zipFile]) rmSync(p, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  mkdirSync(maps, { recursive: true });

  // The maps leave dist/ (the fixture shop and the budgets see the normal build) for the kept-apart folder.
  for (const file of readdirSync(dist)) {
    if (file.endsWith('.map')) renameSync(path.join(dist, file), path.join(maps, file));
    else if (file === 'stats.json') copyFileSync(path.join(dist, file), path.join(maps, file));
    else copyFileSync(path.join(dist, file), path.join(out, file));
  }
  copyFileSync(path.join(dist, 'loader.js'), path.join(out, `loader-${version}.js`));
  copyFileSync(path.join(root, 'LICENSE'), path.join(out, 'LICENSE'));
  copyFileSync(path.join(root, 'CHANGELOG.md'), path.join(out, 'CHANGELOG.md'));
  copyFileSync(path.join(root, 'types', 'storefront.d.ts'), path.join(out, 'storefront.d.ts'));
  const stats = JSON.parse(readFileSync(path.join(dist, 'stats.json'), 'utf8'));
  writeFileSync(path.join(out, 'THIRD_PARTY_NOTICES.txt'), thirdPartyNotices(stats, version).text);

  const { tags, scripts, headGuardHash } = writeTagsAndManifest(out, version);

  const count = zipRelease(out, zipFile);

  const noBuild = args.includes('--no-build');
  const problems = checkRelease(out, { maps: !noBuild });
  if (problems.length) throw new Error(`the release fails its check:\n- ${problems.join('\n- ')}`);

  const rel = (p) => path.relative(root, p);
  console.log(`storefront ${version}: ${rel(out)}/ (${count} files), ${rel(zipFile)}, source maps in ${rel(maps)}/ (not uploaded)`);
  console.log(
    `Upload every file of ${rel(out)}/ to the shop's /storefront/ before loader.js (docs/install.md). Pinned to this release, every script verified by its integrity (the import map, ${Object.keys(scripts).length} files; ${rel(out)}/tags.html):\n`,
  );
  console.log(tags.replace(/<script>[\s\S]*?<\/script>/, `<script>/* ${name}/dismissals-head.js, inline */</script>`));
  console.log(`\nThe inline head guard's CSP hash: '${headGuardHash}'`);
  if (noBuild) console.log('Packed from the dist/ there was (--no-build): no source maps, the notices not checked against them.');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (error) {
    console.error(`release: ${error.message}`);
    process.exit(1);
  }
}
