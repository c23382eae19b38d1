// Where Debian's Chromium is (CHROMIUM_PATH overrides), and the flags it needs on a closed network.
import { existsSync } from 'node:fs';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The full browser: the bench's Lighthouse and timing runs measure what a shopper's Chromium does. */
export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((p) => p && existsSync(p));
}

/**
 * The browser tests' Chromium: Debian's chromium-headless-shell, the same Blink and V8 without the desktop
 * browser's UI layer (Playwright's own default for headless runs). Measured here: a fixture page to the ready mark
 * in half the time and less than half the CPU of the full browser in headless mode. Falls back to the full one.
 */
export function findTestChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium-headless-shell', '/usr/lib/chromium/chromium-headless-shell'];
  return candidates.find((p) => p && existsSync(p)) ?? findChromium();
}
