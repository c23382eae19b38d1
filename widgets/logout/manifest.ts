import type { WidgetManifest } from '../../src/widget';

/** Logout links: clear the "expchck" session-storage entries on click (spec §4 "Logout"). */
export const logout: WidgetManifest = {
  name: 'logout',
  keys: [],
  hydrate: 'idle',
  holdsClicks: true,
  load: () => import('./index'),
};
