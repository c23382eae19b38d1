/**
 * menu_settings: the page-settings menu (language, currency, country) as the Standard template renders it:
 * `div#menu_settings > .open_trigger.hover__wrapper.--hover_touch[tabindex=0]` holding the settings form
 * (`form.hover__element`). The theme's CSS opens the form on hover or focus-within from 979 px; the widget keeps that
 * and adds what the CSS cannot do:
 *  - Enter or Space on the trigger opens the form (at every width: the widget's `sf-open` class) and moves focus to
 *    its first control; Escape closes it, focus back on the trigger (the template's `--hide` keeps the CSS from
 *    showing it again until the pointer or focus leaves); a click on the trigger toggles it; a click or focus
 *    outside closes it;
 *  - a select without a label (the template names the currency and country selects by a `span[for]`) gets that text
 *    as its accessible name (aria-labelledby), the field itself untouched;
 *  - each select shows as a dropdown listbox (the select stays, hidden, as the form's field): a React island
 *    (SelectDropdown.tsx) loaded when the shopper reaches for the menu (src/ui/intent.ts).
 */
import * as v from 'valibot';
import { defineWidget } from '../../src/define-widget';
import { part } from '../../src/lib/parts';
import { injectStyle } from '../../src/ui/style';
import type { Unmount } from '../../src/widget';
import { onIntent } from '../../src/ui/intent';
import { OPEN, isOutside, nameSelects } from './rules';
import { css } from './style';
import { doc } from '../../src/lib/dom';

export default defineWidget({
  name: 'menu_settings',
  schema: v.object({}),
  parts: {
    trigger: part('its open trigger', '.open_trigger', HTMLElement),
    form: part('its settings form', 'form.hover__element', HTMLFormElement),
  },
  mount(el, { signal, reportError, parts: { trigger, form } }) {
    injectStyle('menu_settings', css);
    nameSelects(form);
    const cleanups: Unmount[] = [];
    if (!trigger.hasAttribute('role')) trigger.setAttribute('role', 'group');
    if (!form.id) form.id = 'menu_settings_form';
    const isOpen = () => trigger.classList.contains(OPEN);
    const setOpen = (open: boolean) => {
      trigger.classList.toggle(OPEN, open);
      form.classList.toggle(OPEN, open);
      // Closed by the shopper: the theme's hover / focus-within rule stays off until the pointer and focus leave.
      if (open) trigger.classList.remove('--hide');
    };
    const shown = () => form.checkVisibility();
    const inside = (target: EventTarget | null) => !isOutside(el, target) || !isOutside(form, target);

    trigger.addEventListener(
      'keydown',
      (event) => {
        if (event.key === 'Escape') {
          // An open option list closes first (the dropdown handles that Escape).
          if (form.querySelector('[aria-haspopup="listbox"][aria-expanded="true"]') || !shown()) return;
          event.preventDefault();
          setOpen(false);
          trigger.classList.add('--hide');
          trigger.focus();
          return;
        }
        if (event.target !== trigger || (event.key !== 'Enter' && event.key !== ' ')) return;
        event.preventDefault();
        if (isOpen() && shown()) {
          setOpen(false);
          trigger.classList.add('--hide');
          return;
        }
        setOpen(true);
        form.querySelector<HTMLElement>('input:checked, input, select, button')?.focus();
      },
      { signal },
    );
    trigger.addEventListener(
      'click',
      (event) => {
        if (form.contains(event.target as Node)) return;
        const open = !isOpen();
        setOpen(open);
        if (!open) trigger.classList.add('--hide');
      },
      { signal },
    );
    // The pointer or focus leaving ends a close made by Escape or a click (the theme's hover works again).
    trigger.addEventListener('pointerleave', () => trigger.classList.remove('--hide'), { signal });
    trigger.addEventListener(
      'focusout',
      (event) => {
        if (!inside(event.relatedTarget)) trigger.classList.remove('--hide');
      },
      { signal },
    );
    const closeOutside = (event: Event) => {
      if (isOpen() && !inside(event.target)) setOpen(false);
    };
    doc.addEventListener('pointerdown', closeOutside, { signal });
    doc.addEventListener('focusin', closeOutside, { signal });

    // The select dropdowns are an island, loaded when the shopper reaches for the menu.
    onIntent(
      el,
      async () => {
        const { mountIsland } = await import('./SelectDropdown');
        if (!signal.aborted) cleanups.push(mountIsland(form, reportError));
      },
      { signal, reportError, prefetch: 'SelectDropdown' },
    );
    return () => {
      for (const c of cleanups.reverse()) c();
      setOpen(false);
    };
  },
});
