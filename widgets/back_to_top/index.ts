/**
 * back_to_top: the back-to-top button (spec §2 "Other elements", §9 "Timing and layout"). The marker
 * is the server's link to the top of the page (it works without JavaScript); the widget makes it a
 * floating button shown only after the page is scrolled more than 2 viewport heights (or while it has
 * focus). Activating it scrolls to the top (smoothly unless reduced motion is asked for) and moves
 * focus to the link's target, so keyboard users continue from the top too.
 */
import * as v from 'valibot';
import { defineWidget } from '../../src/define-widget';
import { injectStyle } from '../../src/ui/style';
import { backToTopVisible } from '../../src/lib/partial-nav';

const CSS = `
.back_to_top.--floating{position:fixed;right:1rem;bottom:1rem;z-index:1000;display:inline-flex;align-items:center;justify-content:center;min-width:2.75rem;min-height:2.75rem;padding:.5rem .75rem;border-radius:1.5rem;background:#222;color:#fff;text-decoration:none;box-shadow:0 .125rem .5rem rgba(0,0,0,.3)}
.back_to_top.--floating:not(.--visible):not(:focus){display:none}
.back_to_top.--floating:focus-visible{outline:3px solid #1a73e8;outline-offset:2px}
`;

export default defineWidget({
  name: 'back_to_top',
  schema: v.object({}),
  mount(el, { signal }) {
    if (!(el instanceof HTMLAnchorElement)) return;
    injectStyle('back_to_top', CSS);
    el.classList.add('--floating');
    let frame = 0;
    const update = () => {
      frame = 0;
      el.classList.toggle('--visible', backToTopVisible(scrollY, innerHeight));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    addEventListener('scroll', schedule, { passive: true, signal });
    addEventListener('resize', schedule, { passive: true, signal });
    el.addEventListener(
      'click',
      (event) => {
        event.preventDefault();
        const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
        const id = decodeURIComponent(el.hash.slice(1));
        const target = (id && document.getElementById(id)) || document.querySelector<HTMLElement>('main') || document.body;
        if (!target.hasAttribute('tabindex') && target !== document.body) target.setAttribute('tabindex', '-1');
        target.focus({ preventScroll: true });
      },
      { signal },
    );
    return () => {
      cancelAnimationFrame(frame);
      el.classList.remove('--floating', '--visible');
    };
  },
});
