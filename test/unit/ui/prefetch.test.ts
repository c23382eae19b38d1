// @vitest-environment happy-dom
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mayPrefetch } from '../../../src/ui/prefetch';
import { distanceFromViewport } from '../../../src/ui/prefetch-links';
import { islandFiles } from '../../../src/ui/prefetch-links';

describe('island prefetch', () => {
  it('fetches ahead unless the shopper saves data or is on 2G', () => {
    expect(mayPrefetch(undefined)).toBe(true);
    expect(mayPrefetch({ effectiveType: '4g' })).toBe(true);
    expect(mayPrefetch({ effectiveType: '3g' })).toBe(true);
    expect(mayPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
    expect(mayPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(mayPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
  });

  it('measures how far a box is from the viewport: 0 in it, the gap outside it, Infinity without a box', () => {
    const box = (left: number, top: number, w = 10, h = 10) => ({ left, top, right: left + w, bottom: top + h });
    expect(distanceFromViewport(box(0, 0), 400, 800)).toBe(0);
    expect(distanceFromViewport(box(0, 790), 400, 800)).toBe(0);
    expect(distanceFromViewport(box(0, 900), 400, 800)).toBe(100);
    expect(distanceFromViewport(box(0, -60), 400, 800)).toBe(50);
    expect(distanceFromViewport(box(450, 900), 400, 800)).toBe(150);
    expect(distanceFromViewport(null, 400, 800)).toBe(Infinity);
  });

  it('knows no files without a build (the table is written by the build)', () => {
    expect(islandFiles('MiniBasket')).toEqual([]);
    expect(islandFiles('MiniBasket', { MiniBasket: ['MiniBasket-a.js', 'react-b.js'] })).toEqual(['MiniBasket-a.js', 'react-b.js']);
  });

  // What the last build wrote (skipped without dist/): the island table, in its own chunk (loaded on engagement, not
  // in the core chunk), names real files, and the mini basket's island brings React with it.
  const stats = 'dist/stats.json';
  const built = existsSync(stats) && statSync('src/ui/prefetch-links.ts').mtimeMs <= statSync(stats).mtimeMs;
  it.skipIf(!built)('the build wrote the island table: every island with its files, all in dist/', () => {
    const core = readdirSync('dist').find((f) => /^core-[\w-]+\.js$/.test(f));
    const links = readdirSync('dist').find((f) => /^prefetch-links-[\w-]+\.js$/.test(f));
    expect(core, 'a core chunk').toBeTruthy();
    expect(links, 'the prefetch chunk').toBeTruthy();
    expect(readFileSync(`dist/${core}`, 'utf8')).not.toContain('"MiniBasket":');
    const code = readFileSync(`dist/${links}`, 'utf8');
    expect(code).not.toContain('__SF_ISLAND_FILES__');
    // terser writes the JSON in single quotes (no escapes needed).
    const literal = /'(\{"[\w-]+":\[[^']*\})'/.exec(code);
    expect(literal, 'the table literal').toBeTruthy();
    const table = JSON.parse(literal![1]) as Record<string, string[]>;
    expect(Object.keys(table)).toEqual(expect.arrayContaining(['MiniBasket', 'Search', 'SelectDropdown', 'Deposit', 'TooltipIsland', 'SelectLanguage']));
    for (const files of Object.values(table)) for (const f of files) expect(existsSync(`dist/${f}`), f).toBe(true);
    expect(table.MiniBasket.some((f) => /^react-/.test(f))).toBe(true);
    expect(table.MiniBasket).not.toContain(links);
  });
});
