/**
 * logout: the logout link clears the session-storage entries before leaving.
 */
import { expect, test } from '@playwright/test';
import { waitForWidgets } from './helpers';

test.describe('logout', () => {
  test('removes every session-storage entry whose key starts with "expchck" and the search cache, nothing else', async ({ page }) => {
    await page.goto('/login.php');
    await page.request.post('/login.php', { form: { login: 'jan.kowalski', password: 'Haslo123' } });
    await page.goto('/');
    await waitForWidgets(page);
    await page.evaluate(() => {
      for (const key of ['expchck', 'expchck_1', 'expchckBasket', 'xexpchck', 'EXPCHCK_2', 'search_kurtka', 'other']) sessionStorage.setItem(key, '1');
    });
    await page.locator('.logout_link').click();
    await page.waitForURL((url) => url.pathname === '/');
    const keys = await page.evaluate(() => Object.keys(sessionStorage).sort());
    expect(keys).toEqual(expect.arrayContaining(['EXPCHCK_2', 'other', 'xexpchck']));
    expect(keys.filter((k) => k.startsWith('expchck') || k.startsWith('search_'))).toEqual([]);
    await expect(page.locator('.logout_link')).toHaveCount(0);
  });
});
