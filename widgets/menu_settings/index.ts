/**
 * menu_settings: the page-settings menu (language, currency, country). Put the marker on the
 * server's `details` disclosure: its `summary` is the open trigger and it holds the settings form.
 * Without JavaScript the disclosure already opens and the form submits. The widget:
 *  - keeps the trigger's toggle by click or Enter (the summary's own) and closes the menu on a
 *    click or focus outside, and on Escape (focus back to the trigger);
 *  - shows each `select` as a dropdown listbox (the select stays, hidden, as the form's field): a React island
 *    (SelectDropdown.tsx) loaded when the shopper reaches for the menu (src/ui/intent.ts).
 */
import * as v from 'valibot';
import { defineWidget } from '../../src/define-widget';
import { part } from '../../src/lib/parts';
import { injectStyle } from '../../src/ui/style';
import type { Unmount } from '../../src/widget';
import { onIntent } from '../../src/ui/intent';
import { isOutside } from './rules';
import { css } from './style';

export default defineWidget({
  name: 'menu_settings',
  schema: v.object({}),
  parts: {
    details: part('a details element', 'details', HTMLDetailsElement),
    trigger: part('its summary', 'details > summary', HTMLElement),
    form: part('a form in it', 'details form', HTMLFormElement),
  },
  mount(el, { signal, reportError, parts: { details, trigger, form } }) {
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

    // The select dropdowns are an island, loaded when the shopper reaches for the menu; a click on the trigger made
    // before it arrived is held, so the menu opens with them.
    onIntent(
      el,
      async () => {
        const { mountIsland } = await import('./SelectDropdown');
        if (!signal.aborted) cleanups.push(mountIsland(form, reportError));
      },
      { signal, reportError, holdClicks: 'summary', prefetch: 'SelectDropdown' },
    );
    return () => {
      for (const c of cleanups.reverse()) c();
    };
  },
});
