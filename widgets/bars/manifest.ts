import type { WidgetManifest } from '../../src/widget';

/** Dismissable top and bottom bars (spec §2 "Bars and banners", §4 "Dismissals"). */
export const bars: WidgetManifest = {
  name: 'bars',
  keys: [],
  hydrate: 'load',
  load: () => import('./index'),
};
