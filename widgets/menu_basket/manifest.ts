import type { WidgetManifest } from '../../src/widget';

/** Header mini basket (spec §2 "Header mini basket", §3 "Basket"). */
export const menuBasket: WidgetManifest = {
  name: 'menu_basket',
  keys: ['Basket'],
  hydrate: 'idle',
  load: () => import('./index'),
};
