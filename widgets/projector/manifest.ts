import type { WidgetManifest } from '../../src/widget';

/** Product page: omnibus price details, quantity, deposit info (spec §2 "Product page", §3, §9). */
export const projector: WidgetManifest = {
  name: 'projector',
  keys: ['Projector'],
  hydrate: 'idle',
  load: () => import('./index'),
};
