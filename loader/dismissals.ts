/**
 * Promotions dismissed earlier (spec §4 "Dismissals") are removed in the loader's first synchronous
 * run, before any widget code loads: the loader is a module script, so it runs once the HTML is
 * parsed, before DOMContentLoaded and the first paint of the parsed page, and closed bars never
 * flash. Deliberately tiny and silent: storage or cookies that throw and malformed JSON are skipped
 * here; the bars and banner widgets validate the same data and warn about bad values.
 */
export function removeDismissed(doc: Document): void {
  if ((doc.getElementById('container') ?? doc.body)?.classList.contains('order_process')) return;
  try {
    const ids: unknown = JSON.parse(localStorage.getItem('closedBars') || '[]');
    if (Array.isArray(ids)) doc.querySelectorAll('.bars__item').forEach((el) => ids.includes(el.id) && el.remove());
  } catch {}
  try {
    const cookies = '; ' + doc.cookie;
    for (const [id, name] of [['rabateCode', 'rabateCode_clicked'], ['freeShipping', 'freeeshipping_clicked']]) {
      if (cookies.includes('; ' + name + '=')) doc.getElementById(id)?.remove();
    }
  } catch {}
}
