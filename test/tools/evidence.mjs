#!/usr/bin/env node
/**
 * The evidence summary `npm test` ends with: faults injected, pages × widths × states
 * scanned by axe, XSS payloads tried, keyboard journeys, markup faults, and the fast-check
 * properties checked, each with its failures. `--reset` clears the counters before a run.
 * Exits non-zero when anything recorded failed or nothing was recorded.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';

const DIR = '.evidence';
if (process.argv.includes('--reset')) {
  rmSync(DIR, { recursive: true, force: true });
  process.exit(0);
}
if (!existsSync(DIR)) {
  console.error('evidence: no .evidence/ directory: run the unit and browser tests first.');
  process.exit(1);
}
const files = readdirSync(DIR);
const unit = { properties: 0, runs: 0, failed: 0 };
for (const f of files.filter((f) => f.startsWith('unit-'))) {
  const c = JSON.parse(readFileSync(`${DIR}/${f}`, 'utf8'));
  for (const k of Object.keys(unit)) unit[k] += c[k] ?? 0;
}
const e2e = existsSync(`${DIR}/e2e.json`) ? JSON.parse(readFileSync(`${DIR}/e2e.json`, 'utf8')) : { tests: {}, evidence: {} };
const ev = (k) => e2e.evidence[k] ?? { count: 0, failed: 0 };
const rows = [
  ['faults injected (endpoint × fault, storage, cookies)', ev('fault')],
  ['markup faults (widget × bad configuration)', ev('markup')],
  ['axe scans (page × width × state), WCAG 2.2 A/AA', ev('axe')],
  ['XSS payloads tried (payload × field)', ev('payload')],
  ['keyboard-only journeys', ev('journey')],
  ['fast-check properties', { count: unit.properties, failed: unit.failed }],
  ['fast-check generated cases', { count: unit.runs, failed: unit.failed ? -1 : 0 }],
];
const width = Math.max(...rows.map(([name]) => name.length));
console.log('\nEvidence (the storefront never breaks a page)');
for (const [name, { count, failed }] of rows) {
  console.log(`  ${name.padEnd(width)}  ${String(count).padStart(7)}   failures: ${failed < 0 ? 'see above' : failed}`);
}
if (e2e.seconds != null) {
  console.log(`  browser suite: ${Math.floor(e2e.seconds / 60)} min ${e2e.seconds % 60} s; slowest tests by share of their timeout:`);
  for (const t of e2e.slowest ?? [])
    console.log(`    ${(t.ms / 1000).toFixed(1)} s of ${t.timeout / 1000} s (${Math.round((100 * t.ms) / t.timeout)} %)  ${t.title}`);
}
console.log(`browser: ${e2e.tests.passed ?? 0} passed, ${e2e.tests.failed ?? 0} failed, ${e2e.tests.skipped ?? 0} skipped`);
const bad = rows.some(([, r]) => r.failed) || rows.some(([, r]) => !r.count) || (e2e.tests.failed ?? 0) > 0;
if (bad) {
  console.error('evidence: a failure was recorded, or a kind of evidence is missing.');
  process.exit(1);
}
