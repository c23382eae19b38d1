/**
 * Reading a marker's configuration from markup. A marker is any element with data-widget="name".
 * Options come from a JSON object in data-config, overridden by individual data-* attributes
 * (data-max-items="5" -> maxItems: "5"); data-widget, data-hydrate, data-config and the loader's
 * own data-widget-state are not options. Validation against the widget's schema happens when its
 * chunk arrives; here only the JSON is parsed. The loader reads every marker with it (loader/runtime.ts); the
 * inspector, to tell why a marker was skipped (src/inspector/inspector.ts).
 */
const RESERVED = new Set(['widget', 'hydrate', 'config', 'widgetState']);

/** The options read, or what is wrong with them (a sentence for the console). */
export type MarkerConfig = { raw: Record<string, unknown>; jsonKeys: string[] } | string;

export function readMarkerConfig(el: HTMLElement): MarkerConfig {
  let raw: Record<string, unknown> = {};
  const json = el.getAttribute('data-config');
  if (json?.trim()) {
    try {
      const parsed: unknown = JSON.parse(json);
      // JSON.parse makes plain objects only: an array, a string, a number, true, false or null is not one.
      if (parsed?.constructor != Object) throw 0;
      raw = { ...(parsed as Record<string, unknown>) };
    } catch {
      // Not JSON, or JSON that is no object (an array, a string, a number, true, false or null): one message for both.
      return 'data-config is not a JSON object';
    }
  }
  const jsonKeys = Object.keys(raw);
  // A DOMStringMap's entries are strings (its type says `string | undefined` for a missing key only).
  for (const [key, value] of Object.entries(el.dataset)) if (!RESERVED.has(key)) raw[key] = value;
  return { raw, jsonKeys };
}
