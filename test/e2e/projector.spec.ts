import { expect, test, type Page } from '@playwright/test';
import { batchRequests, expectNoAxeViolations, holdIsland, trackPageErrors, waitForWidgets } from './helpers';

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
      const r = await fetch('/ajax/get.php', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'request=' + encodeURIComponent('{"Projector":{"format":"json","params":{}}}'),
      });
      return (await r.json()).Projector.response.productData.price.max.gross.value as number;
    });
    const expected = (max * 2)
      .toFixed(2)
      .replace('.', ',')
      .replace(/\B(?=(\d{3})+(?!\d))/g, NB);
    await expect(box.locator('.projector_omnibus__regular')).toHaveText(`Běžná cena ${expected}${NB}Kč`);
  });

  test('Czech omnibus labels: upcoming price, rebate code and the price without it, bargain', async ({ page }) => {
    await page.goto('/cs/product-cze-2-x.html');
    await waitForWidgets(page);
    await expect(omnibus(page).locator('.projector_omnibus__upcoming')).toHaveText(new RegExp(`^Nadcházející cena od 2026-07-27 [\\d${NB},]+${NB}Kč$`));

    await page.goto('/cs/product-cze-32-x.html');
    await waitForWidgets(page);
    await expect(omnibus(page).locator('.projector_omnibus__badge')).toHaveText('Kód slevy');
    await expect(omnibus(page).locator('.projector_omnibus__code')).toHaveText(new RegExp(`^Cena bez kódu [\\d${NB},]+${NB}Kč -\\d+%$`));

    // Bargain: the selling price is below the 30-day lowest, without a promotion or a code.
    await editProjector(page, (part) => {
      const r = part.response;
      for (const price of [r.productData.price, ...r.productData.sizes.map((size: any) => size.price)]) {
        price.youSavePercent = 0;
        price.rebateCodeActive = false;
        price.omnibusPriceDetails.omnibusPriceIsHigherThanSellingPrice = true;
      }
    });
    await page.goto('/cs/product-cze-68-x.html');
    await waitForWidgets(page);
    await expect(omnibus(page).locator('.projector_omnibus__badge')).toHaveText('Výhodná nabídka');
  });

  test('a malformed Projector part leaves the server prices, with one warning', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await editProjector(page, (part) => {
      part.response.productData.price.youSavePercent = { bad: true };
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

  test('no React before the first interaction: a tap on the trigger while the panel code is on its way is held and opens the panel', async ({ browser }) => {
    const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 800 } });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    const island = await holdIsland(page, 'Deposit');
    await page.goto('/product-pol-179-x.html');
    await waitForWidgets(page);
    // The omnibus box is drawn from the batch without React.
    await expect(page.locator('.projector_omnibus .projector_omnibus__box')).toBeAttached();
    expect(island.islandCode()).toEqual([]);
    const trigger = page.getByRole('button', { name: 'Informacje o kaucji' });
    await trigger.tap();
    await expect(trigger).toHaveAttribute('aria-busy', 'true');
    island.release();
    await expect(page.getByRole('dialog', { name: 'Informacje o kaucji' })).toBeVisible();
    await expect(page).toHaveURL(/product-pol-179/);
    expect(errors).toEqual([]);
    await context.close();
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

test.describe('product page: subscription price', () => {
  const price = (page: Page) => page.locator('.projector_subscription__price');

  test('shows the chosen option’s subscription price, gross and net in the shop format with the percent saved, and follows the option (pl)', async ({
    page,
  }) => {
    const errors = trackPageErrors(page);
    await page.goto('/product-pol-226-x.html');
    await waitForWidgets(page);
    // 89,00 zł gross / 72,36 zł net, 10 % of the price before rebate: 89 − 8,90 = 80,10; net reduced by 10 %.
    await expect(price(page)).toHaveText(`Cena w subskrypcji: 80,10${NB}zł brutto (65,12${NB}zł netto), oszczędzasz 10%`);
    await expect(price(page)).toHaveAttribute('aria-live', 'polite');
    // A fixed amount of 5 zł: 84,00 zł; percent 100 − 100 × 84 / 89 = 5,6 → 6; net 72,36 reduced by 5,6 %.
    await page.selectOption('#projector_subscription', '60');
    await expect(price(page)).toHaveText(`Cena w subskrypcji: 84,00${NB}zł brutto (68,29${NB}zł netto), oszczędzasz 6%`);
    // A one-time purchase has no subscription price.
    await page.selectOption('#projector_subscription', '0');
    await expect(price(page)).toHaveText('');
    await page.selectOption('#projector_subscription', '30');
    await expect(price(page)).toHaveText(/80,10/);
    await expectNoAxeViolations(page, 'product page with a subscription price');
    expect(errors).toEqual([]);
  });

  test('Czech shop: koruny in the shop format; a size with its own prices changes the subscription price', async ({ page }) => {
    // The size's own price (a routed Projector part whose size price differs from the product's) is what counts.
    await editProjector(page, (part) => {
      const size = part.response.productData.sizes[0];
      size.price.max = { gross: { value: 600, formatted: '600,00 Kč' }, net: { value: 495.87, formatted: '495,87 Kč' } };
      size.price.beforeRebate = { gross: { value: 600, formatted: '600,00 Kč' }, net: { value: 495.87, formatted: '495,87 Kč' } };
    });
    await page.goto('/cs/product-cze-226-x.html');
    await waitForWidgets(page);
    await expect(price(page)).toHaveText(`Cena v předplatném: 540,00${NB}Kč s DPH (446,28${NB}Kč bez DPH), ušetříte 10 %`);
    await page.selectOption('#projector_subscription', '60');
    // 25 Kč off 600: 575,00; percent 100 − 100 × 575 / 600 = 4,17 → 4.
    await expect(price(page)).toHaveText(`Cena v předplatném: 575,00${NB}Kč s DPH (475,21${NB}Kč bez DPH), ušetříte 4 %`);
  });

  test("a subscription product with two sizes: choosing the other size recomputes the subscription price from that size's own price", async ({ page }) => {
    await page.goto('/product-pol-228-x.html');
    await waitForWidgets(page);
    // 20 bags at 59,00 zł: 10 % off → 53,10 zł.
    await expect(price(page)).toHaveText(`Cena w subskrypcji: 53,10${NB}zł brutto (43,17${NB}zł netto), oszczędzasz 10%`);
    await page.selectOption('#projector_size', '50');
    // 50 bags at 129,00 zł: 10 % off → 116,10 zł.
    await expect(price(page)).toHaveText(`Cena w subskrypcji: 116,10${NB}zł brutto (94,39${NB}zł netto), oszczędzasz 10%`);
    await page.selectOption('#projector_subscription', '60');
    // 5 zł off 129: 124,00; percent 100 − 100 × 124 / 129 = 3,9 → 4.
    await expect(price(page)).toHaveText(/^Cena w subskrypcji: 124,00\u00a0zł brutto .*oszczędzasz 4%$/);
    await page.selectOption('#projector_size', '20');
    await expect(price(page)).toHaveText(/^Cena w subskrypcji: 54,00\u00a0zł brutto .*oszczędzasz 8%$/);
  });

  test('storefront.subscriptionPrice(input) gives shop scripts the spec’s result in the shop’s currency', async ({ page }) => {
    await page.goto('/cs/');
    await waitForWidgets(page);
    const results = await page.evaluate(async () => {
      const api = (window as any).storefront;
      return {
        percentage: await api.subscriptionPrice({ max: 100, maxNet: 81.3, rebateValue: 25 }),
        fixed: await api.subscriptionPrice({ max: 100, maxNet: 81.3, save: 10, rebateValue: 15, rebateType: 'amount' }),
        floor: await api.subscriptionPrice({ max: 10, maxNet: 8, rebateValue: 50, rebateType: 'amount' }),
        bad: await api.subscriptionPrice(null).then(
          () => 'resolved',
          (e: Error) => e.name,
        ),
      };
    });
    expect(results.percentage).toEqual({ gross: { value: 75, formatted: `75,00${NB}Kč` }, net: { value: 60.98, formatted: `60,98${NB}Kč` }, percent: 25 });
    expect(results.fixed).toEqual({ gross: { value: 75, formatted: `75,00${NB}Kč` }, net: { value: 60.98, formatted: `60,98${NB}Kč` }, percent: 25 });
    expect(results.floor).toEqual({ gross: { value: 0, formatted: `0,00${NB}Kč` }, net: { value: 0, formatted: `0,00${NB}Kč` }, percent: 100 });
    expect(results.bad).toBe('TypeError');
  });
});
