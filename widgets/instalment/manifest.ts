import type { WidgetManifest } from '../../src/widget';

/** The instalment calculator on the product and basket pages (spec §5 "Instalment calculator"). */
export const instalment: WidgetManifest = {
  name: 'instalment',
  keys: [],
  hydrate: 'idle',
  load: () => import('./index'),
};
