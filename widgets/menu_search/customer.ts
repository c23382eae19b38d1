/**
 * The live search's cache (session storage "search_…", spec §4) holds results and prices seen by one signed-in
 * customer (or a guest), so it goes whenever that changes: a password login, any logout (not only through the
 * marked link: widgets/logout), the session expiring, or any of these in another tab.
 *
 * The identity: `app_shop.vars.logged`, which the platform's page modules set (provider-facts "Page configuration";
 * its shape is unverified, so any plain value is compared as text: true/false, or a login or id if a page gives
 * one). On each page view with the search box it is compared with the one the last page view saw (local storage,
 * shared by the tabs); another value clears this tab's cache and is stored, so the other tabs, told by the storage
 * event, clear theirs at once. A page that does not give it changes nothing.
 */
import { appShop } from '../../src/lib/page-globals';

/** The local-storage entry holding the identity the last page view saw. */
const CUSTOMER_KEY = 'storefront_customer';

/** The signed-in customer as this page gives it (`app_shop.vars.logged` as text); undefined when it does not. */
function pageCustomer(): string | undefined {
  const logged = (appShop()?.vars as { logged?: unknown } | undefined)?.logged;
  return logged == null ? undefined : String(logged);
}

/** Clears the cache when the customer differs from the last page view's, and whenever another tab sees a change. */
export function watchCustomer(signal: AbortSignal): void {
  const clear = () => {
    try {
      for (const key of Object.keys(sessionStorage)) if (key.startsWith('search_')) sessionStorage.removeItem(key);
    } catch {
      // Storage disabled: nothing is cached.
    }
  };
  const who = pageCustomer();
  try {
    if (who !== undefined && localStorage.getItem(CUSTOMER_KEY) !== who) {
      clear();
      localStorage.setItem(CUSTOMER_KEY, who);
    }
  } catch {
    clear(); // no way to compare: nothing cached outlives this page's customer
  }
  addEventListener('storage', (event) => event.key === CUSTOMER_KEY && clear(), { signal });
}
