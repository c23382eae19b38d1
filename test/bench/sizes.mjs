// Bundle sizes from dist/ and dist/stats.json: raw bytes and gzip -9 bytes (node zlib) per file.
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const gzip9 = (buf) => gzipSync(buf, { level: 9 }).length;

/** The widget a chunk is the entry of: facade "widgets/<name>/..." → name. */
export function widgetOf(chunk) {
  const m = /^widgets\/([^/]+)\//.exec((chunk.facade || '').replaceAll('\\', '/'));
  return m ? m[1] : null;
}

/** fileNames reachable from `start` through static imports (start included). */
export function staticClosure(byFile, start) {
  const seen = new Set();
  const stack = [start];
  while (stack.length) {
    const f = stack.pop();
    if (seen.has(f) || !byFile.has(f)) continue;
    seen.add(f);
    stack.push(...(byFile.get(f).imports || []));
  }
  return seen;
}

const normalize = (f) => f.replace(/^\.\//, '');

/** dist/stats.json with import lists normalized to plain file names (rollup may write "./x.js"). */
export function readStats(distDir) {
  const file = path.join(distDir, 'stats.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
  const stats = JSON.parse(readFileSync(file, 'utf8'));
  for (const c of stats.chunks || []) {
    c.imports = (c.imports || []).map(normalize);
    c.dynamicImports = (c.dynamicImports || []).map(normalize);
  }
  return stats;
}

/** A shared chunk's label: its rollup name, plus its largest module when the name is ambiguous ("index"). */
function sharedLabel(chunk, chunks) {
  const same = chunks.filter((c) => c.name === chunk.name).length;
  if (same < 2) return chunk.name;
  const [top] = Object.entries(chunk.modules || {}).sort((a, b) => b[1] - a[1]);
  if (!top) return chunk.fileName;
  const id = top[0].replaceAll('\\', '/');
  const nm = id.lastIndexOf('node_modules/');
  const where = nm >= 0 ? id.slice(nm + 13).split('/').slice(0, id.slice(nm + 13).startsWith('@') ? 2 : 1).join('/') : id;
  return `${chunk.name} (${where})`;
}

/**
 * Measures every chunk and groups them: loader (+ its static imports), widgets, React, other shared chunks.
 * Returns { files, loader, widgets, react, shared, widgetNeedsReact, reactFile, totals }.
 */
export function measureSizes(distDir, stats = readStats(distDir)) {
  const chunks = stats.chunks || [];
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const files = new Map();
  for (const c of chunks) {
    const buf = readFileSync(path.join(distDir, c.fileName));
    files.set(c.fileName, { fileName: c.fileName, raw: buf.length, gzip: gzip9(buf) });
  }
  const sum = (names) =>
    [...names].reduce((a, f) => ({ raw: a.raw + (files.get(f)?.raw ?? 0), gzip: a.gzip + (files.get(f)?.gzip ?? 0) }), { raw: 0, gzip: 0 });

  const entry = byFile.get('loader.js') || chunks.find((c) => c.isEntry);
  if (!entry) throw new Error('dist/stats.json has no entry chunk (loader.js)');
  const loaderFiles = staticClosure(byFile, entry.fileName);
  const loader = { fileName: entry.fileName, files: [...loaderFiles], self: files.get(entry.fileName), ...sum(loaderFiles) };

  const reactChunk = chunks.find((c) => c.name === 'react') || null;
  const reactFile = reactChunk?.fileName ?? null;

  const widgets = [];
  const widgetNeedsReact = {};
  for (const c of chunks) {
    const name = widgetOf(c);
    if (!name || loaderFiles.has(c.fileName)) continue;
    const closure = staticClosure(byFile, c.fileName);
    const extra = [...closure].filter((f) => !loaderFiles.has(f));
    widgetNeedsReact[name] = reactFile != null && closure.has(reactFile);
    // "withDeps": what mounting the widget costs on top of the loader (its static imports, React included).
    widgets.push({ name, fileName: c.fileName, ...files.get(c.fileName), withDeps: sum(extra), deps: extra.filter((f) => f !== c.fileName) });
  }
  widgets.sort((a, b) => a.name.localeCompare(b.name));

  const react = reactFile ? { fileName: reactFile, ...files.get(reactFile) } : null;
  const shared = chunks
    .filter((c) => !loaderFiles.has(c.fileName) && !widgetOf(c) && c.fileName !== reactFile)
    .map((c) => ({ name: sharedLabel(c, chunks), fileName: c.fileName, ...files.get(c.fileName), dynamic: chunks.some((o) => (o.dynamicImports || []).includes(c.fileName)) }))
    .sort((a, b) => b.gzip - a.gzip);

  const totals = sum(files.keys());
  return { files: [...files.values()], loader, widgets, react, shared, widgetNeedsReact, reactFile, totals, chunks };
}
