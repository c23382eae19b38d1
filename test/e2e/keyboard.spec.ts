/**
 * Keyboard-only journeys (issue 8): each done with the keyboard alone, from the top of the page.
 * No mouse, no locator clicks: focus moves only by Tab, arrows, Enter and Escape.
 */
import { expect, test, type Page } from '@playwright/test';
import { trackPageErrors, waitForWidgets } from './helpers';
import { evidence } from './evidence';

/** Presses Tab until the focused element matches, at most `limit` times. */
async function tabTo(page: Page, selector: string, limit = 40): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`${selector} not reached with ${limit} Tabs`);
}

test.describe('keyboard-only journeys', () => {
  for (const [shop, home, text, productPath] of [
    ['Polish', '/', 'kurtka', /\/product-pol-\d+-/],
    ['Czech', '/cs/', 'bunda', /\/cs\/product-cze-\d+-/],
  ] as const) {
    test(`${shop} shop: search and open a product`, async ({ page }) => {
      const errors = trackPageErrors(page);
      await page.goto(home);
      await waitForWidgets(page);
      await tabTo(page, '#menu_search_text');
      await page.keyboard.type(text, { delay: 30 });
      const input = page.locator('#menu_search_text');
      await expect(input).toHaveAttribute('aria-expanded', 'true');
      // Down through the blocks until a product option is active.
      const onProduct = () =>
        page.evaluate(() => {
          const id = document.getElementById('menu_search_text')?.getAttribute('aria-activedescendant');
          return !!(id && document.getElementById(id)?.closest('.menu_search__block.--products'));
        });
      for (let i = 0; i < 30 && !(await onProduct()); i++) await page.keyboard.press('ArrowDown');
      expect(await onProduct()).toBe(true);
      await page.keyboard.press('Enter');
      await page.waitForURL(productPath);
      await expect(page.locator('h1')).toBeVisible();
      expect(errors.map(String)).toEqual([]);
      evidence('journey', 1, `${shop} search`);
    });
  }

  test('skip link takes focus to the main content', async ({ page }) => {
    await page.goto('/');
    await waitForWidgets(page);
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveAttribute('href', '#content');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#content$/);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('#content'))).toBe(true);
    evidence('journey', 1, 'skip link');
  });

  test('mini basket: open with the keyboard, reach its links, leave with Escape', async ({ page }) => {
    await page.request.post('/__fixture/basket', { data: { lines: [{ id: 12, size: 'M', count: 2 }] } });
    await page.goto('/');
    await waitForWidgets(page);
    await tabTo(page, '#menu_basket .menu_basket__link');
    await expect(page.locator('#menu_basket .menu_basket__panel')).toBeVisible();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('.menu_basket__panel'))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.locator('#menu_basket .menu_basket__panel')).toHaveCount(0);
    evidence('journey', 1, 'mini basket');
  });
});
