/**
 * Page scroll lock for modals, reference-counted (two locks need two unlocks). The page keeps its
 * scroll position, and the scrollbar's width is made up with padding on the body so nothing
 * shifts; it is also published as --sf-scrollbar-width for fixed elements that want to follow.
 */
import { doc } from '../lib/dom';
let locks = 0;
let saved: { overflow: string; padding: string; x: number; y: number } | undefined;

export function lockScroll(): void {
  if (locks++ > 0) return;
  const html = doc.documentElement;
  const body = doc.body;
  const scrollbar = Math.max(0, window.innerWidth - html.clientWidth);
  saved = { overflow: html.style.overflow, padding: body.style.paddingRight, x: window.scrollX, y: window.scrollY };
  if (scrollbar > 0) {
    const padding = parseFloat(getComputedStyle(body).paddingRight) || 0;
    body.style.paddingRight = `${padding + scrollbar}px`;
  }
  html.style.setProperty('--sf-scrollbar-width', `${scrollbar}px`);
  html.style.overflow = 'hidden';
}

export function unlockScroll(): void {
  if (locks === 0 || --locks > 0 || !saved) return;
  const html = doc.documentElement;
  html.style.overflow = saved.overflow;
  html.style.removeProperty('--sf-scrollbar-width');
  doc.body.style.paddingRight = saved.padding;
  if (window.scrollX !== saved.x || window.scrollY !== saved.y) {
    window.scrollTo({ left: saved.x, top: saved.y, behavior: 'instant' });
  }
  saved = undefined;
}

/**
 * How many locks are held: a test resets it and checks that every lock was released.
 * @internal for the tests only (knip --production accepts it).
 */
export function scrollLocks(): number {
  return locks;
}
