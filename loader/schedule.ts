/**
 * Hydration moments: when a marker's widget is imported and mounted.
 *  - load: at once;
 *  - idle: after the load event, when the main thread is idle (at most 2 s later);
 *  - visible: when the marker comes within 200 px of the viewport;
 *  - interaction: the first pointer, touch or focus on the marker.
 * idle and visible markers also mount early on a first interaction. Returns a cancel function.
 */
import type { Hydrate } from '../src/widget';

const INTERACTIONS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

let observer: IntersectionObserver | undefined;
const visibleCallbacks = new Map<Element, () => void>();

function whenVisible(el: Element, run: () => void) {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const callback = visibleCallbacks.get(entry.target);
        observer!.unobserve(entry.target);
        visibleCallbacks.delete(entry.target);
        callback?.();
      }
    },
    { rootMargin: '200px' },
  );
  visibleCallbacks.set(el, run);
  observer.observe(el);
}

/**
 * After the load event (so widget code never competes with the page's own resources), once idle. Not cancelled: a
 * cancelled schedule's `run` does nothing when it comes.
 */
function whenIdle(run: () => void) {
  const afterLoad = () => (typeof requestIdleCallback == 'function' ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 200));
  if (document.readyState === 'complete') afterLoad();
  else addEventListener('load', afterLoad, { once: true });
}

export function schedule(el: HTMLElement, hydrate: Hydrate, run: () => void): () => void {
  // In a task of its own: the marker scan that set it up stays short, however many markers the page has.
  if (hydrate === 'load') {
    const id = setTimeout(run);
    return () => clearTimeout(id);
  }
  const controller = new AbortController();
  const cancel = () => {
    controller.abort();
    visibleCallbacks.delete(el);
    observer?.unobserve(el);
  };
  const once = () => {
    if (controller.signal.aborted) return;
    cancel();
    run();
  };
  for (const type of INTERACTIONS) el.addEventListener(type, once, { signal: controller.signal, passive: true });
  if (hydrate === 'idle') whenIdle(once);
  if (hydrate === 'visible') whenVisible(el, once);
  return cancel;
}
