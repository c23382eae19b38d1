/**
 * src/lib/hold-clicks.ts as the lazily loaded chunks see it (rollup.config.mjs `shared`): the loader's copy, lent by
 * it (src/lib/shared.ts), so the core chunk carries none.
 */
import { shared } from './shared';

export const { holdClicks } = shared()!;
