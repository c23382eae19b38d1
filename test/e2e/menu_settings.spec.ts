/**
 * menu_settings on the Standard template's markup: `div#menu_settings > .open_trigger.hover__wrapper.--hover_touch
 * [tabindex=0] > form.hover__element`. The theme's CSS opens the form on hover / focus-within from 979 px (kept); the
 * widget adds Enter / Space / Escape and a click at every width, names the selects the template leaves without a
 * label, and shows them as dropdown listboxes (an island on intent).
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, holdIsland, resizeTo, trackPageErrors, waitForWidgets } from './helpers';

const trigger = (page: Page) => page.locator('#menu_settings .open_trigger');
const form = (page: Page) => page.locator('#menu_settings form');

for (const width of [390, 1280]) {
  test.describe(`page-settings menu at ${width} px`, () => {
    test.beforeEach(async ({ page }) => resizeTo(page, width));

    test('keyboard: Enter opens it with focus on its first control, Escape closes it with focus back; Space opens it too', async ({ page }) => {
      const errors = trackPageErrors(page);
      await page.goto('/');
      await waitForWidgets(page);
      await expect(trigger(page)).toHaveAttribute('role', 'group');
      await expect(trigger(page)).toHaveAccessibleName('Kliknij, aby zmienić język, walutę i kraj dostawy');
      await trigger(page).focus();
      // From 979 px the theme's focus-within rule shows it at once; below, it waits for Enter.
      if (width >= 979) await expect(form(page)).toBeVisible();
      else await expect(form(page)).toBeHidden();
      await page.keyboard.press('Enter');
      await expect(form(page)).toBeVisible();
      const polish = form(page).getByRole('radio', { name: 'polski' });
      await expect(polish).toBeFocused();
      await expect(polish).toBeChecked();
      await page.keyboard.press('Escape');
      await expect(form(page)).toBeHidden();
      await expect(trigger(page)).toBeFocused();
      // Closed while focus stays on the trigger: the template's --hide keeps the theme's focus-within rule off.
      await expect(trigger(page)).toHaveClass(/(^| )--hide( |$)/);
      await page.keyboard.press(' ');
      await expect(form(page)).toBeVisible();
      await expect(polish).toBeFocused();
      await expect(trigger(page)).not.toHaveClass(/--hide/);
      // Escape from inside the form closes it too.
      await page.keyboard.press('Escape');
      await expect(form(page)).toBeHidden();
      await expect(trigger(page)).toBeFocused();
      // Focus leaving ends the close: the theme's rule works again on the next focus (from 979 px).
      await page.locator('.logo').focus();
      await expect(trigger(page)).not.toHaveClass(/--hide/);
      await trigger(page).focus();
      if (width >= 979) await expect(form(page)).toBeVisible();
      else await expect(form(page)).toBeHidden();
      expect(errors).toEqual([]);
    });

    test('a click on the trigger toggles it; a click outside and a focus outside close it', async ({ page }) => {
      await page.goto('/');
      await waitForWidgets(page);
      await trigger(page).click({ position: { x: 8, y: 8 } });
      await expect(form(page)).toBeVisible();
      // A click inside the form (a radio's label) keeps it open.
      await form(page).getByText('čeština').click();
      await expect(form(page).getByRole('radio', { name: 'čeština' })).toBeChecked();
      await expect(form(page)).toBeVisible();
      await page.locator('main').click({ position: { x: 5, y: 5 } });
      await expect(form(page)).toBeHidden();
      await trigger(page).click({ position: { x: 8, y: 8 } });
      await expect(form(page)).toBeVisible();
      await page.mouse.move(5, 880); // the pointer off the trigger (from 979 px the theme's hover rule would show it)
      await page.locator('.logo').focus();
      await expect(form(page)).toBeHidden();
      if (width < 979) {
        await trigger(page).click({ position: { x: 8, y: 8 } });
        await expect(form(page)).toBeVisible();
        await trigger(page).click({ position: { x: 8, y: 8 } });
        await expect(form(page)).toBeHidden();
      }
    });

    test('the selects the template names by a span[for] have that name; they become dropdown listboxes; the choice is submitted', async ({ page }) => {
      await page.goto('/');
      await waitForWidgets(page);
      await expect(page.locator('#menu_settings label[for]')).toHaveCount(0);
      await trigger(page).focus();
      await page.keyboard.press('Enter');
      const currency = form(page).getByRole('combobox', { name: 'Waluta zł' });
      await expect(currency).toBeVisible();
      await expect(page.locator('#menu_settings_curr')).toBeHidden();
      await currency.focus();
      await page.keyboard.press('ArrowDown');
      const list = page.getByRole('listbox');
      await expect(list).toBeVisible();
      await expect(list.getByRole('option', { name: 'zł' })).toBeFocused();
      await expectNoAxeViolations(page, `settings menu open with a listbox at ${width} px`);
      await page.keyboard.press('End');
      await expect(list.getByRole('option', { name: '€' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(list).toHaveCount(0);
      await expect(form(page).getByRole('combobox', { name: 'Waluta €' })).toBeFocused();
      expect(await page.locator('#menu_settings_curr').inputValue()).toBe('EUR');
      // Escape closes an open list first, then the menu, focus back on the trigger.
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('listbox')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('listbox')).toHaveCount(0);
      await expect(form(page)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(form(page)).toBeHidden();
      await expect(trigger(page)).toBeFocused();
      // The language radios and the submit: the chosen language's shop.
      await page.keyboard.press('Enter');
      await page.keyboard.press('ArrowDown');
      await expect(form(page).getByRole('radio', { name: 'čeština' })).toBeChecked();
      await form(page).getByRole('button', { name: 'Zapisz' }).click();
      await page.waitForURL(/\/cs\/$/);
    });

    test("under the theme's `.form-control.form-control{display:block}` the native selects stay hidden; a tap or click chooses €", async ({ page }) => {
      await page.goto('/');
      await waitForWidgets(page);
      // The fixture restates the template's fact: its selects are blocks at a weight that beats `hidden`.
      await expect(page.locator('#menu_settings_curr')).toHaveClass(/(^| )form-control( |$)/);
      await trigger(page).click({ position: { x: 8, y: 8 } });
      await expect(form(page)).toBeVisible();
      const currency = form(page).getByRole('combobox', { name: 'Waluta zł' });
      await expect(currency).toBeVisible();
      await expect(page.locator('#menu_settings_curr')).toBeHidden();
      await expect(page.locator('#menu_settings_country')).toBeHidden();
      await currency.click();
      const euro = page.getByRole('listbox').getByRole('option', { name: '€' });
      await expect(euro).toBeVisible();
      // The option is what a pointer meets where it is drawn (no select of the form above it).
      const onTop = await euro.evaluate((li) => {
        const r = li.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return !!hit && li.contains(hit);
      });
      expect(onTop).toBe(true);
      await euro.click();
      await expect(page.getByRole('listbox')).toHaveCount(0);
      // The menu stays open with the choice shown, and its submit sends it.
      await expect(form(page)).toBeVisible();
      await expect(form(page).getByRole('combobox', { name: 'Waluta €' })).toBeVisible();
      expect(await page.locator('#menu_settings_curr').inputValue()).toBe('EUR');
      const save = form(page).getByRole('button', { name: 'Zapisz' });
      await save.scrollIntoViewIfNeeded();
      expect(
        await save.evaluate((b) => {
          const r = b.getBoundingClientRect();
          const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          return !!hit && b.contains(hit);
        }),
      ).toBe(true);
      const posted = page.waitForRequest((r) => r.url().includes('/settings.php') && r.method() === 'POST');
      await save.click();
      expect(new URLSearchParams((await posted).postData() ?? '').get('curr')).toBe('EUR');
    });
  });
}

test.describe('page-settings menu', () => {
  test("the theme's hover rule keeps working from 979 px (and not below)", async ({ page }) => {
    await resizeTo(page, 1280);
    await page.goto('/');
    await waitForWidgets(page);
    await trigger(page).hover({ position: { x: 8, y: 8 } });
    await expect(form(page)).toBeVisible();
    await page.locator('main').hover({ position: { x: 5, y: 5 } });
    await expect(form(page)).toBeHidden();
    // On a touch screen (the platform's html.touch) only --hover_touch wrappers open on hover: this one does.
    await page.evaluate(() => document.documentElement.classList.add('touch'));
    await trigger(page).hover({ position: { x: 8, y: 8 } });
    await expect(form(page)).toBeVisible();
    await page.locator('main').hover({ position: { x: 5, y: 5 } });
    await expect(form(page)).toBeHidden();
    await page.evaluate(() => document.documentElement.classList.remove('touch'));
    await resizeTo(page, 900);
    await trigger(page).hover({ position: { x: 8, y: 8 } });
    await expect(form(page)).toBeHidden();
  });

  test('a click before the dropdowns arrived opens the menu at once, its selects named; they become dropdowns when they come', async ({ page }) => {
    const errors = trackPageErrors(page);
    const island = await holdIsland(page, 'SelectDropdown');
    await page.goto('/');
    await waitForWidgets(page);
    expect(island.islandCode()).toEqual([]);
    await trigger(page).click({ position: { x: 8, y: 8 } });
    await expect(form(page)).toBeVisible();
    await expect(page.locator('#menu_settings_curr')).toBeVisible();
    // The fields as served, named by the template's span[for] (aria-labelledby; no label re-created).
    await expect(page.locator('#menu_settings_curr')).toHaveAccessibleName('Waluta');
    await expect(page.locator('#menu_settings_country')).toHaveAccessibleName('Kraj dostawy');
    await expect(page.locator('#menu_settings label[for]')).toHaveCount(0);
    island.release();
    await expect(form(page).getByRole('combobox', { name: 'Waluta zł' })).toBeVisible();
    await expect(page.locator('#menu_settings_curr')).toBeHidden();
    await expect(form(page)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('axe-clean with the menu open', async ({ page }) => {
    await page.goto('/cs/');
    await waitForWidgets(page);
    await trigger(page).click({ position: { x: 8, y: 8 } });
    await expect(form(page)).toBeVisible();
    await expectNoAxeViolations(page, 'settings menu open');
  });

  test('a theme with other markup names its trigger in data-parts', async ({ page }) => {
    await page.route('**/', async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const body = (await response.text())
        .replace('class="open_trigger hover__wrapper --hover_touch"', 'class="settings_toggle hover__wrapper --hover_touch"')
        .replace('data-widget="menu_settings"', `data-widget="menu_settings" data-parts='{"trigger": ".settings_toggle"}'`);
      await route.fulfill({ response, body });
    });
    await resizeTo(page, 390);
    await page.goto('/');
    await waitForWidgets(page);
    await expect(page.locator('#menu_settings')).toHaveAttribute('data-widget-state', 'mounted');
    await page.locator('.settings_toggle').focus();
    await page.keyboard.press('Enter');
    await expect(form(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(form(page)).toBeHidden();
  });

  test('without JavaScript the theme opens it on focus (from 979 px) and the form submits', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('#menu_settings form')).toBeHidden();
    await page.locator('#menu_settings .open_trigger').focus();
    await expect(page.locator('#menu_settings form')).toBeVisible();
    await page.locator('#menu_settings input[value="cs"]').check();
    await page.locator('#menu_settings form button[type="submit"]').click();
    await page.waitForURL(/\/cs\/$/);
    await context.close();
  });
});
