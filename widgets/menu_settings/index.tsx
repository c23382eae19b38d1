/**
 * menu_settings: the page-settings menu (language, currency, country). Put the marker on the
 * server's block holding a `.menu_settings__open` button (rendered `hidden`, shown by the widget)
 * and the settings `form` (visible without JavaScript). The widget:
 *  - hides the form until the trigger opens it; the trigger toggles it by click or Enter;
 *  - closes it on a click or focus outside, and on Escape (focus back to the trigger);
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
    const trigger = el.querySelector<HTMLButtonElement>('.menu_settings__open');
    const form = el.querySelector<HTMLFormElement>('form');
    if (!trigger || !form) {
      warnOnce('menu_settings:markup', 'storefront: menu_settings: the marker needs a .menu_settings__open button and a form; left as it is.');
      return;
    }
    injectStyle('menu_settings', css);
    if (!form.id) form.id = `menu_settings_form_${++labelCounter}`;
    const cleanups: Unmount[] = [];

    const setOpen = (open: boolean, focusTrigger = false) => {
      el.classList.toggle('--open', open);
      trigger.setAttribute('aria-expanded', String(open));
      if (!open && focusTrigger) trigger.focus();
    };
    el.classList.add('--js');
    trigger.hidden = false;
    trigger.setAttribute('aria-controls', form.id);
    setOpen(false);
    cleanups.push(() => {
      el.classList.remove('--js', '--open');
      trigger.hidden = true;
      trigger.removeAttribute('aria-expanded');
    });

    // A button already toggles by click and by Enter (and Space).
    trigger.addEventListener('click', () => setOpen(!el.classList.contains('--open')), { signal });
    const closeOutside = (event: Event) => {
      if (el.classList.contains('--open') && isOutside(el, event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside, { signal });
    document.addEventListener('focusin', closeOutside, { signal });
    el.addEventListener(
      'keydown',
      (event) => {
        if (event.key !== 'Escape' || !el.classList.contains('--open')) return;
        // An open option list closes first (the dropdown handles that Escape).
        if (el.querySelector('[aria-haspopup="listbox"][aria-expanded="true"]')) return;
        setOpen(false, true);
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
