// Locates Debian's Chromium for the browser tests, installing it with apt when it is missing and
// we are root. Browsers cannot be downloaded by npm here, so Playwright drives the system one.
import { execSync } from 'node:child_process';
import { findChromium } from './chromium.mjs';

let found = findChromium();
if (!found) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error('Chromium was not found. Install Debian\'s chromium (sudo apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary.');
    process.exit(1);
  }
  console.log('Chromium not found: installing Debian\'s chromium with apt-get (about a minute)…');
  try {
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
  } catch {
    console.error('apt-get could not install chromium. Install it by hand or set CHROMIUM_PATH.');
    process.exit(1);
  }
  found = findChromium();
  if (!found) {
    console.error('chromium was installed but not found at /usr/bin/chromium; set CHROMIUM_PATH.');
    process.exit(1);
  }
}
console.log(`Chromium: ${found}`);
