/**
 * What the loader lends the lazily loaded code, once, under a symbol key of `window` (which no element's id or name
 * can be, and which cannot be replaced once set: a second loader on the page stops at `publish`): the clobber-proof
 * document (src/lib/dom.ts), the page's warnOnce (src/lib/report.ts), the click hold (src/lib/hold-clicks.ts) and the
 * nonce of the loader's tag (src/lib/nonce.ts). The build gives the chunks src/lib/dom-shared.ts,
 * src/lib/report-shared.ts and src/lib/hold-clicks-shared.ts in place of those modules (rollup.config.mjs `shared`), so
 * the core chunk carries no second copy of any.
 */
import type { clean, doc } from './dom';
import type { warnOnce } from './report';
import type { holdClicks } from './hold-clicks';

export interface Shared {
  clean: typeof clean;
  doc: typeof doc;
  warnOnce: typeof warnOnce;
  holdClicks: typeof holdClicks;
  /** The nonce of the loader's tag ('' for none). */
  nonce: string;
}

const KEY: unique symbol = Symbol.for('storefront.shared') as never;

/** Called by the loader as it starts (loader/index.ts); `scope` is `window` but in the tests. */
export const publish = (value: Shared, scope: object = globalThis): void => void Object.defineProperty(scope, KEY, { value });

/** What the loader published (read by the chunks, which the loader imports after it ran), if it did. */
export const shared = (scope: object = globalThis): Shared | undefined => (scope as Record<symbol, Shared>)[KEY];
