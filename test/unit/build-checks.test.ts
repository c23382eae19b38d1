// The build's checks before it touches dist/ (scripts/widget-manifests.mjs, called first by rollup.config.mjs): a
// manifest typo, a type error, a widget without a default export (or with one that is no widget), a widget whose name
// is not its folder's fail the build with the file named, and dist/ is left as it was. Run on small projects in temporary folders, the real rollup.config.mjs
// with them as its working folder.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { defineWidget } from '../../src/define-widget';
import { readWidgets, tableRow, typecheckWidgets } from '../../scripts/widget-manifests.mjs';

const repo = path.resolve('.');
const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

// A widget definition written by hand, its name's literal type spelled out (defineWidget keeps it by itself).
const GOOD_INDEX = `import type { WidgetDefinition } from '../../src/widget';
const widget: WidgetDefinition<{ quantity: number }> & { name: 'NAME' } = { name: 'NAME', mount() {} };
export default widget;
`;
const MANIFEST = { about: 'A widget of the test, enough words.', keys: ['Basket'], hydrate: 'idle' };

/** A project with src/widget.ts (the contract), tsconfig.json and tsconfig.browser.json, node_modules, a dist/ holding one file, and widgets. */
function project(widgets: Record<string, { index?: string; manifest?: unknown }>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'build-checks-'));
  made.push(dir);
  mkdirSync(path.join(dir, 'src'));
  cpSync('src/widget.ts', path.join(dir, 'src/widget.ts'));
  for (const config of ['tsconfig.json', 'tsconfig.browser.json']) cpSync(config, path.join(dir, config));
  symlinkSync(path.join(repo, 'node_modules'), path.join(dir, 'node_modules'));
  mkdirSync(path.join(dir, 'loader'));
  mkdirSync(path.join(dir, 'dist'));
  writeFileSync(path.join(dir, 'dist/loader.js'), 'the last good build');
  for (const [name, files] of Object.entries(widgets)) {
    mkdirSync(path.join(dir, 'widgets', name), { recursive: true });
    if (files.index !== undefined) writeFileSync(path.join(dir, 'widgets', name, 'index.ts'), files.index.replaceAll('NAME', name));
    if (files.manifest !== undefined)
      writeFileSync(path.join(dir, 'widgets', name, 'manifest.json'), typeof files.manifest === 'string' ? files.manifest : JSON.stringify(files.manifest));
  }
  return dir;
}

/** `rollup -c` with the repository's rollup.config.mjs, in `dir`: its exit code and what it said. */
function build(dir: string): { status: number | null; output: string } {
  const run = spawnSync(process.execPath, [path.join(repo, 'node_modules/rollup/dist/bin/rollup'), '-c', path.join(repo, 'rollup.config.mjs'), '--silent'], {
    cwd: dir,
    encoding: 'utf8',
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

const untouched = (dir: string) => readFileSync(path.join(dir, 'dist/loader.js'), 'utf8') === 'the last good build';

describe('manifests (readWidgets)', () => {
  it("reads the repository's widgets, and every one makes a row of the widget table", () => {
    const widgets = readWidgets();
    expect(widgets.length).toBeGreaterThanOrEqual(28);
    expect(
      tableRow(
        widgets.find((w) => w.name === 'menu_basket')!,
        'Ab-c_9',
      ),
    ).toBe('menu_basket:Basket:1::Ab-c_9');
  });

  it('names the file and the field of every problem, with the nearest field, key or moment', () => {
    const dir = project({
      typo: { index: GOOD_INDEX, manifest: { ...MANIFEST, hydrat: 'idle', hydrate: undefined, $schem: '../../schemas/widget-manifest.schema.json' } },
      badkey: { index: GOOD_INDEX, manifest: { ...MANIFEST, keys: ['Baskett'] } },
      moment: { index: GOOD_INDEX, manifest: { ...MANIFEST, hydrate: 'visibel' } },
      nojson: { index: GOOD_INDEX, manifest: '{ "about": "x", }' },
      list: { index: GOOD_INDEX, manifest: [MANIFEST] },
      twice: { index: GOOD_INDEX, manifest: { ...MANIFEST, keys: ['Basket', 'Basket'] } },
      editors: { index: GOOD_INDEX, manifest: { $schema: '../../schemas/widget-manifest.schema.json', ...MANIFEST } },
      nomanifest: { index: GOOD_INDEX },
      noindex: { manifest: MANIFEST },
      core: { index: GOOD_INDEX, manifest: MANIFEST },
      shared: {},
    });
    let message = '';
    try {
      readWidgets(dir);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('widgets/typo/manifest.json: unknown field "hydrat" (did you mean "hydrate"?)');
    expect(message).toContain('widgets/typo/manifest.json: unknown field "$schem" (did you mean "$schema"?)');
    expect(message).toContain('widgets/typo/manifest.json: "hydrate" is missing');
    expect(message).toContain('widgets/badkey/manifest.json: "keys" has "Baskett", not a batch key (did you mean "Basket"?)');
    expect(message).toContain('widgets/moment/manifest.json: "hydrate" is "visibel" (did you mean "visible"?)');
    expect(message).toContain('widgets/nojson/manifest.json: not JSON');
    expect(message).toContain('widgets/list/manifest.json: a JSON object is required');
    expect(message).not.toMatch(/widgets\/list\/manifest.json: "(about|keys|hydrate)"/);
    expect(message).toContain('widgets/twice/manifest.json: "keys" lists a key twice');
    expect(message).not.toContain('widgets/editors');
    expect(message).toContain('widgets/nomanifest/manifest.json is missing');
    expect(message).toContain('widgets/noindex/manifest.json has no widgets/noindex/index.ts(x)');
    expect(message).toContain('widgets/core: "core" is the name of another file of the build');
    expect(message).not.toContain('shared');
  });

  it('a manifest typo fails the build before dist/ is touched', () => {
    const dir = project({ stock_badge: { index: GOOD_INDEX, manifest: { ...MANIFEST, hydrat: 'idle', hydrate: undefined } } });
    const { status, output } = build(dir);
    expect(status).toBe(1);
    expect(output).toContain('widgets/stock_badge/manifest.json: unknown field "hydrat" (did you mean "hydrate"?)');
    expect(untouched(dir)).toBe(true);
  });
});

describe('types and default exports (typecheckWidgets)', () => {
  it('a project that type-checks has no problem', () => {
    const dir = project({ fine: { index: GOOD_INDEX, manifest: MANIFEST } });
    expect(typecheckWidgets(readWidgets(dir), dir)).toEqual([]);
  });

  it("checks the shipped code as browser code: Node's globals are type errors (tsconfig.browser.json)", () => {
    const dir = project({
      nodeglobals: {
        index: GOOD_INDEX.replace('mount() {}', "mount() {\n    if (process.env.DEBUG) return void Buffer.from('x');\n  }"),
        manifest: MANIFEST,
      },
    });
    const problems = typecheckWidgets(readWidgets(dir), dir);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^widgets\/nodeglobals\/index\.ts\(3,9\): error TS\d+: Cannot find name 'process'/);
    expect(problems[1]).toMatch(/^widgets\/nodeglobals\/index\.ts\(3,\d+\): error TS\d+: Cannot find name 'Buffer'/);
  });

  it('names the widget without a default export, the one whose default export is no widget, and a type error', () => {
    const dir = project({
      fine: { index: GOOD_INDEX, manifest: MANIFEST },
      nodefault: { index: GOOD_INDEX.replace('export default widget;', 'export { widget };'), manifest: MANIFEST },
      notawidget: { index: "export default { nam: 'notawidget' };\n", manifest: MANIFEST },
      typeerror: {
        index: GOOD_INDEX.replace('mount() {}', "mount() {\n    const quantity: number = '2';\n    return void quantity;\n  }"),
        manifest: MANIFEST,
      },
    });
    const problems = typecheckWidgets(readWidgets(dir), dir);
    expect(problems).toContain("widgets/nodefault/index.ts: no default export (export default defineWidget({ name: 'nodefault', schema, mount }))");
    expect(problems.find((p) => p.startsWith('widgets/notawidget/index.ts: its default export is not a widget definition'))).toMatch(/name, mount/);
    expect(problems.find((p) => p.startsWith('widgets/typeerror/index.ts(3,11): error TS2322'))).toBeTruthy();
    expect(problems.join('\n')).not.toMatch(/widgets\/fine|widget-exports/);
  });

  it('a type error fails the build before dist/ is touched', () => {
    const dir = project({ stock_badge: { index: GOOD_INDEX.replace('mount() {}', "mount() {\n    return 'no';\n  }"), manifest: MANIFEST } });
    const { status, output } = build(dir);
    expect(status).toBe(1);
    expect(output).toMatch(/widgets\/stock_badge\/index\.ts\(\d+,\d+\): error TS2322/);
    expect(untouched(dir)).toBe(true);
    expect(existsSync(path.join(dir, 'dist/loader.js'))).toBe(true);
  });

  it("names the widget whose name is not its folder's, or not a literal the build can compare", () => {
    const dir = project({
      fine: { index: GOOD_INDEX, manifest: MANIFEST },
      stock_badge: { index: GOOD_INDEX.replace("name: 'NAME' }", "name: 'stock_badges' }"), manifest: MANIFEST },
      widened: { index: GOOD_INDEX.replace(" & { name: 'NAME' }", ''), manifest: MANIFEST },
      notawidget: { index: "export default { nam: 'notawidget' };\n", manifest: MANIFEST },
    });
    const problems = typecheckWidgets(readWidgets(dir), dir);
    expect(problems.find((p) => p.startsWith('widgets/stock_badge/index.ts:'))).toBe(
      "widgets/stock_badge/index.ts: its name must be its folder's, 'stock_badge' (defineWidget({ name: 'stock_badge', … })): Type '\"stock_badges\"' is not assignable to type '\"stock_badge\"'.",
    );
    expect(problems.find((p) => p.startsWith('widgets/widened/index.ts:'))).toMatch(
      /its name must be its folder's, 'widened' .*Type 'string' is not assignable/,
    );
    // A default export that is no widget is said once, as that.
    expect(problems.filter((p) => p.startsWith('widgets/notawidget/'))).toEqual([expect.stringContaining('is not a widget definition')]);
    expect(problems.join('\n')).not.toMatch(/widgets\/fine|widget-exports/);
  });

  it('defineWidget keeps the name as its literal type, for that check', () => {
    const widget = defineWidget({ name: 'stock_badge', schema: v.object({}), mount() {} });
    const name: 'stock_badge' = widget.name; // a type error (npm run typecheck) if defineWidget widened it to string
    // @ts-expect-error: another name is not this widget's
    const other: 'stock_badges' = widget.name;
    expect([name, other]).toEqual(['stock_badge', 'stock_badge']);
  });

  it("a widget whose name is not its folder's fails the build before dist/ is touched, naming its index.ts", () => {
    const dir = project({ stock_badge: { index: GOOD_INDEX.replace("name: 'NAME' }", "name: 'stock_badges' }"), manifest: MANIFEST } });
    const { status, output } = build(dir);
    expect(status).toBe(1);
    expect(output).toContain("widgets/stock_badge/index.ts: its name must be its folder's, 'stock_badge' (defineWidget({ name: 'stock_badge', … }))");
    expect(output).toContain('stock_badges');
    expect(untouched(dir)).toBe(true);
  });

  it('a widget without a default export fails the build before dist/ is touched, naming its index.ts', () => {
    const dir = project({ stock_badge: { index: GOOD_INDEX.replace('export default widget;', 'export const stockBadge = widget;'), manifest: MANIFEST } });
    const { status, output } = build(dir);
    expect(status).toBe(1);
    expect(output).toContain("widgets/stock_badge/index.ts: no default export (export default defineWidget({ name: 'stock_badge', schema, mount }))");
    expect(untouched(dir)).toBe(true);
  });
});
