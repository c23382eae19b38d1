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
