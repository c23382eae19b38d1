/**
 * The error log's reports as the shop's server receives them (spec §7 "Error logging"; src/net/error-log.ts): a
 * real error of a widget and an uncaught one, each carrying a phone number, a PESEL, tokens and a relative address
 * with its query, reach {graphql}?JSerror= without any of them, and the bundle's own stack frames
 * (`/storefront/loader.js:line:column`) intact.
 */
import { expect, test, type Page } from '@playwright/test';
import { waitForWidgets } from './helpers';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjMifQ.dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
/** What a shopper's data looks like in a message; none of it may leave the page. */
const PERSONAL = `order for +48 123 456 789 / 601-234-567 (PESEL 44051401359), token=s3cr3tV4lue, Authorization: Bearer ${JWT}, sent from /order-open.php?client=jan.kowalski&pay=1#summary`;
const LEAKS = ['123 456 789', '601-234-567', '44051401359', 's3cr3tV4lue', JWT, 'eyJ', 'client=', 'jan.kowalski', 'pay=1', '#summary'];

/** The decoded JSerror texts of the reports this page sends. */
function reports(page: Page): string[] {
  const texts: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('JSerror=')) texts.push(new URL(r.url()).searchParams.get('JSerror')!);
  });
  return texts;
}

function expectRedacted(text: string) {
  for (const leak of LEAKS) expect(text, `the report carries ${leak}`).not.toContain(leak);
  expect(text).toContain('order for [phone] / [phone] (PESEL [number]), token=[token], Authorization: Bearer [token], sent from /order-open.php?[removed]');
}

test.describe('error log', () => {
  test("a widget's error is reported without phone, PESEL, tokens or a relative address's query; the bundle's frames stay whole", async ({ page }) => {
    await page.addInitScript((message) => {
      (window as any).storefrontWidgets = [
        {
          name: 'leaky_widget',
          mount() {
            throw new Error(message);
          },
        },
      ];
      document.addEventListener('DOMContentLoaded', () => {
        const el = document.createElement('div');
        el.dataset.widget = 'leaky_widget';
        el.id = 'leaky';
        document.body.prepend(el);
      });
    }, PERSONAL);
    const sent = reports(page);
    await page.goto('/');
    await waitForWidgets(page);
    await expect(page.locator('#leaky')).toHaveAttribute('data-widget-state', 'failed');
    await expect.poll(() => sent.length).toBe(1);
    const [text] = sent;
    expectRedacted(text);
    // The loader called the widget's mount: its frame, file:line:column, as the browser wrote it.
    expect(text).toMatch(new RegExp(`\\(${new URL(page.url()).origin}/storefront/loader\\.js:\\d+:\\d+\\)`));
    // The server logged what the page sent.
    await expect
      .poll(async () => ((await (await page.request.get('/__fixture/errors?mine=1')).json()) as { error: string }[]).map((e) => e.error))
      .toEqual([text]);
  });

  test('an uncaught error and an unhandled rejection are reported without them too', async ({ page }) => {
    const sent = reports(page);
    await page.goto('/');
    await waitForWidgets(page);
    await page.evaluate((message) => {
      setTimeout(() => {
        throw new Error(`uncaught: ${message}`);
      });
      void Promise.reject(new Error(`rejected: ${message}`));
    }, PERSONAL);
    await expect.poll(() => sent.length).toBe(2);
    for (const text of sent) expectRedacted(text);
    // The page's errors (no widget): the bundle's version first (storefront.version), then the error.
    const version = await page.evaluate(() => window.storefront!.version);
    expect(sent.map((t) => new RegExp(`^storefront ${version.replaceAll('.', '\\.')}: Error: (uncaught|rejected):`).exec(t)?.[1]).sort()).toEqual([
      'rejected',
      'uncaught',
    ]);
  });
});
