/**
 * src/lib/dom.ts as the lazily loaded chunks see it (rollup.config.mjs `sharedDom`): the clobber-proof document the
 * loader made and published under `Symbol.for('storefront.dom')` on `window`, taken as it is. Every chunk is imported
 * by the loader, after it ran, so it is there; its members were taken before any widget code or snippet.
 */
import type { clean as Clean, doc as Doc } from './dom';

const shared = (window as unknown as Record<symbol, { clean: typeof Clean; doc: typeof Doc }>)[Symbol.for('storefront.dom')];

export const clean = shared.clean;
export const doc = shared.doc;
