/**
 * responsive: layout helpers over the server's markup inside the marker (spec §2 "Responsive view"):
 *  - img[data-src-1..4|data-src-small]: the source for the current view (small at <= 420 px);
 *  - [data-mobile-grid="#target"]: moved into the target on view 1, back to its place on larger views;
 *  - [data-mobile-clone="#target"]: cloned (not moved) into the target on view 1 (the contact menu),
 *    the clone removed on larger views;
 *  - the Standard template's `.setMobileGrid[data-item="#id"]` slots (in the aside): on views 1 and 2 each receives
 *    the element its data-item names (e.g. `#menu_navbar`, `#menu_settings`), back to its place on views 3-4, as the
 *    platform's own script does (its later `app_shop.fn.setGrid`, gfx/pol/common_shop.js of the public Standard
 *    copies); an element already in its slot (the category menu puts its list there) is left alone.
 * Nothing inside `[data-widget-ignore]` (merchant or customer content) is moved or cloned, nothing is moved into it,
 * and no image in it gets a source (looked at each time: also an image added or moved in later).
 * Re-applied when the view changes (resize, 100 ms debounce), for images on every resize, and to content
 * that arrives by a partial page load (storefront:partial): moved or cloned elements of the page that left
 * are removed with it, and the arriving ones get the current view's state at once.
 */
import * as v from 'valibot';
import { defineWidget } from '../../src/define-widget';
import { $view } from '../../src/stores/view';
import { sourceForView } from '../../src/lib/responsive';
import type { View } from '../../src/lib/view';
import { findOutsideIgnored, isIgnored, part } from '../../src/lib/parts';
import { warnOnce } from '../../src/lib/report';
import { safeUrl } from '../../src/lib/url';
import { doc } from '../../src/lib/dom';

/** The element a selector names, or null (an invalid selector is warned about once). */
function named(selector: string | undefined): Element | null {
  if (!selector) return null;
  try {
    return findOutsideIgnored(selector);
  } catch {
    warnOnce(`responsive:${selector}`, `storefront: widget "responsive": "${selector}" is not a valid selector; it is ignored.`);
    return null;
  }
}

const IMAGES = 'img[data-src-1],img[data-src-2],img[data-src-3],img[data-src-4],img[data-src-small]';

function applyImages(root: HTMLElement, view: View) {
  root.querySelectorAll<HTMLImageElement>(IMAGES).forEach((img) => {
    if (isIgnored(img)) return; // merchant or customer content: its images keep the sources they were given
    const at = (n: string) => img.getAttribute(`data-src-${n}`) ?? undefined;
    const src = sourceForView({ 1: at('1'), 2: at('2'), 3: at('3'), 4: at('4'), small: at('small') }, view, innerWidth);
    if (safeUrl(src) && img.getAttribute('src') !== src) img.setAttribute('src', src!); // only http(s) (src/lib/url.ts)
  });
}

export default defineWidget({
  name: 'responsive',
  schema: v.object({}),
  // What it works on (looked up again on every view change and partial load); none of them: skipped.
  parts: {
    slots: part('the mobile grid slots', '.setMobileGrid[data-item]', HTMLElement, { optional: true, many: true }),
    grid: part('elements moved on view 1', '[data-mobile-grid]', HTMLElement, { optional: true, many: true }),
    clones: part('elements cloned on view 1', '[data-mobile-clone]', HTMLElement, { optional: true, many: true }),
    images: part('images with per-view sources', IMAGES, HTMLImageElement, {
      optional: true,
      many: true,
    }),
  },
  mount(root) {
    /** Each moved element's place marker and the last view it stays moved on. */
    const homes = new Map<Element, [Comment, View]>();
    const clones = new Map<Element, Element>();

    function applyLayout(view: View) {
      const mobile = view === 1;
      const move = (el: Element | null, target: Element | null, last: View) => {
        if (view > last || !el || !target || homes.has(el) || target.contains(el) || el.contains(target) || isIgnored(el) || isIgnored(target)) return;
        const home = doc.createComment('mobile-grid');
        el.before(home);
        homes.set(el, [home, last]);
        target.append(el);
      };
      root.querySelectorAll<HTMLElement>('[data-mobile-grid]').forEach((el) => move(el, named(el.dataset.mobileGrid), 1));
      root.querySelectorAll<HTMLElement>('.setMobileGrid[data-item]').forEach((slot) => move(named(slot.dataset.item), slot, 2));
      for (const [el, [home, last]] of homes)
        if (view > last) {
          home.replaceWith(el);
          homes.delete(el);
        }
      root.querySelectorAll<HTMLElement>('[data-mobile-clone]').forEach((el) => {
        const target = named(el.dataset.mobileClone);
        if (!target || isIgnored(el) || isIgnored(target)) return;
        if (mobile && !clones.has(el)) {
          const copy = el.cloneNode(true) as HTMLElement;
          copy.removeAttribute('data-mobile-clone');
          copy.querySelectorAll('[id]').forEach((n) => n.removeAttribute('id'));
          copy.removeAttribute('id');
          copy.classList.add('--mobile-clone');
          target.append(copy);
          clones.set(el, copy);
        } else if (!mobile && clones.has(el)) {
          clones.get(el)!.remove();
          clones.delete(el);
        }
      });
    }

    const stop = $view.subscribe((view) => {
      applyLayout(view);
      applyImages(root, view);
    });
    const onResize = () => applyImages(root, $view.get());
    addEventListener('resize', onResize);
    const onPartial = (event: Event) => {
      if (!(event as CustomEvent<{ ok?: boolean }>).detail?.ok) return;
      // An element moved out of a region that was swapped (its place marker left with the region) belonged to
      // the page that left: it goes too, as does the clone of an original that left.
      for (const [el, [home]] of homes) {
        if (home.isConnected) continue;
        el.remove();
        homes.delete(el);
      }
      for (const [el, copy] of clones) {
        if (el.isConnected) continue;
        copy.remove();
        clones.delete(el);
      }
      applyLayout($view.get());
      applyImages(root, $view.get());
    };
    doc.addEventListener('storefront:partial', onPartial);
    return () => {
      stop();
      removeEventListener('resize', onResize);
      doc.removeEventListener('storefront:partial', onPartial);
      for (const [el, [home]] of homes) home.replaceWith(el);
      for (const copy of clones.values()) copy.remove();
    };
  },
});
