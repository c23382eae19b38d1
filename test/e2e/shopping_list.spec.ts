/**
 * shopping_list: an empty-list link creates the default list first, then navigates; failures still navigate.
 */
import { expect, test } from '@playwright/test';
import { cue, trackPageErrors, waitForWidgets } from './helpers';

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
    await page.route(
      (url) => url.pathname === '/graphql/v1/' && url.search === '?trackingEvents',
      async (route) => {
        expect(route.request().postDataJSON()).toEqual({ query: 'query { trackingEvents }' });
        trackingAsked.release();
        await trackingAnswer.released;
        log.push('tracking');
        await route.continue();
      },
    );
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
