/**
 * Time bounds, one module for the bundle: `timeoutSignal(signal, ms)` aborts when `signal` does (the widget
 * unmounted) or after `ms`, whichever comes first; `withTimeoutSignal(signal, ms, task)` is the same for one task and
 * releases its timer when the task settles. Built on an AbortController and setTimeout, so it works in every
 * browser the bundle serves (`AbortSignal.any` throws where it is missing: Safari before 17.4), and a test's fake
 * clock moves it like every other timer of the page.
 */
export function timeoutSignal(signal: AbortSignal | undefined, ms: number): AbortSignal {
  return bound(signal, ms).signal;
}

/**
 * `task(bounded)`, where `bounded` is `timeoutSignal(signal, ms)`; its timer and its listener on `signal` are released
 * when the task settles, so a request that finished in time leaves nothing pending (a page making many requests does
 * not hold a timer per request for `ms`). For a request and the reading of its answer.
 */
export async function withTimeoutSignal<T>(signal: AbortSignal | undefined, ms: number, task: (bounded: AbortSignal) => Promise<T>): Promise<T> {
  const { signal: bounded, release } = bound(signal, ms);
  try {
    return await task(bounded);
  } finally {
    release();
  }
}

function bound(signal: AbortSignal | undefined, ms: number): { signal: AbortSignal; release: () => void } {
  const controller = new AbortController();
  const release = () => {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  };
  const stop = (reason: unknown) => {
    release();
    controller.abort(reason);
  };
  const onAbort = () => stop(signal!.reason);
  const timer = setTimeout(() => stop(new DOMException(`timed out after ${ms} ms`, 'TimeoutError')), ms);
  if (signal?.aborted) onAbort();
  else signal?.addEventListener('abort', onAbort);
  return { signal: controller.signal, release };
}
