/**
 * The instalment calculator (spec §5 "Instalment calculator", §4 "Instalment button", §8
 * "Instalment messages") on the Standard template's `#projector_instalments` block of the fixture product page
 * (/instalment-product.php, product 1: 269,99 zł gross, 219,50 zł net; bounds 300–20 000 zł unless the query sets
 * min/max) and basket page (/instalment-basket.php); the amounts from the page's `const instalmentData`. The item's
 * link (data-window) opens the fixture simulator in a new tab with the amount.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectNoAxeViolations, holdIsland, trackPageErrors, waitForWidgets } from './helpers';
import { evidence } from './evidence';

const opener = (page: Page) => page.locator('a.projector_instalments__item');
const toggle = (page: Page) => page.locator('a.projector_instalments__link');
const quantity = (page: Page) => page.locator('#projector_number');
const dialog = (page: Page) => page.getByRole('dialog');
const productOnly = (page: Page) => dialog(page).getByRole('button', { name: /^Tylko ten produkt/ });
const withBasket = (page: Page) => dialog(page).getByRole('button', { name: /^Z wartością koszyka/ });
const basketButton = (page: Page) => dialog(page).getByRole('button', { name: /^Produkty w koszyku/ });
const S = '[\\s\\u00a0\\u202f]';
const NB = '\u00a0';

async function open(page: Page, url: string, count?: string): Promise<void> {
  await page.goto(url);
  await waitForWidgets(page);
  await expect(page.locator('[data-widget="instalment"]')).toHaveAttribute('data-widget-state', 'mounted');
  // The list link shows the providers' links (the block's --active).
  await toggle(page).click();
  await expect(opener(page)).toBeVisible();
  if (count !== undefined) await quantity(page).fill(count);
}

/** Clicks (or runs `act`) and returns the simulator tab's amount: a number string or null (no amount). */
async function simulated(context: BrowserContext, act: () => Promise<void>): Promise<string | null> {
  const [tab] = await Promise.all([context.waitForEvent('page'), act()]);
  await tab.waitForLoadState();
  const amount = new URL(tab.url()).searchParams.get('amount') || null;
  if (amount) await expect(tab.locator('#instalment_amount')).toHaveText(amount);
  else await expect(tab.locator('#instalment_amount_missing')).toBeVisible();
  await tab.close();
  return amount;
}

test.describe('product page', () => {
  for (const width of [390, 1280]) {
    test(`${width} px: empty basket, amount within the bounds: the template's instalment link runs at once with instalmentData's price × quantity`, async ({
      page,
      context,
    }) => {
      const errors = trackPageErrors(page);
      await page.setViewportSize({ width, height: 900 });
      await open(page, '/instalment-product.php', '2');
      // instalmentData is a top-level const: a global binding, not a window property.
      expect(await page.evaluate(() => 'instalmentData' in window)).toBe(false);
      await expect(page.locator('#projector_instalments')).toHaveClass(/--active/);
      await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
      expect(await simulated(context, () => opener(page).click())).toBe('539.98');
      await expect(dialog(page)).toHaveCount(0);
      await quantity(page).fill('10');
      expect(await simulated(context, () => opener(page).click())).toBe('2699.90');
      await expect(page).toHaveURL(/instalment-product\.php$/);
      expect(errors).toEqual([]);
    });
  }

  test("the list link shows and hides the providers' links (the block's --active, aria-expanded), by keyboard too", async ({ page }) => {
    await page.goto('/instalment-product.php');
    await waitForWidgets(page);
    await expect(opener(page)).toBeHidden();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    await toggle(page).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#projector_instalments')).toHaveClass(/--active/);
    await expect(opener(page)).toBeVisible();
    await page.keyboard.press('Space');
    await expect(page.locator('#projector_instalments')).not.toHaveClass(/--active/);
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(page).toHaveURL(/instalment-product\.php$/);
  });

  /** The page's console warnings and every request that reached the provider (answered with a page of its own). */
  async function recordProvider(page: Page, context: BrowserContext) {
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    const provider: string[] = [];
    await context.route('https://provider.invalid/**', (route) => {
      provider.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: '<p>provider</p>' });
    });
    return { warnings, provider };
  }

  /**
   * The product page with the provider link on another host; `hosts`: the head configuration's instalmentHosts;
   * `stock`: the item as a stock template serves it (its href a javascript: call; its onclick counts its runs).
   */
  async function providerPage(page: Page, hosts: string[] | undefined, { stock = false } = {}) {
    await page.route('**/instalment-product.php?*', async (route) => {
      const response = await route.fetch();
      let body = (await response.text()).replace(
        /data-window="[^"]*"/,
        'data-window="https://provider.invalid/simulator?amount={calculate_price}" onclick="window.platformOnclick = true"',
      );
      if (stock)
        body = body.replace(
          /<a class="projector_instalments__item" href="[^"]*"(.*?)onclick="[^"]*"/,
          '<a class="projector_instalments__item" href="javascript:void(0)"$1onclick="event.preventDefault(); window.platformOnclick = (window.platformOnclick || 0) + 1"',
        );
      if (hosts)
        body = body.replace(
          /(<script type="application\/json" id="storefront-config">)(.*?)(<\/script>)/s,
          (_m, a: string, json: string, c: string) => a + JSON.stringify({ ...JSON.parse(json), instalmentHosts: hosts }) + c,
        );
      await route.fulfill({ response, body });
    });
    await open(page, '/instalment-product.php?bounds=none');
  }

  test("the provider's host: the template's link (data-window) on a host of the page configuration's instalmentHosts; the inline onclick is taken off while the widget owns the link", async ({
    page,
    context,
  }) => {
    await context.route('https://provider.invalid/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>provider</title><p>provider</p>' }));
    await providerPage(page, ['https://provider.invalid/']);
    await expect(opener(page)).not.toHaveAttribute('onclick', /.*/);
    const [tab] = await Promise.all([context.waitForEvent('page'), opener(page).click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe('https://provider.invalid/simulator?amount=269.99');
    await tab.close();
    expect(await page.evaluate(() => (window as any).platformOnclick)).toBeUndefined();
  });

  test('a provider link on a host the page configuration does not name is never opened (one warning naming it): body markup alone never decides where the shopper goes', async ({
    page,
    context,
  }) => {
    const { warnings, provider } = await recordProvider(page, context);
    await providerPage(page, undefined);
    // The item's href (the shop's own simulator) is used instead.
    const [tab] = await Promise.all([context.waitForEvent('page'), opener(page).click()]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe('/instalment-simulator.php');
    await tab.close();
    await expect.poll(() => warnings.filter((w) => w.includes('instalment: the link https://provider.invalid/')).length).toBe(1);
    expect(provider).toEqual([]);
  });

  test("a stock shop's provider link with no configuration (issue 37 item 6): its href a javascript: call, its data-window on the provider's host: the widget leaves it to the platform, whose onclick stays and runs", async ({
    page,
    context,
  }) => {
    const { warnings, provider } = await recordProvider(page, context);
    await providerPage(page, undefined, { stock: true });
    await expect(opener(page)).toHaveAttribute('onclick', /platformOnclick/);
    await opener(page).click();
    await expect.poll(() => page.evaluate(() => (window as any).platformOnclick)).toBe(1);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(context.pages()).toHaveLength(1);
    expect(provider).toEqual([]);
    expect(warnings.filter((w) => w.includes("left to the platform's own script"))).toHaveLength(1);
  });

  test('instalmentData malformed: one warning, amounts of 0 (the link runs with no amount); a clobbering element does not count', async ({ page, context }) => {
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await page.route('**/instalment-product.php*', async (route) => {
      const response = await route.fetch();
      const text = await response.text();
      const body = new URL(route.request().url()).searchParams.has('clobber')
        ? text.replace(/<script>const instalmentData = [^<]*<\/script>/, '<div id="instalmentData" data-price="1"></div><a name="instalmentData" href="#"></a>')
        : text.replace(/(const instalmentData = \{.*?)"price":[\d.]+/, '$1"price":"lots"');
      expect(body).not.toBe(text);
      await route.fulfill({ response, body });
    });
    await open(page, '/instalment-product.php');
    expect(await simulated(context, () => opener(page).click())).toBeNull();
    expect(warnings.filter((w) => w.includes('instalment'))).toEqual([expect.stringMatching(/instalmentData is malformed.*price/)]);

    warnings.length = 0;
    await open(page, '/instalment-product.php?clobber=1');
    expect(await page.evaluate(() => typeof (window as any).instalmentData)).toBe('object');
    expect(await simulated(context, () => opener(page).click())).toBeNull();
    expect(warnings.filter((w) => w.includes('instalment'))).toEqual([expect.stringContaining('the page defines no instalmentData object')]);
  });

  test("override: the bundle's former markup (a button, every value in data-config) with data-parts naming the button", async ({ page, context }) => {
    await page.goto('/instalment-product.php?legacy=1');
    await waitForWidgets(page);
    const button = page.locator('.instalment__open');
    await expect(button).toBeVisible();
    await quantity(page).fill('2');
    expect(await simulated(context, () => button.click())).toBe('539.98');
  });

  test('amount 0: the link runs with no amount', async ({ page, context }) => {
    await open(page, '/instalment-product.php?free=1', '2');
    expect(await simulated(context, () => opener(page).click())).toBeNull();
  });

  test('no bounds set and an empty basket: runs directly even for a small amount', async ({ page, context }) => {
    await open(page, '/instalment-product.php?bounds=none');
    expect(await simulated(context, () => opener(page).click())).toBe('269.99');
  });

  test('below minPrice: the modal with the minimum message, "This product only" disabled with the increase hint', async ({ page, context }) => {
    await open(page, '/instalment-product.php');
    await opener(page).click();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page)).toHaveAccessibleName('Kalkulator rat: Raty Fixture');
    await expect(dialog(page).getByText(new RegExp(`^Minimalna kwota zakupów na raty Raty Fixture to 300,00${S}zł$`))).toBeVisible();
    await expect(dialog(page)).toHaveAccessibleDescription(/Minimalna kwota zakupów/);
    await expect(productOnly(page)).toBeDisabled();
    await expect(productOnly(page)).toHaveAccessibleName(new RegExp(`Tylko ten produkt 269,99${S}zł`));
    await expect(productOnly(page)).toHaveAccessibleDescription('Zwiększ ilość.');
    // the basket is empty: no "Including basket value"
    await expect(withBasket(page)).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(opener(page)).toBeFocused();
    // more pieces bring it within the bounds: direct run
    await quantity(page).fill('2');
    expect(await simulated(context, () => opener(page).click())).toBe('539.98');
  });

  test("the currency of the page's instalment data is the one the amounts are shown in", async ({ page }) => {
    await open(page, '/instalment-product.php?currency=EUR');
    await opener(page).click();
    await expect(dialog(page).getByText(new RegExp(`^Minimalna kwota zakupów na raty Raty Fixture to 300,00${S}EUR$`))).toBeVisible();
    await expect(productOnly(page)).toHaveAccessibleName(new RegExp(`Tylko ten produkt 269,99${S}EUR`));
  });

  test('above maxPrice: the maximum message and the decrease hint', async ({ page }) => {
    await open(page, '/instalment-product.php?max=500', '3');
    await opener(page).click();
    await expect(dialog(page).getByText(new RegExp(`^Maksymalna kwota zakupów na raty Raty Fixture to 500,00${S}zł$`))).toBeVisible();
    await expect(productOnly(page)).toBeDisabled();
    await expect(productOnly(page)).toHaveAccessibleName(new RegExp(`809,97${S}zł`));
    await expect(productOnly(page)).toHaveAccessibleDescription('Zmniejsz ilość.');
    await expect(dialog(page).getByText(/^Minimalna/)).toHaveCount(0);
  });

  test('priceType net: the net unit price, amounts with the " netto" suffix', async ({ page, context }) => {
    await open(page, '/instalment-product.php?type=net&min=1000');
    await opener(page).click();
    await expect(dialog(page).getByText(new RegExp(`^Minimalna kwota zakupów na raty Raty Fixture to 1${S}000,00${S}zł netto$`))).toBeVisible();
    await expect(productOnly(page)).toHaveAccessibleName(new RegExp(`219,50${S}zł netto`));
    await page.keyboard.press('Escape');
    await quantity(page).fill('5');
    expect(await simulated(context, () => opener(page).click())).toBe('1097.50');
  });

  test('non-empty basket: the modal always opens; "Including basket value" runs with cost + amount', async ({ page, context }) => {
    await open(page, '/instalment-product.php?count=2&cost=500&costNet=400', '2');
    await opener(page).click();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).locator('.instalment_modal__messages')).toHaveCount(0);
    await expect(productOnly(page)).toBeEnabled();
    await expect(withBasket(page)).toBeEnabled();
    await expect(withBasket(page)).toHaveAccessibleName(new RegExp(`Z wartością koszyka 1${S}039,98${S}zł`));
    expect(await simulated(context, () => withBasket(page).click())).toBe('1039.98');
    await expect(dialog(page)).toHaveCount(0);
    await opener(page).click();
    expect(await simulated(context, () => productOnly(page).click())).toBe('539.98');
  });

  test('non-empty basket, product below min but basket within: only the basket option runs', async ({ page, context }) => {
    await open(page, '/instalment-product.php?count=1&cost=100');
    await opener(page).click();
    await expect(dialog(page).getByText(/^Minimalna kwota zakupów na raty Raty Fixture to 300,00/)).toBeVisible();
    await expect(productOnly(page)).toBeDisabled();
    await expect(productOnly(page)).toHaveAccessibleDescription('Zwiększ ilość.');
    await expect(withBasket(page)).toBeEnabled();
    expect(await simulated(context, () => withBasket(page).click())).toBe('369.99');
  });

  test('no React before the shopper reaches for the button; a click made while the modal was on its way opens it when it arrives', async ({ page }) => {
    const errors = trackPageErrors(page);
    const island = await holdIsland(page, 'InstalmentModal');
    await page.goto('/instalment-product.php?count=1&cost=100');
    await waitForWidgets(page);
    // The list opened by keyboard: the pointer never came near the providers' links.
    await toggle(page).focus();
    await page.keyboard.press('Enter');
    await expect(opener(page)).toBeVisible();
    expect(island.asked()).toBe(false);
    expect(island.islandCode(), 'no React before the first interaction').toEqual([]);
    await opener(page).click();
    await expect.poll(island.asked).toBe(true);
    await expect(opener(page)).toHaveAttribute('aria-busy', 'true');
    await expect(dialog(page)).toHaveCount(0);
    island.release();
    await expect(dialog(page)).toBeVisible();
    await expect(withBasket(page)).toBeEnabled();
    await expect(opener(page)).not.toHaveAttribute('aria-busy', /.*/);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(opener(page)).toBeFocused();
    expect(errors).toEqual([]);
  });

  test('both below min: the basket option has the "increase or add products" hint', async ({ page }) => {
    await open(page, '/instalment-product.php?count=1&cost=50&min=400');
    await opener(page).click();
    await expect(withBasket(page)).toBeDisabled();
    await expect(withBasket(page)).toHaveAccessibleDescription('Zwiększ ilość lub dodaj produkty do koszyka.');
    await expect(dialog(page).getByText(/^Minimalna kwota/)).toHaveCount(1);
  });

  test('totalPrice replaces the basket cost; basket above max: the "reduce or remove" hint', async ({ page }) => {
    await open(page, '/instalment-product.php?count=1&cost=5&total=1000&max=1000', '2');
    await opener(page).click();
    await expect(productOnly(page)).toBeEnabled();
    await expect(withBasket(page)).toHaveAccessibleName(new RegExp(`1${S}539,98${S}zł`));
    await expect(withBasket(page)).toBeDisabled();
    await expect(withBasket(page)).toHaveAccessibleDescription('Zmniejsz ilość lub usuń produkty z koszyka.');
    await expect(dialog(page).getByText(new RegExp(`^Maksymalna kwota zakupów na raty Raty Fixture to 1${S}000,00${S}zł$`))).toBeVisible();
  });

  test('the real basket: after adding the product the calculator offers the basket value', async ({ page, context }) => {
    await page.goto('/product-pol-1-x.html');
    await waitForWidgets(page);
    await quantity(page).fill('2');
    await page.getByRole('button', { name: 'Dodaj do koszyka' }).click();
    await expect.poll(async () => (await page.request.get('/instalment-basket.php')).text()).toContain('"basketCount":1');
    await open(page, '/instalment-product.php', '1');
    await opener(page).click();
    await expect(withBasket(page)).toBeEnabled();
    expect(await simulated(context, () => withBasket(page).click())).toBe('809.97');
    // the basket page variant with the same basket: 539,98 zł is within the bounds, direct run
    await open(page, '/instalment-basket.php');
    expect(await simulated(context, () => opener(page).click())).toBe('539.98');
  });
});

test.describe("product page: the amount follows the shopper's choices (the projector's price store)", () => {
  const size = (page: Page, id: string) => page.locator(`#projector_sizes_section a.projector_sizes__item[data-size-type="${id}"]`);
  const subscriptionPrice = (page: Page) => page.locator('.projector_purchase__yousave .projector_subscription__price');
  // Product 228: 20 bags at 59,00 zł (the page's instalmentData), 50 bags at 129,00 zł (product_data and
  // /ajax/projector.php); a subscription product (10 % off every 30 days, 5 zł every 60); the minimum raised to 500 zł.
  const URL_228 = '/instalment-product.php?id=228&min=500';

  for (const width of [390, 1280]) {
    test(`${width} px: another size with its own price: the calculator shows that size's price × quantity, not the page-load price`, async ({
      page,
      context,
    }) => {
      const errors = trackPageErrors(page);
      await page.setViewportSize({ width, height: 900 });
      await open(page, URL_228);
      await page.getByRole('radio', { name: 'Jednorazowy zakup' }).check();
      await opener(page).click();
      await expect(productOnly(page)).toHaveAccessibleName(new RegExp(`^Tylko ten produkt 59,00${S}zł`));
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toHaveCount(0);
      await size(page, '50').click();
      await expect(page.locator('#projector_price_value')).toHaveText(new RegExp(`^129,00${S}zł$`));
      await opener(page).click();
      await expect(dialog(page)).toBeVisible();
      await expect(productOnly(page)).toHaveAccessibleName(new RegExp(`^Tylko ten produkt 129,00${S}zł`));
      await expect(productOnly(page)).toBeDisabled();
      await page.keyboard.press('Escape');
      // The quantity as well: 4 × 129,00 zł is within the bounds, the link runs with it.
      await quantity(page).fill('4');
      expect(await simulated(context, () => opener(page).click())).toBe('516.00');
      // Back to the first size: its price again.
      await size(page, '20').click();
      await expect(page.locator('#projector_price_value')).toHaveText(new RegExp(`^59,00${S}zł$`));
      await quantity(page).fill('1');
      await opener(page).click();
      await expect(productOnly(page)).toHaveAccessibleName(new RegExp(`^Tylko ten produkt 59,00${S}zł`));
      expect(errors).toEqual([]);
    });

    test(`${width} px: a subscription chosen: the amount is the subscription price of the chosen size and period × quantity`, async ({ page, context }) => {
      const errors = trackPageErrors(page);
      await page.setViewportSize({ width, height: 900 });
      await open(page, URL_228);
      // This page's batch has no Projector part: the period chosen asks the server for the size's subscription
      // prices (sizeprices&subscription=1); 20 bags, 10 % off: 53,10 zł.
      await page.locator('a.projector_subscription__item[data-days="30"]').click();
      await expect(subscriptionPrice(page)).toContainText(`53,10${NB}zł brutto`);
      await opener(page).click();
      await expect(productOnly(page)).toHaveAccessibleName(new RegExp(`^Tylko ten produkt 53,10${S}zł`));
      await page.keyboard.press('Escape');
      // 50 bags, 10 % off 129,00 zł: 116,10 zł; 5 of them: 580,50 zł, within the bounds.
      await size(page, '50').click();
      await expect(subscriptionPrice(page)).toContainText(`116,10${NB}zł brutto`);
      await quantity(page).fill('5');
      expect(await simulated(context, () => opener(page).click())).toBe('580.50');
      // Every 60 days, 5 zł off: 124,00 zł × 5.
      await page.locator('a.projector_subscription__item[data-days="60"]').click();
      await expect(subscriptionPrice(page)).toContainText(`124,00${NB}zł brutto`);
      expect(await simulated(context, () => opener(page).click())).toBe('620.00');
      // A one-time purchase: the size's own price again.
      await page.getByRole('radio', { name: 'Jednorazowy zakup' }).check();
      await expect(subscriptionPrice(page)).toHaveText('');
      expect(await simulated(context, () => opener(page).click())).toBe('645.00');
      expect(errors).toEqual([]);
    });
  }

  test("the projector gone (its marker removed): its prices go with it, the page's instalmentData counts again", async ({ page }) => {
    await open(page, URL_228);
    await page.getByRole('radio', { name: 'Jednorazowy zakup' }).check();
    await size(page, '50').click();
    await expect(page.locator('#projector_price_value')).toHaveText(new RegExp(`^129,00${S}zł$`));
    await opener(page).click();
    await expect(productOnly(page)).toHaveAccessibleName(new RegExp(`^Tylko ten produkt 129,00${S}zł`));
    await page.keyboard.press('Escape');
    await page.evaluate(() => document.querySelector('#projector_form')!.remove());
    await opener(page).click();
    await expect(productOnly(page)).toHaveAccessibleName(new RegExp(`^Tylko ten produkt 59,00${S}zł`));
  });

  test("net price type: a size chosen on a page whose product_data carries gross prices only gives the net amount in the page data's proportion", async ({
    page,
  }) => {
    await page.route('**/ajax/projector.php?*', (route) => route.fulfill({ status: 503, body: '' }));
    await open(page, `${URL_228}&type=net`);
    await page.getByRole('radio', { name: 'Jednorazowy zakup' }).check();
    await size(page, '50').click();
    await expect(page.locator('#projector_price_value')).toHaveText(new RegExp(`^129,00${S}zł$`));
    await opener(page).click();
    // instalmentData: 59,00 gross / 47,97 net; 129,00 gross in that proportion: 104,88 net.
    await expect(productOnly(page)).toHaveAccessibleName(new RegExp(`^Tylko ten produkt 104,88${S}zł netto`));
  });
});

test.describe('basket page', () => {
  test('within the bounds: the link runs directly with the basket cost', async ({ page, context }) => {
    await open(page, '/instalment-basket.php?count=2&cost=500');
    expect(await simulated(context, () => opener(page).click())).toBe('500.00');
    await open(page, '/instalment-basket.php?count=2&cost=500&costNet=410.50&type=net');
    expect(await simulated(context, () => opener(page).click())).toBe('410.50');
  });

  test('below min: the basket minimum message, one disabled "products in basket" button with the increase hint', async ({ page }) => {
    await open(page, '/instalment-basket.php?count=1&cost=100');
    await opener(page).click();
    await expect(
      dialog(page).getByText(
        new RegExp(`^Symulacja rat nie może zostać uruchomiona dla całego koszyka, ponieważ minimalna kwota zakupów na raty Raty Fixture to 300,00${S}zł\\.$`),
      ),
    ).toBeVisible();
    await expect(basketButton(page)).toBeDisabled();
    await expect(basketButton(page)).toHaveAccessibleDescription('Zwiększ liczbę produktów, aby uruchomić kalkulator rat.');
    await expect(productOnly(page)).toHaveCount(0);
  });

  test('above max: the basket maximum message and the decrease hint', async ({ page }) => {
    await open(page, '/instalment-basket.php?count=3&cost=30000');
    await opener(page).click();
    await expect(
      dialog(page).getByText(/^Symulacja rat nie może zostać uruchomiona dla całego koszyka, ponieważ maksymalna kwota zakupów na raty Raty Fixture to 20/),
    ).toBeVisible();
    await expect(basketButton(page)).toBeDisabled();
    await expect(basketButton(page)).toHaveAccessibleDescription('Zmniejsz liczbę produktów, aby uruchomić kalkulator rat.');
  });

  test('too many products: the limit message with N, the button disabled', async ({ page }) => {
    await open(page, '/instalment-basket.php?count=4&cost=900&maxProducts=3');
    await opener(page).click();
    await expect(
      dialog(page).getByText(
        'W koszyku jest zbyt wiele produktów dla tego systemu ratalnego; zmniejsz liczbę produktów do 3. Liczba sztuk jednego produktu nie jest ograniczona.',
      ),
    ).toBeVisible();
    await expect(basketButton(page)).toBeDisabled();
    await expect(basketButton(page)).toHaveAccessibleDescription('Zmniejsz liczbę produktów, aby uruchomić kalkulator rat.');
  });

  test('not all products qualify: the message, the button still runs the link', async ({ page, context }) => {
    await open(page, '/instalment-basket.php?count=2&cost=900&notAll=1');
    await opener(page).click();
    await expect(
      dialog(page).getByText('Nie wszystkie produkty z koszyka można kupić w tym trybie ratalnym; należy za nie zapłacić osobno innymi metodami.'),
    ).toBeVisible();
    await expect(basketButton(page)).toBeEnabled();
    expect(await simulated(context, () => basketButton(page).click())).toBe('900.00');
  });

  test('Czech shop: Czech texts and koruna amounts', async ({ page }) => {
    await open(page, '/cs/instalment-basket.php?count=1&cost=100');
    await opener(page).click();
    await expect(
      dialog(page).getByText(/^Simulaci splátek nelze spustit pro celý košík, protože minimální částka pro nákup přes Splátky Fixture je 2.000,00.Kč\.$/),
    ).toBeVisible();
    await expect(dialog(page).getByRole('button', { name: /^Produkty v košíku/ })).toHaveAccessibleDescription(
      'Zvyšte počet položek pro spuštění splátkové kalkulačky.',
    );
  });
});

const BAD_CONFIG: [string, string, RegExp][] = [
  ['a javascript: link', '&quot;link&quot;:&quot;javascript:alert(1)//{calculate_price}&quot;', /link/],
  [
    "a link to another host (the provider's host never comes from a marker attribute)",
    '&quot;link&quot;:&quot;https://evil.invalid/?a={calculate_price}&quot;',
    /link/,
  ],
  ['a negative price', '&quot;price&quot;:-5', /price/],
  ['an empty instalmentName', '&quot;instalmentName&quot;:&quot; &quot;', /instalmentName/],
];
for (const [name, option, attribute] of BAD_CONFIG) {
  test(`${name} in the marker's options: one warning naming the widget and attribute, skipped (the template's links work as served)`, async ({ page }) => {
    const errors = trackPageErrors(page);
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    await page.route('**/instalment-product.php', async (route) => {
      const response = await route.fetch();
      const text = await response.text();
      const body = text.replace('data-config="{&quot;minPrice&quot;', `data-config="{${option},&quot;minPrice&quot;`);
      expect(body).not.toBe(text);
      await route.fulfill({ response, body });
    });
    await page.goto('/instalment-product.php');
    await waitForWidgets(page);
    await expect(page.locator('[data-widget="instalment"]')).toHaveAttribute('data-widget-state', 'skipped');
    await expect(toggle(page)).not.toHaveAttribute('aria-expanded', /.*/);
    expect(
      warnings.filter((w) => /instalment/.test(w) && attribute.test(w)),
      warnings.join('\n'),
    ).toHaveLength(1);
    expect(errors).toEqual([]);
    evidence('fault', 1, `instalment ${name}`);
  });
}

test('keyboard-only journey: use the instalment calculator', async ({ page, context }) => {
  await open(page, '/instalment-product.php?count=1&cost=100');
  await quantity(page).focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('1');
  // Tab from the quantity through the form to the calculator's link
  for (let i = 0; i < 5 && !(await opener(page).evaluate((b) => b === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(opener(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeVisible();
  // focus is inside the dialog; the disabled option is skipped, Tab reaches the basket option
  for (let i = 0; i < 4 && !(await withBasket(page).evaluate((b) => b === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(withBasket(page)).toBeFocused();
  expect(await simulated(context, () => page.keyboard.press('Enter'))).toBe('369.99');
  await expect(dialog(page)).toHaveCount(0);
  evidence('journey', 1, 'use the instalment calculator');
});

test('axe: the product page and the basket page with the modal open', async ({ page }) => {
  await open(page, '/instalment-product.php?count=1&cost=50&min=400');
  await expectNoAxeViolations(page, 'instalment product page');
  await opener(page).click();
  await expect(dialog(page)).toBeVisible();
  await expectNoAxeViolations(page, 'instalment product modal (disabled options with hints)');
  await open(page, '/instalment-basket.php?count=4&cost=900&maxProducts=3&notAll=1');
  await opener(page).click();
  await expect(dialog(page)).toBeVisible();
  await expectNoAxeViolations(page, 'instalment basket modal (messages)');
  // view 1 (mobile), the Czech shop, net prices
  await page.setViewportSize({ width: 375, height: 740 });
  await open(page, '/cs/instalment-product.php?count=1&cost=50&type=net');
  await opener(page).click();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByRole('button', { name: /^Pouze tento produkt/ })).toBeDisabled();
  await expectNoAxeViolations(page, 'instalment product modal, view 1, cs');
});
