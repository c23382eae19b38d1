/** A native select's options as the dropdown's choices: loaded with the island (SelectDropdown.tsx). Pure. */

export interface Choice {
  value: string;
  label: string;
  disabled: boolean;
}

/** The options of a native select as choices (the select stays the form's field). */
export function choicesOf(options: ArrayLike<{ value: string; text: string; disabled: boolean }>): Choice[] {
  return Array.from(options, (o) => ({ value: o.value, label: o.text.trim(), disabled: o.disabled }));
}
