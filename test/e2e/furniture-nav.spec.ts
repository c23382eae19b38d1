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
    for (const [width, inHeader] of [[800, false], [1000, true], [390, false], [1200, true], [978, false], [979, true], [756, false]] as const) {
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
});

test.describe('back to top', () => {
  for (const { view, width } of VIEW_WIDTHS) {
    test(`view ${view}: appears only after scrolling more than 2 viewport heights; takes scroll and focus to the top`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.setViewportSize({ width, height: 700 });
      await openGuide(page, 1);
      const button = page.locator('a.back_to_top');
      await expect(button).toHaveAttribute('data-widget-state', 'mounted');
      const height = await page.evaluate(() => innerHeight);
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(3 * height + 100);
      await expect(button).toBeHidden();
      await page.evaluate((y) => window.scrollTo(0, y), 2 * height);
      await page.waitForTimeout(100);
      await expect(button).toBeHidden(); // exactly 2 heights: not yet
      await page.evaluate((y) => window.scrollTo(0, y), 2 * height + 1);
      await expect(button).toBeVisible();
      const box = await button.boundingBox();
      expect(box!.y + box!.height).toBeLessThanOrEqual(height); // floating in the viewport
      await expectNoAxeViolations(page, `back to top shown, view ${view}`);
      await button.click();
      await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('header');
      await expect(button).toBeHidden();
    });
  }

  test('keyboard: reachable while shown, Enter goes to the top; stays after partial loads', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openGuide(page, 1);
    await nextPartial(page);
    await page.locator('.guide__nav a', { hasText: 'Karta podarunkowa' }).click();
    expect((await partialDone(page)).ok).toBe(true);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const button = page.locator('a.back_to_top');
    await expect(button).toBeVisible();
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('header');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('#header'))).toBe(true);
    await expect(page.locator('a.back_to_top[data-widget-state="mounted"]')).toHaveCount(1);
    evidence('journey', 1, 'back to top');
  });
});

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
