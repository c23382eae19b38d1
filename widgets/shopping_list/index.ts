/**
 * shopping_list: the shopping lists as the Standard template renders them (header `.shopping_list_top[data-empty]`,
 * aside `section.shopping_list_menu > .slm_lists[data-empty]`). A link the server marks empty (class `--empty`: the
 * header's `a.slt_link`, or the `a.slt_lists__nav_link` shown when there is no list) is followed only after a click has
 * created the first list ("Lista zakupowa") with the shoppingListCreate mutation and let the tracking events of that
 * answer run; also when the creation failed (one warning). A created list is shown at once wherever the page lists
 * them: the model row (`[data-list_skeleton]`) cloned with its id, name and count 0, `data-empty="false"`, no
 * `--empty` link left (so a page kept in the back-forward cache never creates a second one). The header's and the
 * aside's markers share one creation: a click on either while the other's is under way does nothing.
 */
import * as v from 'valibot';
import { withTimeout } from '../../src/lib/timeout';
import { defineWidget } from '../../src/define-widget';
import { part } from '../../src/lib/parts';
import { warnOnce } from '../../src/lib/report';
import { sameOriginUrl } from '../../src/lib/url';
import { CREATE_OPERATION, DEFAULT_LIST_NAME, EMPTY, createdId, isPlainClick } from './rules';

/** The longest the shopper waits for the creation (and its tracking events) before navigating anyway. */
export const CREATE_TIMEOUT_MS = 5000;

async function createDefaultList(): Promise<string | undefined> {
  // The GraphQL client (and ky) and the rows' code are fetched at the click, not with the widget.
  const [{ graphql }, { showCreated }] = await Promise.all([import('../../src/net/graphql'), import('./created')]);
  // The tracking events of this answer run before the page is left (spec §7): awaitTracking.
  const result = await graphql<unknown>(CREATE_OPERATION, { timeout: CREATE_TIMEOUT_MS, awaitTracking: true });
  const id = createdId(result.data);
  if (id !== undefined) showCreated(document, id, DEFAULT_LIST_NAME);
  return id;
}

/** One creation at a time for the whole page: the header's and the aside's markers share it (two lists otherwise). */
let busy = false;

export default defineWidget({
  name: 'shopping_list',
  schema: v.object({}),
  parts: {
    links: part('its links to the shopping lists', 'a.slt_link, a.slm_link, a.slt_lists__nav_link, a.slm_lists__nav_link', HTMLAnchorElement, {
      many: true,
    }),
  },
  mount(el, { signal }) {
    el.addEventListener(
      'click',
      (event) => {
        const link = (event.target as Element | null)?.closest?.('a[href]');
        if (!link || !el.contains(link) || !link.classList.contains(EMPTY) || !isPlainClick(event)) return;
        event.preventDefault();
        if (busy) return;
        busy = true;
        // Followed only when it is a page of this shop (src/lib/url.ts): a script or foreign address is never assigned.
        const href = sameOriginUrl(link.getAttribute('href'))?.href;
        link.setAttribute('aria-busy', 'true');
        // The loading layer's code comes with the click.
        const loading = import('../../src/ui/loading').then((m) => (busy ? (m.showLoading(), m) : undefined)).catch(() => undefined);
        withTimeout(createDefaultList(), CREATE_TIMEOUT_MS + 2000)
          .then((id) => {
            if (id === undefined) warnOnce('shopping_list:create', 'storefront: shopping_list: the default list was not created; navigating anyway.');
          })
          .catch((error) => warnOnce('shopping_list:create', 'storefront: shopping_list: creating the default list failed; navigating anyway.', error))
          .finally(() => {
            void loading.then((m) => m?.hideLoading());
            link.removeAttribute('aria-busy');
            busy = false;
            if (href) location.assign(href);
            else warnOnce('shopping_list:href', 'storefront: shopping_list: the list link is not a page of this shop; not followed.');
          });
      },
      { signal },
    );
  },
});
