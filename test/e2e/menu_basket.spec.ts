import { expect, test, type Page } from '@playwright/test';
import { basketLine, basketPart, cue, expectNoAxeViolations, holdIsland, lines, trackPageErrors, waitForWidgets, withBasket } from './helpers';

const basket = (page: Page) => page.locator('#menu_basket');
const link = (page: Page) => page.locator('#menu_basket .menu_basket__link');
const panel = (page: Page) => page.locator('#menu_basket .menu_basket__panel');

async function openByHover(page: Page) {
  await link(page).hover();
  await expect(panel(page)).toBeVisible();
}

test.describe('mini basket', () => {
  test('lists photo, name, size (unless its id is "uniw"), version, quantity with unit and line value', async ({ page }) => {
    await withBasket(
      page,
      basketPart([
        basketLine(1, { name: 'Kurtka Alpina', size_name: 'XL', product_version_name: 'czerwony', count: 2, worth_unit: 'szt.', gross: '398,00\u00a0zł' }),
        { ...basketLine(2, { name: 'Kubek <b>gruby</b>', size_name: 'uniwersalny', count: 3, worth_unit: 'op.' }), size: 'uniw' },
      ]),
    );
    await page.goto('/');
    await waitForWidgets(page);
    await openByHover(page);
    const first = panel(page).locator('.menu_basket__product').nth(0);
    await expect(first.locator('img.menu_basket__photo')).toHaveAttribute('src', '/data/gallery/1.svg');
    await expect(first.locator('.menu_basket__name')).toHaveText('Kurtka Alpina');
    await expect(first.locator('.menu_basket__size')).toHaveText('Rozmiar: XL');
    await expect(first.locator('.menu_basket__version')).toHaveText('Wersja: czerwony');
    await expect(first.locator('.menu_basket__quantity')).toHaveText('Ilość: 2 szt.');
    await expect(first.locator('.menu_basket__value')).toHaveText('398,00\u00a0zł');
    const second = panel(page).locator('.menu_basket__product').nth(1);
    await expect(second.locator('.menu_basket__name')).toHaveText('Kubek <b>gruby</b>'); // text, never HTML
    await expect(second.locator('.menu_basket__size')).toHaveCount(0);
    await expect(second.locator('.menu_basket__version')).toHaveCount(0);
    await expect(second.locator('.menu_basket__quantity')).toHaveText('Ilość: 3 op.');
  });

  test('shows the total with its accessible label, the count badge and the shipping cost (Czech shop)', async ({ page }) => {
    await withBasket(page, basketPart(lines(3), { worth_formatted: '1\u00a0234,00\u00a0Kč', shippingCost_formatted: '89,00\u00a0Kč' }));
    await page.goto('/cs/');
    await waitForWidgets(page);
    await expect(basket(page).locator('.menu_basket__total')).toHaveText('Hodnota košíku: 1\u00a0234,00\u00a0Kč');
    await expect(basket(page).locator('.menu_basket__total .sr-only')).toHaveText('Hodnota košíku: ');
    await expect(basket(page).locator('.menu_basket__count')).toHaveText('3 produkty v košíku');
    await expect(link(page)).toHaveAccessibleName(/3 produkty v košíku.*Hodnota košíku: 1\u00a0234,00\u00a0Kč/);
    await openByHover(page);
    await expect(panel(page).locator('.menu_basket__shipping')).toHaveText('Cena dopravy: 89,00\u00a0Kč');
  });

  test('uses the Polish label in the Polish shop', async ({ page }) => {
    await withBasket(page, basketPart(lines(1)));
    await page.goto('/');
    await waitForWidgets(page);
    await expect(basket(page).locator('.menu_basket__total')).toHaveText('Wartość koszyka: 100,00\u00a0zł');
    await expect(basket(page).locator('.menu_basket__count')).toHaveText('1 produkt w koszyku');
  });

  test('leaves the badge empty at 0 and offers no preview', async ({ page }) => {
    await withBasket(page, basketPart([], { productsCounter: 0, worth_formatted: '0,00\u00a0zł' }));
    await page.goto('/');
    await waitForWidgets(page);
    const count = basket(page).locator('.menu_basket__count');
    await expect(count).toHaveClass(/--empty/);
    expect(await count.evaluate((el) => (el.firstChild?.nodeType === Node.TEXT_NODE ? el.firstChild.textContent : ''))).toBe('');
    await link(page).hover();
    await link(page).focus();
    await page.waitForTimeout(200);
    await expect(panel(page)).toHaveCount(0);
    await expect(link(page)).not.toHaveAttribute('aria-haspopup', /.*/);
  });

  test('hides the preview above 22 products and shows it at 22', async ({ page }) => {
    await withBasket(page, basketPart(lines(23)));
    await page.goto('/');
    await waitForWidgets(page);
    await expect(basket(page).locator('.menu_basket__count')).toContainText('23');
    await link(page).hover();
    await page.waitForTimeout(200);
    await expect(panel(page)).toHaveCount(0);

    await page.unrouteAll();
    await withBasket(page, basketPart(lines(22)));
    await page.reload();
    await waitForWidgets(page);
    await openByHover(page);
    await expect(panel(page).locator('.menu_basket__product')).toHaveCount(22);
  });

  test('uses the list layout above 10 products only', async ({ page }) => {
    await withBasket(page, basketPart(lines(11)));
    await page.goto('/');
    await waitForWidgets(page);
    await openByHover(page);
    await expect(panel(page).locator('.menu_basket__products')).toHaveClass(/--list/);
    await page.unrouteAll();
    await withBasket(page, basketPart(lines(10)));
    await page.reload();
    await waitForWidgets(page);
    await openByHover(page);
    await expect(panel(page).locator('.menu_basket__products')).not.toHaveClass(/--list/);
  });

  test('marks free shipping active only when nothing is left to it', async ({ page }) => {
    await withBasket(page, basketPart(lines(2), { toShippingFree: '0.00', toShippingFree_formatted: '0,00\u00a0zł' }));
    await page.goto('/');
    await waitForWidgets(page);
    await openByHover(page);
    await expect(panel(page).locator('.menu_basket__free-shipping')).toHaveClass(/--active/);
    await expect(panel(page).locator('.menu_basket__free-shipping')).toHaveText('Darmowa dostawa!');
    await page.unrouteAll();
    await withBasket(page, basketPart(lines(2), { toShippingFree: '12.50', toShippingFree_formatted: '12,50\u00a0zł' }));
    await page.reload();
    await waitForWidgets(page);
    await openByHover(page);
    await expect(panel(page).locator('.menu_basket__free-shipping')).not.toHaveClass(/--active/);
    await expect(panel(page).locator('.menu_basket__free-shipping')).toHaveText('Do darmowej dostawy brakuje: 12,50\u00a0zł');
  });

  for (const [why, line] of [
    ['a product has an empty name', basketLine(2, { name: '' })],
    ['a product is a subscription', basketLine(2, { subscription_period: '30' })],
  ] as const) {
    test(`hides the one-click option when ${why}`, async ({ page }) => {
      await withBasket(page, basketPart([basketLine(1), line]));
      await page.goto('/');
      await waitForWidgets(page);
      await openByHover(page);
      await expect(panel(page).locator('.menu_basket__one-click')).toHaveCount(0);
      await expect(panel(page).locator('.menu_basket__go')).toBeVisible();
    });
  }

  test('offers one-click when every product is named and none is a subscription', async ({ page }) => {
    await withBasket(page, basketPart(lines(2)));
    await page.goto('/');
    await waitForWidgets(page);
    await openByHover(page);
    await expect(panel(page).locator('.menu_basket__one-click')).toHaveAttribute('href', '/order1.php?oneclick=1');
  });

  test('shows net values when the shop displays net prices', async ({ page }) => {
    await page.route('**/*', async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replace('"priceType":"gross"', '"priceType":"net"') });
    });
    await withBasket(page, basketPart([basketLine(1, { gross: '10,00\u00a0zł', net: '8,13\u00a0zł' })]));
    await page.goto('/');
    await waitForWidgets(page);
    await expect(basket(page).locator('.menu_basket__total')).toHaveText('Wartość koszyka: 81,30\u00a0zł');
    await openByHover(page);
    await expect(panel(page).locator('.menu_basket__value')).toHaveText('8,13\u00a0zł');
    await expect(panel(page).locator('.menu_basket__shipping')).toHaveText('Koszt dostawy: 13,00\u00a0zł');
  });

  test('shows the server-rendered count until data arrives, without any layout shift', async ({ page }) => {
    await page.request.post('/__fixture/basket', {
      data: {
        lines: [
          { id: 1, count: 1 },
          { id: 2, count: 1 },
        ],
      },
    });
    // The batch answer is held until the server-rendered count has been seen on the mounted widget.
    const answer = cue();
    await withBasket(page, basketPart(lines(5), { worth_formatted: '555,00\u00a0zł' }), { until: answer.released });
    await page.addInitScript(() => {
      (window as any).shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as any[]) if (!entry.hadRecentInput) (window as any).shifts += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/');
    await expect(basket(page)).toHaveAttribute('data-widget-state', 'mounted');
    await expect(basket(page).locator('.menu_basket__count')).toContainText('2');
    const before = await link(page).boundingBox();
    answer.release();
    await expect(basket(page).locator('.menu_basket__count')).toContainText('5');
    await expect(basket(page).locator('.menu_basket__total')).toContainText('555,00');
    const after = await link(page).boundingBox();
    expect(after).toEqual(before);
    expect(await page.evaluate(() => (window as any).shifts)).toBeLessThanOrEqual(0.01);
  });

  test('follows the basket when a shop script changes it and asks the batch again', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto('/');
    await waitForWidgets(page);
    const count = basket(page).locator('.menu_basket__count');
    const before = Number((await count.evaluate((el) => (el.firstChild?.nodeType === Node.TEXT_NODE ? el.firstChild.textContent : '0'))) || 0);
    const requests: string[] = [];
    page.on('request', (r) => r.url().endsWith('/ajax/get.php') && requests.push(r.postData() ?? ''));
    await page.evaluate(async () => {
      await fetch('/basketchange.php', {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'product=7&quantity=1',
      });
      await (window as any).storefront.refresh(['Basket']);
    });
    await expect(count).toContainText(String(before + 1));
    await expect(basket(page).getByRole('status')).toContainText(`Koszyk: ${before + 1}`);
    expect(requests).toHaveLength(1);
    expect(Object.keys(JSON.parse(new URLSearchParams(requests[0]).get('request')!))).toEqual(['Basket']);
    expect(errors).toEqual([]);
  });

  test('opens on focus, is keyboard-operable and closes with Escape', async ({ page }) => {
    await withBasket(page, basketPart(lines(2)));
    await page.goto('/');
    await waitForWidgets(page);
    await link(page).focus();
    await expect(panel(page)).toBeVisible();
    await expect(link(page)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(panel(page).locator('a').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel(page)).toHaveCount(0);
    await expect(link(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('closes when focus leaves the mini basket', async ({ page }) => {
    await withBasket(page, basketPart(lines(1)));
    await page.goto('/');
    await waitForWidgets(page);
    await link(page).focus();
    await expect(panel(page)).toBeVisible();
    const focusables = await panel(page).locator('a').count();
    for (let i = 0; i <= focusables; i++) await page.keyboard.press('Tab');
    await expect(panel(page)).toHaveCount(0);
  });

  test('a mouse approaching the basket starts loading its preview; it opens when the pointer enters', async ({ page }) => {
    await withBasket(page, basketPart(lines(2)));
    let asked = 0;
    page.on('request', (r) => /\/MiniBasket-[\w-]+\.js$/.test(r.url()) && asked++);
    await page.goto('/');
    await waitForWidgets(page);
    const box = (await link(page).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height + 200);
    expect(asked).toBe(0);
    // Within 48 px below the link, not on it.
    await page.mouse.move(box.x + box.width / 2, box.y + box.height + 30);
    await expect.poll(() => asked).toBe(1);
    await expect(panel(page)).toHaveCount(0);
    await link(page).hover();
    await expect(panel(page)).toBeVisible();
  });

  test('opens on hover and closes after the pointer leaves', async ({ page }) => {
    await withBasket(page, basketPart(lines(2)));
    await page.goto('/');
    await waitForWidgets(page);
    await openByHover(page);
    await page.mouse.move(5, 600);
    await expect(panel(page)).toHaveCount(0);
  });

  test('passes axe with the basket open, in both shops', async ({ page }) => {
    await withBasket(page, basketPart(lines(3)));
    for (const path of ['/', '/cs/']) {
      await page.goto(path);
      await waitForWidgets(page);
      await openByHover(page);
      await expectNoAxeViolations(page, `${path} with the basket open`);
    }
  });
});

test.describe('mini basket: sizes, photos, taps and the sign-in panels', () => {
  test('hides the size when the line\'s size id is "uniw", whatever its name; shows other sizes by name', async ({ page }) => {
    await withBasket(
      page,
      basketPart([
        { ...basketLine(1, { size_name: 'uniwersalny' }), size: 'uniw' },
        { ...basketLine(2, { size_name: 'XL' }), size: 'XL' },
      ]),
    );
    await page.goto('/');
    await waitForWidgets(page);
    await openByHover(page);
    const products = panel(page).locator('.menu_basket__product');
    await expect(products).toHaveCount(2);
    await expect(products.nth(0).locator('.menu_basket__size')).toHaveCount(0);
    await expect(products.nth(0)).not.toContainText('uniwersalny');
    await expect(products.nth(1).locator('.menu_basket__size')).toHaveText('Rozmiar: XL');
  });

  for (const [path, sized, universal, label] of [
    ['/', 'Rozmiar: M', 'uniwersalny', 'Polish'],
    ['/cs/', 'Velikost: M', 'univerzální', 'Czech'],
  ] as const) {
    test(`the fixture's universal size (id "uniw", named "${universal}") is not shown in the ${label} shop`, async ({ page }) => {
      await page.request.post('/__fixture/basket', { data: { lines: [{ id: 1, size: 'M' }, { id: 73 }] } });
      const batch = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/ajax/get.php') && (r.request().postData() ?? '').includes('Basket'));
      await page.goto(path);
      const lines = (await (await batch).json()).Basket.response.basket.products as Array<{ size: string; size_name: string }>;
      expect(lines.map((l) => [l.size, l.size_name])).toEqual([
        ['M', 'M'],
        ['uniw', universal],
      ]);
      await waitForWidgets(page);
      await openByHover(page);
      const products = panel(page).locator('.menu_basket__product');
      await expect(products).toHaveCount(2);
      await expect(products.nth(0).locator('.menu_basket__size')).toHaveText(sized);
      await expect(products.nth(1).locator('.menu_basket__size')).toHaveCount(0);
      await expect(products.nth(1)).not.toContainText(universal);
    });
  }

  test('the list layout (more than 10 products) still shows a photo for each product (spec §2: every product lists its photo)', async ({ page }) => {
    await withBasket(page, basketPart(lines(11)));
    await page.goto('/');
    await waitForWidgets(page);
    await openByHover(page);
    await expect(panel(page).locator('.menu_basket__products')).toHaveClass(/--list/);
    await expect(panel(page).locator('.menu_basket__product')).toHaveCount(11);
    await expect(panel(page).locator('.menu_basket__name').nth(10)).toHaveText('Produkt testowy 11');
    await expect(panel(page).locator('img.menu_basket__photo')).toHaveCount(11);
    await expect(panel(page).locator('img.menu_basket__photo').nth(10)).toHaveAttribute('src', '/data/gallery/11.svg');
    // The list layout is the compact one: its photos are smaller than the regular layout's.
    expect((await panel(page).locator('img.menu_basket__photo').nth(0).boundingBox())!.width).toBeLessThan(56);
  });

  test('the regular layout (10 products or fewer) shows a photo for each product', async ({ page }) => {
    await withBasket(page, basketPart(lines(10)));
    await page.goto('/');
    await waitForWidgets(page);
    await openByHover(page);
    await expect(panel(page).locator('.menu_basket__products')).not.toHaveClass(/--list/);
    await expect(panel(page).locator('.menu_basket__product')).toHaveCount(10);
    await expect(panel(page).locator('img.menu_basket__photo')).toHaveCount(10);
    await expect(panel(page).locator('img.menu_basket__photo').nth(9)).toHaveAttribute('src', '/data/gallery/10.svg');
  });

  for (const [why, value] of [
    ['absent', undefined],
    ['null', null],
    ['an empty string', ''],
  ] as const) {
    test(`says nothing about free shipping when toShippingFree is ${why}`, async ({ page }) => {
      await withBasket(page, basketPart(lines(2), { toShippingFree: value, toShippingFree_formatted: value }));
      await page.goto('/');
      await waitForWidgets(page);
      await openByHover(page);
      await expect(panel(page).locator('.menu_basket__shipping')).toHaveText('Koszt dostawy: 15,99\u00a0zł');
      await expect(panel(page).locator('.menu_basket__free-shipping')).toHaveCount(0);
      await expect(panel(page)).not.toContainText('Darmowa dostawa');
      await expect(panel(page)).not.toContainText('Do darmowej dostawy');
    });
  }
});

test.describe('mini basket on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 800 } });
  test('a first tap opens the preview instead of navigating; a tap on its link navigates', async ({ page }) => {
    const errors = trackPageErrors(page);
    await withBasket(page, basketPart(lines(2)));
    await page.goto('/');
    await waitForWidgets(page);
    await link(page).tap();
    await expect(panel(page)).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
    await panel(page).locator('.menu_basket__go').tap();
    await page.waitForURL('**/basketedit.php');
    expect(errors).toEqual([]);
  });

  test('a first tap made before the preview code arrived is held and opens the preview when it arrives', async ({ page }) => {
    const errors = trackPageErrors(page);
    await withBasket(page, basketPart(lines(2)));
    const island = await holdIsland(page, 'MiniBasket');
    await page.goto('/');
    await waitForWidgets(page);
    expect(island.islandCode()).toEqual([]); // nothing of the preview before the shopper reaches for it
    await link(page).tap();
    await expect.poll(island.asked).toBe(true);
    await expect(link(page)).toHaveAttribute('aria-busy', 'true');
    island.release();
    await expect(panel(page)).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(errors).toEqual([]);
  });
});
