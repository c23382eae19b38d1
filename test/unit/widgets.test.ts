import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** Every widget folder (one with an index.ts(x)): the build makes each one a row of the loader's table. */
const widgets = readdirSync('widgets', { withFileTypes: true })
  .filter((d) => d.isDirectory() && ['index.ts', 'index.tsx'].some((f) => existsSync(`widgets/${d.name}/${f}`)))
  .map((d) => d.name);
const readme = readFileSync('README.md', 'utf8');

describe('every widget is documented where a theme developer looks', () => {
  it('finds the widgets', () => {
    expect(widgets.length).toBeGreaterThanOrEqual(28);
  });
  for (const name of widgets) {
    it(`${name}: a manifest saying what it does, a row in README's widget table and a README section`, () => {
      const manifest = JSON.parse(readFileSync(`widgets/${name}/manifest.json`, 'utf8'));
      expect(manifest.about?.trim().length ?? 0, 'manifest.json "about"').toBeGreaterThan(10);
      expect(readme, 'README widget table row').toContain(`\n| \`${name}\` |`);
      expect(readme, 'README section heading').toMatch(new RegExp(`\\n### \`${name}\`|\\n### \`[a-z_]+\` and \`${name}\``));
    });
  }
});
