import { expect, test, type Page } from '@playwright/test';
import { batchRequests, expectNoAxeViolations, trackPageErrors, waitForWidgets } from './helpers';

const NB = '\u00a0';
const omnibus = (page: Page) => page.locator('.projector_omnibus .projector_omnibus__box');

async function netPrices(page: Page) {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    await route.fulfill({ response, body: (await response.text()).replace('"priceType":"gross"', '"priceType":"net"') });
  });
}

/** Changes the Projector part of every batch answer. */
async function editProjector(page: Page, edit: (part: any) => void) {
  await page.route('**/ajax/get.php', async (route) => {
    const response = await route.fetch();
    const json = await response.json();
    if (json.Projector) edit(json.Projector);
    await route.fulfill({ response, json });
  });
}

test.describe('product page: omnibus prices', () => {
  test('asks the batch for Projector exactly as the spec says', async ({ page }) => {
    const requests = batchRequests(page);
    await page.goto('/product-pol-2-x.html');
    await waitForWidgets(page);
    const bodies = requests.map((r) => JSON.parse(new URLSearchParams(r.postData() ?? '').get('request') ?? '{}'));
    expect(bodies.find((b) => 'Projector' in b)?.Projector).toEqual({ format: 'json', params: {} });
  });

  test('promotion: badge, lowest price with "-" percent, regular price, upcoming price; size change updates it', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto('/product-pol-2-x.html');
    await waitForWidgets(page);
    const box = omnibus(page);
    await expect(box.locator('.projector_omnibus__badge')).toHaveText('Promocja');
    await expect(box.locator('.projector_omnibus__lowest')).toHaveText(`Najniższa cena z 30 dni przed obniżką 449,99${NB}zł -22%`);
    await expect(box.locator('.projector_omnibus__regular')).toHaveText(`Cena regularna 449,99${NB}zł`);
    await expect(box.locator('.projector_omnibus__upcoming')).toHaveText(`Nadchodząca cena od 2026-07-27 449,99${NB}zł`);
    await page.selectOption('#projector_size', 'XL');
    await expect(box).toHaveAttribute('data-size', 'XL');
    await expect(box.locator('.projector_omnibus__lowest .projector_omnibus__price')).toHaveText(`382,49${NB}zł`);
    await expect(box.locator('.projector_omnibus__percent')).toHaveText('-8%');
    await page.selectOption('#projector_size', 'S');
    await expect(box.locator('.projector_omnibus__percent')).toHaveText('-22%');
    expect(errors).toEqual([]);
  });

  test('net price type: omnibus, regular and selling prices are net', async ({ page }) => {
    await netPrices(page);
    await page.goto('/product-pol-2-x.html');
    await waitForWidgets(page);
    const box = omnibus(page);
    await expect(box.locator('.projector_omnibus__lowest .projector_omnibus__price')).toHaveText(`365,85${NB}zł`);
    await expect(box.locator('.projector_omnibus__regular del')).toHaveText(`365,85${NB}zł`);
    await expect(page.locator('.projector_price_value')).toHaveText(`284,54${NB}zł`);
    await page.selectOption('#projector_size', 'XL');
    await expect(box.locator('.projector_omnibus__lowest .projector_omnibus__price')).toHaveText(`310,97${NB}zł`);
  });

  test('price above the 30-day lowest: "+" percent and no badge', async ({ page }) => {
    await page.goto('/product-pol-68-x.html');
    await waitForWidgets(page);
    const box = omnibus(page);
    await expect(box.locator('.projector_omnibus__lowest')).toHaveText(`Najniższa cena z 30 dni przed obniżką 242,99${NB}zł +11%`);
    await expect(box.locator('.projector_omnibus__badge')).toHaveCount(0);
    await expect(box.locator('.projector_omnibus__regular')).toHaveCount(0);
  });

  test('active rebate code: badge and the price without code', async ({ page }) => {
    await page.goto('/product-pol-32-x.html');
    await waitForWidgets(page);
    const box = omnibus(page);
    await expect(box.locator('.projector_omnibus__badge')).toHaveText('Kod rabatowy');
    await expect(box.locator('.projector_omnibus__code')).toHaveText(`Cena bez kodu 299,99${NB}zł -10%`);
  });

  test('Czech labels; the regular price is max × sellBy', async ({ page }) => {
    await editProjector(page, (part) => {
      part.response.productData.unit.sellBy = 2;
    });
    await page.goto('/cs/product-cze-2-x.html');
    await waitForWidgets(page);
    const box = omnibus(page);
    await expect(box.locator('.projector_omnibus__badge')).toHaveText('Slevová akce');
    await expect(box.locator('.projector_omnibus__lowest .projector_omnibus__label')).toHaveText('Nejnižší cena od 30 dnů před slevou');
    const max = await page.evaluate(async () => {
      const r = await fetch('/ajax/get.php', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'request=' + encodeURIComponent('{"Projector":{"format":"json","params":{}}}') });
      return (await r.json()).Projector.response.price.max.gross.value as number;
    });
    const expected = (max * 2).toFixed(2).replace('.', ',').replace(/\B(?=(\d{3})+(?!\d))/g, NB);
    await expect(box.locator('.projector_omnibus__regular')).toHaveText(`Běžná cena ${expected}${NB}Kč`);
  });

  test('a malformed Projector part leaves the server prices, with one warning', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await editProjector(page, (part) => {
      part.response.price.youSavePercent = { bad: true };
    });
    await page.goto('/product-pol-2-x.html');
    await waitForWidgets(page);
    await expect(omnibus(page).locator('.projector_omnibus__badge')).toHaveText('Promocja');
    await page.selectOption('#projector_size', 'XL');
    await expect(omnibus(page)).toHaveAttribute('data-size', 'S');
    expect(warnings.filter((w) => w.includes('projector'))).toHaveLength(1);
  });
});

test.describe('product page: quantity', () => {
  test('− and + buttons respect the limits; a typed value is brought within them', async ({ page }) => {
    await page.goto('/product-pol-2-x.html');
    await waitForWidgets(page);
    const input = page.locator('#projector_quantity');
    const less = page.getByRole('button', { name: 'Zmniejsz ilość' });
    const more = page.getByRole('button', { name: 'Zwiększ ilość' });
    await expect(less).toBeDisabled();
    await more.click();
    await more.click();
    await expect(input).toHaveValue('3');
    await less.click();
    await expect(input).toHaveValue('2');
    await input.fill('150');
    await input.press('Tab');
    await expect(input).toHaveValue('99');
    await expect(more).toBeDisabled();
    await expect(page.locator('.sf-toasts, [role="status"]').filter({ hasText: 'Ilość: 99' }).first()).toBeAttached();
    await input.fill('0');
    await input.press('Tab');
    await expect(input).toHaveValue('1');
    await expect(page.locator('.projector_unit')).toHaveText('szt.');
  });
});

test.describe('product page: deposit', () => {
  test('the info panel opens on focus and its link opens the explainer modal (axe-clean)', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto('/product-pol-179-x.html');
    await waitForWidgets(page);
    const trigger = page.getByRole('button', { name: 'Informacje o kaucji' });
    await trigger.focus();
    const panel = page.getByRole('dialog', { name: 'Informacje o kaucji' });
    await expect(panel).toContainText('kaucję za opakowanie zwrotne');
    await page.keyboard.press('Tab');
    const link = panel.getByRole('link', { name: 'Dowiedz się więcej' });
    await expect(link).toBeFocused();
    await expect(link).toHaveAttribute('href', '/cms.php?id=6');
    await page.keyboard.press('Enter');
    const modal = page.getByRole('dialog', { name: 'System kaucyjny' });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText(`0,50${NB}zł brutto za butelkę PET do 3 l lub puszkę do 1 l.`);
    await expect(modal).toContainText(`1,00${NB}zł brutto za szklaną butelkę wielokrotnego użytku do 1,5 l.`);
    await expect(modal).toContainText('powyżej 200 m²');
    await expect(modal).toContainText('Paragon nie jest potrzebny.');
    await expect(modal).toContainText('Kaucja jest doliczana w koszyku.');
    await expect(page).toHaveURL(/product-pol-179/);
    await expectNoAxeViolations(page, 'deposit modal open');
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);
    await expect(trigger).toBeFocused();
    expect(errors).toEqual([]);
  });

  test('hovering the trigger shows the panel; clicking the link opens the modal', async ({ page }) => {
    await page.goto('/product-pol-179-x.html');
    await waitForWidgets(page);
    await page.getByRole('button', { name: 'Informacje o kaucji' }).hover();
    const link = page.getByRole('link', { name: 'Dowiedz się więcej' });
    await link.click();
    const modal = page.getByRole('dialog', { name: 'System kaucyjny' });
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'Zamknij' }).click();
    await expect(page.getByRole('dialog', { name: 'System kaucyjny' })).toHaveCount(0);
  });

  test('Czech texts of the info panel: "Zjisti více"', async ({ page }) => {
    await page.route('**/*', async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replace('"language":"pl"', '"language":"cs"') });
    });
    await page.goto('/product-pol-179-x.html');
    await waitForWidgets(page);
    await page.getByRole('button', { name: 'Informace o záloze' }).click();
    await page.getByRole('link', { name: 'Zjisti více' }).click();
    await expect(page.getByRole('dialog', { name: 'Zálohový systém' })).toContainText(`0,50${NB}zł s DPH`);
  });
});
