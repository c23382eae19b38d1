// Builds into dist/:
//  0. the map's clustering worker (a classic worker script, self-contained: supercluster inside), cluster-worker-[hash].js;
//     the map widget gets its URL and sha384 integrity from the virtual module `virtual:map-cluster-worker` (same origin as the widget code,
//     so a page's CSP needs only `worker-src 'self'`);
//  1. the lazily loaded code: one chunk `core` holding the core widgets (manifest "core": true) and every module they
//     import statically, one entry per other widget, plus the GraphQL client and the platform-HTML module, with the
//     other shared code (React, UI) split into content-hashed chunks;
//  2. loader.js, the one script a shop includes (stable name, short cache), whose dynamic imports of
//     widget code are rewritten to build 1's hashed files. The loader never shares a chunk with the
//     widgets, so a cached hashed chunk never imports an un-hashed, changing file.
// dist/stats.json records each chunk's modules for the bench's sizes and the release's third-party notices.
// VISUALIZE=1 (set by `npm run bench`) adds the treemaps of the lazy and the loader builds (rollup-plugin-visualizer)
// in bench-report/, never in dist/ (released): a build without it removes the last ones.
// SOURCEMAPS=hidden (set by `npm run release`, scripts/release.mjs) writes a source map beside each file without naming it
// in the file: the files' bytes and names stay the normal build's, which the budgets measure.
import { nodeResolve } from '@rollup/plugin-node-resolve';
import commonjs from '@rollup/plugin-commonjs';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';
import { createHash } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { readWidgets, tableRow, typecheckWidgets } from './scripts/widget-manifests.mjs';
import path from 'node:path';

const root = path.resolve('.');
/** package.json's version: `storefront.version`, the loader's banner, every error report (src/globals.d.ts). */
const VERSION = JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8')).version;
const sourcemap = process.env.SOURCEMAPS === 'hidden' ? 'hidden' : false;
const rel = (id) => path.relative(root, id.replace(/^\0/, ''));

// Before dist/ is touched (scripts/widget-manifests.mjs): every manifest and the widget table's rows, then the shipped
// code's types and every widget's default export. A problem fails the build naming the file; dist/ stays as it was.
/** Stops the build before it starts: the message alone (no stack of the config's loading), exit code 1. */
function stop(message) {
  console.error(`npm run build: ${message}\n(dist/ is untouched)`);
  process.exit(1);
}

/** `npm run build` (rollup's CLI calls this): the checks, an empty dist/ (no stale hashed files), then the builds. */
export default async function buildConfig() {
  let checked = [];
  try {
    checked = readWidgets();
    for (const w of checked) tableRow(w);
  } catch (error) {
    stop(error.message);
  }
  const typeProblems = typecheckWidgets(checked);
  if (typeProblems.length) stop(`the code does not type-check:\n${typeProblems.join('\n')}`);
  rmSync('dist', { recursive: true, force: true }); // no stale hashed files
  for (const file of Object.values(TREEMAPS)) rmSync(file, { force: true });
  if (process.env.VISUALIZE === '1') ({ visualizer } = await import('rollup-plugin-visualizer'));
  return createBuilds(checked);
}

/** The widgets (readWidgets) the builds below are made for, set by createBuilds. */
let widgets = [];
let coreWidgets = [];

/**
 * The bench's bundle treemaps (rollup-plugin-visualizer), with VISUALIZE=1 (`npm run bench` sets it): beside the
 * report, never in dist/. A build without it deletes old ones, so a treemap is always the last build's.
 */
const TREEMAPS = { lazy: 'bench-report/treemap-lazy.html', loader: 'bench-report/treemap-loader.html' };
let visualizer;
const treemap = (build) =>
  visualizer ? [visualizer({ filename: TREEMAPS[build], template: 'treemap', gzipSize: true, title: `Storefront bundle: the ${build} build` })] : [];

/** A plugin serving `import … from '<id>'` with the code `source()` returns (called in the plugin's context). */
function virtualModule(id, source) {
  return {
    name: id,
    resolveId: (spec) => (spec === id ? `\0${id}` : null),
    load(spec) {
      return spec === `\0${id}` ? source.call(this) : null;
    },
  };
}

/**
 * Build 2: the loader's widget table (loader/registry.ts): the core chunk's hash, then one row per widget, with its
 * chunk's hash, none for a core widget (it is an export of the core chunk).
 */
const widgetTable = () =>
  virtualModule('virtual:widget-table', function () {
    const hashOf = (file, name) =>
      file?.startsWith(`${name}-`) && /^[\w-]{6}\.js$/.test(file.slice(name.length + 1)) ? file.slice(name.length + 1, -3) : null;
    const coreFile = lazyFiles.get(CORE_ID);
    const coreHash = hashOf(coreFile, 'core');
    if (!coreHash) this.error(`no chunk named core-<hash>.js (got ${coreFile})`);
    const rows = widgets.map((w) => {
      let hash = '';
      if (w.core) {
        if (!coreExports.includes(w.name)) this.error(`the core chunk ${coreFile} does not export the core widget ${w.name}`);
      } else if (!(hash = hashOf(lazyFiles.get(w.index), w.name))) this.error(`no chunk named ${w.name}-<hash>.js for ${w.index}`);
      return tableRow(w, hash);
    });
    return `export default ${JSON.stringify([coreHash, ...rows].join(','))};`;
  });
/**
 * Build 1's `core` chunk: one entry module exporting every core widget under its name, emitted with
 * preserveSignature 'allow-extension' (it keeps those names and may also export shared code to other chunks, without
 * a facade file); manualChunks puts every module it reaches by static imports into it, shared code other widgets use
 * included (they import it from core). Dynamic imports stay their own chunks.
 */
const CORE_ID = 'virtual:core';
/** Packages a core widget must not reach by static imports: the core is on most pages, before any interaction. */
const NOT_IN_CORE = /node_modules\/(react|react-dom|scheduler|@floating-ui\/[^/]+|leaflet|supercluster|ky)\//;
/** The core chunk's export names, filled by build 1, checked by build 2. */
let coreExports = [];

function coreChunk() {
  return {
    ...virtualModule(CORE_ID, () => coreWidgets.map((w) => `export { default as ${w.name} } from ${JSON.stringify(path.resolve(w.index))};`).join('\n')),
    name: 'core-chunk',
    buildStart() {
      coreClosure = null;
      this.emitFile({ type: 'chunk', id: CORE_ID, name: 'core', preserveSignature: 'allow-extension' });
    },
    buildEnd(error) {
      if (error) return;
      for (const w of coreWidgets) {
        const chain = staticChain(this, path.resolve(w.index), NOT_IN_CORE);
        if (chain)
          this.error(
            `the core widget ${w.name} imports ${chain.at(-1).replace(/^.*node_modules\//, '')} statically (${chain.join(' → ')}): import it with import(), or remove "core" from widgets/${w.name}/manifest.json`,
          );
      }
      // A lazy shell part (`*-shell.ts`, docs/architecture.md "Shell and island") is DOM code: React comes with its island.
      for (const id of this.getModuleIds()) {
        const chain = /-shell\.ts$/.test(id) && staticChain(this, id, NOT_IN_SHELL);
        if (chain)
          this.error(
            `the shell part ${chain[0]} imports ${chain.at(-1).replace(/^.*node_modules\//, '')} statically (${chain.join(' → ')}): React belongs in the island`,
          );
      }
    },
  };
}

/** Packages a lazy shell part must not reach by static imports. */
const NOT_IN_SHELL = /node_modules\/(react|react-dom|scheduler|@floating-ui\/[^/]+|@nanostores\/react)\//;

/**
 * The shortest chain of static imports from `start` to a module matching `bad` (searched breadth first), as paths
 * relative to the project; null when there is none.
 */
function staticChain(ctx, start, bad) {
  const from = new Map([[ctx.getModuleInfo(start)?.id, null]]);
  for (const id of from.keys()) {
    if (bad.test(id)) {
      const chain = [];
      for (let at = id; at; at = from.get(at)) chain.unshift(rel(at).replace(/\?.*/, ''));
      return chain;
    }
    for (const next of ctx.getModuleInfo(id)?.importedIds ?? []) if (!from.has(next)) from.set(next, id);
  }
  return null;
}

/**
 * Modules a core module reaches only through a package's index (re-exports the core never uses) whose only users are
 * the islands: nanostores' listenKeys (and the path helpers it reads keys with), for @nanostores/react's useStore.
 * They keep no state, so they go with React (every island loads that chunk), not into the core (manualChunks would
 * otherwise put them there as dependencies of nanostores' index). Never list a module with state here (an atom, its
 * lifecycle: one copy per page).
 */
const ISLAND_ONLY = /node_modules\/nanostores\/(listen-keys\/|deep-map\/path\.js)/;

/** The modules statically reachable from the core entry, computed once per build by manualChunks. */
let coreClosure = null;
function inCore(id, getModuleInfo) {
  if (!coreClosure) {
    coreClosure = new Set([`\0${CORE_ID}`]);
    for (const at of coreClosure) for (const next of getModuleInfo(at)?.importedIds ?? []) if (!ISLAND_ONLY.test(next)) coreClosure.add(next);
  }
  return coreClosure.has(id);
}

/**
 * The island table of src/ui/prefetch.ts: for every island chunk (a PascalCase module some chunk imports with
 * `import()`, e.g. widgets/menu_basket/MiniBasket.tsx) and every lazy part of a shell (a `*-shell.ts` module, e.g.
 * widgets/menu_search/search-shell.ts), its file and every file it imports statically, so a page can prefetch them
 * when idle. Written over the string literal of that name before terser runs; the file names
 * are rollup's hash placeholders, which rollup resolves (and counts in the chunk's own hash).
 */
function islandFiles() {
  const MARK = '__SF_ISLAND_FILES__';
  return {
    name: 'island-files',
    renderChunk(code, chunk, _options, { chunks }) {
      if (!code.includes(MARK)) return null;
      // The chunk holding the table is on the page already: never listed.
      const closure = (file, seen = new Set()) => {
        if (seen.has(file) || !chunks[file] || file === chunk.fileName) return seen;
        seen.add(file);
        for (const i of chunks[file].imports) closure(i, seen);
        return seen;
      };
      const table = {};
      for (const c of Object.values(chunks)) {
        for (const target of c.dynamicImports) {
          const info = chunks[target];
          if (info && /^[A-Z]|-shell$/.test(info.name)) table[info.name] = [...closure(target)];
        }
      }
      // The whole string literal becomes the table's JSON as a string literal.
      return { code: code.replace(new RegExp(`(['"\`])${MARK}\\1`, 'g'), () => JSON.stringify(JSON.stringify(table))), map: null };
    },
  };
}

/** The clustering worker's file name and its sha384 integrity (of the file's bytes), filled by build 0, read by build 1. */
let workerFile = null;
let workerIntegrity = null;

function recordWorker() {
  return {
    name: 'record-worker',
    generateBundle(_o, bundle) {
      const chunk = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry);
      workerFile = chunk.fileName;
      workerIntegrity = `sha384-${createHash('sha384').update(chunk.code).digest('base64')}`;
      // In the stats as a shared file of its own (not a widget entry: the map widget is widgets/map/index.ts).
      stats.worker = chunkStats(bundle, 'worker').map((c) => ({ ...c, facade: null }));
    },
  };
}

/**
 * `import url, { integrity } from 'virtual:map-cluster-worker'`: the worker script's URL, next to the importing chunk in
 * dist/, and the integrity of its bytes, which the map checks before starting it on a pinned release's page (no import
 * map covers a worker: widgets/map/clusterer.ts; scripts/check-release.mjs checks it against the file).
 */
const workerUrl = () =>
  virtualModule('virtual:map-cluster-worker', function () {
    if (!workerFile) this.error('the clustering worker was not built before the lazy build');
    return `export default new URL(${JSON.stringify(`./${workerFile}`)}, import.meta.url).href;\nexport const integrity = ${JSON.stringify(workerIntegrity)};`;
  });

/** module path (relative to the repo) -> built file name, filled by build 1, read by build 2. */
const lazyFiles = new Map();
/** Each build's chunks for dist/stats.json, filled by builds 0 and 1, written by build 2 (in that order). */
const stats = { worker: [], lazy: [] };

function chunkStats(bundle, build) {
  return Object.values(bundle)
    .filter((c) => c.type === 'chunk')
    .map((c) => ({
      fileName: c.fileName,
      name: c.name,
      build,
      isEntry: c.isEntry,
      imports: c.imports,
      dynamicImports: c.dynamicImports,
      facade: c.facadeModuleId ? rel(c.facadeModuleId) : null,
      modules: Object.fromEntries(Object.entries(c.modules).map(([id, m]) => [rel(id), m.renderedLength])),
    }));
}

function recordLazy() {
  return {
    name: 'record-lazy',
    generateBundle(_o, bundle) {
      lazyFiles.clear();
      for (const c of Object.values(bundle)) if (c.type === 'chunk' && c.isEntry && c.facadeModuleId) lazyFiles.set(rel(c.facadeModuleId), c.fileName);
      // The loader mounts a widget chunk's default export (typecheckWidgets checks it first; this holds for any build).
      for (const w of widgets.filter((x) => !x.core))
        if (!bundle[lazyFiles.get(w.index)]?.exports.includes('default')) this.error(`${w.index} has no default export (export default defineWidget({ … }))`);
      coreExports = Object.values(bundle).find((c) => c.fileName === lazyFiles.get(CORE_ID))?.exports ?? [];
      // The map's main-thread clustering (fetched only when its worker cannot be used) is a dynamic chunk of its own in
      // the stats, not a second entry of the map widget.
      stats.lazy = chunkStats(bundle, 'lazy').map((c) => (c.facade === 'widgets/map/cluster-core.ts' ? { ...c, facade: null } : c));
    },
  };
}

/** The loader's budget (docs/architecture.md, the bench's "loader ≤ 4096 B gzip"): every build prints where it stands. */
const LOADER_BUDGET = 4096;
function loaderSize() {
  return {
    name: 'loader-size',
    generateBundle(_o, bundle) {
      const loader = bundle['loader.js'];
      if (loader?.type !== 'chunk') return;
      const size = gzipSync(loader.code, { level: 9 }).length;
      const over = size > LOADER_BUDGET ? ` — OVER by ${size - LOADER_BUDGET} B: the bench fails` : `, ${LOADER_BUDGET - size} B left`;
      process.stdout.write(`loader.js: ${size.toLocaleString('en-US')} B gzip -9 of its ${LOADER_BUDGET.toLocaleString('en-US')} B budget${over}\n`);
    },
  };
}

function linkLazy() {
  return {
    name: 'link-lazy',
    async resolveDynamicImport(specifier, importer) {
      if (typeof specifier !== 'string') return null; // the widget table's `./${name}-${hash}.js`, `./core-${hash}.js`: files beside the loader
      const resolved = await this.resolve(specifier, importer, { skipSelf: true });
      const file = resolved && lazyFiles.get(rel(resolved.id));
      if (!file) this.error(`the loader imports ${specifier}, which is not an entry of the lazy build (add it to lazyEntries)`);
      return { id: `./${file}`, external: true };
    },
    generateBundle(_o, bundle) {
      const chunks = [...stats.worker, ...stats.lazy, ...chunkStats(bundle, 'loader')];
      this.emitFile({ type: 'asset', fileName: 'stats.json', source: JSON.stringify({ chunks }, null, 1) });
    },
  };
}

/**
 * The lazily loaded code takes what the loader lends it (src/lib/shared.ts: the clobber-proof document, warnOnce, the
 * click hold; every chunk is imported by the loader, after it published them) instead of a second copy: in build 1,
 * src/lib/<name>.ts is src/lib/<name>-shared.ts for dom, report and hold-clicks.
 */
function shared() {
  const swaps = new Map(['dom', 'report', 'hold-clicks'].map((name) => [path.resolve(`src/lib/${name}.ts`), path.resolve(`src/lib/${name}-shared.ts`)]));
  return {
    name: 'shared',
    async resolveId(source, importer) {
      if (!importer || !/(dom|report|hold-clicks)$/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      return (resolved && swaps.get(resolved.id)) ?? null;
    },
  };
}

/**
 * The head guard is pasted into themes' <head>, apart from the release's notices: it may bundle no package (rollup
 * records its modules nowhere else, so this is where it is checked).
 */
function noPackages() {
  return {
    name: 'no-packages',
    generateBundle(_o, bundle) {
      for (const c of Object.values(bundle))
        for (const id of c.type === 'chunk' ? Object.keys(c.modules) : [])
          if (id.includes('node_modules/')) this.error(`${c.fileName} is inlined by themes and may bundle no package: it has ${rel(id)}`);
    },
  };
}

/**
 * The loader's compression (its 4 KB budget): three passes, function expressions as arrows, methods in the short form,
 * function declarations hoisted, `true` / `false` written 1 / 0, and the unsafe transforms. Safe for the loader alone: its modules are ours
 * (no package: the build's stats list loader/, src/net/batch.ts and a few src/lib modules), none uses `new` or
 * `prototype` on its own functions, none reads `this` or `arguments` in one, and none compares with a boolean literal,
 * tests `typeof x == 'boolean'` or serializes a literal boolean (its booleans are flags it tests for truth and the
 * options of DOM calls, which convert 1 and 0 as true and false), and `unsafe`, which there only writes template
 * literals as concatenations (`"./" + file`: its values are strings and numbers, for which both give the same text;
 * check the diff of the loader's output when it grows). 30 B smaller than the default (4,079 → 4,049 B gzip -9,
 * measured), 12 B more with the booleans (4,105 → 4,093), 9 B more with `unsafe` (4,080 → 4,071).
 */
const LOADER_COMPRESS = { passes: 3, unsafe_arrows: true, unsafe_methods: true, hoist_funs: true, booleans_as_integers: true, unsafe: true };

const plugins = (compress = { passes: 2 }, comments = false) => [
  replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production'), __STOREFRONT_VERSION__: JSON.stringify(VERSION) } }),
  nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx'] }),
  commonjs(),
  esbuild({ target: 'es2020', jsx: 'automatic', tsconfig: 'tsconfig.json' }),
  terser({ ecma: 2020, module: true, compress, format: { comments } }),
];

/**
 * The four builds for `checked` (readWidgets' widgets), in order: the lazy build reads what the worker's recorded (its
 * file and integrity), the loader's what the lazy one recorded (the chunks' files); the head guard's stands alone.
 * `npm run build` runs them once; scripts/dev.mjs runs them with rollup's API and runs a build again when its files
 * change (after the lazy build, the loader's always). One set per process: the builds share this module's records.
 */
export function createBuilds(checked) {
  widgets = checked;
  coreWidgets = widgets.filter((w) => w.core);
  // Core widgets are no entries of their own: the `core` chunk (coreChunk below) holds them.
  const widgetEntries = Object.fromEntries(widgets.filter((w) => !w.core).map((w) => [w.name, w.index]));
  const lazyEntries = {
    ...widgetEntries,
    graphql: 'src/net/graphql.ts',
    'load-script': 'src/load-script.ts',
    'subscription-price': 'src/lib/subscription-price.ts',
    'error-log': 'src/net/error-log.ts',
    unclobber: 'src/lib/unclobber.ts',
    // Why a chunk's import failed (missing, or refused by its integrity), loaded by loader/registry.ts on that path alone.
    'load-check': 'loader/load-check.ts',
  };
  return [
    {
      input: { 'cluster-worker': 'widgets/map/cluster-worker.ts' },
      output: { dir: 'dist', format: 'iife', entryFileNames: '[name]-[hash].js', sourcemap },
      plugins: [...plugins(), recordWorker()],
    },
    {
      input: lazyEntries,
      output: {
        dir: 'dist',
        format: 'es',
        sourcemap,
        // 6 characters: the loader's widget table carries each entry's hash and the core chunk's. The core imports two
        // dozen other chunks by name, so each of their characters is paid before the first interaction too: 7 (rollup's
        // least for this many chunks; 8 by default).
        entryFileNames: '[name]-[hash:6].js',
        chunkFileNames: (chunk) => (chunk.name === 'core' ? '[name]-[hash:6].js' : '[name]-[hash:7].js'),
        manualChunks(id, { getModuleInfo }) {
          if (/node_modules\/(react|react-dom|scheduler)\//.test(id) || ISLAND_ONLY.test(id)) return 'react';
          // rollup's CommonJS helpers are shared by React and other CommonJS packages (Leaflet): their own chunk,
          // or the map widget would import (and fetch) the React chunk for them.
          if (id.startsWith('\0commonjsHelpers')) return 'commonjs-helpers';
          if (inCore(id, getModuleInfo)) return 'core';
          // The idle helper (shared by the prefetch links and the map's list) goes with the prefetch links: a chunk of
          // its own made the links wait a round trip for it before preloading the islands (a tap on the mini basket
          // under 4x CPU and slow 4G took 50-80 ms longer, bench); the map fetches it with its code.
          if (/src\/(ui\/prefetch-links|lib\/idle)\.ts$/.test(id)) return 'prefetch-links';
        },
      },
      preserveEntrySignatures: 'exports-only',
      plugins: [shared(), workerUrl(), coreChunk(), islandFiles(), ...plugins(), recordLazy(), ...treemap('lazy')],
    },
    {
      input: { loader: 'loader/index.ts' },
      // The banner names the release (a copy found on a host, in a cache or a bug report says which one it is).
      output: { dir: 'dist', format: 'es', entryFileNames: '[name].js', sourcemap, banner: `/*! storefront ${VERSION} */` },
      preserveEntrySignatures: false,
      // terser keeps the banner (output.banner comes before it) and no other comment.
      plugins: [widgetTable(), linkLazy(), ...plugins(LOADER_COMPRESS, /^! storefront /), loaderSize(), ...treemap('loader')],
    },
    {
      // Inlined by themes in <head>: hides dismissed promotions before the first paint (docs/theme-guide.md, "The inline head guard").
      input: { 'dismissals-head': 'loader/dismissals-head.ts' },
      output: { dir: 'dist', format: 'iife', entryFileNames: '[name].js', sourcemap },
      plugins: [...plugins(), noPackages()],
    },
  ];
}
