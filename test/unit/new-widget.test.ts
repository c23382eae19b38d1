// npm run new-widget <name> (scripts/new-widget.mjs), run on a copy of the project in a temporary folder: the widget
// it scaffolds has a valid manifest, type-checks (its default export a widget definition), and passes the checks a
// widget must pass (its docs page and index row, its markup case and axe row, its catalogue texts, no text outside the
// catalogues, the docs' links), and its Polish text comes with its own chunk: the copy is built before and after the
// scaffold, and the core chunk and the loader (but for the widget's row in its table) are the same. A bad name, an
// existing widget or a file it cannot edit changes nothing.
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newWidget, plan } from '../../scripts/new-widget.mjs';
import { readWidgets, tableRow, typecheckWidgets } from '../../scripts/widget-manifests.mjs';

const COPIED = [
  'src',
  'widgets',
  'loader',
  'types',
  'test',
  'fixtures',
  'docs',
  'scripts',
  'tsconfig.json',
  'tsconfig.browser.json',
  'tsconfig.node.json',
  'rollup.config.mjs',
  'vitest.config.ts',
  '.prettierrc.json',
  'package.json',
  'README.md',
];
let root = '';
let written: string[] = [];
/** The copy's build before the scaffold. */
let unscaffolded: Built;

/** A copy of the project (node_modules linked). */
function copy(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'new-widget-'));
  for (const entry of [...COPIED, 'CHANGELOG.md', 'LICENSE'].filter((e) => existsSync(e)))
    cpSync(entry, path.join(dir, entry), { recursive: true, filter: (src) => !src.includes('node_modules') });
  symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'));
  return dir;
}
/** Every file of the copy that the scaffold may touch, with its text. */
const snapshot = (dir: string, files: string[]) =>
  Object.fromEntries(files.map((f) => [f, existsSync(path.join(dir, f)) ? readFileSync(path.join(dir, f), 'utf8') : null]));

/** What a build wrote to dist/: its JavaScript files' texts by name, each chunk's name and static imports (stats.json). */
interface Built {
  files: Record<string, string>;
  chunks: { fileName: string; name: string; imports: string[] }[];
}
/** `npm run build` (`rollup -c --silent`) in `dir`: what it wrote. */
function build(dir: string): Built {
  const run = spawnSync(process.execPath, ['node_modules/rollup/dist/bin/rollup', '-c', '--silent'], { cwd: dir, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`npm run build in ${dir} failed (${run.status ?? run.signal}):\n${run.stdout}${run.stderr}`);
  const dist = path.join(dir, 'dist');
  const files = Object.fromEntries(
    readdirSync(dist)
      .filter((f) => f.endsWith('.js'))
      .map((f) => [f, readFileSync(path.join(dist, f), 'utf8')]),
  );
  return { files, chunks: (JSON.parse(readFileSync(path.join(dist, 'stats.json'), 'utf8')) as { chunks: Built['chunks'] }).chunks };
}
/** The chunk of dist/ named `<name>-<hash>.js` (one: a widget's, the core). */
function chunk(built: Built, name: string): string {
  const found = built.chunks.filter((c) => c.name === name && c.fileName !== `${name}.js`);
  expect(
    found.map((c) => c.fileName),
    `dist/${name}-<hash>.js`,
  ).toHaveLength(1);
  return found[0].fileName;
}
/**
 * A chunk's text with the content hashes in the names of the files it imports written "#" (`./en-#.js`): a changed
 * catalogue (every language but Polish gets the new key) changes its hash, so the core chunk's, which imports it.
 */
function unhashed(built: Built, file: string): string {
  let text = built.files[file];
  for (const c of built.chunks) text = text.replaceAll(`./${c.fileName}`, `./${c.name}-#.js`);
  return text;
}
const gzipped = (text: string) => gzipSync(text, { level: 9 }).length;

// Two builds (11 s or more each on a quiet machine): the hook and the build test have room for a busy one.
beforeAll(async () => {
  root = copy();
  unscaffolded = build(root);
  written = await newWidget('stock_badge', { root, keys: ['Projector'], hydrate: 'visible' });
}, 240_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('npm run new-widget stock_badge', () => {
  it('writes the files README\'s "Add a widget" lists', () => {
    expect(written).toEqual(
      expect.arrayContaining([
        'widgets/stock_badge/manifest.json',
        'widgets/stock_badge/index.ts',
        'docs/widgets/stock_badge.md',
        'docs/widgets/README.md',
        'fixtures/pages/stock-badge.mjs',
        'fixtures/routes.mjs',
        'fixtures/README.md',
        'test/pages.mjs',
        'test/e2e/stock_badge.spec.ts',
        'test/e2e/markup.spec.ts',
        'test/e2e/axe-coverage.ts',
        'src/i18n/pl-stock-badge.ts',
        'src/i18n/pl.ts',
        'src/i18n/cs.ts',
      ]),
    );
    expect(readFileSync(path.join(root, 'widgets/stock_badge/index.ts'), 'utf8')).toMatch(
      /export default defineWidget\(\{\n {2}name: 'stock_badge',\n {2}\/\/[^]*schema: v\.object[^]*parts: /,
    );
    expect(readFileSync(path.join(root, 'test/pages.mjs'), 'utf8')).toContain("'/cs/stock-badge.php',");
  });

  it('its manifest is valid, with the keys and moment asked for, and names its JSON Schema for editors', () => {
    expect(JSON.parse(readFileSync(path.join(root, 'widgets/stock_badge/manifest.json'), 'utf8')).$schema).toBe('../../schemas/widget-manifest.schema.json');
    const widget = readWidgets(root).find((w) => w.name === 'stock_badge');
    expect(widget).toMatchObject({
      keys: ['Projector'],
      hydrate: 'visible',
      index: 'widgets/stock_badge/index.ts',
    });
    // Not a core widget: its code and texts are in a chunk of its own.
    expect(widget?.core).toBeUndefined();
  });

  it("puts its Polish text in src/i18n/pl-stock-badge.ts, which its index.ts adds; pl.ts (the core chunk's) names only the type", () => {
    const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
    expect(read('src/i18n/pl-stock-badge.ts')).toMatch(
      /^\/\*\* Polish texts: the stock_badge widget's\. Not in the core chunk: [^\n]*\*\/\nexport const plStockBadge = \{\n {2}'stock_badge\.label': 'TODO \(pl\): \{quantity\}',\n\} as const;\n$/,
    );
    expect(read('widgets/stock_badge/index.ts')).toContain(
      "import { addPolish } from '../../src/i18n';\nimport { plStockBadge } from '../../src/i18n/pl-stock-badge';\n",
    );
    expect(read('widgets/stock_badge/index.ts')).toMatch(/^addPolish\(plStockBadge\);$/m);
    const pl = read('src/i18n/pl.ts');
    expect(pl).not.toContain('stock_badge.label');
    expect(pl).not.toContain('TODO');
    expect(pl).toContain("import type { plStockBadge } from './pl-stock-badge';");
    expect(pl).toMatch(/^type Later = [^;]* &\n {2}typeof plStockBadge;$/m);
    // The other languages' catalogues, loaded apart from the core, carry the key.
    for (const lang of ['cs', 'de', 'en', 'fr', 'hu', 'ro', 'sk', 'uk'])
      expect(read(`src/i18n/${lang}.ts`), lang).toContain(`'stock_badge.label': 'TODO (${lang}): {quantity}',`);
  });

  it('its Polish text comes with its chunk: the core chunk is unchanged, the loader only longer by its table row', () => {
    const scaffolded = build(root);
    // The core chunk: the same bytes (but for the hashes in the names of the files it imports), without the text.
    const [before, after] = [unscaffolded, scaffolded].map((b) => b.files[chunk(b, 'core')]);
    expect(Buffer.byteLength(after), "the core chunk's bytes").toBe(Buffer.byteLength(before));
    expect(unhashed(scaffolded, chunk(scaffolded, 'core')) === unhashed(unscaffolded, chunk(unscaffolded, 'core')), 'the core chunk changed').toBe(true);
    expect(after).not.toContain('TODO (pl)');
    // The widget's chunk, or one it imports, has it.
    const own = chunk(scaffolded, 'stock_badge');
    const reached = new Set([own]);
    for (const file of reached) for (const next of scaffolded.chunks.find((c) => c.fileName === file)?.imports ?? []) reached.add(next);
    expect([...reached].filter((f) => /(["'])TODO \(pl\): \{quantity\}\1/.test(scaffolded.files[f] ?? ''))).toHaveLength(1);
    // The loader: longer by the widget table's new row alone (terser may name its variables otherwise: the row changes
    // the letters' frequencies), which is all its gzip size grows by.
    const row = tableRow({ name: 'stock_badge', index: '', about: '', keys: ['Projector'], hydrate: 'visible' }, own.slice('stock_badge-'.length, -3));
    const [loader, unscaffoldedLoader] = [scaffolded.files['loader.js'], unscaffolded.files['loader.js']];
    expect(loader).toContain(`,${row}`);
    expect(Buffer.byteLength(loader) - Buffer.byteLength(unscaffoldedLoader)).toBe(`,${row}`.length);
    expect(gzipped(loader) - gzipped(unscaffoldedLoader)).toBeLessThanOrEqual(row.length);
  }, 180_000);

  it('the build type-checks it (its default export a widget definition), and the whole project type-checks', () => {
    expect(typecheckWidgets(readWidgets(root), root)).toEqual([]);
    for (const config of ['tsconfig.browser.json', 'tsconfig.node.json']) {
      const tsc = spawnSync(process.execPath, ['node_modules/typescript-native/bin/tsc', '--noEmit', '--pretty', 'false', '-p', config], {
        cwd: root,
        encoding: 'utf8',
      });
      expect(tsc.stdout + tsc.stderr, config).toBe('');
    }
  });

  it("passes the widget checks: docs opening and index row, markup case and axe row, catalogues, no text outside them, docs' links", () => {
    const env = {
      ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('VITEST') && k !== 'NODE_ENV')),
      NO_COLOR: '1',
      FORCE_COLOR: '0',
    };
    const run = spawnSync(
      process.execPath,
      [
        'node_modules/vitest/vitest.mjs',
        '--reporter=verbose',
        'run',
        'test/unit/widgets.test.ts',
        'test/unit/widget-coverage.test.ts',
        'test/unit/i18n.test.ts',
        'test/unit/visible-text.test.ts',
        'test/unit/docs.test.ts',
      ],
      { cwd: root, encoding: 'utf8', env },
    );
    const output = run.stdout + run.stderr;
    expect(output, output).toMatch(/Test Files {2}5 passed/);
    expect(output).toContain('stock_badge: a manifest saying what it does, docs/widgets/stock_badge.md opening with it, a row in the index');
    expect(run.status).toBe(0);
  });

  it('its texts, marked TODO, fail the check until they are written (test/unit/unwritten-texts.test.ts)', () => {
    const env = {
      ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('VITEST') && k !== 'NODE_ENV')),
      NO_COLOR: '1',
      FORCE_COLOR: '0',
    };
    const run = spawnSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', 'test/unit/unwritten-texts.test.ts'], {
      cwd: root,
      encoding: 'utf8',
      env,
    });
    const output = run.stdout + run.stderr;
    expect(run.status, output).not.toBe(0);
    expect(output).toMatch(/src\/i18n\/pl-stock-badge\.ts:\d+: 'TODO \(pl\): \{quantity\}'/);
    expect(output).toMatch(/src\/i18n\/cs\.ts:\d+: 'TODO \(cs\): \{quantity\}'/);
    expect(output).toContain('widgets/stock_badge/manifest.json: TODO');
    expect(output).toContain('docs/widgets/stock_badge.md');
  });

  it('is formatted as prettier formats it', async () => {
    const prettier = await import('prettier');
    for (const file of written) {
      const text = readFileSync(path.join(root, file), 'utf8');
      const options = { ...(await prettier.resolveConfig(path.join(root, file))), filepath: path.join(root, file) };
      expect(await prettier.check(text, options), file).toBe(true);
    }
  });
});

describe('npm run new-widget refuses, changing nothing', () => {
  it('a bad name, an existing widget, a wrong key or moment', () => {
    expect(() => plan('Stock-Badge', { root })).toThrow('"Stock-Badge" is not a widget name');
    expect(() => plan('', { root })).toThrow('"" is not a widget name');
    expect(() => plan('stock_badge', { root })).toThrow('widgets/stock_badge exists already');
    expect(() => plan('stock_level', { root, keys: ['Baskett'] })).toThrow('--keys: "Baskett" is not a batch key');
    expect(() => plan('stock_level', { root, hydrate: 'soon' })).toThrow('--hydrate: "soon" is not a moment');
    // Its Polish texts' export would be another part's (src/i18n/pl-footer.ts's plFooterLinks).
    expect(() => plan('footer_links', { root })).toThrow('src/i18n/pl.ts names plFooterLinks already');
  });

  it('a file whose insertion point moved: one message naming it, no file written', async () => {
    const files = plan('stock_level', { root }).created;
    const markup = path.join(root, 'test/e2e/markup.spec.ts');
    const kept = readFileSync(markup, 'utf8');
    writeFileSync(markup, kept.replace('async function serveWith', 'async function serve'));
    const before = snapshot(root, [...Object.keys(files), 'src/i18n/pl.ts', 'docs/widgets/README.md', 'fixtures/routes.mjs']);
    await expect(newWidget('stock_level', { root })).rejects.toThrow('test/e2e/markup.spec.ts: cannot find where to add the widget');
    expect(snapshot(root, Object.keys(before))).toEqual(before);
    writeFileSync(markup, kept);
    // The Polish catalogue's list of the parts outside the core (its type Later), which names the new one.
    const pl = path.join(root, 'src/i18n/pl.ts');
    const plKept = readFileSync(pl, 'utf8');
    writeFileSync(pl, plKept.replace('type Later =', 'type Lazy ='));
    expect(() => plan('stock_level', { root })).toThrow('src/i18n/pl.ts: cannot find where to add the widget ("type Later = …;")');
    writeFileSync(pl, plKept);
  });

  it('the CLI says why and exits 1', () => {
    const run = spawnSync(process.execPath, ['scripts/new-widget.mjs', 'stock_badge'], { cwd: root, encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toBe('npm run new-widget: widgets/stock_badge exists already; nothing was written.\n');
  });
});
