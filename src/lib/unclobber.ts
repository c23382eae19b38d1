/**
 * Names in shop content that shadow the document's members, taken off (docs/architecture.md, "Trust": DOM
 * clobbering). The bundle's own code reads the document through ./dom.ts, but the libraries it runs (React, Leaflet)
 * and the platform's own scripts call `document.createElement`, `document.documentElement`…: an
 * `<img name="createElement">` in a product description breaks them all.
 *
 * An element inside `[data-widget-ignore]` whose `name` (or `id`) makes it a property of the document (HTML "Document
 * named properties": embed, form, iframe, img, object) under the name of a member of the document's prototypes loses
 * that attribute, with one warning naming it. Defining the member on the document instead does not hold: Chromium's
 * named properties mask the document's own properties too (measured: the name given back shadows the member again).
 * Nothing else of the content changes, and no other name is touched. Loaded by the loader only when shop content has
 * such elements, and by partial pages (src/partial-page.ts) after a swap.
 */
import { clean } from './dom';
import { warnOnce } from './report';

/** The elements whose `name` (or `id`) becomes a property of the document. */
const NAMED = ':is(embed,form,iframe,img,object)[name],object[id],img[id][name]';

/** Takes the shadowing names off the shop content under `root`. Returns the names taken off. */
export function unclobber(root: ParentNode = document): string[] {
  const taken: string[] = [];
  for (const el of clean(root).querySelectorAll(`[data-widget-ignore] :is(${NAMED}), [data-widget-ignore]:is(${NAMED})`)) {
    const own = clean(el);
    for (const attr of ['name', 'id']) {
      const name = own.getAttribute(attr);
      // A member anywhere on the document's prototype chain (`in` never sees the document's own named properties).
      if (name && name in Object.getPrototypeOf(document)) {
        own.removeAttribute(attr);
        taken.push(name);
      }
    }
  }
  if (taken.length)
    warnOnce(
      `unclobber:${taken}`,
      `storefront: shop content named ${[...new Set(taken)].join(', ')}, which would shadow the page's document for every script; the names were taken off.`,
    );
  return taken;
}
