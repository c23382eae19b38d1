/**
 * Contract: shoppingListCreate and the tracking events as the platform answers them (facts note
 * "GraphQL"), replayed through the page. The creation goes to ?query=createShoppingList with the name
 * inline, its answer's x-iai-tracking-events (or the spec's x-idosell-… wording) triggers
 * ?trackingEvents `query { trackingEvents }`, whose snippets run one by one before the link is followed,
 * whatever the creation's result. The batch's answer never triggers them.
 */
import { expect, test, type Page } from '@playwright/test';
import { trackPageErrors, waitForWidgets } from '../e2e/helpers';

const isCreate = (u: URL) => u.pathname === '/graphql/v1/' && u.search === '?query=createShoppingList';
const isSearch = (u: URL) => u.pathname === '/graphql/v1/' && u.search === '';
const isTracking = (u: URL) => u.pathname === '/graphql/v1/' && u.search === '?trackingEvents';

/** Snippets as the platform sends them: script text; a non-string item and a throwing snippet harm no other. */
const SNIPPETS = [
  'sessionStorage.setItem("tracked", (sessionStorage.getItem("tracked") || "") + "a");',
  7,
  'throw new Error("tracking snippet fails");',
  'sessionStorage.setItem("tracked", (sessionStorage.getItem("tracked") || "") + "b");',
];

async function routeCreation(page: Page, answer: unknown, header: string | undefined, log: string[]) {
  await page.route(isCreate, (route) => {
    log.push(`create ${route.request().postData()}`);
    return route.fulfill({ json: answer, headers: header ? { [header]: '2' } : {} });
  });
  await page.route(isTracking, (route) => {
    log.push(`tracking ${route.request().postData()}`);
    return route.fulfill({ json: { data: { trackingEvents: SNIPPETS } } });
  });
}

async function clickEmptyList(page: Page) {
  await page.goto('/');
  await waitForWidgets(page);
  await expect(page.locator('.shopping_list_top')).toHaveAttribute('data-empty', 'true');
  await page.locator('.shopping_list_top a.slt_link.--empty').click();
  await page.waitForURL('**/shoppinglist.php');
}

const CREATE_BODY = JSON.stringify({ query: 'mutation { shoppingListCreate(ShoppingListSettingsInput: {name: "Lista zakupowa"}) { status id } }' });
const TRACKING_BODY = JSON.stringify({ query: 'query { trackingEvents }' });

test.describe('contract: shoppingListCreate and trackingEvents', () => {
  for (const header of ['x-iai-tracking-events', 'x-idosell-tracking-events']) {
    test(`success {status, id}; ${header} runs each snippet before the link is followed`, async ({ page }) => {
      const errors = trackPageErrors(page);
      const log: string[] = [];
      await routeCreation(page, { data: { shoppingListCreate: { status: 'success', id: 17 } } }, header, log);
      await clickEmptyList(page);
      expect(log).toEqual([`create ${CREATE_BODY}`, `tracking ${TRACKING_BODY}`]);
      // Both good snippets ran (the throwing one and the non-string one did not stop them), before leaving.
      expect(await page.evaluate(() => sessionStorage.getItem('tracked'))).toBe('ab');
      // The throwing one is contained as the platform contains it (a function body whose throw is swallowed).
      expect(errors.map((e) => e.message)).toEqual([]);
    });
  }

  test('status "error" with a null id, and no header: no tracking, the link is followed anyway', async ({ page }) => {
    const log: string[] = [];
    await routeCreation(page, { data: { shoppingListCreate: { status: 'error', id: null } } }, undefined, log);
    await clickEmptyList(page);
    expect(log).toEqual([`create ${CREATE_BODY}`]);
  });

  test('status "success" with a null id counts as created (the link stops being empty)', async ({ page }) => {
    const log: string[] = [];
    await routeCreation(page, { data: { shoppingListCreate: { status: 'success', id: null } } }, undefined, log);
    await page.goto('/');
    await waitForWidgets(page);
    // The widget marks the lists before it navigates: the mark is recorded where it survives the navigation.
    await page.evaluate(() => {
      const top = document.querySelector('.shopping_list_top')!;
      new MutationObserver(() => sessionStorage.setItem('marked', String(top.getAttribute('data-empty')))).observe(top, { attributeFilter: ['data-empty'] });
    });
    await page.locator('.shopping_list_top a.slt_link').click();
    await page.waitForURL('**/shoppinglist.php');
    expect(await page.evaluate(() => sessionStorage.getItem('marked'))).toBe('false');
    expect(log).toEqual([`create ${CREATE_BODY}`]);
  });

  test("the batch answer's tracking header is never read; a GraphQL answer's is", async ({ page }) => {
    const tracking: string[] = [];
    await page.route(isTracking, (route) => {
      tracking.push(route.request().url());
      return route.fulfill({ json: { data: { trackingEvents: [] } } });
    });
    await page.route('**/ajax/get.php', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), 'x-iai-tracking-events': '3' } });
    });
    const batch = page.waitForResponse((r) => new URL(r.url()).pathname === '/ajax/get.php');
    await page.goto('/');
    await waitForWidgets(page);
    expect((await batch).headers()['x-iai-tracking-events']).toBe('3');
    // A GraphQL answer afterwards (the search) without the header: still nothing.
    await page.route(isSearch, (route) =>
      route.fulfill({
        json: {
          data: {
            productsTextSearch: { products: null, series: null, producers: null, menuNodes: null, cms: null, searchQueries: [{ name: 'x', link: '/x' }] },
          },
        },
      }),
    );
    await page.locator('#menu_search_text').pressSequentially('ab', { delay: 30 });
    await expect(page.locator('#menu_search .--queries [role=option]')).toHaveText(['x']);
    expect(tracking).toEqual([]);
    // The same search answered with the header triggers them.
    await page.unroute(isSearch);
    await page.route(isSearch, (route) =>
      route.fulfill({ json: { data: { productsTextSearch: { searchQueries: [{ name: 'y', link: '/y' }] } } }, headers: { 'x-iai-tracking-events': '1' } }),
    );
    await page.locator('#menu_search_text').pressSequentially('c', { delay: 30 });
    await expect(page.locator('#menu_search .--queries [role=option]')).toHaveText(['y']);
    await expect.poll(() => tracking.length).toBe(1);
  });
});
