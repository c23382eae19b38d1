/**
 * `run` once the main thread is idle, at most `timeout` ms later (requestIdleCallback); where there is none (Safari),
 * a tenth of that later. The one copy for the loader's idle moment (src/triggers/idle.ts), the islands' prefetch links
 * (src/ui/prefetch-links.ts) and the map's list (widgets/map/engine.ts).
 */
export const idle = (run: () => void, timeout: number): unknown =>
  typeof requestIdleCallback == 'function' ? requestIdleCallback(run, { timeout }) : setTimeout(run, timeout / 10);
