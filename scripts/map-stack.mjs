// Maps a minified stack (from the shop's error log, the browser console) to the sources, with a release's kept-apart
// source maps (docs/release.md, "Mapping an error-log stack"):
//   node scripts/map-stack.mjs release/storefront-<version>-sourcemaps < stack.txt
//   node scripts/map-stack.mjs release/storefront-<version>-sourcemaps 'TypeError: x at https://shop.pl/storefront/core-gZg8rb.js:1:2345'
// Every `[<url>/]<file>.js:<line>:<column>` whose <file>.js.map is in the folder becomes `<source>:<line>:<column>` (with the
// original name where the map has one); anything else is printed as it is. An error-log entry is URL-encoded: decoded
// first. Node's own source-map reader (node:module SourceMap), no dependency.
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The stack text with each position in a mapped file replaced by its source position. */
export function mapStack(text, mapsDir) {
  const maps = new Map();
  const mapOf = (file) => {
    if (!maps.has(file)) {
      const mapFile = path.join(mapsDir, `${file.replace(/^loader-\d+\.\d+\.\d+(-[\w.-]+)?\.js$/, 'loader.js')}.map`);
      maps.set(file, existsSync(mapFile) ? new SourceMap(JSON.parse(readFileSync(mapFile, 'utf8'))) : null);
    }
    return maps.get(file);
  };
  let decoded = text;
  try {
    if (/%[0-9A-F]{2}/i.test(text)) decoded = decodeURIComponent(text);
  } catch {
    // not URL-encoded after all
  }
  return decoded.replace(/(?:[a-z][\w+.-]*:\/\/[^\s()]*\/)?([\w.-]+\.js):(\d+):(\d+)/gi, (whole, file, line, column) => {
    const map = mapOf(file);
    // Stack positions are 1-based lines and columns; findEntry takes 0-based offsets.
    const entry = map?.findEntry(Number(line) - 1, Number(column) - 1);
    if (!entry || !entry.originalSource) return whole;
    // Relative to the repository (a package's path from its node_modules/, wherever that folder was at build time).
    const source = entry.originalSource.replace(/^.*?(?=node_modules\/)/, '').replace(/^(file:\/\/)?(\.\.\/)*/, '');
    return `${source}:${entry.originalLine + 1}:${entry.originalColumn + 1}${entry.name ? ` (${entry.name})` : ''}`;
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [mapsDir, ...rest] = process.argv.slice(2);
  if (!mapsDir || !existsSync(mapsDir)) {
    console.error('usage: node scripts/map-stack.mjs <release/storefront-<version>-sourcemaps> [stack text; else stdin]');
    process.exit(1);
  }
  const text = rest.length ? rest.join(' ') : readFileSync(0, 'utf8');
  process.stdout.write(mapStack(text, mapsDir) + (text.endsWith('\n') ? '' : '\n'));
}
