/**
 * select_language on the Standard template's country-first chooser: the page's selectLanguageConfig /
 * selectLanguageParamsConfig, the template's opener, the dialog outside the chooser the theme hides; steps, the
 * recommended variant, the session cookie, sites, the island on intent. Spec §2 "Country and language modal", §4 "Select-language modal".
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectNoAxeViolations, holdIsland, resizeTo, trackPageErrors, waitForWidgets } from './helpers';
import { evidence } from './evidence';
import { cookie, setCookies } from './cookies';

/**
 * Serves `path` with the page's globals edited as the template writes them (`window.selectLanguageConfig`: one entry
 * per language × country; `window.selectLanguageParamsConfig`: strings), and optionally other rewrites of the page.
 */
async function withData(
  page: Page,
  path: string,
  {
    countries,
    params,
    rewrite = (h) => h,
  }: {
    countries?: (entries: Array<Record<string, any>>) => void;
    params?: (params: Record<string, unknown>) => unknown;
    rewrite?: (html: string) => string;
  },
) {
  await page.route(`**${path}`, async (route) => {
    const response = await route.fetch();
    let body = rewrite(await response.text());
    if (countries)
      body = body.replace(/(window\.selectLanguageConfig = )(.*);\n/, (_, open, json) => {
        const entries = JSON.parse(json) as Array<Record<string, unknown>>;
        countries(entries);
        return `${open}${JSON.stringify(entries).replace(/</g, '\\u003c')};\n`;
      });
    if (params)
      body = body.replace(/(window\.selectLanguageParamsConfig = )(.*);/, (_, open, json) => {
        const given = JSON.parse(json) as Record<string, unknown>;
        const out = params(given) ?? given;
        return `${open}${JSON.stringify(out)};`;
      });
    await route.fulfill({ response, body });
  });
}

/** The session cookie redirection=closed on path "/", as the platform's chooser writes it. */
function expectSessionCookie(c: { value: string; expires: number; path: string } | undefined) {
  expect(c?.value).toBe('closed');
  expect(c?.path).toBe('/');
  expect(c?.expires, 'a session cookie').toBe(-1);
}

const dialog = (page: Page) => page.locator('dialog.sf-select-language');
const headerOpener = (page: Page) => page.locator('#menu_settings .select_language__open');

/** Opens the recommended page; the step names the current and the recommended country. Returns its submit button. */
async function recommendedStep(page: Page, current: string, recommended: string) {
  await page.goto('/select-language-recommended.php');
  const d = dialog(page);
  await expect(d).toBeVisible();
  await expect(d).toContainText(`Twój obecny kraj dostawy: ${current}`);
  await expect(d).toContainText(`Polecamy sklep dla kraju: ${recommended}`);
  return d.getByRole('button', { name: `Przejdź do sklepu: ${recommended}` });
}

test.describe('select_language', () => {
  test('opens by itself with show_select "true", and closing sets the session cookie redirection=closed on path /', async ({ page, context }) => {
    const errors = trackPageErrors(page);
    await page.goto('/select-language.php');
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByRole('heading', { name: 'Kraj dostawy i język' })).toBeVisible();
    expect(await cookie(context, 'redirection')).toBeUndefined();
    await dialog(page).getByRole('button', { name: 'Zamknij' }).click();
    await expect(dialog(page)).toBeHidden();
    expectSessionCookie(await cookie(context, 'redirection'));
    // Reload: closed before, so it stays shut; the open button still opens it.
    await page.reload();
    await waitForWidgets(page);
    await expect(dialog(page)).toBeHidden();
    await page.getByRole('button', { name: 'Zmień kraj dostawy i język' }).click();
    await expect(dialog(page)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('over https the cookie it writes is Secure (over http it cannot be)', async ({ page, context, baseURL }) => {
    // The shop served as https://shop.test: every request answered by the fixture through the test (no TLS here).
    await page.route('https://shop.test/**', async (route) => {
      const url = new URL(route.request().url());
      const response = await route.fetch({ url: new URL(url.pathname + url.search, baseURL).href });
      await route.fulfill({ response });
    });
    await page.goto('https://shop.test/select-language.php');
    await expect(dialog(page)).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Zamknij' }).click();
    await expect
      .poll(async () => (await context.cookies('https://shop.test/')).find((c) => c.name === 'redirection'))
      .toMatchObject({ value: 'closed', secure: true, domain: 'shop.test' });
    await page.goto('/select-language.php');
    await dialog(page).getByRole('button', { name: 'Zamknij' }).click();
    await expect.poll(async () => (await context.cookies(baseURL)).find((c) => c.name === 'redirection')).toMatchObject({ value: 'closed', secure: false });
  });

  test('does not open by itself with show_select "false" or redirection=redirected', async ({ page, context }) => {
    await page.goto('/select-language.php?show=false');
    await waitForWidgets(page);
    await expect(dialog(page)).toBeHidden();
    await page.goto('/select-language.php?redirection=redirected');
    await waitForWidgets(page);
    await expect(dialog(page)).toBeHidden();
    expect(await cookie(context, 'redirection')).toBeUndefined();
    // Escape closes it and counts as closing.
    await page.getByRole('button', { name: 'Zmień kraj dostawy i język' }).click();
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    expect((await cookie(context, 'redirection'))?.value).toBe('closed');
  });

  test('no React before the shopper reaches for an open button; a click made while the modal was on its way opens it when it arrives', async ({ page }) => {
    const errors = trackPageErrors(page);
    const island = await holdIsland(page, 'SelectLanguage');
    await page.goto('/select-language.php?show=false');
    await waitForWidgets(page);
    await expect(page.locator('[data-widget="select_language"]')).toHaveAttribute('data-widget-state', 'mounted');
    const open = page.getByRole('button', { name: 'Zmień kraj dostawy i język' });
    await expect(open).toHaveAttribute('aria-haspopup', 'dialog');
    expect(island.asked()).toBe(false);
    expect(island.islandCode(), 'no React before the first interaction').toEqual([]);
    await open.click();
    await expect.poll(island.asked).toBe(true);
    await expect(open).toHaveAttribute('aria-busy', 'true');
    await expect(dialog(page)).toHaveCount(0);
    island.release();
    await expect(dialog(page)).toBeVisible();
    await expect(open).not.toHaveAttribute('aria-busy', /.*/);
    expect(new URL(page.url()).search).toBe('?show=false');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(open).toBeFocused();
    expect(errors).toEqual([]);
  });

  test('three steps: group, country with flag and currency, language hidden for one-language countries', async ({ page }) => {
    await page.goto('/select-language.php');
    const d = dialog(page);
    await expect(d).toBeVisible();
    const group = d.getByLabel('Region', { exact: true });
    const country = d.getByLabel('Kraj dostawy');
    const language = d.getByLabel('Język');
    await expect(group).toHaveValue('Europa Środkowa');
    await expect(group.locator('option')).toHaveText(['Europa Środkowa', 'Europa Zachodnia', 'Europa Północna', 'Pozostałe kraje']);
    await expect(country).toHaveValue('PL');
    await expect(country.locator('option')).toHaveText(['🇵🇱 Polska (PLN zł)', '🇨🇿 Czechy (CZK Kč)', '🇸🇰 Słowacja (EUR €)']);
    await expect(language.locator('option')).toHaveText(['Polski', 'English']);
    await expect(language.locator('option[value="eng"]')).toHaveAttribute('lang', 'en');
    await country.selectOption('CZ');
    await expect(language).toHaveCount(0);
    await group.selectOption('Europa Zachodnia');
    await expect(country).toHaveValue('DE');
    await expect(language.locator('option')).toHaveText(['Deutsch', 'English']);
    // A country the shop cannot deliver to.
    await group.selectOption('Europa Północna');
    await expect(d.locator('.sf-select-language__no_delivery')).toHaveText('Dostawa do Twojego kraju nie jest możliwa');
    await expect(d.getByRole('button', { name: 'Zatwierdź' })).toBeDisabled();
    await expectNoAxeViolations(page, 'select_language open, no delivery');
  });

  test('submit navigates to the chosen language site with redirection=redirected and sets the cookie', async ({ page, context }) => {
    await page.goto('/select-language.php');
    const d = dialog(page);
    await expect(d).toBeVisible();
    await d.getByLabel('Kraj dostawy').selectOption('CZ');
    await Promise.all([page.waitForURL(/\/cs\/select-language\.php\?/), d.getByRole('button', { name: 'Zatwierdź' }).click()]);
    const url = new URL(page.url());
    expect(url.searchParams.get('redirection')).toBe('redirected');
    expect(url.searchParams.get('country')).toBe('CZ');
    expect(url.searchParams.get('language')).toBe('cze');
    expectSessionCookie(await cookie(context, 'redirection'));
    await waitForWidgets(page);
    await expect(dialog(page)).toBeHidden();
  });

  test("the platform's own list (window.selectLanguageConfig, its inline data) leads to its language sites with no configuration (issue 37 item 6)", async ({
    page,
  }) => {
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await page.route(
      (u) => u.pathname === '/select-language.php',
      async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replaceAll('"site":"/cs/select-language.php"', '"site":"https://sklep.test/cs/select-language.php"');
        await route.fulfill({ response, body });
      },
    );
    await page.goto('/select-language.php');
    const d = dialog(page);
    await expect(d).toBeVisible();
    await d.getByLabel('Kraj dostawy').selectOption('CZ');
    await expect(d.locator('form')).toHaveAttribute('action', 'https://sklep.test/cs/select-language.php');
    expect(warnings.filter((w) => w.includes('lead off this shop'))).toHaveLength(0);
  });

  for (const allowedBy of ['nothing', 'the page configuration’s sites', 'the platform’s app_shop.vars.sites'] as const) {
    test(`a list in the marker (body markup) leads off this origin only to a listed site: allowed by ${allowedBy}`, async ({ page }) => {
      const warnings: string[] = [];
      page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
      await page.route(
        (u) => u.pathname === '/select-language.php',
        async (route) => {
          const response = await route.fetch();
          let body = (await response.text()).replaceAll('"site":"/cs/select-language.php"', '"site":"https://phish.test/cs/select-language.php"');
          // The list moves from the platform's script into a JSON script inside the marker.
          let list = '';
          body = body.replace(/window\.selectLanguageConfig = (\[.*?\]);\n/s, (_, json: string) => ((list = json), ''));
          expect(list).not.toBe('');
          body = body.replace('data-widget="select_language">', `data-widget="select_language"><script type="application/json">${list}</script>`);
          if (allowedBy === 'the page configuration’s sites')
            body = body.replace('id="storefront-config">{', 'id="storefront-config">{"sites":["https://phish.test/"],');
          if (allowedBy === 'the platform’s app_shop.vars.sites')
            body = body.replace('</head>', '<script>app_shop.vars.sites = ["https://phish.test/"];</script></head>');
          await route.fulfill({ response, body });
        },
      );
      await page.goto('/select-language.php');
      const d = dialog(page);
      await expect(d).toBeVisible();
      await d.getByLabel('Kraj dostawy').selectOption('CZ');
      await expect(d.locator('form')).toHaveAttribute(
        'action',
        allowedBy === 'nothing' ? new URL('/select-language.php', page.url()).href : 'https://phish.test/cs/select-language.php',
      );
      expect(warnings.filter((w) => w.includes('language site(s) lead off this shop'))).toHaveLength(allowedBy === 'nothing' ? 1 : 0);
    });
  }

  test('a language without a site submits to the current URL', async ({ page }) => {
    await page.goto('/cs/select-language.php?show=true');
    const d = dialog(page);
    await expect(d).toBeVisible();
    await expect(d.getByRole('heading', { name: 'Země doručení a jazyk' })).toBeVisible();
    await d.getByLabel('Region', { exact: true }).selectOption('Ostatní země');
    await expect(d.getByLabel('Země doručení')).toHaveValue('UA');
    await d.getByLabel('Jazyk').selectOption('ukr');
    await Promise.all([page.waitForURL(/redirection=redirected/), d.getByRole('button', { name: 'Potvrdit' }).click()]);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/cs/select-language.php');
    expect(url.searchParams.get('show')).toBe('true');
    expect(url.searchParams.get('country')).toBe('UA');
    expect(url.searchParams.get('language')).toBe('ukr');
  });

  test('recommended variant: next, back and its own submit', async ({ page, context }) => {
    const go = await recommendedStep(page, 'Polska', 'Wielka Brytania');
    const d = dialog(page);
    await expect(go).toBeFocused();
    await expectNoAxeViolations(page, 'select_language recommended step');
    await d.getByRole('button', { name: 'Wybierz inny kraj' }).click();
    // country_first "true" (the template's country-first chooser): the country comes first.
    await expect(d.getByLabel('Kraj dostawy')).toBeFocused();
    await expect(d.getByLabel('Kraj dostawy')).toHaveValue('PL');
    await d.getByRole('button', { name: 'Wstecz' }).click();
    await expect(go).toBeFocused();
    await Promise.all([page.waitForURL(/select-language-eng\.php/), go.click()]);
    const url = new URL(page.url());
    expect(url.searchParams.get('country')).toBe('GB');
    expect(url.searchParams.get('language')).toBe('eng');
    expect(url.searchParams.get('redirection')).toBe('redirected');
    expect((await cookie(context, 'redirection'))?.value).toBe('closed');
  });

  test('recommended_lang defaults to eng, and the recommended step names the countries by selectedName and recommendedName', async ({ page }) => {
    // The page's parameters without recommended_lang; the recommended country offers Polish first and English second,
    // and carries names of its own for the two sentences of the recommended step (spec §3 "Country config").
    await withData(page, '/select-language-recommended.php', {
      countries: (entries) => {
        const gb = entries.find((c) => c.id === 'GB')!;
        gb.lang = [
          { id: 'pol', site: '/select-language.php' },
          { id: 'eng', site: '/select-language-eng.php' },
        ];
        gb.recommendedName = 'Zjednoczone Królestwo';
        gb.selectedName = 'Rzeczpospolita Polska';
      },
      params: (p) => {
        delete p.recommended_lang;
      },
    });
    const go = await recommendedStep(page, 'Rzeczpospolita Polska', 'Zjednoczone Królestwo');
    await Promise.all([page.waitForURL(/select-language-eng\.php/), go.click()]);
    expect(new URL(page.url()).searchParams.get('language')).toBe('eng');
  });

  test("with no country selected, the recommended step names the shop's default country, by defaultName", async ({ page }) => {
    await withData(page, '/select-language-recommended.php', {
      countries: (entries) => {
        for (const c of entries) delete c.selected;
        entries.find((c) => c.id === 'GB')!.defaultName = 'Rzeczpospolita Polska';
      },
    });
    await page.goto('/select-language-recommended.php');
    await expect(dialog(page)).toContainText('Twój obecny kraj dostawy: Rzeczpospolita Polska');
  });

  test('without is_recommended_country "true" (the shopper is in the recommended country) the plain country form shows', async ({ page }) => {
    await withData(page, '/select-language-recommended.php', { params: (p) => ({ ...p, is_recommended_country: '' }) });
    await page.goto('/select-language-recommended.php');
    const d = dialog(page);
    await expect(d).toBeVisible();
    await expect(d.getByLabel('Kraj dostawy')).toBeVisible();
    await expect(d).not.toContainText('Polecamy sklep dla kraju');
    await expect(d.getByRole('button', { name: 'Przejdź do sklepu: Wielka Brytania' })).toHaveCount(0);
  });

  test('the open button that is not a native button opens it with Enter; malformed countries warn once', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning' && m.text().includes('select_language')) warnings.push(m.text());
    });
    await setCookies(page.context(), { redirection: 'closed' });
    await page.goto('/select-language.php?bad=1');
    await waitForWidgets(page);
    await expect(dialog(page)).toBeHidden();
    const opener = page.getByRole('button', { name: 'Kraj: Polska' });
    await expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
    await opener.focus();
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByLabel('Kraj dostawy').locator('option')).toHaveCount(3);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('2 country entries of window.selectLanguageConfig');
    evidence('fault', 1, 'malformed country config');
    await page.keyboard.press('Escape');
    await expect(opener).toBeFocused();
  });

  test('scrolls inside the viewport below a screen height of 800, full height above (Czech shop, axe)', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 600 });
    await page.goto('/cs/select-language-recommended.php');
    const d = dialog(page);
    await expect(d).toBeVisible();
    await expect(d).toContainText('Doporučujeme obchod pro zemi: Spojené království');
    await d.getByRole('button', { name: 'Vybrat jinou zemi' }).click();
    await expect(d.getByLabel('Země doručení')).toHaveValue('CZ');
    const box = d.locator('.sf-modal__box');
    expect(await box.evaluate((el) => getComputedStyle(el).overflowY)).toBe('auto');
    expect((await box.boundingBox())!.height).toBeLessThanOrEqual(600);
    await expectNoAxeViolations(page, 'select_language cs, short screen');
    await page.setViewportSize({ width: 1024, height: 900 });
    await expect.poll(() => box.evaluate((el) => getComputedStyle(el).overflowY)).toBe('visible');
  });

  test('an invalid show_select in the page\'s parameters: one warning naming it, "false" used, the opener works', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning' && m.text().includes('select_language')) warnings.push(m.text());
    });
    const errors = trackPageErrors(page);
    await page.goto('/select-language.php?show=maybe');
    await waitForWidgets(page);
    await expect(page.locator('[data-widget="select_language"]')).toHaveAttribute('data-widget-state', 'mounted');
    await expect(dialog(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Zmień kraj dostawy i język' }).click();
    await expect(dialog(page)).toBeVisible();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('window.selectLanguageParamsConfig: show_select is "maybe"');
    evidence('fault', 1, 'invalid select_language parameter');
    expect(errors).toEqual([]);
  });

  test('malformed page data: a country list that is not an array, parameters that are not an object: one warning each, nothing breaks', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning' && m.text().includes('select_language')) warnings.push(m.text());
    });
    const errors = trackPageErrors(page);
    await withData(page, '/select-language.php', {
      rewrite: (html) =>
        html
          .replace(/window\.selectLanguageConfig = .*;\n/, 'window.selectLanguageConfig = {"PL": "Polska"};\n')
          .replace(/window\.selectLanguageParamsConfig = .*;/, 'window.selectLanguageParamsConfig = "show";'),
    });
    await page.goto('/select-language.php');
    await waitForWidgets(page);
    await headerOpener(page).click();
    await expect(dialog(page)).toHaveCount(0);
    expect(warnings).toEqual([expect.stringContaining('window.selectLanguageConfig is not an array')]);
    expect(errors).toEqual([]);
    // A parameters global that is not an object: one warning, its defaults (show_select "false": no opening by itself).
    warnings.length = 0;
    await page.unroute('**/select-language.php');
    await withData(page, '/select-language.php', {
      rewrite: (html) => html.replace(/window\.selectLanguageParamsConfig = .*;/, 'window.selectLanguageParamsConfig = "show";'),
    });
    await page.goto('/select-language.php');
    await waitForWidgets(page);
    await expect(dialog(page)).toHaveCount(0);
    await headerOpener(page).click();
    await expect(dialog(page)).toBeVisible();
    expect(warnings).toEqual([expect.stringContaining('window.selectLanguageParamsConfig is not an object')]);
    expect(errors).toEqual([]);
  });

  test('keyboard-only journey: change country and language', async ({ page, context }) => {
    await setCookies(context, { redirection: 'closed' });
    await page.goto('/select-language.php');
    await waitForWidgets(page);
    const open = page.getByRole('button', { name: 'Zmień kraj dostawy i język' });
    for (let i = 0; i < 100 && !(await open.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(open).toBeFocused();
    await page.keyboard.press('Enter');
    const d = dialog(page);
    await expect(d).toBeVisible();
    // country_first "true" (the template's country-first chooser): focus on the country; the region group before it.
    await expect(d.getByLabel('Kraj dostawy')).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    const group = d.getByLabel('Region', { exact: true });
    await expect(group).toBeFocused();
    await page.keyboard.press('ArrowDown'); // Europa Zachodnia
    await expect(group).toHaveValue('Europa Zachodnia');
    await page.keyboard.press('Tab');
    const country = d.getByLabel('Kraj dostawy');
    await expect(country).toBeFocused();
    await expect(country).toHaveValue('DE');
    await page.keyboard.press('Tab');
    const language = d.getByLabel('Język');
    await expect(language).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(language).toHaveValue('eng');
    await page.keyboard.press('Tab');
    await expect(d.getByRole('button', { name: 'Zatwierdź' })).toBeFocused();
    await Promise.all([page.waitForURL(/select-language-eng\.php/), page.keyboard.press('Enter')]);
    const url = new URL(page.url());
    expect([url.searchParams.get('country'), url.searchParams.get('language')]).toEqual(['DE', 'eng']);
    evidence('journey', 1, 'change country and language');
  });
});

/** Whether the element at the centre of the locator's box is inside `selector` (what a tap there would reach). */
async function reachable(page: Page, locator: ReturnType<Page['locator']>, selector: string): Promise<boolean> {
  const box = (await locator.boundingBox())!;
  return page.evaluate(({ x, y, selector }) => !!document.elementFromPoint(x, y)?.closest(selector), {
    x: box.x + box.width / 2,
    y: box.y + box.height / 2,
    selector,
  });
}

for (const width of [390, 1280]) {
  test.describe(`select_language at ${width} px`, () => {
    test.beforeEach(async ({ page }) => resizeTo(page, width));

    test(`the header opener (the template's div) opens a visible dialog of a real size outside the hidden chooser; keyboard; axe${width < 979 ? ' (below 979 px the theme hides the opener)' : ''}`, async ({
      page,
      context,
    }) => {
      const errors = trackPageErrors(page);
      await setCookies(context, { redirection: 'closed' });
      await page.goto('/select-language.php');
      await waitForWidgets(page);
      await expect(dialog(page)).toHaveCount(0);
      if (width < 979) {
        // The template's stylesheet: every .select_language__open is display:none below 979 px (the phone's way in is
        // the drawer's block: the tests below). The block's own button is not in the closed drawer's reach.
        await expect(headerOpener(page)).toBeHidden();
        await expect(page.locator('.select_language__open').first()).toBeHidden();
        await expect(page.locator('.sf-select-language__change')).toBeHidden();
        expect(errors).toEqual([]);
        return;
      }
      // The theme hides the template's chooser (outside its .modal, and #select_language from 979 px): the dialog must
      // not render in it, and the block's own button is not seen.
      await expect(page.locator('#select_language')).toBeHidden();
      await expect(page.locator('.sf-select-language__change')).toBeHidden();
      const opener = headerOpener(page);
      await expect(opener).toHaveAttribute('role', 'button');
      await expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
      await expect(opener).toHaveAccessibleName('Wybierz kraj dostawy i język');
      await opener.focus();
      await page.keyboard.press('Enter');
      const d = dialog(page);
      await expect(d).toBeVisible();
      expect(await d.evaluate((el) => !el.closest('#select_language'))).toBe(true);
      const box = (await d.boundingBox())!;
      expect(box.width).toBeGreaterThan(Math.min(300, width - 40));
      expect(box.height).toBeGreaterThan(150);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      await expect(d.getByLabel('Kraj dostawy')).toBeVisible();
      await expectNoAxeViolations(page, `select_language open at ${width} px`);
      await page.keyboard.press('Escape');
      await expect(d).toBeHidden();
      await expect(opener).toBeFocused();
      // Space opens it too (a role=button).
      await page.keyboard.press(' ');
      await expect(d).toBeVisible();
      await d.getByRole('button', { name: 'Zamknij' }).click();
      await expect(d).toBeHidden();
      await expect(opener).toBeFocused();
      expect(errors).toEqual([]);
    });

    test('opens by itself at load, visible; closing on a page under /cs/ writes the cookie on path /', async ({ page, context }) => {
      await page.goto('/cs/select-language.php');
      const d = dialog(page);
      await expect(d).toBeVisible();
      const box = (await d.boundingBox())!;
      expect(box.width * box.height).toBeGreaterThan(150 * 150);
      await d.getByRole('button', { name: /Zavřít/ }).click();
      await expect(d).toBeHidden();
      expectSessionCookie(await cookie(context, 'redirection'));
    });
  });
}

/**
 * A phone (390 px, touch) under the template's stylesheet (fixtures/assets/select-language.css): the header's opener is
 * hidden below 979 px; the drawer's tab named after the selected country shows #menu_settings, moved into the aside,
 * with the marker's block (#select_language: the choices box the platform's script would fill, the "Zastosuj zmiany"
 * link). The widget's button in that box and the link open the dialog, where the shopper chooses.
 */
test.describe("select_language on a phone: the drawer's block", () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 800 } });

  /** The chooser's page with the modal closed for the session, its drawer and country tab opened; returns the block. */
  async function chooserInDrawer(page: Page, context: BrowserContext) {
    await setCookies(context, { redirection: 'closed' });
    await page.goto('/select-language.php');
    await waitForWidgets(page);
    return openCountryTab(page);
  }

  /** Opens the drawer and its country tab (touch), as a shopper does; returns the block. */
  async function openCountryTab(page: Page) {
    await page.locator('.navbar-toggler').tap();
    await expect(page.locator('html')).toHaveClass(/(^| )sidebar_open( |$)/);
    const tab = page.locator('#aside .mobileCategories__link', { hasText: 'Polska' });
    await expect(tab).toHaveAttribute('aria-pressed', 'false');
    await tab.tap();
    await expect(tab).toHaveAttribute('aria-pressed', 'true');
    const block = page.locator('#aside #menu_settings #select_language');
    await expect(block).toBeVisible();
    return block;
  }

  test('the button in the block names the current choice, opens the dialog by a tap, and the choice leads to its site', async ({ page, context }) => {
    const errors = trackPageErrors(page);
    await setCookies(context, { redirection: 'closed' });
    await page.goto('/select-language.php');
    await waitForWidgets(page);
    await expect(headerOpener(page)).toBeHidden();
    const block = await openCountryTab(page);
    const change = block.getByRole('button', { name: /^Kraj dostawy i język/ });
    await expect(change).toBeVisible();
    await expect(change).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(change).toContainText('Polska (PLN zł)');
    await expect(change.locator('[lang="pl"]')).toHaveText('Polski');
    expect(await reachable(page, change, '.sf-select-language__change')).toBe(true);
    await expectNoAxeViolations(page, "select_language: the drawer's block at 390 px");
    await change.tap();
    const d = dialog(page);
    await expect(d).toBeVisible();
    const box = (await d.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await d.getByLabel('Region', { exact: true }).selectOption({ label: 'Europa Zachodnia' });
    await d.getByLabel('Kraj dostawy').selectOption('DE');
    await d.getByLabel('Język').selectOption('eng');
    const submit = d.getByRole('button', { name: 'Zatwierdź' });
    expect(await reachable(page, submit, 'dialog.sf-select-language')).toBe(true);
    await Promise.all([page.waitForURL(/select-language-eng\.php/), submit.tap()]);
    const url = new URL(page.url());
    expect([url.searchParams.get('country'), url.searchParams.get('language'), url.searchParams.get('redirection')]).toEqual(['DE', 'eng', 'redirected']);
    expect(errors).toEqual([]);
  });

  test('the dialog opened from the drawer sits on top of it: Escape closes the dialog only, the drawer stays open and focus returns to the button', async ({
    page,
    context,
  }) => {
    const errors = trackPageErrors(page);
    const block = await chooserInDrawer(page, context);
    const change = block.getByRole('button', { name: /^Kraj dostawy i język/ });
    await change.tap();
    await expect(dialog(page)).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/(^| )sidebar_open( |$)/);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(page.locator('html')).toHaveClass(/(^| )sidebar_open( |$)/);
    await expect(change).toBeFocused();
    await expect(change).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('"Zastosuj zmiany" (the template\'s hash link) opens the dialog instead of only setting the hash', async ({ page, context }) => {
    const errors = trackPageErrors(page);
    const block = await chooserInDrawer(page, context);
    const apply = block.getByRole('link', { name: 'Zastosuj zmiany' });
    await expect(apply).toBeVisible();
    expect(await reachable(page, apply, '.select_language__submit')).toBe(true);
    await apply.tap();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByLabel('Kraj dostawy')).toBeVisible();
    expect(new URL(page.url()).hash).toBe('');
    await expect(apply).toHaveAttribute('aria-haspopup', 'dialog');
    expect(errors).toEqual([]);
  });

  test("keyboard: the block's button opens the dialog with Enter; a country and language chosen with keys are submitted with Enter", async ({
    page,
    context,
  }) => {
    const errors = trackPageErrors(page);
    await setCookies(context, { redirection: 'closed' });
    await page.goto('/select-language.php');
    await waitForWidgets(page);
    await page.locator('.navbar-toggler').focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveClass(/(^| )sidebar_open( |$)/);
    const tab = page.locator('#aside .mobileCategories__link', { hasText: 'Polska' });
    // The drawer's tabs work once its part has arrived (their pressed state set).
    await expect(tab).toHaveAttribute('aria-pressed', 'false');
    await tab.focus();
    await page.keyboard.press('Enter');
    await expect(tab).toHaveAttribute('aria-pressed', 'true');
    const change = page.locator('#aside .sf-select-language__change');
    await expect(change).toBeVisible();
    await change.focus();
    await expect(change).toBeFocused();
    await page.keyboard.press('Enter');
    const d = dialog(page);
    await expect(d).toBeVisible();
    const country = d.getByLabel('Kraj dostawy');
    await expect(country).toBeFocused();
    // Polska → Czechy (one language: cze, whose site is the Czech shop's page).
    await page.keyboard.press('ArrowDown');
    await expect(country).toHaveValue('CZ');
    await page.keyboard.press('Tab');
    await expect(d.getByRole('button', { name: 'Zatwierdź' })).toBeFocused();
    await Promise.all([page.waitForURL(/\/cs\/select-language\.php\?/), page.keyboard.press('Enter')]);
    const url = new URL(page.url());
    expect([url.searchParams.get('country'), url.searchParams.get('language')]).toEqual(['CZ', 'cze']);
    expect(errors).toEqual([]);
  });
});

/**
 * A tablet (800 px, view 2): the template's grid moves #menu_settings into the aside's slot on views 1 and 2 (its later
 * app_shop.fn.setGrid), so the drawer's country tab shows the block there too; from view 3 it is back in the header.
 */
test.describe("select_language on a tablet (800 px): the drawer's country tab is not empty", () => {
  test.use({ viewport: { width: 800, height: 900 } });

  test('the tab shows the block with its button, which opens the dialog; at 1280 px #menu_settings is back in the header', async ({ page, context }) => {
    const errors = trackPageErrors(page);
    await setCookies(context, { redirection: 'closed' });
    await page.goto('/select-language.php');
    await waitForWidgets(page);
    await expect(page.locator('#aside .setMobileGrid > #menu_settings')).toHaveCount(1);
    await page.locator('.navbar-toggler').click();
    await expect(page.locator('html')).toHaveClass(/(^| )sidebar_open( |$)/);
    const tab = page.locator('#aside .mobileCategories__link', { hasText: 'Polska' });
    await expect(tab).toHaveAttribute('aria-pressed', 'false');
    await tab.click();
    await expect(tab).toHaveAttribute('aria-pressed', 'true');
    const change = page.locator('#aside #menu_settings .sf-select-language__change');
    await expect(change).toBeVisible();
    expect(await reachable(page, change, '.sf-select-language__change')).toBe(true);
    await change.click();
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(page.locator('#aside #menu_settings')).toHaveCount(0);
    await expect(headerOpener(page)).toBeVisible();
    expect(errors).toEqual([]);
  });
});
