import { expect, test, type Page } from '@playwright/test';
import { basketLine, basketPart, cue, expectNoAxeViolations, holdIsland, lines, trackPageErrors, waitForWidgets, withBasket } from './helpers';

const basket = (page: Page) => page.locator('#menu_basket');
const link = (page: Page) => page.locator('#menu_basket .top_basket__sub');
const badge = (page: Page) => page.locator('#menu_basket .top_basket__sub .badge');
const price = (page: Page) => page.locator('#menu_basket .top_basket__price');
const panel = (page: Page) => page.locator('#menu_basket .menu_basket__panel');

async function openByHover(page: Page) {
  await link(page).hover();
  await expect(panel(page)).toBeVisible();
}

/** Adds a product the way a shop script would (POST /basketchange.php), then asks the batch for the Basket again. */
async function addToBasketAndRefresh(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await fetch('/basketchange.php', {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'product=7&quantity=1',
    });
    await (window as unknown as { storefront: { refresh(keys: string[]): Promise<void> } }).storefront.refresh(['Basket']);
  });
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
    await expect(price(page)).toHaveText('1\u00a0234,00\u00a0Kč');
    await expect(badge(page)).toHaveText('3');
    await expect(link(page)).toHaveAttribute('aria-label', 'Košík: 3 produkty v košíku. Hodnota košíku: 1\u00a0234,00\u00a0Kč');
    await expect(link(page)).toHaveAccessibleName('Košík: 3 produkty v košíku. Hodnota košíku: 1\u00a0234,00\u00a0Kč');
    await openByHover(page);
    await expect(panel(page).locator('.menu_basket__shipping')).toHaveText('Cena dopravy: 89,00\u00a0Kč');
  });

  test('uses the Polish label in the Polish shop', async ({ page }) => {
    await withBasket(page, basketPart(lines(1)));
    await page.goto('/');
    await waitForWidgets(page);
    await expect(price(page)).toHaveText('100,00\u00a0zł');
    await expect(badge(page)).toHaveText('1');
    await expect(link(page)).toHaveAccessibleName('Koszyk: 1 produkt w koszyku. Wartość koszyka: 100,00\u00a0zł');
  });

  test('leaves the badge empty at 0, marks the basket --hide and offers no preview', async ({ page }) => {
    await page.request.post('/__fixture/basket', { data: { lines: [{ id: 1, count: 1 }] } });
    await withBasket(page, basketPart([], { productsCounter: 0, worth_formatted: '0,00\u00a0zł' }));
    await page.goto('/');
    await waitForWidgets(page);
    await expect(basket(page)).toHaveClass(/(^|\s)--hide(\s|$)/); // the server rendered one product: the data says none
    await expect(badge(page)).toHaveText('');
    await expect(link(page)).toHaveAccessibleName('Koszyk: Koszyk jest pusty. Wartość koszyka: 0,00\u00a0zł');
    await link(page).hover();
    await link(page).focus();
    // The preview's island came (hover and focus reach for it) and rendered its first state, which would hold the
    // panel (it renders synchronously into its container): it shows none.
    await expect(basket(page).locator('.menu_basket__island')).toBeAttached();
    await expect(panel(page)).toHaveCount(0);
    await expect(link(page)).not.toHaveAttribute('aria-haspopup', /.*/);
  });

  test('hides the preview above 22 products and shows it at 22', async ({ page }) => {
    await withBasket(page, basketPart(lines(23)));
    await page.goto('/');
    await waitForWidgets(page);
    await expect(badge(page)).toHaveText('23');
    await link(page).hover();
    // The island came with the pointer on the basket (it would open the panel in its first, synchronous render): no panel.
    await expect(basket(page).locator('.menu_basket__island')).toBeAttached();
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
    // An address on the page's own origin, absolute (src/lib/own-address.ts).
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
    await expect(price(page)).toHaveText('81,30\u00a0zł');
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
    await expect(badge(page)).toHaveText('2');
    const before = await link(page).boundingBox();
    answer.release();
    await expect(badge(page)).toHaveText('5');
    await expect(price(page)).toContainText('555,00');
    const after = await link(page).boundingBox();
    expect(after).toEqual(before);
    expect(await page.evaluate(() => (window as any).shifts)).toBeLessThanOrEqual(0.01);
  });

  test('follows the basket when a shop script changes it and asks the batch again', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto('/');
    await waitForWidgets(page);
    const count = badge(page);
    const before = Number((await count.textContent()) || 0);
    const requests: string[] = [];
    page.on('request', (r) => r.url().endsWith('/ajax/get.php') && requests.push(r.postData() ?? ''));
    await addToBasketAndRefresh(page);
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

test.describe('mini basket on the Standard template', () => {
  test("fills the template's badge, price and label; the preview opens beside the link, the template's .top_basket__details not shown; the server's elements, classes and express-checkout stay", async ({
    page,
  }) => {
    const errors = trackPageErrors(page);
    await withBasket(page, basketPart(lines(2), { worth_formatted: '246,00\u00a0zł' }));
    await page.goto('/');
    await waitForWidgets(page);
    await expect(badge(page)).toHaveText('2');
    await expect(price(page)).toHaveText('246,00\u00a0zł');
    await expect(link(page)).toHaveAccessibleName('Koszyk: 2 produkty w koszyku. Wartość koszyka: 246,00\u00a0zł');
    // The server's elements, kept to compare after the island.
    await page.evaluate(() => {
      const m = document.getElementById('menu_basket')!;
      (window as any).server = ['.top_basket__sub', '.badge', '.top_basket__price', '.top_basket__details', 'express-checkout'].map((s) => m.querySelector(s));
    });
    await openByHover(page);
    await expect(basket(page).locator('.menu_basket__island .menu_basket__panel')).toBeVisible();
    const still = () =>
      page.evaluate(() => {
        const m = document.getElementById('menu_basket')!;
        return ((window as any).server as Element[]).map(
          (e, i) =>
            e.isConnected &&
            m.contains(e) &&
            e === m.querySelectorAll(['.top_basket__sub', '.badge', '.top_basket__price', '.top_basket__details', 'express-checkout'][i])[0],
        );
      });
    expect(await still()).toEqual([true, true, true, true, true]);
    // The theme's CSS keeps its hooks: the template's classes are on the server's elements with the island open.
    await expect(basket(page)).toHaveClass(/^(?=.*\btop_basket\b)(?=.*\bhover__wrapper\b)(?=.*--mobile_hide).*$/);
    await expect(basket(page).locator('.top_basket__details')).toHaveClass(/^(?=.*\btop_basket__details\b)(?=.*\bhover__element\b).*$/);
    await expect(basket(page).locator('.top_basket__express_checkout_container > express-checkout[type="basket"]')).toHaveCount(1);
    await expect(link(page)).toHaveClass('top_basket__sub');
    await page.mouse.move(5, 600);
    await expect(panel(page)).toHaveCount(0);
    await link(page).focus();
    await expect(panel(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel(page)).toHaveCount(0);
    expect(await still()).toEqual([true, true, true, true, true]);
    expect(errors).toEqual([]);
  });

  test('an empty basket served with --hide loses it when a product is added', async ({ page }) => {
    await page.request.post('/__fixture/basket', { data: { lines: [] } });
    await page.goto('/');
    await waitForWidgets(page);
    await expect(basket(page)).toHaveClass(/(^|\s)--hide(\s|$)/);
    await expect(badge(page)).toHaveText('');
    await addToBasketAndRefresh(page);
    await expect(badge(page)).toHaveText('1');
    await expect(basket(page)).not.toHaveClass(/--hide/);
    await expect(basket(page).getByRole('status')).toContainText('Koszyk: 1 produkt w koszyku');
    await openByHover(page);
  });

  test('an HTML-cache page (app_shop.vars.cache_html, --skeleton): the basket is asked for at once and comes alive, --skeleton dropped', async ({ page }) => {
    const errors = trackPageErrors(page);
    const answer = cue();
    const asked: string[] = [];
    page.on('request', (r) => r.url().endsWith('/ajax/get.php') && asked.push(r.postData() ?? ''));
    await withBasket(page, basketPart(lines(3), { worth_formatted: '300,00\u00a0zł' }), { until: answer.released });
    await page.goto('/?cache_html=1');
    expect(await page.evaluate(() => (window as any).app_shop.vars.cache_html)).toBe(true);
    await expect(basket(page)).toHaveAttribute('data-widget-state', 'mounted');
    await expect(basket(page)).toHaveClass(/--skeleton/);
    await expect(basket(page).locator('.top_basket__details')).toHaveClass(/--skeleton/);
    await expect(badge(page)).toHaveText('');
    // Asked with the page's first batch, before any hover (the platform's TopBasket waits for one).
    await expect.poll(() => asked.some((b) => b.includes('Basket'))).toBe(true);
    answer.release();
    await expect(badge(page)).toHaveText('3');
    await expect(price(page)).toHaveText('300,00\u00a0zł');
    await expect(basket(page)).not.toHaveClass(/--skeleton/);
    await expect(basket(page)).not.toHaveClass(/--hide/);
    await expect(link(page)).toHaveAccessibleName('Koszyk: 3 produkty w koszyku. Wartość koszyka: 300,00\u00a0zł');
    await openByHover(page); // the skeleton took no pointer: now it does
    await expect(panel(page).locator('.menu_basket__product')).toHaveCount(3);
    // The template's own block (its skeleton) is not shown beside the preview.
    await expect(basket(page).locator('.top_basket__details')).toBeHidden();
    expect(errors).toEqual([]);
  });

  // The template's stylesheet (restated in the fixture's shop.css): its details block is a hover dropdown from 979 px
  // and never shown below. The preview must be seen and used at both, and nothing of the template's block beside it.
  for (const { width, touch } of [
    { width: 390, touch: true },
    { width: 1280, touch: false },
  ])
    test(`${width} px: the preview is seen where the shopper taps or points, alone; after Escape nothing of it stays`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: 800 }, hasTouch: touch, isMobile: touch });
      const page = await context.newPage();
      const errors = trackPageErrors(page);
      await withBasket(page, basketPart(lines(2)));
      await page.goto('/');
      await waitForWidgets(page);
      if (touch) await link(page).tap();
      else await link(page).hover();
      await expect(panel(page)).toBeVisible();
      expect(new URL(page.url()).pathname).toBe('/');
      // What the shopper sees at the panel's middle is the panel (not covered, not clipped away).
      const box = (await panel(page).boundingBox())!;
      expect(box.width).toBeGreaterThan(0);
      expect(
        await page.evaluate(({ x, y }) => !!document.elementFromPoint(x, y)?.closest('.menu_basket__panel'), {
          x: box.x + box.width / 2,
          y: box.y + Math.min(box.height / 2, 40),
        }),
      ).toBe(true);
      await expect(basket(page).locator('.top_basket__details')).toBeHidden();
      // Its first product's link is there to be used.
      await expect(panel(page).locator('a').first()).toBeVisible();
      await link(page).focus();
      await page.keyboard.press('Escape');
      await expect(panel(page)).toBeHidden();
      // Focus (and the pointer at 1280 px) still on the link: no box of the template's opens in the panel's place.
      await expect(basket(page).locator('.top_basket__details')).toBeHidden();
      expect(errors).toEqual([]);
      await context.close();
    });

  test('a theme with other markup names its parts in data-parts (the old invented markup)', async ({ page }) => {
    const errors = trackPageErrors(page);
    await withBasket(page, basketPart(lines(2), { worth_formatted: '222,00\u00a0zł' }));
    await page.route('**/*', async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const body = (await response.text()).replace(
        /<div id="menu_basket"[\s\S]*?<div class="top_basket__details[^"]*"><\/div>\s*<\/div>/,
        `<div id="menu_basket" class="menu_basket" data-widget="menu_basket" data-parts='{"link": "a.menu_basket__link", "badge": ".menu_basket__count", "price": ".menu_basket__total"}'><a class="menu_basket__link" href="/basketedit.php"><span class="menu_basket__count">1</span> <span class="menu_basket__total">1,00 zł</span></a></div>`,
      );
      expect(body).toContain('menu_basket__link');
      await route.fulfill({ response, body });
    });
    await page.goto('/');
    await waitForWidgets(page);
    await expect(basket(page)).toHaveAttribute('data-widget-state', 'mounted');
    await expect(basket(page).locator('.menu_basket__count')).toHaveText('2');
    await expect(basket(page).locator('.menu_basket__total')).toHaveText('222,00\u00a0zł');
    await basket(page).locator('.menu_basket__link').hover();
    await expect(panel(page)).toBeVisible(); // no details block: the preview goes into the marker
    expect(errors).toEqual([]);
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

  test('a tap pressed before the preview code arrived and lifted after it arrived opens the preview (the island never saw the press)', async ({
    page,
    browserName,
  }) => {
    test.skip(browserName !== 'chromium', 'the press and the release are sent apart through the DevTools protocol');
    const errors = trackPageErrors(page);
    await withBasket(page, basketPart(lines(2)));
    const island = await holdIsland(page, 'MiniBasket');
    await page.goto('/');
    await waitForWidgets(page);
    const box = (await link(page).boundingBox())!;
    const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at] });
    await expect.poll(island.asked).toBe(true);
    island.release();
    // The island is on the page (its container rendered) before the finger lifts.
    await expect(page.locator('#menu_basket .menu_basket__island')).toHaveCount(1);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(panel(page)).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(errors).toEqual([]);
  });
});
