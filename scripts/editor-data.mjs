// npm run editor-data: writes the files editors read, generated from the code, never by hand:
//  - schemas/widget-manifest.schema.json: the JSON Schema of widgets/<name>/manifest.json, from the valibot schema the
//    build checks manifests with (scripts/manifest-schema.mjs), by @valibot/to-json-schema;
//  - editor/storefront.html-data.json: HTML custom data (VS Code's html.customData, version 1.1): data-widget with
//    every widget's name (its manifest's about), data-hydrate with the moments, the markers' own attributes, and every
//    widget's options as data-* attributes, read from the valibot schema its index.ts gives defineWidget (type,
//    allowed values, default), with the meaning its docs page's Options table gives.
// `npm run editor-data -- --check` writes nothing and fails naming each file that differs from what the code makes
// (test/unit/editor-support.test.ts runs that check in npm test).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { toJsonSchema } from '@valibot/to-json-schema';
import * as prettier from 'prettier';
import { MOMENTS, ManifestSchema } from './manifest-schema.mjs';
import { readWidgets } from './widget-manifests.mjs';

export const MANIFEST_SCHEMA_FILE = 'schemas/widget-manifest.schema.json';
export const HTML_DATA_FILE = 'editor/storefront.html-data.json';
const REGENERATE = 'npm run editor-data';

/** The JSON Schema of a widget manifest (draft-07), from ManifestSchema. */
export function manifestJsonSchema() {
  const schema = toJsonSchema(ManifestSchema, {
    // The pipe's first piece only refuses arrays; the object schema after it is the manifest's JSON Schema.
    typeMode: 'output',
    // `keys` lists a key once: the one check of the schema, which JSON Schema says as uniqueItems.
    overrideAction: ({ valibotAction, jsonSchema }) => (valibotAction.type === 'check' ? { ...jsonSchema, uniqueItems: true } : undefined),
  });
  // Every field outside the known ones fails v.never(), which converts to { not: {} }: editors say "not allowed" for
  // `false`, and complete only the known fields.
  const { $schema, title, description, ...rest } = schema;
  return { $schema, title, description, ...rest, additionalProperties: false };
}

/**
 * The valibot schema of every widget's options, as plain JSON (functions left out, a default computed, a RegExp as
 * its text): the widgets' index.ts bundled with esbuild (defineWidget replaced by one that returns what it is given,
 * every import() left out), run in a child Node process with happy-dom's window as its globals (the modules
 * reach for HTMLElement, document and the like as they load).
 */
export async function optionSchemas(widgets, root = '.') {
  const abs = path.resolve(root);
  const stub = {
    name: 'editor-data',
    setup(build) {
      build.onResolve({ filter: /\/define-widget$/ }, (args) =>
        args.namespace === 'define-widget' ? undefined : { path: path.resolve(args.resolveDir, args.path) + '.ts', namespace: 'define-widget' },
      );
      build.onLoad({ filter: /.*/, namespace: 'define-widget' }, (args) => ({
        contents: `export * from ${JSON.stringify(args.path)};\nexport function defineWidget(spec) { return spec; }\n`,
        resolveDir: path.dirname(args.path),
        loader: 'js',
      }));
      // What a widget loads later (islands, lazy parts) is not needed for its options: never bundled, never run.
      build.onResolve({ filter: /.*/ }, (args) => (args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined));
      build.onResolve({ filter: /^virtual:/ }, (args) => ({ path: args.path, namespace: 'virtual' }));
      build.onLoad({ filter: /.*/, namespace: 'virtual' }, () => ({ contents: 'export default ""; export const integrity = "";', loader: 'js' }));
    },
  };
  const dir = mkdtempSync(path.join(tmpdir(), 'editor-data-'));
  try {
    // One entry a widget (shared code split into chunks), so that a module that throws as it loads is named.
    await esbuild
      .build({
        absWorkingDir: abs,
        entryPoints: Object.fromEntries(widgets.map((w) => [w.name, path.join(abs, w.index)])),
        bundle: true,
        splitting: true,
        format: 'esm',
        platform: 'browser',
        outdir: dir,
        outExtension: { '.js': '.mjs' },
        write: true,
        logLevel: 'silent',
        define: { 'process.env.NODE_ENV': '"production"' },
        plugins: [stub],
      })
      .catch((error) => {
        const where = (e) => (e.location ? `${e.location.file}:${e.location.line}:${e.location.column}: ` : '');
        throw new Error(
          `bundling the widgets to read their options failed:\n${(error.errors ?? [error]).map((e) => `${where(e)}${e.text ?? e.message}`).join('\n')}`,
        );
      });
    const entries = widgets.map((w) => [w.name, w.index, pathToFileURL(path.join(dir, `${w.name}.mjs`)).href]);
    const program = `
      import { Window } from 'happy-dom';
      const window = new Window({ url: 'https://shop.invalid/' });
      for (const key of Object.getOwnPropertyNames(window)) if (!(key in globalThis)) try { globalThis[key] = window[key]; } catch {}
      globalThis.window = globalThis;
      const schemas = {};
      const problems = [];
      for (const [name, index, url] of ${JSON.stringify(entries)}) {
        try {
          schemas[name] = (await import(url)).default?.schema;
        } catch (error) {
          problems.push(index + ': loading it (in Node, with happy-dom) to read its options failed: ' + (error?.message ?? error));
        }
      }
      const plain = (key, value) =>
        key.startsWith('~') ? undefined : typeof value === 'function' ? (key === 'default' ? value() : undefined) : value instanceof RegExp ? String(value) : value;
      process.stdout.write(JSON.stringify({ schemas, problems }, plain));
      process.exit(0);
    `;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', program], { cwd: abs, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    if (run.status !== 0) throw new Error(`reading the widgets' option schemas failed:\n${run.stderr.trim() || `exit ${run.status ?? run.signal}`}`);
    const { schemas, problems } = JSON.parse(run.stdout);
    if (problems.length) throw new Error(problems.join('\n'));
    return schemas;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The cells of a Markdown table row (`| a | b |`), trimmed. */
const cells = (line) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((c) => c.trim());

/** The lines of the section under the heading `## heading` of a Markdown text ([] when it has none). */
function section(text, heading) {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => l.trim() === `## ${heading}`);
  if (start < 0) return [];
  const end = lines.findIndex((l, i) => i > start && /^#{1,2} /.test(l));
  return lines.slice(start + 1, end < 0 ? undefined : end);
}

/**
 * What a widget's docs page says of its options: its "Options" table, one row per option (or per option names listed
 * together, `` `lat`, `lng`, `zoom` ``): { [option]: { meaning, default? } } from its "meaning" (else last) and
 * "default" columns.
 */
function documentedOptions(file) {
  if (!existsSync(file)) return {};
  const rows = section(readFileSync(file, 'utf8'), 'Options').filter((l) => l.trim().startsWith('|'));
  if (rows.length < 2) return {};
  const header = cells(rows[0]).map((c) => c.toLowerCase());
  const meaningAt = header.includes('meaning') ? header.indexOf('meaning') : header.length - 1;
  const defaultAt = header.indexOf('default');
  const found = {};
  for (const row of rows.slice(2)) {
    const c = cells(row);
    for (const [, name] of c[0].matchAll(/`([A-Za-z0-9]+)`/g)) found[name] = { meaning: c[meaningAt], default: defaultAt > 0 ? c[defaultAt] : undefined };
  }
  return found;
}

/** The marker attribute of option `key` (src/define-widget.ts attributeFor: maxDays → data-max-days). */
export const attributeOf = (key) => 'data-' + key.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase());

/**
 * One option's schema (as optionSchemas gives it) in a theme developer's words: { type, values?, default? } with type
 * such as "integer, 1 to 12" or "string, at most 200 characters"; values: the allowed spellings when they are few.
 * A number or boolean option's string spelling (src/schemas/markup.ts: a union with a string) is the attribute's own
 * reading, not another type.
 */
export function describeOption(schema) {
  let s = schema;
  let fallback;
  const constraints = [];
  let integer = false;
  const read = (pipe = []) => {
    for (const a of pipe.slice(1)) {
      if (a.type === 'integer') integer = true;
      else if (a.type === 'min_value') constraints.push(`at least ${a.requirement}`);
      else if (a.type === 'max_value') constraints.push(`at most ${a.requirement}`);
      else if (a.type === 'min_length' && a.requirement > 0) constraints.push(a.requirement === 1 ? 'not empty' : `at least ${a.requirement} characters`);
      else if (a.type === 'max_length') constraints.push(`at most ${a.requirement} characters`);
      else if (a.type === 'regex') constraints.push(`matching ${a.requirement}`);
    }
  };
  for (;;) {
    read(s.pipe);
    if (s.wrapped) {
      if (s.default !== undefined && fallback === undefined) fallback = s.default;
      s = s.wrapped;
    } else break;
  }
  const kinds = s.type === 'union' ? s.options : [s];
  const types = new Set(kinds.map((k) => k.type));
  let type;
  let values;
  if (types.has('number')) type = 'number';
  else if (types.has('boolean')) {
    type = 'boolean';
    values = ['true', 'false'];
    if (kinds.some((k) => k.type === 'picklist' && k.options.includes(''))) constraints.push('the attribute alone is true');
  } else if (kinds.every((k) => k.type === 'picklist' || k.type === 'literal')) {
    values = kinds.flatMap((k) => (k.type === 'picklist' ? k.options : [k.literal])).map(String);
    type = `one of ${values.join(', ')}`;
  } else if (types.size === 1 && types.has('string')) type = 'string';
  else type = 'JSON (in data-config)';
  if (type === 'number') for (const k of kinds) read(k.pipe?.[0]?.type === 'number' ? k.pipe : undefined);
  if (integer) type = 'integer';
  const bounds = constraints.filter((c) => /^at (least|most) -?\d/.test(c));
  const rest = constraints.filter((c) => !bounds.includes(c));
  const min = bounds.find((c) => c.startsWith('at least'));
  const max = bounds.find((c) => c.startsWith('at most'));
  const range = min && max ? [`${min.slice(9)} to ${max.slice(8)}`] : bounds;
  return {
    type: [type, ...range, ...rest].join(', '),
    ...(values && { values }),
    ...(fallback !== undefined && fallback !== '' && { default: String(fallback) }),
  };
}

/** The moments' meanings: the table under "Hydration moments" in docs/theme-guide.md, one row a moment. */
function momentMeanings(root) {
  const file = 'docs/theme-guide.md';
  const rows = section(readFileSync(path.join(root, file), 'utf8'), 'Hydration moments').filter((l) => l.trim().startsWith('|'));
  const meanings = Object.fromEntries(
    rows
      .slice(2)
      .map((r) => cells(r))
      .map(([m, when]) => [m.replace(/`/g, ''), when]),
  );
  const missing = MOMENTS.filter((m) => !meanings[m]);
  if (missing.length) throw new Error(`${file}: the table under "## Hydration moments" has no row for ${missing.join(', ')}`);
  return meanings;
}

const markdown = (value) => ({ kind: 'markdown', value });

/** The HTML custom data (VS Code's html.customData format, version 1.1) of the markers and every widget's options. */
export function htmlData(widgets, schemas, root = '.') {
  const moments = momentMeanings(root);
  const options = new Map();
  for (const w of widgets) {
    const schema = schemas[w.name];
    if (schema?.type !== 'object' || !schema.entries)
      throw new Error(`${w.index}: its defineWidget schema is not a v.object({ … }) (got ${schema?.type ?? 'none'}); its options cannot be listed`);
    const docs = documentedOptions(path.join(root, `docs/widgets/${w.name}.md`));
    for (const [key, entry] of Object.entries(schema.entries)) {
      const { type, values, default: fallback } = describeOption(entry);
      const documented = docs[key];
      const given = fallback !== undefined ? `\`${fallback}\`` : documented?.default && documented.default !== 'none' ? documented.default : undefined;
      const text = [`**${w.name}** option \`${key}\` (or \`"${key}"\` in \`data-config\`): ${type}${given ? `; default ${given}` : ''}.`, documented?.meaning]
        .filter(Boolean)
        .join('\n\n');
      const name = attributeOf(key);
      const attribute = options.get(name) ?? { name, texts: [], values: new Map() };
      attribute.texts.push(text);
      for (const value of values ?? []) attribute.values.set(value, [...(attribute.values.get(value) ?? []), w.name]);
      options.set(name, attribute);
    }
  }
  const optionNames = (w) =>
    Object.keys(schemas[w.name].entries)
      .map((k) => `\`${attributeOf(k)}\``)
      .join(', ') || 'none';
  const markers = [
    {
      name: 'data-widget',
      description: markdown('Makes the element a marker: the loader brings the widget of this name to life (docs/theme-guide.md, "Markers").'),
      values: widgets.map((w) => ({
        name: w.name,
        description: markdown(
          `${w.about}\n\nMoment: \`${w.hydrate}\` · batch keys: ${w.keys.join(', ') || 'none'} · options: ${optionNames(w)} (docs/widgets/${w.name}.md)`,
        ),
      })),
    },
    {
      name: 'data-hydrate',
      description: markdown('When the marker\'s widget is fetched and mounted, instead of its default moment (docs/theme-guide.md, "Hydration moments").'),
      values: MOMENTS.map((m) => ({ name: m, description: markdown(moments[m]) })),
    },
    {
      name: 'data-config',
      description: markdown("The marker's options as one JSON object (`'{\"columns\": 5}'`); a `data-*` attribute of an option wins over it."),
    },
    {
      name: 'data-parts',
      description: markdown(
        'Where the widget finds its parts, as JSON: part name → CSS selector (`\'{"badge": ".my-badge"}\'`); or `"parts"` in `data-config`.',
      ),
    },
    {
      name: 'data-widget-ignore',
      description: markdown('On an element holding merchant or customer content: no marker inside it is brought to life.'),
      valueSet: 'v',
    },
  ];
  const optionAttributes = [...options.values()]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(({ name, texts, values }) => ({
      name,
      description: markdown(texts.join('\n\n')),
      ...(values.size && {
        values: [...values].map(([value, of]) => ({ name: value, ...(options.get(name).texts.length > 1 && { description: of.join(', ') }) })),
      }),
    }));
  return { version: 1.1, tags: [], globalAttributes: [...markers, ...optionAttributes] };
}

/** Every generated file, formatted as prettier formats it: { [file under root]: text }. */
export async function editorFiles(root = '.') {
  const widgets = readWidgets(root);
  const schemas = await optionSchemas(widgets, root);
  const texts = {
    [MANIFEST_SCHEMA_FILE]: manifestJsonSchema(),
    [HTML_DATA_FILE]: htmlData(widgets, schemas, root),
  };
  const files = {};
  for (const [file, value] of Object.entries(texts)) {
    const filepath = path.join(path.resolve(root), file);
    files[file] = await prettier.format(JSON.stringify(value, null, 2) + '\n', { ...(await prettier.resolveConfig(filepath)), filepath });
  }
  return files;
}

/** Each generated file that is missing or differs from what the code makes now: one sentence each, [] when none. */
export async function staleEditorFiles(root = '.') {
  const problems = [];
  for (const [file, text] of Object.entries(await editorFiles(root))) {
    const at = path.join(root, file);
    const committed = existsSync(at) ? readFileSync(at, 'utf8') : undefined;
    if (committed !== text)
      problems.push(
        `${file} is ${committed === undefined ? 'missing' : 'stale (the widgets, their options or the manifest schema changed)'}: run ${REGENERATE} and commit it`,
      );
  }
  return problems;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  try {
    if (process.argv.includes('--check')) {
      const problems = await staleEditorFiles();
      if (problems.length) throw new Error(problems.join('\n'));
      console.log('editor data: up to date');
    } else {
      for (const [file, text] of Object.entries(await editorFiles())) {
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, text);
        console.log(`wrote ${file}`);
      }
    }
  } catch (error) {
    console.error(`${REGENERATE}: ${error.message}`);
    process.exit(1);
  }
}
