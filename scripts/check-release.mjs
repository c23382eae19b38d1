// node scripts/check-release.mjs [release/storefront-<version>]: checks a release made by `npm run release`
// (scripts/release.mjs runs it too; `npm test` runs it after the release). Fails when
//  - manifest.json does not list exactly the folder's files, or a size or sha384 integrity differs from the file;
//  - a package the source maps show in a file (what is actually bundled, read independently of dist/stats.json, which
//    the notices were made from) has no section in THIRD_PARTY_NOTICES.txt with its licence text;
//  - the zip differs from the folder, or holds a source map; a file names its source map (sourceMappingURL);
//  - a script has no source map in the kept-apart folder; loader-<version>.js differs from loader.js;
//  - storefront.d.ts (the API's types) is missing, or differs from the repository's types/storefront.d.ts;
//  - tags.html's import map does not give every script of the release (every .js file but loader.js, the unpinned
//    name) its integrity from manifest.json, or comes after the loader tag, or the loader tag does not pin
//    loader-<version>.js with its integrity; the map chunk does not carry the clustering worker's integrity.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AdmZip from 'adm-zip';
import { packageOf } from './package-of.mjs';

const integrity = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/**
 * The entries of a zip ([{ name, data }]), read by adm-zip (which checks each entry's CRC-32): not the library that
 * wrote it (fflate, scripts/release.mjs), so one library's bug cannot pass both the writing and the check. Throws on a
 * zip it cannot read.
 */
export function readZip(buffer) {
  return new AdmZip(buffer)
    .getEntries()
    .filter((e) => !e.isDirectory)
    .map((e) => ({ name: e.entryName, data: e.getData() }));
}

/** The node_modules packages named by the `sources` of every source map in `mapsDir` → the files holding them. */
function bundledPackages(mapsDir) {
  const packages = new Map();
  for (const file of readdirSync(mapsDir).filter((f) => f.endsWith('.js.map'))) {
    const map = JSON.parse(readFileSync(path.join(mapsDir, file), 'utf8'));
    for (const source of map.sources ?? []) {
      const name = packageOf(source)?.name;
      if (name) packages.set(name, [...(packages.get(name) ?? []), file.slice(0, -4)]);
    }
  }
  return packages;
}

/**
 * The problems of tags.html (docs/install.md, "The tags"): its import map gives every script of the release its
 * integrity from the manifest, under the one folder the tags name, and comes before the pinned loader tag, which
 * carries the pinned loader's integrity. And the worker, which no import map covers, is checked by the map chunk
 * against the integrity the build wrote into it: it must be the file's.
 */
function tagsProblems(dir, tags, manifest, files, version) {
  const problems = [];
  const integrityOf = (f) => manifest.files?.[f]?.integrity;
  const loaderFile = `loader-${version}.js`;
  const loaderTag = new RegExp(`<script type="module"[^>]* integrity="([^"]+)" src="([^"]*)${loaderFile.replace(/\./g, '\\.')}"></script>`).exec(tags);
  if (!loaderTag) problems.push(`tags.html has no module script tag pinning ${loaderFile} with an integrity`);
  else if (loaderTag[1] !== integrityOf(loaderFile)) problems.push(`tags.html: the loader tag's integrity is not ${loaderFile}'s`);
  const maps = [...tags.matchAll(/<script type="importmap"[^>]*>([\s\S]*?)<\/script>/g)];
  if (maps.length !== 1) {
    problems.push(`tags.html has ${maps.length} import maps, not 1`);
    return problems;
  }
  if (loaderTag && maps[0].index > loaderTag.index)
    problems.push('tags.html: the import map comes after the loader tag (it must come before any module script)');
  let listed;
  try {
    listed = JSON.parse(maps[0][1]).integrity;
  } catch (error) {
    problems.push(`tags.html: the import map is not JSON (${error.message})`);
    return problems;
  }
  if (!listed || typeof listed !== 'object') return [...problems, 'tags.html: the import map has no "integrity"'];
  const base = loaderTag?.[2] ?? '/storefront/';
  const scripts = files.filter((f) => f.endsWith('.js') && f !== 'loader.js');
  for (const f of scripts) {
    if (!(base + f in listed)) problems.push(`tags.html: the import map does not list ${base}${f}`);
    else if (listed[base + f] !== integrityOf(f)) problems.push(`tags.html: the import map's integrity of ${f} is not manifest.json's`);
  }
  for (const key of Object.keys(listed))
    if (!scripts.some((f) => base + f === key))
      problems.push(
        `tags.html: the import map lists ${key}, which is no script of the release under ${base}${key.endsWith('/loader.js') ? ' (loader.js, the unpinned name, is never pinned)' : ''}`,
      );
  const worker = files.find((f) => /^cluster-worker-[\w-]+\.js$/.test(f));
  if (worker) {
    const carriers = scripts.filter((f) => f !== worker && readFileSync(path.join(dir, f), 'utf8').includes(integrityOf(worker)));
    if (!carriers.some((f) => f.startsWith('map-'))) problems.push(`no map chunk carries ${worker}'s integrity (the map would refuse its worker)`);
  }
  return problems;
}

/**
 * The problems of the release folder `dir` (with `<dir>.zip` and `<dir>-sourcemaps/` beside it); none: []. `maps: false`
 * (a release packed from a build without source maps) skips the maps and the notices check that reads them.
 */
export function checkRelease(dir, { maps = true } = {}) {
  const problems = [];
  const name = path.basename(dir);
  const version = name.replace(/^storefront-/, '');
  const manifestFile = path.join(dir, 'manifest.json');
  if (!existsSync(manifestFile)) return [`${manifestFile} is missing: run \`npm run release\``];
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  if (manifest.version !== version) problems.push(`manifest.json says version ${manifest.version}, the folder ${version}`);
  const files = readdirSync(dir).filter((f) => f !== 'manifest.json');
  const listed = Object.keys(manifest.files ?? {});
  for (const f of files) if (!listed.includes(f)) problems.push(`${f} is not in manifest.json`);
  for (const f of listed) {
    if (!files.includes(f)) {
      problems.push(`manifest.json lists ${f}, which is not in the release`);
      continue;
    }
    const bytes = readFileSync(path.join(dir, f));
    if (manifest.files[f].size !== bytes.length) problems.push(`${f}: manifest size ${manifest.files[f].size}, file ${bytes.length}`);
    if (manifest.files[f].integrity !== integrity(bytes)) problems.push(`${f}: its integrity in manifest.json does not match the file`);
    if (f.endsWith('.map')) problems.push(`${f}: a source map in the release (they are kept apart)`);
    if (f.endsWith('.js') && /[#@] sourceMappingURL=/.test(bytes.toString('utf8'))) problems.push(`${f} names its source map`);
  }
  for (const f of [
    'loader.js',
    'dismissals-head.js',
    `loader-${version}.js`,
    'LICENSE',
    'THIRD_PARTY_NOTICES.txt',
    'CHANGELOG.md',
    'tags.html',
    'storefront.d.ts',
  ])
    if (!files.includes(f)) problems.push(`${f} is missing`);
  const types = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'types', 'storefront.d.ts');
  if (files.includes('storefront.d.ts') && !readFileSync(path.join(dir, 'storefront.d.ts')).equals(readFileSync(types)))
    problems.push('storefront.d.ts differs from types/storefront.d.ts');
  if (files.includes(`loader-${version}.js`) && !readFileSync(path.join(dir, 'loader.js')).equals(readFileSync(path.join(dir, `loader-${version}.js`))))
    problems.push(`loader-${version}.js differs from loader.js`);

  if (files.includes('tags.html')) problems.push(...tagsProblems(dir, readFileSync(path.join(dir, 'tags.html'), 'utf8'), manifest, files, version));

  // Notices: every package in a file, as its source map shows, with the licence text of its package folder.
  const mapsDir = `${dir}-sourcemaps`;
  if (!maps) {
    // packed with --no-build: no maps to read
  } else if (!existsSync(mapsDir)) problems.push(`${mapsDir} is missing`);
  else {
    for (const f of files.filter((x) => x.endsWith('.js') && x !== `loader-${version}.js`))
      if (!existsSync(path.join(mapsDir, `${f}.map`))) problems.push(`${f} has no source map in ${path.basename(mapsDir)}/ (built with --no-build?)`);
    const notices = existsSync(path.join(dir, 'THIRD_PARTY_NOTICES.txt')) ? readFileSync(path.join(dir, 'THIRD_PARTY_NOTICES.txt'), 'utf8') : '';
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    for (const [pkg, inFiles] of bundledPackages(mapsDir)) {
      const section = notices.split(/^={78}$/m).find((s) => s.trimStart().startsWith(`${pkg} `));
      if (!section) {
        problems.push(`THIRD_PARTY_NOTICES.txt has no section for ${pkg} (bundled in ${[...new Set(inFiles)].join(', ')})`);
        continue;
      }
      const pkgDir = path.join(root, 'node_modules', pkg);
      const licence = readdirSync(pkgDir).find((f) => /^(licen[cs]e|copying)([.-].*)?$/i.test(f) || /-licen[cs]e(\.\w+)?$/i.test(f));
      if (!licence) problems.push(`${pkg} has no licence file to check its notice against`);
      else if (!section.includes(readFileSync(path.join(pkgDir, licence), 'utf8').trim()))
        problems.push(`the notice of ${pkg} lacks its licence text (${licence})`);
      for (const f of new Set(inFiles)) if (!section.includes(f)) problems.push(`the notice of ${pkg} does not name ${f}, which bundles it`);
    }
  }

  // The zip: the folder's files, byte for byte, under <name>/, nothing else.
  const zipFile = `${dir}.zip`;
  let entries = null;
  if (!existsSync(zipFile)) problems.push(`${zipFile} is missing`);
  else {
    try {
      entries = readZip(readFileSync(zipFile));
    } catch (error) {
      problems.push(`${path.basename(zipFile)} cannot be read: ${error.message ?? error}`);
    }
  }
  if (entries) {
    const names = entries.map((e) => e.name).sort();
    const expected = [...files, 'manifest.json'].map((f) => `${name}/${f}`).sort();
    if (names.join() !== expected.join()) problems.push(`the zip holds ${names.join(', ')}; the folder ${expected.join(', ')}`);
    for (const e of entries) {
      const file = path.join(dir, e.name.slice(name.length + 1));
      if (existsSync(file) && !readFileSync(file).equals(e.data)) problems.push(`${e.name} in the zip differs from the folder's`);
    }
  }
  return problems;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const version = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).version;
  const dir = path.resolve(process.argv[2] ?? path.join(root, 'release', `storefront-${version}`));
  const problems = checkRelease(dir);
  if (problems.length) {
    console.error(`release check: ${path.relative(root, dir)}:\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  console.log(`release check: ${path.relative(root, dir)}: manifest, integrity, notices, zip and source maps agree`);
}
