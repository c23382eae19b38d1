/**
 * Time bounds, one module for the bundle: `timeoutSignal(signal, ms)` aborts when `signal` does (the widget
 * unmounted) or after `ms`, whichever comes first. Built on an AbortController and setTimeout, so it works in every
 * browser the bundle serves (`AbortSignal.any` throws where it is missing: Safari before 17.4), and a test's fake
 * clock moves it like every other timer of the page.
 */
export function timeoutSignal(signal: AbortSignal | undefined, ms: number): AbortSignal {
  const controller = new AbortController();
  const stop = (reason: unknown) => {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
    controller.abort(reason);
  };
  const onAbort = () => stop(signal!.reason);
  const timer = setTimeout(() => stop(new DOMException(`timed out after ${ms} ms`, 'TimeoutError')), ms);
  if (signal?.aborted) onAbort();
  else signal?.addEventListener('abort', onAbort);
  return controller.signal;
}

/** `promise`, or a rejection with a TimeoutError after `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout>;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new DOMException(`timed out after ${ms} ms`, 'TimeoutError')), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}
