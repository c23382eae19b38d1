/**
 * Promotions dismissed earlier (spec §4 "Dismissals") are removed in the loader's first synchronous
 * run, before any widget code loads and before DOMContentLoaded. The inline <head> guard
 * (loader/dismissals-head.ts, docs/theme-guide.md, "The inline head guard") has already hidden them before the first paint.
 * Deliberately tiny and silent: storage or cookies that throw and malformed JSON are skipped here
 * (each in its own try); the bars and banner widgets validate the same data and warn about it.
 */
import { doc } from '../src/lib/dom';

export function removeDismissed(): void {
  // The platform marks the order process on <html> (provider-facts "Views, page type, order process").
  const html = doc.documentElement.classList;
  if (html.contains('order_process')) return;
  try {
    const ids: unknown = JSON.parse(localStorage.closedBars);
    if (Array.isArray(ids)) doc.querySelectorAll('.bars__item').forEach((el) => ids.includes(el.id) && el.remove());
  } catch {
    // skipped silently (see above)
  }
  try {
    for (const id of ['rabateCode', 'freeShipping']) {
      // With its <html> class (`--rabateCode`, `--freeShipping`), which the theme's CSS shows the banner by: a page
      // from the platform's HTML cache carries it whatever the shopper's cookie.
      if (('; ' + doc.cookie).includes(`; ${id == 'rabateCode' ? id : 'freeeshipping'}_clicked=`)) {
        doc.getElementById(id)?.remove();
        html.remove('--' + id);
      }
    }
  } catch {
    // skipped silently (see above)
  }
}
