// Editor support (npm run editor-data, scripts/editor-data.mjs): the committed JSON Schema of the widget manifests and
// the HTML custom data are what the code makes now, and the check fails, naming the file and the command, when they
// are not (on copies of the project in temporary folders); the JSON Schema agrees with the valibot schema the build
// checks manifests with (ajv on every real manifest and on bad ones); the custom data lists every widget, the moments
// and each widget's options; .vscode/settings.json points at both files.
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Ajv from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HTML_DATA_FILE,
  MANIFEST_SCHEMA_FILE,
  attributeOf,
  htmlData,
  manifestJsonSchema,
  optionSchemas,
  staleEditorFiles,
  type HtmlData,
  type PlainSchema,
} from '../../scripts/editor-data.mjs';
import { BATCH_KEYS, MOMENTS, SCHEMA_PATH, manifestProblems } from '../../scripts/manifest-schema.mjs';
import { readWidgets } from '../../scripts/widget-manifests.mjs';
import { HYDRATE_MOMENTS } from '../../src/widget';
import { BATCH_KEYS as REGISTER_BATCH_KEYS } from '../../src/register-check';

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A copy of what the generator reads and writes (node_modules linked). */
function copy(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'editor-data-'));
  made.push(dir);
  for (const entry of ['src', 'widgets', 'docs', 'scripts', 'schemas', 'editor', 'tsconfig.json', '.prettierrc.json', 'package.json'])
    cpSync(entry, path.join(dir, entry), { recursive: true });
  symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'));
  return dir;
}
const edit = (dir: string, file: string, change: (text: string) => string) => {
  const at = path.join(dir, file);
  const before = readFileSync(at, 'utf8');
  const after = change(before);
  expect(after, `${file}: the edit changed nothing`).not.toBe(before);
  writeFileSync(at, after);
};

const widgets = readWidgets();
const manifests = readdirSync('widgets')
  .filter((d) => existsSync(`widgets/${d}/manifest.json`))
  .map((d) => [`widgets/${d}/manifest.json`, JSON.parse(readFileSync(`widgets/${d}/manifest.json`, 'utf8'))] as const);

describe('the committed files are what npm run editor-data makes', () => {
  it('schemas/widget-manifest.schema.json and editor/storefront.html-data.json are up to date', async () => {
    expect(await staleEditorFiles()).toEqual([]);
  });

  describe('on a copy of the project', () => {
    let dir = '';
    beforeAll(() => {
      dir = copy();
    });
    it('an up-to-date copy has nothing stale', async () => {
      expect(await staleEditorFiles(dir)).toEqual([]);
    });
    it("a widget's option changed without regenerating: the custom data is stale, named with the command", async () => {
      edit(dir, 'widgets/tooltip/index.ts', (t) => t.replace("'bottom-end'] as const", "'bottom-end', 'middle'] as const"));
      expect(await staleEditorFiles(dir)).toEqual([
        `${HTML_DATA_FILE} is stale (the widgets, their options or the manifest schema changed): run npm run editor-data and commit it`,
      ]);
    });
    it('a widget added without regenerating: stale; npm run editor-data -- --check exits 1 naming the file', () => {
      cpSync(path.join(dir, 'widgets/back_to_top'), path.join(dir, 'widgets/back_to_bottom'), { recursive: true });
      edit(dir, 'widgets/back_to_bottom/index.ts', (t) => t.replace("name: 'back_to_top'", "name: 'back_to_bottom'"));
      const run = spawnSync(process.execPath, ['scripts/editor-data.mjs', '--check'], { cwd: dir, encoding: 'utf8' });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(`npm run editor-data: ${HTML_DATA_FILE} is stale`);
      expect(run.stderr).not.toMatch(/\n\s+at /); // a sentence, no stack
    });
    it('regenerated, the copy is up to date again, and the new widget and option are in it', () => {
      const run = spawnSync(process.execPath, ['scripts/editor-data.mjs'], { cwd: dir, encoding: 'utf8' });
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      const check = spawnSync(process.execPath, ['scripts/editor-data.mjs', '--check'], { cwd: dir, encoding: 'utf8' });
      expect(check.stdout + check.stderr).toContain('editor data: up to date');
      const regenerated = JSON.parse(readFileSync(path.join(dir, HTML_DATA_FILE), 'utf8')) as HtmlData;
      const find = (name: string) => regenerated.globalAttributes.find((a) => a.name === name);
      expect(find('data-widget')!.values!.map((v) => v.name)).toContain('back_to_bottom');
      expect(find('data-placement')!.values!.map((v) => v.name)).toContain('middle');
    });
    it('a widget whose module throws as it loads, or does not parse: named, in a sentence', async () => {
      edit(dir, 'widgets/back_to_bottom/index.ts', (t) => `${t}\nthrow new Error('not in this shop');\n`);
      await expect(staleEditorFiles(dir)).rejects.toThrow(
        'widgets/back_to_bottom/index.ts: loading it (in Node, with happy-dom) to read its options failed: not in this shop',
      );
      edit(dir, 'widgets/back_to_bottom/index.ts', (t) => t.replace("throw new Error('not in this shop');", 'export default {'));
      const run = spawnSync(process.execPath, ['scripts/editor-data.mjs', '--check'], { cwd: dir, encoding: 'utf8' });
      expect(run.status).toBe(1);
      expect(run.stderr).toMatch(/^npm run editor-data: bundling the widgets to read their options failed:\nwidgets\/back_to_bottom\/index\.ts:\d+:\d+: /);
      expect(run.stderr).not.toMatch(/\n\s+at /);
      rmSync(path.join(dir, 'widgets/back_to_bottom'), { recursive: true });
      expect(spawnSync(process.execPath, ['scripts/editor-data.mjs'], { cwd: dir, encoding: 'utf8' }).status).toBe(0);
    });
    it('the manifest schema missing or edited by hand: each named', async () => {
      rmSync(path.join(dir, MANIFEST_SCHEMA_FILE));
      expect(await staleEditorFiles(dir)).toEqual([`${MANIFEST_SCHEMA_FILE} is missing: run npm run editor-data and commit it`]);
      spawnSync(process.execPath, ['scripts/editor-data.mjs'], { cwd: dir, encoding: 'utf8' });
      edit(dir, MANIFEST_SCHEMA_FILE, (t) => t.replace('"load",', ''));
      expect((await staleEditorFiles(dir))[0]).toMatch(/^schemas\/widget-manifest\.schema\.json is stale/);
    });
  });
});

describe('the JSON Schema agrees with the valibot schema the build checks manifests with', () => {
  // What npm run editor-data writes (the committed file is the same: above).
  const schema = manifestJsonSchema() as { properties: Record<string, { enum?: string[]; items?: { enum: string[] } }>; additionalProperties: unknown };
  const validate = new Ajv({ allErrors: true }).compile(schema);

  it('accepts every real manifest, each naming it with "$schema"', () => {
    expect(manifests.length).toBe(widgets.length);
    for (const [file, manifest] of manifests) {
      expect(validate(manifest), `${file}: ${JSON.stringify(validate.errors)}`).toBe(true);
      expect(manifestProblems(manifest), file).toEqual([]);
      expect(manifest.$schema, file).toBe(SCHEMA_PATH);
      expect(existsSync(path.join(path.dirname(file), manifest.$schema)), `${file}: $schema points at no file`).toBe(true);
    }
  });

  const good = { about: 'A widget of the test, enough words.', keys: ['Basket'], hydrate: 'idle' };
  const bad: Record<string, unknown> = {
    'an unknown field': { ...good, hydrat: 'idle' },
    'a second unknown field': { ...good, $schem: SCHEMA_PATH },
    'no hydrate': { about: good.about, keys: [] },
    'no about': { keys: [], hydrate: 'load' },
    'no keys': { about: good.about, hydrate: 'load' },
    'a moment misspelt': { ...good, hydrate: 'visibel' },
    'a batch key misspelt': { ...good, keys: ['Baskett'] },
    'a key twice': { ...good, keys: ['Basket', 'Basket'] },
    'a blank about': { ...good, about: '   ' },
    'keys not a list': { ...good, keys: 'Basket' },
    'core false': { ...good, core: false },
    'holdsClicks "yes"': { ...good, holdsClicks: 'yes' },
    'an empty why': { ...good, why: '' },
    '$schema a number': { ...good, $schema: 1 },
    'an array': [good],
    'a string': 'idle',
  };
  it.each(Object.entries(bad))('refuses %s, as the build does', (_, manifest) => {
    expect(manifestProblems(manifest)).not.toEqual([]);
    expect(validate(manifest)).toBe(false);
  });
  it('accepts what the build accepts: every optional field, "$schema" too', () => {
    for (const manifest of [good, { ...good, keys: [], why: 'Because.', holdsClicks: true, core: true, $schema: SCHEMA_PATH }]) {
      expect(manifestProblems(manifest)).toEqual([]);
      expect(validate(manifest), JSON.stringify(validate.errors)).toBe(true);
    }
  });
  it("completes the fields, batch keys and moments the loader's contract has (src/widget.ts, src/register-check.ts)", () => {
    expect(MOMENTS).toEqual([...HYDRATE_MOMENTS]);
    expect(BATCH_KEYS).toEqual([...REGISTER_BATCH_KEYS]);
    expect(schema.properties.hydrate.enum).toEqual(MOMENTS);
    expect(schema.properties.keys.items!.enum).toEqual(BATCH_KEYS);
    expect(Object.keys(schema.properties)).toEqual(['$schema', 'about', 'keys', 'hydrate', 'why', 'holdsClicks', 'core']);
    expect(schema.additionalProperties).toBe(false);
  });
});

describe('the HTML custom data', () => {
  // What npm run editor-data writes (the committed file is the same: above).
  let schemas: Record<string, PlainSchema> = {};
  let data: HtmlData = { version: 1.1, tags: [], globalAttributes: [] };
  const attribute = (name: string) => data.globalAttributes.find((a) => a.name === name);
  beforeAll(async () => {
    schemas = await optionSchemas(widgets);
    data = htmlData(widgets, schemas);
  });

  it('is VS Code custom data, version 1.1', () => {
    expect(data.version).toBe(1.1);
    expect(data.tags).toEqual([]);
    expect(new Set(data.globalAttributes.map((a) => a.name)).size).toBe(data.globalAttributes.length);
  });

  it('data-widget: every widget, described by its about', () => {
    const values = attribute('data-widget')!.values!;
    expect(values.map((v) => v.name)).toEqual(widgets.map((w) => w.name));
    for (const w of widgets) expect((values.find((v) => v.name === w.name)!.description as { value: string }).value.startsWith(w.about)).toBe(true);
  });

  it('data-hydrate: the moments the loader accepts, each with its meaning', () => {
    const values = attribute('data-hydrate')!.values!;
    expect(values.map((v) => v.name)).toEqual([...HYDRATE_MOMENTS]);
    expect((values.find((v) => v.name === 'visible')!.description as { value: string }).value).toMatch(/200 px of the viewport/);
  });

  it("every widget's options, each as the data-* attribute defineWidget reads", () => {
    let options = 0;
    for (const w of widgets) {
      const keys = Object.keys(schemas[w.name].entries ?? {});
      options += keys.length;
      for (const key of keys) {
        const found = attribute(attributeOf(key));
        expect(found, `${w.name}: ${attributeOf(key)}`).toBeTruthy();
        expect(found!.description.value).toContain(`**${w.name}** option \`${key}\``);
      }
    }
    expect(options).toBeGreaterThan(60);
    expect(attributeOf('maxDays')).toBe('data-max-days');
  });

  it('with type, allowed values, default and the docs page’s meaning where there are', () => {
    expect(attribute('data-placement')!.values!.map((v) => v.name)).toEqual([
      'top',
      'bottom',
      'left',
      'right',
      'top-start',
      'top-end',
      'bottom-start',
      'bottom-end',
    ]);
    expect(attribute('data-placement')!.description.value).toContain('default `top`');
    expect(attribute('data-columns')!.description.value).toMatch(
      /^\*\*category_menu\*\* option `columns` \(or `"columns"` in `data-config`\): integer, 1 to 12; default `5`\./,
    );
    expect(attribute('data-columns')!.description.value).toContain('most columns at `wideFrom` and wider');
    expect(attribute('data-lat')!.description.value).toContain('option `lat` (or `"lat"` in `data-config`): number, -90 to 90; default fit all points');
    expect(attribute('data-cookies')!.description.value).toContain('string, at most 200 characters, not empty; default `#cookies_config`.');
    expect(attribute('data-wide')!.values!.map((v) => v.name)).toEqual(['true', 'false']);
    expect(attribute('data-wide')!.description.value).toContain('boolean, the attribute alone is true; default `true`');
    // One attribute, two widgets: each widget's values and words.
    const mode = attribute('data-mode')!;
    expect(mode.values!.map((v) => `${v.name}:${v.description}`)).toEqual([
      'single:calendar',
      'multiple:calendar',
      'multiple-ranged:calendar',
      'login:passkey',
      'register:passkey',
    ]);
    expect(mode.description.value).toMatch(/\*\*calendar\*\* option `mode`[^]*\*\*passkey\*\* option `mode`/);
  });

  it("the markers' own attributes: data-config, data-parts, data-widget-ignore (no value)", () => {
    expect(attribute('data-config')).toBeTruthy();
    expect(attribute('data-parts')).toBeTruthy();
    expect(attribute('data-widget-ignore')!.valueSet).toBe('v');
  });
});

it('.vscode/settings.json points html.customData and json.schemas at the generated files', () => {
  const settings = JSON.parse(readFileSync('.vscode/settings.json', 'utf8'));
  expect(settings['html.customData']).toEqual([`./${HTML_DATA_FILE}`]);
  expect(settings['json.schemas']).toEqual([{ fileMatch: ['widgets/*/manifest.json'], url: `./${MANIFEST_SCHEMA_FILE}` }]);
});
