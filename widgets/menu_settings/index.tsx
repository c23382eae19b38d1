/**
 * menu_settings: the page-settings menu (language, currency, country). Put the marker on the
 * server's `details` disclosure: its `summary` is the open trigger and it holds the settings form.
 * Without JavaScript the disclosure already opens and the form submits. The widget:
 *  - keeps the trigger's toggle by click or Enter (the summary's own) and closes the menu on a
 *    click or focus outside, and on Escape (focus back to the trigger);
 *  - shows each `select` as a dropdown listbox (the select stays, hidden, as the form's field).
 */
import * as v from 'valibot';
import { defineWidget } from '../../src/define-widget';
import { renderIsland } from '../../src/island';
import { warnOnce } from '../../src/lib/report';
import { injectStyle } from '../../src/ui/style';
import type { Unmount } from '../../src/widget';
import { SelectDropdown } from './SelectDropdown';
import { isOutside } from './rules';
import { css } from './style';

let labelCounter = 0;

export default defineWidget({
  name: 'menu_settings',
  schema: v.object({}),
  mount(el, { signal, reportError }) {
    const details = el instanceof HTMLDetailsElement ? el : el.querySelector('details');
    const trigger = details?.querySelector(':scope > summary') as HTMLElement | null;
    const form = details?.querySelector('form');
    if (!details || !trigger || !form) {
      warnOnce('menu_settings:markup', 'storefront: menu_settings: the marker needs a details element with a summary and a form; left as it is.');
      return;
    }
    injectStyle('menu_settings', css);
    const cleanups: Unmount[] = [];
    const close = (focusTrigger: boolean) => {
      details.open = false;
      if (focusTrigger) trigger.focus();
    };
    // The summary toggles the menu by click and by Enter (and Space) on its own.
    const closeOutside = (event: Event) => {
      if (details.open && isOutside(details, event.target)) close(false);
    };
    document.addEventListener('pointerdown', closeOutside, { signal });
    document.addEventListener('focusin', closeOutside, { signal });
    details.addEventListener(
      'keydown',
      (event) => {
        if (event.key !== 'Escape' || !details.open) return;
        // An open option list closes first (the dropdown handles that Escape).
        if (details.querySelector('[aria-haspopup="listbox"][aria-expanded="true"]')) return;
        close(true);
      },
      { signal },
    );

    for (const select of Array.from(form.querySelectorAll('select'))) {
      const label = select.id ? form.querySelector<HTMLLabelElement>(`label[for="${CSS.escape(select.id)}"]`) : select.closest('label');
      if (!label) continue;
      if (!label.id) label.id = `menu_settings_label_${++labelCounter}`;
      const slot = document.createElement('div');
      slot.className = 'menu_settings__dropdown';
      select.after(slot);
      select.hidden = true;
      const unmount = renderIsland(slot, <SelectDropdown select={select} labelId={label.id} />, reportError);
      cleanups.push(() => {
        unmount();
        slot.remove();
        select.hidden = false;
      });
    }
    return () => {
      for (const c of cleanups.reverse()) c();
    };
  },
});
