import type { WidgetManifest } from '../../src/widget';

/** Category menu (spec §2 "Category menu"): wide multi-column bar on desktop, drill-down drawer on mobile and tablet. */
export const categoryMenu: WidgetManifest = {
  name: 'category_menu',
  keys: [],
  hydrate: 'load',
  load: () => import('./index'),
};
