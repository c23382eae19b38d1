// What the bench collects, in one place, so later work can add figures without touching run.mjs's logic:
//
//   import { addRow, checkBudget, defineMeasure } from './registry.mjs';
//   defineMeasure('my figure', async ({ url, browser, stats, figures }) => {
//     const value = ...;
//     addRow({ section: 'Mine', name: 'my figure', value, unit: 'ms', budget: '≤ 100', ok: value <= 100 });
//     checkBudget('my figure ≤ 100 ms', value <= 100, `${value} ms`);
//   });
//
// then import that module from run.mjs (before it calls runMeasures). Each measure runs once, after the built-in
// ones, with the fixture server still up and a Playwright browser open; whatever it throws is reported as a failure.

/**
 * Table rows: { section, name, page?, value, unit?, budget?, ok?, openIssue? } (value: number, string, boolean or
 * null). `openIssue`: the row's budget is one an open issue is about; a miss shows as MISSED instead of OVER.
 */
export const rows = [];

/**
 * Budget results: { name, ok, detail, kind }. A run with any failed budget exits 1. kind 'deterministic' (sizes,
 * request counts, render-blocking tags, layout shift, accessibility) or 'timing' (judged on the median of interleaved
 * runs, printed with its min and max).
 */
export const budgets = [];

/** Raw figures, written as JSON into the HTML report. Measures may add their own keys. */
export const figures = {};

/** Extra measures: { name, run(context), timeoutMs }. */
export const measures = [];

/** Notes printed after the table (not failures): flakiness hints, fallbacks taken. */
export const notes = [];

export function addRow(row) {
  rows.push({ page: '', unit: '', budget: '', ...row });
  return row;
}

/**
 * `openIssue` (timing and deterministic budgets alike): an open issue is about meeting this budget (a timing budget
 * missed on some machines, or a size/count budget today's code misses). A miss is then printed as MISSED with the
 * issue, its value kept, and does not fail the run; every other missed budget does. The budget's value stands: pass
 * `openIssue` instead of loosening it, and remove it once the issue is closed.
 */
export function checkBudget(name, ok, detail = '', { kind = 'deterministic', openIssue = null } = {}) {
  const known = !ok && openIssue ? openIssue : null;
  budgets.push({ name, ok: Boolean(ok), detail, kind, knownMiss: known });
  progress(`${ok ? 'met' : known ? `MISSED (open: ${known})` : 'BROKEN'}: ${name}${detail ? ` (${detail})` : ''}`);
  return ok;
}

const started = Date.now();
/** Prints a progress line as the bench goes (seconds since it started). */
export function progress(text) {
  console.log(`[bench ${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s] ${text}`);
}

/** `timeoutMs`: how long run.mjs lets the measure take before reporting it as failed (default 300 s). */
export function defineMeasure(name, run, { timeoutMs = 300_000 } = {}) {
  measures.push({ name, run, timeoutMs });
}

export function note(text) {
  notes.push(text);
}

export const failures = () => budgets.filter((b) => !b.ok && !b.knownMiss);
export const knownMisses = () => budgets.filter((b) => !b.ok && b.knownMiss);
