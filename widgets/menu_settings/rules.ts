/** The page-settings menu's helpers (DOM-light: no React). */

/** The widget's own open state on the trigger (the theme's CSS knows only hover and focus-within). */
export const OPEN = 'sf-open';

/** Whether an event target lies outside the menu (a click or focus there closes it). */
export function isOutside(root: { contains(node: unknown): boolean }, target: unknown): boolean {
  return !!target && !root.contains(target);
}

let ids = 0;

/**
 * The element naming a select: its `<label>`, else the element the template points at it with `for` (a `span[for]`,
 * which names nothing by itself). Given an id when it has none. Null when neither exists.
 */
export function nameOf(form: HTMLFormElement, select: HTMLSelectElement): HTMLElement | null {
  const named = select.labels?.[0] ?? (select.id ? form.querySelector<HTMLElement>(`[for="${CSS.escape(select.id)}"]`) : null);
  if (named && !named.id) named.id = `menu_settings_name_${++ids}`;
  return named ?? null;
}

/** A select with no label gets its `span[for]` as its accessible name (aria-labelledby); the field stays as served. */
export function nameSelects(form: HTMLFormElement): void {
  for (const select of Array.from(form.querySelectorAll('select'))) {
    if (select.labels?.length || select.hasAttribute('aria-labelledby')) continue;
    const named = nameOf(form, select);
    if (named) select.setAttribute('aria-labelledby', named.id);
  }
}
