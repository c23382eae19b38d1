/**
 * src/lib/report.ts as the lazily loaded chunks see it (rollup.config.mjs `shared`): the loader's warnOnce, published
 * by it (src/lib/shared.ts), so a warning the loader gave is not given again by a widget, and the core carries no
 * second copy.
 */
import { shared } from './shared';

export const { warnOnce } = shared()!;
