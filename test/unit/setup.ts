/**
 * Runs before every unit test file:
 *  - every message catalogue is loaded, so translators made synchronously speak their language;
 *  - fast-check properties are counted (properties, generated runs, failures) for the summary
 *    `npm test` prints (test/tools/evidence.mjs). The reporter keeps fast-check's own failure
 *    message and still throws it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll } from 'vitest';
import { loadAllCatalogues } from '../../src/i18n';

await loadAllCatalogues();

const counts = { properties: 0, runs: 0, failed: 0 };
const record = (details: fc.RunDetails<unknown>) => {
  counts.properties++;
  counts.runs += details.numRuns;
  if (details.failed) {
    counts.failed++;
    throw new Error(fc.defaultReportMessage(details));
  }
};
fc.configureGlobal({ reporter: record }); // used for async properties too (the two options exclude each other)

afterAll(() => {
  if (!counts.properties) return;
  mkdirSync('.evidence', { recursive: true });
  writeFileSync(`.evidence/unit-${randomUUID()}.json`, JSON.stringify(counts));
});
