/**
 * shopping_list: on a link to the shopping lists that the server marks empty (`data-empty="true"`),
 * a click first creates the default list ("Lista zakupowa") with the shoppingListCreate mutation,
 * lets the tracking events of that response run, then navigates to the link, also when the creation
 * failed. The marker is the link itself, or a container whose `a[data-empty="true"]` links it handles.
 */
import * as v from 'valibot';
import { withTimeout } from '../../src/lib/timeout';
import { defineWidget } from '../../src/define-widget';
import { warnOnce } from '../../src/lib/report';
import { CREATE_OPERATION, created, isPlainClick } from './rules';

/** The longest the shopper waits for the creation (and its tracking events) before navigating anyway. */
export const CREATE_TIMEOUT_MS = 5000;

async function createDefaultList(): Promise<boolean> {
  // The GraphQL client (and ky) is fetched at the click, not with the widget: nothing of it runs before.
  const { graphql } = await import('../../src/net/graphql');
  // The tracking events of this answer run before the page is left (spec §7): awaitTracking.
  const result = await graphql<unknown>(CREATE_OPERATION, { timeout: CREATE_TIMEOUT_MS, awaitTracking: true });
  return created(result.data);
}

export default defineWidget({
  name: 'shopping_list',
  schema: v.object({}),
  mount(el, { signal }) {
    let busy = false;
    el.addEventListener(
      'click',
      (event) => {
        const link = (event.target as Element | null)?.closest?.('a[href]');
        if (!link || !el.contains(link) || link.getAttribute('data-empty') !== 'true' || !isPlainClick(event)) return;
        event.preventDefault();
        if (busy) return;
        busy = true;
        const href = (link as HTMLAnchorElement).href;
        link.setAttribute('aria-busy', 'true');
        // The loading layer's code comes with the click.
        const loading = import('../../src/ui/loading').then((m) => (busy ? (m.showLoading(), m) : undefined)).catch(() => undefined);
        withTimeout(createDefaultList(), CREATE_TIMEOUT_MS + 2000)
          .then((ok) => {
            if (ok) link.setAttribute('data-empty', 'false');
            else warnOnce('shopping_list:create', 'storefront: shopping_list: the default list was not created; navigating anyway.');
          })
          .catch((error) => warnOnce('shopping_list:create', 'storefront: shopping_list: creating the default list failed; navigating anyway.', error))
          .finally(() => {
            void loading.then((m) => m?.hideLoading());
            link.removeAttribute('aria-busy');
            busy = false;
            location.assign(href);
          });
      },
      { signal },
    );
  },
});
