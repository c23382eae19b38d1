import type { WidgetManifest } from '../../src/widget';

/** Header comparison counter (#menu_compare), from the Comparers batch key (shared code: widgets/menu_lists). */
export const menuCompare: WidgetManifest = {
  name: 'menu_compare',
  keys: ['Comparers'],
  hydrate: 'idle',
  load: () => import('./index'),
};
