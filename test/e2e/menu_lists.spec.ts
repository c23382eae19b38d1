/**
 * menu_wishlist and menu_compare: the header list counters from the Wishlist and Comparers batch parts.
 */
import { expect, test, type Page } from '@playwright/test';
import { batchKeys, batchRequests, waitForWidgets } from './helpers';

async function editBatch(page: Page, edit: (json: any) => void) {
  await page.route('**/ajax/get.php', async (route) => {
    const response = await route.fetch();
    const json = await response.json();
    edit(json);
    await route.fulfill({ response, json });
  });
}

const wish = (id: number) => ({
  icon: `/data/gallery/${id}.svg`,
  name: `Produkt ${id}`,
  attributes: { id: String(id), link: `/product-pol-${id}-x.html` },
  price: { attributes: { price_formatted: '10,00\u00a0zł' } },
});
const comp = (id: number) => ({
  iconsmall: `/data/gallery/${id}.svg`,
  name: `Produkt ${id}`,
  attributes: { id: String(id), link: `/product-pol-${id}-x.html`, removelink: `/settings.php?comparers=remove&product=${id}` },
});

test.describe('header counters', () => {
  test('ask Wishlist and Comparers in the page batch and show their counts (platform shapes)', async ({ page }) => {
    const requests = batchRequests(page);
    await editBatch(page, (json) => {
      // Wishlist: the count is attributes.count (5), not the number of products listed (1).
      json.Wishlist = { response: { product: [wish(1)], attributes: { count: '5', cost: '50.00' } } };
      // Comparers: the count is the number of products; a single one may come as an object (XML singleton).
      json.Comparers = { response: { product: comp(1) } };
    });
    await page.goto('/');
    await waitForWidgets(page);
    expect(requests.flatMap(batchKeys)).toEqual(expect.arrayContaining(['Wishlist', 'Comparers']));
    await expect(page.locator('#menu_wishlist .header__badge')).toHaveText('5 produktów');
    await expect(page.locator('#menu_wishlist')).toHaveAccessibleName('Ulubione 5 produktów');
    await expect(page.locator('#menu_compare .header__badge')).toHaveText('1 produkt');
  });

  test('0 marks the badge empty; Czech plural words', async ({ page }) => {
    await editBatch(page, (json) => {
      json.Wishlist = { response: { attributes: { count: '0', cost: '0.00' } } };
      json.Comparers = { response: { product: [comp(1), comp(2), comp(3)] } };
    });
    await page.goto('/cs/');
    await waitForWidgets(page);
    await expect(page.locator('#menu_wishlist .header__badge')).toHaveClass(/--empty/);
    await expect(page.locator('#menu_wishlist .header__badge')).toHaveText('0 produktů');
    await expect(page.locator('#menu_compare .header__badge')).toHaveText('3 produkty');
  });

  test('the older {count, products} shape is still read', async ({ page }) => {
    await editBatch(page, (json) => {
      json.Wishlist = { response: { count: 4, products: [] } };
      json.Comparers = { response: { products: [{ id: 1 }, { id: 2 }] } };
    });
    await page.goto('/');
    await waitForWidgets(page);
    await expect(page.locator('#menu_wishlist .header__badge')).toHaveText('4 produkty');
    await expect(page.locator('#menu_compare .header__badge')).toHaveText('2 produkty');
  });

  test('the real fixture counts; a malformed part keeps the server count with one warning', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    let fixture: any;
    await editBatch(page, (json) => {
      fixture = { Wishlist: json.Wishlist, Comparers: json.Comparers };
      json.Comparers = { response: { attributes: { count: -4 } } };
    });
    await page.goto('/');
    await waitForWidgets(page);
    // The widgets mount without waiting for the batch: wait for its answer to have passed through the route.
    await expect.poll(() => fixture).toBeDefined();
    // The fixture answers in the platform's shape only.
    expect(fixture.Wishlist.response.attributes.count).toBe('2');
    expect(fixture.Wishlist.response.product).toHaveLength(2);
    expect(fixture.Wishlist.response).not.toHaveProperty('count');
    expect(fixture.Comparers.response.product).toHaveLength(1);
    expect(fixture.Comparers.response).not.toHaveProperty('products');
    await expect(page.locator('#menu_wishlist')).toHaveAttribute('data-count', '2');
    await expect(page.locator('#menu_compare .header__badge')).toHaveText('1 produkt');
    await expect(page.locator('#menu_compare')).not.toHaveAttribute('data-count', /./);
    expect(warnings.filter((w) => w.includes('menu_compare'))).toHaveLength(1);
  });
});
