/**
 * shopping_list: the shopping lists as the Standard template renders them (header `.shopping_list_top[data-empty]`,
 * aside `section.shopping_list_menu > .slm_lists[data-empty]`). A link the server marks empty (class `--empty`: the
 * header's `a.slt_link`, or the `a.slt_lists__nav_link` shown when there is no list) is followed only after a click has
 * created the first list ("Lista zakupowa") with the shoppingListCreate mutation and let the tracking events of that
 * answer run; also when the creation failed (one warning). A created list is shown at once wherever the page lists
 * them: the model row (`[data-list_skeleton]`) cloned with its id, name and count 0, `data-empty="false"`, no
 * `--empty` link left (so a page kept in the back-forward cache never creates a second one). The header's and the
 * aside's markers share one creation: a click on either while the other's is under way does nothing. In the core: the
 * click's watch (links.ts); the creation (create.ts, rules.ts, created.ts) is fetched with the click.
 */
import * as v from 'valibot';
import { defineWidget } from '../../src/define-widget';
import { part } from '../../src/lib/parts';
import { warnOnce } from '../../src/lib/report';
import { sameOriginUrl } from '../../src/lib/url';
import { CREATE_TIMEOUT_MS, EMPTY, isPlainClick } from './links';

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
        let over = false;
        const follow = () => {
          if (over) return;
          over = true;
          link.removeAttribute('aria-busy');
          busy = false;
          if (href) location.assign(href);
          else warnOnce('shopping_list:href', 'storefront: shopping_list: the list link is not a page of this shop; not followed.');
        };
        // The creation's code comes with the click (create.ts); the link is followed when it is over, when it failed
        // (its code included), or after CREATE_TIMEOUT_MS + 2 s, whichever comes first.
        setTimeout(follow, CREATE_TIMEOUT_MS + 2000);
        import('./create')
          .then((m) => m.createDefaultList(() => over))
          .catch((error) => warnOnce('shopping_list:create', 'storefront: shopping_list: creating the default list failed; navigating anyway.', error))
          .finally(follow);
      },
      { signal },
    );
  },
});
