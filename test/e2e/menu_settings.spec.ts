/**
 * menu_settings: the page-settings menu: the trigger, closing outside, the select dropdowns (an island on intent).
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, holdIsland, trackPageErrors, waitForWidgets } from './helpers';

const trigger = (page: Page) => page.locator('#menu_settings > summary');
const form = (page: Page) => page.locator('#menu_settings_form');

test.describe('page-settings menu', () => {
  test('the trigger toggles the form by click and by Enter', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto('/');
    await waitForWidgets(page);
    await expect(trigger(page)).toBeVisible();
    await expect(trigger(page)).toHaveAccessibleName('Ustawienia strony: PL · PLN');
    await expect(form(page)).toBeHidden();
    await trigger(page).click();
    await expect(form(page)).toBeVisible();
    await expect(page.locator('#menu_settings')).toHaveAttribute('open', '');
    await trigger(page).click();
    await expect(form(page)).toBeHidden();
    await trigger(page).focus();
    await page.keyboard.press('Enter');
    await expect(form(page)).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(form(page)).toBeHidden();
    await expect(page.locator('#menu_settings')).not.toHaveAttribute('open', /.*/);
    expect(errors).toEqual([]);
  });

  test('a click on the trigger made before the dropdowns arrived is held: the menu opens with them', async ({ page }) => {
    const errors = trackPageErrors(page);
    const island = await holdIsland(page, 'SelectDropdown');
    await page.goto('/');
    await waitForWidgets(page);
    expect(island.islandCode()).toEqual([]);
    await trigger(page).click();
    await expect(trigger(page)).toHaveAttribute('aria-busy', 'true');
    await expect(form(page)).toBeHidden();
    island.release();
    await expect(form(page)).toBeVisible();
    await expect(form(page).getByRole('combobox', { name: /Język/ })).toBeVisible();
    await expect(page.locator('#menu_settings_lang')).toBeHidden();
    expect(errors).toEqual([]);
  });

  test('a click outside and a focus outside close it', async ({ page }) => {
    await page.goto('/');
    await waitForWidgets(page);
    await trigger(page).click();
    await form(page).getByRole('combobox', { name: /Język/ }).click();
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.locator('main').click({ position: { x: 5, y: 5 } });
    await expect(form(page)).toBeHidden();
    await trigger(page).click();
    await expect(form(page)).toBeVisible();
    await page.locator('.logo').focus();
    await expect(form(page)).toBeHidden();
  });

  test('selects are dropdown listboxes, operable by keyboard; the choice goes into the form', async ({ page }) => {
    await page.goto('/');
    await waitForWidgets(page);
    // The dropdowns are an island that arrives when the shopper reaches for the menu (here: focus).
    await expect(page.locator('#menu_settings_lang')).toBeAttached();
    await trigger(page).focus();
    await expect(page.locator('#menu_settings .menu_settings__dropdown').first()).toBeAttached();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const language = form(page).getByRole('combobox', { name: 'Język polski' });
    await expect(language).toBeFocused();
    await expect(language).toHaveAttribute('aria-haspopup', 'listbox');
    await page.keyboard.press('ArrowDown');
    const list = page.getByRole('listbox');
    await expect(list).toBeVisible();
    await expect(list.getByRole('option', { name: 'polski' })).toBeFocused();
    await expect(list.getByRole('option', { name: 'polski' })).toHaveAttribute('aria-selected', 'true');
    await expectNoAxeViolations(page, 'settings menu open with a listbox');
    await page.keyboard.press('ArrowDown');
    await expect(list.getByRole('option', { name: 'čeština' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(list).toHaveCount(0);
    await expect(form(page).getByRole('combobox', { name: 'Język čeština' })).toBeFocused();
    expect(await page.locator('#menu_settings_lang').inputValue()).toBe('cs');
    // Escape closes an open list first, then the menu, focus back on the trigger.
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await expect(form(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(form(page)).toBeHidden();
    await expect(trigger(page)).toBeFocused();
    // Submitting goes to the chosen language's shop.
    await trigger(page).click();
    await form(page).getByRole('button', { name: 'Zapisz' }).click();
    await page.waitForURL(/\/cs\/$/);
  });

  test('axe-clean with the menu open', async ({ page }) => {
    await page.goto('/cs/');
    await waitForWidgets(page);
    await trigger(page).click();
    await expect(form(page)).toBeVisible();
    await expectNoAxeViolations(page, 'settings menu open');
  });

  test('without JavaScript the disclosure opens and the form submits', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('#menu_settings_form')).toBeHidden();
    await page.locator('#menu_settings > summary').click();
    await expect(page.locator('#menu_settings_form')).toBeVisible();
    await page.selectOption('#menu_settings_lang', 'cs');
    await page.locator('#menu_settings_form button[type="submit"]').click();
    await page.waitForURL(/\/cs\/$/);
    await context.close();
  });
});
