/**
 * Playwright reporter: sums the `evidence:<kind>` annotations of passed and failed tests and writes
 * them, with the pass/fail counts, to .evidence/e2e.json for test/tools/evidence.mjs.
 */
import { mkdirSync, writeFileSync } from 'node:fs';

export default class EvidenceReporter {
  totals = {};
  tests = { passed: 0, failed: 0, skipped: 0 };

  onTestEnd(test, result) {
    const status = result.status === 'passed' ? 'passed' : result.status === 'skipped' ? 'skipped' : 'failed';
    this.tests[status]++;
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
    writeFileSync('.evidence/e2e.json', JSON.stringify({ tests: this.tests, evidence: this.totals }, null, 2));
  }

  printsToStdio() {
    return false;
  }
}
