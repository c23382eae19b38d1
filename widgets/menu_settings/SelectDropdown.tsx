/**
 * One select of the settings form shown as a dropdown listbox (shared useDropdown): a button names
 * the field (its label) and the chosen option; the panel lists the options. Choosing one sets the
 * native select (hidden, still the form's field) and fires its change event.
 */
import { useId, useState, type KeyboardEvent } from 'react';
import { useDropdown } from '../../src/ui/floating';
import { renderIsland } from '../../src/island';
import { injectStyle } from '../../src/ui/style';
import { dropdownCss } from './dropdown-style';
import type { Unmount } from '../../src/widget';
import { nameOf } from './rules';
import { choicesOf } from './choices';
import { doc } from '../../src/lib/dom';
import { hide } from '../../src/lib/visibility';

/** Every named select of the form as a dropdown (the select hidden, still the field); the unmount puts them back. */
export function mountIsland(form: HTMLFormElement, reportError: (error: unknown) => void): Unmount {
  injectStyle('menu_settings_dropdown', dropdownCss);
  const cleanups: Unmount[] = [];
  for (const select of Array.from(form.querySelectorAll('select'))) {
    // Its <label>, or the element the template names it with (`span[for]`); a select named by neither stays as it is.
    const label = nameOf(form, select);
    if (!label) continue;
    const slot = doc.createElement('div');
    slot.className = 'sf-settings__dropdown';
    select.after(slot);
    // Hidden beyond the theme's reach: the Standard template's `.form-control.form-control{display:block}` beats `hidden`,
    // and the native select stayed on screen beside the button that replaces it.
    hide(select);
    const unmount = renderIsland(slot, <SelectDropdown select={select} labelId={label.id} />, reportError);
    cleanups.push(() => {
      unmount();
      slot.remove();
      hide(select, false);
    });
  }
  return () => {
    for (const c of cleanups.reverse()) c();
  };
}

function SelectDropdown({ select, labelId }: { select: HTMLSelectElement; labelId: string }) {
  const [value, setValue] = useState(select.value);
  const choices = choicesOf(select.options);
  const current = choices.find((c) => c.value === value) ?? choices[0];
  const dropdown = useDropdown({ openOn: ['click'], role: 'listbox', placement: 'bottom-start' });
  const buttonId = useId();

  const choose = (next: string) => {
    select.value = next;
    select.dispatchEvent(new Event('change', { bubbles: true }));
    setValue(select.value);
    dropdown.setOpen(false);
    (dropdown.refs.domReference.current as HTMLElement | null)?.focus();
  };

  return (
    <>
      <button
        type="button"
        id={buttonId}
        className="sf-settings__select"
        aria-labelledby={`${labelId} ${buttonId}`}
        {...dropdown.getReferenceProps({ ref: dropdown.refs.setReference })}
      >
        {current?.label ?? ''}
      </button>
      {dropdown.open && (
        <ul
          className="sf-dropdown sf-settings__options"
          aria-labelledby={labelId}
          {...dropdown.getFloatingProps({ ref: dropdown.refs.setFloating, style: dropdown.floatingStyles })}
        >
          {choices.map((c) => (
            <li
              key={c.value}
              role="option"
              tabIndex={-1}
              aria-selected={c.value === value}
              aria-disabled={c.disabled || undefined}
              className={c.value === value ? 'sf-settings__option --selected' : 'sf-settings__option'}
              onClick={(e) => {
                // Not on to the menu's trigger: the chosen option is gone from the page when the click reaches it,
                // which took the click for one outside the form and closed the menu (a tap on a phone).
                e.stopPropagation();
                if (!c.disabled) choose(c.value);
              }}
              onKeyDown={(e: KeyboardEvent) => {
                if ((e.key === 'Enter' || e.key === ' ') && !c.disabled) {
                  e.preventDefault();
                  choose(c.value);
                }
              }}
            >
              {c.label}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
