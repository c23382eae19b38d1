/**
 * menu_search: the header search box with live suggestions, on the Standard template's form (form#menu_search with
 * a.menu_search__mobile, input[name=text] and .search_result). The input stays the server's element, with its value
 * and focus. This core part does only what must work before any code arrives: the mobile opener, which toggles
 * `html.--search-open` (the template's CSS shows the search block below 979 px only with it) and focuses the input.
 * When the shopper reaches for the search (pointer, focus, touch: src/ui/intent.ts), two parts arrive together: the
 * rest of the shell (search-shell.ts: the input's listeners, the form's state classes and an atom of the search
 * state) and the suggestions' React island (Search.tsx), in a container inside the template's results element, which
 * renders that atom. Text typed before they arrived is kept and searched. Without JavaScript the form still submits.
 */
import * as v from 'valibot';
import { defineWidget } from '../../src/define-widget';
import { getPage } from '../../src/page-config';
import { part } from '../../src/lib/parts';
import { onIntent } from '../../src/ui/intent';
import { prefetchIsland } from '../../src/ui/prefetch';
import type { Unmount } from '../../src/widget';
import type { SearchShell } from './search-shell';
import { watchCustomer } from './customer';
import { doc } from '../../src/lib/dom';

export default defineWidget({
  name: 'menu_search',
  schema: v.object({}),
  parts: {
    form: part('to be the search form', ':scope', HTMLFormElement),
    input: part('its text input', 'input[name="text"]', HTMLInputElement),
    mobile: part('its mobile opener', 'a.menu_search__mobile', HTMLElement, { optional: true }),
    results: part('its results block', '.search_result', HTMLElement, { optional: true }),
  },
  mount(el, { signal, reportError, parts: { form, input, mobile, results } }) {
    watchCustomer(signal); // the cache of another customer's results goes before any is read
    let island: Unmount | undefined;
    let shell: SearchShell | undefined;
    const root = doc.documentElement;
    // The template's opener: html.--search-open shows the search block on narrow screens; opening focuses the input.
    const sync = () => mobile?.setAttribute('aria-expanded', String(root.classList.contains('--search-open')));
    mobile?.addEventListener(
      'click',
      (e) => {
        e.preventDefault();
        const open = !root.classList.contains('--search-open');
        if (shell) shell.setFull(open);
        else root.classList.toggle('--search-open', open);
        sync();
        if (open) input.focus();
      },
      { signal },
    );
    sync();
    prefetchIsland('search-shell', signal, el);
    onIntent(
      el,
      async () => {
        const [{ connectSearch }, { mountIsland }] = await Promise.all([import('./search-shell'), import('./Search')]);
        if (signal.aborted) return;
        const page = getPage();
        shell = connectSearch(form, input, page, signal, undefined, mobile);
        island = mountIsland(results ?? form, { ...shell, t: page.t }, reportError);
      },
      { signal, reportError, prefetch: 'Search' },
    );
    return () => {
      island?.();
      mobile?.removeAttribute('aria-expanded');
    };
  },
});
