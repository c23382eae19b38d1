/**
 * breadcrumbs: the breadcrumb trail (spec §2 "Breadcrumbs"), on the Standard template's
 * `div#breadcrumbs.breadcrumbs > .back_button > button#back_button` + `nav.list_wrapper > ol > li … li.bc-active`.
 * The marker goes on `div#breadcrumbs`. The template's back button goes one step back in browser history (when
 * this page is the first of the tab's history, to the previous breadcrumb instead); a theme without one gets a
 * button of ours. On desktop (views 3-4) the trail sits at the end of the page's `header` (data-header, a
 * selector: appended into it), on mobile and tablet at the start of `#layout` (data-top, a selector: put first
 * in it); a selector that matches nothing leaves the trail where the server put it.
 */
import * as v from 'valibot';
import { defineWidget } from '../../src/define-widget';
import { getPage } from '../../src/page-config';
import { findOutsideIgnored, part } from '../../src/lib/parts';
import { $view } from '../../src/stores/view';
import { injectStyle } from '../../src/ui/style';
import { warnOnce } from '../../src/lib/report';
import type { View } from '../../src/lib/view';
import { sameOriginUrl } from '../../src/lib/url';
import { addPolish } from '../../src/i18n';
import { plBreadcrumbs } from '../../src/i18n/pl-breadcrumbs';
import { doc } from '../../src/lib/dom';

// Polish: the back button's name (src/i18n/pl-breadcrumbs.ts; not in the core chunk, this module brings them).
addPolish(plBreadcrumbs);

const CSS = `
.breadcrumbs__back.--added{display:inline-flex;align-items:center;gap:.25rem;margin-right:.75rem;padding:.25rem .5rem;font:inherit;color:inherit;background:none;border:1px solid currentColor;border-radius:.25rem;cursor:pointer}
.breadcrumbs.--with-back{display:flex;flex-wrap:wrap;align-items:center}
`;

const selector = v.optional(v.pipe(v.string(), v.maxLength(200)));

function find(sel: string, name: string): Element | null {
  try {
    return findOutsideIgnored(sel);
  } catch {
    warnOnce(`breadcrumbs:${name}`, `storefront: widget "breadcrumbs": data-${name}="${sel}" is not a valid selector; it is ignored.`);
    return null;
  }
}

export default defineWidget({
  name: 'breadcrumbs',
  schema: v.object({ header: selector, top: selector }),
  parts: {
    trail: part('its trail (a list of links)', 'ol', HTMLOListElement),
    back: part('its back button', '#back_button, .back_button > button', HTMLButtonElement, { optional: true }),
  },
  mount(el, { config, signal, parts: { trail, back: served } }) {
    injectStyle('breadcrumbs', CSS);
    const { t } = getPage();
    const home = doc.createComment('breadcrumbs');
    el.before(home);

    let back = served;
    if (!back) {
      back = doc.createElement('button');
      back.type = 'button';
      back.className = '--added';
      const arrow = doc.createElement('span');
      arrow.setAttribute('aria-hidden', 'true');
      arrow.textContent = '\u2190';
      back.append(arrow, ' ', t('nav.back'));
      el.prepend(back);
      el.classList.add('--with-back');
    }
    const button = back;
    const hadClass = button.classList.contains('breadcrumbs__back');
    button.classList.add('breadcrumbs__back');
    button.addEventListener(
      'click',
      (event) => {
        event.preventDefault();
        if (history.length > 1) return history.back();
        // The first entry of the tab: the trail's previous step is the way back.
        const links = trail.querySelectorAll<HTMLAnchorElement>('a[href]');
        // Only a page of this shop (src/lib/url.ts): a planted `javascript:` or foreign link in the trail is not followed.
        const previous = sameOriginUrl(links[links.length - 1]?.getAttribute('href'));
        if (previous) location.assign(previous.href);
      },
      { signal },
    );

    const header = config.header ?? 'header';
    const top = config.top ?? '#layout';
    function place(view: View) {
      const desktop = view >= 3;
      const target = desktop ? find(header, 'header') : find(top, 'top');
      if (target && !target.contains(el) && !el.contains(target)) {
        if (desktop) target.append(el);
        else target.prepend(el);
      } else if (target && desktop && target.lastElementChild !== el && target === el.parentElement) {
        target.append(el);
      } else if (target && !desktop && target.firstElementChild !== el && target === el.parentElement) {
        target.prepend(el);
      } else if (!target && home.isConnected && el.previousSibling !== home) {
        home.after(el);
      }
      el.setAttribute('data-placed', desktop && target ? 'header' : 'top');
    }
    const stop = $view.subscribe(place);

    return () => {
      stop();
      if (button !== served) button.remove();
      else if (!hadClass) button.classList.remove('breadcrumbs__back');
      el.classList.remove('--with-back');
      el.removeAttribute('data-placed');
      if (el.isConnected && home.isConnected) home.after(el);
      home.remove();
    };
  },
});
