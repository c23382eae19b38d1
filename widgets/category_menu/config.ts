/** The marker's options (docs/widgets/category_menu.md): the menu settings of rules.ts, and where the search box and the filters are. */
import * as v from 'valibot';
import { markupBoolean, markupNumber } from '../../src/schemas/markup';
import { DEFAULT_SETTINGS } from './rules';

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
