/**
 * menu_compare: the product and search pages' compare box on the Standard template's markup (item links by view; on
 * a page from the HTML cache, filled from the Comparers batch part). menu_wishlist: a wishlist counter a theme
 * renders (the Standard template has none) from the Wishlist batch part.
 */
import { expect, test, type Page } from '@playwright/test';
import { batchKeys, batchRequests, cue, expectNoAxeViolations, resizeTo, trackPageErrors, waitForWidgets } from './helpers';

const PRODUCT = '/product-pol-1-x.html';

async function editBatch(page: Page, edit: (json: any) => void, until?: Promise<void>) {
  await page.route('**/ajax/get.php', async (route) => {
    const response = await route.fetch();
    const json = await response.json();
    edit(json);
    await until;
    await route.fulfill({ response, json });
  });
}

const wish = (id: number) => ({
  icon: `/data/gallery/${id}.svg`,
  name: `Produkt ${id}`,
  attributes: { id: String(id), link: `/product-pol-${id}-x.html` },
  price: { attributes: { price_formatted: '10,00\u00a0zł' } },
});
const comp = (id: number, name = `Produkt ${id}`) => ({
  iconsmall: `/data/gallery/${id}.svg`,
  name,
  attributes: { id: String(id), link: `/product-pol-${id}-x.html`, removelink: `/settings.php?comparers=remove&product=${id}` },
});

const box = (page: Page) => page.locator('#menu_compare_product');
const items = (page: Page) => box(page).locator('a.compare__item');

for (const width of [390, 1280]) {
  test.describe(`compare box at ${width} px`, () => {
    test.beforeEach(async ({ page }) => resizeTo(page, width));

    test("the server's box: its item links to the product, in view 1 to its remove link (named so); kept in step on resize", async ({ page }) => {
      const errors = trackPageErrors(page);
      await page.goto(PRODUCT);
      await waitForWidgets(page);
      await expect(box(page)).toHaveAttribute('data-widget-state', 'mounted');
      await expect(box(page)).toBeVisible();
      await expect(items(page)).toHaveCount(1);
      await expect(box(page).locator('.compare__buttons')).toHaveClass(/--one/);
      const item = items(page).first();
      const product = '/product-pol-40-Koszula-lniana-Beskidy.html';
      const remove = '/settings.php?comparers=remove&product=40';
      if (width < 757) {
        await expect(item).toHaveAttribute('href', remove);
        await expect(item).toHaveAccessibleName('Usuń z porównania: Koszula lniana Beskidy');
      } else {
        await expect(item).toHaveAttribute('href', product);
        await expect(item).toHaveAccessibleName('Koszula lniana Beskidy');
      }
      await expectNoAxeViolations(page, `compare box at ${width} px`);
      await resizeTo(page, width < 757 ? 1280 : 390);
      await expect(item).toHaveAttribute('href', width < 757 ? product : remove);
      expect(errors).toEqual([]);
    });

    test('a page from the HTML cache: the box stays hidden until the Comparers part fills it (count from attributes.count, ids in the remove-all link)', async ({
      page,
    }) => {
      const errors = trackPageErrors(page);
      const requests = batchRequests(page);
      const answer = cue();
      await editBatch(
        page,
        (json) => {
          json.Comparers = { response: { product: [comp(5), comp(6)], attributes: { count: '3' } } };
        },
        answer.released,
      );
      await page.goto(`${PRODUCT}?cache_html=1`);
      await waitForWidgets(page);
      await expect(box(page)).toHaveAttribute('data-widget-state', 'mounted');
      await expect(box(page)).toBeHidden();
      await expect(items(page)).toHaveCount(0);
      answer.release();
      await expect(box(page)).toBeVisible();
      expect(requests.flatMap(batchKeys)).toContain('Comparers');
      await expect(items(page)).toHaveCount(2);
      await expect(box(page)).toHaveAttribute('data-count', '3');
      await expect(items(page).nth(0).locator('img')).toHaveAttribute('alt', 'Produkt 5');
      await expect(items(page).nth(1).locator('img')).toHaveAttribute('alt', 'Produkt 6');
      await expect(items(page).first()).toHaveAttribute('href', width < 757 ? '/settings.php?comparers=remove&product=5' : '/product-pol-5-x.html');
      await expect(box(page).locator('.compare__buttons')).not.toHaveClass(/--one/);
      await expect(box(page).getByRole('link', { name: 'Porównaj' })).toBeVisible();
      // The template's count in the link's name comes empty from the cache ("Porównaj produkty ()"): filled, shown below 757 px.
      const count = box(page).locator('a.compare__button:not(.--remove) .d-sm-none');
      await expect(count).toHaveText('(3)');
      if (width < 757) await expect(count).toBeVisible();
      else await expect(count).toBeHidden();
      await expect(box(page).locator('a.compare__button.--remove')).toHaveAttribute('href', '/settings.php?comparers=remove&product=5,6');
      await expectNoAxeViolations(page, `compare box filled on a cache page at ${width} px`);
      // The filled items follow the view too.
      await resizeTo(page, width < 757 ? 1280 : 390);
      await expect(items(page).first()).toHaveAttribute('href', width < 757 ? '/product-pol-5-x.html' : '/settings.php?comparers=remove&product=5');
      expect(errors).toEqual([]);
    });

    test("a page from the HTML cache with one product: the compare button stays hidden under the theme's `.btn` rule; remove-all can be clicked", async ({
      page,
    }) => {
      await editBatch(page, (json) => {
        json.Comparers = { response: { product: [comp(9)], attributes: { count: '1' } } };
      });
      await page.goto(`${PRODUCT}?cache_html=1`);
      await waitForWidgets(page);
      await expect(box(page)).toBeVisible();
      const compare = box(page).locator('a.compare__button:not(.--remove)');
      // The fixture restates the template's fact: its buttons are `.btn`, whose display beats `hidden`.
      await expect(compare).toHaveClass(/(^| )btn( |$)/);
      await expect(compare).toBeHidden();
      // What the shopper sees is one item and remove-all, which is on top where it is drawn.
      const remove = box(page).locator('a.compare__button.--remove');
      await expect(remove).toBeVisible();
      await remove.scrollIntoViewIfNeeded();
      const hit = await remove.evaluate((a) => {
        const r = a.getBoundingClientRect();
        const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return !!top && a.contains(top);
      });
      expect(hit).toBe(true);
    });
  });
}

test.describe('compare box', () => {
  test('cache page, one product: --one and no compare button; names are text, a javascript: link is left out', async ({ page }) => {
    await editBatch(page, (json) => {
      json.Comparers = {
        response: {
          product: [comp(7, '<img src=x onerror="window.__xss=1">'), { ...comp(8), attributes: { id: '8', link: 'javascript:alert(1)', removelink: '/x' } }],
          attributes: { count: '1' },
        },
      };
    });
    await page.goto(`${PRODUCT}?cache_html=1`);
    await waitForWidgets(page);
    await expect(box(page)).toBeVisible();
    await expect(items(page)).toHaveCount(1);
    await expect(items(page).locator('img')).toHaveAttribute('alt', '<img src=x onerror="window.__xss=1">');
    await expect(box(page).locator('img')).toHaveCount(1);
    await expect(box(page).locator('.compare__buttons')).toHaveClass(/--one/);
    await expect(box(page).getByRole('link', { name: 'Porównaj' })).toBeHidden();
    await expect(box(page).locator('a.compare__button.--remove')).toHaveAttribute('href', '/settings.php?comparers=remove&product=7');
    expect(await page.evaluate(() => (window as any).__xss)).toBeUndefined();
  });

  test('cache page: an empty part keeps the box hidden; a malformed one too, with one warning', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    let shape: unknown = { response: {} };
    await editBatch(page, (json) => {
      json.Comparers = shape;
    });
    const answered = page.waitForResponse('**/ajax/get.php');
    await page.goto(`${PRODUCT}?cache_html=1`);
    await waitForWidgets(page);
    await answered;
    await expect(box(page)).toHaveAttribute('data-widget-state', 'mounted');
    await expect(box(page)).toBeHidden();
    shape = { response: { attributes: { count: -4 } } };
    await page.reload();
    await waitForWidgets(page);
    await expect.poll(() => warnings.filter((w) => w.includes('menu_compare'))).toHaveLength(1);
    await expect(box(page)).toBeHidden();
  });

  test('the search page renders the box too', async ({ page }) => {
    await page.goto('/search.php?text=koszula');
    await waitForWidgets(page);
    await expect(box(page)).toHaveAttribute('data-widget-state', 'mounted');
    await expect(items(page)).toHaveCount(1);
  });
});

/** A theme's own wishlist counter (the Standard template renders none), in the header. */
async function withWishlistCounter(page: Page, markup: string) {
  await page.route('**/', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const body = (await response.text()).replace('<div class="header__actions">', `<div class="header__actions">${markup}`);
    await route.fulfill({ response, body });
  });
}
const COUNTER = '<a id="menu_wishlist" href="/basketedit.php?mode=2" data-widget="menu_wishlist">Ulubione <span class="badge">2</span></a>';

test.describe("wishlist counter (a theme's own)", () => {
  test('asks Wishlist in the page batch and shows its count in the badge (attributes.count)', async ({ page }) => {
    const requests = batchRequests(page);
    await withWishlistCounter(page, COUNTER);
    await editBatch(page, (json) => {
      json.Wishlist = { response: { product: [wish(1)], attributes: { count: '5', cost: '50.00' } } };
    });
    await page.goto('/');
    await waitForWidgets(page);
    expect(requests.flatMap(batchKeys)).toContain('Wishlist');
    await expect(page.locator('#menu_wishlist .badge')).toHaveText('5 produktów');
    await expect(page.locator('#menu_wishlist')).toHaveAccessibleName('Ulubione 5 produktów');
    await expectNoAxeViolations(page, 'wishlist counter');
  });

  test('0 marks the badge empty; Czech plural words; the older {count, products} shape is still read', async ({ page }) => {
    await withWishlistCounter(page, COUNTER);
    let part: unknown = { response: { attributes: { count: '0', cost: '0.00' } } };
    await editBatch(page, (json) => {
      json.Wishlist = part;
    });
    await page.goto('/cs/');
    await waitForWidgets(page);
    await expect(page.locator('#menu_wishlist .badge')).toHaveClass(/--empty/);
    await expect(page.locator('#menu_wishlist .badge')).toHaveText('0 produktů');
    part = { response: { count: 4, products: [] } };
    await page.goto('/');
    await waitForWidgets(page);
    await expect(page.locator('#menu_wishlist .badge')).toHaveText('4 produkty');
  });

  test("the real fixture's part; a malformed part keeps the server count with one warning", async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await withWishlistCounter(page, COUNTER);
    let fixture: any;
    let malformed = false;
    await editBatch(page, (json) => {
      fixture = json.Wishlist;
      if (malformed) json.Wishlist = { response: { attributes: { count: -4 } } };
    });
    await page.goto('/');
    await waitForWidgets(page);
    await expect.poll(() => fixture).toBeDefined();
    // The fixture answers in the platform's shape only.
    expect(fixture.response.attributes.count).toBe('2');
    expect(fixture.response.product).toHaveLength(2);
    expect(fixture.response).not.toHaveProperty('count');
    await expect(page.locator('#menu_wishlist')).toHaveAttribute('data-count', '2');
    malformed = true;
    await page.reload();
    await waitForWidgets(page);
    await expect.poll(() => warnings.filter((w) => w.includes('menu_wishlist'))).toHaveLength(1);
    await expect(page.locator('#menu_wishlist .badge')).toHaveText('2');
    await expect(page.locator('#menu_wishlist')).not.toHaveAttribute('data-count', /./);
  });

  test('a theme with other markup names its badge in data-parts (the old header__badge link)', async ({ page }) => {
    await withWishlistCounter(
      page,
      `<a id="menu_wishlist" class="header__link" href="/basketedit.php?mode=2" data-widget="menu_wishlist" data-parts='{"badge": ".header__badge"}'>Ulubione <span class="header__badge">2</span></a>`,
    );
    await page.goto('/');
    await waitForWidgets(page);
    await expect(page.locator('#menu_wishlist .header__badge')).toHaveText('2 produkty');
  });

  test('an extra option: one warning naming it, skipped, the rest of the page fine', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    const errors = trackPageErrors(page);
    await withWishlistCounter(page, COUNTER.replace('data-widget="menu_wishlist"', `data-widget="menu_wishlist" data-config='{"colour":"red"}'`));
    await page.goto('/');
    await waitForWidgets(page);
    await expect(page.locator('#menu_wishlist')).toHaveAttribute('data-widget-state', 'skipped');
    expect(warnings.filter((w) => w.includes('"menu_wishlist"'))).toEqual([expect.stringContaining('data-config → colour')]);
    await expect(page.locator('.shopping_list_top')).toHaveAttribute('data-widget-state', 'mounted');
    expect(errors).toEqual([]);
  });
});
