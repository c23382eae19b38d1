/**
 * Every widget has its markup-fault case (test/e2e/markup.spec.ts) and an axe-checked state (test/e2e/axe-coverage.ts
 * names the test): a widget added without them fails here, naming what is missing.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AXE_STATES } from '../e2e/axe-coverage';

const widgets = readdirSync('widgets', { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(`widgets/${d.name}/manifest.json`))
  .map((d) => d.name);

/** The tests of a spec file: title (template parts kept as written) and body up to the next test. */
function testsOf(file: string): { title: string; body: string }[] {
  const text = readFileSync(`test/e2e/${file}`, 'utf8');
  const starts = [...text.matchAll(/\btest\((['`"])((?:\\.|(?!\1).)*)\1/g)];
  return starts.map((m, i) => ({ title: m[2], body: text.slice(m.index, starts[i + 1]?.index ?? text.length) }));
}

describe('every widget is covered', () => {
  it('has a markup-fault case (markup.spec.ts)', () => {
    const markup = readFileSync('test/e2e/markup.spec.ts', 'utf8');
    const missing = widgets.filter((w) => !markup.includes(`widget: '${w}'`));
    expect(missing, 'widgets without a case in test/e2e/markup.spec.ts').toEqual([]);
  });

  it('has an axe-checked state (axe-coverage.ts names a test that scans it)', () => {
    const problems: string[] = [];
    for (const w of widgets) {
      const row = AXE_STATES[w];
      if (!row) {
        problems.push(`${w}: no row in test/e2e/axe-coverage.ts`);
        continue;
      }
      if (!existsSync(`test/e2e/${row.file}`)) {
        problems.push(`${w}: test/e2e/${row.file} does not exist`);
        continue;
      }
      const test = testsOf(row.file).find((t) => t.title.includes(row.test));
      if (!test) problems.push(`${w}: no test in ${row.file} titled "…${row.test}…"`);
      else if (!test.body.includes('expectNoAxeViolations(')) problems.push(`${w}: "${test.title}" in ${row.file} does not scan with axe`);
    }
    for (const name of Object.keys(AXE_STATES)) if (!widgets.includes(name)) problems.push(`${name}: a row for no widget`);
    expect(problems).toEqual([]);
  });
});
