import type { WidgetManifest } from '../../src/widget';

/** Back-to-top button, shown after scrolling more than 2 viewport heights (spec §2, §9). */
export const backToTop: WidgetManifest = {
  name: 'back_to_top',
  keys: [],
  hydrate: 'idle',
  load: () => import('./index'),
};
