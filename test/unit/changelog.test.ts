// CHANGELOG.md in Keep a Changelog's form (https://keepachangelog.com/en/1.1.0/), as docs/release.md's checklist
// keeps it: `## [Unreleased]` first, then `## [X.Y.Z] - YYYY-MM-DD`, newest first; under them only the six section
// types, entries as bullets; a link reference definition for every version heading (docs.test.ts resolves them).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const TYPES = ['Added', 'Changed', 'Deprecated', 'Removed', 'Fixed', 'Security'];

/** The problems of a changelog's text against Keep a Changelog's form; none: []. */
function changelogProblems(text: string): string[] {
  const problems: string[] = [];
  const lines = text.split('\n');
  const versions: string[] = [];
  let inSection = false;
  let inVersion = false;
  let inBullet = false; // the line before was a bullet's: a line right after it continues it (Markdown's lazy continuation)
  lines.forEach((line, i) => {
    const continues = inBullet;
    inBullet = line.trim() !== '' && (line.startsWith('- ') || line.startsWith('  ') || continues);
    const at = `CHANGELOG.md:${i + 1}`;
    if (line.startsWith('#')) inBullet = false;
    if (line.startsWith('## ')) {
      const m = /^## \[(Unreleased|\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?)\](?: - (\d{4}-\d{2}-\d{2}))?$/.exec(line);
      if (!m) problems.push(`${at}: "${line}" is neither "## [Unreleased]" nor "## [X.Y.Z] - YYYY-MM-DD"`);
      else if (m[1] === 'Unreleased' ? m[2] !== undefined || versions.length > 0 : m[2] === undefined)
        problems.push(`${at}: "${line}": [Unreleased] comes first, undated; a version is dated`);
      else versions.push(m[1]);
      inVersion = true;
      inSection = false;
    } else if (line.startsWith('### ')) {
      if (!TYPES.includes(line.slice(4))) problems.push(`${at}: "${line}" is not one of ${TYPES.join(', ')}`);
      if (!inVersion) problems.push(`${at}: "${line}" is outside a version`);
      inSection = true;
    } else if (line.startsWith('[') && /^\[[^\]]+\]: \S+$/.test(line)) {
      inVersion = inSection = false;
    } else if (inVersion && line.trim() !== '' && !/^(- | {2})/.test(line) && !continues) {
      problems.push(`${at}: "${line.slice(0, 40)}…" is no bullet${inSection ? '' : ' (and outside a section type)'}`);
    } else if (inVersion && !inSection && line.startsWith('- ')) problems.push(`${at}: an entry outside a section type`);
  });
  const defined = new Set([...text.matchAll(/^\[([^\]]+)\]: \S+$/gm)].map((m) => m[1]));
  for (const v of versions) if (!defined.has(v)) problems.push(`CHANGELOG.md: no link reference definition "[${v}]: …" at its bottom`);
  return problems;
}

describe('CHANGELOG.md (Keep a Changelog)', () => {
  it('has [Unreleased] then dated versions, the six section types only, bullets, and a link reference per version', () => {
    expect(changelogProblems(readFileSync('CHANGELOG.md', 'utf8'))).toEqual([]);
  });
  it('names what breaks the form', () => {
    const good =
      '# Changelog\n\nIntro.\n\n## [Unreleased]\n\n### Added\n\n- A.\n  more.\n\n## [1.0.0] - 2026-01-01\n\n### Fixed\n\n- B.\n\n[Unreleased]: x.md#u\n[1.0.0]: x.md#v\n';
    expect(changelogProblems(good)).toEqual([]);
    expect(changelogProblems(good.replace('### Fixed', '### Performance'))).toEqual([
      'CHANGELOG.md:14: "### Performance" is not one of Added, Changed, Deprecated, Removed, Fixed, Security',
    ]);
    expect(changelogProblems(good.replace('## [1.0.0] - 2026-01-01\n', '## [1.0.0] - 2026-01-01\n\nProse.\n'))).toEqual([
      'CHANGELOG.md:14: "Prose.…" is no bullet (and outside a section type)',
    ]);
    expect(changelogProblems(good.replace(' - 2026-01-01', ''))).toEqual([
      'CHANGELOG.md:12: "## [1.0.0]": [Unreleased] comes first, undated; a version is dated',
    ]);
    expect(changelogProblems(good.replace('[1.0.0]: x.md#v\n', ''))).toEqual(['CHANGELOG.md: no link reference definition "[1.0.0]: …" at its bottom']);
  });
});
