/**
 * The CSP nonce the bundle gives the scripts and styles it creates on purpose: the nonce of the loader's own tag,
 * which the theme wrote. It is never read from an arbitrary element (an element placed earlier in the page, for
 * example inside shop content, could carry any value). The loader records it at start under a symbol key of
 * `window` (a symbol cannot be clobbered by an element's id or name, and is read-only once set); the lazily loaded
 * modules, built separately, read it from there. No nonce on the loader's tag (or no loader): none.
 */
import { doc } from './dom';

const NONCE_KEY: unique symbol = Symbol.for('storefront.nonce') as never;

type Holder = { [NONCE_KEY]?: string };

/**
 * Records the nonce of the loader's tag, the script whose src is the loader module's URL (a module has no
 * `document.currentScript`), never one inside shop content (`[data-widget-ignore]`): a decoy tag with the loader's
 * src planted there, before a loader at the end of <body>, would otherwise win. Once: later calls change nothing.
 */
export function recordLoaderNonce(loaderUrl: string, scope: object = window): void {
  // Its src as written, resolved against the page's own URL: `s.src` resolves against the document's base URL, which a
  // `<base href>` in shop content can set after the tag.
  const tag = [...doc.scripts].find((s) => new URL(s.getAttribute('src')!, location as never).href === loaderUrl && !s.closest('[data-widget-ignore]'));
  if (!(NONCE_KEY in scope)) Object.defineProperty(scope, NONCE_KEY, { value: tag?.nonce || '' });
}

/** The nonce for the bundle's scripts and styles ('' when the page has none). */
export function bundleNonce(scope: object = typeof window !== 'undefined' ? window : {}): string {
  const value = (scope as Holder)[NONCE_KEY];
  return typeof value === 'string' ? value : '';
}
