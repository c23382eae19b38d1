import type { WidgetManifest } from '../../src/widget';

/** The platform's snippets, inserted into head, the top of the body or its end (spec §7). */
export const snippets: WidgetManifest = {
  name: 'snippets',
  keys: ['Snippets'],
  hydrate: 'load',
  load: () => import('./index'),
};
