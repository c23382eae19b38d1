/**
 * Hostile markup: each widget's marker with extra, wrong-typed or missing configuration gives one clear
 * console warning naming the widget and the attribute; that widget is skipped (the server's markup stays) and the
 * others work. Unknown data-config keys are errors; other data-* attributes on a marker may be the theme's own and
 * are left alone. Add a row for every widget that lands.
 */
import { expect, test, type Page } from '@playwright/test';
import { trackPageErrors, waitForWidgets } from './helpers';
import { evidence } from './evidence';

interface Case {
  widget: string;
  page: string;
  /** Sign in first (the marker shows only for a signed-in customer). */
  signedIn?: boolean;
  /** Bad configuration attributes and the attribute the warning must name. */
  bad: { label: string; attributes: string; names: string }[];
}

const extra = { label: 'an extra option', attributes: `data-config='{"colour":"red"}'`, names: 'data-config → colour' };
const notAnObject = { label: 'a data-config of the wrong type', attributes: `data-config='[1,2]'`, names: 'data-config' };
const broken = { label: 'malformed data-config', attributes: `data-config='{"a":'`, names: 'data-config' };

const CASES: Case[] = [
  {
    widget: 'menu_basket',
    page: '/',
    bad: [extra, notAnObject, broken, { label: 'a wrong-typed option', attributes: `data-config='{"basketUrl":false}'`, names: 'data-config → basketUrl' }],
  },
  { widget: 'menu_search', page: '/', bad: [extra, notAnObject, broken] },
  { widget: 'snippets', page: '/', bad: [extra, notAnObject, broken] },
  { widget: 'toplayers', page: '/', bad: [extra, notAnObject, broken] },
  { widget: 'responsive', page: '/', bad: [extra, notAnObject, broken] },
  {
    widget: 'form',
    page: '/client-new.php',
    bad: [
      extra,
      notAnObject,
      broken,
      { label: 'a wrong-typed option', attributes: `data-config='{"blacklistExtensions":7}'`, names: 'data-config → blacklistExtensions' },
    ],
  },
  { widget: 'signin_form', page: '/login.php', bad: [extra, notAnObject, broken] },
  {
    widget: 'passkey',
    page: '/client-new.php',
    bad: [extra, broken, { label: 'a wrong-typed option', attributes: `data-config='{"disableMac":5}'`, names: 'data-config → disableMac' }],
  },
  {
    widget: 'map',
    page: '/stores.php',
    bad: [extra, broken, { label: 'an out-of-range option', attributes: `data-max-zoom="99"`, names: 'data-max-zoom' }],
  },
  { widget: 'projector', page: '/product-pol-1-x.html', bad: [extra, notAnObject, broken] },
  // menu_wishlist: the Standard template renders no wishlist counter; its configuration errors: menu_lists.spec.ts.
  { widget: 'menu_compare', page: '/product-pol-1-x.html', bad: [extra, broken] },
  { widget: 'shopping_list', page: '/', bad: [extra, broken] },
  { widget: 'logout', page: '/', signedIn: true, bad: [extra, broken] },
  { widget: 'menu_settings', page: '/', bad: [extra, notAnObject, broken] },
  { widget: 'category_menu', page: '/', bad: [extra, notAnObject, broken] },
  { widget: 'footer', page: '/', bad: [extra, broken] },
  { widget: 'forced_region', page: '/', bad: [extra, broken] },
  { widget: 'back_to_top', page: '/guide.php', bad: [extra, broken] },
  { widget: 'breadcrumbs', page: '/guide.php', bad: [extra, broken] },
  { widget: 'partial_nav', page: '/guide.php', bad: [extra, broken] },
  { widget: 'menu_notice', page: '/guide.php?notice=1', bad: [extra, broken] },
  { widget: 'banner', page: '/promotions.php', bad: [extra, broken] },
  { widget: 'bars', page: '/promotions.php', bad: [extra, broken] },
  { widget: 'instalment', page: '/instalment-product.php', bad: [extra, broken] },
  { widget: 'select_language', page: '/select-language.php', bad: [extra, broken] },
  {
    widget: 'calendar',
    page: '/calendar.php',
    bad: [
      extra,
      notAnObject,
      broken,
      { label: 'an unknown mode', attributes: `data-mode="ranged"`, names: 'data-mode' },
      { label: 'a bad format', attributes: `data-format="%H:%M"`, names: 'data-format' },
    ],
  },
];

async function serveWith(page: Page, widget: string, attributes: string) {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    try {
      const response = await route.fetch();
      const html = (await response.text()).replace(`data-widget="${widget}"`, `data-widget="${widget}" ${attributes}`);
      await route.fulfill({ response, body: html });
    } catch {
      // navigated away
    }
  });
}

/** Markers missing a part their widget declares (src/lib/parts.ts): the page's HTML is edited as a theme might get it wrong. */
/** `where`: told in the test's name when a widget has a row on more than one page. */
const MISSING_PARTS: { widget: string; page: string; edit: (html: string) => string; names: string; marker?: string; where?: string }[] = [
  { widget: 'menu_search', page: '/', edit: (html) => html.replace(/<input[^>]*id="menu_search_text"[^>]*>/, ''), names: 'its text input' },
  {
    widget: 'menu_basket',
    page: '/',
    edit: (html) => html.replace('<a class="top_basket__sub"', '<a class="top_basket__link"'),
    names: 'its link (a.top_basket__sub)',
  },
  {
    widget: 'menu_settings',
    page: '/',
    edit: (html) => html.replace('<form class="hover__element', '<div class="hover__element'),
    names: 'its settings form (form.hover__element)',
  },
  {
    widget: 'menu_wishlist',
    page: '/',
    // A theme's own counter (the template has none) whose badge has another class.
    edit: (html) =>
      html.replace(
        '<div class="header__actions">',
        '<div class="header__actions"><a id="menu_wishlist" href="/basketedit.php?mode=2" data-widget="menu_wishlist">Ulubione <span class="count">2</span></a>',
      ),
    names: 'its count badge (.badge)',
  },
  {
    widget: 'shopping_list',
    page: '/',
    edit: (html) => html.replaceAll('wishlist_link slt_link', 'wishlist_link').replaceAll('slt_lists__nav_link', 'slt_lists__link'),
    names: 'its links to the shopping lists (a.slt_link, a.slm_link, a.slt_lists__nav_link, a.slm_lists__nav_link)',
  },
  {
    // The aside's lists (their own marker) of a template variant with other classes; the header's still mount.
    widget: 'shopping_list',
    marker: 'section.shopping_list_menu',
    page: '/',
    edit: (html) => html.replaceAll('slm_lists__nav_link', 'slm_lists__item_link'),
    names: 'its links to the shopping lists (a.slt_link, a.slm_link, a.slt_lists__nav_link, a.slm_lists__nav_link)',
  },
  {
    widget: 'menu_compare',
    page: '/product-pol-1-x.html',
    edit: (html) => html.replace('class="compare__sub"', 'class="compare__list"'),
    names: 'its products (.compare__sub)',
  },
  {
    widget: 'select_language',
    page: '/select-language.php',
    edit: (html) => html.replaceAll('select_language__open', 'select_language__opener'),
    names: 'its open buttons, anywhere on the page (.select_language__open)',
  },
  {
    widget: 'tooltip',
    page: '/order1.php',
    edit: (html) => html.replace(/<span class="tooltip__content">[^<]*<\/span>/g, '<span class="tooltip__content"> </span>'),
    names: 'an explanation (.tooltip__content with text)',
  },
  {
    widget: 'category_menu',
    page: '/',
    edit: (html) => html.replace('<ul class="navbar-nav">', '<ul class="menu_list">'),
    names: 'its category list (#menu_navbar > ul.navbar-nav)',
  },
  {
    widget: 'footer',
    page: '/',
    edit: (html) =>
      html
        .replace(/class="footer_tab__header"/g, 'class="footer_label"')
        .replace('id="manageCookies"', 'id="cookie_prefs"')
        .replace(/data-hover-src=/g, 'data-src-hover='),
    names: 'one of its list headers (a.footer_tab__header)',
  },
  {
    widget: 'breadcrumbs',
    page: '/guide.php',
    edit: (html) => html.replace(/(<nav class="list_wrapper"[^>]*>)<ol>([\s\S]*?)<\/ol>/, '$1<ul>$2</ul>'),
    names: 'its trail (a list of links) (ol)',
  },
  {
    widget: 'responsive',
    page: '/cms.php?id=1',
    edit: (html) =>
      html
        .replace(/data-mobile-(grid|clone)=/g, 'data-theme-$1=')
        .replace(/class="setMobileGrid"/g, 'class="mobile_slot"')
        .replace(/data-src-(1|2|3|4|small)=/g, 'data-theme-src-$1='),
    names: 'one of the mobile grid slots',
  },
  { widget: 'form', page: '/client-new.php', edit: (html) => html.replace(/<form([^>]*data-widget="form")/, '<div$1'), names: 'to be the <form> element' },
  {
    // A product form of another template: none of the Standard template's ids and classes (all parts optional).
    widget: 'projector',
    page: '/product-pol-2-x.html',
    edit: (html) => html.replace(/<form id="projector_form"[\s\S]*?<\/form>/, (form) => form.replaceAll('projector_', 'x_')),
    names: 'its size links (#projector_sizes_section a.projector_sizes__item)',
  },
  {
    widget: 'instalment',
    page: '/instalment-product.php',
    edit: (html) => html.replace('class="projector_instalments__item"', 'class="instalments_item"'),
    names: 'its instalment links (a.projector_instalments__item)',
  },
  {
    widget: 'signin_form',
    page: '/login.php',
    edit: (html) => html.replace('class="password_reminder_signin"', 'class="reminder"').replace('class="password_back_signin"', 'class="back"'),
    names: 'its panel links (a.password_reminder_signin, a.password_back_signin)',
  },
  {
    widget: 'passkey',
    page: '/client-new.php',
    edit: (html) => html.replace('class="smile_web_authn__link"', 'class="smile_link"'),
    names: 'its passkey link (.smile_web_authn__link)',
  },
  {
    // The Smile block of the order process's contact step (order1), cloned in later like the registration page's.
    widget: 'passkey',
    page: '/order1.php',
    where: ' on order1',
    edit: (html) => html.replace('class="smile_web_authn__link"', 'class="smile_link"'),
    names: 'its passkey link (.smile_web_authn__link)',
  },
  {
    widget: 'bars',
    page: '/promotions.php',
    edit: (html) => html.replace(/(<div class="bars_top bars"[\s\S]*?)class="bars__item"([\s\S]*?)class="bars__item"/, '$1class="bar"$2class="bar"'),
    names: 'its bars (.bars__item',
  },
  {
    widget: 'banner',
    page: '/promotions.php',
    edit: (html) => html.replace('class="rabateCode__close"', 'class="rabateCode__x"'),
    names: 'its close link (.rabateCode__close, .freeShipping__close)',
  },
  {
    widget: 'partial_nav',
    page: '/',
    edit: (html) => html.replace('<main id="content"', '<main id="main"').replace('</body>', '<div data-widget="partial_nav" hidden></div></body>'),
    names: 'the regions it swaps (main#content, #breadcrumbs)',
  },
];

test.describe('markers missing a part their widget needs', () => {
  for (const c of MISSING_PARTS) {
    test(`${c.marker ?? c.widget}${c.where ?? ''} without ${c.names}: one warning naming the part, skipped with its markup as served, others fine`, async ({
      page,
    }) => {
      const errors = trackPageErrors(page);
      const warnings: string[] = [];
      page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
      await page.route('**/*', async (route) => {
        if (route.request().resourceType() !== 'document') return route.fallback();
        const response = await route.fetch();
        const html = await response.text();
        const edited = c.edit(html);
        expect(edited, 'the edit applies to the fixture page').not.toBe(html);
        await route.fulfill({ response, body: edited });
      });
      await page.goto(c.page);
      await waitForWidgets(page);
      const marker = page.locator(c.marker ?? `[data-widget="${c.widget}"]`).first();
      const served = await marker.evaluate((el) => el.innerHTML);
      await expect(marker).toHaveAttribute('data-widget-state', 'skipped');
      expect(await marker.evaluate((el) => el.innerHTML)).toBe(served);
      const mine = warnings.filter((w) => w.includes(`"${c.widget}"`));
      expect(mine, warnings.join('\n')).toEqual([
        expect.stringMatching(
          new RegExp(`^storefront: widget "${c.widget}": the marker needs .*${c.names.replace(/[.()]/g, '\\$&')}.*; the widget is skipped\\.`),
        ),
      ]);
      const others = await page
        .locator(`[data-widget]:not(${c.marker ?? `[data-widget="${c.widget}"]`})`)
        .evaluateAll((els) => els.map((e) => `${e.getAttribute('data-widget')}=${e.getAttribute('data-widget-state')}`));
      for (const o of others) expect(o).toMatch(/=(mounted|pending)$/);
      expect(errors.map(String)).toEqual([]);
    });
  }
});

test.describe('marker configuration errors', () => {
  for (const c of CASES) {
    for (const bad of c.bad) {
      test(`${c.widget} with ${bad.label}: one warning, skipped, others fine`, async ({ page }) => {
        const errors = trackPageErrors(page);
        const warnings: string[] = [];
        page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
        if (c.signedIn) await page.request.post('/login.php', { form: { login: 'jan.kowalski', password: 'Haslo123' } });
        await serveWith(page, c.widget, bad.attributes);
        await page.goto(c.page);
        await waitForWidgets(page);
        const marker = page.locator(`[data-widget="${c.widget}"]`).first();
        await expect(marker).toHaveAttribute('data-widget-state', 'skipped');
        const mine = warnings.filter((w) => w.includes(`"${c.widget}"`));
        expect(mine, warnings.join('\n')).toHaveLength(1);
        expect(mine[0]).toContain(bad.names);
        // Every other marker on the page came to life (or waits for its moment).
        const others = await page
          .locator(`[data-widget]:not([data-widget="${c.widget}"])`)
          .evaluateAll((els) => els.map((e) => `${e.getAttribute('data-widget')}=${e.getAttribute('data-widget-state')}`));
        expect(others.length).toBeGreaterThan(0);
        for (const o of others) expect(o).toMatch(/=(mounted|pending)$/);
        expect(errors.map(String)).toEqual([]);
        evidence('markup', 1, `${c.widget}: ${bad.label}`);
      });
    }
  }

  test('data-* attributes a theme uses for itself are left alone', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await serveWith(page, 'menu_basket', 'data-theme-tracking="header-basket"');
    await page.goto('/');
    await waitForWidgets(page);
    await expect(page.locator('#menu_basket')).toHaveAttribute('data-widget-state', 'mounted');
    expect(warnings.filter((w) => w.includes('menu_basket'))).toEqual([]);
  });
});
