// The fixture pages the browser tests cover (PAGES in test/e2e/helpers.ts), read from that file so the list lives
// in one place: every quoted path inside `const PAGES = { ... };`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HELPERS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../e2e/helpers.ts');

export function fixturePages() {
  const text = readFileSync(HELPERS, 'utf8');
  const block = /^(?:export )?const PAGES = \{([\s\S]*?)\n\};/m.exec(text);
  if (!block) throw new Error('PAGES not found in test/e2e/helpers.ts');
  const pages = [...block[1].matchAll(/'(\/[^']*)'/g)].map((m) => m[1]);
  if (pages.length < 2) throw new Error('PAGES in test/e2e/helpers.ts lists fewer than 2 pages');
  return [...new Set(pages)];
}
