import { expect, test } from '@playwright/test';
import { waitForWidgets } from './helpers';

test.describe('responsive layout', () => {
  test('moves mobile-grid elements and clones the contact menu on view 1, and back on larger views', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    await waitForWidgets(page);
    await expect(page.locator('#footer_mobile_slot .shop_info')).toHaveCount(1);
    await expect(page.locator('#header .shop_info')).toHaveCount(0);
    await expect(page.locator('#mobile_contact .header_contact')).toHaveCount(1);
    await expect(page.locator('#header .header_contact')).toHaveCount(1); // cloned, not moved

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.locator('#footer_mobile_slot .shop_info')).toHaveCount(0);
    await expect(page.locator('#header .shop_info')).toHaveCount(1);
    await expect(page.locator('#mobile_contact .header_contact')).toHaveCount(0);
  });

  test('chooses image sources per view, the small source at 420 px or less', async ({ page }) => {
    const srcAt = async (width: number) => {
      await page.setViewportSize({ width, height: 800 });
      await page.waitForTimeout(150);
      return page.locator('img[data-src-1]').first().evaluate((img: HTMLImageElement) => ({
        src: img.getAttribute('src'),
        d: { src1: img.getAttribute('data-src-1'), src2: img.getAttribute('data-src-2'), src3: img.getAttribute('data-src-3'), src4: img.getAttribute('data-src-4'), srcSmall: img.getAttribute('data-src-small') },
      }));
    };
    await page.goto('/');
    await waitForWidgets(page);
    const wide = await srcAt(1280);
    expect(wide.src).toBe(wide.d.src4);
    const desktop = await srcAt(1000);
    expect(desktop.src).toBe(desktop.d.src3);
    const tablet = await srcAt(800);
    expect(tablet.src).toBe(tablet.d.src2);
    const mobile = await srcAt(600);
    expect(mobile.src).toBe(mobile.d.src1);
    const small = await srcAt(400);
    expect(small.src).toBe(small.d.srcSmall);
  });
});
