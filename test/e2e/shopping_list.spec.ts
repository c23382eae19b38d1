/**
 * shopping_list on the Standard template's markup (header `.shopping_list_top[data-empty]`, aside
 * `section.shopping_list_menu > .slm_lists[data-empty]`, each with its own marker, as the fixture renders them): a
 * click on an `--empty` link creates the first list, lets its tracking events run, shows the new row where the page
 * lists them (header and aside), flips `data-empty`, then follows the link; failures still navigate. At 390 px the
 * aside is the drawer (opened with the template's toggler).
 */
import { expect, test, type Page } from '@playwright/test';
import { cue, expectNoAxeViolations, resizeTo, trackPageErrors, waitForWidgets } from './helpers';

const top = (page: Page) => page.locator('.shopping_list_top');
const topLink = (page: Page) => top(page).locator('a.slt_link');
/** The lists' rows that are not the hidden model row. */
const rows = (page: Page, scope = '.slt_lists__nav') => page.locator(`${scope} > li[data-list_id]:not([data-list_skeleton])`);

const aside = (page: Page) => page.locator('section.shopping_list_menu');
const asideLists = (page: Page) => aside(page).locator('> .slm_lists');
const asideLink = (page: Page) => asideLists(page).locator('> a.slm_link');

/** Opens the aside where it is a drawer (below 979 px: the template's toggler); from 979 px it is on the page. */
async function showAside(page: Page, width: number) {
  if (width < 979) {
    await page.locator('nav#menu_categories > button.navbar-toggler').click();
    await expect(page.locator('html')).toHaveClass(/(^| )sidebar_open( |$)/);
  }
  await expect(aside(page)).toBeVisible();
}

/**
 * The page's lists as they were when it was left (recorded at pagehide, read on the next page): the widget shows a
 * created list before it follows the link (a page kept in the back-forward cache shows it when the shopper returns).
 */
async function recordOnLeave(page: Page) {
  await page.evaluate(() =>
    addEventListener('pagehide', () => {
      const lists = [...document.querySelectorAll('.shopping_list_top, .shopping_list_menu')].map((e) => e.outerHTML).join('');
      sessionStorage.setItem('lists-left', lists);
      // What the shopper saw of the aside's new row (the theme's CSS shows counts by data-empty).
      const row = document.querySelector('.slm_lists__nav > li[data-list_id]:not([data-list_skeleton])');
      const seen = {
        row: !!row?.checkVisibility(),
        count: !!row?.querySelector('.slm_lists__count')?.checkVisibility(),
        model: !!document.querySelector('.slm_lists__nav > [data-list_skeleton]')?.checkVisibility(),
      };
      sessionStorage.setItem('lists-seen', JSON.stringify(seen));
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

    test("the aside's lists with their marker alone: its --empty link creates the list, then follows it; data-empty flips and the new row shows in the aside and the header", async ({
      page,
    }) => {
      const errors = trackPageErrors(page);
      const creations: string[] = [];
      page.on('request', (r) => r.url().includes('?query=createShoppingList') && creations.push(r.url()));
      await page.goto('/');
      await waitForWidgets(page);
      await expect(aside(page)).toHaveAttribute('data-widget-state', 'mounted');
      await expect(asideLists(page)).toHaveAttribute('data-empty', 'true');
      await expect(asideLink(page)).toHaveClass(/(^| )--empty( |$)/);
      await showAside(page, width);
      // The "no list yet" row names the list a click creates; no count shows while there is no list (data-empty).
      const emptyRow = asideLists(page).locator('a.slm_lists__nav_link.--empty');
      await expect(emptyRow).toBeVisible();
      await expect(emptyRow.locator('.slm_lists__count')).toBeHidden();
      await expectNoAxeViolations(page, `aside lists at ${width} px`);
      await recordOnLeave(page);
      // Either --empty link of the aside: its "no list yet" row in the drawer, its title link on the page.
      await (width < 979 ? emptyRow : asideLink(page)).click({ noWaitAfter: true });
      await page.waitForURL('**/shoppinglist.php');
      // Followed only once the list existed; as the page was left: data-empty flipped on both, no --empty link, the new
      // row (its name as text, count 0) in the aside and the header, the aside's count shown by the flipped data-empty.
      expect(creations).toHaveLength(1);
      const id = expect.stringMatching(/^\d+$/);
      expect(await leftState(page)).toEqual({
        empty: ['false', 'false'],
        emptyLinks: 0,
        rows: [
          { scope: 'slt_lists__nav', id, name: 'Lista zakupowa', count: '0' },
          { scope: 'slm_lists__nav', id, name: 'Lista zakupowa', count: '0' },
        ],
        images: 0,
      });
      const left = await page.evaluate(() => JSON.parse(sessionStorage.getItem('lists-seen') ?? '{}'));
      expect(left).toEqual({ row: true, count: true, model: false });
      await expect(page.locator('.shopping_lists__list li')).toHaveText(['Lista zakupowa']);
      // The server's next page: the list in the aside too, the link an ordinary link that creates nothing.
      await waitForWidgets(page);
      await expect(asideLists(page)).toHaveAttribute('data-empty', 'false');
      await expect(asideLink(page)).not.toHaveClass(/--empty/);
      await showAside(page, width);
      await expect(rows(page, '.slm_lists__nav').locator('[data-list_name]')).toHaveText(['Lista zakupowa']);
      await asideLink(page).click();
      await page.waitForURL('**/shoppinglist.php');
      expect(creations).toHaveLength(1);
      expect(errors).toEqual([]);
    });

    test('per-list counts as the server renders them, in the header and the aside; a list row is an ordinary link', async ({ page }) => {
      const errors = trackPageErrors(page);
      await page.goto('/');
      const seeded = await page.request.post('/__fixture/shopping-lists', {
        data: {
          lists: [
            { name: 'Prezenty', products: [3, 14, 40] },
            { name: 'Na lato', products: [] },
          ],
        },
      });
      expect(seeded.ok()).toBe(true);
      await page.reload();
      await waitForWidgets(page);
      let creations = 0;
      page.on('request', (r) => r.url().includes('createShoppingList') && creations++);
      for (const holder of [top(page), asideLists(page)]) await expect(holder).toHaveAttribute('data-empty', 'false');
      await expect(page.locator('a.--empty')).toHaveCount(0);
      const expected = [
        ['Prezenty', '3'],
        ['Na lato', '0'],
      ];
      await top(page).hover();
      await expect(rows(page).locator('[data-list_name]')).toHaveText(expected.map(([name]) => name));
      await expect(rows(page).locator('.slt_lists__count')).toHaveText(expected.map(([, n]) => n));
      await expect(rows(page).first().locator('.slt_lists__count')).toBeVisible();
      await page.mouse.move(0, 0);
      await showAside(page, width);
      const asideRows = rows(page, '.slm_lists__nav');
      await expect(asideRows.locator('[data-list_name]')).toHaveText(expected.map(([name]) => name));
      await expect(asideRows.locator('.slm_lists__count')).toHaveText(expected.map(([, n]) => n));
      await expect(asideRows.first().locator('.slm_lists__count')).toBeVisible();
      await expect(asideRows.first().locator('a')).toHaveAccessibleName('Prezenty 3');
      await asideRows.first().locator('a').click();
      await page.waitForURL(/\/shoppinglist\.php\?id=\d+$/);
      expect(creations).toBe(0);
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
    expect(await leftState(page)).toEqual({ empty: ['true', 'true'], emptyLinks: 4, rows: [], images: 0 });
  });

  test("the creation's code comes with the click, not with the page; when it fails to load, the link is still followed", async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (r) => {
      if (/\/storefront\/(create|created|rules)-[\w-]+\.js$/.test(r.url())) fetched.push(r.url().replace(/^.*\//, ''));
    });
    await page.route(/\/storefront\/create-[\w-]+\.js$/, (route) => route.abort());
    let creations = 0;
    await page.route('**/graphql/v1/?query=createShoppingList', (route) => {
      creations++;
      return route.fallback();
    });
    await page.goto('/');
    await waitForWidgets(page);
    await expect(top(page)).toHaveAttribute('data-widget-state', 'mounted');
    expect(fetched).toEqual([]);
    const warned = page.waitForEvent('console', (m) => m.type() === 'warning' && m.text().includes('creating the default list failed'));
    await topLink(page).click({ noWaitAfter: true });
    await warned;
    await page.waitForURL('**/shoppinglist.php');
    expect(fetched.some((f) => f.startsWith('create-'))).toBe(true);
    expect(creations).toBe(0);
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
    expect(await leftState(page)).toEqual({ empty: ['false', 'false'], emptyLinks: 0, rows: [], images: 0 });
  });

  test("the header's and the aside's markers share one creation: a click on the other while it is under way creates nothing more", async ({ page }) => {
    await resizeTo(page, 1280);
    const created = cue();
    const answer = cue();
    let creations = 0;
    await page.route('**/graphql/v1/?query=createShoppingList', async (route) => {
      creations++;
      created.release();
      await answer.released;
      await route.continue();
    });
    await page.goto('/');
    await waitForWidgets(page);
    await topLink(page).click({ noWaitAfter: true });
    await created.released;
    await expect(topLink(page)).toHaveAttribute('aria-busy', 'true');
    // The aside's --empty link activated while the header's creation waits for its answer (the loading layer covers
    // the page, but assistive technology can still activate a link behind it): nothing more is created.
    await asideLink(page).dispatchEvent('click');
    await expect(asideLink(page)).not.toHaveAttribute('aria-busy', 'true');
    answer.release();
    await page.waitForURL('**/shoppinglist.php');
    expect(creations).toBe(1);
    await expect(page.locator('.shopping_lists__list li')).toHaveText(['Lista zakupowa']);
  });
});
