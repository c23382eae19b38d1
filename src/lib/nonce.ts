/**
 * The CSP nonce the bundle gives the scripts and styles it creates on purpose: the nonce of the loader's own tag,
 * which the theme wrote. It is never read from an arbitrary element (an element placed earlier in the page, for
 * example inside shop content, could carry any value). The loader publishes it as it starts, with what else it lends
 * the lazily loaded modules (src/lib/shared.ts: under a symbol key of `window`, which an element's id or name cannot
 * clobber, set once); they read it from there. No nonce on the loader's tag (or no loader): none.
 */
import { doc } from './dom';
import { shared } from './shared';

/**
 * The nonce of the loader's tag, the script whose src is the loader module's URL (a module has no
 * `document.currentScript`), never one inside shop content (`[data-widget-ignore]`): a decoy tag with the loader's
 * src planted there, before a loader at the end of <body>, would otherwise win. The loader publishes it
 * (src/lib/shared.ts), once.
 */
export function loaderNonce(loaderUrl: string): string {
  // Its src as written, resolved against the page's own URL: `s.src` resolves against the document's base URL, which a
  // `<base href>` in shop content can set after the tag.
  const tag = [...doc.scripts].find((s) => new URL(s.getAttribute('src')!, location as never).href === loaderUrl && !s.closest('[data-widget-ignore]'));
  return tag?.nonce || '';
}

/** The nonce for the bundle's scripts and styles ('' when the page has none, or no loader published one). */
export function bundleNonce(scope: object = globalThis): string {
  const value = shared(scope)?.nonce;
  return typeof value === 'string' ? value : '';
}
