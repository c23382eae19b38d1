import type { WidgetManifest } from '../../src/widget';

/** Footer: link tabs collapsible in view 1, hover images, the "manage cookies" link (spec §2 "Footer"). */
export const footer: WidgetManifest = {
  name: 'footer',
  keys: [],
  hydrate: 'load',
  load: () => import('./index'),
};
