/**
 * Hostile merchant content, round two (issue 28): marker attributes that would become a URL, malformed `%` escapes in
 * link fragments, a planted form control that clobbers its form's properties, and the live search's cache across a
 * change of the signed-in customer.
 */
import { expect, test, type Page } from '@playwright/test';
import { trackPageErrors, waitForWidgets } from './helpers';
import { nextPartial, openGuide, partialDone, sameDocument } from './nav-helpers';

/** Serves every document with `edit` applied to its HTML. */
async function editDocuments(page: Page, edit: (html: string) => string): Promise<void> {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    await route.fulfill({ response, body: edit(await response.text()) });
  });
}

function warningsOf(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  return warnings;
}

const signIn = (page: Page) => page.request.post('/login.php', { form: { login: 'jan.kowalski', password: 'Haslo123' } });

test.describe('marker attributes that become a URL', () => {
  for (const planted of ['javascript:alert(document.domain)', 'java\tscript:alert(1)', 'https://evil.example/basket']) {
    test(`menu_basket: data-basket-url ${JSON.stringify(planted)} is refused with one warning; the link keeps the shop's basket`, async ({ page }) => {
      const warnings = warningsOf(page);
      const errors = trackPageErrors(page);
      const attribute = planted.replace(/\t/g, '&#9;');
      await editDocuments(page, (html) => html.replace('data-widget="menu_basket"', `data-widget="menu_basket" data-basket-url="${attribute}"`));
      await page.goto('/');
      await waitForWidgets(page);
      await expect(page.locator('#menu_basket')).toHaveAttribute('data-widget-state', 'mounted');
      await expect(page.locator('#menu_basket a.top_basket__sub')).toHaveAttribute('href', '/basketedit.php');
      expect(warnings.filter((w) => w.includes('menu_basket') && w.includes('not a page of this shop'))).toHaveLength(1);
      expect(errors).toEqual([]);
    });
  }

  test('menu_basket: a data-basket-url of this shop is used', async ({ page }) => {
    await editDocuments(page, (html) => html.replace('data-widget="menu_basket"', 'data-widget="menu_basket" data-basket-url="/basketedit.php?from=header"'));
    await page.goto('/');
    await waitForWidgets(page);
    await expect(page.locator('#menu_basket a.top_basket__sub')).toHaveAttribute('href', '/basketedit.php?from=header');
  });
});

test.describe('links read from markup', () => {
  for (const planted of ['javascript:window.__ran=1', 'https://evil.example/']) {
    test(`breadcrumbs: on a tab's first page the back button does not follow a trail link to ${planted}`, async ({ page }) => {
      const errors = trackPageErrors(page);
      await page.setViewportSize({ width: 390, height: 800 });
      let evil = 0;
      await page.route('https://evil.example/**', (route) => {
        evil++;
        return route.fulfill({ body: 'evil' });
      });
      // The tab's first page (Playwright's tab starts with about:blank in its history): the way back is the trail.
      await page.addInitScript(() => Object.defineProperty(History.prototype, 'length', { get: () => 1 }));
      await page.goto('/guide.php?id=3');
      await expect(page.locator('#breadcrumbs[data-widget-state="mounted"]')).toHaveCount(1);
      await page.locator('#breadcrumbs ol').evaluate((ol, href) => {
        const links = ol.querySelectorAll('a[href]');
        links[links.length - 1].setAttribute('href', href);
      }, planted);
      await page.getByRole('button', { name: 'Wstecz' }).click();
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
      await expect(page).toHaveURL(/\/guide\.php\?id=3$/);
      expect(await page.evaluate(() => (window as { __ran?: number }).__ran)).toBeUndefined();
      expect(evil).toBe(0);
      expect(errors).toEqual([]);
    });
  }

  test("breadcrumbs: on a tab's first page the back button follows the trail's previous step of this shop", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.addInitScript(() => Object.defineProperty(History.prototype, 'length', { get: () => 1 }));
    await page.goto('/guide.php?id=3');
    await expect(page.locator('#breadcrumbs[data-widget-state="mounted"]')).toHaveCount(1);
    const previous = await page.locator('#breadcrumbs ol a[href]').last().getAttribute('href');
    await page.getByRole('button', { name: 'Wstecz' }).click();
    await expect(page).toHaveURL(new URL(previous!, page.url()).href);
  });

  for (const width of [390, 1280]) {
    test(`responsive, ${width} px: per-view image sources are used only when http(s)`, async ({ page }) => {
      const bad = 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E';
      await editDocuments(page, (html) =>
        html.replace(
          '<div id="viewType" hidden></div>',
          `<div id="viewType" hidden></div><img id="planted" alt="" data-src-1="${bad}" data-src-4="${bad}" data-src-small="${bad}"><img id="shop_image" alt="" data-src-1="/assets/favicon.svg" data-src-4="/assets/favicon.svg">`,
        ),
      );
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await waitForWidgets(page);
      await expect(page.locator('#container')).toHaveAttribute('data-widget-state', 'mounted');
      await expect(page.locator('#shop_image')).toHaveAttribute('src', '/assets/favicon.svg');
      await expect(page.locator('#planted')).not.toHaveAttribute('src');
    });
  }
});

test.describe('malformed % escapes in link fragments', () => {
  const BAD = '#%E0%A4%A';

  test('back_to_top: a link to a malformed fragment still takes focus to the top, with one warning', async ({ page }) => {
    const warnings = warningsOf(page);
    const errors = trackPageErrors(page);
    await editDocuments(page, (html) => html.replace('<a class="back_to_top" href="#header"', `<a class="back_to_top" href="${BAD}"`));
    await page.setViewportSize({ width: 1280, height: 800 });
    await openGuide(page, 1);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const button = page.locator('a.back_to_top');
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('header');
    expect(warnings.filter((w) => w.includes('not valid percent-encoding'))).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  test('footer: the manage-cookies link with a malformed fragment still opens the configuration, with one warning', async ({ page }) => {
    const warnings = warningsOf(page);
    const errors = trackPageErrors(page);
    await editDocuments(page, (html) => html.replace('<a id="manageCookies" href="#manageCookies">', `<a id="manageCookies" href="${BAD}">`));
    await page.goto('/cms.php?id=1');
    await waitForWidgets(page);
    await page.getByRole('link', { name: 'Zarządzaj plikami cookie' }).click();
    await expect(page.getByRole('dialog', { name: 'Ustawienia plików cookie' })).toBeVisible();
    expect(warnings.filter((w) => w.includes('not valid percent-encoding'))).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  test('signin_form: a panel link with a malformed fragment names no panel: one warning, the link keeps its own behaviour', async ({ page }) => {
    const warnings = warningsOf(page);
    const errors = trackPageErrors(page);
    await editDocuments(page, (html) =>
      html.replace('<a class="password_reminder_signin" href="#signin-form_radio2">', `<a class="password_reminder_signin" href="${BAD}">`),
    );
    await page.goto('/login.php');
    await waitForWidgets(page);
    await expect(page.locator('[data-widget="signin_form"]').first()).toHaveAttribute('data-widget-state', 'mounted');
    await page.locator('a.password_reminder_signin').click();
    await expect.poll(() => warnings.filter((w) => w.includes('not valid percent-encoding')).length).toBe(1);
    await expect(page.locator('#signin-form_box_sub_1')).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('form clobbering', () => {
  test('partial_nav: a control named "action" (and "method", "target") inside a marked form does not replace the form\'s own', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await openGuide(page, 1);
    const fetched: string[] = [];
    page.on('request', (r) => r.resourceType() === 'fetch' && fetched.push(new URL(r.url()).pathname));
    // Planted into the form: a control whose name shadows each of the form's properties the navigation reads.
    await page.locator('.guide__pick').evaluate((form) => {
      for (const name of ['action', 'method', 'target', 'enctype', 'closest', 'requestSubmit', 'isConnected']) {
        const input = document.createElement('input');
        input.type = 'hidden';
        input.name = name;
        input.value = 'x';
        form.append(input);
      }
    });
    await page.locator('#guide_pick_1').selectOption('3');
    await nextPartial(page);
    await page.locator('.guide__pick button').click();
    expect((await partialDone(page)).ok).toBe(true);
    await expect(page).toHaveURL(/\/guide\.php\?id=3&action=x&method=x/);
    expect(await sameDocument(page)).toBe(true);
    expect(fetched.filter((p) => p.includes('[object'))).toEqual([]);
    expect(fetched).toContain('/guide.php');
    expect(errors).toEqual([]);
  });
});

test.describe('the live search cache follows the signed-in customer', () => {
  const cached = (page: Page) => page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('search_')));
  const plant = (page: Page) => page.evaluate(() => sessionStorage.setItem('search_kurtka', JSON.stringify({ lang: 'pl', currency: 'PLN', result: {} })));
  const searchMounted = (page: Page) => expect(page.locator('form#menu_search')).toHaveAttribute('data-widget-state', 'mounted');

  test('kept across page views of the same customer; cleared by a password login (no logout link involved)', async ({ page }) => {
    await page.goto('/');
    await waitForWidgets(page);
    await searchMounted(page);
    await plant(page);
    await page.goto('/cms.php?id=1');
    await waitForWidgets(page);
    await searchMounted(page);
    expect(await cached(page)).toEqual(['search_kurtka']); // the same guest: kept
    await signIn(page);
    await page.goto('/');
    await waitForWidgets(page);
    await searchMounted(page);
    expect(await cached(page)).toEqual([]);
  });

  test('cleared by a logout not made through the marked link (the logout address opened directly)', async ({ page }) => {
    await signIn(page);
    await page.goto('/');
    await waitForWidgets(page);
    await searchMounted(page);
    await plant(page);
    await page.goto('/logout.php'); // redirects to the home page, signed out; no click on .logout_link
    await waitForWidgets(page);
    await searchMounted(page);
    await expect(page.locator('.logout_link')).toHaveCount(0);
    expect(await cached(page)).toEqual([]);
  });

  test("another tab's logout clears this tab's cache at once, without a page view here", async ({ page, context }) => {
    await signIn(page);
    await page.goto('/');
    await waitForWidgets(page);
    await searchMounted(page);
    await plant(page);
    const other = await context.newPage();
    await other.goto('/logout.php');
    await waitForWidgets(other);
    await searchMounted(other);
    await expect.poll(() => cached(page)).toEqual([]);
    await other.close();
  });
});

test('shopping_list: an --empty link whose href is a script address creates the list but is never assigned to the location', async ({ page }) => {
  const warnings = warningsOf(page);
  const errors = trackPageErrors(page);
  await editDocuments(page, (html) => html.replace(/(<a class="slt_lists__nav_link --empty") href="[^"]*"/, '$1 href="java&#9;script:window.__ran = 1"'));
  let created = 0;
  await page.route('**/graphql/v1/?query=createShoppingList', async (route) => {
    created++;
    await route.continue();
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await waitForWidgets(page);
  await page.evaluate(() => document.querySelector<HTMLElement>('a.slt_lists__nav_link.--empty')!.click());
  await expect.poll(() => warnings.some((w) => w.includes('not a page of this shop; not followed'))).toBe(true);
  expect(created).toBe(1);
  expect(await page.evaluate(() => (window as unknown as { __ran?: number }).__ran)).toBeUndefined();
  expect(new URL(page.url()).pathname).toBe('/');
  expect(errors).toEqual([]);
});

test.describe('lookups never land on a decoy in shop content', () => {
  // A merchant-content block at the top of main#content, before the page's own elements of the same ids.
  const decoys = (markup: string) => (html: string) => html.replace(/(<main\b[^>]*>)/, `$1<div data-widget-ignore>${markup}</div>`);

  for (const width of [390, 1280]) {
    test(`at ${width} px signin_form: a planted radio and panel with the template's ids, before the real ones, never decide the panel shown`, async ({
      page,
    }) => {
      const errors = trackPageErrors(page);
      await editDocuments(
        page,
        decoys(
          '<input type="radio" id="signin-form_radio2" value="decoy_panel" hidden><div id="decoy_panel" hidden>decoy</div><div id="signin-form_box_sub_2" hidden>decoy panel</div>',
        ),
      );
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/login.php');
      await waitForWidgets(page);
      await page.locator('a.password_reminder_signin').click();
      await expect(page.locator('#signin-form_box_left #signin-form_box_sub_2')).toBeVisible();
      await expect(page.locator('#signin-form_box_left #signin-form_box_sub_1')).toBeHidden();
      await expect(page.locator('[data-widget-ignore] #signin-form_box_sub_2')).toBeHidden();
      await expect(page.locator('#decoy_panel')).toBeHidden();
      expect(errors).toEqual([]);
    });
  }

  test('map: a store planted in shop content matching the points selector is not a point', async ({ page }) => {
    const errors = trackPageErrors(page);
    await editDocuments(
      page,
      decoys(
        '<div class="stores"><div class="store" data-lat="52.23" data-lng="21.01" data-name="Planted store" data-url="https://evil.example/"></div></div>',
      ),
    );
    await page.goto('/stores.php');
    const map = page.locator('#stores_map');
    await expect(map).toHaveAttribute('data-widget-state', 'mounted');
    await expect(map.locator('.sf-map__item').first()).toBeAttached();
    await expect(map.locator('.sf-map__item', { hasText: 'Planted store' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
