/**
 * Keyboard-only journeys: each done with the keyboard alone, from the top of the page.
 * No mouse, no locator clicks: focus moves only by Tab, arrows, Enter and Escape.
 */
import { expect, test, type Page } from '@playwright/test';
import { trackPageErrors, waitForWidgets } from './helpers';
import { evidence } from './evidence';

/** Presses Tab until the focused element matches, at most `limit` times. */
async function tabTo(page: Page, selector: string, limit = 40): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`${selector} not reached with ${limit} Tabs`);
}

test.describe('keyboard-only journeys', () => {
  for (const [shop, home, text, productPath] of [
    ['Polish', '/', 'kurtka', /\/product-pol-\d+-/],
    ['Czech', '/cs/', 'bunda', /\/cs\/product-cze-\d+-/],
  ] as const) {
    test(`${shop} shop: search and open a product`, async ({ page }) => {
      const errors = trackPageErrors(page);
      await page.goto(home);
      await waitForWidgets(page);
      await tabTo(page, '#menu_search_text');
      await page.keyboard.type(text, { delay: 30 });
      const input = page.locator('#menu_search_text');
      await expect(input).toHaveAttribute('aria-expanded', 'true');
      // Down through the blocks until a product option is active.
      const onProduct = () =>
        page.evaluate(() => {
          const id = document.getElementById('menu_search_text')?.getAttribute('aria-activedescendant');
          return !!(id && document.getElementById(id)?.closest('.sf-search__group.--products'));
        });
      for (let i = 0; i < 30 && !(await onProduct()); i++) await page.keyboard.press('ArrowDown');
      expect(await onProduct()).toBe(true);
      await page.keyboard.press('Enter');
      await page.waitForURL(productPath);
      await expect(page.locator('h1')).toBeVisible();
      expect(errors.map(String)).toEqual([]);
      evidence('journey', 1, `${shop} search`);
    });
  }

  test('skip link takes focus to the main content', async ({ page }) => {
    await page.goto('/');
    await waitForWidgets(page);
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveAttribute('href', '#content');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#content$/);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('#content'))).toBe(true);
    evidence('journey', 1, 'skip link');
  });

  test('mini basket: open with the keyboard, reach its links, leave with Escape', async ({ page }) => {
    await page.request.post('/__fixture/basket', { data: { lines: [{ id: 12, size: 'M', count: 2 }] } });
    await page.goto('/');
    await waitForWidgets(page);
    await tabTo(page, '#menu_basket .top_basket__sub');
    await expect(page.locator('#menu_basket .menu_basket__panel')).toBeVisible();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('.menu_basket__panel'))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.locator('#menu_basket .menu_basket__panel')).toHaveCount(0);
    evidence('journey', 1, 'mini basket');
  });
});

test.describe('keyboard-only journeys: accounts', () => {
  test('sign in: Tab to the login, type, Tab to the password, Enter', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto('/login.php');
    await waitForWidgets(page);
    await tabTo(page, '#signin_login');
    await page.keyboard.type('jan.kowalski');
    await page.keyboard.press('Tab');
    await expect(page.locator('#signin_password')).toBeFocused();
    await page.keyboard.type('Haslo123');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.locator('.logout_link')).toHaveCount(1); // signed in
    expect(errors.map(String)).toEqual([]);
    evidence('journey', 1, 'sign in');
  });

  test('registration: submit with errors, focus lands on the first, fix each, submit once', async ({ page }) => {
    const errors = trackPageErrors(page);
    const posts: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && r.url().includes('/client-new.php') && posts.push(r.postData() ?? ''));
    await page.goto('/client-new.php');
    await expect(page.locator('#COP')).toHaveAttribute('data-widget-state', 'mounted');
    await expect(page.locator('#client_terms'), 'the template steps are rendered').toBeAttached();
    // Straight to the submit button and Enter: every required field says what is missing.
    await tabTo(page, '#COP button[type=submit]', 80);
    await page.keyboard.press('Enter');
    await expect(page.locator('#COP')).toHaveClass(/--fail-validation/);
    await expect(page.locator('#client_firstname')).toBeFocused();
    await expect(page.locator('#client_firstname')).toHaveAttribute('aria-invalid', 'true');
    // Fill the fields in Tab order, as a keyboard user would; wrong values first where it teaches something.
    const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const values: Record<string, string> = {
      client_firstname: 'Anna',
      client_lastname: 'Nowak',
      client_street: 'Długa',
      client_street_number: '5',
      client_zipcode: '00950x',
      client_city: 'Warszawa',
      client_phone: '600100200',
      client_email: `anna.${id}@example.com`,
      client_login: `anna_${id}`,
      client_password: 'Tajne123',
      client_password2: 'Tajne123',
    };
    for (let i = 0; i < 120; i++) {
      const focused = await page.evaluate(() => {
        const el = document.activeElement as HTMLInputElement | null;
        return el ? { id: el.id, type: el.type, checked: el.checked, submit: el.matches('button[type=submit]') } : null;
      });
      if (focused?.submit) break;
      if (focused && focused.id in values) await page.keyboard.type(values[focused.id]);
      if (focused?.id === 'client_terms' && !focused.checked) await page.keyboard.press('Space');
      await page.keyboard.press('Tab');
    }
    // The wrong zip code is reported; go back to it with Shift+Tab and fix it.
    await expect(page.locator('#client_zipcode_message')).not.toBeEmpty();
    await expect(page.locator('#client_zipcode')).toHaveAttribute('aria-invalid', 'true');
    for (let i = 0; i < 60 && !(await page.locator('#client_zipcode').evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('00-950');
    await expect(page.locator('#client_zipcode_message')).toHaveText('');
    await expect(page.locator('#client_zipcode')).not.toHaveAttribute('aria-invalid', 'true');
    // No error left: Enter submits, once.
    await expect(page.locator('#COP [aria-invalid=true]')).toHaveCount(0);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => !url.pathname.endsWith('client-new.php'));
    expect(posts).toHaveLength(1);
    expect(new URLSearchParams(posts[0]).get('firstname')).toBe('Anna');
    expect(new URLSearchParams(posts[0]).get('zipcode')).toBe('00-950');
    expect(errors.map(String)).toEqual([]);
    evidence('journey', 1, 'registration with errors fixed');
  });
});
