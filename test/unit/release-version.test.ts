// A version names one set of bytes, once (docs/release.md, "The release checklist"): scripts/released-version.mjs tells
// `npm run release` when package.json's version was already released (a dated CHANGELOG section with changes above it,
// or a git tag whose shipped sources differ from the work tree's), on small projects in temporary folders.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { changedSinceTag, changelogRelease, reusedVersion } from '../../scripts/released-version.mjs';

const HEAD = '# Changelog\n\nEvery release, newest first.\n\n';
const RELEASED = '## [1.0.0] - 2026-11-26\n\n### Added\n\n- The loader.\n';

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A project folder with package.json at `version`, CHANGELOG.md `changelog` and the shipped folders' first files. */
function project(version: string, changelog: string | null) {
  const dir = mkdtempSync(path.join(tmpdir(), 'release-version-'));
  made.push(dir);
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'x', version, scripts: { a: 'a' }, devDependencies: { rollup: '4.0.0' } }, null, 2));
  if (changelog !== null) writeFileSync(path.join(dir, 'CHANGELOG.md'), changelog);
  for (const f of ['src/a.ts', 'widgets/w/index.ts', 'loader/index.ts', 'docs/x.md']) {
    mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
    writeFileSync(path.join(dir, f), `// ${f}\n`);
  }
  return dir;
}

const git = (dir: string, ...args: string[]) =>
  execFileSync('git', args, {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t' },
  });

/** `project(...)` as a git repository with one commit tagged `tag`. */
function tagged(version: string, changelog: string, tag: string) {
  const dir = project(version, changelog);
  git(dir, 'init', '-q');
  git(dir, 'add', '.');
  git(dir, 'commit', '-q', '-m', 'release');
  git(dir, 'tag', '-a', tag, '-m', tag);
  return dir;
}

describe('CHANGELOG.md: a dated section for the version, and changes above it', () => {
  it('refuses a released version with entries under [Unreleased], naming the date and the first entry', () => {
    const dir = project('1.0.0', `${HEAD}## [Unreleased]\n\n### Fixed\n\n- A fix after the release.\n\n${RELEASED}`);
    expect(reusedVersion(dir, '1.0.0')).toBe(
      'version 1.0.0 was released on 2026-11-26 (CHANGELOG.md: "## [1.0.0] - 2026-11-26") and CHANGELOG.md lists 1 entry above it, changes since ' +
        '(first: "- A fix after the release."): set package.json\'s version to the next one (docs/release.md, "The release checklist")',
    );
  });
  it('refuses a released version below a newer version’s section', () => {
    const dir = project('1.0.0', `${HEAD}## [Unreleased]\n\n## [1.1.0] - 2026-12-01\n\n### Added\n\n- A widget.\n\n${RELEASED}`);
    expect(reusedVersion(dir, '1.0.0')).toMatch(/^version 1\.0\.0 was released on 2026-11-26 .* 1 entry above it, changes since \(first: "- A widget\."\)/);
  });
  it('releases the next version, undated: no section yet, or an undated heading', () => {
    const changes = `${HEAD}## [Unreleased]\n\n### Fixed\n\n- A fix.\n\n${RELEASED}`;
    expect(reusedVersion(project('1.1.0', changes), '1.1.0')).toBeNull();
    expect(reusedVersion(project('1.1.0', changes.replace('## [Unreleased]', '## [1.1.0]')), '1.1.0')).toBeNull();
    expect(changelogRelease(changes, '1.1.0')).toEqual({ date: null, entriesAbove: [] });
  });
  it('releases the version at its release (its section just dated, an empty [Unreleased] above it)', () => {
    const dir = project('1.0.0', `${HEAD}## [Unreleased]\n\n${RELEASED}`);
    expect(reusedVersion(dir, '1.0.0')).toBeNull();
    expect(changelogRelease(`${HEAD}## [Unreleased]\n\n### Added\n\n${RELEASED}`, '1.0.0')).toEqual({ date: '2026-11-26', entriesAbove: [] });
  });
  it('says so when CHANGELOG.md is missing', () => {
    const dir = project('1.0.0', null);
    expect(reusedVersion(dir, '1.0.0')).toBe(`CHANGELOG.md is missing in ${dir}: the release ships it and reads it to tell a released version`);
  });
});

describe('a git tag v<version>: the shipped sources against the tag’s tree', () => {
  const clean = `${HEAD}## [Unreleased]\n\n${RELEASED}`;
  const path0 = process.env.PATH;
  afterEach(() => {
    process.env.PATH = path0;
  });

  it('releases the tagged version again while the shipped sources are the tag’s (docs and package.json’s scripts may change)', () => {
    const dir = tagged('1.0.0', clean, 'v1.0.0');
    writeFileSync(path.join(dir, 'docs/x.md'), 'changed\n');
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'x', version: '1.0.0', scripts: { b: 'b' }, devDependencies: { rollup: '4.0.0' } }));
    expect(changedSinceTag(dir, 'v1.0.0')).toEqual([]);
    expect(reusedVersion(dir, '1.0.0')).toBeNull();
  });
  it('refuses it when a shipped source changed, was added (untracked) or package.json’s dependencies differ', () => {
    const dir = tagged('1.0.0', clean, 'v1.0.0');
    writeFileSync(path.join(dir, 'src/a.ts'), '// changed\n');
    expect(reusedVersion(dir, '1.0.0')).toBe(
      'version 1.0.0 was released (git tag v1.0.0) and the shipped sources differ from that tag\'s: src/a.ts: set package.json\'s version to the next one (docs/release.md, "The release checklist")',
    );
    mkdirSync(path.join(dir, 'widgets/new'));
    writeFileSync(path.join(dir, 'widgets/new/index.ts'), '// new\n');
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'x', version: '1.0.0', scripts: { a: 'a' }, devDependencies: { rollup: '4.1.0' } }));
    expect(changedSinceTag(dir, 'v1.0.0')).toEqual(['package.json (dependencies, devDependencies, overrides)', 'src/a.ts', 'widgets/new/index.ts']);
  });
  it('does not look at the tag of another version', () => {
    const dir = tagged('1.0.0', `${HEAD}## [Unreleased]\n`, 'v0.9.0');
    writeFileSync(path.join(dir, 'loader/index.ts'), '// changed\n');
    expect(reusedVersion(dir, '1.0.0')).toBeNull();
  });
  it('without git (a tarball checkout) reads only CHANGELOG.md', () => {
    const dir = tagged('1.0.0', clean, 'v1.0.0');
    writeFileSync(path.join(dir, 'src/a.ts'), '// changed\n');
    process.env.PATH = path.join(dir, 'no-such-bin');
    expect(changedSinceTag(dir, 'v1.0.0')).toBeNull();
    expect(reusedVersion(dir, '1.0.0')).toBeNull();
  });
});

describe('npm run release (scripts/release.mjs)', () => {
  it('refuses a released version with the reason, exit 1, before it builds or writes anything', () => {
    const dir = project('1.0.0', `${HEAD}## [Unreleased]\n\n### Fixed\n\n- A fix.\n\n${RELEASED}`);
    // The release script as it is, in the small project (it reads package.json and CHANGELOG.md beside its scripts/).
    cpSync('scripts', path.join(dir, 'scripts'), { recursive: true });
    cpSync('fixtures/static.mjs', path.join(dir, 'fixtures/static.mjs'));
    cpSync('fixtures/http.mjs', path.join(dir, 'fixtures/http.mjs'));
    symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'));
    const run = spawnSync(process.execPath, ['scripts/release.mjs'], { cwd: dir, encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      'release: version 1.0.0 was released on 2026-11-26 (CHANGELOG.md: "## [1.0.0] - 2026-11-26") and CHANGELOG.md lists 1 entry above it, ' +
        'changes since (first: "- A fix."): set package.json\'s version to the next one (docs/release.md, "The release checklist")',
    );
    expect(existsSync(path.join(dir, 'release'))).toBe(false);
    expect(existsSync(path.join(dir, 'dist'))).toBe(false);
  });
});
