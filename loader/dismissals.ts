/**
 * Promotions dismissed earlier (spec §4 "Dismissals") are removed in the loader's first synchronous
 * run, before any widget code loads: the loader is a module script, so it runs once the HTML is
 * parsed and before the page's first paint in practice, and closed bars never flash. Deliberately
 * tiny and silent: the bars and banner widgets validate the same data and warn about bad values.
 */
export function removeDismissed(doc: Document): void {
  if ((doc.getElementById('container') ?? doc.body)?.classList.contains('order_process')) return;
  try {
    const ids: unknown = JSON.parse(localStorage.getItem('closedBars') || '[]');
    if (Array.isArray(ids)) doc.querySelectorAll('.bars__item').forEach((el) => ids.includes(el.id) && el.remove());
  } catch {
    // Storage that throws or malformed JSON: the bars widget reports it.
  }
  for (const [id, cookie] of [['rabateCode', 'rabateCode_clicked'], ['freeShipping', 'freeeshipping_clicked']]) {
    if (doc.cookie.split('; ').some((c) => c.startsWith(cookie + '='))) doc.getElementById(id)?.remove();
  }
}
