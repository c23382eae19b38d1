import { expect, test } from '@playwright/test';
import { resizeTo, waitForWidgets } from './helpers';
import { nextPartial, openGuide, partialDone, sameDocument } from './nav-helpers';

test.describe('responsive layout', () => {
  test('moves mobile-grid elements and clones the contact menu on view 1, and back on larger views', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    await waitForWidgets(page);
    await expect(page.locator('#footer_mobile_slot .shop_info')).toHaveCount(1);
    await expect(page.locator('#header .shop_info')).toHaveCount(0);
    await expect(page.locator('#mobile_contact .header_contact')).toHaveCount(1);
    await expect(page.locator('#header .header_contact')).toHaveCount(1); // cloned, not moved

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.locator('#footer_mobile_slot .shop_info')).toHaveCount(0);
    await expect(page.locator('#header .shop_info')).toHaveCount(1);
    await expect(page.locator('#mobile_contact .header_contact')).toHaveCount(0);
  });

  test('chooses image sources per view, the small source at 420 px or less', async ({ page }) => {
    const srcAt = async (width: number) => {
      await resizeTo(page, width); // past the view store's debounce: no fixed wait
      return page
        .locator('img[data-src-1]')
        .first()
        .evaluate((img: HTMLImageElement) => ({
          src: img.getAttribute('src'),
          d: {
            src1: img.getAttribute('data-src-1'),
            src2: img.getAttribute('data-src-2'),
            src3: img.getAttribute('data-src-3'),
            src4: img.getAttribute('data-src-4'),
            srcSmall: img.getAttribute('data-src-small'),
          },
        }));
    };
    await page.goto('/');
    await waitForWidgets(page);
    const wide = await srcAt(1280);
    expect(wide.src).toBe(wide.d.src4);
    const desktop = await srcAt(1000);
    expect(desktop.src).toBe(desktop.d.src3);
    const tablet = await srcAt(800);
    expect(tablet.src).toBe(tablet.d.src2);
    const mobile = await srcAt(600);
    expect(mobile.src).toBe(mobile.d.src1);
    const small = await srcAt(400);
    expect(small.src).toBe(small.d.srcSmall);
  });

  test('content that arrives by a partial load gets the view state at once; what the leaving page moved leaves with it', async ({ page }) => {
    await page.setViewportSize({ width: 600, height: 800 }); // view 1, above the 420 px of the small source
    await openGuide(page, 1);
    const image = page.locator('[data-partial-region="content"] img.guide__image');
    await expect(image).toHaveAttribute('src', /hero-760\.svg#guide-1$/); // view 1's source, not the server's desktop one
    await expect(page.locator('#footer_mobile_slot [data-guide-help]')).toHaveAttribute('data-guide-help', '1');
    await expect(page.locator('#mobile_contact [data-guide-contact]')).toHaveAttribute('data-guide-contact', '1');

    await nextPartial(page);
    await page.locator('.guide__nav a').nth(1).click();
    expect((await partialDone(page)).ok).toBe(true);
    expect(await sameDocument(page)).toBe(true);
    // Guide 2 arrived with the server's desktop source and its note in place: both get view 1's state, and
    // guide 1's note (moved to the footer) left with guide 1.
    await expect(image).toHaveAttribute('src', /hero-760\.svg#guide-2$/);
    await expect(page.locator('#footer_mobile_slot [data-guide-help]')).toHaveCount(1);
    await expect(page.locator('#footer_mobile_slot [data-guide-help]')).toHaveAttribute('data-guide-help', '2');
    await expect(page.locator('[data-partial-region="content"] [data-guide-help]')).toHaveCount(0);
    // Guide 2's contact line is cloned at once (the original stays in place); guide 1's clone left with guide 1.
    await expect(page.locator('#mobile_contact [data-guide-contact]')).toHaveCount(1);
    await expect(page.locator('#mobile_contact [data-guide-contact]')).toHaveAttribute('data-guide-contact', '2');
    await expect(page.locator('[data-partial-region="content"] [data-guide-contact="2"]')).toBeVisible();

    // And back on a large view the note returns to its place in guide 2.
    await resizeTo(page, 1280);
    await expect(image).toHaveAttribute('src', /hero-1920\.svg#guide-2$/);
    await expect(page.locator('[data-partial-region="content"] [data-guide-help="2"]')).toHaveCount(1);
    await expect(page.locator('#footer_mobile_slot [data-guide-help]')).toHaveCount(0);
    await expect(page.locator('#mobile_contact [data-guide-contact]')).toHaveCount(0);
  });

  test("the aside's .setMobileGrid slot receives the element it names on view 1 (#menu_navbar), back in the header on larger views", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    await waitForWidgets(page);
    await expect(page.locator('#aside .setMobileGrid[data-item="#menu_navbar"] > #menu_navbar')).toHaveCount(1);
    await expect(page.locator('#menu_categories #menu_navbar')).toHaveCount(0);
    await resizeTo(page, 1280);
    await expect(page.locator('#menu_categories > #menu_navbar')).toHaveCount(1);
    await expect(page.locator('#aside #menu_navbar')).toHaveCount(0);
    await resizeTo(page, 390);
    await expect(page.locator('#aside .setMobileGrid > #menu_navbar')).toHaveCount(1);
  });

  test('content inside data-widget-ignore is never moved or cloned, nor anything moved into it', async ({ page }) => {
    await page.route(/\/cms\.php/, async (route) => {
      const response = await route.fetch();
      const body = (await response.text())
        .replace('<div class="setMobileGrid"', '<div class="setMobileGrid" data-item="#merchant_box"></div><div class="setMobileGrid"')
        .replace(
          '<div class="cms__text" data-widget-ignore>',
          '<div class="cms__text" data-widget-ignore><p id="merchant_box">Merchant</p><p id="merchant_grid" data-mobile-grid="#footer_mobile_slot">Grid</p><p id="merchant_clone" data-mobile-clone="#mobile_contact">Clone</p><div id="merchant_slot"></div>',
        )
        .replace('class="shop_info" data-mobile-grid="#footer_mobile_slot"', 'class="shop_info" data-mobile-grid="#merchant_slot"');
      expect(body).toContain('merchant_box');
      await route.fulfill({ response, body });
    });
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/cms.php?id=1');
    await waitForWidgets(page);
    // The page's own elements are moved as usual (the menu list into its slot)…
    await expect(page.locator('#aside .setMobileGrid > #menu_navbar')).toHaveCount(1);
    // …the merchant's stay where they are, none is cloned, and nothing of the page's goes into their content.
    for (const id of ['merchant_box', 'merchant_grid', 'merchant_clone'])
      expect(await page.locator(`#${id}`).evaluate((el) => el.parentElement!.className)).toBe('cms__text');
    await expect(page.locator('#mobile_contact', { hasText: 'Clone' })).toHaveCount(0);
    await expect(page.locator('#merchant_slot')).toBeEmpty();
    await expect(page.locator('#header .shop_info')).toHaveCount(1);
  });

  for (const [width, then] of [
    [390, 1280],
    [1280, 390],
  ] as const) {
    test(`an image inside data-widget-ignore keeps its src at ${width} px, also one added or moved there later (then ${then} px)`, async ({ page }) => {
      // The merchant's image has the page's per-view sources but a src of its own (the desktop file with a fragment):
      // any source the widget chose would differ from it.
      await page.route(
        (url) => url.pathname === '/',
        async (route) => {
          const response = await route.fetch();
          const html = await response.text();
          const hero = /<img class="hero__image"[^>]*>/.exec(html)![0];
          const merchant = hero.replace('class="hero__image"', 'id="merchant_img"').replace(/ src="([^"]*)"/, ' src="$1#merchant"');
          const body = html.replace(hero, `${hero}<div class="merchant_text" data-widget-ignore>${merchant}</div>`);
          expect(body).toContain('id="merchant_img"');
          await route.fulfill({ response, body });
        },
      );
      const viewSource = (w: number) => (w <= 420 ? 'data-src-small' : 'data-src-4'); // the two widths tested
      const expectViewSource = async (selector: string, w: number) => {
        const want = await page.locator(selector).getAttribute(viewSource(w));
        await expect(page.locator(selector)).toHaveAttribute('src', want!);
      };
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await waitForWidgets(page);
      await expectViewSource('img.hero__image', width); // the page's own image gets its view's source…
      const merchantSrc = await page.locator('#merchant_img').getAttribute('src');
      expect(merchantSrc).toMatch(/#merchant$/);
      await expect(page.locator('#merchant_img')).toHaveAttribute('src', merchantSrc!); // …the merchant's keeps its own

      // Later: an image added to the merchant's content, the page's hero moved into it, and one added outside.
      const heroSrc = await page.locator('img.hero__image').getAttribute('src');
      await page.evaluate(() => {
        const content = document.querySelector('.merchant_text')!;
        const hero = document.querySelector<HTMLImageElement>('img.hero__image')!;
        const copy = (id: string) => {
          const img = document.getElementById('merchant_img')!.cloneNode() as HTMLImageElement;
          img.id = id;
          img.src = img.src.replace(/#.*$/, `#${id}`);
          return img;
        };
        content.append(copy('added_img'), hero);
        content.before(copy('outside_img'));
      });
      await resizeTo(page, then);
      await expectViewSource('#outside_img', then); // the widget looked again…
      await expect(page.locator('#merchant_img')).toHaveAttribute('src', merchantSrc!); // …and left the merchant's content alone
      await expect(page.locator('#added_img')).toHaveAttribute('src', /#added_img$/);
      await expect(page.locator('img.hero__image')).toHaveAttribute('src', heroSrc!);
    });
  }
});
