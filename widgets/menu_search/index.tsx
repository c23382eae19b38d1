/**
 * menu_search: the header search box with live suggestions. Enhances the server's form (the input
 * stays the server's element, with its value and focus); the suggestion panel is a React island in
 * a container appended inside the form. Without JavaScript the form still submits.
 */
import * as v from 'valibot';
import { defineWidget } from '../../src/define-widget';
import { renderIsland } from '../../src/island';
import { getPage } from '../../src/page-config';
import { warnOnce } from '../../src/lib/report';
import { injectStyle } from '../../src/ui/style';
import { Search } from './Search';
import { css } from './style';

export default defineWidget({
  name: 'menu_search',
  schema: v.object({}),
  mount(el, { reportError }) {
    const input = el.querySelector<HTMLInputElement>('input[name="text"]') ?? el.querySelector<HTMLInputElement>('input[type="search"]');
    if (!(el instanceof HTMLFormElement) || !input) {
      warnOnce('menu_search:markup', 'storefront: menu_search: the marker must be the search form with its text input; left as it is.');
      return;
    }
    injectStyle('menu_search', css);
    const container = document.createElement('div');
    container.className = 'menu_search__results';
    el.append(container);
    const unmount = renderIsland(container, <Search form={el} input={input} page={getPage()} />, reportError);
    return () => {
      unmount();
      container.remove();
    };
  },
});
