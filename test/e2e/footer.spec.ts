/**
 * footer: tabs collapsing on view 1 (aria-expanded, mouse and keyboard), hover images, and the "manage cookies"
 * link opening the cookie configuration in a modal. Spec §2 "Footer", §4 "Footer tabs", §9 "Views".
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, failChunk, holdIsland, trackPageErrors, waitForWidgets } from './helpers';
import { evidence } from './evidence';
import { VIEW_WIDTHS } from './nav-helpers';

const tabs = (page: Page) => page.locator('#footer_links > ul.footer_links');
const headers = (page: Page) => page.locator('#footer_links a.footer_tab__header');

async function open(page: Page, url: string, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await page.goto(url);
  await waitForWidgets(page);
}

/** Whether each footer list's panel is shown (and its aria-hidden agrees). */
async function shown(page: Page): Promise<boolean[]> {
  return tabs(page).evaluateAll((list) =>
    list.map((tab) => {
      const panel = tab.querySelector<HTMLElement>('.footer_links_sub')!;
      const visible = panel.checkVisibility();
      if (visible !== (panel.getAttribute('aria-hidden') === 'false')) throw new Error(`aria-hidden disagrees with what shows on #${tab.id}`);
      return visible;
    }),
  );
}

async function expanded(page: Page): Promise<(string | null)[]> {
  return headers(page).evaluateAll((list) => list.map((b) => b.getAttribute('aria-expanded')));
}

test.describe("footer tabs (the Standard template's nav#footer_links)", () => {
  for (const { view, width } of VIEW_WIDTHS) {
    test(`view ${view}: ${view === 1 ? "a header toggles aria-expanded and its panel's aria-hidden, by mouse and keyboard" : 'every list is open, the headers plain labels'}`, async ({
      page,
    }) => {
      const errors = trackPageErrors(page);
      await open(page, '/cms.php?id=1', width);
      const n = await tabs(page).count();
      expect(n).toBeGreaterThanOrEqual(4);
      await expect(page.locator('#footer')).toHaveAttribute('data-footer-view', String(view));
      if (view !== 1) {
        await expect(page.locator('#footer_links [role="button"]')).toHaveCount(0);
        expect(await shown(page)).toEqual(Array(n).fill(true));
        await expectNoAxeViolations(page, `footer, view ${view}`);
        return;
      }
      // The template's headers (links without href) are the disclosures: a button to assistive technology,
      // focusable, named by their text, controlling their panel.
      await expect(page.locator('#footer_links a.footer_tab__header[role="button"][tabindex="0"]')).toHaveCount(n);
      expect(await expanded(page)).toEqual(Array(n).fill('false'));
      expect(await shown(page)).toEqual(Array(n).fill(false));
      const first = headers(page).first();
      await expect(first).toHaveAccessibleName('Informacje');
      const controls = (await first.getAttribute('aria-controls'))!;
      await expect(page.locator(`#${controls}`)).toHaveAttribute('aria-hidden', 'true');
      await expect(page.locator(`#${controls}`)).toBeHidden();
      await first.click();
      await expect(first).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator(`#${controls}`)).toHaveAttribute('aria-hidden', 'false');
      await expect(page.locator(`#${controls}`)).toBeVisible();
      await expect(page).toHaveURL(/\/cms\.php\?id=1$/);
      expect(await shown(page)).toEqual([true, ...Array(n - 1).fill(false)]);
      await expectNoAxeViolations(page, 'footer, view 1, first list open');
      // Keyboard: Tab moves from the first header (past its links) to the second; Enter and Space toggle it.
      await first.focus();
      const linksInFirst = await tabs(page).first().locator('.footer_links_sub a').count();
      for (let i = 0; i <= linksInFirst; i++) await page.keyboard.press('Tab');
      await expect(headers(page).nth(1)).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(headers(page).nth(1)).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Space');
      await expect(headers(page).nth(1)).toHaveAttribute('aria-expanded', 'false');
      await page.keyboard.press('Space');
      await first.focus();
      await page.keyboard.press('Enter');
      expect(await expanded(page)).toEqual(['false', 'true', ...Array(n - 2).fill('false')]);
      expect(await page.evaluate(() => scrollY > 0)).toBe(true); // Space toggled, it did not scroll the page away
      evidence('journey');
      expect(errors).toEqual([]);
    });
  }

  test('resizing from view 1 to 3 and back opens every list, then restores each as it was on mobile', async ({ page }) => {
    const errors = trackPageErrors(page);
    await open(page, '/', 390);
    const n = await tabs(page).count();
    await headers(page).nth(0).click();
    await headers(page).nth(2).click();
    const mobile = Array.from({ length: n }, (_, i) => i === 0 || i === 2);
    expect(await shown(page)).toEqual(mobile);
    for (const width of [1000, 800, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(page.locator('#footer_links [role="button"]'), `width ${width}`).toHaveCount(0);
      expect(await shown(page)).toEqual(Array(n).fill(true));
      await expect(headers(page).nth(0)).toHaveText('Informacje');
    }
    await page.setViewportSize({ width: 390, height: 800 });
    await expect(page.locator('#footer_links [role="button"]')).toHaveCount(n);
    expect(await expanded(page)).toEqual(mobile.map(String));
    expect(await shown(page)).toEqual(mobile);
    // Toggle once more on mobile, over to view 3 and back: the new state is the one restored.
    await headers(page).nth(0).click();
    await page.setViewportSize({ width: 1000, height: 800 });
    await expect(page.locator('#footer_links [role="button"]')).toHaveCount(0);
    await page.setViewportSize({ width: 756, height: 800 });
    await expect(page.locator('#footer_links [role="button"]')).toHaveCount(n);
    expect(await expanded(page)).toEqual(mobile.map((open, i) => String(i === 0 ? false : open)));
    await expectNoAxeViolations(page, 'footer after resizes');
    expect(errors).toEqual([]);
  });

  test('an invented footer (.footer__tab) works through data-parts pointing at its headers', async ({ page }) => {
    await page.route(/\/cms\.php/, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(
        '<footer id="footer" data-widget="footer">',
        `<footer id="footer" data-widget="footer" data-parts='{"headers": ".footer__title"}'><div class="footer__tab"><span class="footer__title" aria-controls="own_links">Own</span><ul id="own_links"><li><a href="/own">Own link</a></li></ul></div>`,
      );
      await route.fulfill({ response, body });
    });
    await open(page, '/cms.php?id=1', 390);
    const own = page.locator('.footer__title');
    await expect(own).toHaveAttribute('role', 'button');
    await expect(own).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#own_links')).toHaveAttribute('aria-hidden', 'true');
    await own.click();
    await expect(own).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#own_links')).toHaveAttribute('aria-hidden', 'false');
  });
});

test.describe('footer hover images', () => {
  for (const { view, width } of [VIEW_WIDTHS[0], VIEW_WIDTHS[3]]) {
    test(`view ${view}: a payment link swaps its image on hover and on keyboard focus, and back`, async ({ page }) => {
      const errors = trackPageErrors(page);
      await open(page, '/cs/', width);
      const tab = page.locator('#footer .footer__tab--payments');
      if (view === 1) await tab.locator('.footer_tab__header').click();
      const link = tab.locator('.footer_links_sub a').first();
      const img = link.locator('img');
      await expect(img).toHaveAttribute('src', '/assets/footer/pay-card.svg');
      await link.hover();
      await expect(img).toHaveAttribute('src', /\/assets\/footer\/pay-card-hover\.svg$/);
      // A real image (fetched when the footer's links code came, at the pointer's approach: it may still be loading).
      await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
      await page.mouse.move(5, 5);
      await expect(img).toHaveAttribute('src', '/assets/footer/pay-card.svg');
      await link.focus();
      await expect(img).toHaveAttribute('src', /pay-card-hover\.svg$/);
      await page.keyboard.press('Tab');
      await expect(img).toHaveAttribute('src', '/assets/footer/pay-card.svg');
      await expect(tab.locator('.footer_links_sub a').nth(1).locator('img')).toHaveAttribute('src', /pay-blik-hover\.svg$/);
      expect(errors).toEqual([]);
    });
  }
});

test.describe('manage cookies', () => {
  for (const { view, width } of VIEW_WIDTHS) {
    test(`view ${view}: the footer link opens the cookie configuration in a modal; Escape returns to the link`, async ({ page }) => {
      const errors = trackPageErrors(page);
      await open(page, '/cms.php?id=1', width);
      const link = page.getByRole('link', { name: 'Zarządzaj plikami cookie' });
      await link.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Ustawienia plików cookie' });
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL(/\/cms\.php\?id=1$/);
      await expect(dialog.getByRole('checkbox', { name: 'Niezbędne' })).toBeChecked();
      await expect(dialog.getByRole('checkbox', { name: 'Niezbędne' })).toBeDisabled();
      await expect(dialog.getByRole('checkbox', { name: 'Analityczne' })).not.toBeChecked();
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
      await expectNoAxeViolations(page, `cookie configuration open, view ${view}`);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(link).toBeFocused();
      // Its content is back in the page's (hidden) configuration, once; the template's link, which points to
      // itself (#manageCookies), keeps its own text (it is never taken for the configuration and emptied).
      await expect(page.locator('#cookies_config')).toBeHidden();
      await expect(page.locator('#cookies_config form')).toHaveCount(1);
      await expect(page.locator('a#manageCookies[href="#manageCookies"]')).toHaveText('Zarządzaj plikami cookie');
      evidence('journey');
      expect(errors).toEqual([]);
    });
  }

  test("the platform's prepareCookiesConfiguration(), when the page has it, opens the settings (no second panel)", async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { prepareCookiesConfiguration: () => void }).prepareCookiesConfiguration = () => {
        document.body.dataset.platformCookies = String(Number(document.body.dataset.platformCookies ?? 0) + 1);
      };
    });
    await open(page, '/cms.php?id=1', 390);
    await page.getByRole('link', { name: 'Zarządzaj plikami cookie' }).click();
    await expect(page.locator('body')).toHaveAttribute('data-platform-cookies', '1');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('a#manageCookies')).toHaveText('Zarządzaj plikami cookie');
    await expect(page).toHaveURL(/\/cms\.php\?id=1$/);
  });

  test('the choice saved in the modal is kept, and a consent manager can take the link over', async ({ page }) => {
    await open(page, '/cs/cms.php?id=1', 1280);
    await page.getByRole('link', { name: 'Spravovat soubory cookie' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nastavení souborů cookie' });
    await dialog.getByRole('checkbox', { name: 'Analytické' }).check();
    await dialog.getByRole('button', { name: 'Uložit nastavení' }).click();
    await expect(page).toHaveURL(/\/cs\/cms\.php\?id=1$/);
    await waitForWidgets(page);
    await page.getByRole('link', { name: 'Spravovat soubory cookie' }).click();
    await expect(dialog.getByRole('checkbox', { name: 'Analytické' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Marketingové' })).not.toBeChecked();
    await dialog.getByRole('button', { name: 'Zavřít' }).click();
    await expect(dialog).toHaveCount(0);

    await page.evaluate(() => {
      document.addEventListener('storefront:cookies', (e) => {
        e.preventDefault();
        document.body.dataset.consentManager = 'opened';
      });
    });
    await page.getByRole('link', { name: 'Spravovat soubory cookie' }).click();
    await expect(page.locator('body')).toHaveAttribute('data-consent-manager', 'opened');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/cs\/cms\.php\?id=1$/);
  });
});

test.describe("the footer's links come when the shopper reaches for the footer", () => {
  test('a visit that does not come near the footer fetches neither their code nor a hover image', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    await open(page, '/cms.php?id=1', 1280);
    await expect(page.locator('#footer')).toHaveAttribute('data-widget-state', 'mounted');
    await expect(page.locator('#footer')).toHaveAttribute('data-footer-view', '4');
    expect(requests.filter((p) => /links-shell-|-hover\.svg$/.test(p))).toEqual([]);
  });

  for (const { view, width } of [VIEW_WIDTHS[0], VIEW_WIDTHS[3]])
    test(`view ${view}: a click on the cookie link while their code is on its way is held, then opens the configuration`, async ({ page }) => {
      const held = await holdIsland(page, 'links-shell');
      await open(page, '/cms.php?id=1', width);
      expect(held.asked()).toBe(false);
      const link = page.getByRole('link', { name: 'Zarządzaj plikami cookie' });
      await link.click();
      await expect.poll(held.asked).toBe(true);
      await expect(link).toHaveAttribute('aria-busy', 'true');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      held.release();
      await expect(page.getByRole('dialog', { name: 'Ustawienia plików cookie' })).toBeVisible();
      await expect(page).toHaveURL(/\/cms\.php\?id=1$/);
    });

  test("their code failing to load: one error reported; the cookie link does what the server's link does", async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && m.text().includes('"footer"') && errors.push(m.text()));
    const fail = await failChunk(page, 'links-shell');
    await open(page, '/cms.php?id=1', 1280);
    await page.getByRole('link', { name: 'Zarządzaj plikami cookie' }).click();
    await expect.poll(fail.asked).toBe(true);
    fail.release();
    await expect.poll(() => new URL(page.url()).hash).toBe('#manageCookies');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('failed to load');
  });
});
