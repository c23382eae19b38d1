// Bundle sizes from dist/ and dist/stats.json: raw bytes and gzip -9 bytes (node zlib) per file.
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { packageOf } from '../../scripts/package-of.mjs';

const gzip9 = (buf) => gzipSync(buf, { level: 9 }).length;

/** The widget a chunk is the entry of: facade "widgets/<name>/..." → name (not a widget's dynamic chunk: a modal). */
function widgetOf(chunk) {
  const m = chunk.isEntry && /^widgets\/([^/]+)\//.exec((chunk.facade || '').replaceAll('\\', '/'));
  return m ? m[1] : null;
}

/** The core chunk (rollup.config.mjs: the core widgets, manifest "core": true, and their static imports), or null. */
function isCoreChunk(chunk) {
  return chunk.facade === 'virtual:core';
}

/** The widgets a core chunk holds: those whose widgets/<name>/index.ts(x) is one of its modules. */
function coreWidgetsOf(chunk) {
  const names = Object.keys(chunk.modules || {}).map((id) => /^widgets\/([^/]+)\/index\.tsx?$/.exec(id.replaceAll('\\', '/'))?.[1]);
  return names.filter(Boolean);
}

/** fileNames reachable from `start` through static imports (start included). */
function staticClosure(byFile, start) {
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
  if (isCoreChunk(chunk)) return `core (${coreWidgetsOf(chunk).length} widgets and their static imports)`;
  const same = chunks.filter((c) => c.name === chunk.name).length;
  if (same < 2) return chunk.name;
  const [top] = Object.entries(chunk.modules || {}).sort((a, b) => b[1] - a[1]);
  if (!top) return chunk.fileName;
  return `${chunk.name} (${packageOf(top[0])?.name ?? top[0].replaceAll('\\', '/')})`;
}

/**
 * Measures every chunk and groups them: loader (+ its static imports), widgets (a core widget: its share of the core
 * chunk, `inCore`), React, other shared chunks (the core chunk among them, whole).
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
  // A core widget has no file of its own: its size is its share of the core chunk, by the rendered length of its
  // folder's modules (widgets/<name>/...) against all of the chunk's; mounting it costs the core chunk (and its
  // static imports), its "deps".
  for (const c of chunks.filter(isCoreChunk)) {
    const modules = Object.entries(c.modules || {}).map(([id, len]) => [id.replaceAll('\\', '/'), len]);
    const rendered = modules.reduce((a, [, len]) => a + len, 0) || 1;
    const file = files.get(c.fileName);
    const closure = staticClosure(byFile, c.fileName);
    const extra = [...closure].filter((f) => !loaderFiles.has(f));
    for (const name of coreWidgetsOf(c)) {
      const share = modules.filter(([id]) => id.startsWith(`widgets/${name}/`)).reduce((a, [, len]) => a + len, 0) / rendered;
      widgetNeedsReact[name] = reactFile != null && closure.has(reactFile);
      widgets.push({
        name,
        fileName: c.fileName,
        inCore: true,
        raw: Math.round(file.raw * share),
        gzip: Math.round(file.gzip * share),
        withDeps: sum(extra),
        deps: extra,
      });
    }
  }
  widgets.sort((a, b) => a.name.localeCompare(b.name));

  const react = reactFile ? { fileName: reactFile, ...files.get(reactFile) } : null;
  const shared = chunks
    .filter((c) => !loaderFiles.has(c.fileName) && !widgetOf(c) && c.fileName !== reactFile)
    .map((c) => ({
      name: sharedLabel(c, chunks),
      fileName: c.fileName,
      ...files.get(c.fileName),
      dynamic: !isCoreChunk(c) && chunks.some((o) => (o.dynamicImports || []).includes(c.fileName)),
    }))
    .sort((a, b) => b.gzip - a.gzip);

  const totals = sum(files.keys());
  return { files: [...files.values()], loader, widgets, react, shared, widgetNeedsReact, reactFile, totals, chunks };
}
