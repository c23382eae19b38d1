/**
 * Firefox (and, for comparison, Chromium) driven by puppeteer-core. Firefox over WebDriver BiDi: Playwright's own
 * Firefox channel sends a command Firefox ESR 153 lacks (emulation.setMediaFeaturesOverride), puppeteer does not.
 * One browser and one page for the whole run; the operations the sweep and the journeys need (see ./engine.mjs).
 */
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS } from '../tools/chromium.mjs';

/**
 * @param {{ name: 'firefox' | 'chromium', executablePath: string }} options
 * @returns {Promise<import('./engine.mjs').Engine>}
 */
export async function launchPuppeteer({ name, executablePath }) {
  const browser = await puppeteer.launch(
    name === 'firefox'
      ? { browser: 'firefox', executablePath, protocol: 'webDriverBiDi', headless: true, timeout: 60_000, protocolTimeout: 90_000 }
      : { browser: 'chrome', executablePath, headless: 'shell', args: CHROMIUM_ARGS, timeout: 60_000, protocolTimeout: 90_000 },
  );
  try {
    const page = await browser.newPage();
    page.setDefaultTimeout(30_000);
    /** @type {string[]} */
    const driverErrors = [];
    // What the engine itself reports (BiDi log.entryAdded / CDP), beside the page's own collector (./proxy.mjs).
    page.on('pageerror', (error) => driverErrors.push(`uncaught (driver): ${error instanceof Error ? error.message : String(error)} (${page.url()})`));
    page.on('console', (message) => {
      if (message.type() === 'error') driverErrors.push(`console error (driver): ${message.text()} (${page.url()})`);
    });
    const version = await browser.version();
    return {
      name,
      version,
      async setViewport(width, height) {
        await page.setViewport({ width, height });
      },
      async goto(url) {
        await page.goto(url, { waitUntil: 'load' });
      },
      evaluate(fn, ...args) {
        return page.evaluate(fn, ...args);
      },
      async click(selector) {
        await page.click(selector);
      },
      async hover(selector) {
        await page.hover(selector);
      },
      async pointerAway() {
        const { width, height } = page.viewport() ?? { width: 800, height: 600 };
        await page.mouse.move(width - 2, height - 2);
      },
      async type(text) {
        await page.keyboard.type(text, { delay: 15 });
      },
      async press(key) {
        await page.keyboard.press(key === 'Space' ? ' ' : key);
      },
      takeDriverErrors() {
        return driverErrors.splice(0);
      },
      async close() {
        await browser.close();
      },
    };
  } catch (error) {
    await browser.close().catch(() => undefined);
    throw error;
  }
}
