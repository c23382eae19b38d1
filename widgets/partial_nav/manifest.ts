import type { WidgetManifest } from '../../src/widget';

/** Partial page navigation: marked links and forms swap the page's named regions in place (spec §2). */
export const partialNav: WidgetManifest = {
  name: 'partial_nav',
  keys: [],
  hydrate: 'load',
  load: () => import('./index'),
};
