// The package a module path belongs to, read from its path: the release's third-party notices (scripts/release.mjs,
// from dist/stats.json), the release check (scripts/check-release.mjs, from the source maps' sources) and the bench's
// labels (test/bench/sizes.mjs) all ask it here.

/**
 * The node_modules package of `modulePath` (relative or absolute, `/` or `\` separators, as rollup's stats and source
 * maps write it): its name (`react`, `@floating-ui/dom`) and its folder, the path up to and including the package's
 * own folder under the last node_modules (a package nested in another's node_modules is the inner one). Null for a
 * path outside node_modules, or one that names no package's folder there.
 */
export function packageOf(modulePath) {
  const p = modulePath.replaceAll('\\', '/');
  const at = p.lastIndexOf('node_modules/');
  if (at < 0 || (at > 0 && p[at - 1] !== '/')) return null;
  const parts = p.slice(at + 'node_modules/'.length).split('/');
  const scoped = parts[0].startsWith('@');
  // `.bin`, `.cache`, `.pnpm` (whose packages are in node_modules folders further in): no package's folder.
  if (!parts[0] || parts[0].startsWith('.') || (scoped && (parts[0].length < 2 || !parts[1]))) return null;
  const name = scoped ? `${parts[0]}/${parts[1]}` : parts[0];
  return { name, dir: p.slice(0, at) + 'node_modules/' + name };
}
