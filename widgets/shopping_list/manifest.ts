import type { WidgetManifest } from '../../src/widget';

/** Empty-shopping-list links: create the default list first, then navigate (spec §4, §7). */
export const shoppingList: WidgetManifest = {
  name: 'shopping_list',
  keys: [],
  hydrate: 'idle',
  holdsClicks: true,
  load: () => import('./index'),
};
