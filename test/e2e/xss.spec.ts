/**
 * Hostile input: every text the bundle renders from the network gets the XSS corpus. No payload may run
 * (the `__xss` trap stays unset) and none may become an element: each shows exactly as the text it is.
 * The spec's deliberate HTML channels (snippets, top layers, tracking events, partial pages) are not in scope here.
 */
import { expect, test } from '@playwright/test';
import { basketLine, basketPart, trackPageErrors, waitForWidgets, withBasket } from './helpers';
import { XSS_PAYLOADS } from './xss-payloads';
import { evidence } from './evidence';
import { armTrap, chunks, expectTrapUnset, injectedElements } from './xss-kit';

test('the corpus has at least 50 payloads', () => {
  expect(new Set(XSS_PAYLOADS).size).toBeGreaterThanOrEqual(50);
});

test.describe('XSS corpus in network text', () => {
  const BASKET_GROUPS = chunks(XSS_PAYLOADS, 20);
  for (const [g, group] of BASKET_GROUPS.entries()) {
    test(`mini basket: product names, sizes, versions, units and values stay text (payloads group ${g + 1} of ${BASKET_GROUPS.length})`, async ({ page }) => {
      const errors = trackPageErrors(page);
      await armTrap(page);
      const basket = basketPart(
        group.map((payload, i) => basketLine(i + 1, { name: payload, size_name: payload, product_version_name: payload, worth_unit: payload, gross: payload })),
        { worth_formatted: group[0], shippingCost_formatted: group[1] },
      );
      await withBasket(page, basket);
      await page.goto('/');
      await waitForWidgets(page);
      await page.locator('#menu_basket .top_basket__sub').hover();
      const names = page.locator('#menu_basket .menu_basket__name');
      await expect(names).toHaveCount(group.length);
      expect(await names.allTextContents()).toEqual(group);
      expect(await page.locator('#menu_basket .menu_basket__version').allTextContents()).toEqual(group.map((p) => `Wersja: ${p}`));
      expect(await injectedElements(page, '#menu_basket')).toEqual([]);
      await expectTrapUnset(page);
      evidence('payload', group.length * 5, 'basket line fields');
      expect(errors.map(String)).toEqual([]);
    });
  }

  // One test per group of six payloads (one page load and one search each): the search's 500 ms debounce per group
  // made one test of all groups come near its timeout on a slow machine.
  const SEARCH_GROUPS = chunks(XSS_PAYLOADS, 6);
  for (const [g, group] of SEARCH_GROUPS.entries()) {
    test(`live search: products, queries, producers, series, menu nodes and pages stay text (payloads group ${g + 1} of ${SEARCH_GROUPS.length})`, async ({
      page,
    }) => {
      const errors = trackPageErrors(page);
      await armTrap(page);
      // Platform: the search is POSTed to {graphql} with no query string.
      await page.route(
        (u) => u.pathname === '/graphql/v1/' && u.search === '',
        (route) => {
          const link = (name: string, i: number) => ({ name, link: `/search.php?text=${i}` });
          const money = { value: 10, formatted: group[0] };
          return route.fulfill({
            json: {
              data: {
                productsTextSearch: {
                  products: group.map((name, i) => ({
                    name,
                    link: `/product-pol-${i + 1}-x.html`,
                    iconSmall: `/data/gallery/${i + 1}.svg`,
                    iconSmallSecond: null,
                    price: { price: { gross: money, net: money } },
                  })),
                  searchQueries: group.map(link),
                  producers: group.map(link),
                  series: group.map(link),
                  cms: group.map(link),
                  menuNodes: group.map((name, i) => ({ name, link: `/pol_m_x-${i}.html` })),
                },
              },
            },
          });
        },
      );
      await page.goto('/');
      await waitForWidgets(page);
      await page.locator('#menu_search_text').fill(`xs${g}`);
      await expect(page.locator('#menu_search [role=option]').first()).toBeVisible();
      const text = (await page.locator('#menu_search').innerText()).replace(/\s+/g, ' ');
      for (const payload of group) expect(text).toContain(payload.replace(/\s+/g, ' ').trim());
      expect(await injectedElements(page, '#menu_search [role=listbox]')).toEqual([]);
      await expectTrapUnset(page);
      evidence('payload', group.length * 6, 'search blocks');
      expect(errors.map(String)).toEqual([]);
    });
  }
});

test.describe('XSS corpus in validation messages', () => {
  // Fields the registration form checks with the server; each gets one payload as the server's message.
  const FIELDS: [string, string][] = [
    ['client_firstname', 'Anna'],
    ['client_lastname', 'Nowak'],
    ['client_city', 'Kraków'],
    ['delivery_firstname', 'Ewa'],
    ['delivery_lastname', 'Kowal'],
    ['delivery_city', 'Gdańsk'],
  ];

  // One test per group of payloads (one page load each), so no test comes near its timeout on a slow machine.
  const GROUPS = chunks(XSS_PAYLOADS, FIELDS.length);
  for (const [g, group] of GROUPS.entries()) {
    test(`server messages of unknown codes stay text (payloads group ${g + 1} of ${GROUPS.length})`, async ({ page }) => {
      const errors = trackPageErrors(page);
      await armTrap(page);
      const current = new Map(group.map((payload, i) => [FIELDS[i][0], payload]));
      await page.route('**/graphql/v1/?query=validateClientData', (route) => {
        const query = String(JSON.parse(route.request().postData() ?? '{}').query ?? '');
        const data: Record<string, unknown> = {};
        for (const [, alias] of query.matchAll(/(\w+): validateClientData\(/g)) {
          data[alias] = { messages: [{ code: 'xss_unknown_code', message: current.get(alias) ?? 'ok' }], clientExists: false };
        }
        return route.fulfill({ json: { data } });
      });
      await page.goto('/client-new.php');
      await expect(page.locator('#COP')).toHaveAttribute('data-widget-state', 'mounted');
      await expect(page.locator('#client_terms'), 'the template steps are rendered').toBeAttached();
      for (const [id, value] of FIELDS.slice(0, group.length)) {
        await page.locator(`#${id}`).fill(value);
        await page.locator(`#${id}`).blur();
      }
      for (const [i, payload] of group.entries()) {
        await expect.poll(() => page.locator(`#${FIELDS[i][0]}_message`).textContent()).toBe(payload);
      }
      expect(await injectedElements(page, '#COP [id$="_message"]')).toEqual([]);
      await expectTrapUnset(page);
      evidence('payload', group.length, 'validation messages');
      expect(errors.map(String)).toEqual([]);
    });
  }

  test('a proposed login from the server stays text', async ({ page }) => {
    const errors = trackPageErrors(page);
    await armTrap(page);
    // The proposed login (login_taken_login_propose) is the platform's clientProposedLogin: also text.
    const proposal = XSS_PAYLOADS[0];
    await page.route('**/graphql/v1/?query=validateClientData', (route) => {
      const query = String(JSON.parse(route.request().postData() ?? '{}').query ?? '');
      const data: Record<string, unknown> = {};
      for (const [, alias] of query.matchAll(/(\w+): validateClientData\(/g)) {
        data[alias] =
          alias === 'client_login' ? { messages: [{ code: 'login_taken_login_propose', message: null }], clientProposedLogin: proposal } : { messages: [] };
      }
      return route.fulfill({ json: { data } });
    });
    await page.goto('/client-new.php');
    await expect(page.locator('#COP')).toHaveAttribute('data-widget-state', 'mounted');
    await expect(page.locator('#client_terms'), 'the template steps are rendered').toBeAttached();
    await page.locator('#client_login').fill('anna_taken');
    await page.locator('#client_login').blur();
    await expect.poll(() => page.locator('#client_login_message').textContent()).toContain(proposal);
    expect(await injectedElements(page, '#COP [id$="_message"]')).toEqual([]);
    await expectTrapUnset(page);
    evidence('payload', 1, 'proposed login');
    expect(errors.map(String)).toEqual([]);
  });
});

test.describe('XSS corpus in the country list', () => {
  const COUNTRY_GROUPS = chunks(XSS_PAYLOADS, 8);
  for (const [g, group] of COUNTRY_GROUPS.entries()) {
    test(`select_language: country names from the page configuration stay text (payloads group ${g + 1} of ${COUNTRY_GROUPS.length})`, async ({ page }) => {
      const errors = trackPageErrors(page);
      await armTrap(page);
      await page.route('**/select-language.php', async (route) => {
        const response = await route.fetch();
        const html = await response.text();
        // The page's window.selectLanguageConfig (one entry per language × country): each entry its own country here.
        const body = html.replace(/(window\.selectLanguageConfig = )(.*);\n/, (_, open, json) => {
          const countries = JSON.parse(json) as Array<Record<string, unknown>>;
          countries.forEach((c, i) => {
            delete c.group; // one group: every country is listed at once
            c.id = `C${i}`;
            c.name = group[i % group.length];
          });
          return `${open}${JSON.stringify(countries).replace(/</g, '\\u003c')};\n`;
        });
        return route.fulfill({ response, body });
      });
      const d = page.locator('dialog.sf-select-language');
      await page.goto('/select-language.php');
      await expect(d).toBeVisible();
      const options = await d.locator('option').allTextContents();
      for (const payload of group)
        expect(
          options.some((text) => text.includes(payload)),
          payload,
        ).toBe(true);
      const elements = await d.evaluate((root) =>
        Array.from(root.querySelectorAll('option *, script, iframe, object, embed, img, svg, math, video, audio, style, link, base, meta')).map((el) =>
          el.outerHTML.slice(0, 80),
        ),
      );
      expect(elements).toEqual([]);
      await expectTrapUnset(page);
      evidence('payload', group.length, 'country names');
      expect(errors.map(String)).toEqual([]);
    });
  }
});
