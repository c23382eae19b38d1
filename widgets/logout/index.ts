/**
 * logout: put it on a logout link (`a.logout_link`) or on a container of logout links
 * (`.logout_link` inside it). A click clears the "expchck" session-storage entries and the
 * navigation goes on as the server's link says (no preventDefault).
 */
import * as v from 'valibot';
import { defineWidget } from '../../src/define-widget';
import { part } from '../../src/lib/parts';
import { clearOnLogout } from './rules';

export default defineWidget({
  name: 'logout',
  schema: v.object({}),
  // The platform's logout links carry `.logout_link` (provider-facts "Markup conventions"): the marker or inside it.
  parts: { links: part('a logout link', '.logout_link', HTMLElement, { many: true }) },
  mount(el, { signal }) {
    el.addEventListener(
      'click',
      (event) => {
        const target = event.target as Element | null;
        const link = el.matches('.logout_link') ? el : target?.closest?.('.logout_link');
        if (!link || !el.contains(link)) return;
        try {
          clearOnLogout(sessionStorage);
        } catch {
          // Storage disabled: nothing to clear.
        }
      },
      { signal, capture: true },
    );
  },
});
