/**
 * Pure logic of the calendar (date picker) widget: days as whole numbers (days since 1970-01-01,
 * UTC), the spec's date range, the month grid, keyboard moves in the day / month / year views,
 * the selection reducer of the three modes, the strftime-like format and its parser, the day
 * plural words and the month and weekday names from Intl. No DOM, no React.
 *
 * spec §4 "Calendar": day selection modes single, multiple, multiple-ranged.
 * spec §9 "Calendar": date range 1970-01-01 to 2470-12-31; the year view shows 15 years.
 * spec §9 "Formats": news date format default %d-%m-%y; day plural words dny/den/dny and, for
 * the "up to" form, dny/dne/dny.
 */
import * as v from 'valibot';

export const MIN_YEAR = 1970;
export const MAX_YEAR = 2470;
/** The year view shows 15 years (spec §9 "Calendar"). */
export const YEAR_VIEW_SIZE = 15;
/** The news date format default (spec §9 "Formats"). */
export const DEFAULT_FORMAT = '%d-%m-%y';
/** The value format of a native `<input type="date">`. */
export const ISO_FORMAT = '%Y-%m-%d';

export type Mode = 'single' | 'multiple' | 'multiple-ranged';
const MODES: readonly Mode[] = ['single', 'multiple', 'multiple-ranged'];
export type View = 'day' | 'month' | 'year';

const MS_PER_DAY = 86_400_000;

/** Whole days since 1970-01-01 (UTC) of a calendar date; month is 1-12. */
export function toDay(year: number, month: number, day: number): number {
  const d = new Date(Date.UTC(2000, month - 1, day));
  d.setUTCFullYear(year, month - 1, day);
  return Math.round(d.getTime() / MS_PER_DAY);
}

export interface YMD {
  year: number;
  month: number;
  day: number;
}

export function fromDay(n: number): YMD {
  const d = new Date(n * MS_PER_DAY);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** 1970-01-01 */
export const MIN_DAY = 0;
/** 2470-12-31 */
export const MAX_DAY = toDay(MAX_YEAR, 12, 31);

const inRange = (n: number): boolean => Number.isInteger(n) && n >= MIN_DAY && n <= MAX_DAY;
const clampDay = (n: number): number => Math.min(MAX_DAY, Math.max(MIN_DAY, Math.round(n)));
const clampYear = (y: number): number => Math.min(MAX_YEAR, Math.max(MIN_YEAR, y));

export function daysInMonth(year: number, month: number): number {
  return fromDay(toDay(year, month + 1, 1) - 1).day;
}

/** Weekday with Monday first: 0 = Monday ... 6 = Sunday (1970-01-01 was a Thursday). */
export function weekday(n: number): number {
  return (((n + 3) % 7) + 7) % 7;
}

/** The same day of the month `delta` months later, on the month's last day when it has fewer days. */
export function addMonths(n: number, delta: number): number {
  const { year, month, day } = fromDay(n);
  const total = year * 12 + (month - 1) + delta;
  const y = Math.floor(total / 12);
  const m = (total % 12) + 1;
  return toDay(y, m, Math.min(day, daysInMonth(y, m)));
}

export interface GridCell {
  day: number;
  /** In the month shown (other months' days are blank cells). */
  inMonth: boolean;
  /** Within 1970-01-01 .. 2470-12-31. */
  inRange: boolean;
}

/**
 * The month as 6 weeks of 7 days, Monday first: always 42 cells, the month's days in order, the
 * first on its weekday. Cells of the neighbouring months are marked, as are days out of range.
 */
export function monthGrid(year: number, month: number): GridCell[][] {
  const first = toDay(year, month, 1);
  const start = first - weekday(first);
  const weeks: GridCell[][] = [];
  for (let w = 0; w < 6; w++) {
    const week: GridCell[] = [];
    for (let d = 0; d < 7; d++) {
      const day = start + w * 7 + d;
      const ymd = fromDay(day);
      week.push({ day, inMonth: ymd.year === year && ymd.month === month, inRange: inRange(day) });
    }
    weeks.push(week);
  }
  return weeks;
}

/** The first year of the 15-year page holding the year (pages start at 1970: 1970-1984, 1985-1999, ...). */
export function yearPageStart(year: number): number {
  return MIN_YEAR + Math.floor((clampYear(year) - MIN_YEAR) / YEAR_VIEW_SIZE) * YEAR_VIEW_SIZE;
}

/** The years of the page holding the year; years past 2470 on the last page are out of range. */
export function yearPage(year: number): { year: number; inRange: boolean }[] {
  const start = yearPageStart(year);
  return Array.from({ length: YEAR_VIEW_SIZE }, (_, i) => ({ year: start + i, inRange: start + i <= MAX_YEAR }));
}

export interface KeyMove {
  key: string;
  shiftKey?: boolean;
}

/**
 * The day focused after a key in the day view (WAI-ARIA date picker dialog pattern): arrows move
 * a day / a week, Home / End go to the week's first / last day, PageUp / PageDown a month,
 * with Shift a year. Never leaves the range. Undefined for other keys.
 */
export function moveDay(n: number, { key, shiftKey }: KeyMove): number | undefined {
  let next: number;
  switch (key) {
    case 'ArrowLeft':
      next = n - 1;
      break;
    case 'ArrowRight':
      next = n + 1;
      break;
    case 'ArrowUp':
      next = n - 7;
      break;
    case 'ArrowDown':
      next = n + 7;
      break;
    case 'Home':
      next = n - weekday(n);
      break;
    case 'End':
      next = n + 6 - weekday(n);
      break;
    case 'PageUp':
      next = addMonths(n, shiftKey ? -12 : -1);
      break;
    case 'PageDown':
      next = addMonths(n, shiftKey ? 12 : 1);
      break;
    default:
      return undefined;
  }
  return clampDay(next);
}

/** Month view (12 months in rows of 3): the month index (year*12 + month-1) after a key. */
export function moveMonth(index: number, { key, shiftKey }: KeyMove): number | undefined {
  const month = ((index % 12) + 12) % 12;
  const deltas: Record<string, number> = {
    ArrowLeft: -1,
    ArrowRight: 1,
    ArrowUp: -3,
    ArrowDown: 3,
    Home: -month,
    End: 11 - month,
    PageUp: shiftKey ? -120 : -12,
    PageDown: shiftKey ? 120 : 12,
  };
  if (!(key in deltas)) return undefined;
  return Math.min(MAX_YEAR * 12 + 11, Math.max(MIN_YEAR * 12, index + deltas[key]));
}

/** Year view (15 years in rows of 3): the year after a key; PageUp / PageDown move a page of 15. */
export function moveYear(year: number, { key }: KeyMove): number | undefined {
  const start = yearPageStart(year);
  const deltas: Record<string, number> = {
    ArrowLeft: -1,
    ArrowRight: 1,
    ArrowUp: -3,
    ArrowDown: 3,
    Home: start - year,
    End: start + YEAR_VIEW_SIZE - 1 - year,
    PageUp: -YEAR_VIEW_SIZE,
    PageDown: YEAR_VIEW_SIZE,
  };
  if (!(key in deltas)) return undefined;
  return clampYear(year + deltas[key]);
}

// ---------------------------------------------------------------------------------------------
// Selection

/** Inclusive day ranges, sorted, not overlapping; single days are [d, d]. */
type DayRange = readonly [number, number];

export interface Selection {
  ranges: DayRange[];
  /** multiple-ranged: the first end of a range being chosen. */
  anchor: number | null;
}

export const EMPTY: Selection = { ranges: [], anchor: null };

/** Sorts and merges overlapping (and, when `joinAdjacent`, touching) ranges, clamped to the range. */
function normalise(ranges: readonly DayRange[], joinAdjacent = true): DayRange[] {
  const sorted = ranges.map(([a, b]) => [clampDay(Math.min(a, b)), clampDay(Math.max(a, b))] as const).sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  const out: [number, number][] = [];
  for (const [a, b] of sorted) {
    const last = out[out.length - 1];
    if (last && a <= last[1] + (joinAdjacent ? 1 : 0)) last[1] = Math.max(last[1], b);
    else out.push([a, b]);
  }
  return out;
}

export const isSelected = (s: Selection, n: number): boolean => s.anchor === n || s.ranges.some(([a, b]) => n >= a && n <= b);

/**
 * Choosing a day: single replaces the selection; multiple toggles the day; multiple-ranged takes
 * two days as the ends of a range (merged with overlapping ranges), and a day of a chosen range
 * (with no range begun) removes that range. Days out of range change nothing, nor does a choice
 * that would take the count of days over `maxDays` (the selection is returned as it was).
 */
export function selectDay(s: Selection, n: number, mode: Mode, maxDays = Infinity): Selection {
  const next = chooseDay(s, n, mode);
  // With a limit (data-max-days), a choice that would select more days is refused.
  return next !== s && countDays(next) > Math.max(maxDays, countDays(s)) ? s : next;
}

function chooseDay(s: Selection, n: number, mode: Mode): Selection {
  if (!inRange(n)) return s;
  if (mode === 'single') return { ranges: [[n, n]], anchor: null };
  if (mode === 'multiple') {
    const has = s.ranges.some(([a]) => a === n);
    const ranges = has ? s.ranges.filter(([a]) => a !== n) : [...s.ranges, [n, n] as const];
    return { ranges: normalise(ranges, false), anchor: null };
  }
  if (s.anchor === null) {
    const hit = s.ranges.find(([a, b]) => n >= a && n <= b);
    if (hit) return { ranges: s.ranges.filter((r) => r !== hit), anchor: null };
    return { ranges: s.ranges, anchor: n };
  }
  return { ranges: normalise([...s.ranges, [s.anchor, n]]), anchor: null };
}

/** Number of days selected (a begun range counts its first day). */
export function countDays(s: Selection): number {
  return s.ranges.reduce((sum, [a, b]) => sum + b - a + 1, 0) + (s.anchor !== null && !isSelected({ ranges: s.ranges, anchor: null }, s.anchor) ? 1 : 0);
}

// ---------------------------------------------------------------------------------------------
// Format

/** The directives the formatter knows: %d day, %m month (2 digits), %y year (2 digits), %Y year, %% a percent sign. */
const DIRECTIVE = /%([dmyY%])/g;

/** A format is valid when every % starts a known directive and it has a day, a month and a year. */
export function isValidFormat(format: string): boolean {
  if (/%(?![dmyY%])/.test(format.replace(/%%/g, ''))) return false;
  const plain = format.replace(/%%/g, '');
  return plain.includes('%d') && plain.includes('%m') && (plain.includes('%y') || plain.includes('%Y'));
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** strftime-like: formatDate(day, '%d-%m-%y') -> "05-03-26". */
export function formatDate(n: number, format: string = DEFAULT_FORMAT): string {
  const { year, month, day } = fromDay(n);
  return format.replace(DIRECTIVE, (_, c: string) =>
    c === 'd' ? pad(day, 2) : c === 'm' ? pad(month, 2) : c === 'y' ? pad(year % 100, 2) : c === 'Y' ? pad(year, 4) : '%',
  );
}

const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';

/**
 * Reads a date written in the format; null when it does not match, is no real date or is out of
 * range. A two-digit year %y means 1970-2069 (the range starts in 1970): 70-99 -> 19xx, 00-69 -> 20xx.
 *
 * One pass over the format and the text, no regular expression: the pattern it used to build
 * (`(\d{1,2})` per %d and %m) backtracked exponentially on a format of adjacent directives ("%d%d…",
 * 4.3 s at 22 of them). %Y takes 4 digits, %y 2, %d and %m 1 or 2. Directives written next to each
 * other share the run of digits there: the fixed ones take theirs, and the 1-or-2-digit ones take a
 * second digit from left to right while the run has digits to spare (what the pattern matched first).
 */
export function parseDate(text: string, format: string = DEFAULT_FORMAT): number | null {
  const s = text.trim(); // the pattern allowed white space at either end
  const fields: [string, string][] = []; // [directive, digits], in the format's order
  let at = 0;
  let f = 0;
  while (f < format.length) {
    const c = format[f];
    if (c === '%' && f + 1 < format.length && 'dmyY'.includes(format[f + 1])) {
      // A run of adjacent digit directives, and the digits it covers.
      const run: string[] = [];
      while (format[f] === '%' && f + 1 < format.length && 'dmyY'.includes(format[f + 1])) {
        run.push(format[f + 1]);
        f += 2;
      }
      const max = run.reduce((sum, d) => sum + (d === 'Y' ? 4 : 2), 0);
      const min = max - run.filter((d) => d === 'd' || d === 'm').length;
      let digits = 0; // counted up to the most the run can take, so no digit is looked at twice
      while (digits < max && isDigit(s[at + digits])) digits++;
      let spare = digits - min;
      if (spare < 0) return null;
      for (const d of run) {
        const width = d === 'Y' ? 4 : d === 'y' ? 2 : spare-- > 0 ? 2 : 1;
        fields.push([d, s.slice(at, at + width)]);
        at += width;
      }
      continue;
    }
    // A literal character ("%%" is a percent sign).
    if (s[at] !== c) return null;
    at++;
    f += c === '%' && format[f + 1] === '%' ? 2 : 1;
  }
  if (at !== s.length) return null;
  let year = NaN;
  let month = NaN;
  let day = NaN;
  for (const [c, digits] of fields) {
    const value = Number(digits);
    if (c === 'd') day = value;
    else if (c === 'm') month = value;
    else if (c === 'Y') year = value;
    else if (c === 'y') year = value >= 70 ? 1900 + value : 2000 + value;
  }
  if (!(month >= 1 && month <= 12 && day >= 1 && year >= MIN_YEAR && year <= MAX_YEAR)) return null;
  if (day > daysInMonth(year, month)) return null;
  return toDay(year, month, day);
}

/** Between the dates of the multiple modes in the input's value. */
const LIST_SEPARATOR = ', ';
/** Between the ends of a range in the input's value. */
const RANGE_SEPARATOR = ' – ';

/** The input's value of a selection: "05-03-26", "05-03-26, 07-03-26" or "05-03-26 – 09-03-26, 12-03-26". */
export function serialise(s: Selection, mode: Mode, format: string = DEFAULT_FORMAT): string {
  const parts: string[] = [];
  for (const [a, b] of s.ranges) {
    if (mode === 'multiple-ranged' && b > a) parts.push(formatDate(a, format) + RANGE_SEPARATOR + formatDate(b, format));
    else for (let d = a; d <= b; d++) parts.push(formatDate(d, format));
  }
  return (mode === 'single' ? parts.slice(-1) : parts).join(LIST_SEPARATOR);
}

/**
 * The selection an input's value holds; null when any part cannot be read (the value is then
 * left as the shopper typed it). An empty value is an empty selection.
 */
export function parseValue(text: string, mode: Mode, format: string = DEFAULT_FORMAT): Selection | null {
  const trimmed = text.trim();
  if (!trimmed) return EMPTY;
  const parts = mode === 'single' ? [trimmed] : trimmed.split(LIST_SEPARATOR.trim()).map((p) => p.trim());
  const ranges: DayRange[] = [];
  for (const part of parts) {
    const ends = mode === 'multiple-ranged' ? part.split(RANGE_SEPARATOR.trim()) : [part];
    if (ends.length > 2) return null;
    const days = ends.map((e) => parseDate(e, format));
    if (days.some((d) => d === null)) return null;
    const [a, b = a] = days as number[];
    ranges.push([a, b]);
  }
  return { ranges: normalise(ranges, mode === 'multiple-ranged'), anchor: null };
}

// ---------------------------------------------------------------------------------------------
// Words and names

/**
 * The day word for a count, chosen with Intl.PluralRules: `words` are [other, one, few] as the
 * spec lists them ("dny/den/dny"; for the "up to" form "dny/dne/dny"). "many" and "other" take
 * the first word.
 */
export function dayWord(count: number, language: string, words: readonly string[]): string {
  let category: Intl.LDMLPluralRule;
  try {
    category = new Intl.PluralRules(language).select(count);
  } catch {
    category = new Intl.PluralRules('en').select(count);
  }
  const [other, one = other, few = other] = words;
  return category === 'one' ? one : category === 'few' ? few : other;
}

/** The 12 month names (standalone, "styczeń", "leden") in the language. */
export function monthNames(language: string, width: 'long' | 'short' = 'long'): string[] {
  const f = new Intl.DateTimeFormat(language, { month: width, timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, i) => f.format(Date.UTC(2021, i, 1)));
}

/** The 7 weekday names, Monday first. */
export function weekdayNames(language: string, width: 'long' | 'short' | 'narrow' = 'long'): string[] {
  const f = new Intl.DateTimeFormat(language, { weekday: width, timeZone: 'UTC' });
  // 2021-03-01 was a Monday.
  return Array.from({ length: 7 }, (_, i) => f.format(Date.UTC(2021, 2, 1 + i)));
}

/** The full spoken date of a day ("czwartek, 1 stycznia 1970"), for the grid cells' labels. */
export function fullDate(n: number, language: string): string {
  let f = fullDateFormats.get(language);
  if (!f) fullDateFormats.set(language, (f = new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' })));
  return f.format(n * MS_PER_DAY);
}
/** One formatter per language (a grid labels 28-31 days on every render). */
const fullDateFormats = new Map<string, Intl.DateTimeFormat>();

/** Today (the browser's local date) as a day number, within the range. */
export function today(now: Date = new Date()): number {
  return clampDay(toDay(now.getFullYear(), now.getMonth() + 1, now.getDate()));
}

// ---------------------------------------------------------------------------------------------
// Configuration from markup

export const ConfigSchema = v.object({
  /** spec §4 "Calendar": single, multiple or multiple-ranged. */
  mode: v.optional(v.picklist(MODES as Mode[]), 'single'),
  /** The input's value format (strftime-like: %d %m %y %Y %%); %Y-%m-%d for `<input type="date">`. */
  format: v.optional(v.pipe(v.string(), v.check(isValidFormat, 'expected a format with %d, %m and %y or %Y (and no other % directive)'))),
  /** multiple / multiple-ranged: at most this many days may be chosen (the dialog says "up to N days"). */
  maxDays: v.optional(
    v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,6}$/, 'expected a whole number'))]), v.transform(Number), v.integer(), v.minValue(1)),
  ),
});
