import type { WidgetManifest } from '../../src/widget';

/** Tooltip: order-process security, basket gifts and products tooltips (spec §2, §9 "Tooltip"). */
export const tooltip: WidgetManifest = {
  name: 'tooltip',
  keys: [],
  hydrate: 'idle',
  load: () => import('./index'),
};
