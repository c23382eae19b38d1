/**
 * The date-picker dialog (WAI-ARIA APG "Date Picker Dialog"): a modal dialog (src/ui Modal: focus
 * trapped, Escape closes, focus back to the opening button) with a day, month or year grid.
 * One cell of the grid is tabbable; arrows, Home / End, PageUp / PageDown (Shift: years) move
 * the focus, Enter / Space choose. The heading button switches day -> month -> year view.
 */
import { useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';
import { Modal } from '../../src/ui/modal';
import { renderIsland } from '../../src/island';
import type { Unmount } from '../../src/widget';
import { getPage } from '../../src/page-config';
import {
  EMPTY,
  MAX_YEAR,
  MIN_YEAR,
  YEAR_VIEW_SIZE,
  countDays,
  dayWord,
  daysInMonth,
  formatDate,
  fromDay,
  fullDate,
  isSelected,
  monthGrid,
  monthNames,
  moveDay,
  moveMonth,
  moveYear,
  selectDay,
  today,
  toDay,
  weekdayNames,
  yearPage,
  yearPageStart,
  type Mode,
  type Selection,
  type View,
} from './rules';

interface IslandProps {
  /** The DOM part's atom: the selection the dialog opens with (the input's value, empty when unreadable); null while closed. */
  $open: ReadableAtom<Selection | null>;
  mode: Mode;
  title: string;
  maxDays?: number;
  onClose(result?: Selection): void;
}

/** Renders the dialog into the widget's host element; it is open while the DOM part's `$open` atom holds a selection. */
export function mountIsland(host: HTMLElement, props: IslandProps, reportError: (error: unknown) => void): Unmount {
  return renderIsland(host, <Calendar {...props} />, reportError);
}

function Calendar({ $open, ...props }: IslandProps) {
  const open = useStore($open);
  return open ? <Picker {...props} initial={open} /> : null;
}

interface PickerProps {
  mode: Mode;
  /** The selection the input's value holds (empty when unreadable). */
  initial: Selection;
  title: string;
  /** multiple / multiple-ranged: the most days that may be chosen. */
  maxDays?: number;
  /** Closes the dialog; with a selection when the shopper confirmed one. */
  onClose(result?: Selection): void;
}

const withDay = (y: number, m: number, d: number) => toDay(y, m, Math.min(d, daysInMonth(y, m)));

function Picker({ mode, initial, title, maxDays, onClose }: PickerProps) {
  const t = getPage().t;
  const lang = t.language;
  const names = useMemo(() => ({ months: monthNames(lang), weekdays: weekdayNames(lang), weekdaysShort: weekdayNames(lang, 'short') }), [lang]);
  const now = useMemo(() => today(), []);
  const [selection, setSelection] = useState<Selection>(initial);
  const [view, setView] = useState<View>('day');
  const [focus, setFocus] = useState(() => initial.ranges[0]?.[0] ?? now);
  const [message, setMessage] = useState('');
  const focusRef = useRef<HTMLTableCellElement>(null);
  const moveFocus = useRef(false);
  const headingId = useId();
  const { year, month, day } = fromDay(focus);

  useLayoutEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    focusRef.current?.focus();
  });

  const goTo = (next: number, nextView: View = view) => {
    moveFocus.current = true;
    setFocus(next);
    setView(nextView);
  };

  const summary = (s: Selection) => {
    const count = countDays(s);
    return t('calendar.selected', { count, days: dayWord(count, lang, t('calendar.days_words').split('|')) });
  };

  const limit =
    mode !== 'single' && maxDays ? t('calendar.limit', { count: maxDays, days: dayWord(maxDays, lang, t('calendar.days_upto_words').split('|')) }) : '';
  const limitId = useId();

  const choose = (n: number) => {
    if (mode === 'single') return onClose(selectDay(EMPTY, n, 'single'));
    const next = selectDay(selection, n, mode, maxDays);
    setFocus(n);
    if (next === selection) return setMessage(limit);
    setSelection(next);
    setMessage(next.anchor !== null ? t('calendar.range_start', { date: fullDate(next.anchor, lang) }) : summary(next));
  };

  const confirm = () => {
    if (mode === 'single') return onClose(selectDay(EMPTY, focus, 'single'));
    // A range begun but not ended is kept as its one day.
    onClose(selection.anchor === null ? selection : selectDay(selection, selection.anchor, 'multiple-ranged'));
  };

  const onGridKey = (event: KeyboardEvent) => {
    const key = { key: event.key, shiftKey: event.shiftKey };
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (view === 'day') choose(focus);
      else if (view === 'month') goTo(focus, 'day');
      else goTo(focus, 'month');
      return;
    }
    let next: number | undefined;
    if (view === 'day') next = moveDay(focus, key);
    else if (view === 'month') {
      const index = moveMonth(year * 12 + month - 1, key);
      if (index !== undefined) next = withDay(Math.floor(index / 12), (index % 12) + 1, day);
    } else {
      const y = moveYear(year, key);
      if (y !== undefined) next = withDay(y, month, day);
    }
    if (next === undefined) return;
    event.preventDefault();
    goTo(next);
  };

  // Header: previous / next (month and year in the day view, year in the month view, 15 years in the year view).
  const monthIndex = year * 12 + month - 1;
  const step = (delta: number, unit: 'month' | 'year') => {
    if (unit === 'month') {
      const index = monthIndex + delta;
      if (index < MIN_YEAR * 12 || index > MAX_YEAR * 12 + 11) return null;
      return withDay(Math.floor(index / 12), (index % 12) + 1, day);
    }
    const y = year + delta;
    if (view === 'year') {
      const start = yearPageStart(year) + delta;
      if (start < MIN_YEAR || start > MAX_YEAR) return null;
      return withDay(Math.min(MAX_YEAR, y), month, day);
    }
    return y < MIN_YEAR || y > MAX_YEAR ? null : withDay(y, month, day);
  };
  const navButton = (label: string, text: string, target: number | null, className: string) => (
    <button
      type="button"
      className={`calendar__nav ${className}`}
      aria-label={label}
      aria-disabled={target === null ? 'true' : undefined}
      onClick={() => target !== null && (setFocus(target), setMessage(''))}
    >
      <span aria-hidden="true">{text}</span>
    </button>
  );

  const monthLabel = `${names.months[month - 1]} ${year}`;
  const page = yearPage(year);
  const pageLabel = t('calendar.years', { from: page[0].year, to: Math.min(MAX_YEAR, page[YEAR_VIEW_SIZE - 1].year) });
  let header;
  if (view === 'day') {
    header = (
      <>
        {navButton(t('calendar.prev_year'), '«', step(-1, 'year'), 'calendar__prev-year')}
        {navButton(t('calendar.prev_month'), '‹', step(-1, 'month'), 'calendar__prev')}
        <button
          type="button"
          id={headingId}
          className="calendar__heading"
          aria-label={t('calendar.choose_month', { label: monthLabel })}
          onClick={() => goTo(focus, 'month')}
        >
          {monthLabel}
        </button>
        {navButton(t('calendar.next_month'), '›', step(1, 'month'), 'calendar__next')}
        {navButton(t('calendar.next_year'), '»', step(1, 'year'), 'calendar__next-year')}
      </>
    );
  } else if (view === 'month') {
    header = (
      <>
        {navButton(t('calendar.prev_year'), '‹', step(-1, 'year'), 'calendar__prev')}
        <button
          type="button"
          id={headingId}
          className="calendar__heading"
          aria-label={t('calendar.choose_year', { label: String(year) })}
          onClick={() => goTo(focus, 'year')}
        >
          {year}
        </button>
        {navButton(t('calendar.next_year'), '›', step(1, 'year'), 'calendar__next')}
      </>
    );
  } else {
    header = (
      <>
        {navButton(t('calendar.prev_years'), '‹', step(-YEAR_VIEW_SIZE, 'year'), 'calendar__prev')}
        <span id={headingId} className="calendar__heading">
          {pageLabel}
        </span>
        {navButton(t('calendar.next_years'), '›', step(YEAR_VIEW_SIZE, 'year'), 'calendar__next')}
      </>
    );
  }

  let grid;
  if (view === 'day') {
    grid = (
      <table role="grid" className="calendar__grid calendar__days" aria-label={monthLabel} aria-describedby={limit ? limitId : undefined} onKeyDown={onGridKey}>
        <thead>
          <tr>
            {names.weekdaysShort.map((short, i) => (
              <th key={i} scope="col" abbr={names.weekdays[i]}>
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(year, month).map((week, w) => (
            <tr key={w}>
              {week.map((cell) => {
                if (!cell.inMonth || !cell.inRange) return <td key={cell.day} className="calendar__blank" />;
                const selected = isSelected(selection, cell.day);
                const classes = ['calendar__day'];
                if (selected) classes.push('--selected');
                if (selection.anchor === cell.day) classes.push('--anchor');
                return (
                  <td
                    key={cell.day}
                    ref={cell.day === focus ? focusRef : undefined}
                    tabIndex={cell.day === focus ? 0 : -1}
                    className={classes.join(' ')}
                    aria-selected={selected}
                    aria-current={cell.day === now ? 'date' : undefined}
                    aria-label={fullDate(cell.day, lang)}
                    data-date={formatDate(cell.day, '%Y-%m-%d')}
                    onClick={() => choose(cell.day)}
                  >
                    {fromDay(cell.day).day}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    );
  } else if (view === 'month') {
    const rows = [0, 3, 6, 9].map((r) => [r, r + 1, r + 2]);
    grid = (
      <table role="grid" className="calendar__grid calendar__months" aria-label={t('calendar.months', { year })} onKeyDown={onGridKey}>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r}>
              {row.map((m) => (
                <td
                  key={m}
                  ref={m === month - 1 ? focusRef : undefined}
                  tabIndex={m === month - 1 ? 0 : -1}
                  className="calendar__month"
                  aria-selected={m === month - 1}
                  data-month={m + 1}
                  onClick={() => goTo(withDay(year, m + 1, day), 'day')}
                >
                  {names.months[m]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    );
  } else {
    const rows = [0, 3, 6, 9, 12].map((r) => page.slice(r, r + 3));
    grid = (
      <table role="grid" className="calendar__grid calendar__years" aria-label={pageLabel} onKeyDown={onGridKey}>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r}>
              {row.map((y) =>
                y.inRange ? (
                  <td
                    key={y.year}
                    ref={y.year === year ? focusRef : undefined}
                    tabIndex={y.year === year ? 0 : -1}
                    className="calendar__year"
                    aria-selected={y.year === year}
                    data-year={y.year}
                    onClick={() => goTo(withDay(y.year, month, day), 'month')}
                  >
                    {y.year}
                  </td>
                ) : (
                  <td key={y.year} className="calendar__blank" />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    );
  }

  return (
    <Modal open title={title} onClose={() => onClose()} className="calendar__dialog" initialFocusRef={focusRef}>
      <div className="calendar__header" data-view={view}>
        {header}
      </div>
      {grid}
      {limit && (
        <p id={limitId} className="calendar__limit">
          {limit}
        </p>
      )}
      <p className={mode === 'single' ? 'sr-only' : 'calendar__summary'} aria-live="polite">
        {message || (mode === 'single' ? '' : summary(selection))}
      </p>
      <div className="calendar__actions">
        {mode !== 'single' && (
          <button type="button" className="btn --secondary calendar__clear" onClick={() => (setSelection(EMPTY), setMessage(summary(EMPTY)))}>
            {t('calendar.clear')}
          </button>
        )}
        <button type="button" className="btn --secondary calendar__cancel" onClick={() => onClose()}>
          {t('calendar.cancel')}
        </button>
        <button type="button" className="btn calendar__ok" onClick={confirm}>
          {t('calendar.ok')}
        </button>
      </div>
    </Modal>
  );
}
