/**
 * tooltip: the order process security tooltip and the basket page's gifts and products tooltips: hover, focus,
 * Escape, the 500 ms hide delay, placement; the island on intent; bad markers; touch. Spec §2 "Order process page",
 * "Basket edit page", §9 "Tooltip".
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, holdIsland, trackPageErrors, waitForWidgets } from './helpers';
import { evidence } from './evidence';
import { VIEW_WIDTHS } from './nav-helpers';
import { XSS_PAYLOADS } from './xss-payloads';

async function open(page: Page, url: string, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await page.goto(url);
  await waitForWidgets(page);
}

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
  test('no tooltip code before the shopper reaches for it; a hover made while it was on its way shows the tooltip when it arrives', async ({ page }) => {
    const errors = trackPageErrors(page);
    const island = await holdIsland(page, 'TooltipIsland');
    await open(page, '/order1.php', 1280);
    const trigger = page.getByRole('button', { name: 'Bezpieczne zakupy' });
    await expect(trigger).toBeVisible();
    await expect(trigger.locator('.tooltip__icon[aria-hidden="true"]')).toHaveText('?');
    expect(island.asked()).toBe(false);
    expect(island.islandCode()).toEqual([]);
    // The hover scrolls the button into view first (it sits low on the page): its place is taken after that.
    await trigger.hover();
    await expect.poll(island.asked).toBe(true);
    const before = await trigger.boundingBox();
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
    const island = await holdIsland(page, 'TooltipIsland');
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
