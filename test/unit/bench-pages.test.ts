import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs module of the bench, without types
import { fixturePages } from '../bench/pages.mjs';

describe('the bench reads the fixture pages from test/e2e/helpers.ts', () => {
  it('finds every page of PAGES there (both shops)', () => {
    const pages = fixturePages() as string[];
    expect(pages).toEqual(expect.arrayContaining(['/', '/cs/', '/product-pol-1-x.html']));
    expect(pages.length).toBeGreaterThanOrEqual(30);
  });
});
