// Each marker's effective hydration moment: its data-hydrate attribute when valid, else the widget's default.
// Defaults come from widgets/<name>/manifest.json (`"hydrate": "..."`); when that can't be read, the rule is:
// 'load' for snippets and responsive (non-React), 'idle' for menu_basket and any React island.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const MOMENTS = ['load', 'idle', 'visible', 'interaction'];
const NON_REACT_LOAD = new Set(['snippets', 'responsive']);

export function widgetDefaults(rootDir, names) {
  const defaults = {};
  for (const name of names) {
    const file = path.join(rootDir, 'widgets', name, 'manifest.json');
    try {
      const { hydrate } = JSON.parse(readFileSync(file, 'utf8'));
      if (MOMENTS.includes(hydrate)) defaults[name] = hydrate;
    } catch {
      /* no manifest: the rule below */
    }
  }
  return defaults;
}

export function effectiveHydrate(marker, defaults, needsReact) {
  if (MOMENTS.includes(marker.hydrate)) return marker.hydrate;
  if (defaults[marker.name]) return defaults[marker.name];
  if (NON_REACT_LOAD.has(marker.name)) return 'load';
  if (marker.name === 'menu_basket' || needsReact[marker.name]) return 'idle';
  return 'load';
}

/** True when some marker mounts at load and its widget's chunk imports React. */
export function pageNeedsReactAtLoad(markers, defaults, needsReact) {
  return markers.some((m) => effectiveHydrate(m, defaults, needsReact) === 'load' && needsReact[m.name]);
}
