/**
 * The projector widget on the Standard template's product form (standard-template.md "projector_details"): sizes
 * (links, or a select over 6), the size's prices, omnibus and deposit in the template's elements with the prices
 * section's state classes, quantity − / +, the subscription items and radios, the deposit info. Fixture products: 2
 * (S–XL, a promotion), 32 (a rebate code), 68 (8 sizes: a select; price above the 30-day lowest), 179 (a deposit), 226
 * (a subscription), 228 (a subscription with two sizes priced per size: /ajax/projector.php).
 */
import { expect, test, type Page } from '@playwright/test';
import { batchRequests, cue, expectNoAxeViolations, failChunk, holdIsland, trackPageErrors, waitForWidgets } from './helpers';

const NB = '\u00a0';
const WIDTHS = [390, 1280];
const section = (page: Page) => page.locator('#projector_prices_section');
const size = (page: Page, id: string) => page.locator(`#projector_sizes_section a.projector_sizes__item[data-size-type="${id}"]`);
const announced = (page: Page, text: string) => page.locator('.sr-only[role="status"], [role="status"]').filter({ hasText: text }).first();

/** Rewrites every document the page loads. */
async function editDocument(page: Page, edit: (html: string) => string) {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    await route.fulfill({ response, body: edit(await response.text()) });
  });
}

/** The page's HTML with its inline `window.product_data` (a JSON array in the product's script.ajaxLoad) changed. */
const withProductData = (html: string, edit: (data: any[]) => void) =>
  html.replace(/window\.product_data = (\[.*?\]);<\/script>/s, (_, json: string) => {
    const data = JSON.parse(json);
    edit(data);
    return `window.product_data = ${JSON.stringify(data).replace(/</g, '\\u003c')};</script>`;
  });

/** Changes the page's inline `window.product_data`. */
async function editProductData(page: Page, edit: (data: any[]) => void) {
  await editDocument(page, (html) => withProductData(html, edit));
}

/**
 * Product 2's sizes as three kinds: S as served (a promotion with an announced price), M without an offer (no
 * promotion, no omnibus difference), L with the 30-day lowest above the price and nothing announced (--omnibus-higher,
 * which the platform sets only without an announced price).
 */
async function threeKindsOfSize(page: Page) {
  await editProductData(page, (data) => {
    const m = data[0].sizes.find((s: any) => s.id === 'M').price;
    m.youSavePercent = 0;
    m.max = m.price;
    m.omnibusPrice = m.price;
    m.omnibusPriceDetails = { youSavePercent: 0, omnibusPriceIsHigherThanSellingPrice: false, newPriceEffectiveUntil: { formatted: '' } };
    data[0].sizes.find((s: any) => s.id === 'L').price.omnibusPriceDetails.newPriceEffectiveUntil = { formatted: '' };
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

test.describe('product page: sizes and their prices', () => {
  for (const width of WIDTHS) {
    test(`${width} px: a size link chosen by click or by keyboard moves .--selected, sets the hidden size input, is announced, and fills the size's omnibus price`, async ({
      page,
    }) => {
      const errors = trackPageErrors(page);
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/product-pol-2-x.html');
      await waitForWidgets(page);
      await expect(size(page, 'S')).toHaveClass(/--selected/);
      await expect(size(page, 'S')).toHaveAttribute('aria-current', 'true');
      await expect(page.locator('#projector_omnibus_price_value')).toHaveText(`449,99${NB}zł`);
      await expect(page.locator('#projector_omnibus_percent')).toHaveText('-22%');

      await size(page, 'XL').click();
      await expect(size(page, 'XL')).toHaveClass(/--selected/);
      await expect(size(page, 'S')).not.toHaveClass(/--selected/);
      await expect(size(page, 'S')).not.toHaveAttribute('aria-current');
      await expect(page.locator('#projector_size_hidden')).toHaveValue('XL');
      await expect(page.locator('#projector_omnibus_price_value')).toHaveText(`382,49${NB}zł`);
      await expect(page.locator('#projector_omnibus_price_value')).toHaveAttribute('data-price', '382.49');
      await expect(page.locator('#projector_omnibus_percent')).toHaveText('-8%');
      await expect(page.locator('#projector_price_value')).toHaveText(`349,99${NB}zł`);
      await expect(announced(page, 'Wybrany rozmiar: XL')).toBeAttached();
      await expect(page).toHaveURL(/product-pol-2-x\.html$/);

      await size(page, 'M').focus();
      await page.keyboard.press('Enter');
      await expect(size(page, 'M')).toHaveClass(/--selected/);
      await expect(page.locator('#projector_size_hidden')).toHaveValue('M');
      await expect(page.locator('#projector_omnibus_price_value')).toHaveText(`427,49${NB}zł`);
      await expect(page).toHaveURL(/product-pol-2-x\.html$/);
      await expectNoAxeViolations(page, `product page, size chosen, ${width} px`);
      expect(errors).toEqual([]);
    });
  }

  test('the chosen size goes to the basket with the quantity as the form posts it (size, number)', async ({ page }) => {
    await page.goto('/product-pol-2-x.html');
    await waitForWidgets(page);
    await size(page, 'L').click();
    await page.getByRole('button', { name: 'Zwiększ ilość' }).click();
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith('/basketchange.php') && r.method() === 'POST'),
      page.locator('#projector_button_basket').click(),
    ]);
    const body = new URLSearchParams(request.postData() ?? '');
    expect(body.get('product')).toBe('2');
    expect(body.get('size')).toBe('L');
    expect(body.get('number')).toBe('2');
  });

  test('a .--disabled size is not chosen (aria-disabled) and its link does not navigate', async ({ page }) => {
    await editDocument(page, (html) =>
      html.replace('class="projector_sizes__item" href="?selected_size=L"', 'class="projector_sizes__item --disabled" href="?selected_size=L"'),
    );
    await page.goto('/product-pol-2-x.html');
    await waitForWidgets(page);
    await expect(size(page, 'L')).toHaveAttribute('aria-disabled', 'true');
    await size(page, 'L').click({ force: true });
    await expect(size(page, 'S')).toHaveClass(/--selected/);
    await expect(page.locator('#projector_size_hidden')).toHaveValue('S');
    await expect(page).toHaveURL(/product-pol-2-x\.html$/);
  });

  test('the state classes follow the size: --omnibus, --omnibus-higher, --omnibus-new-price and the regular price’s --active are set and taken off by the widget', async ({
    page,
  }) => {
    await threeKindsOfSize(page);
    await page.goto('/product-pol-2-x.html');
    await waitForWidgets(page);
    await expect(section(page)).toHaveClass(/--omnibus-new-price/);
    await expect(section(page)).not.toHaveClass(/--omnibus-higher/);
    await size(page, 'M').click();
    await expect(section(page)).not.toHaveClass(/--omnibus(\s|$|-)/);
    await expect(page.locator('#projector_price_maxprice_wrapper')).not.toHaveClass(/--active/);
    await expect(page.locator('.omnibus_price')).toBeHidden();
    await expect(page.locator('#projector_omnibus_percent')).toHaveText('');
    await size(page, 'L').click();
    await expect(section(page)).toHaveClass(/--omnibus-higher/);
    await expect(section(page)).not.toHaveClass(/--omnibus-new-price/);
    await expect(page.locator('#projector_price_maxprice_wrapper')).toHaveClass(/--active/);
    await expect(page.locator('.omnibus_price')).toBeVisible();
    await size(page, 'S').click();
    await expect(section(page)).toHaveClass(/--omnibus-new-price/);
    await expect(section(page)).not.toHaveClass(/--omnibus-higher/);
    await expect(page.locator('#projector_price_maxprice_wrapper')).toHaveClass(/--active/);
    await expect(page.locator('#projector_price_maxprice')).toHaveText(`449,99${NB}zł`);
  });

  test('price above the 30-day lowest: "+" percent, --omnibus without --omnibus-higher; 8 sizes: the select chooses them', async ({ page }) => {
    await page.goto('/product-pol-68-x.html');
    await waitForWidgets(page);
    await expect(page.locator('#projector_omnibus_percent')).toHaveText('+11%');
    await expect(section(page)).toHaveClass(/--omnibus/);
    await expect(section(page)).not.toHaveClass(/--omnibus-higher/);
    await page.selectOption('#projector_sizes_select', '44');
    await expect(page.locator('#projector_size_hidden')).toHaveValue('44');
    await expect(announced(page, 'Wybrany rozmiar: 44')).toBeAttached();
  });

  test('active rebate code: --omnibus-code, kept when another size is chosen', async ({ page }) => {
    await page.goto('/product-pol-32-x.html');
    await waitForWidgets(page);
    await expect(section(page)).toHaveClass(/--omnibus-code/);
    await size(page, 'XL').click();
    await expect(page.locator('#projector_size_hidden')).toHaveValue('XL');
    await expect(section(page)).toHaveClass(/--omnibus-code/);
  });

  test('net price type: the size’s net prices (product_data keyed by net)', async ({ page }) => {
    await editDocument(page, (html) => html.replace('"priceType":"gross"', '"priceType":"net"'));
    await page.goto('/product-pol-2-x.html?price_type=net');
    await waitForWidgets(page);
    await expect(page.locator('#projector_price_value')).toHaveText(`284,54${NB}zł`);
    await size(page, 'XL').click();
    await expect(page.locator('#projector_omnibus_price_value')).toHaveText(`310,97${NB}zł`);
    await expect(page.locator('#projector_price_maxprice')).toHaveText(`365,85${NB}zł`);
    await expect(page.locator('#projector_price_value')).toHaveText(`284,54${NB}zł`);
  });

  test('Czech shop; the regular price is max × sellBy', async ({ page }) => {
    await editProductData(page, (data) => {
      data[0].unit.sellBy = 2;
    });
    await page.goto('/cs/product-cze-2-x.html');
    await waitForWidgets(page);
    const max = await page.evaluate(() => (window as any).product_data[0].sizes[3].price.max.gross.value as number);
    await size(page, 'XL').click();
    const expected = (max * 2)
      .toFixed(2)
      .replace('.', ',')
      .replace(/\B(?=(\d{3})+(?!\d))/g, NB);
    await expect(page.locator('#projector_price_maxprice')).toHaveText(`${expected}${NB}Kč`);
    await expect(announced(page, 'Vybraná velikost: XL')).toBeAttached();
  });

  test('prices per size: GET /ajax/projector.php?action=get&product=<id>&size=<type>&get=sizeprices (held, then released) replaces the inline price; a later choice wins', async ({
    page,
  }) => {
    const held = cue();
    const asked: URL[] = [];
    await page.route('**/ajax/projector.php?*', async (route) => {
      const url = new URL(route.request().url());
      asked.push(url);
      const response = await route.fetch();
      const json = await response.json();
      if (url.searchParams.get('size') === '50') {
        await held.released;
        json.sizeprices.value = 120;
        json.sizeprices.price_formatted = `120,00${NB}zł`;
      }
      await route.fulfill({ response, json });
    });
    await page.goto('/product-pol-228-x.html');
    await waitForWidgets(page);
    await size(page, '50').click();
    // The inline price at once, the answer when it comes.
    await expect(page.locator('#projector_price_value')).toHaveText(`129,00${NB}zł`);
    await expect.poll(() => asked.length).toBe(1);
    expect(Object.fromEntries(asked[0].searchParams)).toEqual({ action: 'get', product: '228', size: '50', get: 'sizeprices', subscription: '1' });
    held.release();
    await expect(page.locator('#projector_price_value')).toHaveText(`120,00${NB}zł`);
    await expect(page.locator('#projector_price_value')).toHaveAttribute('data-price', '120');
    // A choice made while an answer is on its way: the later one counts.
    const second = cue();
    await page.unroute('**/ajax/projector.php?*');
    await page.route('**/ajax/projector.php?*', async (route) => {
      const url = new URL(route.request().url());
      const response = await route.fetch();
      const json = await response.json();
      if (url.searchParams.get('size') === '50') {
        await second.released;
        json.sizeprices.price_formatted = 'stale';
      }
      // The page may have cancelled the request meanwhile.
      await route.fulfill({ response, json }).catch(() => {});
    });
    await size(page, '20').click();
    await expect(page.locator('#projector_price_value')).toHaveText(`59,00${NB}zł`);
    await size(page, '50').click();
    await size(page, '20').click();
    second.release();
    await expect(page.locator('#projector_size_hidden')).toHaveValue('20');
    await expect(page.locator('#projector_price_value')).toHaveText(`59,00${NB}zł`);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('malformed product_data: one warning, the choice still moves and the server prices stay', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await editDocument(page, (html) => html.replace(/window\.product_data = (\[.*?\]);<\/script>/s, 'window.product_data = {"x":$1};</script>'));
    await page.goto('/product-pol-2-x.html');
    await waitForWidgets(page);
    await size(page, 'XL').click();
    await size(page, 'M').click();
    await expect(page.locator('#projector_size_hidden')).toHaveValue('M');
    await expect(page.locator('#projector_omnibus_price_value')).toHaveText(`449,99${NB}zł`);
    // Console messages reach the test after the page has moved on: waited for, not read at once.
    await expect.poll(() => warnings.filter((w) => w.includes('projector'))).toEqual([expect.stringContaining('window.product_data')]);
  });

  test('a theme whose size links have other classes names them with data-parts', async ({ page }) => {
    await editDocument(page, (html) =>
      html
        .replaceAll('class="projector_sizes__item', 'class="my_size')
        .replace('data-widget="projector"', `data-widget="projector" data-parts='{"sizes": "#projector_sizes_section a.my_size"}'`),
    );
    await page.goto('/product-pol-2-x.html');
    await waitForWidgets(page);
    await page.locator('a.my_size[data-size-type="XL"]').click();
    await expect(page.locator('#projector_size_hidden')).toHaveValue('XL');
    await expect(page.locator('#projector_omnibus_percent')).toHaveText('-8%');
  });
});

test.describe('product page: the omnibus box as the template shows it (spec §9 "Omnibus")', () => {
  const labels = (page: Page) => page.locator('.product_name__block.--label');
  const badge = (page: Page, text: string) => labels(page).locator('.label').filter({ hasText: text });

  for (const width of WIDTHS) {
    test(`${width} px: an active rebate code: the "rebate code" badge and the price without the code, with its percent, follow the size; the regular price gives way`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await editProductData(page, (data) => {
        // Size XL: a larger rebate from the code (its own price before the code).
        const xl = data[0].sizes.find((s: any) => s.id === 'XL').price;
        xl.beforeRebate = { gross: { value: 349.99, formatted: `349,99${NB}zł` } };
      });
      await page.goto('/product-pol-32-x.html');
      await waitForWidgets(page);
      await expect(badge(page, 'Kod rabatowy')).toBeVisible();
      const line = page.locator('#projector_price_beforerebate_wrapper');
      await expect(line).toBeVisible();
      await expect(line).toContainText('Cena bez kodu:');
      await expect(page.locator('#projector_price_beforerebate')).toHaveText(`299,99${NB}zł`);
      await size(page, 'XL').click();
      await expect(page.locator('#projector_price_beforerebate')).toHaveText(`349,99${NB}zł`);
      const price = Number(await page.locator('#projector_price_value').getAttribute('data-price'));
      await expect(page.locator('#projector_beforerebate_percent')).toHaveText(`-${Math.round(100 - (100 * price) / 349.99)}%`);
      await expect(line).toBeVisible();
      await expect(badge(page, 'Kod rabatowy')).toBeVisible();
      await expect(page.locator('#projector_price_maxprice_wrapper')).toBeHidden();
    });

    test(`${width} px: an announced price: "Cena nadchodząca od <date>: <price>" instead of the 30-day lowest and the regular price; the badges follow the size (bargain, promotion, none)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await threeKindsOfSize(page);
      await page.goto('/product-pol-2-x.html');
      await waitForWidgets(page);
      const announced = page.locator('#projector_price_new_price_wrapper');
      await expect(announced).toBeVisible();
      await expect(announced).toHaveText(/^Cena nadchodząca od \d{4}-\d{2}-\d{2}: 449,99\s?zł$/);
      await expect(page.locator('.omnibus_price')).toBeHidden();
      await expect(page.locator('#projector_price_maxprice_wrapper')).toBeHidden();
      await expect(badge(page, 'Okazja')).toBeVisible();
      await expect(badge(page, 'Promocja')).toBeHidden();
      // Size L: the 30-day lowest above the price and nothing announced: the promotion badge, the lowest price shown.
      await size(page, 'L').click();
      await expect(announced).toBeHidden();
      await expect(page.locator('.omnibus_price')).toBeVisible();
      await expect(badge(page, 'Promocja')).toBeVisible();
      await expect(badge(page, 'Okazja')).toBeHidden();
      // Size M: no offer: no badge, no omnibus line.
      await size(page, 'M').click();
      await expect(labels(page).locator('.label:visible')).toHaveCount(0);
      await expect(announced).toBeHidden();
      await size(page, 'S').click();
      await expect(announced).toBeVisible();
      await expect(badge(page, 'Okazja')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('Czech shop: "Kód slevy" and "Cena bez kódu:" (the spec’s texts)', async ({ page }) => {
    await page.goto('/cs/product-cze-32-x.html');
    await waitForWidgets(page);
    await expect(badge(page, 'Kód slevy')).toBeVisible();
    await expect(page.locator('#projector_price_beforerebate_wrapper')).toContainText('Cena bez kódu:');
    await expect(page.locator('#projector_price_beforerebate_wrapper')).toBeVisible();
  });

  test('price above the 30-day lowest: the bargain badge ("Okazja"), not the promotion', async ({ page }) => {
    await page.goto('/product-pol-68-x.html');
    await waitForWidgets(page);
    await expect(badge(page, 'Okazja')).toBeVisible();
    await expect(badge(page, 'Promocja')).toBeHidden();
  });
});

test.describe('product page: quantity', () => {
  for (const width of WIDTHS) {
    test(`${width} px: the template's − and + step within the limits; a typed value is kept and only brought within them when committed`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/product-pol-2-x.html');
      await waitForWidgets(page);
      const input = page.locator('#projector_number');
      const less = page.getByRole('button', { name: 'Zmniejsz ilość' });
      const more = page.getByRole('button', { name: 'Zwiększ ilość' });
      await expect(less).toBeDisabled();
      await expect(less).toHaveClass(/projector_buy__number_down/);
      // The first tap may be held until the controls arrive (a second tap while it is held is dropped): each step is
      // waited for.
      await more.click();
      await expect(input).toHaveValue('2');
      await more.click();
      await expect(input).toHaveValue('3');
      await less.click();
      await expect(input).toHaveValue('2');
      // Typed, not yet committed: + steps from it.
      await input.fill('7');
      await more.click();
      await expect(input).toHaveValue('8');
      await input.fill('150');
      await input.press('Tab');
      await expect(input).toHaveValue('99');
      await expect(more).toBeDisabled();
      await expect(announced(page, 'Ilość: 99')).toBeAttached();
      await input.fill('0');
      await input.press('Tab');
      await expect(input).toHaveValue('1');
      await expect(page.locator('.projector_unit')).toHaveText('szt.');
    });
  }

  test('a tap on + before the controls arrive is held and replayed once they are there; a second tap while it is held is dropped (the same wish, as on a link)', async ({
    page,
  }) => {
    const controls = await holdIsland(page, 'controls-shell');
    await page.goto('/product-pol-2-x.html');
    await waitForWidgets(page);
    const input = page.locator('#projector_number');
    const more = page.getByRole('button', { name: 'Zwiększ ilość' });
    await more.click();
    await expect(more).toHaveAttribute('aria-busy', 'true');
    await more.click();
    await expect.poll(() => controls.asked()).toBe(true);
    expect(await input.inputValue()).toBe('1'); // held, not stepped
    controls.release();
    await expect(more).not.toHaveAttribute('aria-busy', 'true');
    await expect(input).toHaveValue('2');
    await more.click(); // the controls are there: each tap a step
    await expect(input).toHaveValue('3');
  });

  test('a value typed before the widget arrived is kept: the buttons step from it', async ({ page }) => {
    // The whole core chunk held: the form as the server drew it, typed into before any of the widget is there.
    const held = cue();
    await page.route(/\/storefront\/core-[\w-]+\.js$/, async (route) => {
      await held.released;
      await route.fallback();
    });
    await page.goto('/product-pol-2-x.html');
    const input = page.locator('#projector_number');
    await input.fill('5');
    await expect(page.locator('#projector_form')).not.toHaveAttribute('data-widget-state', 'mounted');
    held.release();
    await waitForWidgets(page);
    await expect(page.locator('#projector_form')).toHaveAttribute('data-widget-state', 'mounted');
    await expect(input).toHaveValue('5');
    await page.getByRole('button', { name: 'Zwiększ ilość' }).click();
    await expect(input).toHaveValue('6');
  });

  test('a value typed while the controls are on their way is kept, and corrected when committed once they are there', async ({ page }) => {
    const held = await holdIsland(page, 'controls-shell');
    await page.goto('/product-pol-2-x.html');
    await waitForWidgets(page);
    const input = page.locator('#projector_number');
    await input.fill('500');
    await expect.poll(held.asked).toBe(true);
    held.release();
    await expect(input).toHaveValue('500');
    await input.press('Tab');
    await expect(input).toHaveValue('99');
    await expect(page.getByRole('button', { name: 'Zwiększ ilość' })).toBeDisabled();
  });

  test('steps by sellBy (data-sellby)', async ({ page }) => {
    await editDocument(page, (html) =>
      html.replace(/value="1" step="1" min="1" max="99" data-sellby="1"/, 'value="3" step="3" min="3" max="30" data-sellby="3"'),
    );
    await page.goto('/product-pol-2-x.html');
    await waitForWidgets(page);
    const input = page.locator('#projector_number');
    await page.getByRole('button', { name: 'Zwiększ ilość' }).click();
    await expect(input).toHaveValue('6');
    await input.fill('10');
    await input.press('Tab');
    await expect(input).toHaveValue('9');
  });

  test('a theme with its own quantity input names it with data-parts', async ({ page }) => {
    await editDocument(page, (html) =>
      html
        .replace('id="projector_number"', 'id="my_qty"')
        .replace('for="projector_number"', 'for="my_qty"')
        .replace('data-widget="projector"', `data-widget="projector" data-parts='{"quantity": "#my_qty"}'`),
    );
    await page.goto('/product-pol-2-x.html');
    await waitForWidgets(page);
    await page.getByRole('button', { name: 'Zwiększ ilość' }).click();
    await expect(page.locator('#my_qty')).toHaveValue('2');
  });
});

test.describe('product page: deposit', () => {
  for (const width of WIDTHS) {
    test(`${width} px: the info trigger sits after the deposit value; its panel opens on focus and its link opens the explainer modal (axe-clean)`, async ({
      page,
    }) => {
      const errors = trackPageErrors(page);
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/product-pol-179-x.html');
      await waitForWidgets(page);
      await expect(page.locator('#projector_price_deposit')).toHaveClass(/--active/);
      await expect(page.locator('#projector_price_deposit_value')).toHaveText(`0,50${NB}zł`);
      await expect(page.locator('#projector_price_deposit_value + .projector_deposit__info .projector_deposit__trigger')).toBeAttached();
      const trigger = page.getByRole('button', { name: 'Informacje o kaucji' });
      await trigger.focus();
      const panel = page.getByRole('dialog', { name: 'Informacje o kaucji' });
      await expect(panel).toContainText('kaucję za opakowanie zwrotne');
      await page.keyboard.press('Tab');
      const link = panel.getByRole('link', { name: 'Dowiedz się więcej' });
      await expect(link).toBeFocused();
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
  }

  test('no React before the first interaction: a tap on the trigger while the panel code is on its way is held and opens the panel', async ({ browser }) => {
    const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 800 } });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    const island = await holdIsland(page, 'Deposit');
    await page.goto('/product-pol-179-x.html');
    await waitForWidgets(page);
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

  test('a size without a deposit takes --active off the deposit block; one with it puts it back', async ({ page }) => {
    await editDocument(page, (html) =>
      withProductData(html, (data) => {
        const first = data[0].sizes[0];
        data[0].sizes.push({ ...first, id: 'six', price: { ...first.price, depositPrice: { gross: { value: 3, formatted: `3,00${NB}zł` } } } });
        data[0].sizes.push({ ...first, id: 'none', price: { ...first.price, depositPrice: false } });
      }).replace(
        '<div id="projector_prices_section"',
        '<div id="projector_sizes_section"><a class="projector_sizes__item --selected" href="?selected_size=uniw" data-size-type="uniw">1</a><a class="projector_sizes__item" href="?selected_size=six" data-size-type="six">6</a><a class="projector_sizes__item" href="?selected_size=none" data-size-type="none">0</a></div><div id="projector_prices_section"',
      ),
    );
    await page.goto('/product-pol-179-x.html');
    await waitForWidgets(page);
    await size(page, 'none').click();
    await expect(page.locator('#projector_price_deposit')).not.toHaveClass(/--active/);
    await expect(page.locator('#projector_price_deposit')).toBeHidden();
    await size(page, 'six').click();
    await expect(page.locator('#projector_price_deposit')).toHaveClass(/--active/);
    await expect(page.locator('#projector_price_deposit_value')).toHaveText(`3,00${NB}zł`);
  });

  test('Czech texts of the info panel: "Zjisti více"', async ({ page }) => {
    await editDocument(page, (html) => html.replace('"symbol":"pl"', '"symbol":"cs"'));
    await page.goto('/product-pol-179-x.html');
    await waitForWidgets(page);
    await page.getByRole('button', { name: 'Informace o záloze' }).click();
    await page.getByRole('link', { name: 'Zjisti více' }).click();
    await expect(page.getByRole('dialog', { name: 'Zálohový systém' })).toContainText(`0,50${NB}zł s DPH`);
  });
});

test.describe('product page: subscription', () => {
  const price = (page: Page) => page.locator('.projector_purchase__yousave .projector_subscription__price');
  const item = (page: Page, days: number) => page.locator(`#projector_subscription_section a.projector_subscription__item[data-days="${days}"]`);

  test('asks the batch for Projector exactly as the spec says', async ({ page }) => {
    const requests = batchRequests(page);
    await page.goto('/product-pol-226-x.html');
    await waitForWidgets(page);
    const bodies = requests.map((r) => JSON.parse(new URLSearchParams(r.postData() ?? '').get('request') ?? '{}'));
    expect(bodies.find((b) => 'Projector' in b)?.Projector).toEqual({ format: 'json', params: {} });
  });

  for (const width of WIDTHS) {
    test(`${width} px: the chosen period’s subscription price, gross and net with the percent saved; items move .--selected and days_in_period; the radios set the form’s data-subscription`, async ({
      page,
    }) => {
      const errors = trackPageErrors(page);
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/product-pol-226-x.html');
      await waitForWidgets(page);
      // 89,00 zł gross / 72,36 zł net, 10 % of the price before rebate: 89 − 8,90 = 80,10; net reduced by 10 %.
      await expect(price(page)).toHaveText(`Cena w subskrypcji: 80,10${NB}zł brutto (65,12${NB}zł netto), oszczędzasz 10%`);
      await expect(price(page)).toHaveAttribute('aria-live', 'polite');
      await expect(item(page, 30)).toHaveAttribute('aria-current', 'true');
      // A fixed amount of 5 zł: 84,00 zł; percent 100 − 100 × 84 / 89 = 5,6 → 6; net 72,36 reduced by 5,6 %.
      await item(page, 60).click();
      await expect(item(page, 60)).toHaveClass(/--selected/);
      await expect(item(page, 30)).not.toHaveClass(/--selected/);
      await expect(page.locator('input[name="days_in_period"]')).toHaveValue('60');
      await expect(price(page)).toHaveText(`Cena w subskrypcji: 84,00${NB}zł brutto (68,29${NB}zł netto), oszczędzasz 6%`);
      await expect(page).toHaveURL(/product-pol-226-x\.html$/);
      // A one-time purchase has no subscription price.
      await page.getByRole('radio', { name: 'Jednorazowy zakup' }).check();
      await expect(page.locator('#projector_form')).toHaveAttribute('data-subscription', '0');
      await expect(price(page)).toHaveText('');
      await expect(page.locator('.projector_purchase__yousave')).not.toHaveClass(/--active/);
      await page.getByRole('radio', { name: /^Subskrypcja/ }).check();
      await expect(page.locator('#projector_form')).toHaveAttribute('data-subscription', '1');
      await expect(page.locator('.projector_purchase__yousave')).toHaveClass(/--active/);
      // By keyboard.
      await item(page, 30).focus();
      await page.keyboard.press('Enter');
      await expect(page.locator('input[name="days_in_period"]')).toHaveValue('30');
      await expect(price(page)).toHaveText(/80,10/);
      await expectNoAxeViolations(page, `product page with a subscription price, ${width} px`);
      expect(errors).toEqual([]);
    });
  }

  for (const width of WIDTHS) {
    test(`${width} px: the template’s you-save text ("Oszczędzasz 10%") and the subscription price read apart, the price on a line of its own; the template’s value follows the chosen period`, async ({
      page,
    }) => {
      const errors = trackPageErrors(page);
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/product-pol-226-x.html');
      await waitForWidgets(page);
      const yousave = page.locator('.projector_purchase__yousave');
      const value = page.locator('.projector_purchase__yousave_value');
      const sentence = (gross: string, net: string, percent: number) =>
        `Cena w subskrypcji: ${gross}${NB}zł brutto (${net}${NB}zł netto), oszczędzasz ${percent}%`;
      await expect(price(page)).toHaveText(sentence('80,10', '65,12', 10));
      // What the shopper sees (innerText: as rendered): the template's text, then the price on its own line; never
      // "Oszczędzasz 10%Cena w subskrypcji".
      await expect(yousave).toHaveText(`Oszczędzasz 10%\n${sentence('80,10', '65,12', 10)}`, { useInnerText: true });
      await expect(value).toHaveText('10%');
      const text = await value.boundingBox();
      const own = await price(page).boundingBox();
      expect(own!.y).toBeGreaterThanOrEqual(text!.y + text!.height - 1);
      // The radio's accessible name reads them apart too.
      await expect(page.getByRole('radio', { name: /^Subskrypcja/ })).toHaveAccessibleName(/Oszczędzasz 10% Cena w subskrypcji: 80,10/);
      // A fixed amount: the template's value shows it (as the template's script writes it), the price follows.
      await item(page, 60).click();
      await expect(value).toHaveText(`5,00${NB}zł`);
      await expect(yousave).toHaveText(`Oszczędzasz 5,00${NB}zł\n${sentence('84,00', '68,29', 6)}`, { useInnerText: true });
      await item(page, 30).click();
      await expect(yousave).toHaveText(`Oszczędzasz 10%\n${sentence('80,10', '65,12', 10)}`, { useInnerText: true });
      expect(errors).toEqual([]);
    });
  }

  test('Czech shop: koruny in the shop format; a size with its own prices changes the subscription price', async ({ page }) => {
    // The size's own price (a routed Projector part whose size price differs from the product's) is what counts.
    await editProjector(page, (part) => {
      const s = part.response.productData.sizes[0];
      s.price.max = { gross: { value: 600, formatted: '600,00 Kč' }, net: { value: 495.87, formatted: '495,87 Kč' } };
      s.price.beforeRebate = { gross: { value: 600, formatted: '600,00 Kč' }, net: { value: 495.87, formatted: '495,87 Kč' } };
    });
    await page.goto('/cs/product-cze-226-x.html');
    await waitForWidgets(page);
    await expect(price(page)).toHaveText(`Cena v předplatném: 540,00${NB}Kč s DPH (446,28${NB}Kč bez DPH), ušetříte 10 %`);
    await item(page, 60).click();
    // 25 Kč off 600: 575,00; percent 100 − 100 × 575 / 600 = 4,17 → 4.
    await expect(price(page)).toHaveText(`Cena v předplatném: 575,00${NB}Kč s DPH (475,21${NB}Kč bez DPH), ušetříte 4 %`);
  });

  test("a subscription product with two sizes: choosing the other size recomputes the subscription price from that size's own price", async ({ page }) => {
    await page.goto('/product-pol-228-x.html');
    await waitForWidgets(page);
    // 20 bags at 59,00 zł: 10 % off → 53,10 zł.
    await expect(price(page)).toHaveText(`Cena w subskrypcji: 53,10${NB}zł brutto (43,17${NB}zł netto), oszczędzasz 10%`);
    await size(page, '50').click();
    // 50 bags at 129,00 zł: 10 % off → 116,10 zł.
    await expect(price(page)).toHaveText(`Cena w subskrypcji: 116,10${NB}zł brutto (94,39${NB}zł netto), oszczędzasz 10%`);
    await item(page, 60).click();
    // 5 zł off 129: 124,00; percent 100 − 100 × 124 / 129 = 3,9 → 4.
    await expect(price(page)).toHaveText(/^Cena w subskrypcji: 124,00\u00a0zł brutto .*oszczędzasz 4%$/);
    await size(page, '20').click();
    await expect(price(page)).toHaveText(/^Cena w subskrypcji: 54,00\u00a0zł brutto .*oszczędzasz 8%$/);
  });

  test('a malformed Projector part: one warning; no subscription price until the server prices the size (sizeprices&subscription=1)', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await editProjector(page, (part) => {
      part.response.productData.price.youSavePercent = { bad: true };
    });
    await page.goto('/product-pol-228-x.html');
    await waitForWidgets(page);
    await expect.poll(() => warnings.filter((w) => w.includes('Projector batch part')).length).toBe(1);
    await expect(price(page)).toHaveText('');
    await size(page, '50').click();
    await expect(page.locator('#projector_price_value')).toHaveText(`129,00${NB}zł`);
    // The server's answer for the size prices the subscription: 10 % off 129,00 zł.
    await expect(price(page)).toHaveText(`Cena w subskrypcji: 116,10${NB}zł brutto (94,39${NB}zł netto), oszczędzasz 10%`);
    await item(page, 60).click();
    await expect(page.locator('input[name="days_in_period"]')).toHaveValue('60');
    await expect(price(page)).toHaveText(/^Cena w subskrypcji: 124,00\u00a0zł brutto/);
    expect(warnings.filter((w) => w.includes('projector'))).toHaveLength(1);
  });

  test.describe('the subscription price from the server: GET /ajax/projector.php … get=sizeprices&subscription=1', () => {
    /** Routes the size prices: size 50's answer replaced by `answer(json)` (a status, a body or JSON), held until `held` is released. */
    async function routeSizePrices(page: Page, answer: (json: any) => { status?: number; body?: string; json?: unknown }, held?: Promise<void>) {
      const asked: URLSearchParams[] = [];
      await page.route('**/ajax/projector.php?*', async (route) => {
        const query = new URL(route.request().url()).searchParams;
        asked.push(query);
        // The page may cancel a request (a later choice) and the test may end while one is on its way.
        try {
          const response = await route.fetch();
          const json = await response.json();
          if (query.get('size') !== '50' || query.get('subscription') !== '1') return await route.fulfill({ response, json });
          if (held) await held;
          const out = answer(json);
          await route.fulfill(
            out.json !== undefined
              ? { response, json: out.json, ...(out.status ? { status: out.status } : {}) }
              : { status: out.status ?? 200, contentType: 'application/json', body: out.body ?? '' },
          );
        } catch {
          // cancelled or ended
        }
      });
      return asked;
    }
    const nothingBroken = async (page: Page) => expect(page.locator('#projector_form')).not.toContainText(/NaN|undefined|null|\[object/);

    for (const width of WIDTHS) {
      test(`${width} px: the answer drives the shown prices (the price, and the subscription price from its prices); while it is held, the Projector part's; the radios ask again`, async ({
        page,
      }) => {
        const errors = trackPageErrors(page);
        await page.setViewportSize({ width, height: 900 });
        const held = cue();
        const asked = await routeSizePrices(
          page,
          (json) => ({
            json: {
              ...json,
              sizeprices: {
                ...json.sizeprices,
                value: 100,
                price_formatted: `100,00${NB}zł`,
                price_net: 80,
                price_net_formatted: `80,00${NB}zł`,
                maxprice: 100,
                maxprice_formatted: `100,00${NB}zł`,
                maxprice_net: 80,
                maxprice_net_formatted: `80,00${NB}zł`,
              },
            },
          }),
          held.released,
        );
        await page.goto('/product-pol-228-x.html');
        await waitForWidgets(page);
        await size(page, '50').click();
        await expect.poll(() => asked.length).toBe(1);
        expect(Object.fromEntries(asked[0])).toEqual({ action: 'get', product: '228', size: '50', get: 'sizeprices', subscription: '1' });
        // Held: the size's inline price, and the subscription price from the Projector part (10 % off 129,00 zł).
        await expect(page.locator('#projector_price_value')).toHaveText(`129,00${NB}zł`);
        await expect(price(page)).toHaveText(`Cena w subskrypcji: 116,10${NB}zł brutto (94,39${NB}zł netto), oszczędzasz 10%`);
        held.release();
        // The answer: 100,00 zł (80,00 net); 10 % off: 90,00 zł (72,00 zł net).
        await expect(page.locator('#projector_price_value')).toHaveText(`100,00${NB}zł`);
        await expect(price(page)).toHaveText(`Cena w subskrypcji: 90,00${NB}zł brutto (72,00${NB}zł netto), oszczędzasz 10%`);
        // Another period prices from the same answer (nothing asked again): 5 zł off 100,00 zł.
        await item(page, 60).click();
        await expect(price(page)).toHaveText(`Cena w subskrypcji: 95,00${NB}zł brutto (76,00${NB}zł netto), oszczędzasz 5%`);
        expect(asked).toHaveLength(1);
        // A one-time purchase asks without &subscription=1: the one-time price; back to the subscription: asked with it.
        await page.getByRole('radio', { name: 'Jednorazowy zakup' }).check();
        await expect.poll(() => asked.length).toBe(2);
        expect(asked[1].has('subscription')).toBe(false);
        await expect(page.locator('#projector_price_value')).toHaveText(`129,00${NB}zł`);
        await expect(price(page)).toHaveText('');
        await page.getByRole('radio', { name: /^Subskrypcja/ }).check();
        await expect.poll(() => asked.length).toBe(3);
        expect(asked[2].get('subscription')).toBe('1');
        await expect(page.locator('#projector_price_value')).toHaveText(`100,00${NB}zł`);
        await expect(price(page)).toHaveText(`Cena w subskrypcji: 95,00${NB}zł brutto (76,00${NB}zł netto), oszczędzasz 5%`);
        await nothingBroken(page);
        await expectNoAxeViolations(page, `product page with the server's subscription prices, ${width} px`);
        expect(errors).toEqual([]);
        await page.unrouteAll({ behavior: 'ignoreErrors' });
      });
    }

    test('a period chosen while no answer prices the chosen size: the size prices are asked with &subscription=1 (once)', async ({ page }) => {
      const asked: URLSearchParams[] = [];
      await page.route('**/ajax/projector.php?*', async (route) => {
        asked.push(new URL(route.request().url()).searchParams);
        const response = await route.fetch();
        const json = await response.json();
        await route.fulfill({
          response,
          json: { ...json, sizeprices: { ...json.sizeprices, value: 100, price_net: 80, maxprice: 100, maxprice_net: 80, price_formatted: `100,00${NB}zł` } },
        });
      });
      await page.goto('/product-pol-228-x.html');
      await waitForWidgets(page);
      await expect(price(page)).toHaveText(/^Cena w subskrypcji: 53,10/);
      expect(asked).toHaveLength(0);
      await item(page, 60).click();
      await expect.poll(() => asked.length).toBe(1);
      expect(Object.fromEntries(asked[0])).toEqual({ action: 'get', product: '228', size: '20', get: 'sizeprices', subscription: '1' });
      // 5 zł off the answer's 100,00 zł.
      await expect(price(page)).toHaveText(`Cena w subskrypcji: 95,00${NB}zł brutto (76,00${NB}zł netto), oszczędzasz 5%`);
      await item(page, 30).click();
      await expect(price(page)).toHaveText(`Cena w subskrypcji: 90,00${NB}zł brutto (72,00${NB}zł netto), oszczędzasz 10%`);
      expect(asked).toHaveLength(1);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    });

    const BAD: [string, (json: any) => { status?: number; body?: string; json?: unknown }, RegExp][] = [
      ['failed (HTTP 500)', () => ({ status: 500, body: 'error' }), /could not be loaded/],
      // An error status is never read past, even when its body would be a whole answer (ky's HTTPError).
      ['failed (HTTP 500) with a whole answer in its body', (json) => ({ status: 500, json }), /could not be loaded/],
      ['not JSON', () => ({ body: '<html>garbage' }), /could not be loaded/],
      ['missing (no sizeprices)', (json) => ({ json: { ...json, sizeprices: undefined } }), /unexpected shape/],
      [
        'malformed (no number, a formatted text that is no price)',
        (json) => ({ json: { ...json, sizeprices: { ...json.sizeprices, value: 'abc', price: null, price_formatted: 'NaN' } } }),
        /unexpected shape/,
      ],
      [
        'a number whose formatted text is "NaN"',
        (json) => ({ json: { ...json, sizeprices: { ...json.sizeprices, value: 100, price: 100, price_formatted: 'NaN', price_net: 80 } } }),
        /unexpected shape/,
      ],
      ['a price without its net side', () => ({ json: { sizeprices: { value: 100, price_formatted: `100,00${NB}zł` } } }), /without a gross and a net price/],
    ];
    for (const [what, answer, warning] of BAD) {
      test(`an answer ${what}: the subscription price from the spec's formula over the Projector part, one warning, nothing undefined or NaN shown`, async ({
        page,
      }) => {
        const errors = trackPageErrors(page);
        const warnings: string[] = [];
        page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
        const held = cue();
        await routeSizePrices(page, answer, held.released);
        await page.goto('/product-pol-228-x.html');
        await waitForWidgets(page);
        await size(page, '50').click();
        await expect(price(page)).toHaveText(`Cena w subskrypcji: 116,10${NB}zł brutto (94,39${NB}zł netto), oszczędzasz 10%`);
        held.release();
        await expect.poll(() => warnings.filter((w) => w.includes('projector')).length).toBe(1);
        expect(warnings.find((w) => w.includes('projector'))).toMatch(warning);
        expect(warnings.find((w) => w.includes('projector'))).toMatch(/subscription price is computed from the Projector part/);
        await expect(price(page)).toHaveText(`Cena w subskrypcji: 116,10${NB}zł brutto (94,39${NB}zł netto), oszczędzasz 10%`);
        await expect(page.locator('#projector_price_value')).toHaveText(what === 'a price without its net side' ? `100,00${NB}zł` : `129,00${NB}zł`);
        await item(page, 60).click();
        await expect(price(page)).toHaveText(/^Cena w subskrypcji: 124,00\u00a0zł brutto .*oszczędzasz 4%$/);
        await nothingBroken(page);
        expect(warnings.filter((w) => w.includes('projector'))).toHaveLength(1);
        expect(errors).toEqual([]);
        await page.unrouteAll({ behavior: 'ignoreErrors' });
      });
    }
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

test.describe('product page: the controls come when the shopper reaches for the form', () => {
  test("before any interaction the form reads right (names, the − at the minimum disabled, the chosen size current) and the controls' code is not fetched", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await page.goto('/product-pol-2-x.html');
    await waitForWidgets(page);
    await expect(page.locator('#projector_form')).toHaveAttribute('data-widget-state', 'mounted');
    await expect(page.getByRole('button', { name: 'Zmniejsz ilość' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Zwiększ ilość' })).toBeEnabled();
    await expect(size(page, 'S')).toHaveAttribute('aria-current', 'true');
    await expectNoAxeViolations(page, 'product form before any interaction');
    // Only the loader and the core chunk: the form's own code is in the core; its controls are not fetched.
    expect(scripts.filter((s) => /\/storefront\//.test(s)).map((s) => s.replace(/-[\w-]+\.js$/, '').replace('/storefront/', ''))).toEqual([
      'loader.js',
      'core',
    ]);
  });

  for (const width of WIDTHS)
    test(`${width} px: a click on + while the controls are on their way is held, then steps once they are there`, async ({ page }) => {
      const held = await holdIsland(page, 'controls-shell');
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/product-pol-2-x.html');
      await waitForWidgets(page);
      expect(held.asked()).toBe(false);
      const input = page.locator('#projector_number');
      const more = page.getByRole('button', { name: 'Zwiększ ilość' });
      await more.click();
      await expect.poll(held.asked).toBe(true);
      await expect(more).toHaveAttribute('aria-busy', 'true');
      await expect(input).toHaveValue('1');
      held.release();
      await expect(input).toHaveValue('2');
      await expect(more).not.toHaveAttribute('aria-busy');
      await expect(page.getByRole('button', { name: 'Zmniejsz ilość' })).toBeEnabled();
    });

  test('a value typed and committed while the controls are on their way is brought within the limits when they arrive, announced', async ({ page }) => {
    const held = await holdIsland(page, 'controls-shell');
    await page.goto('/product-pol-2-x.html');
    await waitForWidgets(page);
    const input = page.locator('#projector_number');
    await input.fill('500');
    await input.press('Tab');
    await expect.poll(held.asked).toBe(true);
    await expect(input).toHaveValue('500');
    held.release();
    await expect(input).toHaveValue('99');
    await expect(announced(page, 'Ilość: 99')).toBeAttached();
  });

  test('a size clicked while the controls are on their way is chosen once they are there, without leaving the page', async ({ page }) => {
    const held = await holdIsland(page, 'controls-shell');
    await page.goto('/product-pol-2-x.html');
    await waitForWidgets(page);
    await size(page, 'XL').click();
    await expect.poll(held.asked).toBe(true);
    await expect(size(page, 'XL')).not.toHaveClass(/--selected/);
    held.release();
    await expect(size(page, 'XL')).toHaveClass(/--selected/);
    await expect(size(page, 'XL')).toHaveAttribute('aria-current', 'true');
    await expect(page.locator('#projector_size_hidden')).toHaveValue('XL');
    await expect(page.locator('#projector_price_value')).toHaveText(`349,99${NB}zł`);
    await expect(page).toHaveURL(/product-pol-2-x\.html$/);
  });

  test('a size picked in the select while the controls are on their way is chosen once they are there', async ({ page }) => {
    const held = await holdIsland(page, 'controls-shell');
    await page.goto('/product-pol-68-x.html');
    await waitForWidgets(page);
    const select = page.locator('select#projector_sizes_select');
    const other = await select.evaluate((s: HTMLSelectElement) => [...s.options].find((o) => !o.selected && !o.disabled)!.value);
    await select.focus();
    await select.selectOption(other);
    await expect.poll(held.asked).toBe(true);
    held.release();
    await expect(page.locator('#projector_size_hidden')).toHaveValue(other);
  });

  test("the controls failing to load: one error reported; a size link does what the server's does", async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && m.text().includes('"projector"') && errors.push(m.text()));
    const fail = await failChunk(page, 'controls-shell');
    await page.goto('/product-pol-2-x.html');
    await waitForWidgets(page);
    await size(page, 'XL').click();
    await expect.poll(fail.asked).toBe(true);
    fail.release();
    await page.waitForURL(/selected_size=XL/);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('failed to load');
  });
});
