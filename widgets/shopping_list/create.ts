/**
 * The default list's creation (spec §7 "Shopping list creation"), loaded with the click that asks for it (index.ts):
 * the loading layer, the shoppingListCreate mutation (its tracking events run before the page is left), the new list
 * shown wherever the page lists them (created.ts).
 */
import { warnOnce } from '../../src/lib/report';
import { CREATE_OPERATION, createdId, DEFAULT_LIST_NAME } from './rules';
import { CREATE_TIMEOUT_MS } from './links';

/**
 * Creates the default list, the loading layer shown meanwhile (unless `done()` says the wait is over); a list that was
 * not created is reported once. Settles when the creation is over either way (a failure rejects).
 */
export async function createDefaultList(done: () => boolean): Promise<void> {
  // The loading layer's, the GraphQL client's (and ky's) and the rows' code come with the click, not with the widget.
  const loading = import('../../src/ui/loading').then((m) => (done() ? undefined : (m.showLoading(), m))).catch(() => undefined);
  try {
    const [{ graphql }, { showCreated }] = await Promise.all([import('../../src/net/graphql'), import('./created')]);
    // The tracking events of this answer run before the page is left (spec §7): awaitTracking.
    const result = await graphql<unknown>(CREATE_OPERATION, { timeout: CREATE_TIMEOUT_MS, awaitTracking: true });
    const id = createdId(result.data);
    if (id !== undefined) showCreated(document, id, DEFAULT_LIST_NAME);
    else warnOnce('shopping_list:create', 'storefront: shopping_list: the default list was not created; navigating anyway.');
  } finally {
    void loading.then((m) => m?.hideLoading());
  }
}
