import type { WidgetManifest } from '../../src/widget';

/** Date-picker calendar on a server date input (spec §4 "Calendar", §9 "Calendar", "Formats"). */
export const calendar: WidgetManifest = {
  name: 'calendar',
  keys: [],
  hydrate: 'idle',
  load: () => import('./index'),
};
