import { expect, test, type Page, type Request } from '@playwright/test';
import { expectNoAxeViolations, trackPageErrors, cue } from './helpers';
import { atCentre, expectTappable, tapCentre } from './tap-helpers';

/** Platform: the search is POSTed to {graphql} with no query string (every other operation has one). */
const isSearchUrl = (url: string | URL) => {
  const u = new URL(url);
  return u.pathname === '/graphql/v1/' && u.search === '';
};
const isSearch = (r: Request) => isSearchUrl(r.url()) && (r.postData() ?? '').includes('productsTextSearch');

/**
 * Serves the pages with the marker on the search form (until the fixture pages carry it) and,
 * optionally, other rewrites of the page HTML.
 */
async function withMarker(page: Page, rewrite: (html: string) => string = (h) => h): Promise<void> {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    try {
      const response = await route.fetch();
      let body = await response.text();
      if (!/<form id="menu_search"[^>]*data-widget=/.test(body)) {
        body = body.replace('id="menu_search" class="menu_search"', 'id="menu_search" class="menu_search" data-widget="menu_search"');
      }
      await route.fulfill({ response, body: rewrite(body) });
    } catch {
      // navigated away
    }
  });
}

function searchRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (r) => {
    if (isSearch(r)) requests.push(r);
  });
  return requests;
}

const form = (page: Page) => page.locator('#menu_search');
const input = (page: Page) => page.locator('#menu_search_text');
const panel = (page: Page) => page.locator('#menu_search .sf-search__panel');
const options = (page: Page) => page.locator('#menu_search [role=option]');
const mobile = (page: Page) => page.locator('#menu_search .menu_search__mobile');

async function open(page: Page, path = '/') {
  await withMarker(page);
  await page.goto(path);
  await expect(form(page)).toHaveAttribute('data-widget-state', 'mounted');
}

async function type(page: Page, text: string, delay = 15) {
  await input(page).pressSequentially(text, { delay });
}

async function search(page: Page, text: string) {
  await input(page).fill('');
  await type(page, text);
  await expect(panel(page)).toBeVisible();
}

test.describe('search box', () => {
  test('keeps the server input and its ARIA combobox wiring', async ({ page }) => {
    await withMarker(page);
    await page.goto('/');
    const serverInput = await input(page).elementHandle();
    await expect(form(page)).toHaveAttribute('data-widget-state', 'mounted');
    expect(await serverInput!.evaluate((el) => el.isConnected && el === document.getElementById('menu_search_text'))).toBe(true);
    // Until the shopper reaches for it, the input is the server's plain search field (the island is not loaded).
    await expect(input(page)).not.toHaveAttribute('role', /./);
    await input(page).focus();
    await expect(input(page)).toHaveAttribute('role', 'combobox');
    await expect(input(page)).toHaveAttribute('aria-autocomplete', 'list');
    await expect(input(page)).toHaveAttribute('aria-expanded', 'false');
    const controls = await input(page).getAttribute('aria-controls');
    await expect(page.locator(`[id="${controls}"]`)).toHaveAttribute('role', 'listbox');
  });

  test('the suggestions island failing to render leaves the plain search form: no combobox, Enter submits the typed text', async ({ page }) => {
    const requests = searchRequests(page);
    const errors = trackPageErrors(page);
    await withMarker(page);
    // The island's code as built, with its first translated text made to throw while rendering.
    await page.route(/\/storefront\/Search-[\w-]+\.js$/, async (route) => {
      if (route.request().resourceType() !== 'script') return route.fallback();
      const response = await route.fetch();
      const code = await response.text();
      expect(code).toContain('"search.suggestions"');
      await route.fulfill({ response, body: code.replace('"search.suggestions"', '(()=>{throw new Error("render failed")})()') });
    });
    await page.goto('/');
    await expect(form(page)).toHaveAttribute('data-widget-state', 'mounted');
    const failed = page.waitForEvent('console', (m) => m.type() === 'error' && /menu_search.*failed while rendering/.test(m.text()));
    await input(page).focus();
    await failed;
    await expect(form(page).locator('.sf-search__results')).toHaveCount(0);
    for (const name of ['role', 'aria-controls', 'aria-expanded', 'aria-autocomplete']) await expect(input(page)).not.toHaveAttribute(name, /.*/);
    await type(page, 'kurtka');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\.php\?text=kurtka/);
    expect(requests).toHaveLength(0);
    expect(errors).toEqual([]);
  });

  for (const [what, chunk, state] of [
    ['the widget', /\/storefront\/core-[\w-]+\.js$/, 'mounting'],
    ['the suggestions island', /\/storefront\/Search-[\w-]+\.js$/, 'mounted'],
  ] as const) {
    test(`text typed before ${what} arrived is kept and searched when it arrives`, async ({ page }) => {
      const requests = searchRequests(page);
      const held = cue();
      await withMarker(page);
      // The code is held until the shopper has typed (the widget is in the core chunk with the other layout widgets).
      await page.route(chunk, async (route) => {
        await held.released;
        await route.fallback();
      });
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      await input(page).click();
      await type(page, 'kurtka');
      await expect(form(page)).toHaveAttribute('data-widget-state', state);
      expect(requests).toHaveLength(0);
      held.release();
      await expect(form(page)).toHaveAttribute('data-widget-state', 'mounted');
      await expect(input(page)).toHaveValue('kurtka');
      await expect(options(page).first()).toBeVisible();
      expect(requests.map((r) => JSON.parse(r.postData() ?? '{}').query ?? r.postData())).toEqual([expect.stringContaining('kurtka')]);
    });
  }

  test('searches from 2 characters, 500 ms after the last keystroke, asking for 6 per type', async ({ page }) => {
    const requests = searchRequests(page);
    // Timed in the page (not by the test's clock, which a busy machine stretches): the last keystroke and the request.
    await page.addInitScript(() => {
      const w = window as unknown as { __lastInput: number; __searchAt: number[] };
      w.__searchAt = [];
      document.addEventListener('input', () => (w.__lastInput = performance.now()), true);
      const fetch0 = window.fetch;
      window.fetch = function (input: RequestInfo | URL, init?: RequestInit) {
        const url = input instanceof Request ? input.url : String(input);
        const u = new URL(url, location.href);
        if (u.pathname === '/graphql/v1/' && !u.search) w.__searchAt.push(performance.now());
        return fetch0.call(this, input, init);
      };
    });
    await open(page);
    await type(page, 'k');
    await page.waitForTimeout(900);
    expect(requests).toHaveLength(0);
    await type(page, 'urt', 150);
    await expect(panel(page)).toBeVisible();
    expect(requests).toHaveLength(1);
    const { lastInput, searchAt } = await page.evaluate(() => {
      const w = window as unknown as { __lastInput: number; __searchAt: number[] };
      return { lastInput: w.__lastInput, searchAt: w.__searchAt };
    });
    expect(searchAt).toHaveLength(1);
    expect(searchAt[0] - lastInput).toBeGreaterThanOrEqual(490);
    expect(searchAt[0] - lastInput).toBeLessThan(1500);
    // Platform: {query} only, the text and the limit inline.
    expect(Object.keys(requests[0].postDataJSON())).toEqual(['query']);
    expect(requests[0].postDataJSON().query).toContain('productsTextSearch(searchInput: {text: "kurt", limit: 6})');
    await expect(input(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#menu_search [role=status]')).toHaveText(/\d+ wynik/);
  });

  test('serves a repeated text from the session cache without a request', async ({ page }) => {
    const requests = searchRequests(page);
    await open(page);
    await search(page, 'kurt');
    expect(requests).toHaveLength(1);
    const cached = await page.evaluate(() => JSON.parse(sessionStorage.getItem('search_kurt') ?? 'null'));
    expect(cached).toMatchObject({ lang: 'pl', currency: 'PLN' });
    await input(page).fill('');
    await expect(panel(page)).toBeHidden();
    await type(page, 'kurt');
    await expect(panel(page)).toBeVisible();
    await page.waitForTimeout(300);
    expect(requests).toHaveLength(1);
    // The shopper switches the currency: the cached prices are in the old one, so the same text is asked again.
    await page.route('**/', async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replace('"currency":{"id":"PLN"', '"currency":{"id":"EUR"') });
    });
    await page.reload();
    await expect(form(page)).toHaveAttribute('data-widget-state', 'mounted');
    await search(page, 'kurt');
    expect(requests).toHaveLength(2);
  });

  test('aborts a stale request so older results never replace newer ones', async ({ page }) => {
    let first = true;
    // The first answer is held until the newer results are shown, then let through (stale) on cue.
    const staleAnswer = cue();
    let staleSent!: () => void;
    const staleDone = new Promise<void>((r) => (staleSent = r));
    await page.route(isSearchUrl, async (route) => {
      if (!first) return route.continue();
      first = false;
      await staleAnswer.released;
      const stale = { products: [], series: [], producers: [], cms: [{ name: 'STALE RESULT', link: '/stale' }], searchQueries: [], menuNodes: [] };
      await route.fulfill({ json: { data: { productsTextSearch: stale } } }).catch(() => {});
      staleSent();
    });
    const failed: string[] = [];
    page.on('requestfailed', (r) => isSearch(r) && failed.push(r.failure()?.errorText ?? ''));
    await open(page);
    const firstRequest = page.waitForRequest((r) => isSearch(r));
    await type(page, 'kurt');
    await firstRequest;
    await type(page, 'ka');
    await expect(options(page).first()).toBeVisible();
    staleAnswer.release();
    await staleDone;
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await expect(page.getByText('STALE RESULT')).toHaveCount(0);
    await expect(
      options(page)
        .filter({ hasText: /Kurtka/ })
        .first(),
    ).toBeVisible();
    expect(failed).toHaveLength(1);
  });

  test('moves through every option of every block with the arrow keys, Home and End; Enter opens the active one', async ({ page }) => {
    await open(page);
    await search(page, 'Pod');
    const count = await options(page).count();
    expect(count).toBeGreaterThan(6);
    expect(await page.locator('#menu_search [role=group]').count()).toBeGreaterThan(1);
    const ids = await options(page).evaluateAll((els) => els.map((e) => e.id));
    const active = () => input(page).getAttribute('aria-activedescendant');
    for (let i = 0; i < count; i++) {
      await input(page).press('ArrowDown');
      expect(await active()).toBe(ids[i]);
    }
    await input(page).press('ArrowDown');
    expect(await active()).toBe(ids[0]);
    await input(page).press('ArrowUp');
    expect(await active()).toBe(ids[count - 1]);
    await input(page).press('Home');
    expect(await active()).toBe(ids[0]);
    await input(page).press('End');
    expect(await active()).toBe(ids[count - 1]);
    await expect(page.locator(`[id="${ids[count - 1]}"]`)).toHaveAttribute('aria-selected', 'true');
    await expect(input(page)).toBeFocused();
    await input(page).press('Home');
    await input(page).press('ArrowDown');
    const href = await page.locator(`[id="${ids[1]}"]`).getAttribute('href');
    await input(page).press('Enter');
    await page.waitForURL((url) => url.pathname + url.search === href);
  });

  test('Enter submits the form while open; Escape closes and keeps the text', async ({ page }) => {
    await open(page);
    await search(page, 'kurtka');
    await input(page).press('Escape');
    await expect(panel(page)).toBeHidden();
    await expect(input(page)).toHaveValue('kurtka');
    await expect(input(page)).toHaveAttribute('aria-expanded', 'false');
    await input(page).press('ArrowDown'); // reopens
    await expect(panel(page)).toBeVisible();
    await input(page).press('Escape');
    await input(page).press('ArrowUp');
    await input(page).press('Escape');
    await input(page).fill('');
    await search(page, 'kurtka');
    await input(page).press('Enter');
    await page.waitForURL('**/search.php?text=kurtka');
  });

  test('"Pokaż wszystkie" submits the form', async ({ page }) => {
    await open(page);
    await search(page, 'sweter');
    await page.getByRole('button', { name: 'Pokaż wszystkie' }).click();
    await page.waitForURL('**/search.php?text=sweter');
  });

  for (const [width, full] of [
    [767, true],
    [768, false],
  ] as const) {
    test(`the template's mobile opener at ${width} px opens the search block${full ? ' full screen' : ', not full screen'}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await open(page);
      const html = page.locator('html');
      await expect(input(page)).toBeHidden(); // the template's CSS: below 979 px only with html.--search-open
      await mobile(page).click();
      await expect(html).toHaveClass(/(^|\s)--search-open(\s|$)/);
      await expect(mobile(page)).toHaveAttribute('aria-expanded', 'true');
      await expect(input(page)).toBeVisible();
      await expect(input(page)).toBeFocused();
      const close = page.locator('#menu_search .sf-search__close');
      await expect(close).toBeVisible();
      if (full) await expect(form(page)).toHaveClass(/sf-search--full/);
      else await expect(form(page)).not.toHaveClass(/sf-search--full/);
      await type(page, 'kurtka');
      await expect(panel(page)).toBeVisible();
      await input(page).press('Escape');
      await expect(html).not.toHaveClass(/--search-open/);
      await expect(input(page)).toBeHidden();
      await expect(mobile(page)).toHaveAttribute('aria-expanded', 'false');
      await mobile(page).click();
      await expect(input(page)).toBeFocused();
      await close.click();
      await expect(html).not.toHaveClass(/--search-open/);
      await expect(form(page)).not.toHaveClass(/sf-search--full/);
      await expect(close).toHaveCount(0);
    });
  }

  test('at 390 px the search works on the template: opener, typing, suggestions, keyboard, Enter follows the active one', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await open(page);
    await expect(input(page)).toBeHidden();
    // The opener is a tap target of the template (the shell arrives with that first intent).
    await mobile(page).click();
    await expect(page.locator('html')).toHaveClass(/--search-open/);
    await expect(input(page)).toBeFocused();
    await type(page, 'Pod');
    await expect(panel(page)).toBeVisible();
    // Inside the template's results element, shown by its CSS only on the form's --focus.--open.
    await expect(page.locator('#menu_search .search_result [role=listbox]')).toBeVisible();
    await expect(form(page)).toHaveClass(/--focus/);
    await expect(form(page)).toHaveClass(/--open/);
    await expectNoAxeViolations(page, 'search open at 390 px');
    await input(page).press('ArrowDown');
    await input(page).press('ArrowDown');
    const ids = await options(page).evaluateAll((els) => els.map((e) => e.id));
    await expect(input(page)).toHaveAttribute('aria-activedescendant', ids[1]);
    const href = await page.locator(`[id="${ids[1]}"]`).getAttribute('href');
    await input(page).press('Enter');
    await page.waitForURL((url) => url.pathname + url.search === href);
  });

  test('at 800 px a press outside the open search leaves it (html.--search-open cleared)', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 800 });
    await open(page);
    await mobile(page).click();
    await expect(input(page)).toBeFocused();
    await expect(input(page)).toHaveAttribute('role', 'combobox'); // the shell has arrived with the opener's tap
    await page.mouse.click(5, 790);
    await expect(page.locator('html')).not.toHaveClass(/--search-open/);
    await expect(input(page)).toBeHidden();
  });

  test('at 1280 px: no opener, the block is shown; focus does not open the search mode', async ({ page }) => {
    await open(page);
    await expect(mobile(page)).toBeHidden();
    await input(page).focus();
    await expect(form(page)).toHaveClass(/--focus/);
    await type(page, 'kurtka');
    await expect(panel(page)).toBeVisible();
    await expect(page.locator('html')).not.toHaveClass(/--search-open/);
    await expect(form(page)).not.toHaveClass(/sf-search--full/);
  });

  test("sets the template's state classes on the form: --loading while asking, --open with suggestions, --focus with focus", async ({ page }) => {
    const answer = cue();
    await page.route(isSearchUrl, async (route) => {
      await answer.released;
      await route.continue();
    });
    await open(page);
    await input(page).focus();
    await expect(form(page)).toHaveClass(/(^|\s)--focus(\s|$)/);
    await type(page, 'kurtka');
    await expect(form(page)).toHaveClass(/(^|\s)--loading(\s|$)/);
    await expect(form(page)).not.toHaveClass(/(^|\s)--open(\s|$)/);
    answer.release();
    await expect(panel(page)).toBeVisible();
    await expect(form(page)).toHaveClass(/(^|\s)--open(\s|$)/);
    await expect(form(page)).not.toHaveClass(/--loading/);
    // The results sit inside the template's results element, whose own classes stay.
    await expect(page.locator('#menu_search .menu_search__item.--results.search_result .sf-search__results [role=listbox]')).toHaveCount(1);
    await input(page).press('Escape');
    await expect(form(page)).not.toHaveClass(/(^|\s)--open(\s|$)/);
    await page.locator('.logo').focus();
    await expect(form(page)).not.toHaveClass(/--focus/);
    // No class of ours in the template's namespace: the island's elements are sf-search__….
    const ours = await form(page).evaluate((f) => [...f.querySelectorAll('.sf-search__results *')].flatMap((e) => [...e.classList]));
    expect(ours.filter((c) => /^menu_search/.test(c))).toEqual([]);
  });

  test('closes when every list is empty', async ({ page }) => {
    const requests = searchRequests(page);
    await open(page);
    await search(page, 'kurt');
    await type(page, 'zzzq');
    await expect.poll(() => requests.length).toBe(2);
    await expect(panel(page)).toBeHidden();
    await expect(input(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#menu_search [role=status]')).toHaveText('Brak wyników');
  });

  test('shows the blocks: bold queries, products, categories with prefixes, menu nodes by name, information pages', async ({ page }) => {
    await open(page);
    await search(page, 'KOSZ');
    const queries = page.locator('#menu_search .--queries [role=option]');
    await expect(queries.first()).toHaveText(/^Koszul/);
    await expect(queries.first().locator('b')).toHaveText(['Kosz']);
    await search(page, 'alpina');
    const product = page.locator('#menu_search .--products [role=option]').first();
    await expect(product.locator('img')).toHaveAttribute('src', /\/data\/gallery\/\d+\.svg/);
    await expect(product.locator('.sf-search__price')).toHaveText(/\d,\d\d\u00a0zł/);
    await expect(page.locator('#menu_search .--categories [role=option]')).toHaveText(['Producent: Alpina']);
    await search(page, 'nowości');
    // No real query selects menuNodes.bc: a menu node shows its name.
    await expect(page.locator('#menu_search .--categories [role=option]').first()).toHaveText('Odzież: nowości');
    await search(page, 'eko');
    await expect(page.locator('#menu_search .--categories [role=option]')).toContainText(['Seria: Eko Linia']);
    await search(page, 'regulamin');
    await expect(page.locator('#menu_search .--cms [role=option]')).toHaveText(['Regulamin sklepu']);
    await expect(page.locator('#menu_search .--cms [role=option]')).toHaveAttribute('href', '/cms.php?id=1');
  });

  test('Czech shop: prefixes "Výrobce: " and "Série: ", "Zobrazit všechny", price on phone', async ({ page }) => {
    await open(page, '/cs/');
    await search(page, 'alpina');
    await expect(page.locator('#menu_search .--categories [role=option]')).toHaveText(['Výrobce: Alpina']);
    await expect(page.getByRole('button', { name: 'Zobrazit všechny' })).toBeVisible();
    await search(page, 'outdoor');
    await expect(page.locator('#menu_search .--categories [role=option]')).toContainText(['Série: Outdoor Pro']);
    await search(page, 'Vlněný svetr Pod');
    const phone = page.locator('#menu_search .--products [role=option][href*="product-cze-11-"]');
    await expect(phone.locator('.sf-search__price')).toHaveText('Cena na telefonu');
  });

  test('shows "Cena na telefon" for a product priced 0', async ({ page }) => {
    await open(page);
    await search(page, 'Sweter wełniany Pod');
    const phone = page.locator('#menu_search .--products [role=option][href*="product-pol-11-"]');
    await expect(phone.locator('.sf-search__price')).toHaveText('Cena na telefon');
    const other = page.locator('#menu_search .--products [role=option]:not([href*="product-pol-11-"]) .sf-search__price');
    for (const text of await other.allTextContents()) expect(text).toMatch(/zł$/);
  });

  test('shows net prices when the shop displays net prices', async ({ page }) => {
    await withMarker(page, (html) => html.replace('"priceType":"gross"', '"priceType":"net"'));
    const response = page.waitForResponse((r) => isSearch(r.request()));
    await page.goto('/');
    await expect(form(page)).toHaveAttribute('data-widget-state', 'mounted');
    await search(page, 'Kurtka przeciwdeszczowa Pod');
    const data = (await (await response).json()).data.productsTextSearch.products[0];
    await expect(page.locator('#menu_search .--products .sf-search__price').first()).toHaveText(data.price.price.net.formatted);
  });

  test('renders network data as text', async ({ page }) => {
    const errors = trackPageErrors(page);
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs++;
      void d.dismiss();
    });
    await open(page);
    await search(page, 'img');
    await expect(page.locator('#menu_search .--products .sf-search__name').filter({ hasText: '<img src=x onerror=alert(1)>' })).toHaveCount(1);
    await expect(page.locator('#menu_search img[src="x"]')).toHaveCount(0);
    await page.waitForTimeout(300);
    expect(dialogs).toBe(0);
    expect(errors).toEqual([]);
  });

  test('failures close the results silently, with one console warning at most', async ({ page }) => {
    const errors = trackPageErrors(page);
    const warnings: string[] = [];
    page.on('console', (m) => (m.type() === 'warning' || m.type() === 'error') && warnings.push(m.text()));
    let mode: 'ok' | 'http' | 'malformed' | 'network' = 'ok';
    await page.route(isSearchUrl, async (route) => {
      if (mode === 'http') return route.fulfill({ status: 500, body: 'oops' });
      if (mode === 'malformed') return route.fulfill({ json: { data: { productsTextSearch: { products: 'nope' } } } });
      if (mode === 'network') return route.abort('connectionreset');
      return route.continue();
    });
    await open(page);
    for (const [m, start, more] of [
      ['http', 'kosz', 'ul'],
      ['malformed', 'swe', 'ter'],
      ['network', 'blu', 'za'],
    ] as const) {
      mode = 'ok';
      await input(page).fill('');
      await search(page, start);
      mode = m;
      const failed = page.waitForRequest((r) => isSearch(r));
      await type(page, more);
      await expect(panel(page), m).toBeVisible(); // the previous results stay while the new ones are awaited
      await failed;
      await expect(panel(page), m).toBeHidden();
      await expect(input(page), m).toHaveAttribute('aria-expanded', 'false');
      await expect(input(page)).toHaveValue(start + more);
    }
    expect(errors).toEqual([]);
    expect(warnings.filter((w) => /menu_search/.test(w)).length).toBeLessThanOrEqual(1);
    expect(warnings.filter((w) => !/menu_search|Failed to load resource/.test(w))).toEqual([]);
  });

  test('drops only a malformed product, or one without a net price, and keeps the other suggestions', async ({ page }) => {
    const errors = trackPageErrors(page);
    const money = (value: number) => ({ value, formatted: `${value},00\u00a0zł` });
    const good = (id: number, name: string) => ({
      name,
      link: `/product-pol-${id}-x.html`,
      iconSmall: `/data/gallery/${id}.svg`,
      iconSmallSecond: null,
      price: { price: { gross: money(10 * id), net: money(8 * id) } },
    });
    const withoutNet = { ...good(3, 'Kurtka bez ceny netto'), price: { price: { gross: money(30) } } };
    await page.route(isSearchUrl, (route) =>
      route.fulfill({
        json: {
          data: {
            productsTextSearch: {
              products: [
                good(1, 'Kurtka pierwsza'),
                { name: 'Kurtka zepsuta', link: '/product-pol-2-x.html' },
                withoutNet,
                'garbage',
                good(4, 'Kurtka czwarta'),
              ],
              series: null,
              producers: [
                { name: 'Alpina', link: '/firm-pol-1-alpina.html' },
                { name: 7, link: '/firm-pol-2.html' },
              ],
              cms: [{ name: 'Regulamin sklepu', link: '/cms.php?id=1' }, { name: 'Bez linku' }, { name: null, link: '/cms.php?id=2' }],
              searchQueries: [{ name: 'kurtka', link: '/search.php?text=kurtka' }],
              menuNodes: [],
            },
          },
        },
      }),
    );
    await open(page);
    await search(page, 'kurt');
    await expect(page.locator('#menu_search .--products .sf-search__name')).toHaveText(['Kurtka pierwsza', 'Kurtka czwarta']);
    await expect(page.locator('#menu_search .--products .sf-search__price')).toHaveText(['10,00\u00a0zł', '40,00\u00a0zł']);
    await expect(page.locator('#menu_search .--categories [role=option]')).toHaveText(['Producent: Alpina']);
    // A null name renders as empty; the item without a link is left out.
    await expect(page.locator('#menu_search .--cms [role=option]')).toHaveText(['Regulamin sklepu', '']);
    await expect(page.locator('#menu_search .--queries [role=option]')).toHaveText(['kurtka']);
    await expect(options(page)).toHaveCount(6);
    await expect(input(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#menu_search [role=status]')).toHaveText(/^6 /);
    expect(errors).toEqual([]);
  });

  test('shows at most 6 suggestions of each list even when the server sends more', async ({ page }) => {
    const money = (value: number) => ({ value, formatted: `${value},00\u00a0zł` });
    const products = Array.from({ length: 9 }, (_, i) => ({
      name: `Kurtka ${i + 1}`,
      link: `/product-pol-${i + 1}-x.html`,
      iconSmall: null,
      iconSmallSecond: null,
      price: { price: { gross: money(i + 1), net: money(i + 1) } },
    }));
    const links = (n: number, name: (i: number) => string, link: (i: number) => string) =>
      Array.from({ length: n }, (_, i) => ({ name: name(i + 1), link: link(i + 1) }));
    await page.route(isSearchUrl, (route) =>
      route.fulfill({
        json: {
          data: {
            productsTextSearch: {
              products,
              series: [],
              producers: links(
                8,
                (i) => `Firma ${i}`,
                (i) => `/firm-pol-${i}.html`,
              ),
              cms: links(
                7,
                (i) => `Strona ${i}`,
                (i) => `/cms.php?id=${i}`,
              ),
              searchQueries: links(
                10,
                (i) => `kurtka ${i}`,
                (i) => `/search.php?text=kurtka+${i}`,
              ),
              menuNodes: links(
                7,
                (i) => `Dział ${i}`,
                (i) => `/pol_m_Dzial-${i}.html`,
              ),
            },
          },
        },
      }),
    );
    await open(page);
    await search(page, 'kurt');
    await expect(page.locator('#menu_search .--products .sf-search__name')).toHaveText(products.slice(0, 6).map((p) => p.name));
    await expect(page.locator('#menu_search .--queries [role=option]')).toHaveCount(6);
    await expect(page.locator('#menu_search .--cms [role=option]')).toHaveText(['Strona 1', 'Strona 2', 'Strona 3', 'Strona 4', 'Strona 5', 'Strona 6']);
    const categories = page.locator('#menu_search .--categories [role=option]');
    await expect(categories).toHaveText([...[1, 2, 3, 4, 5, 6].map((i) => `Producent: Firma ${i}`), ...[1, 2, 3, 4, 5, 6].map((i) => `Dział ${i}`)]);
    await expect(options(page)).toHaveCount(30);
  });

  test('has no axe violations with the search open', async ({ page }) => {
    await open(page);
    await search(page, 'Pod');
    await input(page).press('ArrowDown');
    await expectNoAxeViolations(page, 'search open');
  });
});

test.describe("search box: what the shopper can tap under the template's stylesheet", () => {
  test.use({ hasTouch: true });

  for (const width of [390, 800])
    test(`${width} px: one tap on the opener gives a focused box; one tap on the close button leaves the search, focus on the opener`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await open(page);
      await expectTappable(mobile(page));
      await tapCentre(mobile(page));
      await expect(page.locator('html')).toHaveClass(/(^|\s)--search-open(\s|$)/);
      await expect(input(page)).toBeFocused();
      await expectTappable(input(page));
      await type(page, 'kurtka');
      await expectTappable(options(page).first());
      // The template lays its search block over the whole screen while --search-open: the close button is in it.
      const close = page.locator('#menu_search .sf-search__close');
      await expectTappable(close);
      await tapCentre(close);
      await expect(page.locator('html')).not.toHaveClass(/--search-open/);
      await expect(input(page)).toBeHidden();
      await expect(close).toHaveCount(0);
      await expect(mobile(page)).toBeFocused();
      await expectTappable(mobile(page));
      // Escape leaves it the same way.
      await tapCentre(mobile(page));
      await expect(input(page)).toBeFocused();
      await input(page).press('Escape');
      await expect(page.locator('html')).not.toHaveClass(/--search-open/);
      await expect(mobile(page)).toBeFocused();
    });

  test('1280 px: the box in the header takes one click, its suggestions are on top, no close button or search mode', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page);
    await expect(mobile(page)).toBeHidden();
    await expectTappable(input(page));
    await input(page).click();
    await expect(input(page)).toBeFocused();
    await type(page, 'kurtka');
    const first = options(page).first();
    await expectTappable(first);
    await expect(page.locator('#menu_search .sf-search__close')).toHaveCount(0);
    await expect(page.locator('html')).not.toHaveClass(/--search-open/);
    expect((await atCentre(input(page))).hit).toBe(true);
    const href = await first.getAttribute('href');
    await first.click();
    if (href) await page.waitForURL((u) => u.pathname === new URL(href, 'http://x').pathname);
  });
});
