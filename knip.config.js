// knip: unused files, exports and dependencies (`npm run deadcode` runs it twice: the whole repository, then
// `--production`, the shipped code alone, so that an export only the tests use is reported as dead in the product).
const production = process.argv.includes('--production');

/** @type {import('knip').KnipConfig} */
export default {
  // Entries marked `!` are the product. Found by knip's plugins as well: loader/index.ts, loader/dismissals-head.ts and
  // widgets/map/cluster-worker.ts (Rollup: rollup.config.mjs), fixtures/server.mjs and test/bench/run.mjs (the
  // package.json scripts), the unit tests (Vitest: vitest.config.ts).
  entry: [
    // rollup.config.mjs: every widgets/<name>/index.ts(x), and its lazyEntries
    'widgets/*/index.{ts,tsx}!',
    'src/net/graphql.ts!',
    'src/platform-html.ts!',
    'src/lib/subscription-price.ts!',
    'src/net/error-log.ts!',
    // rollup.config.mjs `shared`: src/lib/dom.ts, report.ts and hold-clicks.ts as the lazily loaded chunks see them
    'src/lib/dom-shared.ts!',
    'src/lib/report-shared.ts!',
    'src/lib/hold-clicks-shared.ts!',
    // the fixture shop's and the tests' tools
    'fixtures/tools/*.mjs',
    'test/tools/*.mjs',
    'scripts/*.mjs',
    // Playwright's testMatch (a regular expression, which knip's plugin does not read), and the harness ui.spec.ts bundles
    'test/{e2e,contract}/**/*.spec.ts',
    'test/e2e/ui-harness.tsx',
  ],
  project: ['{src,widgets,loader}/**/*.{ts,tsx}!', '{test,fixtures,scripts}/**/*.{ts,tsx,mjs}', '*.config.{js,mjs,ts}'],
  // test/tools/ensure-chromium.mjs installs Debian's Chromium when missing.
  ignoreBinaries: ['apt-get'],
  // In the product alone, an export its own module uses and a unit test imports is the unit under test, not dead code.
  // (In the whole repository such an export is reported when nothing else imports it: then it needs no `export`.)
  ignoreExportsUsedInFile: production,
};
