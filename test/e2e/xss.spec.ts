/**
 * Hostile input (issue 8): every text the bundle renders from the network gets the XSS corpus. No payload may run
 * (the `__xss` trap stays unset) and none may become an element: each shows exactly as the text it is.
 * The spec's deliberate HTML channels (snippets, top layers, tracking events, partial pages) are not in scope here.
 */
import { expect, test, type Page } from '@playwright/test';
import { basketLine, basketPart, trackPageErrors, waitForWidgets, withBasket } from './helpers';
import { XSS_PAYLOADS } from './xss-payloads';
import { evidence } from './evidence';

const TRAP = `
  window.__xssHit = false;
  window.__xss = () => { window.__xssHit = true; };
  window.alert = window.confirm = window.prompt = () => { window.__xssHit = true; };
`;

async function armTrap(page: Page) {
  await page.addInitScript(TRAP);
  // A payload that loads a script from the page's own host would hit this: it must never be asked for.
  await page.route('**/xss.js', (route) => {
    void page.evaluate(() => ((window as any).__xssHit = true)).catch(() => {});
    return route.fulfill({ contentType: 'text/javascript', body: 'window.__xssHit = true' });
  });
}

async function expectTrapUnset(page: Page) {
  await page.waitForTimeout(300); // onerror / onload handlers run after a task or two
  expect(await page.evaluate(() => (window as any).__xssHit)).toBe(false);
}

/** Elements a payload could have become, inside the given region. */
async function injectedElements(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((roots) =>
    roots.flatMap((root) =>
      Array.from(root.querySelectorAll('script, iframe, object, embed, svg:not([class]), math, body, details, video, audio, marquee, input, select, textarea, keygen, isindex, style, meta, base, link, table, form, img[src="x"], img[src="1"], img[src="/"], img[src="#"], img:not([src])')).map(
        (el) => el.outerHTML.slice(0, 80),
      ),
    ),
  );
}

const chunks = <T,>(items: T[], size: number) => Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

test('the corpus has at least 50 payloads', () => {
  expect(new Set(XSS_PAYLOADS).size).toBeGreaterThanOrEqual(50);
});

test.describe('XSS corpus in network text', () => {
  test('mini basket: product names, sizes, versions, units and values stay text', async ({ page }) => {
    const errors = trackPageErrors(page);
    await armTrap(page);
    for (const group of chunks(XSS_PAYLOADS, 20)) {
      await page.unroute('**/ajax/get.php');
      const basket = basketPart(
        group.map((payload, i) => basketLine(i + 1, { name: payload, size_name: payload, product_version_name: payload, worth_unit: payload, gross: payload })),
        { worth_formatted: group[0], shippingCost_formatted: group[1] },
      );
      await withBasket(page, basket);
      await page.goto('/');
      await waitForWidgets(page);
      await page.locator('#menu_basket .menu_basket__link').hover();
      const names = page.locator('#menu_basket .menu_basket__name');
      await expect(names).toHaveCount(group.length);
      expect(await names.allTextContents()).toEqual(group);
      expect(await page.locator('#menu_basket .menu_basket__version').allTextContents()).toEqual(group.map((p) => `Wersja: ${p}`));
      expect(await injectedElements(page, '#menu_basket')).toEqual([]);
      await expectTrapUnset(page);
      evidence('payload', group.length * 5, 'basket line fields');
    }
    expect(errors.map(String)).toEqual([]);
  });

  test('live search: products, queries, producers, series, menu breadcrumbs and pages stay text', async ({ page }) => {
    const errors = trackPageErrors(page);
    await armTrap(page);
    let current: string[] = [];
    await page.route('**/graphql/v1/?query=productsTextSearch', (route) => {
      const link = (name: string, i: number) => ({ name, link: `/search.php?text=${i}` });
      const money = { value: 10, formatted: current[0] };
      return route.fulfill({
        json: {
          data: {
            productsTextSearch: {
              products: current.map((name, i) => ({ name, link: `/product-pol-${i + 1}-x.html`, iconSmall: `/data/gallery/${i + 1}.svg`, iconSmallSecond: null, price: { price: { gross: money, net: money } } })),
              searchQueries: current.map(link),
              producers: current.map(link),
              series: current.map(link),
              cms: current.map(link),
              menuNodes: current.map((name, i) => ({ name, link: `/pol_m_x-${i}.html`, bc: { item: [{ title: current[(i + 1) % current.length] }, { title: name }] } })),
            },
          },
        },
      });
    });
    await page.goto('/');
    await waitForWidgets(page);
    const input = page.locator('#menu_search_text');
    let n = 0;
    for (const group of chunks(XSS_PAYLOADS, 6)) {
      current = group;
      await input.fill('');
      await input.pressSequentially(`xs${n++}`, { delay: 10 });
      const options = page.locator('#menu_search [role=option]');
      await expect(options.first()).toBeVisible();
      const text = (await page.locator('#menu_search').innerText()).replace(/\s+/g, ' ');
      for (const payload of group) expect(text).toContain(payload.replace(/\s+/g, ' ').trim());
      expect(await injectedElements(page, '#menu_search [role=listbox]')).toEqual([]);
      await expectTrapUnset(page);
      evidence('payload', group.length * 6, 'search blocks');
    }
    expect(errors.map(String)).toEqual([]);
  });
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

  test('server messages of unknown codes and proposed logins stay text', async ({ page }) => {
    const errors = trackPageErrors(page);
    await armTrap(page);
    let current = new Map<string, string>();
    await page.route('**/graphql/v1/?query=validateClientData', (route) => {
      const query = String(JSON.parse(route.request().postData() ?? '{}').query ?? '');
      const data: Record<string, unknown> = {};
      for (const [, alias] of query.matchAll(/(\w+): validateClientData\(/g)) {
        data[alias] = { messages: [{ code: 'xss_unknown_code', message: current.get(alias) ?? 'ok' }], clientExists: false };
      }
      return route.fulfill({ json: { data } });
    });
    for (const group of chunks(XSS_PAYLOADS, FIELDS.length)) {
      current = new Map(group.map((payload, i) => [FIELDS[i][0], payload]));
      await page.goto('/client-new.php');
      await expect(page.locator('#client_new_form')).toHaveAttribute('data-widget-state', 'mounted');
      for (const [id, value] of FIELDS.slice(0, group.length)) {
        await page.locator(`#${id}`).fill(value);
        await page.locator(`#${id}`).blur();
      }
      for (const [i, payload] of group.entries()) {
        await expect.poll(() => page.locator(`#${FIELDS[i][0]}_message`).textContent()).toBe(payload);
      }
      expect(await injectedElements(page, '#client_new_form [id$="_message"]')).toEqual([]);
      await expectTrapUnset(page);
      evidence('payload', group.length, 'validation messages');
    }
    // The proposed login (login_taken_login_propose) is the second message: also text.
    const proposal = XSS_PAYLOADS[0];
    await page.unroute('**/graphql/v1/?query=validateClientData');
    await page.route('**/graphql/v1/?query=validateClientData', (route) => {
      const query = String(JSON.parse(route.request().postData() ?? '{}').query ?? '');
      const data: Record<string, unknown> = {};
      for (const [, alias] of query.matchAll(/(\w+): validateClientData\(/g)) {
        data[alias] = { messages: alias === 'client_login' ? [{ code: 'login_taken_login_propose', message: 'taken' }, { code: 'login_propose', message: proposal }] : [] };
      }
      return route.fulfill({ json: { data } });
    });
    await page.goto('/client-new.php');
    await expect(page.locator('#client_new_form')).toHaveAttribute('data-widget-state', 'mounted');
    await page.locator('#client_login').fill('anna_taken');
    await page.locator('#client_login').blur();
    await expect.poll(() => page.locator('#client_login_message').textContent()).toContain(proposal);
    expect(await injectedElements(page, '#client_new_form [id$="_message"]')).toEqual([]);
    await expectTrapUnset(page);
    evidence('payload', 1, 'proposed login');
    expect(errors.map(String)).toEqual([]);
  });
});
