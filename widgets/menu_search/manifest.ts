import type { WidgetManifest } from '../../src/widget';

/** Header search box with live suggestions (spec §2 "Search box", §3 "Search result", §4/§7/§9 "Search"). */
export const menuSearch: WidgetManifest = {
  name: 'menu_search',
  keys: [],
  // Typing-first: 'interaction' would fetch the chunk only after the first keystroke; the loader
  // still mounts idle markers early on a first focus or pointer.
  hydrate: 'idle',
  load: () => import('./index'),
};
