/**
 * bars: closing a bar stores its id in local storage closedBars and closed bars are gone before the first paint
 * of later pages; nothing of this runs on the order process; storage that throws and a malformed closedBars value never
 * break the page. Spec §2 "Bars and banners", §4 "Dismissals".
 */
import { expect, test, type Page } from '@playwright/test';
import { paintRecord, watchFirstPaint } from './paint-record';
import { expectNoAxeViolations, serveWithCsp, trackPageErrors, waitForWidgets } from './helpers';
import { evidence } from './evidence';

const PAGE = '/promotions.php';
const bar = (page: Page, id: string) => page.locator(`#${id}`);
const closeBar = (page: Page, id: string) => page.locator(`#${id} .bars__close`);

/** Warnings the widgets print (console.warn), collected. */
function trackWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  return warnings;
}

test.describe('bars', () => {
  test('under a strict CSP (script and style nonces) the nonced head guard still hides closed bars before the first paint, with no violation', async ({
    page,
  }) => {
    const violations: string[] = [];
    page.on('console', (m) => /Content Security Policy/i.test(m.text()) && violations.push(m.text()));
    await page.goto(PAGE);
    await waitForWidgets(page);
    await closeBar(page, 'bar_delivery').click();
    await expect(bar(page, 'bar_delivery')).toHaveCount(0);
    await watchFirstPaint(page, ['bar_delivery', 'bar_newsletter']);
    // The theme puts the page's nonce on its inline head guard and the loader tag (docs/theme-guide.md, "The inline head guard").
    await serveWithCsp(
      page,
      "script-src 'nonce-n0nce123' 'strict-dynamic'; style-src 'self' 'nonce-n0nce123'; object-src 'none'; base-uri 'self'",
      (url) => url.pathname === PAGE,
    );
    await page.reload();
    const record = await paintRecord(page);
    expect(
      record.frames.every((ids) => !ids.includes('bar_delivery')),
      'no frame held the closed bar',
    ).toBe(true);
    expect(record.frames.some((ids) => ids.includes('bar_newsletter'))).toBe(true);
    await waitForWidgets(page);
    await expect(bar(page, 'bar_delivery')).toHaveCount(0);
    // The widgets' own styles got the nonce too.
    expect(await page.locator('style[data-sf-style]').count()).toBeGreaterThan(0);
    expect(await page.locator('style[data-sf-style]').evaluateAll((els) => els.every((el) => (el as HTMLStyleElement).nonce === 'n0nce123'))).toBe(true);
    expect(violations).toEqual([]);
  });

  test('closing a bar stores its id in closedBars, moves focus on and announces it', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto(PAGE);
    await waitForWidgets(page);
    await expect(page.locator('.bars__item')).toHaveCount(3);
    const close = page.getByRole('button', { name: 'Zamknij pasek: Darmowa dostawa od 200 zł do końca tygodnia.' });
    await expect(close).toBeVisible();
    await close.focus();
    await page.keyboard.press('Enter');
    await expect(bar(page, 'bar_delivery')).toHaveCount(0);
    await expect(bar(page, 'bar_newsletter')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('closedBars'))).toBe('["bar_delivery"]');
    // focus went to the next focusable element: the next bar's close button
    await expect(closeBar(page, 'bar_newsletter')).toBeFocused();
    await expect(page.getByText('Pasek zamknięty')).toBeAttached();

    await closeBar(page, 'bar_cookies_info').click();
    await expect(bar(page, 'bar_cookies_info')).toHaveCount(0);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('closedBars'))) ?? 'null')).toEqual(['bar_delivery', 'bar_cookies_info']);
    expect(errors).toEqual([]);
  });

  test('closed bars are removed before the first paint on later pages, the others stay', async ({ page }) => {
    await page.goto(PAGE);
    await waitForWidgets(page);
    await closeBar(page, 'bar_delivery').click();
    await expect(bar(page, 'bar_delivery')).toHaveCount(0);

    await watchFirstPaint(page, ['bar_delivery', 'bar_newsletter']);
    await page.reload();
    const record = await paintRecord(page);
    // at DOMContentLoaded (after the loader's synchronous run) the closed bar is already gone
    expect(record.dcl).toEqual(['bar_newsletter']);
    // no frame ever held the closed bar, while the open bar was painted (the probe sees bars at all)
    expect(record.frames.every((ids) => !ids.includes('bar_delivery'))).toBe(true);
    expect(record.frames.some((ids) => ids.includes('bar_newsletter'))).toBe(true);
    // it was painted hidden, and the loader removed it later (after the first paint: no render blocking)
    expect(record.removedAt.bar_delivery).toBeDefined();
    expect(record.firstPaint).not.toBeNull();
    expect(record.removedAt.bar_delivery).toBeGreaterThan(record.firstPaint!);
    await waitForWidgets(page);
    await expect(bar(page, 'bar_newsletter')).toBeVisible();
    await expect(closeBar(page, 'bar_newsletter')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('closedBars'))).toBe('["bar_delivery"]');

    // another page of the shop keeps the stored list, and the promotions page again shows it closed
    await page.goto('/');
    expect(await page.evaluate(() => localStorage.getItem('closedBars'))).toBe('["bar_delivery"]');
    await page.goto(PAGE);
    await expect(bar(page, 'bar_delivery')).toHaveCount(0);
  });

  test('on the order process the bars stay, closed or not, and do not run', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('closedBars', '["bar_delivery"]'));
    await page.goto(`${PAGE}?order_process=1`);
    await waitForWidgets(page);
    await expect(page.locator('html')).toHaveClass(/order_process/);
    await expect(bar(page, 'bar_delivery')).toBeVisible();
    await expect(page.locator('.bars__close')).toHaveCount(3);
    for (const b of await page.locator('.bars__close').all()) await expect(b).toBeHidden();
    // the same storage on an ordinary page does remove the bar (the case above is not vacuous)
    await page.goto(PAGE);
    await expect(bar(page, 'bar_delivery')).toHaveCount(0);
  });

  test('malformed closedBars: all bars show, one warning, closing writes a valid list', async ({ page }) => {
    for (const bad of ['{not json', '{"bar_delivery":1}', '[1,2]', '"bar_delivery"']) {
      const fresh = await page.context().newPage();
      const errors = trackPageErrors(fresh);
      const warnings = trackWarnings(fresh);
      await fresh.goto(PAGE);
      await waitForWidgets(fresh);
      await fresh.evaluate((v) => localStorage.setItem('closedBars', v), bad);
      await fresh.reload();
      await waitForWidgets(fresh);
      await expect(fresh.locator('.bars__item'), bad).toHaveCount(3);
      expect(
        warnings.filter((w) => w.includes('closedBars')),
        bad,
      ).toHaveLength(1);
      await closeBar(fresh, 'bar_newsletter').click();
      await expect(bar(fresh, 'bar_newsletter')).toHaveCount(0);
      expect(await fresh.evaluate(() => localStorage.getItem('closedBars')), bad).toBe('["bar_newsletter"]');
      expect(errors, bad).toEqual([]);
      evidence('fault', 1, `closedBars ${bad}`);
      await fresh.evaluate(() => localStorage.clear());
      await fresh.close();
    }
  });
});

test.describe('storage that throws', () => {
  const SCRIPTS: Record<string, { script: () => void; bars: boolean; banners: boolean }> = {
    'localStorage getter throws': {
      bars: false,
      banners: true,
      script: () => {
        Object.defineProperty(window, 'localStorage', {
          configurable: true,
          get() {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          },
        });
      },
    },
    'getItem and setItem throw': {
      bars: false,
      banners: true,
      script: () => {
        Storage.prototype.getItem = () => {
          throw new DOMException('denied', 'SecurityError');
        };
        Storage.prototype.setItem = () => {
          throw new DOMException('quota', 'QuotaExceededError');
        };
      },
    },
    'document.cookie throws': {
      bars: true,
      banners: false,
      script: () => {
        Object.defineProperty(Document.prototype, 'cookie', {
          configurable: true,
          get() {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          },
          set() {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          },
        });
      },
    },
  };
  for (const [name, { script, bars, banners }] of Object.entries(SCRIPTS)) {
    test(`${name}: the page works, bars and banners close; what cannot be stored is not remembered`, async ({ page }) => {
      const errors = trackPageErrors(page);
      const warnings = trackWarnings(page);
      await page.addInitScript(script);
      await page.goto(PAGE);
      await waitForWidgets(page);
      await expect(page.locator('.bars__item')).toHaveCount(3);
      await closeBar(page, 'bar_delivery').click();
      await expect(bar(page, 'bar_delivery')).toHaveCount(0);
      await page.locator('#rabateCode .banner__close').click();
      await expect(page.locator('#rabateCode')).toHaveCount(0);
      await expect(page.locator('.bars__close').first()).toBeVisible();
      expect(
        warnings.some((w) => /local storage|cookies/.test(w)),
        warnings.join('\n'),
      ).toBe(true);
      expect(errors).toEqual([]);
      await page.reload();
      await waitForWidgets(page);
      // the storage that works still remembers; the one that throws does not
      await expect(page.locator('.bars__item')).toHaveCount(bars ? 2 : 3);
      await expect(page.locator('#rabateCode')).toHaveCount(banners ? 0 : 1);
      expect(errors).toEqual([]);
      evidence('fault', 1, `promotions: ${name}`);
    });
  }
});

test('promotions page is axe-clean, in Polish and Czech', async ({ page }) => {
  await page.goto(PAGE);
  await waitForWidgets(page);
  await expectNoAxeViolations(page, 'promotions pl');
  await page.goto(`/cs${PAGE}`);
  await waitForWidgets(page);
  await expect(page.getByRole('button', { name: 'Zavřít banner: Slevový kód' })).toBeVisible();
  await expectNoAxeViolations(page, 'promotions cs');
});
