// The fixture pages every sweep covers (test/pages.mjs): one list, imported by the browser tests, the cross-engine
// sweep, the bench and the smoke check (which asks the fixture shop for every one of them).
import { describe, expect, it } from 'vitest';
import { ALL_PAGES } from '../pages.mjs';

describe('the fixture page list', () => {
  it('holds both shops, the Polish first, each page once', () => {
    expect(ALL_PAGES.slice(0, 2)).toEqual(['/', '/product-pol-1-x.html']);
    expect(ALL_PAGES).toContain('/cs/');
    const czech = ALL_PAGES.findIndex((p) => p.startsWith('/cs/'));
    expect(ALL_PAGES.slice(czech).every((p) => p.startsWith('/cs/'))).toBe(true);
    expect(ALL_PAGES.slice(0, czech).some((p) => p.startsWith('/cs/'))).toBe(false);
    expect(ALL_PAGES.filter((p, i) => ALL_PAGES.indexOf(p) !== i)).toEqual([]);
    expect(ALL_PAGES.length).toBeGreaterThanOrEqual(40);
  });

  it('lists paths of the fixture shop: absolute, no host, no fragment', () => {
    for (const p of ALL_PAGES) expect(new URL(p, 'http://fixture.test/').href, p).toBe(`http://fixture.test${p}`);
  });
});
