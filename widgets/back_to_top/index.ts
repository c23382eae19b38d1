/**
 * back_to_top: the back-to-top control (spec §2 "Other elements", §9 "Timing and layout"). The Standard template
 * has none (the platform's script appends an `a#backTop` without href), so the widget works with no markup
 * (`partsOptional`): it uses the theme's own control when there is one (the marker itself or an element inside
 * it matching `#backTop, .back_to_top`, or the page's `#backTop`), and otherwise creates a real button,
 * `button#backTop.back_to_top` named "back to top", at the end of the body. The control floats, shown only after
 * the page is scrolled more than 2 viewport heights (or while it has focus). Activating it scrolls to the top
 * (smoothly unless reduced motion is asked for) and moves focus to the link's target, or the page's header, so
 * keyboard users continue from the top too.
 */
import * as v from 'valibot';
import { defineWidget } from '../../src/define-widget';
import { getPage } from '../../src/page-config';
import { byIdOutsideIgnored, part } from '../../src/lib/parts';
import { injectStyle } from '../../src/ui/style';
import { backToTopVisible } from '../../src/lib/partial-nav';
import { fragmentId } from '../../src/lib/url';
import { addPolish } from '../../src/i18n';
import { plBackToTop } from '../../src/i18n/pl-back-to-top';
import { doc } from '../../src/lib/dom';

// Polish: the link's name (src/i18n/pl-back-to-top.ts; not in the core chunk, this module brings them).
addPolish(plBackToTop);

const CSS = `
.back_to_top.--floating{position:fixed;right:1rem;bottom:1rem;z-index:1000;display:inline-flex;align-items:center;justify-content:center;min-width:2.75rem;min-height:2.75rem;padding:.5rem .75rem;border:0;border-radius:1.5rem;background:#222;color:#fff;font:inherit;text-decoration:none;box-shadow:0 .125rem .5rem rgba(0,0,0,.3);cursor:pointer}
.back_to_top.--floating:not(.--visible):not(:focus){display:none}
.back_to_top.--floating:focus-visible{outline:3px solid #1a73e8;outline-offset:2px}
`;

export default defineWidget({
  name: 'back_to_top',
  schema: v.object({}),
  parts: { control: part('its back-to-top control', '#backTop, .back_to_top', HTMLElement, { optional: true }) },
  partsOptional: true,
  mount(el, { signal, parts: { control: served } }) {
    injectStyle('back_to_top', CSS);
    const { t } = getPage();
    const existing = served ?? byIdOutsideIgnored('backTop');
    const added: string[] = [];
    let control: HTMLElement;
    if (existing) {
      control = existing;
      // The platform's a#backTop has no href: a button to assistive technology, focusable, with a name.
      const add = (name: string, value: string) => {
        control.setAttribute(name, value);
        added.push(name);
      };
      if (!control.matches('a[href], button')) {
        if (!control.hasAttribute('role')) add('role', 'button');
        if (!control.hasAttribute('tabindex')) add('tabindex', '0');
      }
      if (!control.textContent?.trim() && !control.getAttribute('aria-label')) add('aria-label', t('nav.to_top'));
      if (!control.classList.contains('back_to_top')) {
        control.classList.add('back_to_top');
        added.push('class');
      }
    } else {
      const button = doc.createElement('button');
      button.type = 'button';
      button.id = 'backTop';
      button.className = 'back_to_top';
      const arrow = doc.createElement('span');
      arrow.setAttribute('aria-hidden', 'true');
      arrow.textContent = '\u2191';
      const name = doc.createElement('span');
      name.className = 'sr-only';
      name.textContent = t('nav.to_top');
      button.append(arrow, name);
      doc.body.append(button);
      control = button;
    }
    control.classList.add('--floating');
    // Shown and hidden inline, out of the theme's reach: the Standard template's `#backTop{display:none}` (an id rule)
    // beats every class rule of ours, and a theme's `.btn`-like rule would beat `hidden` (standard-template.md, "The
    // stylesheet"). Shown with a plain inline display, so a theme's own `!important` hide (the template's while the
    // phone's search is open) still holds; hidden with an important one. The served inline display comes back on unmount.
    const display = [control.style.getPropertyValue('display'), control.style.getPropertyPriority('display')] as const;
    let frame = 0;
    const update = () => {
      frame = 0;
      const on = backToTopVisible(scrollY, innerHeight);
      control.classList.toggle('--visible', on);
      if (on || control.matches(':focus')) control.style.setProperty('display', 'inline-flex');
      else control.style.setProperty('display', 'none', 'important');
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    addEventListener('scroll', schedule, { passive: true, signal });
    addEventListener('resize', schedule, { passive: true, signal });
    // Shown while it has focus too (a keyboard user reaching it), hidden again when focus leaves.
    control.addEventListener('focus', update, { signal });
    control.addEventListener('blur', update, { signal });
    const go = (event: Event) => {
      event.preventDefault();
      const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches;
      window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
      const id = control instanceof HTMLAnchorElement ? fragmentId(control.hash) : '';
      const target =
        (id && byIdOutsideIgnored(id)) || doc.querySelector<HTMLElement>('#container > header, header') || doc.querySelector<HTMLElement>('main') || doc.body;
      if (!target.hasAttribute('tabindex') && target !== doc.body) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    };
    control.addEventListener('click', go, { signal });
    control.addEventListener(
      'keydown',
      (event) => {
        if (control.matches('a[href], button')) return;
        if (event.key === 'Enter' || event.key === ' ') go(event);
      },
      { signal },
    );
    return () => {
      cancelAnimationFrame(frame);
      if (!existing) control.remove();
      control.classList.remove('--floating', '--visible');
      control.style.setProperty('display', ...display);
      for (const name of added) {
        if (name === 'class') control.classList.remove('back_to_top');
        else control.removeAttribute(name);
      }
    };
  },
});
