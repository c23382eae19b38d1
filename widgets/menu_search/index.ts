/**
 * menu_search: the header search box with live suggestions. Enhances the server's form (the input stays the
 * server's element, with its value and focus). The suggestion panel is a React island (Search.tsx) in a container
 * appended inside the form, loaded when the shopper reaches for the search (pointer, focus, touch: src/ui/intent.ts);
 * text typed before it arrived is kept and searched. Without JavaScript the form still submits.
 */
import * as v from 'valibot';
import { defineWidget } from '../../src/define-widget';
import { getPage } from '../../src/page-config';
import { part } from '../../src/lib/parts';
import { injectStyle } from '../../src/ui/style';
import { onIntent } from '../../src/ui/intent';
import type { Unmount } from '../../src/widget';
import { css } from './style';

export default defineWidget({
  name: 'menu_search',
  schema: v.object({}),
  parts: {
    form: part('to be the search form', ':scope', HTMLFormElement),
    input: part('its text input', 'input[name="text"], input[type="search"]', HTMLInputElement),
  },
  mount(el, { signal, reportError, parts: { form, input } }) {
    injectStyle('menu_search', css);
    let island: Unmount | undefined;
    onIntent(
      el,
      async () => {
        const { mountIsland } = await import('./Search');
        if (signal.aborted) return;
        island = mountIsland(form, input, getPage(), reportError);
      },
      { signal, reportError, prefetch: 'Search' },
    );
    return () => island?.();
  },
});
