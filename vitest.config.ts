import { readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

/** As the build writes it (rollup.config.mjs): package.json's version. */
const version: string = JSON.parse(readFileSync('package.json', 'utf8')).version;

export default defineConfig({
  define: { __STOREFRONT_VERSION__: JSON.stringify(version) },
  test: {
    include: ['test/unit/**/*.test.{ts,tsx}', 'test/contract/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Property tests generate thousands of cases: on a busy 2-core machine the slowest took 7.5 s (2 s when quiet),
    // over vitest's default 5 s. No unit test waits for time; this only keeps a loaded machine from failing one.
    testTimeout: 60_000,
    setupFiles: ['test/unit/setup.ts'],
  },
});
