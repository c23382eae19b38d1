// The build's checks that run before it touches dist/ (rollup.config.mjs calls them first, then empties dist/):
//  - readWidgets: every widget folder's manifest.json and the widget table's rows it makes;
//  - typecheckWidgets: the shipped code type-checks (src/, widgets/, loader/), and every widget's index.ts has a
//    default export that is a widget definition (what defineWidget returns, src/widget.ts WidgetDefinition).
// A problem names the file and the field; nothing is built and dist/ stays as it was.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The batch keys of POST /ajax/get.php (src/widget.ts BatchKey). */
export const BATCH_KEYS = ['Projector', 'Basket', 'Wishlist', 'Comparers', 'Snippets', 'ToplayersAndWidgets'];
/** The hydration moments, in src/widget.ts HYDRATE_MOMENTS's order (the widget table carries the index). */
export const MOMENTS = ['load', 'idle', 'visible', 'interaction'];
const FIELDS = ['about', 'keys', 'hydrate', 'why', 'holdsClicks', 'core'];
/** Names the build's other chunks and entries have (rollup.config.mjs): a widget of that name would take their file. */
const TAKEN = ['core', 'loader', 'dismissals-head', 'cluster-worker', 'react', 'commonjs-helpers', 'graphql', 'load-script', 'subscription-price', 'error-log'];
export const NAME = /^[a-z][a-z0-9_]*$/;

/** The nearest of `known` to `word` (edit distance at most 2), for "did you mean". */
function nearest(word, known) {
  const distance = (a, b) => {
    let row = Array.from({ length: b.length + 1 }, (_, i) => i);
    for (let i = 1; i <= a.length; i++) {
      const next = [i];
      for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      row = next;
    }
    return row[b.length];
  };
  const best = known.map((k) => [k, distance(word.toLowerCase(), k.toLowerCase())]).sort((a, b) => a[1] - b[1])[0];
  return best && best[1] <= 2 ? best[0] : undefined;
}

/**
 * The widgets under `root`/widgets: every folder with an index.ts(x) is one and has a manifest.json
 * ({ about, keys, hydrate, why?, holdsClicks?, core? }); a folder without an index is shared code (menu_lists).
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
    if (m?.constructor !== Object) {
      problems.push(`${file}: a JSON object is required`);
      continue;
    }
    for (const key of Object.keys(m)) {
      if (FIELDS.includes(key)) continue;
      const near = nearest(key, FIELDS);
      problems.push(`${file}: unknown field "${key}"${near ? ` (did you mean "${near}"?)` : ''}; the fields are ${FIELDS.join(', ')}`);
    }
    if (typeof m.about !== 'string' || !m.about.trim()) problems.push(`${file}: "about" (what the widget does, its spec sections) is required`);
    if (!Array.isArray(m.keys)) problems.push(`${file}: "keys" (the batch keys it needs, [] for none) is required: a list of ${BATCH_KEYS.join(', ')}`);
    else
      for (const k of m.keys) {
        if (BATCH_KEYS.includes(k)) continue;
        const near = typeof k === 'string' && nearest(k, BATCH_KEYS);
        problems.push(
          `${file}: "keys" has ${JSON.stringify(k)}, not a batch key${near ? ` (did you mean "${near}"?)` : ''}; the keys are ${BATCH_KEYS.join(', ')}`,
        );
      }
    if (Array.isArray(m.keys) && new Set(m.keys).size !== m.keys.length) problems.push(`${file}: "keys" lists a key twice`);
    if (!MOMENTS.includes(m.hydrate)) {
      const near = typeof m.hydrate === 'string' && nearest(m.hydrate, MOMENTS);
      problems.push(
        `${file}: "hydrate" is ${m.hydrate === undefined ? 'missing' : JSON.stringify(m.hydrate)}${near ? ` (did you mean "${near}"?)` : ''}; it is one of ${MOMENTS.join(', ')}`,
      );
    }
    if (m.why !== undefined && (typeof m.why !== 'string' || !m.why.trim())) problems.push(`${file}: "why" is a sentence or absent`);
    if (m.holdsClicks !== undefined && m.holdsClicks !== true) problems.push(`${file}: "holdsClicks" is true or absent`);
    if (m.core !== undefined && m.core !== true) problems.push(`${file}: "core" is true or absent`);
    widgets.push({ name: d.name, index, ...m });
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
 * Type-checks the shipped code (src/, widgets/, loader/ under `root`) with one more file, written to a temporary
 * folder: every widget's default export assigned to a WidgetDefinition. Returns the problems (tsc's lines, those about
 * a widget's default export rewritten to name its index.ts), [] when it type-checks.
 */
export function typecheckWidgets(widgets, root = '.') {
  const abs = path.resolve(root);
  const dir = mkdtempSync(path.join(tmpdir(), 'widget-exports-'));
  try {
    const lines = [`import type { WidgetDefinition } from ${JSON.stringify(path.join(abs, 'src/widget'))};`];
    widgets.forEach((w, i) => lines.push(`import w${i} from ${JSON.stringify(path.join(abs, w.index.replace(/\.tsx?$/, '')))};`));
    widgets.forEach((w, i) => lines.push(`export const _${i}: WidgetDefinition<any> = w${i};`));
    const check = path.join(dir, 'widget-exports.ts');
    writeFileSync(check, lines.join('\n') + '\n');
    const tsconfig = path.join(dir, 'tsconfig.json');
    writeFileSync(
      tsconfig,
      JSON.stringify({
        extends: path.join(abs, 'tsconfig.json'),
        compilerOptions: { typeRoots: [path.join(abs, 'node_modules/@types')], noEmit: true },
        include: ['src', 'widgets', 'loader'].map((d) => path.join(abs, d)).concat(check),
      }),
    );
    const tsc = path.join(abs, 'node_modules/typescript-native/bin/tsc');
    const run = spawnSync(process.execPath, [tsc, '--noEmit', '--pretty', 'false', '-p', tsconfig], { cwd: abs, encoding: 'utf8' });
    if (run.status === 0) return [];
    const out = `${run.stdout}${run.stderr}`.split('\n').filter((l) => l.trim());
    if (!out.length) return [`tsc exited with ${run.status ?? run.signal} and said nothing`];
    return out.map((line) => {
      const at = /widget-exports-[^/\\]+[/\\]widget-exports\.ts\((\d+),\d+\): error (TS\d+): (.*)$/.exec(line);
      if (!at) return line;
      const n = Number(at[1]);
      // Line 1 imports the type, lines 2 … N+1 the widgets, lines N+2 … 2N+1 assign them.
      const w = n <= widgets.length + 1 ? widgets[n - 2] : widgets[n - 2 - widgets.length];
      if (!w) return line;
      return at[2] === 'TS1192' || /has no default export/.test(at[3])
        ? `${w.index}: no default export (export default defineWidget({ name: '${w.name}', schema, mount }))`
        : `${w.index}: its default export is not a widget definition (export default defineWidget({ … })): ${at[3]}`;
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
