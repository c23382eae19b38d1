import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findTestChromium } from './test/tools/chromium.mjs';

const port = Number(process.env.E2E_PORT || 4173);

export default defineConfig({
  // Browser tests: test/e2e (behaviour) and test/contract (the platform's real answers replayed through the page).
  testDir: 'test',
  testMatch: /(e2e|contract)\/.*\.spec\.ts$/,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  // Assertions wait for states; 10 s leaves room for a busy machine (a passing run never waits it out).
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./test/tools/evidence-reporter.mjs']],
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: findTestChromium(), args: CHROMIUM_ARGS },
    trace: 'off',
  },
  webServer: {
    command: `node fixtures/server.mjs`,
    env: { PORT: String(port), HOST: 'localhost' },
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    stdout: 'ignore',
    timeout: 20_000,
  },
});
