/**
 * menu_notice: the notice shown in a modal once per session, and one notice per page. Spec §2 "Menu notice".
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, trackPageErrors, waitForWidgets } from './helpers';
import { evidence } from './evidence';
import { VIEW_WIDTHS } from './nav-helpers';

async function open(page: Page, url: string, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await page.goto(url);
  await waitForWidgets(page);
}

test.describe('menu notice', () => {
  for (const { view, width } of VIEW_WIDTHS) {
    test(`view ${view}: when present it is shown in a modal, once per session`, async ({ page }) => {
      const errors = trackPageErrors(page);
      await open(page, '/guide.php?id=3&notice=1', width);
      const dialog = page.getByRole('dialog', { name: 'Przerwa świąteczna' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('Zamówienia złożone od 23 do 27 grudnia wyślemy 28 grudnia.');
      await expect(dialog.getByRole('link', { name: 'Szczegóły dostawy' })).toHaveAttribute('href', '/cms.php?id=1');
      await expect(page.locator('#menu_notice')).toBeHidden();
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
      await expectNoAxeViolations(page, `menu notice open, view ${view}`);
      // Keyboard: Tab stays in the modal, Escape closes it.
      for (let i = 0; i < 3; i++) {
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(page.locator('#menu_notice')).toBeHidden();
      await expect(page.locator('#menu_notice')).toContainText('Szczegóły dostawy');
      // The next page of the session: not again.
      await page.goto('/guide.php?id=2&notice=1');
      await waitForWidgets(page);
      await expect(page.locator('#menu_notice')).toHaveAttribute('data-notice', 'closed');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      evidence('journey');
      expect(errors).toEqual([]);
    });
  }

  test('a second notice marker further on the page (shop content) opens nothing; one warning', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await page.route(
      (u) => u.pathname === '/guide.php',
      async (route) => {
        const response = await route.fetch();
        const fake = '<div data-widget="menu_notice" id="fake_notice"><h2 class="menu_notice__title">Konto zablokowane</h2><p>Zaloguj się tutaj.</p></div>';
        await route.fulfill({ response, body: (await response.text()).replace('</main>', `${fake}</main>`) });
      },
    );
    await open(page, '/guide.php?id=3&notice=1', 1280);
    await expect(page.getByRole('dialog', { name: 'Przerwa świąteczna' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(page.locator('#fake_notice')).toBeVisible(); // left as the server wrote it: content, not a modal
    expect(warnings.filter((w) => w.includes('more than one menu notice'))).toHaveLength(1);
  });

  test('without a notice nothing opens; the Czech notice closes with its close button', async ({ page }) => {
    await open(page, '/guide.php?id=3', 390);
    await expect(page.locator('#menu_notice')).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.goto('/cs/guide.php?id=3&notice=1');
    await waitForWidgets(page);
    const dialog = page.getByRole('dialog', { name: 'Vánoční přestávka' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Zavřít' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('with session storage blocked it still opens', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.addInitScript(() => {
      Object.defineProperty(window, 'sessionStorage', {
        get() {
          throw new DOMException('blocked', 'SecurityError');
        },
      });
    });
    await open(page, '/guide.php?id=3&notice=1', 1280);
    await expect(page.getByRole('dialog', { name: 'Przerwa świąteczna' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    evidence('fault');
    expect(errors).toEqual([]);
  });
});
