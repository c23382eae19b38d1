import type { WidgetManifest } from '../../src/widget';

/** Responsive layout helpers: per-view image sources, the mobile grid, the cloned contact menu (spec §2). */
export const responsive: WidgetManifest = {
  name: 'responsive',
  keys: [],
  hydrate: 'load',
  load: () => import('./index'),
};
