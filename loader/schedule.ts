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

function whenVisible(el: Element, run: () => void): () => void {
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
  return () => {
    visibleCallbacks.delete(el);
    observer?.unobserve(el);
  };
}

/** After the load event (so widget code never competes with the page's own resources), once idle. */
function whenIdle(run: () => void): () => void {
  let cancel = () => {};
  const afterLoad = () => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(run, { timeout: 2000 });
      cancel = () => cancelIdleCallback(id);
    } else {
      const id = setTimeout(run, 200);
      cancel = () => clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') afterLoad();
  else {
    addEventListener('load', afterLoad, { once: true });
    cancel = () => removeEventListener('load', afterLoad);
  }
  return () => cancel();
}

export function schedule(el: HTMLElement, hydrate: Hydrate, run: () => void): () => void {
  // In a task of its own: the marker scan that set it up stays short, however many markers the page has.
  if (hydrate === 'load') {
    const id = setTimeout(run);
    return () => clearTimeout(id);
  }
  const controller = new AbortController();
  let done = false;
  const cancels: Array<() => void> = [() => controller.abort()];
  const once = () => {
    if (done) return;
    done = true;
    cancels.forEach((c) => c());
    run();
  };
  for (const type of INTERACTIONS) el.addEventListener(type, once, { signal: controller.signal, passive: true });
  if (hydrate === 'idle') cancels.push(whenIdle(once));
  if (hydrate === 'visible') cancels.push(whenVisible(el, once));
  return () => {
    done = true;
    cancels.forEach((c) => c());
  };
}
