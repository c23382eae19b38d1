import type { Trigger } from './trigger';

/**
 * `visible`: when the element comes within 200 px of the viewport. One observer an element, disconnected when the
 * signal aborts (its `onabort`: the loader's schedule gives each marker a signal of its own).
 */
export const onVisible: Trigger = (el, run, signal) => {
  const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && run(), { rootMargin: '200px' });
  observer.observe(el);
  signal.onabort = () => observer.disconnect();
};
