/**
 * Evidence counters for the summary `npm test` prints (test/tools/evidence.mjs): a browser test
 * records what it proved (an injected fault, an axe scan, an XSS payload, a keyboard journey) as an
 * annotation; test/tools/evidence-reporter.mjs adds them up.
 */
import { test } from '@playwright/test';

export type EvidenceKind = 'fault' | 'axe' | 'payload' | 'journey' | 'markup';

export function evidence(kind: EvidenceKind, count = 1, detail = ''): void {
  try {
    test.info().annotations.push({ type: `evidence:${kind}`, description: `${count}${detail ? ` ${detail}` : ''}` });
  } catch {
    // Outside a running test (a helper called from a script): nothing to record.
  }
}
