/**
 * Contract (browser): the platform's real-shaped batch answers (batch-samples.ts) replayed through the page with
 * page.route, asserting what the shopper sees: the mini basket, the header counters, the snippets and the top
 * layers. The fixture server is only the page around them; every /ajax/get.php answer here is the sample.
 */
import { expect, test, type Page } from '@playwright/test';
import { trackPageErrors, waitForWidgets } from '../e2e/helpers';
import * as S from './batch-samples';

const NBSP = '\u00a0';

/** Answers every batch request with the given parts, keyed like the request; returns the keys asked for. */
async function answerWith(page: Page, parts: Record<string, unknown>): Promise<string[][]> {
  const asked: string[][] = [];
  await page.route('**/ajax/get.php', async (route) => {
    const request = JSON.parse(new URLSearchParams(route.request().postData() ?? '').get('request') ?? '{}');
    asked.push(Object.keys(request));
    await route.fulfill({ json: S.answerFor(request, parts) });
  });
  return asked;
}

const panel = (page: Page) => page.locator('#menu_basket .menu_basket__panel');
async function openBasket(page: Page) {
  await page.locator('#menu_basket .top_basket__sub').hover();
  await expect(panel(page)).toBeVisible();
}

test.describe('contract: Basket', () => {
  test('lines under response.basket.products, null texts shown as empty, "uniw" size hidden, "0.00" left is free shipping', async ({ page }) => {
    const errors = trackPageErrors(page);
    await answerWith(page, { Basket: S.BASKET });
    await page.goto('/');
    await waitForWidgets(page);
    await expect(page.locator('#menu_basket .top_basket__sub .badge')).toHaveText('3');
    await expect(page.locator('#menu_basket .top_basket__price')).toHaveText(`348,50${NBSP}zł`);
    await expect(page.locator('#menu_basket .top_basket__sub')).toHaveAccessibleName(`Koszyk: 3 produkty w koszyku. Wartość koszyka: 348,50${NBSP}zł`);
    await openBasket(page);
    const products = panel(page).locator('.menu_basket__product');
    await expect(products).toHaveCount(3);
    await expect(products.nth(0).locator('.menu_basket__name')).toHaveText('Kurtka Alpina');
    await expect(products.nth(0).locator('.menu_basket__size')).toHaveText('Rozmiar: XL');
    await expect(products.nth(0).locator('.menu_basket__quantity')).toHaveText('Ilość: 2 szt.');
    await expect(products.nth(0).locator('.menu_basket__value')).toHaveText(`398,00${NBSP}zł`);
    await expect(products.nth(0).locator('img.menu_basket__photo')).toHaveAttribute('src', '/data/gallery/1.svg');
    await expect(products.nth(1).locator('.menu_basket__size')).toHaveCount(0);
    await expect(products.nth(1)).not.toContainText('uniwersalny');
    await expect(products.nth(1).locator('.menu_basket__version')).toHaveText('Wersja: zielony');
    await expect(products.nth(1).locator('.menu_basket__quantity')).toHaveText('Ilość: 3 op.');
    // The all-null line is still there: no photo, no link, an empty name and value, the quantity.
    await expect(products.nth(2).locator('img')).toHaveCount(0);
    await expect(products.nth(2).locator('a')).toHaveCount(0);
    await expect(products.nth(2).locator('.menu_basket__name')).toHaveText('');
    await expect(products.nth(2).locator('.menu_basket__value')).toHaveText('');
    await expect(products.nth(2).locator('.menu_basket__quantity')).toContainText('Ilość: 1');
    await expect(panel(page).locator('.menu_basket__shipping')).toHaveText(`Koszt dostawy: 0,00${NBSP}zł`);
    await expect(panel(page).locator('.menu_basket__free-shipping')).toHaveClass(/--active/);
    await expect(panel(page).locator('.menu_basket__free-shipping')).toHaveText('Darmowa dostawa!');
    // A line with an empty (null) name hides one-click.
    await expect(panel(page).locator('.menu_basket__one-click')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('a null toShippingFree says nothing about free shipping', async ({ page }) => {
    await answerWith(page, { Basket: S.BASKET_UNKNOWN_FREE_SHIPPING });
    await page.goto('/');
    await waitForWidgets(page);
    await openBasket(page);
    await expect(panel(page).locator('.menu_basket__product')).toHaveCount(2);
    await expect(panel(page).locator('.menu_basket__shipping')).toHaveText(`Koszt dostawy: 15,99${NBSP}zł`);
    await expect(panel(page).locator('.menu_basket__free-shipping')).toHaveCount(0);
    await expect(panel(page)).not.toContainText('Darmowa dostawa');
    await expect(panel(page).locator('.menu_basket__one-click')).toBeVisible();
  });

  test('eleven lines: the list layout with a photo for each, and the amount left to free shipping', async ({ page }) => {
    await answerWith(page, { Basket: S.BASKET_LIST });
    await page.goto('/');
    await waitForWidgets(page);
    await openBasket(page);
    await expect(panel(page).locator('.menu_basket__products')).toHaveClass(/--list/);
    await expect(panel(page).locator('.menu_basket__product')).toHaveCount(11);
    await expect(panel(page).locator('img.menu_basket__photo')).toHaveCount(11);
    await expect(panel(page).locator('.menu_basket__free-shipping')).toHaveText(`Do darmowej dostawy brakuje: 12,50${NBSP}zł`);
    await expect(panel(page).locator('.menu_basket__free-shipping')).not.toHaveClass(/--active/);
  });
});

test.describe('contract: Wishlist and Comparers', () => {
  for (const [label, wishlist, comparers, wishText, compItems] of [
    ['product arrays (wishlist count from attributes.count)', S.WISHLIST, S.COMPARERS, '3 produkty', 2],
    ['XML singletons (one product as an object)', S.WISHLIST_SINGLETON, S.COMPARERS_SINGLETON, '1 produkt', 1],
    ['no product key (empty lists)', S.WISHLIST_EMPTY, S.COMPARERS_EMPTY, '0 produktów', 0],
  ] as const) {
    test(`a theme's wishlist counter and the cached page's compare box from ${label}`, async ({ page }) => {
      const asked = await answerWith(page, { Wishlist: wishlist, Comparers: comparers });
      // The Standard template has no wishlist counter: a theme's own, with the template's badge class.
      await page.route('**/product-pol-1-x.html?cache_html=1', async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace(
          '<div class="header__actions">',
          '<div class="header__actions"><a id="menu_wishlist" href="/basketedit.php?mode=2" data-widget="menu_wishlist">Ulubione <span class="badge">2</span></a>',
        );
        await route.fulfill({ response, body });
      });
      await page.goto('/product-pol-1-x.html?cache_html=1');
      await waitForWidgets(page);
      expect(asked.flat()).toEqual(expect.arrayContaining(['Wishlist', 'Comparers']));
      await expect(page.locator('#menu_wishlist .badge')).toHaveText(wishText);
      if (wishText.startsWith('0')) await expect(page.locator('#menu_wishlist .badge')).toHaveClass(/--empty/);
      else await expect(page.locator('#menu_wishlist .badge')).not.toHaveClass(/--empty/);
      const box = page.locator('#menu_compare_product');
      if (compItems) {
        await expect(box).toBeVisible();
        await expect(box.locator('a.compare__item')).toHaveCount(compItems);
        await expect(box).toHaveAttribute('data-count', String(compItems));
      } else {
        await expect(page.locator('[data-widget="menu_compare"]')).toHaveAttribute('data-widget-state', 'mounted');
        await expect(box).toBeHidden();
      }
    });
  }
});

test.describe('contract: Snippets and ToplayersAndWidgets', () => {
  test('snippets go to head, body top and body end by region; an item with no region is skipped', async ({ page }) => {
    const errors = trackPageErrors(page);
    await answerWith(page, { Snippets: S.SNIPPETS });
    await page.goto('/');
    await waitForWidgets(page);
    await expect.poll(() => page.evaluate(() => (window as any).contractSnippets)).toEqual(['head', 'body_top', 'footer']);
    await expect(page.locator('head meta[name="contract-snippet"]')).toHaveCount(1);
    expect(await page.evaluate(() => document.body.firstElementChild?.id)).toBe('contract_top');
    // "footer" is another region: the end of the body, after the page's own content.
    expect(
      await page.evaluate(
        () => !!(document.getElementById('container')!.compareDocumentPosition(document.getElementById('contract_end')!) & Node.DOCUMENT_POSITION_FOLLOWING),
      ),
    ).toBe(true);
    await expect(page.locator('#contract_no_region')).toHaveCount(0);
    await expect(page.locator('#contract_null_region')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("top layers: {content} items inserted at the end of the body, the items' script key run after them", async ({ page }) => {
    const errors = trackPageErrors(page);
    await answerWith(page, { ToplayersAndWidgets: S.TOPLAYERS });
    await page.goto('/');
    await waitForWidgets(page);
    await expect.poll(() => page.evaluate(() => (window as any).contractScriptKey)).toBe('after the layer');
    await expect(page.locator('body > #contract_layer')).toHaveText('Warstwa');
    await expect(page.locator('body > #contract_layer_2')).toHaveText('Druga');
    expect(await page.evaluate(() => (window as any).contractLayerScript)).toBe(true);
    expect(errors).toEqual([]);
  });
});
