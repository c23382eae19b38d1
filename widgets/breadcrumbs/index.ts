/**
 * breadcrumbs: the breadcrumb trail (spec §2 "Breadcrumbs"). The marker is the server's breadcrumb
 * navigation. On desktop (view 3 and 4) it sits in the header slot (data-header, a selector); on mobile
 * and tablet at the top of the layout (data-top, a selector; without it, where the server put it).
 * A back button goes one step back in browser history; when this page is the first of the tab's
 * history it goes to the previous breadcrumb instead.
 */
import * as v from 'valibot';
import { defineWidget } from '../../src/define-widget';
import { getPage } from '../../src/page-config';
import { $view } from '../../src/stores/view';
import { injectStyle } from '../../src/ui/style';
import { warnOnce } from '../../src/lib/report';
import type { View } from '../../src/lib/view';

const CSS = `
.breadcrumbs__back{display:inline-flex;align-items:center;gap:.25rem;margin-right:.75rem;padding:.25rem .5rem;font:inherit;color:inherit;background:none;border:1px solid currentColor;border-radius:.25rem;cursor:pointer}
.breadcrumbs.--with-back{display:flex;flex-wrap:wrap;align-items:center}
`;

const selector = v.optional(v.pipe(v.string(), v.maxLength(200)));

function find(sel: string | undefined, name: string): Element | null {
  if (!sel) return null;
  try {
    return document.querySelector(sel);
  } catch {
    warnOnce(`breadcrumbs:${name}`, `storefront: widget "breadcrumbs": data-${name}="${sel}" is not a valid selector; it is ignored.`);
    return null;
  }
}

export default defineWidget({
  name: 'breadcrumbs',
  schema: v.object({ header: selector, top: selector }),
  mount(el, { config, signal }) {
    injectStyle('breadcrumbs', CSS);
    const { t } = getPage();
    const home = document.createComment('breadcrumbs');
    el.before(home);

    const back = document.createElement('button');
    back.type = 'button';
    back.className = 'breadcrumbs__back';
    const arrow = document.createElement('span');
    arrow.setAttribute('aria-hidden', 'true');
    arrow.textContent = '\u2190';
    back.append(arrow, ' ', t('nav.back'));
    el.prepend(back);
    el.classList.add('--with-back');
    back.addEventListener(
      'click',
      () => {
        if (history.length > 1) return history.back();
        // The first entry of the tab: the trail's previous step is the way back.
        const links = el.querySelectorAll<HTMLAnchorElement>('a[href]');
        const previous = links[links.length - 1];
        if (previous) location.assign(previous.href);
      },
      { signal },
    );

    function place(view: View) {
      const target = view >= 3 ? find(config.header, 'header') : find(config.top, 'top');
      if (target) {
        if (el.parentNode !== target) target.append(el);
      } else if (view < 3 && home.isConnected && el.previousSibling !== home) {
        home.after(el);
      }
      el.setAttribute('data-placed', view >= 3 && target ? 'header' : 'top');
    }
    const stop = $view.subscribe(place);

    return () => {
      stop();
      back.remove();
      el.classList.remove('--with-back');
      el.removeAttribute('data-placed');
      if (el.isConnected && home.isConnected) home.after(el);
      home.remove();
    };
  },
});
