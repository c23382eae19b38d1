/**
 * The XSS test kit shared by the hostile-input specs: a trap that any executed payload trips, and a
 * scan for elements a payload could have become.
 */
import { expect, type Page } from '@playwright/test';

const TRAP = `
  window.__xssHit = false;
  window.__xss = () => { window.__xssHit = true; };
  window.alert = window.confirm = window.prompt = () => { window.__xssHit = true; };
`;

export async function armTrap(page: Page) {
  await page.addInitScript(TRAP);
  // A payload that loads a script from the page's own host would hit this: it must never be asked for.
  await page.route('**/xss.js', (route) => {
    void page.evaluate(() => ((window as any).__xssHit = true)).catch(() => {});
    return route.fulfill({ contentType: 'text/javascript', body: 'window.__xssHit = true' });
  });
}

export async function expectTrapUnset(page: Page) {
  await page.waitForTimeout(300); // onerror / onload handlers run after a task or two
  expect(await page.evaluate(() => (window as any).__xssHit)).toBe(false);
}

/** Elements a payload could have become, inside the given region. */
export async function injectedElements(page: Page, selector: string): Promise<string[]> {
  return page
    .locator(selector)
    .evaluateAll((roots) =>
      roots.flatMap((root) =>
        Array.from(
          root.querySelectorAll(
            'script, iframe, object, embed, svg:not([class]), math, body, details, video, audio, marquee, input, select, textarea, keygen, isindex, style, meta, base, link, table, form, img[src="x"], img[src="1"], img[src="/"], img[src="#"], img:not([src])',
          ),
        ).map((el) => el.outerHTML.slice(0, 80)),
      ),
    );
}

/** The items in groups of `size`. */
export const chunks = <T>(items: T[], size: number) => Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
