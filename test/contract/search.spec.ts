/**
 * Contract: productsTextSearch as the platform answers it (facts note "GraphQL"), replayed through the
 * page. The request is {query} only, POSTed to {graphql} with no query string, and validates against
 * the fixture's SDL (no menuNodes.bc); the answer's null lists, null leaves, a product without a net
 * price and a price of 0 are what the shopper sees them as.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page, type Request } from '@playwright/test';
import { buildSchema, parse, validate } from 'graphql';
import { trackPageErrors, waitForWidgets } from '../e2e/helpers';

const schema = buildSchema(readFileSync(path.resolve('fixtures/graphql/schema.graphql'), 'utf8'));
const isSearchUrl = (u: URL) => u.pathname === '/graphql/v1/' && u.search === '';

const money = (value: number, formatted: string | null) => ({ value, formatted });
const product = (id: number, name: string | null, gross: ReturnType<typeof money>, net: ReturnType<typeof money> | null) => ({
  name,
  link: `/product-pol-${id}-x.html`,
  iconSmall: id % 2 ? `/data/gallery/${id}.svg` : null,
  iconSmallSecond: null,
  price: { price: { gross, net } },
});

/** Written from the facts: every list may be null, leaves may be null, value 0 = price on the phone. */
const REAL = {
  products: [
    product(1, 'Kurtka zimowa', money(199.99, '199,99\u00a0zł'), money(162.59, '162,59\u00a0zł')),
    product(2, 'Kurtka na telefon', money(0, '0,00\u00a0zł'), money(0, '0,00\u00a0zł')),
    product(3, 'Kurtka bez netto', money(30, '30,00\u00a0zł'), null),
    product(4, null, money(50, '50,00\u00a0zł'), money(40.65, '40,65\u00a0zł')),
    ...[5, 6, 7, 8, 9].map((id) => product(id, `Kurtka ${id}`, money(id, `${id},00\u00a0zł`), money(id, `${id},00\u00a0zł`))),
  ],
  series: null,
  producers: [{ name: 'Alpina', link: '/firm-pol-1-Alpina.html' }],
  menuNodes: [{ name: 'Kurtki', link: '/pol_m_Kurtki-101.html' }],
  cms: null,
  searchQueries: [{ name: 'kurtka zimowa', link: '/search.php?text=kurtka+zimowa' }],
};

async function answer(page: Page, result: unknown, sent: Request[]) {
  await page.route(isSearchUrl, (route) => {
    sent.push(route.request());
    return route.fulfill({ json: { data: { productsTextSearch: result } } });
  });
}

const input = (page: Page) => page.locator('#menu_search_text');
const panel = (page: Page) => page.locator('#menu_search .sf-search__panel');

test.describe('contract: productsTextSearch', () => {
  test('a real answer: nulls empty, a product without net price left out alone, 0 = price on the phone, 6 per list', async ({ page }) => {
    const errors = trackPageErrors(page);
    const sent: Request[] = [];
    await answer(page, REAL, sent);
    await page.goto('/');
    await waitForWidgets(page);
    await input(page).pressSequentially('kurt', { delay: 30 });
    await expect(panel(page)).toBeVisible();
    await expect(page.locator('#menu_search .--products .sf-search__name')).toHaveText([
      'Kurtka zimowa',
      'Kurtka na telefon',
      '',
      'Kurtka 5',
      'Kurtka 6',
      'Kurtka 7',
    ]);
    await expect(page.locator('#menu_search .--products .sf-search__price')).toHaveText([
      '199,99\u00a0zł',
      'Cena na telefon',
      '50,00\u00a0zł',
      '5,00\u00a0zł',
      '6,00\u00a0zł',
      '7,00\u00a0zł',
    ]);
    await expect(page.locator('#menu_search .--categories [role=option]')).toHaveText(['Producent: Alpina', 'Kurtki']);
    await expect(page.locator('#menu_search .--queries [role=option]')).toHaveText(['kurtka zimowa']);
    await expect(page.locator('#menu_search .--cms')).toHaveCount(0);
    // On the wire: {query} only, valid against the schema, no variables, no bc.
    expect(sent).toHaveLength(1);
    const body = sent[0].postDataJSON();
    expect(Object.keys(body)).toEqual(['query']);
    expect(validate(schema, parse(body.query)).map((e) => e.message)).toEqual([]);
    expect(body.query).toContain('productsTextSearch(searchInput: {text: "kurt", limit: 6})');
    expect(body.query).toContain('menuNodes {name link}');
    expect(errors).toEqual([]);
  });

  test('every list null: the dropdown stays closed and "no results" is announced', async ({ page }) => {
    const sent: Request[] = [];
    await answer(page, { products: null, series: null, producers: null, menuNodes: null, cms: null, searchQueries: null }, sent);
    await page.goto('/');
    await waitForWidgets(page);
    await input(page).pressSequentially('zzz', { delay: 30 });
    await expect(page.locator('#menu_search [role=status]')).toHaveText('Brak wyników');
    await expect(panel(page)).toBeHidden();
    expect(sent).toHaveLength(1);
  });

  test("the fixture answers the bundle's document in the platform's shape (null for empty lists), and the shopper sees it", async ({ page }) => {
    const responses: unknown[] = [];
    page.on('response', async (r) => {
      if (isSearchUrl(new URL(r.url()))) responses.push(await r.json().catch(() => undefined));
    });
    await page.goto('/');
    await waitForWidgets(page);
    await input(page).pressSequentially('regulamin', { delay: 30 });
    await expect(page.locator('#menu_search .--cms [role=option]')).toHaveText(['Regulamin sklepu']);
    await expect.poll(() => responses.length).toBe(1);
    const answerBody = responses[0] as { data: { productsTextSearch: Record<string, unknown> }; errors?: unknown };
    expect(answerBody.errors).toBeUndefined();
    expect(answerBody.data.productsTextSearch.products).toBeNull();
  });
});
