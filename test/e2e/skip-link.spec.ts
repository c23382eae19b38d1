/**
 * The skip link on partially loaded pages (partial_nav with the guide pages).
 */
import { expect, test } from '@playwright/test';
import { evidence } from './evidence';
import { VIEW_WIDTHS, nextPartial, openGuide, partialDone } from './nav-helpers';

test.describe('skip link on partially loaded pages', () => {
  for (const { view, width } of VIEW_WIDTHS) {
    test(`view ${view}: the skip link shows on focus and takes focus to the new main content`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await openGuide(page, 1);
      await nextPartial(page);
      await page.locator('.guide__nav a', { hasText: 'Pielęgnacja odzieży' }).click();
      expect((await partialDone(page)).ok).toBe(true);
      const skip = page.locator('.skip-link');
      await skip.focus();
      await expect(skip).toHaveAttribute('href', '#content');
      await expect(skip).toBeInViewport();
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('content');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('#content [data-guide="2"], #content #breadcrumbs'))).toBe(true);
      evidence('journey', 1, `skip link after a partial load, view ${view}`);
    });
  }
});
