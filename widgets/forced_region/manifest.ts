import type { WidgetManifest } from '../../src/widget';

/** Forced delivery region / zipcode notice (spec §2 "Forced-region modal", §4 "Forced region"). */
export const forcedRegion: WidgetManifest = {
  name: 'forced_region',
  keys: [],
  hydrate: 'idle',
  load: () => import('./index'),
};
