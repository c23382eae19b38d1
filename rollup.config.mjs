// Two builds into dist/:
//  1. the lazily loaded code: one entry per widget plus the GraphQL client and the platform-HTML module,
//     with shared code (React, valibot, stores, UI) split into content-hashed chunks;
//  2. loader.js, the one script a shop includes (stable name, short cache), whose dynamic imports of
//     widget code are rewritten to build 1's hashed files. The loader never shares a chunk with the
//     widgets, so a cached hashed chunk never imports an un-hashed, changing file.
// dist/stats.json records each chunk's modules for the benchmark's treemap.
import { nodeResolve } from '@rollup/plugin-node-resolve';
import commonjs from '@rollup/plugin-commonjs';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';
import { readdirSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve('.');
rmSync('dist', { recursive: true, force: true }); // no stale hashed files
const rel = (id) => path.relative(root, id.replace(/^\0/, ''));

const widgetEntries = Object.fromEntries(
  readdirSync('widgets', { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => [d.name, ['index.tsx', 'index.ts'].map((f) => `widgets/${d.name}/${f}`).find(existsSync)])
    .filter(([, file]) => file),
);
const lazyEntries = { ...widgetEntries, graphql: 'src/net/graphql.ts', 'platform-html': 'src/platform-html.ts', 'subscription-price': 'src/lib/subscription-price.ts' };

/** module path (relative to the repo) -> built file name, filled by build 1, read by build 2. */
const lazyFiles = new Map();
const allChunks = [];

function chunkStats(bundle, build) {
  return Object.values(bundle)
    .filter((c) => c.type === 'chunk')
    .map((c) => ({
      fileName: c.fileName,
      name: c.name,
      build,
      isEntry: c.isEntry,
      imports: c.imports,
      dynamicImports: c.dynamicImports,
      facade: c.facadeModuleId ? rel(c.facadeModuleId) : null,
      modules: Object.fromEntries(Object.entries(c.modules).map(([id, m]) => [rel(id), m.renderedLength])),
    }));
}

function recordLazy() {
  return {
    name: 'record-lazy',
    generateBundle(_o, bundle) {
      for (const c of Object.values(bundle)) if (c.type === 'chunk' && c.isEntry && c.facadeModuleId) lazyFiles.set(rel(c.facadeModuleId), c.fileName);
      allChunks.push(...chunkStats(bundle, 'lazy'));
    },
  };
}

function linkLazy() {
  return {
    name: 'link-lazy',
    async resolveDynamicImport(specifier, importer) {
      if (typeof specifier !== 'string') return null;
      const resolved = await this.resolve(specifier, importer, { skipSelf: true });
      const file = resolved && lazyFiles.get(rel(resolved.id));
      if (!file) this.error(`the loader imports ${specifier}, which is not an entry of the lazy build (add it to lazyEntries)`);
      return { id: `./${file}`, external: true };
    },
    generateBundle(_o, bundle) {
      allChunks.push(...chunkStats(bundle, 'loader'));
      this.emitFile({ type: 'asset', fileName: 'stats.json', source: JSON.stringify({ chunks: allChunks }, null, 1) });
    },
  };
}

const plugins = () => [
  replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
  nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx'] }),
  commonjs(),
  esbuild({ target: 'es2020', jsx: 'automatic', tsconfig: 'tsconfig.json' }),
  terser({ ecma: 2020, module: true, compress: { passes: 2 }, format: { comments: false } }),
];

export default [
  {
    input: lazyEntries,
    output: {
      dir: 'dist',
      format: 'es',
      entryFileNames: '[name]-[hash].js',
      chunkFileNames: '[name]-[hash].js',
      manualChunks(id) {
        if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
        // rollup's CommonJS helpers are shared by React and other CommonJS packages (Leaflet): their own chunk,
        // or the map widget would import (and fetch) the React chunk for them.
        if (id.startsWith('\0commonjsHelpers')) return 'commonjs-helpers';
      },
    },
    preserveEntrySignatures: 'exports-only',
    plugins: [...plugins(), recordLazy()],
  },
  {
    input: { loader: 'loader/index.ts' },
    output: { dir: 'dist', format: 'es', entryFileNames: '[name].js' },
    preserveEntrySignatures: false,
    plugins: [linkLazy(), ...plugins()],
  },
  {
    // Inlined by themes in <head>: hides dismissed promotions before the first paint (README "bars").
    input: { 'dismissals-head': 'loader/dismissals-head.ts' },
    output: { dir: 'dist', format: 'iife', entryFileNames: '[name].js' },
    plugins: plugins(),
  },
];
