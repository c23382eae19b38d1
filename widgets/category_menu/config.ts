/** The marker's options (docs/widgets/category_menu.md): the menu settings (spec §9 "Menu settings"), and where the search box and the filters are. */
import * as v from 'valibot';
import { markupBoolean, markupNumber } from '../../src/schemas/markup';

export interface MenuSettings {
  /** Submenu width (px): also the width of one column in the wide menu. */
  submenuWidth: number;
  /** Column height (px) groups are merged into columns by. */
  columnHeight: number;
  /** Padding (px) around and between columns. */
  padding: number;
  /** Configured column count (used at and above the wide threshold). */
  columns: number;
  /** Screen width (px) from which the configured column count applies. */
  wideFrom: number;
  /** Show-more: how many items a long list shows before its toggle. */
  showMore: number;
}

export const DEFAULT_SETTINGS: MenuSettings = {
  submenuWidth: 200,
  columnHeight: 320,
  padding: 30,
  columns: 5,
  wideFrom: 1200,
  showMore: 10,
};

const positive = (fallback: number) => v.optional(v.pipe(markupNumber(), v.minValue(1, 'must be 1 or more')), fallback);
const nonNegative = (fallback: number) => v.optional(v.pipe(markupNumber(), v.minValue(0, 'must be 0 or more')), fallback);

export const Schema = v.object({
  submenuWidth: positive(DEFAULT_SETTINGS.submenuWidth),
  columnHeight: positive(DEFAULT_SETTINGS.columnHeight),
  padding: nonNegative(DEFAULT_SETTINGS.padding),
  columns: v.optional(
    v.pipe(markupNumber(), v.integer('must be a whole number'), v.minValue(1, 'must be 1 or more'), v.maxValue(12, 'must be 12 or less')),
    DEFAULT_SETTINGS.columns,
  ),
  wideFrom: positive(DEFAULT_SETTINGS.wideFrom),
  wide: v.optional(markupBoolean(), true),
  showMore: v.optional(v.pipe(markupNumber(), v.integer('must be a whole number'), v.minValue(0, 'must be 0 or more')), DEFAULT_SETTINGS.showMore),
  search: v.optional(v.pipe(v.string(), v.minLength(1)), '#menu_search'),
  filters: v.optional(v.pipe(v.string(), v.minLength(1)), '#filters'),
});

export type Config = v.InferOutput<typeof Schema>;
