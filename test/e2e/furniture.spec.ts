/**
 * Page furniture: footer tabs, hover images and the "manage cookies" link; the menu notice
 * modal; the order process security tooltip and the basket page's gifts and products tooltips.
 * Spec §2 (Menu notice, Footer, Order process page, Basket edit page), §4 (Footer tabs), §9 (Tooltip, Views).
 */
import { expect, test, type Page } from '@playwright/test';
import { cue, expectNoAxeViolations, trackPageErrors, waitForWidgets } from './helpers';
import { evidence } from './evidence';
import { VIEW_WIDTHS } from './nav-helpers';
import { XSS_PAYLOADS } from './xss-payloads';

const tabs = (page: Page) => page.locator('#footer .footer__tab');
const toggles = (page: Page) => page.locator('#footer .footer__toggle');

async function open(page: Page, url: string, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await page.goto(url);
  await waitForWidgets(page);
}

/** Whether each footer tab's links are shown. */
async function shown(page: Page): Promise<boolean[]> {
  return tabs(page).evaluateAll((list) => list.map((tab) => !!tab.querySelector('ul')?.checkVisibility()));
}

async function expanded(page: Page): Promise<(string | null)[]> {
  return toggles(page).evaluateAll((list) => list.map((b) => b.getAttribute('aria-expanded')));
}

test.describe('footer tabs', () => {
  for (const { view, width } of VIEW_WIDTHS) {
    test(`view ${view}: ${view === 1 ? 'tabs collapse and expand (aria-expanded), by mouse and keyboard' : 'every tab is shown, no toggles'}`, async ({ page }) => {
      const errors = trackPageErrors(page);
      await open(page, '/cms.php?id=1', width);
      const n = await tabs(page).count();
      expect(n).toBeGreaterThanOrEqual(4);
      await expect(page.locator('#footer')).toHaveAttribute('data-footer-view', String(view));
      if (view !== 1) {
        await expect(toggles(page)).toHaveCount(0);
        expect(await shown(page)).toEqual(Array(n).fill(true));
        await expectNoAxeViolations(page, `footer, view ${view}`);
        return;
      }
      await expect(toggles(page)).toHaveCount(n);
      expect(await expanded(page)).toEqual(Array(n).fill('false'));
      expect(await shown(page)).toEqual(Array(n).fill(false));
      // The toggle is a button inside the heading, named by the heading's text, controlling the links.
      const first = toggles(page).first();
      await expect(page.locator('#footer .footer__tab h2 > button.footer__toggle')).toHaveCount(n);
      const title = await tabs(page).first().locator('.footer__title').textContent();
      await expect(first).toHaveAccessibleName(title!.trim());
      const controls = (await first.getAttribute('aria-controls'))!;
      await expect(page.locator(`#${controls}`)).toBeHidden();
      await first.click();
      await expect(first).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator(`#${controls}`)).toBeVisible();
      expect(await shown(page)).toEqual([true, ...Array(n - 1).fill(false)]);
      await expectNoAxeViolations(page, 'footer, view 1, first tab open');
      // Keyboard: Tab moves from the first toggle (past its links) to the second; Enter and Space toggle it.
      await first.focus();
      const linksInFirst = await tabs(page).first().locator('a').count();
      for (let i = 0; i <= linksInFirst; i++) await page.keyboard.press('Tab');
      await expect(toggles(page).nth(1)).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(toggles(page).nth(1)).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Space');
      await expect(toggles(page).nth(1)).toHaveAttribute('aria-expanded', 'false');
      await page.keyboard.press('Space');
      await first.focus();
      await page.keyboard.press('Enter');
      expect(await expanded(page)).toEqual(['false', 'true', ...Array(n - 2).fill('false')]);
      evidence('journey');
      expect(errors).toEqual([]);
    });
  }

  test('resizing from view 1 to 3 and back shows every tab, then restores each tab as it was on mobile', async ({ page }) => {
    const errors = trackPageErrors(page);
    await open(page, '/', 390);
    const n = await tabs(page).count();
    await toggles(page).nth(0).click();
    await toggles(page).nth(2).click();
    const mobile = Array.from({ length: n }, (_, i) => i === 0 || i === 2);
    expect(await shown(page)).toEqual(mobile);
    for (const width of [1000, 800, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(toggles(page), `width ${width}`).toHaveCount(0);
      expect(await shown(page)).toEqual(Array(n).fill(true));
      // The headings keep their text, once.
      await expect(tabs(page).nth(0).locator('.footer__title')).toHaveText((await tabs(page).nth(0).locator('.footer__title').textContent())!);
    }
    await page.setViewportSize({ width: 390, height: 800 });
    await expect(toggles(page)).toHaveCount(n);
    expect(await expanded(page)).toEqual(mobile.map(String));
    expect(await shown(page)).toEqual(mobile);
    // Toggle once more on mobile, over to view 3 and back: the new state is the one restored.
    await toggles(page).nth(0).click();
    await page.setViewportSize({ width: 1000, height: 800 });
    await expect(toggles(page)).toHaveCount(0);
    await page.setViewportSize({ width: 756, height: 800 });
    await expect(toggles(page)).toHaveCount(n);
    expect(await expanded(page)).toEqual(mobile.map((open, i) => String(i === 0 ? false : open)));
    await expectNoAxeViolations(page, 'footer after resizes');
    expect(errors).toEqual([]);
  });
});

test.describe('footer hover images', () => {
  for (const { view, width } of [VIEW_WIDTHS[0], VIEW_WIDTHS[3]]) {
    test(`view ${view}: a payment link swaps its image on hover and on keyboard focus, and back`, async ({ page }) => {
      const errors = trackPageErrors(page);
      await open(page, '/cs/', width);
      const tab = page.locator('#footer .footer__tab--payments');
      if (view === 1) await tab.locator('.footer__toggle').click();
      const link = tab.locator('a').first();
      const img = link.locator('img');
      await expect(img).toHaveAttribute('src', '/assets/footer/pay-card.svg');
      await link.hover();
      await expect(img).toHaveAttribute('src', /\/assets\/footer\/pay-card-hover\.svg$/);
      expect(await img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
      await page.mouse.move(5, 5);
      await expect(img).toHaveAttribute('src', '/assets/footer/pay-card.svg');
      await link.focus();
      await expect(img).toHaveAttribute('src', /pay-card-hover\.svg$/);
      await page.keyboard.press('Tab');
      await expect(img).toHaveAttribute('src', '/assets/footer/pay-card.svg');
      await expect(tab.locator('a').nth(1).locator('img')).toHaveAttribute('src', /pay-blik-hover\.svg$/);
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
      // Its content is back in the page's (hidden) configuration, once.
      await expect(page.locator('#cookies_config')).toBeHidden();
      await expect(page.locator('#cookies_config form')).toHaveCount(1);
      evidence('journey');
      expect(errors).toEqual([]);
    });
  }

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

test.describe('menu notice', () => {
  for (const { view, width } of VIEW_WIDTHS) {
    test(`view ${view}: when present it is shown in a modal, once per session`, async ({ page }) => {
      const errors = trackPageErrors(page);
      await open(page, '/guide.php?id=3&notice=1', width);
      const dialog = page.getByRole('dialog', { name: 'Przerwa świąteczna' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('Zamówienia złożone od 23 do 27 grudnia wyślemy 28 grudnia.');
      await expect(dialog.getByRole('link', { name: 'Szczegóły dostawy' })).toHaveAttribute('href', '/cms.php?id=1');
      await expect(page.locator('#menu_notice')).toBeHidden();
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
      await expectNoAxeViolations(page, `menu notice open, view ${view}`);
      // Keyboard: Tab stays in the modal, Escape closes it.
      for (let i = 0; i < 3; i++) {
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(page.locator('#menu_notice')).toBeHidden();
      await expect(page.locator('#menu_notice')).toContainText('Szczegóły dostawy');
      // The next page of the session: not again.
      await page.goto('/guide.php?id=2&notice=1');
      await waitForWidgets(page);
      await expect(page.locator('#menu_notice')).toHaveAttribute('data-notice', 'closed');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      evidence('journey');
      expect(errors).toEqual([]);
    });
  }

  test('a second notice marker further on the page (shop content) opens nothing; one warning', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await page.route((u) => u.pathname === '/guide.php', async (route) => {
      const response = await route.fetch();
      const fake = '<div data-widget="menu_notice" id="fake_notice"><h2 class="menu_notice__title">Konto zablokowane</h2><p>Zaloguj się tutaj.</p></div>';
      await route.fulfill({ response, body: (await response.text()).replace('</main>', `${fake}</main>`) });
    });
    await open(page, '/guide.php?id=3&notice=1', 1280);
    await expect(page.getByRole('dialog', { name: 'Przerwa świąteczna' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(page.locator('#fake_notice')).toBeVisible(); // left as the server wrote it: content, not a modal
    expect(warnings.filter((w) => w.includes('more than one menu notice'))).toHaveLength(1);
  });

  test('without a notice nothing opens; the Czech notice closes with its close button', async ({ page }) => {
    await open(page, '/guide.php?id=3', 390);
    await expect(page.locator('#menu_notice')).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.goto('/cs/guide.php?id=3&notice=1');
    await waitForWidgets(page);
    const dialog = page.getByRole('dialog', { name: 'Vánoční přestávka' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Zavřít' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('with session storage blocked it still opens', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.addInitScript(() => {
      Object.defineProperty(window, 'sessionStorage', { get() { throw new DOMException('blocked', 'SecurityError'); } });
    });
    await open(page, '/guide.php?id=3&notice=1', 1280);
    await expect(page.getByRole('dialog', { name: 'Przerwa świąteczna' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    evidence('fault');
    expect(errors).toEqual([]);
  });
});

/** The tooltip's box and its trigger's, and the viewport width. */
async function geometry(page: Page, trigger: ReturnType<Page['locator']>) {
  const tip = page.getByRole('tooltip');
  const [t, b] = [await tip.boundingBox(), await trigger.boundingBox()];
  return { tip: t!, trigger: b!, width: page.viewportSize()!.width };
}

test.describe('tooltips', () => {
  for (const { view, width } of VIEW_WIDTHS) {
    test(`view ${view}: the order process security tooltip on hover and keyboard focus`, async ({ page }) => {
      const errors = trackPageErrors(page);
      // The 500 ms hide delay is checked on the page's clock (paused while the test steps it), not against real time.
      await page.clock.install();
      await open(page, '/order1.php', width);
      const trigger = page.getByRole('button', { name: 'Bezpieczne zakupy' });
      await expect(trigger).toBeVisible();
      await expect(page.getByRole('tooltip')).toHaveCount(0);
      // Hover: shown 10 px above the trigger, 20 px or more from the viewport edges.
      await trigger.hover();
      const tip = page.getByRole('tooltip');
      await expect(tip).toHaveText('Połączenie ze sklepem jest szyfrowane (TLS), a dane płatności przetwarza operator płatności: sklep ich nie przechowuje.');
      const g = await geometry(page, trigger);
      expect(Math.abs(g.trigger.y - (g.tip.y + g.tip.height) - 10)).toBeLessThanOrEqual(1);
      expect(g.tip.x).toBeGreaterThanOrEqual(19.5);
      expect(g.tip.x + g.tip.width).toBeLessThanOrEqual(g.width - 19.5);
      await expectNoAxeViolations(page, `security tooltip open, view ${view}`);
      // It stays while the pointer leaves (500 ms hide delay), then goes.
      // Paused a minute ahead (far enough that the real time spent getting there never overtakes it).
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 60_000);
      await page.mouse.move(1, 790);
      await page.clock.runFor(499);
      expect(await tip.isVisible(), '499 ms after the pointer left').toBe(true);
      await page.clock.runFor(1);
      await page.clock.resume();
      await expect(tip).toHaveCount(0);
      // Keyboard: focus shows it and it describes the button; Escape hides it.
      await trigger.focus();
      await expect(tip).toBeVisible();
      await expect(trigger).toHaveAccessibleDescription(/szyfrowane \(TLS\)/);
      await page.keyboard.press('Escape');
      await expect(tip).toHaveCount(0);
      await expect(trigger).toBeFocused();
      evidence('journey');
      expect(errors).toEqual([]);
    });
  }

  for (const { view, width } of VIEW_WIDTHS) {
    test(`view ${view}: the basket page's gifts and products tooltips`, async ({ page }) => {
      const errors = trackPageErrors(page);
      await open(page, '/basketedit.php', width);
      const gifts = page.locator('.basket_gifts .tooltip__trigger');
      const products = page.locator('.basket_products .tooltip__trigger');
      await expect(gifts).toHaveCount(2);
      await expect(products).toHaveCount(3);
      await gifts.nth(0).hover();
      await expect(page.getByRole('tooltip')).toHaveText('Dodamy ją do każdego zamówienia od 200 zł.');
      await expectNoAxeViolations(page, `gift tooltip open, view ${view}`);
      await page.mouse.move(1, 790);
      await expect(page.getByRole('tooltip')).toHaveCount(0);
      await gifts.nth(1).focus();
      await expect(page.getByRole('tooltip', { name: 'Jedna próbka do zamówienia z produktem z kategorii Uroda.' })).toBeVisible();
      await expect(page.getByRole('tooltip')).toHaveCount(1);
      // Tab to the first product's tooltip (past the product link): shown 10 px above it.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(products.nth(0)).toBeFocused();
      await expect(page.getByRole('tooltip', { name: 'Wysyłka w 24 godziny, bezpłatny zwrot do 30 dni.' })).toBeVisible();
      // The gift's tooltip went when focus left it.
      await expect(page.getByRole('tooltip')).toHaveCount(1);
      const tip = page.getByRole('tooltip');
      const g = await geometry(page, products.nth(0));
      expect(Math.abs(g.trigger.y - (g.tip.y + g.tip.height) - 10)).toBeLessThanOrEqual(1);
      expect(g.tip.x).toBeGreaterThanOrEqual(19.5);
      expect(g.tip.x + g.tip.width).toBeLessThanOrEqual(g.width - 19.5);
      await expectNoAxeViolations(page, `product tooltip open, view ${view}`);
      await page.keyboard.press('Escape');
      await expect(tip).toHaveCount(0);
      evidence('journey');
      expect(errors).toEqual([]);
    });
  }

  test('the Czech basket texts; a marker without its texts is left alone with one warning', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await open(page, '/cs/basketedit.php', 1280);
    await page.locator('.basket_gifts .tooltip__trigger').first().hover();
    await expect(page.getByRole('tooltip')).toHaveText('Přidáme ji ke každé objednávce od 2 000 Kč.');
    await page.evaluate(() => {
      const bad = document.createElement('span');
      bad.dataset.widget = 'tooltip';
      bad.id = 'bad_tip';
      bad.textContent = 'Bez obsahu';
      document.querySelector('main')!.append(bad);
    });
    await expect(page.locator('#bad_tip')).toHaveAttribute('data-widget-state', /mounted|skipped|failed/);
    await expect(page.locator('#bad_tip')).toHaveText('Bez obsahu');
    await expect(page.locator('#bad_tip button')).toHaveCount(0);
    expect(warnings.filter((w) => w.includes('widget "tooltip"'))).toHaveLength(1);
  });
});

test.describe('tooltips on intent', () => {
  /** Holds the tooltip island's chunk until released; `asked()` says whether the page asked for it. */
  async function holdIsland(page: Page) {
    const held = cue();
    let asked = false;
    await page.route(/\/storefront\/TooltipIsland-[\w-]+\.js$/, async (route) => {
      asked = true;
      await held.released;
      await route.fallback();
    });
    return { release: held.release, asked: () => asked };
  }

  test('no tooltip code before the shopper reaches for it; a hover made while it was on its way shows the tooltip when it arrives', async ({ page }) => {
    const errors = trackPageErrors(page);
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    const island = await holdIsland(page);
    await open(page, '/order1.php', 1280);
    const trigger = page.getByRole('button', { name: 'Bezpieczne zakupy' });
    await expect(trigger).toBeVisible();
    await expect(trigger.locator('.tooltip__icon[aria-hidden="true"]')).toHaveText('?');
    const before = await trigger.boundingBox();
    expect(island.asked()).toBe(false);
    expect(scripts.filter((s) => /\/(TooltipIsland|floating)-[\w-]+\.js$/.test(s))).toEqual([]);
    await trigger.hover();
    await expect.poll(island.asked).toBe(true);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    island.release();
    await expect(page.getByRole('tooltip')).toHaveText(/szyfrowane \(TLS\)/);
    expect(await trigger.boundingBox(), 'the island took the place of the same button').toEqual(before);
    // Opened under the pointer, it still goes when the pointer leaves.
    await page.mouse.move(1, 790);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('focus on the button before the tooltip code arrived: the tooltip shows on the focused button when it does', async ({ page }) => {
    const errors = trackPageErrors(page);
    const island = await holdIsland(page);
    await open(page, '/order1.php', 1280);
    const trigger = page.getByRole('button', { name: 'Bezpieczne zakupy' });
    await trigger.focus();
    await expect.poll(island.asked).toBe(true);
    island.release();
    await expect(page.getByRole('tooltip')).toHaveText(/szyfrowane \(TLS\)/);
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAccessibleDescription(/szyfrowane \(TLS\)/);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

test.describe('tooltip markers', () => {
  test('an unknown data-placement: one warning naming the widget and attribute, the marker is skipped and keeps its text', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await open(page, '/order1.php', 1280);
    await page.evaluate(() => {
      const tip = document.createElement('span');
      tip.id = 'odd_tip';
      tip.dataset.widget = 'tooltip';
      tip.dataset.placement = 'diagonal';
      const label = document.createElement('span');
      label.className = 'tooltip__label';
      label.textContent = 'Bezpieczne zakupy';
      const content = document.createElement('span');
      content.className = 'tooltip__content';
      content.textContent = 'Połączenie jest szyfrowane.';
      tip.append(label, ' – ', content);
      document.querySelector('main')!.append(tip);
    });
    await expect(page.locator('#odd_tip')).toHaveAttribute('data-widget-state', 'skipped');
    await expect(page.locator('#odd_tip .tooltip__content')).toHaveText(/szyfrowane/);
    const ours = warnings.filter((w) => w.includes('"tooltip"'));
    expect(ours).toHaveLength(1);
    expect(ours[0]).toContain('placement');
    evidence('markup');
  });

  test('tooltip texts carrying XSS payloads render as text, none runs', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.addInitScript(() => {
      (window as unknown as { __xss: () => void }).__xss = () => ((window as unknown as { __xssHit: boolean }).__xssHit = true);
    });
    await open(page, '/basketedit.php', 1280);
    const payloads = XSS_PAYLOADS.slice(0, 20);
    await page.evaluate((list) => {
      const host = document.createElement('div');
      host.id = 'xss_tips';
      for (const p of list) {
        const tip = document.createElement('span');
        tip.dataset.widget = 'tooltip';
        tip.dataset.hydrate = 'load';
        const label = document.createElement('span');
        label.className = 'tooltip__label';
        label.textContent = p;
        const content = document.createElement('span');
        content.className = 'tooltip__content';
        content.textContent = p;
        tip.append(label, content);
        host.append(tip);
      }
      document.querySelector('main')!.append(host);
    }, payloads);
    await expect(page.locator('#xss_tips .tooltip__trigger')).toHaveCount(payloads.length);
    for (let i = 0; i < payloads.length; i += 5) {
      await page.locator('#xss_tips .tooltip__trigger').nth(i).focus();
      await expect(page.getByRole('tooltip')).toHaveText(payloads[i].replace(/\s+/g, ' ').trim());
    }
    expect(await page.evaluate(() => (window as unknown as { __xssHit?: boolean }).__xssHit ?? false)).toBe(false);
    expect(await page.locator('#xss_tips img, #xss_tips script, .sf-tooltip *').count()).toBe(0);
    evidence('payload', payloads.length);
    expect(errors).toEqual([]);
  });
});

test.describe('tooltips on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 800 } });
  test('view 1: a tap shows the security tooltip, a tap elsewhere hides it', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto('/order1.php');
    await waitForWidgets(page);
    const trigger = page.getByRole('button', { name: 'Bezpieczne zakupy' });
    await trigger.tap();
    await expect(page.getByRole('tooltip')).toHaveText(/szyfrowane \(TLS\)/);
    const box = (await page.getByRole('tooltip').boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(19.5);
    expect(box.x + box.width).toBeLessThanOrEqual(390 - 19.5);
    await page.locator('main h1').tap();
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
