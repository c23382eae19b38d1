import type { WidgetManifest } from '../../src/widget';

/** Menu notice: shown in a modal when present (spec §2 "Menu notice"). */
export const menuNotice: WidgetManifest = {
  name: 'menu_notice',
  keys: [],
  hydrate: 'load',
  load: () => import('./index'),
};
