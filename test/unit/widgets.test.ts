import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** Every widget folder (one with an index.ts(x)): the build makes each one a row of the loader's table. */
const widgets = readdirSync('widgets', { withFileTypes: true })
  .filter((d) => d.isDirectory() && ['index.ts', 'index.tsx'].some((f) => existsSync(`widgets/${d.name}/${f}`)))
  .map((d) => d.name);
const index = readFileSync('docs/widgets/README.md', 'utf8');

interface Manifest {
  about?: string;
  keys: string[];
  hydrate: string;
  core?: boolean;
}

/** The line under a widget page's about line: `**Moment:** \`idle\` · **Batch keys:** \`Basket\` · …`. */
function factsLine(m: Manifest): RegExp {
  const keys = m.keys.length ? m.keys.map((k) => `\`${k}\``).join(', ') : 'none';
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escape(`**Moment:** \`${m.hydrate}\` · **Batch keys:** ${keys} · **Core chunk:** ${m.core ? 'yes' : 'no'}`)}`);
}

describe('every widget follows the shell and island pattern (docs/architecture.md)', () => {
  it("a widget's entry is DOM code (index.ts, no React); each island is a PascalCase .tsx exporting mountIsland", () => {
    const islands: string[] = [];
    for (const name of widgets) {
      expect(existsSync(`widgets/${name}/index.tsx`), `widgets/${name}/index.tsx: the entry is index.ts`).toBe(false);
      expect(readFileSync(`widgets/${name}/index.ts`, 'utf8'), `widgets/${name}/index.ts imports React`).not.toMatch(
        /from ['"](react|react-dom[^'"]*|@nanostores\/react)['"]/,
      );
      for (const file of readdirSync(`widgets/${name}`).filter((f) => f.endsWith('.tsx'))) {
        islands.push(`${name}/${file}`);
        expect(file, `widgets/${name}/${file}: an island's name is PascalCase`).toMatch(/^[A-Z]\w*\.tsx$/);
        expect(readFileSync(`widgets/${name}/${file}`, 'utf8'), `widgets/${name}/${file} exports mountIsland`).toMatch(/^export function mountIsland\(/m);
      }
    }
    expect(islands.length).toBeGreaterThanOrEqual(9);
  });
});

describe('every widget is documented on its own page', () => {
  it('finds the widgets', () => {
    expect(widgets.length).toBeGreaterThanOrEqual(28);
  });
  for (const name of widgets) {
    it(`${name}: a manifest saying what it does, docs/widgets/${name}.md opening with it, a row in the index`, () => {
      const manifest = JSON.parse(readFileSync(`widgets/${name}/manifest.json`, 'utf8')) as Manifest;
      expect(manifest.about?.trim().length ?? 0, 'manifest.json "about"').toBeGreaterThan(10);
      const file = `docs/widgets/${name}.md`;
      expect(existsSync(file), file).toBe(true);
      // Heading, the about line, the moment and keys: the page's first three paragraphs.
      const [heading, about, facts] = readFileSync(file, 'utf8').split(/\n\s*\n/);
      expect(heading, `${file}: its heading`).toBe(`# \`${name}\``);
      expect(about.replace(/\s*\n\s*/g, ' '), `${file}: the manifest's "about", first`).toBe(manifest.about);
      expect(facts, `${file}: moment, batch keys and chunk as in the manifest`).toMatch(factsLine(manifest));
      expect(index, 'docs/widgets/README.md links the page').toContain(`[\`${name}\`](${name}.md)`);
    });
  }

  it('the index lists no widget that does not exist', () => {
    const listed = [...index.matchAll(/\[`([a-z0-9_]+)`\]\(([a-z0-9_]+)\.md\)/g)].map((m) => m[2]);
    expect(listed.filter((name) => !widgets.includes(name))).toEqual([]);
  });
});
