import type { WidgetManifest } from '../../src/widget';

/** Customer-data form behaviour over the server's form (spec §4 "Form fields", "Form submit"; §5; §7). */
export const form: WidgetManifest = {
  name: 'form',
  keys: [],
  // Typing-first, like the search box: the loader also mounts early on a first focus or pointer.
  hydrate: 'idle',
  load: () => import('./index'),
};
