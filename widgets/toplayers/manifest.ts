import type { WidgetManifest } from '../../src/widget';

/** The platform's top layers and widgets: HTML inserted at the end of the body, scripts run (spec §7). */
export const toplayers: WidgetManifest = {
  name: 'toplayers',
  keys: ['ToplayersAndWidgets'],
  hydrate: 'idle',
  load: () => import('./index'),
};
