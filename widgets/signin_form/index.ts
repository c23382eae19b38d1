/**
 * signin_form: the sign-in page's panels (spec §2 "Sign-in form"), on the Standard template's markup
 * (../shared/notes/standard-template.md "Sign-in panels"). Put the marker on `#signin-form_box_left`.
 *
 * The reminder link (`a.password_reminder_signin[href="#signin-form_radio2"]`) and the back link
 * (`a.password_back_signin[href="#signin-form_radio1"]`) point at hidden radios whose `value` names a panel
 * (`.signin-form_box_sub`): a click checks the radio, shows that panel (inline display, as the platform's script
 * does, over the template's CSS that hides the reminder panel), hides the others and moves focus to the panel's
 * first visible input. A link may also point at a panel itself (older markup). The social "more" link
 * (`a.cookie_login_social_more_social`) un-hides its list (`#cookie_login_social_more`), removes itself and focuses
 * the list's first link.
 */
import * as v from 'valibot';
import { defineWidget } from '../../src/define-widget';
import { byIdOutsideIgnored, part } from '../../src/lib/parts';
import { fragmentId } from '../../src/lib/url';

const FOCUSABLE = 'input:not([type=hidden]):not([type=radio]):not([disabled]),select,textarea,button,a[href]';

const visible = (el: HTMLElement) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';

/** The element a link's `#id` names, when it is on the page. */
function targetOf(link: HTMLAnchorElement): HTMLElement | null {
  const href = link.getAttribute('href') ?? '';
  if (!href.startsWith('#') || href.length < 2) return null;
  return byIdOutsideIgnored(fragmentId(href));
}

/** Shows an element the template hides (a `hidden` attribute, or the theme's CSS). */
function unhide(el: HTMLElement, display: string) {
  el.hidden = false;
  el.style.removeProperty('display');
  if (!visible(el)) el.style.display = display;
}

export default defineWidget({
  name: 'signin_form',
  schema: v.object({}),
  parts: {
    panels: part('its panels', '.signin-form_box_sub', HTMLElement, { many: true }),
    links: part('its panel links', 'a.password_reminder_signin, a.password_back_signin', HTMLAnchorElement, { many: true }),
    socialMore: part('the social "more" link', 'a.cookie_login_social_more_social', HTMLAnchorElement, { optional: true }),
    socialList: part('the rest of the social list', '#cookie_login_social_more', HTMLElement, { optional: true, document: true }),
  },
  mount(root, { signal, parts: { panels, links, socialMore, socialList } }) {
    const inline = new Map(panels.map((p) => [p, p.getAttribute('style')]));

    /** The panel a link leads to: its radio's value names it, or it names the panel itself. */
    function panelOf(link: HTMLAnchorElement): { panel: HTMLElement; radio: HTMLInputElement | null } | null {
      const target = targetOf(link);
      if (!target) return null;
      if (target instanceof HTMLInputElement && target.type === 'radio') {
        const panel = byIdOutsideIgnored(target.value);
        return panel && panels.includes(panel) ? { panel, radio: target } : null;
      }
      return panels.includes(target) ? { panel: target, radio: null } : null;
    }

    function show(panel: HTMLElement, radio: HTMLInputElement | null) {
      if (radio) radio.checked = true;
      for (const p of panels) {
        if (p === panel) unhide(p, 'block');
        else p.style.display = 'none';
      }
      // The hash of a no-JS visit would keep :target on the old panel: drop it.
      if (location.hash) history.replaceState(history.state, '', location.pathname + location.search);
      // Focus on something the shopper sees: the panel's first input, else its first control, else the panel.
      const first = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].find(visible);
      if (first) first.focus();
      else {
        if (!panel.hasAttribute('tabindex')) panel.setAttribute('tabindex', '-1');
        panel.focus();
      }
    }

    for (const link of links)
      link.addEventListener(
        'click',
        (event) => {
          const to = panelOf(link);
          if (!to) return;
          event.preventDefault();
          show(to.panel, to.radio);
        },
        { signal },
      );

    if (socialMore && socialList) {
      socialMore.addEventListener(
        'click',
        (event) => {
          event.preventDefault();
          unhide(socialList, 'block');
          const holder = socialMore.parentElement;
          socialMore.remove();
          if (holder && holder !== root && !holder.textContent?.trim() && !holder.children.length) holder.remove();
          [...socialList.querySelectorAll<HTMLElement>('a[href],button')].find(visible)?.focus();
        },
        { signal },
      );
    }

    return () => {
      for (const [p, style] of inline) {
        if (style === null) p.removeAttribute('style');
        else p.setAttribute('style', style);
      }
    };
  },
});
