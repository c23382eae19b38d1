/**
 * Reading a marker's configuration from markup. A marker is any element with data-widget="name".
 * Options come from a JSON object in data-config, overridden by individual data-* attributes
 * (data-max-items="5" -> maxItems: "5"); data-widget, data-hydrate, data-config and the loader's
 * own data-widget-state are not options. Validation against the widget's schema happens when its
 * chunk arrives; here only the JSON is parsed.
 */
import { HYDRATE_MOMENTS, type Hydrate } from '../src/widget';

const RESERVED = new Set(['widget', 'hydrate', 'config', 'widgetState']);

export type MarkerConfig = { ok: true; raw: Record<string, unknown>; jsonKeys: string[] } | { ok: false; attribute: string; message: string };

export function readMarkerConfig(el: HTMLElement): MarkerConfig {
  let raw: Record<string, unknown> = {};
  const json = el.getAttribute('data-config');
  if (json != null && json.trim() !== '') {
    try {
      const parsed: unknown = JSON.parse(json);
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return { ok: false, attribute: 'data-config', message: 'must be a JSON object' };
      raw = { ...(parsed as Record<string, unknown>) };
    } catch {
      return { ok: false, attribute: 'data-config', message: 'is not valid JSON' };
    }
  }
  const jsonKeys = Object.keys(raw);
  for (const [key, value] of Object.entries(el.dataset)) {
    if (!RESERVED.has(key) && value !== undefined) raw[key] = value;
  }
  return { ok: true, raw, jsonKeys };
}

/** The marker's hydration moment: data-hydrate when valid, else the widget's default. */
export function readHydrate(el: HTMLElement, fallback: Hydrate): { hydrate: Hydrate; invalid?: string } {
  const value = el.getAttribute('data-hydrate');
  if (value == null || value === '') return { hydrate: fallback };
  if ((HYDRATE_MOMENTS as readonly string[]).includes(value)) return { hydrate: value as Hydrate };
  return { hydrate: fallback, invalid: value };
}

/** The attribute a config path came from, for warnings a theme developer can act on. */
export function attributeFor(el: HTMLElement, path: string[]): string {
  if (!path.length) return 'data-config';
  const attribute = 'data-' + path[0].replace(/[A-Z]/g, (c) => '-' + c.toLowerCase());
  return el.hasAttribute(attribute) ? attribute : `data-config → ${path.join('.')}`;
}
