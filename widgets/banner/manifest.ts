import type { WidgetManifest } from '../../src/widget';

/** The discount-code (#rabateCode) and free-shipping (#freeShipping) banners (spec §2, §4 "Dismissals"). */
export const banner: WidgetManifest = {
  name: 'banner',
  keys: [],
  hydrate: 'load',
  load: () => import('./index'),
};
