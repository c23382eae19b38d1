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
    await closeBar(page, 'bar1').click();
    await expect(bar(page, 'bar1')).toHaveCount(0);
    await watchFirstPaint(page, ['bar1', 'bar2']);
    // The theme puts the page's nonce on its inline head guard and the loader tag (docs/theme-guide.md, "The inline head guard").
    await serveWithCsp(
      page,
      "script-src 'nonce-n0nce123' 'strict-dynamic'; style-src 'self' 'nonce-n0nce123'; object-src 'none'; base-uri 'self'",
      (url) => url.pathname === PAGE,
    );
    await page.reload();
    const record = await paintRecord(page);
    expect(
      record.frames.every((ids) => !ids.includes('bar1')),
      'no frame held the closed bar',
    ).toBe(true);
    expect(record.frames.some((ids) => ids.includes('bar2'))).toBe(true);
    await waitForWidgets(page);
    await expect(bar(page, 'bar1')).toHaveCount(0);
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
    await expect(bar(page, 'bar1')).toHaveCount(0);
    await expect(bar(page, 'bar2')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('closedBars'))).toBe('["bar1"]');
    // focus went to the next focusable element: the next bar's close button
    await expect(closeBar(page, 'bar2')).toBeFocused();
    await expect(page.getByText('Pasek zamknięty')).toBeAttached();

    await closeBar(page, 'bar3').click();
    await expect(bar(page, 'bar3')).toHaveCount(0);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('closedBars'))) ?? 'null')).toEqual(['bar1', 'bar3']);
    expect(errors).toEqual([]);
  });

  test('closed bars are removed before the first paint on later pages, the others stay', async ({ page }) => {
    await page.goto(PAGE);
    await waitForWidgets(page);
    await closeBar(page, 'bar1').click();
    await expect(bar(page, 'bar1')).toHaveCount(0);

    await watchFirstPaint(page, ['bar1', 'bar2']);
    await page.reload();
    const record = await paintRecord(page);
    // at DOMContentLoaded the closed bar is already hidden (the inline head guard)
    expect(record.dcl).toEqual(['bar2']);
    // no frame ever held the closed bar, while the open bar was painted (the probe sees bars at all)
    expect(record.frames.every((ids) => !ids.includes('bar1'))).toBe(true);
    expect(record.frames.some((ids) => ids.includes('bar2'))).toBe(true);
    // it was painted hidden, and the widget removed it when it mounted (after the first paint: no render blocking)
    await waitForWidgets(page);
    const removedAt = await page.evaluate(() => (window as unknown as { __paint: { removedAt: Record<string, number> } }).__paint.removedAt.bar1);
    expect(removedAt).toBeDefined();
    expect(record.firstPaint).not.toBeNull();
    expect(removedAt).toBeGreaterThan(record.firstPaint!);
    await expect(bar(page, 'bar2')).toBeVisible();
    await expect(closeBar(page, 'bar2')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('closedBars'))).toBe('["bar1"]');

    // another page of the shop keeps the stored list, and the promotions page again shows it closed
    await page.goto('/');
    expect(await page.evaluate(() => localStorage.getItem('closedBars'))).toBe('["bar1"]');
    await page.goto(PAGE);
    await expect(bar(page, 'bar1')).toHaveCount(0);
  });

  test('on the order process (<html class="order_process">) the bars stay, closed or not, and do not run', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('closedBars', '["bar1"]'));
    await page.goto(`${PAGE}?order_process=1`);
    await waitForWidgets(page);
    await expect(page.locator('html')).toHaveClass(/order_process/);
    await expect(page.locator('#container')).not.toHaveClass(/order_process/);
    // Skipped, never reported mounted while doing nothing.
    for (const m of await page.locator('[data-widget="bars"]').all()) await expect(m).toHaveAttribute('data-widget-state', 'skipped');
    await expect(bar(page, 'bar1')).toBeVisible();
    // The template's close links are as served: no button role, a click does not close the bar.
    await expect(page.locator('.bars__close')).toHaveCount(3);
    for (const b of await page.locator('.bars__close').all()) await expect(b).not.toHaveAttribute('role', 'button');
    await closeBar(page, 'bar2').click();
    await expect(bar(page, 'bar2')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('closedBars'))).toBe('["bar1"]');
    // the same storage on an ordinary page does remove the bar (the case above is not vacuous)
    await page.goto(PAGE);
    await expect(bar(page, 'bar1')).toHaveCount(0);
  });

  for (const width of [390, 1280]) {
    test(`at ${width} px a close re-sets --bars-height on <html> to the top bars' height${width > 978 ? ', and the fixed bars get .--fixed and --position' : ''}`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const errors = trackPageErrors(page);
      await page.goto(PAGE);
      await waitForWidgets(page);
      const barsHeight = () => page.evaluate(() => document.documentElement.style.getPropertyValue('--bars-height'));
      const topHeight = () => page.evaluate(() => `${(document.querySelector('.bars_top') as HTMLElement).offsetHeight}px`);
      // The template's inline script set it as the page was parsed.
      const before = await barsHeight();
      expect(before).toBe(await topHeight());
      expect(parseFloat(before)).toBeGreaterThan(0);
      const position = (id: string) => bar(page, id).evaluate((el) => (el as HTMLElement).style.getPropertyValue('--position'));
      if (width > 978) {
        // Views 3-4: both top bars are data-fixed="true"; the second sits under the first; the bottom one is not fixed.
        await expect(bar(page, 'bar1')).toHaveClass(/(^| )--fixed( |$)/);
        await expect(bar(page, 'bar2')).toHaveClass(/(^| )--fixed( |$)/);
        await expect(bar(page, 'bar3')).not.toHaveClass(/--fixed/);
        expect(await position('bar1')).toBe('0px');
        expect(await position('bar2')).toBe(`${await bar(page, 'bar1').evaluate((el) => (el as HTMLElement).offsetHeight)}px`);
      } else {
        // Views 1-2: no fixed bars of their own (the top bars stay on screen as a whole).
        await expect(page.locator('.bars__item.--fixed')).toHaveCount(0);
      }
      await closeBar(page, 'bar1').click();
      await expect(bar(page, 'bar1')).toHaveCount(0);
      await expect.poll(barsHeight).not.toBe(before);
      expect(await barsHeight()).toBe(await topHeight());
      expect(parseFloat(await barsHeight())).toBeLessThan(parseFloat(before));
      if (width > 978) expect(await position('bar2')).toBe('0px');
      // The close link's href="#closeBar" never reached the address bar.
      expect(new URL(page.url()).hash).toBe('');
      expect(errors).toEqual([]);
    });
  }

  test('the fixed bars follow the view on resize: .--fixed and --position from 979 px, neither below', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(PAGE);
    await waitForWidgets(page);
    await expect(page.locator('.bars__item.--fixed')).toHaveCount(2);
    await page.setViewportSize({ width: 390, height: 800 });
    await expect(page.locator('.bars__item.--fixed')).toHaveCount(0);
    expect(await bar(page, 'bar2').evaluate((el) => (el as HTMLElement).style.getPropertyValue('--position'))).toBe('');
    await page.setViewportSize({ width: 1000, height: 800 });
    await expect(page.locator('.bars__item.--fixed')).toHaveCount(2);
    expect(await bar(page, 'bar1').evaluate((el) => (el as HTMLElement).style.getPropertyValue('--position'))).toBe('0px');
  });

  test('a close link with no name of its own (an icon alone, as a template may render it) is named "Zamknij"', async ({ page }) => {
    await page.route(
      (url) => url.pathname === PAGE,
      async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace(/(<a class="(?:bars__close|rabateCode__close)" href="[^"]*") aria-label="[^"]*"/g, '$1');
        await route.fulfill({ response, body });
      },
    );
    await page.goto(PAGE);
    await waitForWidgets(page);
    await expect(closeBar(page, 'bar1')).toHaveAttribute('aria-label', 'Zamknij');
    await expect(page.locator('#rabateCode .rabateCode__close')).toHaveAttribute('aria-label', 'Zamknij');
    // A link that has a name keeps it.
    await expect(page.locator('#freeShipping .freeShipping__close')).toHaveAttribute('aria-label', 'Zamknij baner: Darmowa dostawa');
    await expectNoAxeViolations(page, 'promotions with unnamed close links');
  });

  test('the close links act as buttons: Space closes a bar too', async ({ page }) => {
    await page.goto(PAGE);
    await waitForWidgets(page);
    await expect(closeBar(page, 'bar2')).toHaveAttribute('role', 'button');
    await closeBar(page, 'bar2').focus();
    await page.keyboard.press('Space');
    await expect(bar(page, 'bar2')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('closedBars'))).toBe('["bar2"]');
  });

  test("another theme's bars markup works through data-parts (the former fixture markup: hidden close buttons)", async ({ page }) => {
    await page.route(
      (url) => url.pathname === PAGE,
      async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace(
          /<div class="bars_bottom bars" data-widget="bars">[\s\S]*?<\/a><\/div><\/div><\/div>/,
          `<div class="bars --bottom" data-widget="bars" data-parts='{"items": ".promo-bar[id]"}'><div class="bars__item promo-bar" id="bar_old"><p class="bars__text">Stara belka</p><button type="button" class="bars__close" aria-label="Zamknij pasek: Stara belka" hidden>×</button></div></div>`,
        );
        expect(body).toContain('bar_old');
        await route.fulfill({ response, body });
      },
    );
    await page.goto(PAGE);
    await waitForWidgets(page);
    await expect(page.locator('[data-widget="bars"]').last()).toHaveAttribute('data-widget-state', 'mounted');
    await page.getByRole('button', { name: 'Zamknij pasek: Stara belka' }).click();
    await expect(bar(page, 'bar_old')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('closedBars'))).toBe('["bar_old"]');
  });

  test('malformed closedBars: all bars show, one warning, closing writes a valid list', async ({ page }) => {
    for (const bad of ['{not json', '{"bar1":1}', '[1,2]', '"bar1"']) {
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
      await closeBar(fresh, 'bar2').click();
      await expect(bar(fresh, 'bar2')).toHaveCount(0);
      expect(await fresh.evaluate(() => localStorage.getItem('closedBars')), bad).toBe('["bar2"]');
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
      await closeBar(page, 'bar1').click();
      await expect(bar(page, 'bar1')).toHaveCount(0);
      await page.locator('#rabateCode .rabateCode__close').click();
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

test('promotions page is axe-clean, in Polish and Czech (and at 390 px)', async ({ page }) => {
  await page.goto(PAGE);
  await waitForWidgets(page);
  await expectNoAxeViolations(page, 'promotions pl');
  await page.goto(`/cs${PAGE}`);
  await waitForWidgets(page);
  await expect(page.getByRole('button', { name: 'Zavřít banner: Slevový kód' })).toBeVisible();
  await expectNoAxeViolations(page, 'promotions cs');
  // Views 1-2: the top bars stay on screen (sticky); views 3-4: the fixed bars carry .--fixed.
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(PAGE);
  await waitForWidgets(page);
  await expectNoAxeViolations(page, 'promotions pl at 390 px');
});
