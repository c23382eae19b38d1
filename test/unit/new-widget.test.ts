// npm run new-widget <name> (scripts/new-widget.mjs), run on a copy of the project in a temporary folder: the widget
// it scaffolds has a valid manifest, type-checks (its default export a widget definition), and passes the checks a
// widget must pass (its docs page and index row, its markup case and axe row, its catalogue texts, no text outside the
// catalogues, the docs' links). A bad name, an existing widget or a file it cannot edit changes nothing.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newWidget, plan } from '../../scripts/new-widget.mjs';
import { readWidgets, typecheckWidgets } from '../../scripts/widget-manifests.mjs';

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
  'rollup.config.mjs',
  'vitest.config.ts',
  '.prettierrc.json',
  'package.json',
  'README.md',
];
let root = '';
let written: string[] = [];

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

beforeAll(async () => {
  root = copy();
  written = await newWidget('stock_badge', { root, keys: ['Projector'], hydrate: 'visible' });
});
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
    expect(readWidgets(root).find((w) => w.name === 'stock_badge')).toMatchObject({
      keys: ['Projector'],
      hydrate: 'visible',
      index: 'widgets/stock_badge/index.ts',
    });
  });

  it('the build type-checks it (its default export a widget definition), and the whole project type-checks', () => {
    expect(typecheckWidgets(readWidgets(root), root)).toEqual([]);
    const tsc = spawnSync(process.execPath, ['node_modules/typescript-native/bin/tsc', '--noEmit', '--pretty', 'false', '-p', 'tsconfig.json'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(tsc.stdout + tsc.stderr).toBe('');
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
    expect(output).toMatch(/src\/i18n\/\S+\.ts:\d+: 'TODO \(pl\): \{quantity\}'/);
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
  });

  it('the CLI says why and exits 1', () => {
    const run = spawnSync(process.execPath, ['scripts/new-widget.mjs', 'stock_badge'], { cwd: root, encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toBe('npm run new-widget: widgets/stock_badge exists already; nothing was written.\n');
  });
});
