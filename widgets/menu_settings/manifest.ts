import type { WidgetManifest } from '../../src/widget';

/** Page-settings menu (spec §2 "Page-settings menu"): a toggled form whose selects are dropdowns. */
export const menuSettings: WidgetManifest = {
  name: 'menu_settings',
  keys: [],
  hydrate: 'idle',
  load: () => import('./index'),
};
