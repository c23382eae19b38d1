// Builds dist/: loader.js (stable name, the one script a shop includes) and content-hashed chunks
// that the loader imports on demand. dist/stats.json records each chunk's modules for the bench.
import { nodeResolve } from '@rollup/plugin-node-resolve';
import commonjs from '@rollup/plugin-commonjs';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';
import path from 'node:path';

const root = path.resolve('.');

/** Writes dist/stats.json and fails the build if a widget chunk imports the loader entry. */
function stats() {
  return {
    name: 'storefront-stats',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle)
        .filter((c) => c.type === 'chunk')
        .map((c) => ({
          fileName: c.fileName,
          name: c.name,
          isEntry: c.isEntry,
          imports: c.imports,
          dynamicImports: c.dynamicImports,
          facade: c.facadeModuleId ? path.relative(root, c.facadeModuleId) : null,
          modules: Object.fromEntries(
            Object.entries(c.modules).map(([id, m]) => [path.relative(root, id.replace(/^\0/, '')), m.renderedLength]),
          ),
        }));
      const entry = chunks.find((c) => c.isEntry);
      for (const c of chunks) {
        if (c !== entry && c.imports.includes(entry.fileName)) {
          this.error(`${c.fileName} imports the loader entry: widgets must reach the loader's state through their context, not by import.`);
        }
      }
      this.emitFile({ type: 'asset', fileName: 'stats.json', source: JSON.stringify({ chunks }, null, 1) });
    },
  };
}

export default {
  input: { loader: 'loader/index.ts' },
  output: {
    dir: 'dist',
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: '[name]-[hash].js',
    manualChunks(id) {
      if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
    },
  },
  preserveEntrySignatures: false,
  plugins: [
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
    nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx'] }),
    commonjs(),
    esbuild({ target: 'es2020', jsx: 'automatic', minify: false, tsconfig: 'tsconfig.json' }),
    terser({ ecma: 2020, module: true, compress: { passes: 2 }, format: { comments: false } }),
    stats(),
  ],
};
