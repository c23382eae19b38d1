/**
 * Hydration moments: when a marker's widget is imported and mounted.
 *  - load: at once;
 *  - idle: after the load event, when the main thread is idle (at most 2 s later);
 *  - visible: when the marker comes within 200 px of the viewport;
 *  - interaction: the first pointer, touch or focus on the marker.
 * idle and visible markers also mount early on a first interaction. Returns a cancel function.
 */
import type { Hydrate } from '../src/widget';
import { doc } from '../src/lib/dom';
import { INTERACTIONS } from '../src/lib/interactions';

/**
 * After the load event (so widget code never competes with the page's own resources), once idle. Not cancelled: a
 * cancelled schedule's `run` does nothing when it comes.
 */
function whenIdle(run: () => void) {
  const afterLoad = () => (typeof requestIdleCallback == 'function' ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 200));
  if (doc.readyState === 'complete') afterLoad();
  else addEventListener('load', afterLoad, { once: true });
}

export function schedule(el: HTMLElement, hydrate: Hydrate, run: () => void): () => void {
  const controller = new AbortController();
  // One observer a visible marker: cancelling disconnects it.
  const observer =
    hydrate === 'visible' ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && once(), { rootMargin: '200px' }) : undefined;
  const cancel = () => {
    controller.abort();
    observer?.disconnect();
  };
  const once = () => {
    if (controller.signal.aborted) return;
    cancel();
    run();
  };
  for (const type of INTERACTIONS) el.addEventListener(type, once, { signal: controller.signal, passive: true });
  // load: in a task of its own, so the marker scan that set it up stays short, however many markers the page has.
  if (hydrate === 'load') setTimeout(once);
  if (hydrate === 'idle') whenIdle(once);
  observer?.observe(el);
  return cancel;
}
