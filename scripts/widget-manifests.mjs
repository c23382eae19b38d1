// The build's checks that run before it touches dist/ (rollup.config.mjs calls them first, then empties dist/):
//  - readWidgets: every widget folder's manifest.json and the widget table's rows it makes;
//  - typecheckWidgets: the shipped code type-checks (src/, widgets/, loader/) as browser code (tsconfig.browser.json:
//    the DOM, no Node globals), and every widget's index.ts has a default export that is a widget definition (what
//    defineWidget returns, src/widget.ts WidgetDefinition) whose name is its folder's (defineWidget keeps the name's
//    literal type).
// A problem names the file and the field; nothing is built and dist/ stays as it was. The manifest's fields and their
// messages are one valibot schema, scripts/manifest-schema.mjs.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MOMENTS, manifestProblems } from './manifest-schema.mjs';

/** Names the build's other chunks and entries have (rollup.config.mjs): a widget of that name would take their file. */
const TAKEN = ['core', 'loader', 'dismissals-head', 'cluster-worker', 'react', 'commonjs-helpers', 'graphql', 'load-script', 'subscription-price', 'error-log'];
export const NAME = /^[a-z][a-z0-9_]*$/;

/**
 * The widgets under `root`/widgets: every folder with an index.ts(x) is one and has a manifest.json
 * ({ about, keys, hydrate, why?, holdsClicks?, core? }); a folder without an index is left out here (it is no widget:
 * test/unit/layers.test.ts fails on it, as widgets share code through src/).
 * Throws one error listing every problem (file and field) when a manifest is missing or wrong, or a manifest has no
 * widget.
 */
export function readWidgets(root = '.') {
  const widgets = [];
  const problems = [];
  const dir = path.join(root, 'widgets');
  for (const d of readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory())) {
    const index = ['index.tsx', 'index.ts'].map((f) => `widgets/${d.name}/${f}`).find((f) => existsSync(path.join(root, f)));
    const file = `widgets/${d.name}/manifest.json`;
    if (!index) {
      if (existsSync(path.join(root, file))) problems.push(`${file} has no widgets/${d.name}/index.ts(x)`);
      continue;
    }
    if (!NAME.test(d.name)) problems.push(`widgets/${d.name}: a widget's name is lower case, digits and _`);
    if (TAKEN.includes(d.name)) problems.push(`widgets/${d.name}: "${d.name}" is the name of another file of the build (${TAKEN.join(', ')})`);
    if (!existsSync(path.join(root, file))) {
      problems.push(`${file} is missing`);
      continue;
    }
    let m;
    try {
      m = JSON.parse(readFileSync(path.join(root, file), 'utf8'));
    } catch (error) {
      problems.push(`${file}: not JSON (${error.message})`);
      continue;
    }
    const wrong = manifestProblems(m);
    if (wrong.length) {
      problems.push(...wrong.map((problem) => `${file}: ${problem}`));
      continue;
    }
    const { $schema: _editorsOnly, ...fields } = m;
    widgets.push({ name: d.name, index, ...fields });
  }
  if (!widgets.length && !problems.length) problems.push('widgets/ has no widget');
  if (problems.length) throw new Error(`widgets/ has ${problems.length === 1 ? 'a problem' : `${problems.length} problems`}:\n${problems.join('\n')}`);
  return widgets;
}

/**
 * One row of the loader's widget table (loader/registry.ts parseTable): name, keys joined by +, the moment's index,
 * h when it holds clicks, the chunk's hash ('' for a core widget). Checked here: a row the table cannot carry throws.
 */
export function tableRow(w, hash = '') {
  const row = [w.name, w.keys.join('+'), MOMENTS.indexOf(w.hydrate), w.holdsClicks ? 'h' : '', hash].join(':').replace(/:+$/, '');
  if (/,/.test(row) || row.split(':').length > 5 || MOMENTS.indexOf(w.hydrate) < 0)
    throw new Error(`widgets/${w.name}: a row the widget table cannot carry (${row})`);
  return row;
}

/**
 * Type-checks the shipped code (src/, widgets/, loader/ under `root`) as browser code, under `root`'s
 * tsconfig.browser.json (the DOM, no Node types), with one more file, written to a temporary folder: every widget's
 * default export assigned to a WidgetDefinition, and its name to the folder's name as a literal type
 * (`const _n0: 'back_to_top' = w0.name`). Returns the problems (tsc's lines, those about a widget's default
 * export or its name rewritten to name its index.ts), [] when it type-checks.
 */
export function typecheckWidgets(widgets, root = '.') {
  const abs = path.resolve(root);
  const dir = mkdtempSync(path.join(tmpdir(), 'widget-exports-'));
  try {
    const lines = [`import type { WidgetDefinition } from ${JSON.stringify(path.join(abs, 'src/widget'))};`];
    widgets.forEach((w, i) => lines.push(`import w${i} from ${JSON.stringify(path.join(abs, w.index.replace(/\.tsx?$/, '')))};`));
    widgets.forEach((w, i) => lines.push(`export const _${i}: WidgetDefinition<any> = w${i};`));
    widgets.forEach((w, i) => lines.push(`export const _n${i}: ${JSON.stringify(w.name)} = w${i}.name;`));
    const check = path.join(dir, 'widget-exports.ts');
    writeFileSync(check, lines.join('\n') + '\n');
    const tsconfig = path.join(dir, 'tsconfig.json');
    writeFileSync(
      tsconfig,
      JSON.stringify({
        extends: path.join(abs, 'tsconfig.browser.json'),
        compilerOptions: { noEmit: true },
        include: ['src', 'widgets', 'loader'].map((d) => path.join(abs, d)).concat(check),
      }),
    );
    const tsc = path.join(abs, 'node_modules/typescript-native/bin/tsc');
    const run = spawnSync(process.execPath, [tsc, '--noEmit', '--pretty', 'false', '-p', tsconfig], { cwd: abs, encoding: 'utf8' });
    if (run.status === 0) return [];
    const out = `${run.stdout}${run.stderr}`.split('\n').filter((l) => l.trim());
    if (!out.length) return [`tsc exited with ${run.status ?? run.signal} and said nothing`];
    // Line 1 imports the type, lines 2 … N+1 the widgets, lines N+2 … 2N+1 assign them, lines 2N+2 … 3N+1 their names.
    const N = widgets.length;
    const found = out.map((line) => {
      const at = /widget-exports-[^/\\]+[/\\]widget-exports\.ts\((\d+),\d+\): error (TS\d+): (.*)$/.exec(line);
      const n = at ? Number(at[1]) : 0;
      const w = n >= 2 && n <= 3 * N + 1 ? widgets[(n - 2) % N] : undefined;
      if (!w) return { line };
      if (n > 2 * N + 1)
        return {
          widget: w,
          name: true,
          line: `${w.index}: its name must be its folder's, '${w.name}' (defineWidget({ name: '${w.name}', … })): ${at[3]}`,
        };
      return {
        widget: w,
        line:
          at[2] === 'TS1192' || /has no default export/.test(at[3])
            ? `${w.index}: no default export (export default defineWidget({ name: '${w.name}', schema, mount }))`
            : `${w.index}: its default export is not a widget definition (export default defineWidget({ … })): ${at[3]}`,
      };
    });
    // A widget whose default export is missing or wrong has no name to compare: its one problem is said once.
    const wrongExport = new Set(found.filter((f) => f.widget && !f.name).map((f) => f.widget));
    return found.filter((f) => !f.name || !wrongExport.has(f.widget)).map((f) => f.line);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
