/**
 * shopping_list on the Standard template's markup (header `.shopping_list_top[data-empty]`, aside
 * `section.shopping_list_menu > .slm_lists[data-empty]`, each with its own marker, as the fixture renders them): a
 * click on an `--empty` link creates the first list, lets its tracking events run, shows the new row where the page
 * lists them (header and aside), flips `data-empty`, then follows the link; failures still navigate. At 390 px the
 * aside is the drawer (opened with the template's toggler), where the template's stylesheet shows the lists only once
 * its label "Ulubione" has opened them (`.sidebar_open .slm_lists.--active`, fixtures/assets/shopping-lists.css).
 */
import { expect, test, type Page } from '@playwright/test';
import { cue, expectNoAxeViolations, resizeTo, trackPageErrors, waitForWidgets } from './helpers';

const top = (page: Page) => page.locator('.shopping_list_top');
const topLink = (page: Page) => top(page).locator('a.slt_link');
/** The lists' rows that are not the hidden model row. */
const rows = (page: Page, scope = '.slt_lists__nav') => page.locator(`${scope} > li[data-list_id]:not([data-list_skeleton])`);

const aside = (page: Page) => page.locator('section.shopping_list_menu');
const asideLists = (page: Page) => aside(page).locator('> .slm_lists');
/** The label that opens the lists in the drawer (the template's `a.slm_lists__label[href="#showShoppingLists"]`). */
const asideLabel = (page: Page) => asideLists(page).locator('> a.slm_lists__label');
/** The panel's back link (the template's second label, in `li.slm_lists__nav_header`). */
const backLink = (page: Page) => asideLists(page).locator('.slm_lists__nav_header > a.slm_lists__label');
/** The aside's "no list yet" row: a click creates the first list. */
const asideEmptyRow = (page: Page) => asideLists(page).locator('a.slm_lists__nav_link.--empty');

/** Opens the aside where it is a drawer (below 979 px: the template's toggler); from 979 px it is on the page. */
async function showAside(page: Page, width: number) {
  if (width < 979) {
    await page.locator('nav#menu_categories > button.navbar-toggler').click();
    await expect(page.locator('html')).toHaveClass(/(^| )sidebar_open( |$)/);
    // The drawer's part has arrived (it opens the lists: src/ui/aside-lists.ts): the label says it is collapsed.
    await expect(asideLabel(page)).toHaveAttribute('aria-expanded', 'false');
  }
  await expect(aside(page)).toBeVisible();
}

/** What the shopper sees at the middle of `locator`'s box: true when it (or something inside it) is on top there. */
function onTop(locator: ReturnType<Page['locator']>): Promise<boolean> {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return r.width > 0 && r.height > 0 && !!hit && el.contains(hit);
  });
}

/**
 * Shows the aside's lists: below 979 px the drawer opened, then its label "Ulubione" tapped (the lists are a panel over
 * the drawer); from 979 px they are on the page, without a label.
 */
async function showAsideLists(page: Page, width: number) {
  await showAside(page, width);
  if (width < 979) {
    await expect(asideLabel(page)).toBeVisible();
    await asideLabel(page).click();
    await expect(asideLists(page).locator('.slm_lists__nav')).toBeVisible();
    await expect(asideLabel(page)).toHaveAttribute('aria-expanded', 'true');
  } else await expect(asideLabel(page)).toBeHidden();
  await expect(asideLists(page).locator('.slm_lists__nav')).toBeVisible();
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
      await showAsideLists(page, width);
      // The "no list yet" row names the list a click creates; no count shows while there is no list (data-empty).
      const emptyRow = asideEmptyRow(page);
      await expect(emptyRow).toBeVisible();
      expect(await onTop(emptyRow)).toBe(true);
      await expect(emptyRow.locator('.slm_lists__count')).toBeHidden();
      await expectNoAxeViolations(page, `aside lists at ${width} px`);
      await recordOnLeave(page);
      await emptyRow.click({ noWaitAfter: true });
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
      await expect(asideLists(page).locator('a.--empty')).toHaveCount(0);
      await showAsideLists(page, width);
      await expect(rows(page, '.slm_lists__nav').locator('[data-list_name]')).toHaveText(['Lista zakupowa']);
      expect(await onTop(rows(page, '.slm_lists__nav').first())).toBe(true);
      await rows(page, '.slm_lists__nav').first().locator('a').click();
      await page.waitForURL(/\/shoppinglist\.php\?id=\d+$/);
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
      await showAsideLists(page, width);
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

test.describe("shopping lists in the phone's drawer (390 px: the template's stylesheet shows them only once opened)", () => {
  test.use({ hasTouch: true });
  test.beforeEach(async ({ page }) => resizeTo(page, 390));

  test('by touch: "Ulubione" in the drawer opens the lists over it, the back link closes them, and the "no list yet" row creates the list', async ({
    page,
  }) => {
    const errors = trackPageErrors(page);
    await page.goto('/');
    await waitForWidgets(page);
    await expect(aside(page)).toHaveAttribute('data-widget-state', 'mounted');
    await showAside(page, 390);
    // The drawer shows the label, not the lists (the template's stylesheet: only with .slm_lists.--active).
    await expect(asideLabel(page)).toBeVisible();
    expect(await onTop(asideLabel(page))).toBe(true);
    await expect(asideEmptyRow(page)).toBeHidden();
    await asideLabel(page).tap();
    // The panel is over the drawer: its back link and the "no list yet" row are what the shopper sees and taps.
    await expect(asideEmptyRow(page)).toBeVisible();
    await expect(asideLabel(page)).toHaveAttribute('aria-expanded', 'true');
    expect(await onTop(asideEmptyRow(page))).toBe(true);
    expect(await onTop(backLink(page))).toBe(true);
    await expectNoAxeViolations(page, 'the lists open in the drawer');
    await backLink(page).tap();
    await expect(asideLabel(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(asideEmptyRow(page)).toBeHidden();
    await expect(page.locator('html')).toHaveClass(/(^| )sidebar_open( |$)/);
    expect(await onTop(asideLabel(page))).toBe(true);
    // Open again and create the first list from the drawer.
    await asideLabel(page).tap();
    await expect(asideEmptyRow(page)).toBeVisible();
    await asideEmptyRow(page).tap({ noWaitAfter: true });
    await page.waitForURL('**/shoppinglist.php');
    await expect(page.locator('.shopping_lists__list li')).toHaveText(['Lista zakupowa']);
    // The next page: the drawer's lists show the new list, an ordinary link.
    await waitForWidgets(page);
    await showAsideLists(page, 390);
    await expect(rows(page, '.slm_lists__nav').locator('[data-list_name]')).toHaveText(['Lista zakupowa']);
    await expect(rows(page, '.slm_lists__nav').first()).toBeVisible();
    expect(await onTop(rows(page, '.slm_lists__nav').first())).toBe(true);
    await expect(asideLists(page).locator('li.--empty')).toBeHidden();
    expect(errors).toEqual([]);
  });

  test('by keyboard: Enter on "Ulubione" opens the lists (focus to the back link), Escape closes them (focus back, the drawer stays open), Tab reaches the "no list yet" row and Enter creates the list', async ({
    page,
  }) => {
    const errors = trackPageErrors(page);
    await page.goto('/');
    await waitForWidgets(page);
    await expect(aside(page)).toHaveAttribute('data-widget-state', 'mounted');
    await showAside(page, 390);
    await asideLabel(page).focus();
    await page.keyboard.press('Enter');
    await expect(backLink(page)).toBeFocused();
    await expect(asideEmptyRow(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(asideEmptyRow(page)).toBeHidden();
    await expect(asideLabel(page)).toBeFocused();
    await expect(asideLabel(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('html')).toHaveClass(/(^| )sidebar_open( |$)/);
    // Enter on the back link closes them too.
    await page.keyboard.press('Enter');
    await expect(backLink(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(asideLabel(page)).toBeFocused();
    await expect(asideEmptyRow(page)).toBeHidden();
    // Open; Shift+Tab to "Ulubione" keeps them open (still inside the lists), once more leaves them for the drawer's
    // previous control: focus leaving the lists closes them (as the template's script does), the drawer stays open.
    await page.keyboard.press('Enter');
    await expect(backLink(page)).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(asideLabel(page)).toBeFocused();
    await expect(asideEmptyRow(page)).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    await expect(asideLabel(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(asideEmptyRow(page)).toBeHidden();
    await expect(page.locator('html')).toHaveClass(/(^| )sidebar_open( |$)/);
    // Tab back to "Ulubione", Enter, Tab to the "no list yet" row, Enter: the list is created.
    await page.keyboard.press('Tab');
    await expect(asideLabel(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(backLink(page)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(asideEmptyRow(page)).toBeFocused();
    await expect(asideEmptyRow(page)).toBeVisible();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/shoppinglist.php');
    await expect(page.locator('.shopping_lists__list li')).toHaveText(['Lista zakupowa']);
    expect(errors).toEqual([]);
  });

  test("the drawer's unmount gives the lists back as the server rendered them (no --active, no aria-expanded); lists arriving later open too", async ({
    page,
  }) => {
    await page.goto('/');
    await waitForWidgets(page);
    await showAsideLists(page, 390);
    await expect(asideLists(page)).toHaveClass(/(^| )--active( |$)/);
    // Lists swapped in later (removed, then back in the drawer): the drawer's label still opens them.
    await page.evaluate(() => {
      const section = document.querySelector('section.shopping_list_menu')!;
      section.querySelector('.slm_lists')!.classList.remove('--active');
      section.remove();
      document.querySelector('#aside')!.append(section);
    });
    await expect(aside(page)).toHaveAttribute('data-widget-state', 'mounted');
    await asideLabel(page).click();
    await expect(asideEmptyRow(page)).toBeVisible();
    expect(await onTop(asideEmptyRow(page))).toBe(true);
    // The category menu (whose drawer part opens the lists) taken off the page: what it added goes with it.
    await page.evaluate(() => document.querySelector('nav#menu_categories')!.remove());
    await expect
      .poll(() =>
        page.evaluate(() => {
          const lists = document.querySelector('section.shopping_list_menu')!;
          return { active: lists.querySelector('.slm_lists')!.classList.contains('--active'), expanded: lists.querySelectorAll('[aria-expanded]').length };
        }),
      )
      .toEqual({ active: false, expanded: 0 });
  });
});

test.describe('shopping lists on the page from 979 px (1280 px)', () => {
  test('the aside shows the lists on the page without a label; the "no list yet" row is what a click reaches', async ({ page }) => {
    await resizeTo(page, 1280);
    await page.goto('/');
    await waitForWidgets(page);
    await expect(aside(page)).toHaveAttribute('data-widget-state', 'mounted');
    await expect(asideLabel(page)).toBeHidden();
    await expect(backLink(page)).toBeHidden();
    await expect(asideEmptyRow(page)).toBeVisible();
    expect(await onTop(asideEmptyRow(page))).toBe(true);
    await expect(asideLists(page)).not.toHaveClass(/--active/);
    await expect(asideLists(page).locator('[aria-expanded]')).toHaveCount(0);
  });
});

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
    expect(await leftState(page)).toEqual({ empty: ['true', 'true'], emptyLinks: 3, rows: [], images: 0 });
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
    await asideEmptyRow(page).dispatchEvent('click');
    await expect(asideEmptyRow(page)).not.toHaveAttribute('aria-busy', 'true');
    answer.release();
    await page.waitForURL('**/shoppinglist.php');
    expect(creations).toBe(1);
    await expect(page.locator('.shopping_lists__list li')).toHaveText(['Lista zakupowa']);
  });
});
