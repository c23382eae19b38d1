// Locates Debian's Chromium for the browser tests (chromium-headless-shell, which the tests run on, and chromium,
// which the bench's Lighthouse runs on), installing what is missing with apt when we are root. Browsers cannot be
// downloaded by npm here, so Playwright drives the system ones.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium, findTestChromium } from './chromium.mjs';

const missing = [];
if (!process.env.CHROMIUM_PATH) {
  if (!findChromium()) missing.push('chromium');
  if (!['/usr/bin/chromium-headless-shell', '/usr/lib/chromium/chromium-headless-shell'].some((p) => existsSync(p))) missing.push('chromium-headless-shell');
}
if (missing.length) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Not found: ${missing.join(', ')}. Install Debian's packages (sudo apt-get install -y ${missing.join(' ')}) or set CHROMIUM_PATH to a Chromium binary.`,
    );
    if (!findTestChromium()) process.exit(1);
  } else {
    console.log(`Installing Debian's ${missing.join(' and ')} with apt-get (about a minute)…`);
    try {
      execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`, { stdio: 'inherit' });
    } catch {
      console.error(`apt-get could not install ${missing.join(' ')}. Install by hand or set CHROMIUM_PATH.`);
      if (!findTestChromium()) process.exit(1);
    }
  }
}
const found = findTestChromium();
if (!found) {
  console.error('No Chromium was found at /usr/bin/chromium-headless-shell or /usr/bin/chromium; set CHROMIUM_PATH.');
  process.exit(1);
}
console.log(`Chromium for the browser tests: ${found}`);
