import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { columnCount, columnLeft, columnsThatFit, mergeColumns, overflowFlags, panelPlacement, panelWidth } from '../../widgets/category_menu/rules';
import { DEFAULT_SETTINGS } from '../../widgets/category_menu/config';
import { hiddenByShowMore } from '../../widgets/category_menu/show-more';
import { isDesktopView } from '../../widgets/category_menu/menu';
import { tabSelectors } from '../../widgets/category_menu/aside-shell';

describe('category menu: column count', () => {
  it('uses the configured count at 1200 px and wider, one less below', () => {
    expect(columnCount(5, 1200)).toBe(5);
    expect(columnCount(5, 1920)).toBe(5);
    expect(columnCount(5, 1199)).toBe(4);
    expect(columnCount(5, 979)).toBe(4);
    expect(columnCount(1, 1000)).toBe(1);
    expect(columnCount(3, 1300, 1400)).toBe(2);
  });
  it('defaults match the spec settings', () => {
    expect(DEFAULT_SETTINGS).toEqual({ submenuWidth: 200, columnHeight: 320, padding: 30, columns: 5, wideFrom: 1200, showMore: 10 });
  });
});

describe('category menu: merging submenus into columns', () => {
  it('packs groups in order while a column stays within the column height', () => {
    const layout = mergeColumns([100, 100, 100, 100, 50, 300], 320, 5);
    expect(layout.column).toEqual([0, 0, 0, 1, 1, 2]);
    expect(layout.top).toEqual([0, 100, 200, 0, 100, 0]);
    expect(layout.columns).toBe(3);
    expect(layout.height).toBe(300);
    expect(layout.packedBy).toBe(320);
  });
  it('gives a group taller than the column height a column of its own', () => {
    const layout = mergeColumns([500, 10, 10], 320, 5);
    expect(layout.column).toEqual([0, 1, 1]);
    expect(layout.height).toBe(500);
  });
  it('grows the columns just enough when the groups need more columns than allowed', () => {
    // Seven 160 px groups by 320: four columns; with three allowed the columns hold 480.
    const layout = mergeColumns(Array(7).fill(160), 320, 3);
    expect(layout.columns).toBe(3);
    expect(layout.packedBy).toBe(480);
    expect(layout.column).toEqual([0, 0, 0, 1, 1, 1, 2]);
  });
  it('handles no groups and bad heights', () => {
    expect(mergeColumns([], 320, 5)).toMatchObject({ columns: 0, height: 0, column: [] });
    expect(mergeColumns([Number.NaN, -5, 10], 320, 5).column).toEqual([0, 0, 0]);
  });

  const heights = fc.array(fc.integer({ min: 0, max: 600 }), { maxLength: 30 });
  const maxCols = fc.integer({ min: 1, max: 8 });
  const colHeight = fc.integer({ min: 1, max: 800 });

  it('property: every group is placed once, in order, in at most the allowed columns', () => {
    fc.assert(
      fc.property(heights, colHeight, maxCols, (hs, ch, max) => {
        const layout = mergeColumns(hs, ch, max);
        expect(layout.column).toHaveLength(hs.length);
        expect(layout.columns).toBeLessThanOrEqual(max);
        for (let i = 1; i < hs.length; i++) {
          const step = layout.column[i] - layout.column[i - 1];
          expect(step === 0 || step === 1).toBe(true);
        }
        if (hs.length) expect(layout.column[0]).toBe(0);
        if (hs.length) expect(layout.columns).toBe(layout.column[hs.length - 1] + 1);
      }),
    );
  });
  it('property: groups in a column stack without gaps or overlaps, and no column is taller than the reported height', () => {
    fc.assert(
      fc.property(heights, colHeight, maxCols, (hs, ch, max) => {
        const layout = mergeColumns(hs, ch, max);
        const sums: number[] = [];
        hs.forEach((h, i) => {
          const c = layout.column[i];
          expect(layout.top[i]).toBe(sums[c] ?? 0);
          sums[c] = (sums[c] ?? 0) + h;
        });
        for (const s of sums) expect(s).toBeLessThanOrEqual(layout.height);
      }),
    );
  });
  it('a zero-height group does not open a column of its own (found by fast-check: [0, 2], height 1, 1 column)', () => {
    expect(mergeColumns([0, 2], 1, 1)).toMatchObject({ column: [0, 0], columns: 1, height: 2, packedBy: 1 });
    expect(mergeColumns([0, 2, 2], 1, 5)).toMatchObject({ column: [0, 0, 1], columns: 2 });
  });
  it('property: a column only exceeds the column height when it had to (one tall group, or too few columns)', () => {
    fc.assert(
      fc.property(heights, colHeight, maxCols, (hs, ch, max) => {
        const layout = mergeColumns(hs, ch, max);
        expect(layout.packedBy).toBeGreaterThanOrEqual(ch);
        const sums: number[] = [];
        hs.forEach((h, i) => (sums[layout.column[i]] = (sums[layout.column[i]] ?? 0) + h));
        sums.forEach((s, c) => {
          // Zero-height groups take no room: a column holding only them counts as empty.
          const members = hs.filter((h, i) => layout.column[i] === c && h > 0);
          if (s > layout.packedBy) expect(members).toHaveLength(1);
        });
        // The grown height is the smallest that fits: one pixel less needs more columns.
        if (layout.packedBy > ch) expect(mergeColumns(hs, layout.packedBy - 1, 1000).columns).toBeGreaterThan(max);
      }),
    );
  });
});

describe('category menu: positions', () => {
  it('computes the panel and column geometry from the settings', () => {
    expect(panelWidth(5, DEFAULT_SETTINGS)).toBe(5 * 200 + 6 * 30);
    expect(panelWidth(1, DEFAULT_SETTINGS)).toBe(260);
    expect(columnLeft(0, DEFAULT_SETTINGS)).toBe(30);
    expect(columnLeft(2, DEFAULT_SETTINGS)).toBe(30 + 2 * 230);
  });
  it('counts the columns that fit side by side in the menu width', () => {
    expect(columnsThatFit(1256, DEFAULT_SETTINGS)).toBe(5); // 5 × 230 + 30 = 1180
    expect(columnsThatFit(955, DEFAULT_SETTINGS)).toBe(4); // 4 × 230 + 30 = 950
    expect(columnsThatFit(949, DEFAULT_SETTINGS)).toBe(3);
    expect(columnsThatFit(100, DEFAULT_SETTINGS)).toBe(1);
    expect(columnsThatFit(976, { submenuWidth: 300, padding: 30 })).toBe(2);
  });
  it('property: that many columns fit in the menu width (one more would not), never fewer than 1', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4000 }), fc.integer({ min: 1, max: 600 }), fc.integer({ min: 0, max: 100 }), (width, submenuWidth, padding) => {
        const settings = { submenuWidth, padding };
        const n = columnsThatFit(width, settings);
        expect(n).toBeGreaterThanOrEqual(1);
        if (n > 1) expect(panelWidth(n, settings)).toBeLessThanOrEqual(width);
        expect(panelWidth(n + 1, settings)).toBeGreaterThan(width);
      }),
    );
  });
  it('keeps the panel under its item when it fits, else moves it left to the menu edge', () => {
    expect(panelPlacement(100, 490, 1200)).toEqual({ left: 100, width: 490 });
    expect(panelPlacement(1000, 490, 1200)).toEqual({ left: 710, width: 490 });
    expect(panelPlacement(-20, 490, 1200)).toEqual({ left: 0, width: 490 });
    expect(panelPlacement(300, 1180, 950)).toEqual({ left: 0, width: 950 });
  });
  it('property: the panel always stays inside the menu width', () => {
    fc.assert(
      fc.property(fc.integer({ min: -500, max: 3000 }), fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 0, max: 3000 }), (x, w, m) => {
        const p = panelPlacement(x, w, m);
        expect(p.left).toBeGreaterThanOrEqual(0);
        expect(p.left + p.width).toBeLessThanOrEqual(m);
        expect(p.width).toBe(Math.min(w, m));
        if (x >= 0 && x + w <= m) expect(p.left).toBe(x);
      }),
    );
  });
  it('flags items with less than 1× or 2× the submenu width to the right edge', () => {
    expect(overflowFlags(0, 1200, 200)).toEqual({ once: false, twice: false });
    expect(overflowFlags(800, 1200, 200)).toEqual({ once: false, twice: false });
    expect(overflowFlags(801, 1200, 200)).toEqual({ once: false, twice: true });
    expect(overflowFlags(1000, 1200, 200)).toEqual({ once: false, twice: true });
    expect(overflowFlags(1001, 1200, 200)).toEqual({ once: true, twice: true });
  });
  it('property: the 1× flag implies the 2× flag', () => {
    fc.assert(
      fc.property(fc.integer({ min: -2000, max: 2000 }), fc.integer({ min: -2000, max: 2000 }), fc.integer({ min: 1, max: 500 }), (x, r, w) => {
        const f = overflowFlags(x, r, w);
        if (f.once) expect(f.twice).toBe(true);
        expect(f.twice).toBe(r - x < 2 * w);
      }),
    );
  });
});

describe('category menu: show-more and views', () => {
  it('hides the items after the 10th until expanded', () => {
    expect(hiddenByShowMore(14, 10, false)).toEqual([10, 11, 12, 13]);
    expect(hiddenByShowMore(14, 10, true)).toEqual([]);
    expect(hiddenByShowMore(10, 10, false)).toEqual([]);
    expect(hiddenByShowMore(3, 0, false)).toEqual([]);
  });
  it('is the wide bar from view 3, the drawer on views 1 and 2', () => {
    expect([1, 2, 3, 4].map(isDesktopView)).toEqual([false, false, true, true]);
  });
});

describe("category menu: the aside tabs' data-ids", () => {
  it('reads a comma-separated list of selectors, spaces around them, empty entries and repeats dropped', () => {
    expect(tabSelectors('#menu_search,.aside__pages,#menu_search,#menu_navbar, #menu_producers')).toEqual([
      '#menu_search',
      '.aside__pages',
      '#menu_navbar',
      '#menu_producers',
    ]);
    expect(tabSelectors(' #menu_contact ,, #login_menu_block ')).toEqual(['#menu_contact', '#login_menu_block']);
    expect(tabSelectors('')).toEqual([]);
    expect(tabSelectors(undefined)).toEqual([]);
  });
});
