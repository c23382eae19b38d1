import { expect, test, type Page } from '@playwright/test';
import { batchKeys, batchRequests, cue, trackPageErrors, waitForWidgets } from './helpers';

async function editBatch(page: Page, edit: (json: any) => void) {
  await page.route('**/ajax/get.php', async (route) => {
    const response = await route.fetch();
    const json = await response.json();
    edit(json);
    await route.fulfill({ response, json });
  });
}

const wish = (id: number) => ({ icon: `/data/gallery/${id}.svg`, name: `Produkt ${id}`, attributes: { id: String(id), link: `/product-pol-${id}-x.html` }, price: { attributes: { price_formatted: '10,00\u00a0zł' } } });
const comp = (id: number) => ({ iconsmall: `/data/gallery/${id}.svg`, name: `Produkt ${id}`, attributes: { id: String(id), link: `/product-pol-${id}-x.html`, removelink: `/settings.php?comparers=remove&product=${id}` } });

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

test.describe('shopping lists', () => {
  test('an empty-list link creates "Lista zakupowa" first, fires its tracking events, then navigates', async ({ page }) => {
    const errors = trackPageErrors(page);
    const log: string[] = [];
    let createBody: any;
    await page.route('**/graphql/v1/?query=createShoppingList', async (route) => {
      createBody = route.request().postDataJSON();
      await route.continue();
    });
    // The tracking events' answer is held until the test has seen that the page is still here: the navigation must
    // wait for them. Platform: POST {graphql}?trackingEvents, `query { trackingEvents }`.
    const trackingAsked = cue();
    const trackingAnswer = cue();
    await page.route((url) => url.pathname === '/graphql/v1/' && url.search === '?trackingEvents', async (route) => {
      expect(route.request().postDataJSON()).toEqual({ query: 'query { trackingEvents }' });
      trackingAsked.release();
      await trackingAnswer.released;
      log.push('tracking');
      await route.continue();
    });
    page.on('framenavigated', (f) => {
      if (f === page.mainFrame() && f.url().includes('/shoppinglist.php')) log.push('navigated');
    });
    await page.goto('/');
    await waitForWidgets(page);
    const link = page.locator('#menu_shopping_list');
    await expect(link).toHaveAttribute('data-empty', 'true');
    await link.click({ noWaitAfter: true });
    await trackingAsked.released;
    expect(log).toEqual([]); // created, tracking asked for, and the page not left while its answer is held
    trackingAnswer.release();
    await page.waitForURL('**/shoppinglist.php');
    // Platform: {query} only, the name inline.
    expect(createBody).toEqual({ query: 'mutation { shoppingListCreate(ShoppingListSettingsInput: {name: "Lista zakupowa"}) { status id } }' });
    expect(log).toEqual(['tracking', 'navigated']);
    await expect(page.locator('.shopping_lists__list li')).toHaveText(['Lista zakupowa']);
    await expect(page.locator('#menu_shopping_list')).toHaveAttribute('data-empty', 'false');
    // A list exists now: the link is an ordinary link.
    let creations = 0;
    page.on('request', (r) => r.url().includes('createShoppingList') && creations++);
    await waitForWidgets(page);
    await page.locator('#menu_shopping_list').click();
    await page.waitForURL('**/shoppinglist.php');
    expect(creations).toBe(0);
    expect(errors).toEqual([]);
  });

  test('a failed creation (HTTP 500) still navigates', async ({ page }) => {
    await page.route('**/graphql/v1/?query=createShoppingList', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.goto('/');
    await waitForWidgets(page);
    await page.locator('#menu_shopping_list').click();
    await page.waitForURL('**/shoppinglist.php');
    await expect(page.locator('.shopping_lists__empty')).toBeVisible();
  });

  test('a refused creation (status error) and a network failure still navigate', async ({ page }) => {
    await page.route('**/graphql/v1/?query=createShoppingList', (route) =>
      route.fulfill({ json: { data: { shoppingListCreate: { status: 'error', id: null } } } }),
    );
    await page.goto('/cs/');
    await waitForWidgets(page);
    await page.locator('#menu_shopping_list').click();
    await page.waitForURL('**/cs/shoppinglist.php');
    await page.unroute('**/graphql/v1/?query=createShoppingList');
    await page.route('**/graphql/v1/?query=createShoppingList', (route) => route.abort());
    await page.goto('/');
    await waitForWidgets(page);
    await page.locator('#menu_shopping_list').click();
    await page.waitForURL('**/shoppinglist.php');
  });
});
