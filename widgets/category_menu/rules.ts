/**
 * The bar's maths (spec §2 "Category menu", §9 "Menu settings"), used only by the bar's lazy part (columns-shell.ts).
 * Pure: no DOM, no React.
 *
 *  - columnCount: the configured count at or above 1200 px, one less below.
 *  - mergeColumns: the submenu's groups (a level-2 item with its level-3 list), in order, packed into
 *    columns no taller than the column height; when that needs more columns than allowed, the
 *    columns grow just enough (the smallest height that fits the groups into the allowed columns).
 *  - panelPlacement: where a submenu panel goes so that it stays inside the menu width.
 *  - overflowFlags: whether less than 1× or 2× the submenu width remains to the menu's right edge.
 */
import { DEFAULT_SETTINGS, type MenuSettings } from './config';

export function columnCount(configured: number, screenWidth: number, wideFrom = DEFAULT_SETTINGS.wideFrom): number {
  const n = Math.max(1, Math.floor(configured));
  return screenWidth >= wideFrom ? n : Math.max(1, n - 1);
}

export interface ColumnLayout {
  /** The column (0-based) of each group, in the groups' order (never decreasing). */
  column: number[];
  /** The top offset (px) of each group inside its column. */
  top: number[];
  /** How many columns are used. */
  columns: number;
  /** The tallest column (px). */
  height: number;
  /** The column height the groups were packed by (the configured one, or more when it had to grow). */
  packedBy: number;
}

function pack(heights: readonly number[], limit: number): { column: number[]; top: number[]; sums: number[] } {
  const column: number[] = [];
  const top: number[] = [];
  const sums: number[] = [];
  for (const raw of heights) {
    const h = Math.max(0, raw);
    const last = sums.length - 1;
    // A group starts a new column when the current one would grow past the limit (an empty
    // column always takes the group, however tall it is).
    if (last < 0 || (sums[last] > 0 && sums[last] + h > limit)) sums.push(0);
    const c = sums.length - 1;
    column.push(c);
    top.push(sums[c]);
    sums[c] += h;
  }
  return { column, top, sums };
}

export function mergeColumns(heights: readonly number[], columnHeight: number, maxColumns: number): ColumnLayout {
  const max = Math.max(1, Math.floor(maxColumns));
  const clean = heights.map((h) => (Number.isFinite(h) ? Math.max(0, h) : 0));
  let limit = Math.max(0, columnHeight);
  let packed = pack(clean, limit);
  if (packed.sums.length > max) {
    // The smallest limit that fits: a column's height is always a sum of consecutive groups,
    // so try those sums from the smallest (the packing needs fewer columns as the limit grows).
    const candidates = new Set<number>();
    for (let i = 0; i < clean.length; i++) {
      let s = 0;
      for (let j = i; j < clean.length; j++) {
        s += clean[j];
        if (s > limit) candidates.add(s);
      }
    }
    const sorted = [...candidates].sort((a, b) => a - b);
    let lo = 0;
    let hi = sorted.length - 1; // the total sum: one column, always fits
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (pack(clean, sorted[mid]).sums.length <= max) hi = mid;
      else lo = mid + 1;
    }
    limit = sorted[lo];
    packed = pack(clean, limit);
  }
  return {
    column: packed.column,
    top: packed.top,
    columns: packed.sums.length,
    height: packed.sums.length ? Math.max(...packed.sums) : 0,
    packedBy: limit,
  };
}

/** The panel's width for a number of columns: the columns plus the padding around and between them. */
export function panelWidth(columns: number, settings: Pick<MenuSettings, 'submenuWidth' | 'padding'>): number {
  const n = Math.max(1, columns);
  return n * settings.submenuWidth + (n + 1) * settings.padding;
}

/** How many columns fit side by side in a menu this wide (at least 1). */
export function columnsThatFit(menuWidth: number, settings: Pick<MenuSettings, 'submenuWidth' | 'padding'>): number {
  const step = settings.submenuWidth + settings.padding;
  return Math.max(1, Math.floor((menuWidth - settings.padding) / step));
}

/** The horizontal position of a column inside the panel. */
export function columnLeft(column: number, settings: Pick<MenuSettings, 'submenuWidth' | 'padding'>): number {
  return settings.padding + column * (settings.submenuWidth + settings.padding);
}

/**
 * Where a submenu panel goes, relative to the menu's left edge: under its item when it fits,
 * otherwise moved left so its right edge meets the menu's; never left of the menu. A panel wider
 * than the menu is narrowed to the menu width.
 */
export function panelPlacement(itemLeft: number, width: number, menuWidth: number): { left: number; width: number } {
  const w = Math.max(0, Math.min(width, menuWidth));
  const left = Math.min(Math.max(0, itemLeft), Math.max(0, menuWidth - w));
  return { left, width: w };
}

export interface OverflowFlags {
  /** Less than one submenu width remains to the right edge. */
  once: boolean;
  /** Less than two submenu widths remain to the right edge. */
  twice: boolean;
}

/** itemLeft and menuRight in the same coordinates (e.g. the viewport's). */
export function overflowFlags(itemLeft: number, menuRight: number, submenuWidth: number): OverflowFlags {
  const room = menuRight - itemLeft;
  return { once: room < submenuWidth, twice: room < 2 * submenuWidth };
}
