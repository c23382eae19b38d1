/**
 * category_menu (Category menu) on the Standard template's markup (nav#menu_categories > button.navbar-toggler +
 * div.navbar-collapse#menu_navbar > ul.navbar-nav > li.nav-item …): the wide column menu on desktop (views 3-4,
 * `.nav-item.--hover`), the aside as the drawer with drill-down on mobile and tablet (views 1-2, `html.sidebar_open`,
 * `aside[inert]` while closed, `.nav-item.nav-open`), the search box at the top of the open drawer (and in a theme's
 * search slot), the aside's tabs (`.mobileCategories__link[data-ids]`, `.--active`), the keyboard (WAI-ARIA disclosure
 * navigation) and axe in the open states. Widths: one per view.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, failChunk, holdIsland, idleTwice, trackPageErrors, waitForWidgets } from './helpers';
import { evidence } from './evidence';
import { atCentre, expectTappable, tapCentre } from './tap-helpers';
import { columnCount } from '../../widgets/category_menu/rules';

/** The least possible height of the tallest column when `heights` (in order) are split into at most `k` columns. */
function shortestTallestColumn(heights: number[], k: number): number {
  const n = heights.length;
  const sum = (i: number, j: number) => heights.slice(i, j).reduce((a, b) => a + b, 0);
  // best[c][i]: the least tallest column for the first i groups in c columns.
  const best = Array.from({ length: k + 1 }, () => new Array<number>(n + 1).fill(Infinity));
  best[0][0] = 0;
  for (let c = 1; c <= k; c++) for (let i = 0; i <= n; i++) for (let j = 0; j <= i; j++) best[c][i] = Math.min(best[c][i], Math.max(best[c - 1][j], sum(j, i)));
  return Math.min(...best.map((row) => row[n]));
}

const WIDTHS = { 1: 400, 2: 800, 3: 1000, 4: 1280 } as const;
const SHOPS = [
  { name: 'Polish', home: '/', more: 'Pokaż więcej', back: 'Wróć do', close: 'Zamknij menu' },
  { name: 'Czech', home: '/cs/', more: 'Zobrazit více', back: 'Zpět na', close: 'Zavřít menu' },
] as const;

const aside = (page: Page) => page.locator('#aside');
const nav = (page: Page) => page.locator('#menu_categories');
const toggler = (page: Page) => page.locator('.navbar-toggler');
const TOP = '#menu_navbar > .navbar-nav > li.nav-item';
const topItems = (page: Page) => page.locator(TOP);
const topItem = (page: Page, n: number) => topItems(page).nth(n);
const linkOf = (page: Page, n: number) => topItem(page, n).locator('> .nav-link-wrapper > a.nav-link');
const expandOf = (page: Page, n: number) => topItem(page, n).locator('> .nav-link-wrapper > .nav-link-expand');
const panelOf = (page: Page, n: number) => topItem(page, n).locator('> .navbar-subnav');
/** The template's back link at the head of a level-1 submenu. */
const backOf = (page: Page, n: number) => panelOf(page, n).locator('> .nav-header > .nav-header__backLink');
/** The elements the fixture's tabs name (their data-ids). */
const PANELS = ['#menu_search', '#menu_navbar', '#menu_producers', '.aside__pages', '#login_menu_block'];
/** The aside's tabs (the template's `.mobileCategories__link[data-ids]`). */
const tabs = (page: Page) => page.locator('#aside .mobileCategories__link');

/**
 * Opens the drawer with the toggler and waits for its lazy part (the search box's place, the tabs): the search form
 * at the top of the aside, the tabs' pressed state set.
 */
async function openDrawer(page: Page) {
  await toggler(page).click();
  await expect(page.locator('html')).toHaveClass(/(^| )sidebar_open( |$)/);
  await expect(page.locator('#aside > #menu_search')).toHaveCount(1);
  await expect(tabs(page).first()).toHaveAttribute('aria-pressed', /true|false/);
}

/**
 * The shopper reaching for the bar (views 3-4): the mouse onto the nav's corner, then away. The bar's code
 * (columns-shell) loads on that intent; it has arrived when the nav has its column properties.
 */
async function reachForBar(page: Page) {
  await nav(page).hover({ position: { x: 1, y: 1 } });
  await expect(nav(page)).toHaveAttribute('style', /--cm-w/);
  await page.mouse.move(5, 790);
}

async function open(page: Page, path: string, width: number, height = 800) {
  await page.setViewportSize({ width, height });
  await page.goto(path);
  await waitForWidgets(page);
  await expect(nav(page)).toHaveClass(/--enhanced/);
}

/** Serves the page with the menu marker's data-config replaced (the settings are configuration). */
async function withMenuConfig(page: Page, config: Record<string, unknown> | string) {
  await page.route(/\/(cs\/)?$/, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(/(<nav id="menu_categories"[^>]*data-config=")[^"]*"/, (_, start) => {
      const json = typeof config === 'string' ? config : JSON.stringify(config);
      return `${start}${json.replace(/"/g, '&quot;')}"`;
    });
    await route.fulfill({ response, body });
  });
}

/** The open panel's geometry, read from the page: groups per column, their heights, boxes. */
async function panelGeometry(page: Page, n: number) {
  return topItem(page, n).evaluate((li) => {
    const nav = li.closest('nav')!.getBoundingClientRect();
    const panel = li.querySelector(':scope > .navbar-subnav')!;
    const box = panel.getBoundingClientRect();
    const groups = Array.from(panel.querySelectorAll(':scope > li:not(.nav-header)')).map((g) => {
      const r = g.getBoundingClientRect();
      return { column: Number((g as HTMLElement).dataset.column), left: r.left - box.left, top: r.top, height: r.height, bottom: r.bottom };
    });
    return { nav: { left: nav.left, right: nav.right }, panel: { left: box.left, right: box.right, bottom: box.bottom }, groups };
  });
}

function checkColumns(geo: Awaited<ReturnType<typeof panelGeometry>>, maxColumns: number, columnHeight: number, allowGrow = false) {
  const columns = new Map<number, typeof geo.groups>();
  for (const g of geo.groups) columns.set(g.column, [...(columns.get(g.column) ?? []), g]);
  expect(columns.size).toBeGreaterThan(0);
  expect(columns.size).toBeLessThanOrEqual(maxColumns);
  // Groups keep their order: the column number never goes down.
  geo.groups.forEach((g, i) => i && expect(g.column).toBeGreaterThanOrEqual(geo.groups[i - 1].column));
  for (const [c, members] of columns) {
    // Column c sits at padding + c × (submenu width + padding), the groups stacked without overlap.
    for (const g of members) expect(Math.round(g.left)).toBe(30 + c * 230 + 1 /* the panel's border */);
    members.forEach((g, i) => i && expect(g.top).toBeGreaterThanOrEqual(members[i - 1].bottom - 0.5));
    const height = members.reduce((s, g) => s + g.height, 0);
    if (!allowGrow && members.length > 1) expect(height).toBeLessThanOrEqual(columnHeight + 0.5);
    // Every group but a column's first would not have fitted in the previous column.
  }
  for (let c = 1; c < columns.size; c++) {
    const prev = columns.get(c - 1)!;
    const first = columns.get(c)![0];
    if (!allowGrow) expect(prev.reduce((s, g) => s + g.height, 0) + first.height).toBeGreaterThan(columnHeight);
  }
  // Inside the menu width.
  expect(geo.panel.left).toBeGreaterThanOrEqual(geo.nav.left - 0.5);
  expect(geo.panel.right).toBeLessThanOrEqual(geo.nav.right + 0.5);
  return columns.size;
}

test.describe('category menu: desktop (views 3 and 4)', () => {
  for (const shop of SHOPS) {
    for (const view of [3, 4] as const) {
      test(`${shop.name} shop, view ${view}: hover opens a submenu merged into columns inside the menu width`, async ({ page }) => {
        const errors = trackPageErrors(page);
        await open(page, shop.home, WIDTHS[view]);
        await expect(nav(page)).toHaveClass(/--bar/);
        await expect(toggler(page)).toBeHidden();
        await expect(page.locator('.aside__close')).toBeHidden();
        const count = await topItems(page).count();
        expect(count).toBeGreaterThan(5);
        for (const n of [0, count - 2, count - 1]) {
          await linkOf(page, n).hover();
          await expect(panelOf(page, n)).toBeVisible();
          // The template's state class for an open dropdown, and the expand button's state.
          await expect(topItem(page, n)).toHaveClass(/(^| )--hover( |$)/);
          await expect(expandOf(page, n)).toHaveAttribute('aria-expanded', 'true');
          checkColumns(await panelGeometry(page, n), view === 4 ? 5 : 4, 320);
        }
        // Moving away closes it, and the state follows.
        await page.mouse.move(5, 790);
        await expect(panelOf(page, count - 1)).toBeHidden();
        await expect(expandOf(page, count - 1)).toHaveAttribute('aria-expanded', 'false');
        await expect(topItem(page, count - 1)).not.toHaveClass(/--hover/);
        expect(errors).toEqual([]);
      });
    }
  }

  for (const view of [3, 4] as const) {
    test(`view ${view}: items are flagged when less than 1× or 2× the submenu width remains to the right edge`, async ({ page }) => {
      await open(page, '/', WIDTHS[view]);
      // The flags are the bar's code's (loaded on the shopper's intent).
      await reachForBar(page);
      const rows = await topItems(page).evaluateAll((lis) => {
        const right = lis[0].closest('nav')!.getBoundingClientRect().right;
        return lis.map((li) => ({
          room: right - li.getBoundingClientRect().left,
          once: li.classList.contains('--overflow-1x'),
          twice: li.classList.contains('--overflow-2x'),
        }));
      });
      for (const r of rows) expect({ once: r.once, twice: r.twice }, `room ${r.room}`).toEqual({ once: r.room < 200, twice: r.room < 400 });
      if (view === 3) expect(rows.some((r) => r.twice)).toBe(true);
      expect(rows[0]).toMatchObject({ once: false, twice: false });
    });
  }

  test('the overflow flags follow a resize (view 4 to 3 and back; none in the drawer)', async ({ page }) => {
    await open(page, '/', WIDTHS[4]);
    const flags = () =>
      topItems(page).evaluateAll((lis) => {
        const right = lis[0].closest('nav')!.getBoundingClientRect().right;
        return lis.map((li) => ({
          expected: li.getBoundingClientRect().width
            ? { once: right - li.getBoundingClientRect().left < 200, twice: right - li.getBoundingClientRect().left < 400 }
            : { once: false, twice: false },
          actual: { once: li.classList.contains('--overflow-1x'), twice: li.classList.contains('--overflow-2x') },
        }));
      });
    const check = async () => {
      await expect.poll(async () => (await flags()).every((f) => f.expected.once === f.actual.once && f.expected.twice === f.actual.twice)).toBe(true);
    };
    await reachForBar(page);
    await check();
    const wide = (await flags()).filter((f) => f.actual.twice).length;
    for (const width of [1000, 1100, 1280, 1000]) {
      await page.setViewportSize({ width, height: 800 });
      await check();
    }
    expect((await flags()).filter((f) => f.actual.twice).length).toBeGreaterThanOrEqual(wide);
    await page.setViewportSize({ width: WIDTHS[2], height: 800 });
    await expect(page.locator('.nav-item.--overflow-1x, .nav-item.--overflow-2x')).toHaveCount(0);
  });

  test('the column count is the configured one at 1200 px and wider, one less below', async ({ page }) => {
    // Every group wants a column of its own (column height 1): the count caps them, and the
    // columns grow to the smallest height that fits.
    await withMenuConfig(page, { columnHeight: 1, padding: 30, columns: 3, submenuWidth: 200, showMore: 10, wide: true });
    await open(page, '/', 1280);
    const check = async (width: number) => {
      await linkOf(page, 0).hover();
      await expect(panelOf(page, 0)).toBeVisible();
      const geo = await panelGeometry(page, 0);
      const count = columnCount(3, width);
      // The groups keep their order, column by column, and the tallest column is as short as any split of the
      // groups into `count` columns allows (an independent brute force, not the widget's own packing).
      const columns = geo.groups.map((g) => g.column);
      expect(columns).toEqual([...columns].sort((a, b) => a - b));
      const tallest = Math.max(...Array.from(new Set(columns), (c) => geo.groups.filter((g) => g.column === c).reduce((sum, g) => sum + g.height, 0)));
      expect(tallest).toBeCloseTo(
        shortestTallestColumn(
          geo.groups.map((g) => g.height),
          count,
        ),
        0,
      );
      return checkColumns(geo, count, 1, true);
    };
    expect(await check(1280)).toBe(3);
    // Across a resize into view 3 the open panel is laid out again with one column less.
    await page.setViewportSize({ width: 1100, height: 800 });
    await expect.poll(async () => new Set((await panelGeometry(page, 0)).groups.map((g) => g.column)).size).toBe(2);
    expect(await check(1100)).toBe(2);
  });

  test('never more columns than fit in the menu width (wide submenus at view 3)', async ({ page }) => {
    await withMenuConfig(page, { submenuWidth: 300, columnHeight: 1, padding: 30, columns: 5, showMore: 10, wide: true });
    await open(page, '/', WIDTHS[3]);
    for (const n of [0, 4]) {
      await expandOf(page, n).click();
      await expect(panelOf(page, n)).toBeVisible();
      const boxes = await topItem(page, n).evaluate((li) => {
        const nav = li.closest('nav')!.getBoundingClientRect();
        const panel = li.querySelector(':scope > .navbar-subnav')!.getBoundingClientRect();
        const groups = Array.from(li.querySelectorAll(':scope > .navbar-subnav > li:not(.nav-header)')).map((g) => ({
          column: Number((g as HTMLElement).dataset.column),
          left: g.getBoundingClientRect().left,
          right: g.getBoundingClientRect().right,
        }));
        return { nav: { left: nav.left, right: nav.right, width: nav.width }, panel: { left: panel.left, right: panel.right }, groups };
      });
      // (976 − 30) / 330 → 2 columns, though the configured count at this width is 4.
      expect(Math.floor((boxes.nav.width - 30) / 330)).toBe(2);
      expect(new Set(boxes.groups.map((g) => g.column)).size).toBe(2);
      expect(boxes.panel.left).toBeGreaterThanOrEqual(boxes.nav.left - 0.5);
      expect(boxes.panel.right).toBeLessThanOrEqual(boxes.nav.right + 0.5);
      for (const g of boxes.groups) {
        expect(g.left).toBeGreaterThanOrEqual(boxes.panel.left);
        expect(g.right).toBeLessThanOrEqual(boxes.panel.right);
      }
      await page.keyboard.press('Escape');
    }
  });

  for (const view of [3, 4] as const)
    test(`view ${view}: the expand button sets the expanded state; focus elsewhere or a mouseover clears it`, async ({ page }) => {
      await open(page, '/', WIDTHS[view]);
      await page.mouse.move(5, 790);
      await expandOf(page, 1).click();
      await expect(topItem(page, 1)).toHaveClass(/--open/);
      await expect(topItem(page, 1)).toHaveClass(/(^| )--hover( |$)/);
      await expect(expandOf(page, 1)).toHaveAttribute('aria-expanded', 'true');
      // Clicking again collapses it.
      await expandOf(page, 1).click();
      await expect(expandOf(page, 1)).toHaveAttribute('aria-expanded', 'false');
      await expandOf(page, 1).click();
      await expect(panelOf(page, 1)).toBeVisible();
      await page.mouse.move(600, 700);
      await expect(panelOf(page, 1)).toBeHidden();
      await expect(expandOf(page, 1)).toHaveAttribute('aria-expanded', 'false');
      await page.mouse.move(5, 790);
      await expandOf(page, 2).click();
      await expect(expandOf(page, 2)).toHaveAttribute('aria-expanded', 'true');
      await page.locator('.logo').focus();
      await expect(expandOf(page, 2)).toHaveAttribute('aria-expanded', 'false');
      await expect(panelOf(page, 2)).toBeHidden();
      // A press outside closes it too.
      await expandOf(page, 3).click();
      await expect(panelOf(page, 3)).toBeVisible();
      await page.mouse.move(5, 790);
      await page.mouse.down();
      await page.mouse.up();
      await expect(expandOf(page, 3)).toHaveAttribute('aria-expanded', 'false');
    });

  test('the search box sits in the aside menu from view 3 and in the header below, across resizes', async ({ page }) => {
    await withSearchSlot(page);
    await open(page, '/', WIDTHS[1]);
    for (const view of [1, 2, 3, 4, 3, 2, 1] as const) {
      await page.setViewportSize({ width: WIDTHS[view], height: 800 });
      const where = view >= 3 ? '#aside [data-search-slot] #menu_search' : '#header #menu_search';
      await expect(page.locator(where), `view ${view}`).toHaveCount(1);
      // Below 979 px the template shows the search block only after its mobile opener (html.--search-open).
      await expect(page.locator(view >= 3 ? '#menu_search_text' : '#menu_search .menu_search__mobile')).toBeVisible();
    }
    // The moved search box still works.
    await page.setViewportSize({ width: WIDTHS[4], height: 800 });
    await page.locator('#menu_search_text').fill('kurtka');
    await expect(page.locator('#menu_search_text')).toHaveAttribute('aria-expanded', 'true');
  });
});

for (const view of [3, 4] as const)
  test.describe(`category menu: touch desktop, view ${view}`, () => {
    test.use({ hasTouch: true, viewport: { width: WIDTHS[view], height: 800 } });
    test('tapping a category with a submenu opens the submenu; a second tap follows the link', async ({ page }) => {
      await page.goto('/');
      await waitForWidgets(page);
      const url = page.url();
      await linkOf(page, 0).tap();
      await expect(panelOf(page, 0)).toBeVisible();
      await expect(expandOf(page, 0)).toHaveAttribute('aria-expanded', 'true');
      expect(page.url()).toBe(url);
      // Tapping another category moves the submenu there.
      await linkOf(page, 1).tap();
      await expect(panelOf(page, 1)).toBeVisible();
      await expect(panelOf(page, 0)).toBeHidden();
      // Tapping a link inside the submenu and the category itself navigate.
      await linkOf(page, 1).tap();
      await page.waitForURL(/_m_/);
    });
    test('tapping outside closes the submenu', async ({ page }) => {
      await page.goto('/');
      await waitForWidgets(page);
      await linkOf(page, 2).tap();
      await expect(panelOf(page, 2)).toBeVisible();
      await page.locator('.shop_info').tap();
      await expect(panelOf(page, 2)).toBeHidden();
      await expect(expandOf(page, 2)).toHaveAttribute('aria-expanded', 'false');
    });
  });

test.describe('category menu: drawer (views 1 and 2)', () => {
  for (const shop of SHOPS) {
    for (const view of [1, 2] as const) {
      test(`${shop.name} shop, view ${view}: toggler, tabs, show-more, drill-down, click outside`, async ({ page }) => {
        const errors = trackPageErrors(page);
        await open(page, shop.home, WIDTHS[view]);
        await expect(nav(page)).toHaveClass(/--drawer/);
        await expect(aside(page)).toBeHidden();
        // Closed, the drawer is out of reach (the template's aside[inert]); the list is in its .setMobileGrid slot.
        await expect(aside(page)).toHaveJSProperty('inert', true);
        await expect(page.locator('#aside .setMobileGrid > #menu_navbar')).toHaveCount(1);
        await expect(toggler(page)).toBeVisible();
        await expect(toggler(page)).toHaveAttribute('aria-expanded', 'false');
        await expect(toggler(page)).toHaveAttribute('aria-controls', 'aside');
        await openDrawer(page);
        await expect(toggler(page)).toHaveAttribute('aria-expanded', 'true');
        await expect(aside(page)).toBeVisible();
        await expect(aside(page)).toHaveJSProperty('inert', false);
        // Tabs: the first (the server's .--active) is pressed; its elements show, the other tabs' do not.
        const switches = tabs(page);
        await expect(switches.nth(0)).toHaveAttribute('aria-pressed', 'true');
        await expect(switches.nth(0)).toHaveClass(/(^| )--active( |$)/);
        await expect(switches.nth(1)).toHaveAttribute('aria-pressed', 'false');
        await expect(page.locator('#menu_navbar')).toBeVisible();
        await expect(page.locator('#aside #menu_search_text')).toBeVisible();
        await expect(page.locator('.aside__section').first()).toBeHidden();
        // Drill-down: nested open (the template's .nav-open), siblings covered by the open list (the template lays it
        // over the drawer), the template's back link (no second one).
        await expandOf(page, 0).click();
        await expect(expandOf(page, 0)).toHaveAttribute('aria-expanded', 'true');
        await expect(topItem(page, 0)).toHaveClass(/(^| )nav-open( |$)/);
        await expect.poll(async () => (await atCentre(linkOf(page, 1))).hit).toBe(false);
        await expect(panelOf(page, 0).locator('> .nav-header')).toHaveCount(1);
        const back1 = backOf(page, 0);
        await expect(back1).toBeFocused();
        await expect(back1).toHaveAttribute('role', 'button');
        await expect(panelOf(page, 0).locator('> .nav-header > a.nav-link')).toBeVisible();
        const level2 = panelOf(page, 0)
          .locator('> li.nav-item')
          .filter({ has: page.locator('.navbar-subsubnav') })
          .first();
        await level2.locator('> .nav-link-expand').click();
        await expect(level2.locator('> ul > li.nav-item').first()).toBeVisible();
        await expect(back1).toBeHidden();
        const back2 = level2.locator('> ul > .nav-header > button');
        await expect(back2).toContainText(await linkOf(page, 0).innerText());
        await expect(back2).toContainText(shop.back);
        await back2.click();
        await expect(level2.locator('> .nav-link-expand')).toBeFocused();
        await expect(level2.locator('> .nav-link-expand')).toHaveAttribute('aria-expanded', 'false');
        await back1.click();
        await expectTappable(linkOf(page, 1));
        await expect(topItem(page, 0)).not.toHaveClass(/nav-open/);
        await expect(expandOf(page, 0)).toBeFocused();
        await expect(expandOf(page, 0)).toHaveAttribute('aria-expanded', 'false');
        // The other tab; its long list shows 10 items and a show-more toggle.
        await switches.nth(1).click();
        await expect(switches.nth(1)).toHaveAttribute('aria-pressed', 'true');
        await expect(switches.nth(1)).toHaveClass(/(^| )--active( |$)/);
        await expect(switches.nth(0)).not.toHaveClass(/--active/);
        await expect(page.locator('#menu_navbar')).toBeHidden();
        await expect(page.locator('#aside #menu_search')).toBeHidden();
        const list = page.locator('.aside__list[data-show-more]');
        await expect(list).toBeVisible();
        const total = await list.locator('> li').count();
        expect(total).toBeGreaterThan(10);
        await expect(list.locator('> li:visible')).toHaveCount(10);
        const more = page.locator('.aside__more');
        await expect(more).toHaveAttribute('aria-expanded', 'false');
        await expect(more).toContainText(shop.more);
        await more.click();
        await expect(list.locator('> li:visible')).toHaveCount(total);
        await expect(more).toHaveAttribute('aria-expanded', 'true');
        await more.click();
        await expect(list.locator('> li:visible')).toHaveCount(10);
        // A click outside the aside closes it.
        await page.mouse.click(WIDTHS[view] - 10, 400);
        await expect(page.locator('html')).not.toHaveClass(/sidebar_open/);
        await expect(toggler(page)).toHaveAttribute('aria-expanded', 'false');
        await expect(aside(page)).toBeHidden();
        await expect(aside(page)).toHaveJSProperty('inert', true);
        // Closed, the search box is back in the header, shown there (the tab hid it only in the aside).
        await expect(page.locator('#header #menu_search .menu_search__mobile')).toBeVisible();
        // The toggler toggles it both ways; the tab pressed last is still pressed.
        await toggler(page).click();
        await expect(aside(page)).toBeVisible();
        await expect(switches.nth(1)).toHaveAttribute('aria-pressed', 'true');
        await expect(page.locator('#aside .aside__list[data-show-more]')).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(aside(page)).toBeHidden();
        await expect(toggler(page)).toBeFocused();
        // The drawer's close button closes it, focus back to the toggler.
        await toggler(page).click();
        await expect(page.locator('.aside__close')).toContainText(shop.close);
        await page.locator('.aside__close').click();
        await expect(aside(page)).toBeHidden();
        await expect(page.locator('html')).not.toHaveClass(/sidebar_open/);
        await expect(toggler(page)).toBeFocused();
        await expect(toggler(page)).toHaveAttribute('aria-expanded', 'false');
        expect(errors).toEqual([]);
      });
    }
  }

  for (const [from, to] of [
    [1, 3],
    [2, 4],
    [1, 2],
  ] as const) {
    test(`resize from view ${from} to view ${to} with the drawer open`, async ({ page }) => {
      await open(page, '/', WIDTHS[from]);
      await toggler(page).click();
      await expandOf(page, 0).click();
      await expect(page.locator('html')).toHaveClass(/sidebar_open/);
      await page.evaluate(() => document.documentElement.classList.add('--filters-open'));
      await page.setViewportSize({ width: WIDTHS[to], height: 800 });
      if (to >= 3) {
        // View 3 and above: the open states are cleared, the bar shows.
        await expect(page.locator('html')).not.toHaveClass(/sidebar_open|--filters-open/);
        await expect(nav(page)).toHaveClass(/--bar/);
        await expect(aside(page)).toHaveJSProperty('inert', false);
        await expect(page.locator('#menu_categories > #menu_navbar')).toHaveCount(1);
        await expect(toggler(page)).toBeHidden();
        await expect(page.locator('.aside__close')).toBeHidden();
        await expect(page.locator('.mobileCategories')).toBeHidden();
        await expect(page.locator('#header #menu_search')).toHaveCount(1);
        await expect(expandOf(page, 0)).toHaveAttribute('aria-expanded', 'false');
        await expect(page.locator('html')).toHaveCSS('overflow', 'visible');
        // And back: the drawer again, closed, the search box in the header.
        await page.setViewportSize({ width: WIDTHS[from], height: 800 });
        await expect(nav(page)).toHaveClass(/--drawer/);
        await expect(page.locator('#aside .setMobileGrid > #menu_navbar')).toHaveCount(1);
        await expect(aside(page)).toBeHidden();
        await expect(toggler(page)).toHaveAttribute('aria-expanded', 'false');
        await expect(page.locator('#header #menu_search')).toHaveCount(1);
      } else {
        await expect(aside(page)).toBeVisible();
        await expect(page.locator('html')).toHaveClass(/sidebar_open/);
        await expect(toggler(page)).toHaveAttribute('aria-expanded', 'true');
        await expect(page.locator('#aside .setMobileGrid > #menu_navbar')).toHaveCount(1);
        await expect(expandOf(page, 0)).toBeVisible();
      }
    });
  }

  /** Serves the home page with a filters block and its toggler (as a search page has them). */
  async function withFilters(page: Page) {
    await page.route(/\/$/, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(
        '<main id="content" tabindex="-1">',
        '$&<button type="button" class="filters_toggler" aria-controls="filters" aria-expanded="false">Filtry</button>' +
          '<form id="filters" aria-label="Filtry"><label>Cena od <input name="price_from" inputmode="numeric"></label><a href="/search.php">Wszystkie</a></form>',
      );
      await route.fulfill({ response, body });
    });
  }
  const filters = (page: Page) => page.locator('#filters');
  const filtersToggler = (page: Page) => page.locator('.filters_toggler');

  for (const view of [1, 2] as const) {
    test(`view ${view}: the filters toggler sets the filters-open state; a click outside, Escape and the menu toggler close it`, async ({ page }) => {
      await withFilters(page);
      await open(page, '/', WIDTHS[view]);
      await expect(filters(page)).toBeHidden();
      await expect(filtersToggler(page)).toHaveAttribute('aria-expanded', 'false');
      await filtersToggler(page).click();
      await expect(page.locator('html')).toHaveClass(/--filters-open/);
      await expect(filtersToggler(page)).toHaveAttribute('aria-expanded', 'true');
      await expect(filters(page)).toBeVisible();
      await expect(filters(page).locator('input')).toBeFocused();
      // Clicks inside keep it open; a click outside closes it.
      await filters(page).locator('label').click();
      await expect(page.locator('html')).toHaveClass(/--filters-open/);
      await page.mouse.click(WIDTHS[view] - 10, 400);
      await expect(page.locator('html')).not.toHaveClass(/--filters-open/);
      await expect(filters(page)).toBeHidden();
      await expect(filtersToggler(page)).toHaveAttribute('aria-expanded', 'false');
      // The toggler closes it again; Escape returns focus to the toggler.
      await filtersToggler(page).click();
      await expect(filters(page)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(filters(page)).toBeHidden();
      await expect(filtersToggler(page)).toBeFocused();
      // One drawer at a time: the menu toggler swaps the filters for the menu.
      await filtersToggler(page).click();
      await expect(page.locator('html')).toHaveClass(/--filters-open/);
      await page.evaluate(() => (document.querySelector('.navbar-toggler') as HTMLElement).click());
      await expect(page.locator('html')).toHaveClass(/sidebar_open/);
      await expect(page.locator('html')).not.toHaveClass(/--filters-open/);
      await expect(filtersToggler(page)).toHaveAttribute('aria-expanded', 'false');
      await expectNoAxeViolations(page, `view ${view}: menu drawer open on a page with filters`);
      await page.keyboard.press('Escape');
      await filtersToggler(page).click();
      await expectNoAxeViolations(page, `view ${view}: filters drawer open`);
    });
  }

  test('a toggler arriving later, as a link to the aside, toggles the drawer without jumping', async ({ page }) => {
    await open(page, '/', WIDTHS[1]);
    await page.evaluate(() => {
      const a = Object.assign(document.createElement('a'), { href: '#aside', className: 'late_toggler', textContent: 'Kategorie' });
      a.setAttribute('aria-controls', 'aside');
      document.getElementById('content')!.prepend(a);
    });
    await page.locator('.late_toggler').click();
    await expect(page.locator('html')).toHaveClass(/sidebar_open/);
    await expect(aside(page)).toBeVisible();
    expect(new URL(page.url()).hash).toBe('');
    await page.locator('.aside__close').click();
    await expect(aside(page)).toBeHidden();
  });

  test('the filters open state is cleared at view 3, the filters shown in place and their toggler hidden', async ({ page }) => {
    await withFilters(page);
    await open(page, '/', WIDTHS[2]);
    await filtersToggler(page).click();
    await expect(page.locator('html')).toHaveClass(/--filters-open/);
    await page.setViewportSize({ width: WIDTHS[3], height: 800 });
    await expect(page.locator('html')).not.toHaveClass(/--filters-open/);
    await expect(filtersToggler(page)).toBeHidden();
    await expect(filters(page)).toBeVisible();
    await expect(filters(page)).not.toHaveClass(/--filters-drawer/);
    await expect(page.locator('html')).toHaveCSS('overflow', 'visible');
    await page.setViewportSize({ width: WIDTHS[1], height: 800 });
    await expect(filtersToggler(page)).toBeVisible();
    await expect(filters(page)).toBeHidden();
  });

  test('resize from view 4 with a submenu open to view 2: the drawer, closed', async ({ page }) => {
    await open(page, '/', WIDTHS[4]);
    await linkOf(page, 0).hover();
    await expect(panelOf(page, 0)).toBeVisible();
    await page.setViewportSize({ width: WIDTHS[2], height: 800 });
    await expect(nav(page)).toHaveClass(/--drawer/);
    await expect(topItem(page, 0)).not.toHaveClass(/--hover/);
    await expect(expandOf(page, 0)).toHaveAttribute('aria-expanded', 'false');
    await expect(aside(page)).toBeHidden();
    await toggler(page).click();
    await expect(panelOf(page, 0)).toBeHidden();
    await expect(topItem(page, 1)).toBeVisible();
  });
});

test.describe('category menu: keyboard', () => {
  async function tabTo(page: Page, selector: string, limit = 60) {
    for (let i = 0; i < limit; i++) {
      await page.keyboard.press('Tab');
      if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    }
    throw new Error(`${selector} not reached`);
  }

  for (const view of [3, 4] as const)
    test(`desktop, view ${view}: disclosure navigation with Tab, Enter and Escape`, async ({ page }) => {
      await open(page, '/', WIDTHS[view]);
      await tabTo(page, `${TOP} > .nav-link-wrapper > a`);
      await expect(linkOf(page, 0)).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(expandOf(page, 0)).toBeFocused();
      await expect(expandOf(page, 0)).toHaveAttribute('aria-expanded', 'false');
      await page.keyboard.press('Enter');
      await expect(panelOf(page, 0)).toBeVisible();
      await expect(expandOf(page, 0)).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Tab');
      await expect(panelOf(page, 0).locator('li.nav-item a').first()).toBeFocused();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Escape');
      await expect(panelOf(page, 0)).toBeHidden();
      await expect(expandOf(page, 0)).toBeFocused();
      await expect(expandOf(page, 0)).toHaveAttribute('aria-expanded', 'false');
      // Space toggles too; Tab past the submenu's last link closes it.
      await page.keyboard.press(' ');
      await expect(expandOf(page, 0)).toHaveAttribute('aria-expanded', 'true');
      const links = await panelOf(page, 0).locator('li.nav-item a').count();
      for (let i = 0; i <= links; i++) await page.keyboard.press('Tab');
      await expect(linkOf(page, 1)).toBeFocused();
      await expect(expandOf(page, 0)).toHaveAttribute('aria-expanded', 'false');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await expect(panelOf(page, 1)).toBeVisible();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await page.waitForURL(/_m_/);
      evidence('journey', 1, `category menu desktop, view ${view}`);
    });

  for (const view of [1, 2] as const)
    test(`view ${view}: the drawer by keyboard, drill down and back, Escape returns focus`, async ({ page }) => {
      await open(page, '/', WIDTHS[view]);
      await tabTo(page, '.navbar-toggler');
      await page.keyboard.press('Enter');
      await expect(aside(page)).toBeVisible();
      await expect(page.locator('.aside__close')).toBeFocused();
      await expect(page.locator('#aside > #menu_search')).toHaveCount(1);
      // The search box comes first, then the tabs, then the categories.
      await page.keyboard.press('Tab');
      await expect(page.locator('#menu_search_text')).toBeFocused();
      await tabTo(page, '.mobileCategories__link', 4);
      await expect(tabs(page).first()).toBeFocused();
      await tabTo(page, `${TOP} > .nav-link-wrapper > .nav-link-expand`, 5);
      await expect(expandOf(page, 0)).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(expandOf(page, 0)).toHaveAttribute('aria-expanded', 'true');
      await expect(backOf(page, 0)).toBeFocused();
      // The template's back link (no href) works from the keyboard: Enter goes back, focus to the expand button.
      await page.keyboard.press('Enter');
      await expect(expandOf(page, 0)).toHaveAttribute('aria-expanded', 'false');
      await expect(expandOf(page, 0)).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(backOf(page, 0)).toBeFocused();
      await tabTo(page, '.navbar-subnav > li.nav-item > .nav-link-expand', 10);
      await page.keyboard.press('Enter');
      const level2 = page.locator('.navbar-subnav > li.nav-item.nav-open');
      await expect(level2).toHaveCount(1);
      await expect(level2.locator('> ul > .nav-header > button')).toBeFocused();
      // Escape goes back one level at a time, then closes the drawer.
      await page.keyboard.press('Escape');
      await expect(level2).toHaveCount(0);
      await expect(page.locator('.navbar-subnav > li.nav-item > .nav-link-expand:focus')).toHaveCount(1);
      await page.keyboard.press('Escape');
      await expect(expandOf(page, 0)).toBeFocused();
      await expect(expandOf(page, 0)).toHaveAttribute('aria-expanded', 'false');
      await page.keyboard.press('Escape');
      await expect(aside(page)).toBeHidden();
      await expect(toggler(page)).toBeFocused();
      await expect(toggler(page)).toHaveAttribute('aria-expanded', 'false');
      // Focus leaving the drawer closes it.
      await page.keyboard.press('Enter');
      await expect(aside(page)).toBeVisible();
      await page.keyboard.press('Shift+Tab');
      await expect(toggler(page)).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(aside(page)).toBeHidden();
      evidence('journey', 1, `category menu drawer, view ${view}`);
    });
});

test.describe('category menu: axe in the open states', () => {
  for (const shop of SHOPS) {
    test(`${shop.name} shop: drawer open, drilled down, other group with show-more (views 1, 2)`, async ({ page }) => {
      for (const view of [1, 2] as const) {
        await open(page, shop.home, WIDTHS[view]);
        await openDrawer(page);
        await expandOf(page, 0).click();
        await panelOf(page, 0).locator('> li.nav-item > .nav-link-expand').first().click();
        await expectNoAxeViolations(page, `${shop.name} view ${view}: drawer drilled down`);
        // Back up both levels (the template's drilled-down lists lie over the whole drawer, the tabs too).
        await page.keyboard.press('Escape');
        await page.keyboard.press('Escape');
        await expect(topItem(page, 0)).not.toHaveClass(/nav-open/);
        await tabs(page).nth(1).click();
        await page.locator('.aside__more').click();
        await expectNoAxeViolations(page, `${shop.name} view ${view}: drawer, second group, show more`);
      }
    });
    test(`${shop.name} shop: submenus open (views 3, 4)`, async ({ page }) => {
      for (const view of [3, 4] as const) {
        await open(page, shop.home, WIDTHS[view]);
        await expandOf(page, 0).click();
        await expect(panelOf(page, 0)).toBeVisible();
        await expectNoAxeViolations(page, `${shop.name} view ${view}: first submenu`);
        await page.keyboard.press('Escape');
        await expect(panelOf(page, 0)).toBeHidden();
        const last = (await topItems(page).count()) - 1;
        await linkOf(page, last).hover();
        await expect(panelOf(page, last)).toBeVisible();
        await expectNoAxeViolations(page, `${shop.name} view ${view}: last submenu`);
      }
    });
  }
});

test.describe('category menu: unmount and remount (the menu leaving and coming back)', () => {
  test("view 1 with the drawer open: the page states are cleared, what was added removed and the template's controls given back, then it works again", async ({
    page,
  }) => {
    const errors = trackPageErrors(page);
    await open(page, '/', WIDTHS[1]);
    const served = await page.locator('.nav-link-expand').count();
    const template = await page.locator('.nav-link-wrapper > .nav-link-expand').count();
    expect(served).toBeGreaterThan(template); // level-2 items got an expand button of the widget's
    const header = await headerTop(page);
    await openDrawer(page);
    await expandOf(page, 0).click();
    await expect(page.locator('html')).toHaveClass(/sidebar_open/);
    // Another tab pressed (by keyboard: the drilled-down list lies over the tabs): the search box and the list hidden
    // in the aside, .--active moved.
    await tabs(page).nth(2).press('Enter');
    await expect(page.locator('#login_menu_block')).toBeVisible();
    await page.evaluate(() => {
      const w = window as unknown as { keptNav: HTMLElement };
      w.keptNav = document.getElementById('menu_categories')!;
      w.keptNav.remove();
    });
    await expect(page.locator('html')).not.toHaveClass(/sidebar_open/);
    await expect(page.locator('html')).toHaveCSS('overflow', 'visible');
    await expect(aside(page)).toHaveJSProperty('inert', false);
    // Only the template's own expand buttons and back links remain, without the states the widget gave them.
    await expect(page.locator('.nav-link-expand')).toHaveCount(template);
    await expect(
      page.locator(
        '.nav-link-expand[aria-expanded], .nav-link-expand .sr-only, .nav-header__backLink[role], .nav-header.--added, .aside__more, .aside__close, .nav-item.--open, .nav-item.nav-open',
      ),
    ).toHaveCount(0);
    expect(
      await page.evaluate(() => (window as unknown as { keptNav: HTMLElement }).keptNav.querySelector('.navbar-toggler')!.getAttribute('aria-controls')),
    ).toBeNull();
    // The search box back in its place in the header (no place marker left), nothing left hidden in the aside, the
    // tabs as the server rendered them.
    expect(await headerTop(page)).toEqual(header);
    await expect(page.locator(PANELS.map((p) => `${p}[style]`).join(', '))).toHaveCount(0);
    await expect(tabs(page).first()).toHaveClass(/(^| )--active( |$)/);
    await expect(page.locator('#aside .mobileCategories__link.--active')).toHaveCount(1);
    await expect(page.locator('#aside .mobileCategories__link[aria-pressed], #aside .mobileCategories__link[aria-controls]')).toHaveCount(0);
    await page.evaluate(() => document.querySelector('#header .header__info')!.after((window as unknown as { keptNav: HTMLElement }).keptNav));
    await expect(nav(page)).toHaveAttribute('data-widget-state', 'mounted');
    await expect(page.locator('.nav-link-expand')).toHaveCount(served);
    await expect(page.locator('.aside__more')).toHaveCount(1);
    await openDrawer(page);
    await expect(aside(page)).toBeVisible();
    await expect(tabs(page).first()).toHaveAttribute('aria-pressed', 'true');
    await expandOf(page, 1).click();
    await expect(expandOf(page, 1)).toHaveAttribute('aria-expanded', 'true');
    expect(errors).toEqual([]);
  });

  test("view 4: after the bar's code came, the menu leaving takes its column variables off the nav", async ({ page }) => {
    await open(page, '/', WIDTHS[4]);
    await expandOf(page, 0).click();
    await expect(nav(page)).toHaveAttribute('style', /--cm-w/);
    await page.evaluate(() => {
      const w = window as unknown as { keptNav: HTMLElement };
      w.keptNav = document.getElementById('menu_categories')!;
      w.keptNav.remove();
    });
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { keptNav: HTMLElement }).keptNav.getAttribute('style') ?? ''))
      .not.toMatch(/--cm-(w|pad)/);
  });

  test('view 4: the search box moved into the aside goes back to the header when the menu leaves', async ({ page }) => {
    await withSearchSlot(page);
    await open(page, '/', WIDTHS[4]);
    await expect(page.locator('#aside #menu_search')).toHaveCount(1);
    await page.evaluate(() => document.getElementById('menu_categories')!.remove());
    await expect(page.locator('#header #menu_search')).toHaveCount(1);
    await expect(page.locator('#menu_search_text')).toBeVisible();
  });
});

test.describe("category menu: what the shopper can tap in the drawer, under the template's drilled-down panels and search rules", () => {
  test.use({ hasTouch: true });

  /** Opens the drawer with one tap on the toggler; its lazy parts there (the close button, the search box at the top). */
  async function tapOpenDrawer(page: Page) {
    await tapCentre(toggler(page));
    await expect(page.locator('html')).toHaveClass(/(^| )sidebar_open( |$)/);
    await expect(page.locator('#aside > #menu_search')).toHaveCount(1);
    await expectTappable(page.locator('.aside__close'));
  }

  for (const depth of [1, 2])
    test(`390 px: drilled down ${depth} level(s), from a scrolled drawer, one tap on the close button closes the drawer`, async ({ page }) => {
      await open(page, '/', 390, 600);
      await tapOpenDrawer(page);
      // The drawer scrolled so that the category is at its top: the close button's own place is scrolled away.
      await linkOf(page, 2).evaluate((el) => el.scrollIntoView({ block: 'start' }));
      expect(await aside(page).evaluate((el) => el.scrollTop)).toBeGreaterThan(60);
      await tapCentre(linkOf(page, 2));
      await expect(topItem(page, 2)).toHaveClass(/(^| )nav-open( |$)/);
      await expect(backOf(page, 2)).toBeFocused();
      let back = backOf(page, 2);
      if (depth === 2) {
        const expand = panelOf(page, 2).locator('> li.nav-item > button.nav-link-expand').first();
        const sub = expand.locator('..');
        await tapCentre(expand);
        await expect(sub).toHaveClass(/(^| )nav-open( |$)/);
        back = sub.locator('> ul > .nav-header > .nav-header__back');
        await expect(back).toBeFocused();
      }
      // The template's sub-list lies over the whole drawer; the close button is still the thing under its centre,
      // and it leaves the sub-list's back control uncovered.
      const close = page.locator('.aside__close');
      await expectTappable(close);
      await expectTappable(back);
      await tapCentre(close);
      await expect(page.locator('html')).not.toHaveClass(/sidebar_open/);
      await expect(aside(page)).toBeHidden();
      await expect(toggler(page)).toBeFocused();
      await expect(page.locator('#menu_navbar .nav-open')).toHaveCount(0);
    });

  test('390 px: one tap on the search box in the open drawer gives a focused box that searches there (the drawer stays open)', async ({ page }) => {
    await open(page, '/', 390);
    await tapOpenDrawer(page);
    const box = page.locator('#aside #menu_search_text');
    await expectTappable(box);
    await tapCentre(box);
    await expect(box).toHaveAttribute('role', 'combobox'); // the search's code has come with that tap
    await expect(box).toBeFocused();
    // Not the narrow screens' search mode: that hides the page's layout, the drawer with the box in it.
    await expect(page.locator('html')).not.toHaveClass(/--search-open/);
    await expect(page.locator('html')).toHaveClass(/(^| )sidebar_open( |$)/);
    await expectTappable(box);
    await page.keyboard.type('kurtka');
    await expect(box).toHaveValue('kurtka');
    const first = page.locator('#aside #menu_search [role="option"]').first();
    await expectTappable(first);
    await expect(box).toBeFocused();
    expect((await atCentre(page.locator('.aside__close'))).hit).toBe(true);
    await expectNoAxeViolations(page, 'drawer open, the search box tapped, suggestions shown');
  });

  test('1280 px: no drawer controls; the header search takes one click and searches; the bar opens its submenu', async ({ page }) => {
    await open(page, '/', 1280);
    await expect(toggler(page)).toBeHidden();
    await expect(page.locator('.aside__close')).toBeHidden();
    const box = page.locator('#header #menu_search_text');
    await expectTappable(box);
    await box.click();
    await expect(box).toBeFocused();
    await page.keyboard.type('kurtka');
    await expectTappable(page.locator('#header #menu_search [role="option"]').first());
    await expect(page.locator('html')).not.toHaveClass(/--search-open|sidebar_open/);
    await page.keyboard.press('Escape');
    await expectTappable(expandOf(page, 2));
    await expandOf(page, 2).click();
    await expect(panelOf(page, 2)).toBeVisible();
    await expectTappable(panelOf(page, 2).locator('a.nav-link.--l2').first());
  });
});

test.describe("category menu: the Standard template's drawer links", () => {
  for (const shop of SHOPS)
    test(`${shop.name} shop, 390 px: a category link with a submenu opens it (.nav-open) instead of leaving; the header's copy of the link leaves; the back link closes it`, async ({
      page,
    }) => {
      await open(page, shop.home, 390);
      await toggler(page).click();
      const url = page.url();
      await linkOf(page, 2).click();
      await expect(topItem(page, 2)).toHaveClass(/(^| )nav-open( |$)/);
      await expect(backOf(page, 2)).toBeFocused();
      expect(page.url()).toBe(url);
      await expectNoAxeViolations(page, `${shop.name}: drawer, a category opened by its link`);
      await backOf(page, 2).click();
      await expect(topItem(page, 2)).not.toHaveClass(/nav-open/);
      await expect(linkOf(page, 2)).toBeFocused();
      await linkOf(page, 2).click();
      const href = await linkOf(page, 2).getAttribute('href');
      await panelOf(page, 2).locator('> .nav-header > a.nav-link').click();
      await page.waitForURL((u) => u.pathname === href);
    });

  test('1280 px: the category link follows its href (the bar opens on hover and by the expand button)', async ({ page }) => {
    await open(page, '/', 1280);
    const href = await linkOf(page, 2).getAttribute('href');
    await linkOf(page, 2).click();
    await page.waitForURL((u) => u.pathname === href);
  });

  test('an invented menu (plain nested lists) works through data-parts', async ({ page }) => {
    await page.route(/\/$/, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(
        '<div class="header__info">',
        `<nav id="own_menu" aria-label="Own" data-widget="category_menu" data-parts='{"collapse": "#own_box", "top": "#own_box > ul", "toggler": ".own_toggler"}'><button type="button" class="own_toggler">Own</button><div id="own_box"><ul><li><a href="/a">A</a><ul><li><a href="/a1">A1</a></li></ul></li></ul></div></nav>$&`,
      );
      await route.fulfill({ response, body });
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await waitForWidgets(page);
    await expect(page.locator('#own_menu')).toHaveAttribute('data-widget-state', 'mounted');
    const button = page.locator('#own_box > ul > li > .nav-link-expand');
    await expect(button).toHaveCount(1);
    await expect(button).toHaveAccessibleName(/A/);
    await button.click();
    await expect(page.locator('#own_box > ul > li')).toHaveClass(/--hover/);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  });
});

/** The header's top row as its nodes: elements by class or id, comments as `<!--text-->` (whitespace left out). */
function headerTop(page: Page) {
  return page.evaluate(() =>
    [...document.querySelector('#header .header__top')!.childNodes].flatMap((n) =>
      n instanceof Element ? [n.id || n.className] : n.nodeType === Node.COMMENT_NODE ? [`<!--${n.textContent}-->`] : [],
    ),
  );
}

/** Serves `path` with its HTML edited (the markup variants of the tests below). */
async function withPage(page: Page, path: RegExp, edit: (html: string) => string) {
  await page.route(path, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: edit(await response.text()) });
  });
}

test.describe('category menu: the search box in the open drawer (views 1-2)', () => {
  test('390 px: at the top of the open drawer, working there (suggestions; Escape closes them, not the drawer); back exactly where it was when the drawer closes', async ({
    page,
  }) => {
    const errors = trackPageErrors(page);
    await open(page, '/', 390);
    const header = await headerTop(page);
    expect(header).toEqual(['logo', 'menu_search', 'header__actions']);
    await expect(page.locator('#aside #menu_search')).toHaveCount(0);
    await openDrawer(page);
    // Right after the drawer's close button, its place in the header kept by a comment.
    expect(await aside(page).evaluate((a) => [...a.children].slice(0, 3).map((c) => c.id || c.className))).toEqual([
      'aside__close',
      'menu_search',
      'mobileCategories',
    ]);
    expect(await headerTop(page)).toEqual(['logo', '<!--menu_search home-->', 'header__actions']);
    // The template's block shows in the drawer without its mobile opener; the search works there.
    await expect(page.locator('#aside .menu_search__mobile')).toBeHidden();
    await page.locator('#menu_search_text').fill('kurtka');
    await expect(page.locator('#menu_search_text')).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#aside #menu_search [role="option"]').first()).toBeVisible();
    await expectNoAxeViolations(page, 'drawer open, search suggestions shown in the aside');
    // Escape closes the suggestions (the search box's own), the drawer stays open; the next Escape closes the drawer.
    await page.keyboard.press('Escape');
    await expect(page.locator('#menu_search_text')).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('html')).toHaveClass(/sidebar_open/);
    await page.locator('#menu_search_text').focus();
    await page.keyboard.press('Escape');
    await expect(page.locator('html')).not.toHaveClass(/sidebar_open/);
    await expect(toggler(page)).toBeFocused();
    expect(await headerTop(page)).toEqual(header);
    await expect(page.locator('#header .menu_search__mobile')).toBeVisible();
    // Again by the close button: the same place.
    await toggler(page).click();
    await expect(page.locator('#aside > #menu_search')).toHaveCount(1);
    await page.locator('.aside__close').click();
    expect(await headerTop(page)).toEqual(header);
    expect(errors).toEqual([]);
  });

  test('focus in the search box stays there when a view change closes the drawer (800 px to 1000 px)', async ({ page }) => {
    await open(page, '/', WIDTHS[2]);
    const header = await headerTop(page);
    await openDrawer(page);
    await page.locator('#aside #menu_search_text').focus();
    await expect(page.locator('#menu_search_text')).toBeFocused();
    await page.setViewportSize({ width: WIDTHS[3], height: 800 });
    await expect(page.locator('html')).not.toHaveClass(/sidebar_open/);
    await expect(page.locator('#header #menu_search')).toHaveCount(1);
    expect(await headerTop(page)).toEqual(header);
    await expect(page.locator('#menu_search_text')).toBeFocused();
  });

  test("a theme's [data-search-slot]: the open drawer puts the search box there, the closed drawer gives it back", async ({ page }) => {
    await withSearchSlot(page);
    await open(page, '/', WIDTHS[1]);
    const header = await headerTop(page);
    await toggler(page).click();
    await expect(page.locator('#aside [data-search-slot] > #menu_search')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(page.locator('#header #menu_search')).toHaveCount(1);
    expect(await headerTop(page)).toEqual(header);
  });

  test('1280 px: nothing moves (the search box in the header, the list in the bar, nothing hidden in the aside, the tabs not shown)', async ({ page }) => {
    await open(page, '/', 1280);
    expect(await headerTop(page)).toEqual(['logo', 'menu_search', 'header__actions']);
    await expect(page.locator('#menu_categories > #menu_navbar')).toHaveCount(1);
    await expect(page.locator('#aside #menu_search')).toHaveCount(0);
    await expect(page.locator('.mobileCategories')).toBeHidden();
    await expect(page.locator('#aside [style]')).toHaveCount(0);
    await page.locator('#menu_search_text').fill('kurtka');
    await expect(page.locator('#header #menu_search [role="option"]').first()).toBeVisible();
  });
});

test.describe("category menu: the aside's tabs (.mobileCategories__link[data-ids])", () => {
  test('390 px: each tab shows the elements its data-ids names; .--active and aria-pressed follow; by keyboard; axe clean', async ({ page }) => {
    await open(page, '/', 390);
    await openDrawer(page);
    await expect(tabs(page)).toHaveCount(3);
    // Toggle buttons naming what they show (the ids of the elements their data-ids names).
    await expect(tabs(page).nth(0)).toHaveAttribute('aria-controls', 'menu_search menu_navbar');
    await expect(tabs(page).nth(1)).toHaveAttribute('aria-controls', 'menu_producers');
    await expect(tabs(page).nth(2)).toHaveAttribute('aria-controls', 'login_menu_block');
    const shown = async (visible: string[], hidden: string[]) => {
      for (const s of visible) await expect(page.locator(`#aside ${s}`), s).toBeVisible();
      for (const s of hidden) await expect(page.locator(`#aside ${s}`), s).toBeHidden();
    };
    await shown(['#menu_search', '#menu_navbar'], ['#menu_producers', '.aside__pages', '#login_menu_block']);
    // Space on the third tab, Enter on the second.
    await tabs(page).nth(2).focus();
    await page.keyboard.press(' ');
    await expect(tabs(page).nth(2)).toHaveAttribute('aria-pressed', 'true');
    await expect(tabs(page).nth(2)).toHaveClass(/(^| )--active( |$)/);
    await expect(tabs(page).nth(0)).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('#aside .mobileCategories__link.--active')).toHaveCount(1);
    await shown(['#login_menu_block'], ['#menu_search', '#menu_navbar', '#menu_producers', '.aside__pages']);
    await expect(tabs(page).nth(2)).toBeFocused();
    await expectNoAxeViolations(page, 'drawer open, the account tab');
    await tabs(page).nth(1).focus();
    await page.keyboard.press('Enter');
    await shown(['#menu_producers', '.aside__pages'], ['#menu_search', '#menu_navbar', '#login_menu_block']);
    await expect(tabs(page).nth(1)).toHaveClass(/(^| )--active( |$)/);
    // Back to the first: its elements again.
    await tabs(page).nth(0).click();
    await shown(['#menu_search', '#menu_navbar'], ['#menu_producers', '.aside__pages', '#login_menu_block']);
    await expect(page.locator('#aside .mobileCategories__link[aria-pressed="true"]')).toHaveCount(1);
  });

  test('resize to 1280 px with another tab pressed: every element shows again, nothing left hidden', async ({ page }) => {
    await open(page, '/', 390);
    await openDrawer(page);
    await tabs(page).nth(1).click();
    await expect(page.locator('#aside #menu_navbar')).toBeHidden();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(nav(page)).toHaveClass(/--bar/);
    await expect(page.locator('#menu_categories > #menu_navbar')).toBeVisible();
    await expect(page.locator('#header #menu_search_text')).toBeVisible();
    await expect(page.locator(PANELS.map((p) => `${p}[style]`).join(', '))).toHaveCount(0);
    await linkOf(page, 0).hover();
    await expect(panelOf(page, 0)).toBeVisible();
    // Back to 390 px: the drawer closed, the tab pressed last still pressed once it opens.
    await page.setViewportSize({ width: 390, height: 800 });
    await openDrawer(page);
    await expect(tabs(page).nth(1)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('#aside #menu_navbar')).toBeHidden();
    await expect(page.locator('#aside #menu_producers')).toBeVisible();
  });

  test('the older template\'s tabs (links, href="#"): buttons to assistive technology, Space and a click switch without jumping', async ({ page }) => {
    await withPage(page, /\/$/, (html) =>
      html.replace(
        /<button type="button" class="mobileCategories__link([^"]*)"([^>]*)>([^<]*)<\/button>/g,
        '<a href="#" class="mobileCategories__link$1"$2>$3</a>',
      ),
    );
    await open(page, '/', 390);
    await openDrawer(page);
    await expect(page.locator('#aside a.mobileCategories__link')).toHaveCount(3);
    await expect(tabs(page).first()).toHaveAttribute('role', 'button');
    await tabs(page).nth(2).focus();
    await page.keyboard.press(' ');
    await expect(page.locator('#aside #login_menu_block')).toBeVisible();
    await tabs(page).nth(1).click();
    await expect(page.locator('#aside #menu_producers')).toBeVisible();
    await expect(page.locator('#aside #login_menu_block')).toBeHidden();
    expect(new URL(page.url()).hash).toBe('');
    await expectNoAxeViolations(page, 'drawer open, link tabs');
  });

  test('a data-ids entry that is not a selector: one warning naming it, the tab shows the rest', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await withPage(page, /\/$/, (html) => html.replace('data-ids="#login_menu_block"', 'data-ids="#login_menu_block, 1x"'));
    await open(page, '/', 390);
    await openDrawer(page);
    await tabs(page).nth(2).click();
    await expect(page.locator('#aside #login_menu_block')).toBeVisible();
    await expect(page.locator('#aside #menu_navbar')).toBeHidden();
    await tabs(page).nth(0).click();
    await expect(page.locator('#aside #menu_navbar')).toBeVisible();
    expect(warnings.filter((w) => w.includes('category_menu') && w.includes('"1x"'))).toHaveLength(1);
  });

  test("override: a theme's own tab buttons (the older .aside__switcher markup) through data-parts, with data-ids", async ({ page }) => {
    await withPage(page, /\/$/, (html) =>
      html
        .replace(
          /<div id="mobileCategories"[\s\S]*?<\/button><\/div><\/div>/,
          '<div class="aside__switcher" role="group" aria-label="Sekcje"><button type="button" class="aside__switch" data-ids="#menu_navbar">Kategorie</button><button type="button" class="aside__switch" data-ids="#menu_producers">Producenci</button></div>',
        )
        .replace('data-widget="category_menu"', `data-widget="category_menu" data-parts='{"tabs": ".aside__switch"}'`),
    );
    await open(page, '/', 390);
    await expect(page.locator('#mobileCategories')).toHaveCount(0);
    await toggler(page).click();
    const own = page.locator('.aside__switch');
    await expect(own.first()).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('#aside #menu_navbar')).toBeVisible();
    await expect(page.locator('#aside #menu_producers')).toBeHidden();
    await own.nth(1).click();
    await expect(own.nth(1)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('#aside #menu_producers')).toBeVisible();
    await expect(page.locator('#aside #menu_navbar')).toBeHidden();
    // Not named by any tab: the search box shows whichever is pressed.
    await expect(page.locator('#aside #menu_search')).toBeVisible();
  });
});

test.describe("category menu: markers only (the Standard template's markup with data-widget alone)", () => {
  test.beforeEach(async ({ page }) => {
    await withPage(page, /\/$/, (html) => html.replace(/(<nav id="menu_categories"[^>]*?) data-config="[^"]*"/, '$1'));
  });

  test('390 px: the toggler opens the drawer with the list, the search box at its top and the tabs working', async ({ page }) => {
    await open(page, '/', 390);
    expect(await nav(page).getAttribute('data-config')).toBeNull();
    await expect(page.locator('#aside .setMobileGrid > #menu_navbar')).toHaveCount(1);
    await openDrawer(page);
    await expect(aside(page)).toBeVisible();
    await expect(page.locator('#aside > #menu_search #menu_search_text')).toBeVisible();
    await expandOf(page, 0).click();
    await expect(topItem(page, 0)).toHaveClass(/(^| )nav-open( |$)/);
    await backOf(page, 0).click();
    await expect(topItem(page, 0)).not.toHaveClass(/nav-open/);
    await tabs(page).nth(1).click();
    await expect(page.locator('#aside .aside__list[data-show-more] > li:visible')).toHaveCount(10);
    await page.locator('.aside__close').click();
    await expect(page.locator('#header #menu_search')).toHaveCount(1);
  });

  test('1280 px: the bar (a submenu on hover), the search box and the aside as served', async ({ page }) => {
    await open(page, '/', 1280);
    await expect(nav(page)).toHaveClass(/--bar/);
    await linkOf(page, 1).hover();
    await expect(panelOf(page, 1)).toBeVisible();
    await expect(topItem(page, 1)).toHaveClass(/(^| )--hover( |$)/);
    expect(await headerTop(page)).toEqual(['logo', 'menu_search', 'header__actions']);
    await expect(page.locator('#aside [style]')).toHaveCount(0);
  });
});

/** Serves the home page with a search slot in the aside (`[data-search-slot]`: a theme that wants the search box there on desktop). */
async function withSearchSlot(page: Page) {
  await page.route(/\/(cs\/)?$/, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace('<div class="setMobileGrid"', '<div class="aside__search" data-search-slot></div>$&');
    await route.fulfill({ response, body });
  });
}

test('bad menu configuration: one warning naming the widget, the menu left as plain links', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  const errors = trackPageErrors(page);
  await withMenuConfig(page, { columns: 'many' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await waitForWidgets(page);
  expect(warnings.filter((w) => w.includes('category_menu'))).toHaveLength(1);
  await expect(nav(page)).not.toHaveClass(/--enhanced/);
  await expect(linkOf(page, 0)).toBeVisible();
  await expect(page.locator('#menu_basket')).toBeVisible();
  expect(errors).toEqual([]);
});

/** The menu's lazy parts, by their chunk files. */
const LAZY = /\/storefront\/(columns-shell|drawers-shell|aside-shell|scroll-lock)-[\w-]+\.js$/;

/** Every request for a lazy part of the menu (a prefetch or an import), by chunk name. */
function lazyRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (r) => {
    const m = LAZY.exec(new URL(r.url()).pathname);
    if (m) asked.push(m[1]);
  });
  return asked;
}

/** Layout shifts without recent input, recorded from the start (the page's CLS entries). */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!e.hadRecentInput) w.__shift += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
const shift = (page: Page) => page.evaluate(() => (window as unknown as { __shift: number }).__shift);

/** The boxes of what shows of the menu: the nav, its top items, the toggler and the aside (rounded px). */
const menuBoxes = (page: Page) =>
  page.evaluate(() =>
    ['#menu_categories', '#menu_navbar > .navbar-nav > li.nav-item', '.navbar-toggler', '#aside', '#content'].flatMap((s) =>
      [...document.querySelectorAll(s)].map((el) => {
        const r = el.getBoundingClientRect();
        return [s, Math.round(r.x), Math.round(r.y), Math.round(r.width), Math.round(r.height)].join(' ');
      }),
    ),
  );

/** The console errors naming the menu (a failed part is reported once, with that message). */
function menuErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && m.text().includes('"category_menu"') && errors.push(m.text()));
  return errors;
}

test.describe("category menu: the bar's and the drawers' code load on the shopper's intent", () => {
  for (const view of [1, 4] as const)
    test(`view ${view}: a visit that touches nothing mounts the menu and requests none of its lazy parts; reaching for it does`, async ({ page }) => {
      const asked = lazyRequests(page);
      await open(page, '/', WIDTHS[view]);
      await expect(nav(page)).toHaveAttribute('data-widget-state', 'mounted');
      await expect(nav(page)).toHaveClass(view === 1 ? /--drawer/ : /--bar/);
      // Read right without them: at view 1 the list in the aside's slot, the toggler's state, the aside out of reach.
      if (view === 1) {
        await expect(page.locator('#aside .setMobileGrid > #menu_navbar')).toHaveCount(1);
        await expect(toggler(page)).toHaveAttribute('aria-expanded', 'false');
        await expect(toggler(page)).toHaveAttribute('aria-controls', 'aside');
        await expect(aside(page)).toHaveJSProperty('inert', true);
      } else {
        await expect(expandOf(page, 0)).toHaveAttribute('aria-expanded', 'false');
        await expect(toggler(page)).toBeHidden();
      }
      await idleTwice(page);
      await idleTwice(page);
      expect(asked).toEqual([]);
      // The same check sees them once the shopper reaches for the menu: the mouse over the toggler, or the bar.
      if (view === 1) await toggler(page).hover();
      else await linkOf(page, 0).hover();
      const part = view === 1 ? 'drawers-shell' : 'columns-shell';
      await expect.poll(() => asked.includes(part)).toBe(true);
      expect(asked).not.toContain(view === 1 ? 'columns-shell' : 'drawers-shell');
    });

  for (const view of [1, 4] as const)
    test(`view ${view}: the first sign of engagement (a scroll) prefetches that view's part, not the other's`, async ({ page }) => {
      const asked = lazyRequests(page);
      await open(page, '/', WIDTHS[view]);
      await idleTwice(page);
      expect(asked).toEqual([]);
      await page.mouse.wheel(0, 200);
      const [wanted, other] = view === 1 ? ['drawers-shell', 'columns-shell'] : ['columns-shell', 'drawers-shell'];
      await expect.poll(() => asked).toContain(wanted);
      if (view === 1) await expect.poll(() => asked).toContain('scroll-lock');
      await idleTwice(page);
      await idleTwice(page);
      expect(asked).not.toContain(other);
    });

  test('view changes with neither part loaded: the list box, the toggler and the aside follow (views 4 → 1 → 2 → 4), nothing requested', async ({ page }) => {
    const asked = lazyRequests(page);
    await open(page, '/', WIDTHS[4]);
    for (const view of [1, 2, 4] as const) {
      await page.setViewportSize({ width: WIDTHS[view], height: 800 });
      await expect(nav(page)).toHaveClass(view >= 3 ? /--bar/ : /--drawer/);
      if (view >= 3) {
        await expect(page.locator('#menu_categories > #menu_navbar')).toHaveCount(1);
        await expect(toggler(page)).toBeHidden();
        await expect(aside(page)).toHaveJSProperty('inert', false);
      } else {
        await expect(page.locator('#aside .setMobileGrid > #menu_navbar')).toHaveCount(1);
        await expect(toggler(page)).toBeVisible();
        await expect(toggler(page)).toHaveAttribute('aria-expanded', 'false');
        await expect(toggler(page)).toHaveAttribute('aria-controls', 'aside');
        await expect(aside(page)).toHaveJSProperty('inert', true);
      }
    }
    expect(asked).toEqual([]);
  });

  test("view 4: a top item hovered before the bar's code arrived opens once it is there; nothing visible moves", async ({ page }) => {
    await recordShifts(page);
    const held = await holdIsland(page, 'columns-shell');
    await open(page, '/', WIDTHS[4]);
    const before = await menuBoxes(page);
    await linkOf(page, 1).hover();
    await expect.poll(held.asked).toBe(true);
    await expect(topItem(page, 1)).not.toHaveClass(/--hover/);
    await expect(panelOf(page, 1)).toBeHidden();
    held.release();
    await expect(panelOf(page, 1)).toBeVisible();
    await expect(topItem(page, 1)).toHaveClass(/(^| )--hover( |$)/);
    await expect(expandOf(page, 1)).toHaveAttribute('aria-expanded', 'true');
    checkColumns(await panelGeometry(page, 1), 5, 320);
    expect(await menuBoxes(page)).toEqual(before);
    expect(await shift(page)).toBe(0);
    // And it works on: moving away closes it.
    await page.mouse.move(5, 790);
    await expect(panelOf(page, 1)).toBeHidden();
  });

  test("view 4: a top item that is under a still pointer when the menu starts (no hover) stays closed when the bar's code arrives", async ({ page }) => {
    await open(page, '/', WIDTHS[4]);
    await page.mouse.move(5, 790);
    const box = (await linkOf(page, 1).boundingBox())!;
    // The next page view: the pointer comes to rest over that item before the menu's code is there (the core held),
    // so it never moves there while the menu watches.
    const core = await holdIsland(page, 'core');
    const held = await holdIsland(page, 'columns-shell');
    await page.goto('/');
    await expect(linkOf(page, 1)).toBeVisible();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => linkOf(page, 1).evaluate((a) => a.matches(':hover'))).toBe(true);
    core.release();
    await expect(nav(page)).toHaveClass(/--enhanced/);
    // The pointer is there already: the bar's code is asked for at once, and arrives.
    await expect.poll(held.asked).toBe(true);
    held.release();
    await expect(nav(page)).toHaveAttribute('style', /--cm-w/);
    await idleTwice(page);
    await expect(topItem(page, 1)).not.toHaveClass(/--hover/);
    await expect(panelOf(page, 1)).toBeHidden();
    // A hover (the pointer entering it) opens it.
    await page.mouse.move(5, 790);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await expect(panelOf(page, 1)).toBeVisible();
  });

  test("view 3: Enter on an expand button before the bar's code arrived opens its submenu once it is there", async ({ page }) => {
    const held = await holdIsland(page, 'columns-shell');
    await open(page, '/', WIDTHS[3]);
    await expandOf(page, 2).focus();
    await expect.poll(held.asked).toBe(true);
    await page.keyboard.press('Enter');
    await expect(expandOf(page, 2)).toHaveAttribute('aria-expanded', 'false');
    held.release();
    await expect(expandOf(page, 2)).toHaveAttribute('aria-expanded', 'true');
    await expect(panelOf(page, 2)).toBeVisible();
    await expect(expandOf(page, 2)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panelOf(page, 2)).toBeHidden();
    await expect(expandOf(page, 2)).toBeFocused();
  });

  test("the bar's code arriving after the view changed to the drawer: nothing opens; the bar works when back", async ({ page }) => {
    const held = await holdIsland(page, 'columns-shell');
    await open(page, '/', WIDTHS[4]);
    await linkOf(page, 1).hover();
    await expect.poll(held.asked).toBe(true);
    await page.setViewportSize({ width: WIDTHS[2], height: 800 });
    await expect(nav(page)).toHaveClass(/--drawer/);
    held.release();
    await expect(nav(page)).toHaveAttribute('style', /--cm-w/);
    await expect(page.locator('.nav-item.--hover, .nav-item.--open, .nav-item.--overflow-1x, .nav-item.--overflow-2x')).toHaveCount(0);
    await expect(page.locator('#aside .setMobileGrid > #menu_navbar')).toHaveCount(1);
    await toggler(page).click();
    await expect(aside(page)).toBeVisible();
    await expandOf(page, 1).click();
    await expect(topItem(page, 1)).toHaveClass(/(^| )nav-open( |$)/);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(aside(page)).toBeHidden();
    await page.setViewportSize({ width: WIDTHS[4], height: 800 });
    await expect(nav(page)).toHaveClass(/--bar/);
    await linkOf(page, 2).hover();
    await expect(panelOf(page, 2)).toBeVisible();
    await expect(topItem(page, 2)).toHaveClass(/(^| )--hover( |$)/);
  });

  test("the drawers' code arriving after the view changed to the bar: the held toggler click opens nothing; the drawer works when back", async ({ page }) => {
    const held = await holdIsland(page, 'drawers-shell');
    await open(page, '/', WIDTHS[1]);
    await toggler(page).click();
    await expect.poll(held.asked).toBe(true);
    await page.setViewportSize({ width: WIDTHS[3], height: 800 });
    await expect(nav(page)).toHaveClass(/--bar/);
    held.release();
    await expect(page.locator('.aside__close')).toHaveCount(1);
    await expect(page.locator('html')).not.toHaveClass(/sidebar_open/);
    await expect(toggler(page)).toBeHidden();
    await expect(page.locator('.aside__close')).toBeHidden();
    await expect(aside(page)).toHaveJSProperty('inert', false);
    await page.setViewportSize({ width: WIDTHS[1], height: 800 });
    await expect(toggler(page)).toBeVisible();
    await openDrawer(page);
    await expect(page.locator('.aside__close')).toBeFocused();
  });

  test("the bar's code failing to load: a click held meanwhile follows the link, as served; one error reported", async ({ page }) => {
    const errors = menuErrors(page);
    const pageErrors = trackPageErrors(page);
    const fail = await failChunk(page, 'columns-shell');
    await open(page, '/', WIDTHS[4]);
    const url = page.url();
    const href = await linkOf(page, 2).getAttribute('href');
    await linkOf(page, 2).click();
    // Held while the code is awaited.
    await expect.poll(fail.asked).toBe(true);
    await expect(linkOf(page, 2)).toHaveAttribute('aria-busy', 'true');
    expect(page.url()).toBe(url);
    fail.release();
    await page.waitForURL((u) => u.pathname === href);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('failed to load');
    expect(pageErrors).toEqual([]);
  });

  test("the drawers' code failing to load: a toggler link does what it does without JavaScript, the template's toggler and the aside as served; one error reported", async ({
    page,
  }) => {
    const errors = menuErrors(page);
    const pageErrors = trackPageErrors(page);
    const fail = await failChunk(page, 'drawers-shell');
    await open(page, '/', WIDTHS[1]);
    await page.evaluate(() => {
      const a = Object.assign(document.createElement('a'), { href: '#aside', className: 'late_toggler', textContent: 'Kategorie' });
      a.setAttribute('aria-controls', 'aside');
      document.getElementById('content')!.prepend(a);
    });
    await page.locator('.late_toggler').click();
    await expect.poll(fail.asked).toBe(true);
    expect(new URL(page.url()).hash).toBe('');
    fail.release();
    await expect.poll(() => new URL(page.url()).hash).toBe('#aside');
    await expect(page.locator('html')).not.toHaveClass(/sidebar_open/);
    // What the menu set for the drawer is given back: the toggler as served, the aside not inert.
    await expect(toggler(page)).not.toHaveAttribute('aria-expanded', /./);
    await expect(toggler(page)).not.toHaveAttribute('aria-controls', /./);
    await expect(aside(page)).toHaveJSProperty('inert', false);
    // The template's toggler (a button) does nothing, nothing more is reported; the links in the list still work.
    await toggler(page).click();
    await expect(page.locator('html')).not.toHaveClass(/sidebar_open/);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('failed to load');
    expect(pageErrors).toEqual([]);
  });
});

test.describe("category menu: touch, before the code's arrival", () => {
  test.use({ hasTouch: true });

  test("view 3: a first tap on a category before the bar's code arrived opens its submenu once it is there (the link not followed)", async ({ page }) => {
    const held = await holdIsland(page, 'columns-shell');
    await open(page, '/', WIDTHS[3]);
    const url = page.url();
    await linkOf(page, 0).tap();
    await expect.poll(held.asked).toBe(true);
    await expect(panelOf(page, 0)).toBeHidden();
    held.release();
    await expect(panelOf(page, 0)).toBeVisible();
    await expect(expandOf(page, 0)).toHaveAttribute('aria-expanded', 'true');
    expect(page.url()).toBe(url);
    // The second tap follows it.
    await linkOf(page, 0).tap();
    await page.waitForURL(/_m_/);
  });

  test("390 px: a toggler tap before the drawers' code arrived opens the drawer once it is there, focus in it; nothing visible moves", async ({ page }) => {
    await recordShifts(page);
    const held = await holdIsland(page, 'drawers-shell');
    await open(page, '/', 390);
    const before = await menuBoxes(page);
    await toggler(page).tap();
    await expect.poll(held.asked).toBe(true);
    await expect(page.locator('html')).not.toHaveClass(/sidebar_open/);
    // The held press is busy to assistive technology until the drawer opens.
    await expect(toggler(page)).toHaveAttribute('aria-busy', 'true');
    expect(await menuBoxes(page)).toEqual(before);
    held.release();
    await expect(page.locator('html')).toHaveClass(/(^| )sidebar_open( |$)/);
    await expect(toggler(page)).not.toHaveAttribute('aria-busy');
    await expect(toggler(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('.aside__close')).toBeFocused();
    await expect(aside(page)).toBeVisible();
    expect(await shift(page)).toBe(0);
    await page.locator('.aside__close').tap();
    await expect(aside(page)).toBeHidden();
  });
});
