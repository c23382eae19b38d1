/**
 * shopping_list on the Standard template's markup (header `.shopping_list_top[data-empty]`, aside
 * `section.shopping_list_menu`): a click on an `--empty` link creates the first list, lets its tracking events run,
 * shows the new row where the page lists them, then follows the link; failures still navigate.
 */
import { expect, test, type Page } from '@playwright/test';
import { cue, resizeTo, trackPageErrors, waitForWidgets } from './helpers';

const top = (page: Page) => page.locator('.shopping_list_top');
const topLink = (page: Page) => top(page).locator('a.slt_link');
/** The lists' rows that are not the hidden model row. */
const rows = (page: Page, scope = '.slt_lists__nav') => page.locator(`${scope} > li[data-list_id]:not([data-list_skeleton])`);

/** The aside's lists, as the template renders them in `aside` (the fixture's aside belongs to the category menu). */
const ASIDE = `<section class="shopping_list_menu" data-widget="shopping_list" aria-label="Ulubione"><div class="slm_lists" data-empty="true"><a href="/shoppinglist.php" class="slm_link --empty">Ulubione</a><ul class="slm_lists__nav"><li class="slm_lists__nav_item" data-list_skeleton="true" data-list_id="true"><a class="slm_lists__nav_link" data-list_href="true" href="/shoppinglist.php"><span data-list_name="true"></span><span class="slm_lists__count" data-list_count="true">0</span></a></li></ul></div></section>`;

/**
 * The page's lists as they were when it was left (recorded at pagehide, read on the next page): the widget shows a
 * created list before it follows the link (a page kept in the back-forward cache shows it when the shopper returns).
 */
async function recordOnLeave(page: Page) {
  await page.evaluate(() =>
    addEventListener('pagehide', () => {
      const lists = [...document.querySelectorAll('.shopping_list_top, .shopping_list_menu')].map((e) => e.outerHTML).join('');
      sessionStorage.setItem('lists-left', lists);
    }),
  );
}

interface Left {
  empty: (string | null)[];
  emptyLinks: number;
  rows: { scope: string; id: string | null; name: string; count: string }[];
  images: number;
}
function leftState(page: Page): Promise<Left> {
  return page.evaluate(() => {
    const doc = new DOMParser().parseFromString(sessionStorage.getItem('lists-left') ?? '', 'text/html');
    return {
      empty: [...doc.querySelectorAll('[data-empty]')].map((e) => e.getAttribute('data-empty')),
      emptyLinks: doc.querySelectorAll('a.--empty').length,
      rows: [...doc.querySelectorAll('li[data-list_id]:not([data-list_skeleton])')].map((li) => ({
        scope: li.parentElement!.className,
        id: li.getAttribute('data-list_id'),
        name: li.querySelector('[data-list_name]')?.textContent ?? '',
        count: li.querySelector('[data-list_count]')?.textContent ?? '',
      })),
      images: doc.querySelectorAll('img').length,
    };
  });
}

for (const width of [390, 1280]) {
  test.describe(`shopping lists at ${width} px`, () => {
    test.beforeEach(async ({ page }) => resizeTo(page, width));

    test('an --empty link creates "Lista zakupowa" first, fires its tracking events, shows the new row, then navigates', async ({ page }) => {
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
      await expect(top(page)).toHaveAttribute('data-empty', 'true');
      await expect(topLink(page)).toHaveClass(/(^| )--empty( |$)/);
      await expect(rows(page)).toHaveCount(0);
      await expect(topLink(page)).toBeVisible();
      await recordOnLeave(page);
      await topLink(page).click({ noWaitAfter: true });
      await trackingAsked.released;
      expect(log).toEqual([]); // created, tracking asked for, and the page not left while its answer is held
      trackingAnswer.release();
      await page.waitForURL('**/shoppinglist.php');
      expect(log).toEqual(['tracking', 'navigated']);
      // Platform: {query} only, the name inline.
      expect(createBody).toEqual({ query: 'mutation { shoppingListCreate(ShoppingListSettingsInput: {name: "Lista zakupowa"}) { status id } }' });
      // As the page was left: the new list's row (from the model row), data-empty "false", no --empty link left.
      const left = await leftState(page);
      expect(left).toEqual({
        empty: ['false'],
        emptyLinks: 0,
        rows: [{ scope: 'slt_lists__nav', id: expect.stringMatching(/^\d+$/), name: 'Lista zakupowa', count: '0' }],
        images: 0,
      });
      await expect(page.locator('.shopping_lists__list li')).toHaveText(['Lista zakupowa']);
      // The server's next page: the list with its count; the link is an ordinary link.
      await waitForWidgets(page);
      await expect(top(page)).toHaveAttribute('data-empty', 'false');
      await expect(topLink(page)).not.toHaveClass(/--empty/);
      await top(page).hover();
      await expect(rows(page)).toHaveCount(1);
      await expect(rows(page).first()).toBeVisible();
      await expect(rows(page).locator('.slt_lists__count')).toHaveText('0');
      let creations = 0;
      page.on('request', (r) => r.url().includes('createShoppingList') && creations++);
      await topLink(page).click();
      await page.waitForURL('**/shoppinglist.php');
      expect(creations).toBe(0);
      expect(errors).toEqual([]);
    });

    test("by keyboard: Tab to the lists' --empty row and Enter creates the list; the aside's lists are updated too", async ({ page }) => {
      const errors = trackPageErrors(page);
      await page.route('**/', async (route) => {
        if (route.request().resourceType() !== 'document') return route.fallback();
        const response = await route.fetch();
        const body = (await response.text()).replace('<main id="content" tabindex="-1">', `${ASIDE}<main id="content" tabindex="-1">`);
        await route.fulfill({ response, body });
      });
      await page.goto('/');
      await waitForWidgets(page);
      await expect(page.locator('.shopping_list_menu')).toHaveAttribute('data-widget-state', 'mounted');
      await recordOnLeave(page);
      await topLink(page).focus();
      await page.keyboard.press('Tab');
      const emptyRow = page.locator('.slt_lists__nav a.slt_lists__nav_link.--empty');
      await expect(emptyRow).toBeFocused();
      await expect(emptyRow).toBeVisible();
      await page.keyboard.press('Enter');
      await page.waitForURL('**/shoppinglist.php');
      const left = await leftState(page);
      const id = expect.stringMatching(/^\d+$/);
      expect(left).toEqual({
        empty: ['false', 'false'],
        emptyLinks: 0,
        rows: [
          { scope: 'slt_lists__nav', id, name: 'Lista zakupowa', count: '0' },
          { scope: 'slm_lists__nav', id, name: 'Lista zakupowa', count: '0' },
        ],
        images: 0,
      });
      expect(errors).toEqual([]);
    });
  });
}

test.describe('shopping lists: failures', () => {
  test('a failed creation (HTTP 500) still navigates and leaves the lists as they were', async ({ page }) => {
    await page.route('**/graphql/v1/?query=createShoppingList', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.goto('/');
    await waitForWidgets(page);
    await recordOnLeave(page);
    const warned = page.waitForEvent('console', (m) => m.type() === 'warning' && m.text().includes('shopping_list'));
    await topLink(page).click({ noWaitAfter: true });
    await warned;
    await page.waitForURL('**/shoppinglist.php');
    await expect(page.locator('.shopping_lists__empty')).toBeVisible();
    expect(await leftState(page)).toEqual({ empty: ['true'], emptyLinks: 2, rows: [], images: 0 });
  });

  test('a refused creation (status error) and a network failure still navigate', async ({ page }) => {
    await page.route('**/graphql/v1/?query=createShoppingList', (route) =>
      route.fulfill({ json: { data: { shoppingListCreate: { status: 'error', id: null } } } }),
    );
    await page.goto('/cs/');
    await waitForWidgets(page);
    await topLink(page).click();
    await page.waitForURL('**/cs/shoppinglist.php');
    await page.unroute('**/graphql/v1/?query=createShoppingList');
    await page.route('**/graphql/v1/?query=createShoppingList', (route) => route.abort());
    await page.goto('/');
    await waitForWidgets(page);
    await topLink(page).click();
    await page.waitForURL('**/shoppinglist.php');
  });

  test('an id that is not digits adds no row (it would go into an attribute and a selector); the link stops being empty', async ({ page }) => {
    await page.route('**/graphql/v1/?query=createShoppingList', (route) =>
      route.fulfill({ json: { data: { shoppingListCreate: { status: 'success', id: '1"] <img src=x onerror=alert(1)>' } } } }),
    );
    await page.goto('/');
    await waitForWidgets(page);
    await recordOnLeave(page);
    await topLink(page).click({ noWaitAfter: true });
    await page.waitForURL('**/shoppinglist.php');
    expect(await leftState(page)).toEqual({ empty: ['false'], emptyLinks: 0, rows: [], images: 0 });
  });
});
