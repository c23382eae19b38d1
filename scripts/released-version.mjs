// Whether package.json's version may still be released (docs/release.md, "The release checklist"): a version names one
// set of bytes, once. `npm run release` (scripts/release.mjs) asks before it builds or writes anything, and refuses a
// version already released with other bytes:
//  - CHANGELOG.md has a dated section for it (`## [X.Y.Z] - YYYY-MM-DD`) and entries above that section (under
//    `## [Unreleased]`, or a newer version's section): there were changes since that release;
//  - a git tag `vX.Y.Z` exists and the shipped sources (SHIPPED below) differ from that tag's tree.
// An undated version (the next one, in development) is released freely. Without git, or outside a git work tree (a
// tarball checkout), only CHANGELOG.md is read.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The paths whose contents make a release's bytes (with package.json's SHIPPED_FIELDS). */
export const SHIPPED = ['src', 'widgets', 'loader', 'types', 'rollup.config.mjs', 'tsconfig.json', 'package-lock.json', 'LICENSE'];
/** package.json's fields that change what is bundled (its version, scripts and description do not). */
const SHIPPED_FIELDS = ['dependencies', 'devDependencies', 'overrides'];

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What CHANGELOG.md's text says of `version`: the date of its section (`## [X.Y.Z] - YYYY-MM-DD`), or null when it
 * has none or an undated one; and the entries (lines other than blank lines and `###` headings) above that section.
 */
export function changelogRelease(text, version) {
  const lines = text.split(/\r?\n/);
  const heading = new RegExp(`^## \\[${escape(version)}\\] - (\\d{4}-\\d{2}-\\d{2})\\s*$`);
  const at = lines.findIndex((line) => heading.test(line));
  if (at < 0) return { date: null, entriesAbove: [] };
  const first = lines.findIndex((line) => line.startsWith('## '));
  const entriesAbove = lines.slice(first, at).filter((line) => line.trim() !== '' && !/^#{2,3} /.test(line));
  return { date: heading.exec(lines[at])[1], entriesAbove };
}

/** Runs git in `root`; null when git is missing or fails. */
function git(root, args) {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return null;
  }
}

/** package.json's SHIPPED_FIELDS as one comparable text. */
const fieldsOf = (json) => JSON.stringify(SHIPPED_FIELDS.map((f) => json[f] ?? null));

/**
 * The shipped sources that differ between the git tag `tag` and the work tree of `root` (changed, added, removed,
 * untracked), package.json by its SHIPPED_FIELDS; null when git, the work tree or the tag is not there.
 */
export function changedSinceTag(root, tag) {
  if (git(root, ['rev-parse', '--is-inside-work-tree'])?.trim() !== 'true') return null;
  if (git(root, ['rev-parse', '--verify', '--quiet', `refs/tags/${tag}^{commit}`]) === null) return null;
  const diff = git(root, ['diff', '--name-only', '--relative', tag, '--', ...SHIPPED]);
  const untracked = git(root, ['ls-files', '--others', '--exclude-standard', '--', ...SHIPPED]);
  if (diff === null || untracked === null) return null;
  const changed = [...diff.split('\n'), ...untracked.split('\n')].filter(Boolean);
  const tagged = git(root, ['show', `${tag}:./package.json`]);
  const now = readFileSync(path.join(root, 'package.json'), 'utf8');
  if (tagged === null || fieldsOf(JSON.parse(tagged)) !== fieldsOf(JSON.parse(now))) changed.push(`package.json (${SHIPPED_FIELDS.join(', ')})`);
  return [...new Set(changed)].sort();
}

/**
 * Why `version` may not be released from the project folder `root`, or null when it may (docs/release.md, "The release
 * checklist"). Reads `root`/CHANGELOG.md and, where git and the tag are there, the tag `v<version>`.
 */
export function reusedVersion(root, version) {
  const next = 'set package.json\'s version to the next one (docs/release.md, "The release checklist")';
  const changelog = path.join(root, 'CHANGELOG.md');
  if (!existsSync(changelog)) return `CHANGELOG.md is missing in ${root}: the release ships it and reads it to tell a released version`;
  const { date, entriesAbove } = changelogRelease(readFileSync(changelog, 'utf8'), version);
  if (date && entriesAbove.length)
    return (
      `version ${version} was released on ${date} (CHANGELOG.md: "## [${version}] - ${date}") and CHANGELOG.md lists ` +
      `${entriesAbove.length} entr${entriesAbove.length === 1 ? 'y' : 'ies'} above it, changes since (first: "${entriesAbove[0].trim().slice(0, 80)}"): ${next}`
    );
  const changed = changedSinceTag(root, `v${version}`);
  if (changed?.length) {
    const shown = changed.slice(0, 5).join(', ') + (changed.length > 5 ? `, and ${changed.length - 5} more` : '');
    return `version ${version} was released (git tag v${version}) and the shipped sources differ from that tag's: ${shown}: ${next}`;
  }
  return null;
}
