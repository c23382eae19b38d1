/**
 * menu_search: the header search box with live suggestions. Enhances the server's form (the input stays the
 * server's element, with its value and focus). The suggestion panel is a React island (Search.tsx) in a container
 * appended inside the form, loaded when the shopper reaches for the search (pointer, focus, touch: src/ui/intent.ts);
 * text typed before it arrived is kept and searched. Without JavaScript the form still submits.
 */
import * as v from 'valibot';
import { defineWidget } from '../../src/define-widget';
import { getPage } from '../../src/page-config';
import { warnOnce } from '../../src/lib/report';
import { injectStyle } from '../../src/ui/style';
import { onIntent } from '../../src/ui/intent';
import type { Unmount } from '../../src/widget';
import { css } from './style';

export default defineWidget({
  name: 'menu_search',
  schema: v.object({}),
  mount(el, { signal, reportError }) {
    const input = el.querySelector<HTMLInputElement>('input[name="text"]') ?? el.querySelector<HTMLInputElement>('input[type="search"]');
    if (!(el instanceof HTMLFormElement) || !input) {
      warnOnce('menu_search:markup', 'storefront: menu_search: the marker must be the search form with its text input; left as it is.');
      return;
    }
    injectStyle('menu_search', css);
    let island: Unmount | undefined;
    onIntent(
      el,
      async () => {
        const { mountIsland } = await import('./Search');
        if (signal.aborted) return;
        island = mountIsland(el, input, getPage(), reportError);
      },
      { signal, reportError, prefetch: 'Search' },
    );
    return () => island?.();
  },
});
