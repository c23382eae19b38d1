/**
 * signin_form: the sign-in page's panels (spec §2 "Sign-in form"). Put the marker on the element
 * holding the panels. A link whose target (href="#id") is a panel (`.signin__panel` or
 * `[data-signin-panel]`) shows that panel and hides the others (the reminder link opens the
 * reminder panel, its "back" link returns to the login panel); the social-login "more" link
 * (`.social_login__more`, or `[data-social-more]`) reveals its target list and removes itself.
 * Without JavaScript the same links work through :target CSS.
 */
import * as v from 'valibot';
import { defineWidget } from '../../src/define-widget';
import { injectStyle } from '../../src/ui/style';

const PANEL = '.signin__panel,[data-signin-panel]';
const MORE = '.social_login__more,[data-social-more]';

const css =
  '[data-panel] :is(.signin__panel,[data-signin-panel]){display:none!important}' +
  '[data-panel] :is(.signin__panel,[data-signin-panel])[data-active]{display:block!important}' +
  '[data-revealed]{display:flex!important}';

function targetOf(link: HTMLAnchorElement, root: HTMLElement): HTMLElement | null {
  const href = link.getAttribute('href') ?? '';
  if (!href.startsWith('#') || href.length < 2) return null;
  const el = document.getElementById(decodeURIComponent(href.slice(1)));
  return el && root.contains(el) ? el : null;
}

function focusInside(el: HTMLElement) {
  const heading = el.querySelector<HTMLElement>('h1,h2,h3,h4,legend');
  const target = heading ?? el;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
}

export default defineWidget({
  name: 'signin_form',
  schema: v.object({}),
  mount(root, { signal }) {
    injectStyle('signin_form', css);

    function show(panel: HTMLElement) {
      root.setAttribute('data-panel', panel.id);
      root.querySelectorAll<HTMLElement>(PANEL).forEach((p) => p.toggleAttribute('data-active', p === panel));
      root.classList.toggle('--reminder', panel.classList.contains('--reminder'));
      // The hash of a no-JS visit would keep :target on the old panel: drop it.
      if (location.hash) history.replaceState(history.state, '', location.pathname + location.search);
      focusInside(panel);
    }

    function reveal(link: HTMLAnchorElement, list: HTMLElement) {
      list.setAttribute('data-revealed', '');
      const holder = link.parentElement;
      link.remove();
      if (holder && holder !== root && !holder.textContent?.trim() && !holder.children.length) holder.remove();
      list.querySelector<HTMLElement>('a,button')?.focus();
    }

    root.addEventListener(
      'click',
      (event) => {
        const link = (event.target as Element | null)?.closest?.('a[href^="#"]') as HTMLAnchorElement | null;
        if (!link || !root.contains(link)) return;
        const target = targetOf(link, root);
        if (!target) return;
        if (link.matches(MORE)) {
          event.preventDefault();
          reveal(link, target);
        } else if (target.matches(PANEL)) {
          event.preventDefault();
          show(target);
        }
      },
      { signal },
    );

    return () => {
      root.removeAttribute('data-panel');
      root.querySelectorAll(PANEL).forEach((p) => p.removeAttribute('data-active'));
    };
  },
});
