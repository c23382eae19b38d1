/**
 * banner: closing a banner sets its 1-day cookie; banners on the order process. Spec §2 "Bars and banners",
 * §4 "Dismissals", §9 "Cookies".
 */
import { expect, test } from '@playwright/test';
import { paintRecord, watchFirstPaint } from './paint-record';
import { trackPageErrors, waitForWidgets } from './helpers';

const PAGE = '/promotions.php';
const DAY_S = 86_400;

test.describe('banners', () => {
  test('closing the discount-code banner sets rabateCode_clicked for 1 day on path / and removes it', async ({ page, context }) => {
    const errors = trackPageErrors(page);
    await page.goto(PAGE);
    await waitForWidgets(page);
    await expect(page.locator('html')).toHaveClass(/--rabateCode/);
    await expect(page.locator('html')).toHaveClass(/--freeShipping/);
    const before = Date.now() / 1000;
    await page.getByRole('button', { name: 'Zamknij baner: Kod rabatowy' }).click();
    await expect(page.locator('#rabateCode')).toHaveCount(0);
    await expect(page.locator('#freeShipping')).toBeVisible();
    await expect(page.locator('html')).not.toHaveClass(/--rabateCode/);
    const cookies = await context.cookies();
    const cookie = cookies.find((c) => c.name === 'rabateCode_clicked');
    expect(cookie).toBeDefined();
    expect(cookie!.path).toBe('/');
    expect(cookie!.expires).toBeGreaterThan(before + DAY_S - 120);
    expect(cookie!.expires).toBeLessThan(Date.now() / 1000 + DAY_S + 120);
    expect(cookies.find((c) => c.name === 'freeeshipping_clicked')).toBeUndefined();
    await expect(page.getByText('Baner zamknięty')).toBeAttached();
    expect(errors).toEqual([]);
  });

  test('closing the free-shipping banner sets freeeshipping_clicked; while a cookie exists its banner is gone before paint', async ({ page, context }) => {
    await page.goto(PAGE);
    await waitForWidgets(page);
    await page.getByRole('button', { name: 'Zamknij baner: Darmowa dostawa' }).click();
    await expect(page.locator('#freeShipping')).toHaveCount(0);
    const cookie = (await context.cookies()).find((c) => c.name === 'freeeshipping_clicked');
    expect(cookie?.path).toBe('/');
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(DAY_S - 120);
    expect(cookie!.expires - Date.now() / 1000).toBeLessThan(DAY_S + 120);

    await watchFirstPaint(page, ['freeShipping', 'rabateCode']);
    await page.reload();
    const record = await paintRecord(page);
    expect(record.dcl).toEqual(['rabateCode']);
    expect(record.frames.every((ids) => !ids.includes('freeShipping'))).toBe(true);
    expect(record.removedAt.freeShipping).toBeGreaterThan(record.firstPaint!);
    await waitForWidgets(page);
    await expect(page.locator('#rabateCode')).toBeVisible();
    await expect(page.locator('html')).not.toHaveClass(/--freeShipping/);

    // the cookie expires: the banner is back
    await context.clearCookies({ name: 'freeeshipping_clicked' });
    await page.reload();
    await waitForWidgets(page);
    await expect(page.locator('#freeShipping')).toBeVisible();
  });

  test('a banner cookie set by the server side (or another page) removes the banner; not on the order process', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'rabateCode_clicked', value: '1', url: baseURL! }]);
    await page.goto(PAGE);
    await waitForWidgets(page);
    await expect(page.locator('#rabateCode')).toHaveCount(0);
    await page.goto(`${PAGE}?order_process=1`);
    await waitForWidgets(page);
    await expect(page.locator('#rabateCode')).toBeVisible();
    await expect(page.locator('#rabateCode .banner__close')).toBeHidden();
    await expect(page.locator('html')).not.toHaveClass(/--rabateCode|--freeShipping/);
  });
});
