/**
 * Widgets bring their own CSS: injectStyle adds one <style data-sf-style="{id}"> to the head per id
 * (calling it again with the same id does nothing), carrying the nonce of the loader's tag when it has one (src/lib/nonce.ts).
 * The first call of any id also adds the shared "base" style (the .sr-only utility), so every
 * widget can rely on it.
 */
import { bundleNonce } from '../lib/nonce';
import { doc } from '../lib/dom';

/** Visually hidden but read by screen readers. */
const BASE_CSS =
  '.sr-only{position:absolute!important;width:1px!important;height:1px!important;padding:0!important;margin:-1px!important;' +
  'overflow:hidden!important;clip:rect(0,0,0,0)!important;white-space:nowrap!important;border:0!important}';

function add(id: string, css: string): void {
  const head = doc.head;
  for (const el of head.querySelectorAll('style[data-sf-style]')) {
    if (el.getAttribute('data-sf-style') === id) return;
  }
  const style = doc.createElement('style');
  style.setAttribute('data-sf-style', id);
  const nonce = bundleNonce();
  if (nonce) style.setAttribute('nonce', nonce);
  style.textContent = css;
  head.append(style);
}

export function injectStyle(id: string, css: string): void {
  if (id !== 'base') add('base', BASE_CSS);
  add(id, css);
}
