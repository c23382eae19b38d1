/**
 * back_to_top: shown after scrolling more than 2 viewport heights; takes scroll and focus to the top.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers';
import { evidence } from './evidence';
import { VIEW_WIDTHS, nextPartial, openGuide, partialDone } from './nav-helpers';

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
      // Scrolled, and the widget's frame after the scroll event has run (it updates once a frame).
      await page.evaluate(
        (y) =>
          new Promise<void>((done) => {
            addEventListener('scroll', () => requestAnimationFrame(() => requestAnimationFrame(() => done())), { once: true });
            window.scrollTo(0, y);
          }),
        2 * height,
      );
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

  for (const width of [390, 1280]) {
    test(`the Standard template has no control: a bare marker creates a named button, shown past 2 viewport heights (${width} px)`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.route(/\/guide\.php/, async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace(
          /<a class="back_to_top"[^>]*data-widget="back_to_top">[^<]*<\/a>/,
          '<span data-widget="back_to_top"></span>',
        );
        expect(body).toContain('<span data-widget="back_to_top">');
        await route.fulfill({ response, body });
      });
      await page.setViewportSize({ width, height: 700 });
      await openGuide(page, 1);
      await expect(page.locator('[data-widget="back_to_top"]')).toHaveAttribute('data-widget-state', 'mounted');
      const button = page.locator('#backTop');
      await expect(button).toHaveCount(1);
      await expect(button).toBeHidden();
      await page.evaluate(() => window.scrollTo(0, 2 * innerHeight + 1));
      // The fixture restates the template's `#backTop{display:none}` (an id rule): the button shows all the same,
      // on top where it is drawn.
      await expect(button).toBeVisible();
      expect(
        await button.evaluate((b) => {
          const r = b.getBoundingClientRect();
          const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          return r.bottom <= innerHeight && !!hit && b.contains(hit);
        }),
      ).toBe(true);
      await expect(page.getByRole('button', { name: 'Do góry' })).toHaveId('backTop');
      // The theme's own `!important` hide still holds: below 979 px the template hides #backTop while the search is open.
      await page.evaluate(() => document.documentElement.classList.add('--search-open'));
      if (width < 979) await expect(button).toBeHidden();
      else await expect(button).toBeVisible();
      await page.evaluate(() => document.documentElement.classList.remove('--search-open'));
      await expect(button).toBeVisible();
      await expectNoAxeViolations(page, `created back to top, ${width} px`);
      await button.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('header');
    });
  }

  for (const width of [390, 1280]) {
    test(`the platform's a#backTop (no href) is used, made a focusable named button, not doubled; shown under the theme's id rule (${width} px)`, async ({
      page,
    }) => {
      await page.route(/\/guide\.php/, async (route) => {
        const response = await route.fetch();
        const body = (await response.text())
          .replace(/<a class="back_to_top"[^>]*data-widget="back_to_top">[^<]*<\/a>/, '<span data-widget="back_to_top"></span>')
          .replace('</body>', '<a id="backTop"></a></body>');
        await route.fulfill({ response, body });
      });
      await page.setViewportSize({ width, height: 700 });
      await openGuide(page, 1);
      await expect(page.locator('#backTop')).toHaveCount(1);
      await expect(page.locator('#backTop')).toBeHidden();
      const control = page.locator('#backTop');
      await expect(control).toHaveAttribute('tabindex', '0');
      await page.evaluate(() => window.scrollTo(0, 2 * innerHeight + 1));
      await expect(control).toBeVisible();
      await expect(page.getByRole('button', { name: 'Do góry' })).toHaveId('backTop');
      await control.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
      // Focus moved to the header: back at the top, it hides again.
      await expect(control).toBeHidden();
    });
  }
});
