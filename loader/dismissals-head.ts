/**
 * The no-flash guard for dismissed promotions (spec §4 "Dismissals"), built to dist/dismissals-head.js
 * (an IIFE of about 300 bytes) for themes to INLINE in <head>, before any bar or banner. It fetches
 * nothing and runs in microseconds, so the page stays free of render-blocking script resources.
 *
 * It reads closedBars (local storage) and the rabateCode_clicked / freeeshipping_clicked cookies and adds one
 * style rule hiding those promotions before the first paint; the bars and banner widgets remove them from the
 * document when they mount. Nothing is hidden on the order process (`html.order_process`), where promotions stay.
 * Storage or cookies that throw and malformed JSON are skipped silently (the widgets warn about them).
 */
(() => {
  const selectors: string[] = [];
  try {
    const ids: unknown = JSON.parse(localStorage.closedBars);
    if (Array.isArray(ids)) for (const id of ids.slice(-100)) if (typeof id === 'string' && id) selectors.push(`#${CSS.escape(id)}.bars__item`);
  } catch {
    // skipped silently (see above)
  }
  try {
    const cookies = '; ' + document.cookie;
    const html = document.documentElement.classList;
    // A dismissed banner's <html> class (the theme's CSS shows the banner by it) goes too, before the first paint: a page
    // from the platform's HTML cache carries it whatever the shopper's cookie.
    for (const [id, cookie] of [
      ['rabateCode', 'rabateCode'],
      ['freeShipping', 'freeeshipping'],
    ])
      if (cookies.includes(`; ${cookie}_clicked=`)) {
        selectors.push('#' + id);
        if (!html.contains('order_process')) html.remove('--' + id);
      }
  } catch {
    // skipped silently (see above)
  }
  if (!selectors.length) return;
  const style = document.createElement('style');
  // Under a style-src nonce policy the rule needs the nonce the theme gave this inline script.
  const nonce = (document.currentScript as HTMLScriptElement | null)?.nonce;
  if (nonce) style.nonce = nonce;
  // :has() keeps the order process untouched; a browser without it drops the rule (the widgets still remove them when they mount).
  style.textContent = `html:not(.order_process) :is(${selectors.join(',')}){display:none!important}`;
  document.head.append(style);
})();
