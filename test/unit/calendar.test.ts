/** The calendar widget's pure logic (widgets/calendar/rules.ts): grid, range, keys, selection, format, words. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as v from 'valibot';
import {
  ConfigSchema,
  DEFAULT_FORMAT,
  EMPTY,
  MAX_DAY,
  MIN_DAY,
  YEAR_VIEW_SIZE,
  addMonths,
  countDays,
  dayWord,
  formatDate,
  fromDay,
  fullDate,
  isSelected,
  isValidFormat,
  monthGrid,
  monthNames,
  moveDay,
  moveMonth,
  moveYear,
  parseDate,
  parseValue,
  selectDay,
  serialise,
  toDay,
  weekday,
  weekdayNames,
  yearPage,
  type Mode,
  type Selection,
} from '../../widgets/calendar/rules';

const anyDay = fc.integer({ min: MIN_DAY, max: MAX_DAY });
const anyMonth = fc.record({ year: fc.integer({ min: 1970, max: 2470 }), month: fc.integer({ min: 1, max: 12 }) });
const anyMode = fc.constantFrom<Mode>('single', 'multiple', 'multiple-ranged');
const KEYS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown'];
const anyKey = fc.record({ key: fc.constantFrom(...KEYS), shiftKey: fc.boolean() });

describe('calendar: the date range', () => {
  it('is 1970-01-01 to 2470-12-31 (spec §9 "Calendar")', () => {
    expect(MIN_DAY).toBe(0);
    expect(fromDay(MIN_DAY)).toEqual({ year: 1970, month: 1, day: 1 });
    expect(fromDay(MAX_DAY)).toEqual({ year: 2470, month: 12, day: 31 });
  });

  it('day numbers and calendar dates convert both ways', () => {
    fc.assert(
      fc.property(anyDay, (n) => {
        const { year, month, day } = fromDay(n);
        expect(toDay(year, month, day)).toBe(n);
      }),
    );
  });

  it('1970-01-01 was a Thursday; 2026-11-23 is a Monday', () => {
    expect(weekday(0)).toBe(3);
    expect(weekday(toDay(2026, 11, 23))).toBe(0);
  });
});

describe('calendar: month grid', () => {
  it('any month in range gives 6 weeks of 7 consecutive days, Monday first, holding exactly the month', () => {
    fc.assert(
      fc.property(anyMonth, ({ year, month }) => {
        const grid = monthGrid(year, month);
        expect(grid).toHaveLength(6);
        const cells = grid.flat();
        expect(cells).toHaveLength(42);
        cells.forEach((c, i) => i > 0 && expect(c.day).toBe(cells[i - 1].day + 1));
        expect(weekday(cells[0].day)).toBe(0);
        const inMonth = cells.filter((c) => c.inMonth);
        expect(inMonth[0].day).toBe(toDay(year, month, 1));
        expect(inMonth).toHaveLength(fromDay(toDay(year, month + 1, 1) - 1).day);
        // the month's days are contiguous and all in range
        inMonth.forEach((c) => expect(c.inRange).toBe(true));
        expect(inMonth[inMonth.length - 1].day - inMonth[0].day).toBe(inMonth.length - 1);
      }),
    );
  });

  it('marks the days before 1970-01-01 and after 2470-12-31 out of range', () => {
    const first = monthGrid(1970, 1).flat();
    expect(first.filter((c) => !c.inRange).map((c) => c.day)).toEqual([-3, -2, -1]);
    const last = monthGrid(2470, 12).flat();
    expect(last.filter((c) => c.day > MAX_DAY).every((c) => !c.inRange)).toBe(true);
  });

  it('the year view shows 15 years, the last page stopping at 2470', () => {
    expect(YEAR_VIEW_SIZE).toBe(15);
    expect(yearPage(1970).map((y) => y.year)).toEqual(Array.from({ length: 15 }, (_, i) => 1970 + i));
    expect(yearPage(2026)[0].year).toBe(2015);
    const last = yearPage(2470);
    expect(last[0].year).toBe(2465);
    expect(last.filter((y) => y.inRange).map((y) => y.year)).toEqual([2465, 2466, 2467, 2468, 2469, 2470]);
    fc.assert(
      fc.property(fc.integer({ min: 1970, max: 2470 }), (y) => {
        const page = yearPage(y);
        expect(page).toHaveLength(15);
        expect(page.some((p) => p.year === y)).toBe(true);
      }),
    );
  });
});

describe('calendar: keys', () => {
  const d = (y: number, m: number, day: number) => toDay(y, m, day);
  it('moves by day, week, week edges, month and year', () => {
    const start = d(2026, 3, 31); // Tuesday
    expect(moveDay(start, { key: 'ArrowRight' })).toBe(d(2026, 4, 1));
    expect(moveDay(start, { key: 'ArrowLeft' })).toBe(d(2026, 3, 30));
    expect(moveDay(start, { key: 'ArrowDown' })).toBe(d(2026, 4, 7));
    expect(moveDay(start, { key: 'ArrowUp' })).toBe(d(2026, 3, 24));
    expect(moveDay(start, { key: 'Home' })).toBe(d(2026, 3, 30));
    expect(moveDay(start, { key: 'End' })).toBe(d(2026, 4, 5));
    expect(moveDay(start, { key: 'PageUp' })).toBe(d(2026, 2, 28));
    expect(moveDay(start, { key: 'PageDown' })).toBe(d(2026, 4, 30));
    expect(moveDay(d(2024, 2, 29), { key: 'PageDown', shiftKey: true })).toBe(d(2025, 2, 28));
    expect(moveDay(start, { key: 'PageUp', shiftKey: true })).toBe(d(2025, 3, 31));
    expect(moveDay(start, { key: 'a' })).toBeUndefined();
  });

  it('never leaves the range, whatever the keys', () => {
    fc.assert(
      fc.property(anyDay, fc.array(anyKey, { maxLength: 40 }), (n, keys) => {
        let day = n;
        for (const k of keys) day = moveDay(day, k)!;
        expect(day).toBeGreaterThanOrEqual(MIN_DAY);
        expect(day).toBeLessThanOrEqual(MAX_DAY);
      }),
    );
    expect(moveDay(MIN_DAY, { key: 'PageUp', shiftKey: true })).toBe(MIN_DAY);
    expect(moveDay(MAX_DAY, { key: 'ArrowRight' })).toBe(MAX_DAY);
  });

  it('month and year views move in rows of 3 and stop at the range', () => {
    const i = 2026 * 12 + 4; // May 2026
    expect(moveMonth(i, { key: 'ArrowDown' })).toBe(i + 3);
    expect(moveMonth(i, { key: 'Home' })).toBe(2026 * 12);
    expect(moveMonth(i, { key: 'End' })).toBe(2026 * 12 + 11);
    expect(moveMonth(i, { key: 'PageUp' })).toBe(i - 12);
    expect(moveMonth(1970 * 12, { key: 'ArrowLeft' })).toBe(1970 * 12);
    expect(moveMonth(2470 * 12 + 11, { key: 'PageDown' })).toBe(2470 * 12 + 11);
    expect(moveYear(2026, { key: 'ArrowUp' })).toBe(2023);
    expect(moveYear(2026, { key: 'Home' })).toBe(2015);
    expect(moveYear(2026, { key: 'End' })).toBe(2029);
    expect(moveYear(2026, { key: 'PageDown' })).toBe(2041);
    expect(moveYear(1975, { key: 'PageUp' })).toBe(1970);
    expect(moveYear(2466, { key: 'End' })).toBe(2470);
  });

  it('addMonths keeps the day of month or takes the month end', () => {
    expect(addMonths(toDay(2026, 1, 31), 1)).toBe(toDay(2026, 2, 28));
    expect(addMonths(toDay(2026, 1, 15), -13)).toBe(toDay(2024, 12, 15));
  });
});

describe('calendar: selection', () => {
  const d = (day: number) => toDay(2026, 3, day);
  it('single replaces, multiple toggles, multiple-ranged takes pairs and merges', () => {
    let s: Selection = EMPTY;
    s = selectDay(s, d(5), 'single');
    s = selectDay(s, d(7), 'single');
    expect(s.ranges).toEqual([[d(7), d(7)]]);

    s = EMPTY;
    for (const x of [9, 3, 5, 3]) s = selectDay(s, d(x), 'multiple');
    expect(s.ranges).toEqual([
      [d(5), d(5)],
      [d(9), d(9)],
    ]);
    expect(countDays(s)).toBe(2);

    s = EMPTY;
    s = selectDay(s, d(10), 'multiple-ranged');
    expect(s.anchor).toBe(d(10));
    expect(isSelected(s, d(10))).toBe(true);
    s = selectDay(s, d(6), 'multiple-ranged');
    expect(s).toEqual({ ranges: [[d(6), d(10)]], anchor: null });
    s = selectDay(selectDay(s, d(20), 'multiple-ranged'), d(22), 'multiple-ranged');
    expect(countDays(s)).toBe(8);
    s = selectDay(selectDay(s, d(11), 'multiple-ranged'), d(21), 'multiple-ranged');
    expect(s.ranges).toEqual([[d(6), d(22)]]);
    // a day of a chosen range removes it
    s = selectDay(s, d(12), 'multiple-ranged');
    expect(s).toEqual(EMPTY);
  });

  it('refuses a choice that would go over maxDays', () => {
    let s = selectDay(selectDay(EMPTY, d(1), 'multiple-ranged', 5), d(5), 'multiple-ranged', 5);
    expect(countDays(s)).toBe(5);
    expect(selectDay(s, d(9), 'multiple-ranged', 5)).toBe(s);
    s = selectDay(selectDay(EMPTY, d(1), 'multiple', 2), d(2), 'multiple', 2);
    expect(selectDay(s, d(3), 'multiple', 2)).toBe(s);
    expect(countDays(selectDay(s, d(2), 'multiple', 2))).toBe(1);
    fc.assert(
      fc.property(anyMode, fc.integer({ min: 1, max: 40 }), fc.array(fc.integer({ min: d(1), max: d(31) }), { maxLength: 30 }), (mode, max, days) => {
        let sel: Selection = EMPTY;
        for (const n of days) sel = selectDay(sel, n, mode, max);
        expect(countDays(sel)).toBeLessThanOrEqual(max);
      }),
    );
    expect(v.safeParse(ConfigSchema, { maxDays: '14' }).output).toEqual({ mode: 'single', maxDays: 14 });
    expect(v.safeParse(ConfigSchema, { maxDays: '0' }).success).toBe(false);
    expect(v.safeParse(ConfigSchema, { maxDays: 'many' }).success).toBe(false);
  });

  it('stays in range, sorted and without overlaps, whatever is chosen', () => {
    fc.assert(
      fc.property(anyMode, fc.array(fc.integer({ min: -1000, max: MAX_DAY + 1000 }), { maxLength: 30 }), (mode, days) => {
        let s: Selection = EMPTY;
        for (const n of days) s = selectDay(s, n, mode);
        for (const [a, b] of s.ranges) {
          expect(a).toBeGreaterThanOrEqual(MIN_DAY);
          expect(b).toBeLessThanOrEqual(MAX_DAY);
          expect(a).toBeLessThanOrEqual(b);
          if (mode !== 'multiple-ranged') expect(a).toBe(b);
        }
        s.ranges.forEach((r, i) => i > 0 && expect(r[0]).toBeGreaterThan(s.ranges[i - 1][1]));
        if (mode === 'single') expect(s.ranges.length).toBeLessThanOrEqual(1);
        if (s.anchor !== null) expect(s.anchor >= MIN_DAY && s.anchor <= MAX_DAY).toBe(true);
      }),
    );
  });
});

describe('calendar: format', () => {
  it('the default is the news date format %d-%m-%y (spec §9 "Formats")', () => {
    expect(DEFAULT_FORMAT).toBe('%d-%m-%y');
    expect(formatDate(toDay(2026, 3, 5))).toBe('05-03-26');
    expect(formatDate(toDay(1999, 12, 31), '%Y-%m-%d')).toBe('1999-12-31');
    expect(formatDate(toDay(2470, 1, 2), '%d.%m.%Y (100%%)')).toBe('02.01.2470 (100%)');
  });

  it('parses what it formats: any day with %Y, 1970-2069 with %y', () => {
    fc.assert(
      fc.property(anyDay, fc.constantFrom('%Y-%m-%d', '%d.%m.%Y', '%m/%d/%Y', '%d %m %Y%%'), (n, f) => {
        expect(parseDate(formatDate(n, f), f)).toBe(n);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: MIN_DAY, max: toDay(2069, 12, 31) }), (n) => {
        expect(parseDate(formatDate(n))).toBe(n);
      }),
    );
  });

  it('rejects what is no date or out of range', () => {
    expect(parseDate('31-02-26')).toBeNull();
    expect(parseDate('5-3-2026')).toBeNull();
    expect(parseDate('1969-12-31', '%Y-%m-%d')).toBeNull();
    expect(parseDate('2471-01-01', '%Y-%m-%d')).toBeNull();
    expect(parseDate('5-3-26')).toBe(toDay(2026, 3, 5));
    expect(parseDate('01-01-70')).toBe(0);
    fc.assert(
      fc.property(fc.string(), (text) => {
        const n = parseDate(text);
        expect(n === null || (n >= MIN_DAY && n <= MAX_DAY)).toBe(true);
      }),
    );
  });

  it('values of every mode round-trip', () => {
    fc.assert(
      fc.property(anyMode, fc.array(fc.integer({ min: MIN_DAY, max: MAX_DAY }), { maxLength: 12 }), (mode, days) => {
        let s: Selection = EMPTY;
        for (const n of days) s = selectDay(s, n, mode);
        s = { ranges: s.ranges, anchor: null };
        expect(parseValue(serialise(s, mode, '%Y-%m-%d'), mode, '%Y-%m-%d')).toEqual(s);
      }),
    );
    const s: Selection = {
      ranges: [
        [toDay(2026, 3, 5), toDay(2026, 3, 9)],
        [toDay(2026, 3, 12), toDay(2026, 3, 12)],
      ],
      anchor: null,
    };
    expect(serialise(s, 'multiple-ranged')).toBe('05-03-26 – 09-03-26, 12-03-26');
    expect(parseValue('nonsense', 'single')).toBeNull();
    expect(parseValue('  ', 'multiple')).toEqual(EMPTY);
  });

  it('accepts only formats with a day, a month and a year and known directives', () => {
    expect(isValidFormat('%d-%m-%y')).toBe(true);
    expect(isValidFormat('%Y%%%m%d')).toBe(true);
    expect(isValidFormat('%d-%m')).toBe(false);
    expect(isValidFormat('%d-%m-%y %H')).toBe(false);
    expect(v.safeParse(ConfigSchema, { mode: 'multiple-ranged' }).output).toEqual({ mode: 'multiple-ranged' });
    expect(v.safeParse(ConfigSchema, {}).output).toEqual({ mode: 'single' });
    expect(v.safeParse(ConfigSchema, { mode: 'ranged' }).success).toBe(false);
    expect(v.safeParse(ConfigSchema, { format: '%q' }).success).toBe(false);
  });
});

describe('calendar: words and names', () => {
  const CZ = ['dny', 'den', 'dny'];
  const CZ_UP_TO = ['dny', 'dne', 'dny'];
  it('picks the Czech day words with Intl.PluralRules (spec §9 "Formats")', () => {
    expect([1, 2, 3, 4, 5, 0, 21, 1.5].map((n) => dayWord(n, 'cs', CZ))).toEqual(['den', 'dny', 'dny', 'dny', 'dny', 'dny', 'dny', 'dny']);
    expect([1, 2, 5].map((n) => dayWord(n, 'cs', CZ_UP_TO))).toEqual(['dne', 'dny', 'dny']);
    expect([1, 2, 5, 22].map((n) => dayWord(n, 'pl', ['dni', 'dzień', 'dni']))).toEqual(['dzień', 'dni', 'dni', 'dni']);
  });

  it('has Polish and Czech month and weekday names from Intl', () => {
    expect(monthNames('pl')[0]).toBe('styczeń');
    expect(monthNames('pl')[11]).toBe('grudzień');
    expect(monthNames('cs')[0]).toBe('leden');
    expect(monthNames('cs')[5]).toBe('červen');
    expect(weekdayNames('pl')[0]).toBe('poniedziałek');
    expect(weekdayNames('cs')[6]).toBe('neděle');
    expect(fullDate(toDay(2026, 3, 10), 'pl')).toBe('wtorek, 10 marca 2026');
    expect(fullDate(toDay(2026, 3, 10), 'cs')).toBe('úterý 10. března 2026');
  });
});
