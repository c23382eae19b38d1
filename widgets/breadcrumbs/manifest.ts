import type { WidgetManifest } from '../../src/widget';

/** Breadcrumbs: in the header on desktop, at the top on mobile and tablet, with a back button (spec §2). */
export const breadcrumbs: WidgetManifest = {
  name: 'breadcrumbs',
  keys: [],
  hydrate: 'load',
  load: () => import('./index'),
};
