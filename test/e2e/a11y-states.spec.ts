/**
 * axe in every widget state, at the widths of views 1 to 4, in both shops: each state opens something
 * (a dropdown, a modal, errors) and axe must find no WCAG 2.2 A/AA violation while it is open.
 * Add a state for every widget that lands.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, waitForWidgets } from './helpers';

const VIEW_WIDTHS = [390, 800, 1000, 1280];

interface State {
  name: string;
  /** Per shop: the page to open. */
  path: { pl: string; cs: string };
  before?(page: Page, shop: 'pl' | 'cs'): Promise<void>;
  open(page: Page, shop: 'pl' | 'cs'): Promise<void>;
}

const STATES: State[] = [
  {
    name: 'search open with results',
    path: { pl: '/', cs: '/cs/' },
    async open(page, shop) {
      const input = page.locator('#menu_search_text');
      // Below 979 px the template shows the search block after its mobile opener (html.--search-open).
      const opener = page.locator('#menu_search .menu_search__mobile');
      if (await opener.isVisible()) await opener.click();
      await input.click();
      await input.pressSequentially(shop === 'pl' ? 'kurtka' : 'bunda', { delay: 20 });
      await expect(page.locator('#menu_search [role=option]').first()).toBeVisible();
    },
  },
  {
    name: 'mini basket open',
    path: { pl: '/', cs: '/cs/' },
    async before(page) {
      await page.request.post('/__fixture/basket', {
        data: {
          lines: [
            { id: 12, size: 'M', count: 2 },
            { id: 3, count: 1 },
          ],
        },
      });
    },
    async open(page) {
      await page.locator('#menu_basket .top_basket__sub').focus();
      await expect(page.locator('#menu_basket .menu_basket__panel')).toBeVisible();
    },
  },
  {
    name: 'registration form with errors shown',
    path: { pl: '/client-new.php', cs: '/cs/client-new.php' },
    async open(page) {
      await expect(page.locator('#client_terms'), 'the template steps are rendered').toBeAttached();
      await page.locator('#COP button[type=submit]').click();
      await expect(page.locator('#COP')).toHaveClass(/--fail-validation/);
      await expect(page.locator('#client_firstname_message')).not.toBeEmpty();
    },
  },
  {
    name: 'password reminder panel open',
    path: { pl: '/login.php', cs: '/cs/login.php' },
    async open(page) {
      await page.locator('a.password_reminder_signin').click();
      await expect(page.locator('#signin-form_box_sub_2')).toBeVisible();
    },
  },
  {
    name: 'deposit info and explainer modal open',
    // The deposit system is Polish: the Czech texts are seen on the Polish product in a Czech-language page.
    path: { pl: '/product-pol-179-x.html', cs: '/product-pol-179-x.html' },
    async before(page, shop) {
      if (shop === 'pl') return;
      await page.route('**/*', async (route) => {
        if (route.request().resourceType() !== 'document') return route.continue();
        const response = await route.fetch();
        await route.fulfill({
          response,
          body: (await response.text()).replace('"language":"pl"', '"language":"cs"').replace('<html lang="pl"', '<html lang="cs"'),
        });
      });
    },
    async open(page) {
      await page.locator('.projector_deposit__trigger').focus();
      await expect(page.locator('.projector_deposit__more')).toBeVisible();
      await expectNoAxeViolations(page, 'deposit info panel open');
      await page.locator('.projector_deposit__more').click();
      await expect(page.getByRole('dialog').last()).toBeVisible();
    },
  },
  {
    name: 'page settings menu open',
    path: { pl: '/', cs: '/cs/' },
    async open(page) {
      await page.locator('#menu_settings .open_trigger').click({ position: { x: 8, y: 8 } });
      await expect(page.locator('#menu_settings form')).toBeVisible();
    },
  },
];

// One test per state, shop and view: each is one page load and one or two axe scans, so none comes near its
// timeout on a slow machine, and a failure names the width.
for (const state of STATES) {
  for (const shop of ['pl', 'cs'] as const) {
    for (const width of VIEW_WIDTHS) {
      test(`axe: ${state.name} (${shop}) at ${width} px`, async ({ page }) => {
        await state.before?.(page, shop);
        await page.setViewportSize({ width, height: 900 });
        await page.goto(state.path[shop]);
        await waitForWidgets(page);
        await state.open(page, shop);
        await expectNoAxeViolations(page, `${state.name} (${shop}) at ${width} px`);
      });
    }
  }
}

// The scan itself is checked: a page with known violations must fail it, in the main frame and after a reload.
test('axe helper: a page with an unlabelled image and button fails the scan', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<img src="/assets/favicon.svg"><button></button>'));
  const failure = await expectNoAxeViolations(page, 'known violations').then(
    () => null,
    (e: Error) => e.message,
  );
  expect(failure).toContain('image-alt');
  expect(failure).toContain('button-name');
  await page.reload();
  await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<img src="/assets/favicon.svg">'));
  expect(
    await expectNoAxeViolations(page, 'known violation after reload').then(
      () => null,
      (e: Error) => e.message,
    ),
  ).toContain('image-alt');
});
