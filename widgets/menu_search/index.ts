/**
 * menu_search: the header search box with live suggestions. Enhances the server's form (the input stays the
 * server's element, with its value and focus). When the shopper reaches for the search (pointer, focus, touch:
 * src/ui/intent.ts), two parts arrive together: the rest of this shell (search-shell.ts: the input's listeners and an
 * atom of the search state) and the suggestions' React island (Search.tsx), in a container appended inside the form,
 * which renders that atom. Text typed before they arrived is kept and searched. Without JavaScript the form still
 * submits.
 */
import * as v from 'valibot';
import { defineWidget } from '../../src/define-widget';
import { getPage } from '../../src/page-config';
import { part } from '../../src/lib/parts';
import { injectStyle } from '../../src/ui/style';
import { onIntent } from '../../src/ui/intent';
import { prefetchIsland } from '../../src/ui/prefetch';
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
    prefetchIsland('search-shell', signal);
    onIntent(
      el,
      async () => {
        const [{ connectSearch }, { mountIsland }] = await Promise.all([import('./search-shell'), import('./Search')]);
        if (signal.aborted) return;
        const page = getPage();
        island = mountIsland(form, { ...connectSearch(form, input, page, signal), t: page.t }, reportError);
      },
      { signal, reportError, prefetch: 'Search' },
    );
    return () => island?.();
  },
});
