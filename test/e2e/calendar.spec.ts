/**
 * The calendar widget (spec §4 "Calendar", §9 "Calendar", "Formats"): a date-picker
 * dialog on the server's date inputs of /calendar.php, in the three selection modes.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, holdIsland, trackPageErrors, waitForWidgets } from './helpers';
import { evidence } from './evidence';

const NOW = new Date('2026-03-10T10:00:00');

async function openPage(page: Page, path = '/calendar.php') {
  await page.goto(path);
  await waitForWidgets(page);
  // "Today" for the calendar (set after the loader's ready mark, which a frozen clock would hold back).
  await page.clock.setFixedTime(NOW);
}

const dialog = (page: Page) => page.getByRole('dialog');
const cell = (page: Page, iso: string) => dialog(page).locator(`td[data-date="${iso}"]`);
const heading = (page: Page) => dialog(page).locator('.calendar__heading');
const opener = (page: Page, name: RegExp | string) => page.getByRole('button', { name });

async function expectFocused(locator: Locator) {
  await expect(locator).toBeFocused();
}

test.describe('calendar: single mode', () => {
  test('opens with a button, picks a day by mouse, writes %d-%m-%y and returns focus', async ({ page }) => {
    const errors = trackPageErrors(page);
    await openPage(page);
    const input = page.locator('#cal_single');
    const button = opener(page, 'Wybierz datę: Data dostawy');
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await button.click();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page)).toHaveAttribute('aria-modal', 'true');
    await expect(heading(page)).toHaveText('marzec 2026');
    // today is focused and marked
    await expectFocused(cell(page, '2026-03-10'));
    await expect(cell(page, '2026-03-10')).toHaveAttribute('aria-current', 'date');
    await cell(page, '2026-03-15').click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(input).toHaveValue('15-03-26');
    await expectFocused(button);
    // reopening starts at the chosen day, selected
    await button.click();
    await expectFocused(cell(page, '2026-03-15'));
    await expect(cell(page, '2026-03-15')).toHaveAttribute('aria-selected', 'true');
    expect(errors).toEqual([]);
  });

  test('keyboard only: arrows, Home/End, PageUp/PageDown, Shift+PageDown, Enter; Escape keeps the value', async ({ page }) => {
    await openPage(page);
    const input = page.locator('#cal_single');
    await input.focus();
    await page.keyboard.type('01-02-26');
    await page.keyboard.press('Tab');
    const button = opener(page, 'Wybierz datę: Data dostawy');
    await expectFocused(button);
    await page.keyboard.press('Enter');
    await expectFocused(cell(page, '2026-02-01'));
    const steps: [string, string][] = [
      ['ArrowRight', '2026-02-02'],
      ['ArrowDown', '2026-02-09'],
      ['ArrowLeft', '2026-02-08'],
      ['ArrowUp', '2026-02-01'],
      ['Home', '2026-01-26'],
      ['End', '2026-02-01'],
      ['PageDown', '2026-03-01'],
      ['PageUp', '2026-02-01'],
      ['Shift+PageDown', '2027-02-01'],
      ['Shift+PageUp', '2026-02-01'],
    ];
    for (const [key, iso] of steps) {
      await page.keyboard.press(key);
      await expectFocused(cell(page, iso));
    }
    await expect(heading(page)).toHaveText('luty 2026');
    // Escape closes without a change, focus back on the button
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expectFocused(button);
    await expect(input).toHaveValue('01-02-26');
    // Space selects too
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await expect(dialog(page)).toHaveCount(0);
    await expect(input).toHaveValue('08-02-26');
    await expectFocused(button);
    evidence('journey');
  });

  test('no React before the shopper reaches for a button; a click made while the dialog was on its way opens it when it arrives', async ({ page }) => {
    const errors = trackPageErrors(page);
    const island = await holdIsland(page, 'Picker');
    await openPage(page);
    const button = opener(page, 'Wybierz datę: Data dostawy');
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(island.asked()).toBe(false);
    expect(island.islandCode(), 'no React before the first interaction').toEqual([]);
    await page.locator('#cal_single').fill('21-03-26');
    await button.click();
    await expect.poll(island.asked).toBe(true);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(dialog(page)).toHaveCount(0);
    island.release();
    await expect(heading(page)).toHaveText('marzec 2026');
    await expectFocused(cell(page, '2026-03-21'));
    await expect(button).not.toHaveAttribute('aria-busy', /.*/);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expectFocused(button);
    expect(errors).toEqual([]);
  });

  test('focus is trapped in the dialog while it is open', async ({ page }) => {
    await openPage(page);
    await opener(page, 'Wybierz datę: Data dostawy').click();
    await expect(dialog(page)).toBeVisible();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
    }
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
    }
  });

  test('the input is the server one, typed text is kept when unreadable or cancelled', async ({ page }) => {
    await openPage(page);
    const input = page.locator('#cal_single');
    await input.evaluate((el) => ((el as HTMLInputElement & { marked?: boolean }).marked = true));
    await input.fill('jutro');
    await opener(page, 'Wybierz datę: Data dostawy').click();
    await expect(heading(page)).toHaveText('marzec 2026');
    await dialog(page).getByRole('button', { name: 'Anuluj' }).click();
    await expect(input).toHaveValue('jutro');
    await input.fill('05-07-30');
    await opener(page, 'Wybierz datę: Data dostawy').click();
    await expect(heading(page)).toHaveText('lipiec 2030');
    await expect(cell(page, '2030-07-05')).toHaveAttribute('aria-selected', 'true');
    await dialog(page).getByRole('button', { name: 'OK', exact: true }).click();
    await expect(input).toHaveValue('05-07-30');
    expect(await input.evaluate((el) => (el as HTMLInputElement & { marked?: boolean }).marked)).toBe(true);
  });

  test('a native date input gets ISO values', async ({ page }) => {
    await openPage(page);
    await opener(page, 'Wybierz datę: Data urodzenia').click();
    await cell(page, '2026-03-21').click();
    await expect(page.locator('#cal_native')).toHaveValue('2026-03-21');
  });

  test('without JavaScript the fields still submit what was typed', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/calendar.php');
    await expect(page.locator('.calendar__open')).toHaveCount(0);
    await page.locator('#cal_single').fill('05-03-26');
    await page.locator('#cal_ranged').fill('01-03-26 – 04-03-26');
    await page.getByRole('button', { name: 'Wyślij' }).click();
    await expect(page.locator('dd[data-field="delivery"]')).toHaveText('05-03-26');
    await expect(page.locator('dd[data-field="holiday"]')).toHaveText('01-03-26 – 04-03-26');
    await expect(page.locator('#cal_single')).toHaveValue('05-03-26');
    await context.close();
  });
});

test.describe('calendar: multiple modes', () => {
  test('multiple: toggles days by mouse and keyboard, counts them, OK writes them', async ({ page }) => {
    await openPage(page);
    const input = page.locator('#cal_multiple');
    await opener(page, 'Wybierz datę: Dni odbioru').click();
    const summary = dialog(page).locator('.calendar__summary');
    await expect(summary).toHaveText('Wybrano: 0 dni');
    await cell(page, '2026-03-03').click();
    await expect(summary).toHaveText('Wybrano: 1 dzień');
    await cell(page, '2026-03-05').click();
    await cell(page, '2026-03-07').click();
    await cell(page, '2026-03-05').click();
    await expect(cell(page, '2026-03-05')).toHaveAttribute('aria-selected', 'false');
    await expect(dialog(page)).toBeVisible();
    // keyboard: from 05 (the last clicked), one week down, Enter
    await page.keyboard.press('ArrowDown');
    await expectFocused(cell(page, '2026-03-12'));
    await page.keyboard.press('Enter');
    await expect(summary).toHaveText('Wybrano: 3 dni');
    await dialog(page).getByRole('button', { name: 'OK', exact: true }).click();
    await expect(input).toHaveValue('03-03-26, 07-03-26, 12-03-26');
    // reopen: they are selected; Clear + OK empties
    await opener(page, 'Wybierz datę: Dni odbioru').click();
    await expect(dialog(page).locator('td[aria-selected="true"]')).toHaveCount(3);
    await dialog(page).getByRole('button', { name: 'Wyczyść' }).click();
    await dialog(page).getByRole('button', { name: 'OK', exact: true }).click();
    await expect(input).toHaveValue('');
  });

  test('multiple-ranged: pairs of days make ranges, by mouse and by keyboard', async ({ page }) => {
    await openPage(page);
    const input = page.locator('#cal_ranged');
    const button = opener(page, 'Wybierz datę: Okresy urlopu');
    await button.click();
    await cell(page, '2026-03-04').click();
    await expect(cell(page, '2026-03-04')).toHaveClass(/--anchor/);
    await expect(dialog(page).locator('.calendar__summary')).toContainText('Początek zakresu');
    await cell(page, '2026-03-02').click();
    await expect(dialog(page).locator('td[aria-selected="true"]')).toHaveCount(3);
    // keyboard: from 02 go to 10 (a week down, a day right) Space, two right, Enter
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(dialog(page).locator('.calendar__summary')).toHaveText('Wybrano: 6 dni');
    await dialog(page).getByRole('button', { name: 'OK', exact: true }).click();
    await expect(input).toHaveValue('02-03-26 – 04-03-26, 10-03-26 – 12-03-26');
    await expectFocused(button);
    // reopen from the value; a click inside a range removes it
    await button.click();
    await cell(page, '2026-03-11').click();
    await dialog(page).getByRole('button', { name: 'OK', exact: true }).click();
    await expect(input).toHaveValue('02-03-26 – 04-03-26');
  });
});

test.describe('calendar: data-max-days', () => {
  test('the ranged field takes up to 14 days and says so', async ({ page }) => {
    await openPage(page);
    await opener(page, 'Wybierz datę: Okresy urlopu').click();
    const limit = dialog(page).locator('.calendar__limit');
    await expect(limit).toHaveText('Możesz wybrać do 14 dni.');
    await expect(dialog(page).getByRole('grid')).toHaveAttribute('aria-describedby', (await limit.getAttribute('id'))!);
    await cell(page, '2026-03-01').click();
    await cell(page, '2026-03-20').click();
    await expect(dialog(page).locator('.calendar__summary')).toHaveText('Możesz wybrać do 14 dni.');
    await expect(dialog(page).locator('td[aria-selected="true"]')).toHaveCount(1);
    await cell(page, '2026-03-14').click();
    await expect(dialog(page).locator('.calendar__summary')).toHaveText('Wybrano: 14 dni');
    await dialog(page).getByRole('button', { name: 'OK', exact: true }).click();
    await expect(page.locator('#cal_ranged')).toHaveValue('01-03-26 – 14-03-26');
  });
});

test.describe('calendar: views and limits', () => {
  test('day -> month -> year views by the heading, back by choosing; 15 years per page', async ({ page }) => {
    await openPage(page);
    await opener(page, 'Wybierz datę: Data dostawy').click();
    await heading(page).click();
    await expect(heading(page)).toHaveText('2026');
    const months = dialog(page).locator('td.calendar__month');
    await expect(months).toHaveCount(12);
    await expect(months.first()).toHaveText('styczeń');
    await expectFocused(dialog(page).locator('td[data-month="3"]'));
    await heading(page).click();
    const years = dialog(page).locator('td.calendar__year');
    await expect(years).toHaveCount(15);
    await expect(heading(page)).toHaveText('Lata 2015–2029');
    await expectFocused(dialog(page).locator('td[data-year="2026"]'));
    // keyboard in the year view: PageDown a page, arrows, Enter -> month view
    await page.keyboard.press('PageDown');
    await expect(heading(page)).toHaveText('Lata 2030–2044');
    await expectFocused(dialog(page).locator('td[data-year="2041"]'));
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(heading(page)).toHaveText('2038');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(heading(page)).toHaveText('kwiecień 2038');
    await expectFocused(cell(page, '2038-04-10'));
    // by mouse: year view, pick a year, pick a month
    await heading(page).click();
    await heading(page).click();
    await dialog(page).getByRole('button', { name: 'Poprzednie lata' }).click();
    await expect(heading(page)).toHaveText('Lata 2015–2029');
    await dialog(page).locator('td[data-year="2020"]').click();
    await dialog(page).locator('td[data-month="12"]').click();
    await expect(heading(page)).toHaveText('grudzień 2020');
    await dialog(page).getByRole('button', { name: 'Następny miesiąc' }).click();
    await expect(heading(page)).toHaveText('styczeń 2021');
    await dialog(page).getByRole('button', { name: 'Poprzedni rok' }).click();
    await expect(heading(page)).toHaveText('styczeń 2020');
  });

  test('keyboard only: the heading button switches views; Escape in any view closes and refocuses the button', async ({ page }) => {
    await openPage(page);
    const button = opener(page, 'Wybierz datę: Data dostawy');
    await button.focus();
    await page.keyboard.press('Enter');
    await expectFocused(cell(page, '2026-03-10'));
    // grid <- next year <- next month <- heading
    for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+Tab');
    await expect(heading(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expectFocused(dialog(page).locator('td[data-month="3"]'));
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(heading(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expectFocused(dialog(page).locator('td[data-year="2026"]'));
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expectFocused(button);
    await expect(page.locator('#cal_single')).toHaveValue('');
    evidence('journey');
  });

  test('navigation stops at 1970-01-01 and 2470-12-31', async ({ page }) => {
    await openPage(page);
    await page.locator('#cal_single').fill('01-01-70');
    await opener(page, 'Wybierz datę: Data dostawy').click();
    await expectFocused(cell(page, '1970-01-01'));
    for (const key of ['ArrowLeft', 'ArrowUp', 'PageUp', 'Shift+PageUp', 'Home']) {
      await page.keyboard.press(key);
      await expectFocused(cell(page, '1970-01-01'));
    }
    await expect(heading(page)).toHaveText('styczeń 1970');
    await expect(dialog(page).locator('td[data-date="1969-12-31"]')).toHaveCount(0);
    for (const name of ['Poprzedni miesiąc', 'Poprzedni rok']) {
      const b = dialog(page).getByRole('button', { name });
      await expect(b).toHaveAttribute('aria-disabled', 'true');
      await b.click({ force: true });
      await expect(heading(page)).toHaveText('styczeń 1970');
    }
    await page.keyboard.press('Escape');

    await page.locator('#cal_native').fill('2470-12-31');
    await opener(page, 'Wybierz datę: Data urodzenia').click();
    await expectFocused(cell(page, '2470-12-31'));
    for (const key of ['ArrowRight', 'ArrowDown', 'PageDown', 'Shift+PageDown', 'End']) {
      await page.keyboard.press(key);
      await expectFocused(cell(page, '2470-12-31'));
    }
    await expect(dialog(page).getByRole('button', { name: 'Następny miesiąc' })).toHaveAttribute('aria-disabled', 'true');
    await heading(page).click();
    await heading(page).click();
    await expect(heading(page)).toHaveText('Lata 2465–2470');
    await expect(dialog(page).locator('td.calendar__year')).toHaveCount(6);
    await expect(dialog(page).getByRole('button', { name: 'Następne lata' })).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('PageDown');
    await expectFocused(dialog(page).locator('td[data-year="2470"]'));
  });
});

test.describe('calendar: Czech', () => {
  test('Czech month and day names; day words dny/den/dny', async ({ page }) => {
    await openPage(page, '/cs/calendar.php');
    await opener(page, 'Vybrat datum: Období dovolené').click();
    await expect(heading(page)).toHaveText('březen 2026');
    await expect(dialog(page).locator('.calendar__limit')).toHaveText('Můžete vybrat až do 14 dny.');
    await expect(dialog(page).locator('th').first()).toHaveAttribute('abbr', 'pondělí');
    await expect(dialog(page).locator('th').last()).toHaveAttribute('abbr', 'neděle');
    await expect(cell(page, '2026-03-10')).toHaveAttribute('aria-label', /10\. března 2026/);
    const summary = dialog(page).locator('.calendar__summary');
    await cell(page, '2026-03-02').click();
    await cell(page, '2026-03-02').click();
    await expect(summary).toHaveText('Vybráno: 1 den');
    await cell(page, '2026-03-05').click();
    await cell(page, '2026-03-06').click();
    await expect(summary).toHaveText('Vybráno: 3 dny');
    await cell(page, '2026-03-16').click();
    await cell(page, '2026-03-17').click();
    await expect(summary).toHaveText('Vybráno: 5 dny');
    await dialog(page).getByRole('button', { name: 'OK', exact: true }).click();
    await expect(page.locator('#cal_ranged')).toHaveValue('02-03-26, 05-03-26 – 06-03-26, 16-03-26 – 17-03-26');
    await opener(page, 'Vybrat datum: Datum doručení').click();
    await heading(page).click();
    await expect(dialog(page).locator('td.calendar__month').first()).toHaveText('leden');
    await heading(page).click();
    await expect(heading(page)).toHaveText('Roky 2015–2029');
  });
});

test.describe('calendar: accessibility', () => {
  for (const [path, field] of [
    ['/calendar.php', 'Data dostawy'],
    ['/calendar.php', 'Dni odbioru'],
    ['/calendar.php', 'Okresy urlopu'],
    ['/cs/calendar.php', 'Datum doručení'],
  ] as const) {
    test(`axe: ${path} "${field}" open in the day, month and year views`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await openPage(page, path);
      await expectNoAxeViolations(page, 'closed');
      await page.getByRole('button', { name: new RegExp(`: ${field}$`) }).click();
      await cell(page, '2026-03-12').click();
      if (await dialog(page).count()) await cell(page, '2026-03-13').click();
      else await page.getByRole('button', { name: new RegExp(`: ${field}$`) }).click();
      await expectNoAxeViolations(page, 'day view');
      await heading(page).click();
      await expectNoAxeViolations(page, 'month view');
      await heading(page).click();
      await expectNoAxeViolations(page, 'year view');
    });
  }

  test('at 390 px the open dialog fits the screen and passes axe', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openPage(page);
    await opener(page, 'Wybierz datę: Okresy urlopu').click();
    const box = await dialog(page).locator('.sf-modal__box').boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    const overflow = await dialog(page)
      .locator('.sf-modal__box')
      .evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, 'day view at 390 px');
  });
});
