import type { WidgetManifest } from '../../src/widget';

/** Store / pickup-point map with clustering (spec §1 "Maps", §7 "Map marker images", §9 "Map clustering"). */
export const map: WidgetManifest = {
  name: 'map',
  keys: [],
  // Leaflet and the clustering code are fetched only when the map comes into view.
  hydrate: 'visible',
  load: () => import('./index'),
};
