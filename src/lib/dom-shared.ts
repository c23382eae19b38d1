/**
 * src/lib/dom.ts as the lazily loaded chunks see it (rollup.config.mjs `shared`): the clobber-proof document the
 * loader made and published (src/lib/shared.ts), taken as it is. Every chunk is imported by the loader, after it ran,
 * so it is there; its members were taken before any widget code or snippet.
 */
import { shared } from './shared';

export const { clean, doc } = shared()!;
