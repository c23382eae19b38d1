/** The page-settings menu's pure helpers. */

export interface Choice {
  value: string;
  label: string;
  disabled: boolean;
}

/** The options of a native select as choices (the select stays the form's field). */
export function choicesOf(options: ArrayLike<{ value: string; text: string; disabled: boolean }>): Choice[] {
  return Array.from(options, (o) => ({ value: o.value, label: o.text.trim(), disabled: o.disabled }));
}

/** Whether an event target lies outside the menu (a click or focus there closes it). */
export function isOutside(root: { contains(node: unknown): boolean }, target: unknown): boolean {
  return !!target && !root.contains(target);
}
