import type { WidgetManifest } from '../../src/widget';

/** Country and language modal (spec §2 "Country and language modal", §4 "Select-language modal"). */
export const selectLanguage: WidgetManifest = {
  name: 'select_language',
  keys: [],
  // It may open by itself on arrival (show_select), and its open button lives outside the marker.
  hydrate: 'load',
  load: () => import('./index'),
};
