import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every file under `dir` whose name matches `pattern`. */
function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const file = path.join(dir, entry);
    return statSync(file).isDirectory() ? filesUnder(file, pattern) : pattern.test(entry) ? [file] : [];
  });
}

const docs = ['README.md', 'CHANGELOG.md', ...filesUnder('docs', /\.md$/)];

/** Markdown without fenced code blocks, and inline code spans kept as plain text (they may be a link's text). */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`([^`\n]*)`/g, '$1');
}

/** The anchors GitHub gives a file's headings: lower case, punctuation dropped, spaces as "-", repeats numbered. */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const [, heading] of prose(markdown).matchAll(/^#{1,6} +(.+?) *#*$/gm)) {
    const text = heading.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[*_]{2}/g, '');
    const slug = text
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    out.add(n ? `${slug}-${n}` : slug);
  }
  return out;
}

describe('README and docs/', () => {
  it('README.md is short: at most 160 lines', () => {
    expect(readFileSync('README.md', 'utf8').trimEnd().split('\n').length).toBeLessThanOrEqual(160);
  });

  for (const file of docs) {
    it(`${file}: every relative link points to an existing file (and heading)`, () => {
      const text = readFileSync(file, 'utf8');
      const broken: string[] = [];
      // Inline links, and link reference definitions (`[0.1.0]: docs/release.md#010`, CHANGELOG.md's).
      for (const target of [...prose(text).matchAll(/\]\(([^)\s]+)\)|^\[[^\]\n]+\]: *(\S+)/gm)].map((m) => m[1] ?? m[2])) {
        if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto:, …
        const [pathPart, anchor] = target.split('#');
        const resolved = pathPart ? path.join(path.dirname(file), decodeURIComponent(pathPart)) : file;
        if (!existsSync(resolved)) {
          broken.push(`${target} (no ${resolved})`);
          continue;
        }
        if (anchor && resolved.endsWith('.md') && !anchors(readFileSync(resolved, 'utf8')).has(anchor))
          broken.push(`${target} (no heading #${anchor} in ${resolved})`);
      }
      expect(broken).toEqual([]);
    });
  }
});

describe('docs/spec.md quotes every spec section a code comment cites', () => {
  const spec = readFileSync('docs/spec.md', 'utf8');
  const [preface] = spec.split(/^---$/m);
  /** The text of section §n, from its heading to the next section's. */
  const section = (n: string) => new RegExp(`^## §${n}\\. [^\\n]*\\n[\\s\\S]*?(?=^## §|(?![\\s\\S]))`, 'm').exec(spec)?.[0];
  const cited = new Map<string, Set<string>>();
  for (const file of ['src', 'widgets', 'loader'].flatMap((dir) => filesUnder(dir, /\.(ts|tsx|mjs)$/))) {
    const text = readFileSync(file, 'utf8').replace(/\\"/g, '"');
    for (const [, n, names] of text.matchAll(/§(\d+)((?:,? ?(?:and )?"[^"\n]+")*)/g)) {
      const set = cited.get(n) ?? new Set<string>();
      cited.set(n, set);
      for (const [, name] of names.matchAll(/"([^"\n]+)"/g)) set.add(name);
    }
  }

  it('finds the citations', () => {
    expect(cited.size).toBeGreaterThanOrEqual(9);
  });
  for (const [n, names] of [...cited].sort()) {
    it(`§${n} and its cited names: ${[...names].join(', ') || '(the whole section)'}`, () => {
      const text = section(n);
      expect(text, `docs/spec.md has a section "## §${n}."`).toBeTruthy();
      const title = text!.split('\n')[0];
      const missing = [...names].filter(
        (name) =>
          !title.endsWith(`. ${name}`) &&
          !text!.split('\n').some((line) => line.startsWith(`### ${name}`)) &&
          !preface.split('\n').some((row) => row.startsWith('|') && row.split('|')[1].includes(`§${n}`) && row.split('|')[1].includes(`"${name}"`)),
      );
      expect(missing, `names cited as §${n} that are neither a heading of §${n} nor in the index of docs/spec.md`).toEqual([]);
    });
  }
});
