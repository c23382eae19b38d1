/**
 * breadcrumbs: where they sit on each view, the back button. Spec §2 "Breadcrumbs".
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, trackPageErrors } from './helpers';
import { evidence } from './evidence';
import { VIEW_WIDTHS, nextPartial, openGuide, partialDone, sameDocument, shownGuide } from './nav-helpers';

test.describe('breadcrumbs', () => {
  for (const { view, width } of VIEW_WIDTHS) {
    const where = view >= 3 ? 'in the header' : 'at the top of the layout';
    test(`view ${view}: they sit ${where}, with a back button`, async ({ page }) => {
      const errors = trackPageErrors(page);
      await page.setViewportSize({ width, height: 800 });
      await openGuide(page, 2);
      const crumbs = page.locator('#breadcrumbs');
      if (view >= 3) {
        await expect(page.locator('#header #header_breadcrumbs > #breadcrumbs')).toHaveCount(1);
        await expect(page.locator('#breadcrumbs_top #breadcrumbs')).toHaveCount(0);
      } else {
        await expect(page.locator('#breadcrumbs_top > #breadcrumbs')).toHaveCount(1);
        await expect(page.locator('#header #breadcrumbs')).toHaveCount(0);
        // At the top: above the page's heading.
        const [crumbBox, h1Box] = [await crumbs.boundingBox(), await page.locator('main h1').boundingBox()];
        expect(crumbBox!.y).toBeLessThan(h1Box!.y);
      }
      await expect(crumbs).toBeVisible();
      await expect(crumbs.getByRole('button', { name: 'Wstecz' })).toBeVisible();
      await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Pielęgnacja odzieży');
      await expectNoAxeViolations(page, `guide breadcrumbs, view ${view}`);
      expect(errors).toEqual([]);
    });
  }

  test('resizing across views moves them between the header and the top, once, with the view debounce', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openGuide(page, 1);
    await expect(page.locator('#header_breadcrumbs #breadcrumbs')).toHaveCount(1);
    for (const [width, inHeader] of [
      [800, false],
      [1000, true],
      [390, false],
      [1200, true],
      [978, false],
      [979, true],
      [756, false],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await expect(page.locator(inHeader ? '#header_breadcrumbs #breadcrumbs' : '#breadcrumbs_top #breadcrumbs'), `width ${width}`).toHaveCount(1);
      await expect(page.locator('.breadcrumbs')).toHaveCount(1);
      await expect(page.locator('.breadcrumbs__back')).toHaveCount(1);
    }
  });

  test('after a partial load on desktop the new trail is in the header, and the back button goes one step back', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openGuide(page, 1);
    await nextPartial(page);
    await page.locator('.guide__nav a', { hasText: 'Zwroty krok po kroku' }).click();
    expect((await partialDone(page)).ok).toBe(true);
    await expect(page.locator('#header_breadcrumbs #breadcrumbs [aria-current="page"]')).toHaveText('Zwroty krok po kroku');
    await expect(page.locator('.breadcrumbs')).toHaveCount(1);
    await expect(page.locator('#breadcrumbs_top')).toBeEmpty();
    // Back with the keyboard.
    await page.locator('.breadcrumbs__back').focus();
    await nextPartial(page);
    await page.keyboard.press('Enter');
    expect((await partialDone(page)).ok).toBe(true);
    await expect(page).toHaveURL(/\/guide\.php\?id=1$/);
    expect(await shownGuide(page)).toEqual({ id: '1', h1: 'Jak dobrać rozmiar' });
    expect(await sameDocument(page)).toBe(true);
    evidence('journey', 1, 'breadcrumbs back button');
  });

  test('mobile: the back button goes one step back in history after a full navigation too', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/cms.php?id=1');
    await page.goto('/guide.php?id=3');
    await expect(page.locator('#breadcrumbs[data-widget-state="mounted"]')).toHaveCount(1);
    await page.getByRole('button', { name: 'Wstecz' }).click();
    await expect(page).toHaveURL(/\/cms\.php\?id=1$/);
  });

  for (const width of [390, 1280]) {
    test(`Standard template markup with only the marker, ${width} px: the template's own back button (none added), ${width >= 979 ? 'at the end of the header' : 'first in #layout'}`, async ({
      page,
    }) => {
      const errors = trackPageErrors(page);
      await page.route(/\/cms\.php/, async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace(
          '<div id="breadcrumbs" class="breadcrumbs">',
          '<div id="breadcrumbs" class="breadcrumbs" data-widget="breadcrumbs">',
        );
        await route.fulfill({ response, body });
      });
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/guide.php?id=1');
      await page.goto('/cms.php?id=1');
      const crumbs = page.locator('#breadcrumbs');
      await expect(crumbs).toHaveAttribute('data-widget-state', 'mounted');
      if (width >= 979) expect(await crumbs.evaluate((el) => el.parentElement!.matches('#container > header') && !el.nextElementSibling)).toBe(true);
      else expect(await crumbs.evaluate((el) => el.parentElement!.id === 'layout' && !el.previousElementSibling)).toBe(true);
      await expect(crumbs.getByRole('button')).toHaveCount(1);
      const back = crumbs.getByRole('button', { name: 'Wstecz' });
      await expect(back).toHaveId('back_button');
      await expect(back).toBeVisible();
      await expect(crumbs.locator('li.bc-active[aria-current="page"]')).toHaveText('Regulamin sklepu');
      await expectNoAxeViolations(page, `template breadcrumbs, ${width} px`);
      await back.click();
      await expect(page).toHaveURL(/\/guide\.php\?id=1$/);
      expect(errors).toEqual([]);
    });
  }
});
