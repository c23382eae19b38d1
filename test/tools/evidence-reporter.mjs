/**
 * Playwright reporter: sums the `evidence:<kind>` annotations of passed and failed tests and writes
 * them, with the pass/fail counts, the suite's duration and its slowest tests, to .evidence/e2e.json for
 * test/tools/evidence.mjs.
 */
import { mkdirSync, writeFileSync } from 'node:fs';

export default class EvidenceReporter {
  totals = {};
  tests = { passed: 0, failed: 0, skipped: 0 };
  /** [duration ms, timeout ms, title] of every test run, for the slowest-tests lines. */
  durations = [];
  started = Date.now();

  onTestEnd(test, result) {
    const status = result.status === 'passed' ? 'passed' : result.status === 'skipped' ? 'skipped' : 'failed';
    this.tests[status]++;
    this.durations.push([result.duration, test.timeout, `${test.location.file.split('/').slice(-1)[0]} › ${test.title}`]);
    // Playwright 1.52+ lists a run's annotations on the result; older versions on the test.
    for (const a of Array.isArray(result.annotations) ? result.annotations : test.annotations) {
      if (!a.type.startsWith('evidence:')) continue;
      const kind = a.type.slice('evidence:'.length);
      const n = Number.parseInt(a.description ?? '1', 10) || 1;
      const t = (this.totals[kind] ??= { count: 0, failed: 0 });
      t.count += n;
      if (status === 'failed') t.failed += n;
    }
  }

  onEnd() {
    mkdirSync('.evidence', { recursive: true });
    // The slowest tests by the share of their timeout they used: a test near half of it is one busy machine away
    // from failing by time (every test's slowest run stays under half its timeout).
    const slowest = this.durations
      .sort((a, b) => b[0] / b[1] - a[0] / a[1])
      .slice(0, 5)
      .map(([ms, timeout, title]) => ({ ms, timeout, title }));
    const seconds = Math.round((Date.now() - this.started) / 1000);
    writeFileSync('.evidence/e2e.json', JSON.stringify({ tests: this.tests, evidence: this.totals, seconds, slowest }, null, 2));
  }

  printsToStdio() {
    return false;
  }
}
