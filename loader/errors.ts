/**
 * Error logging's listeners (spec §7 "Error logging"): uncaught errors and unhandled rejections, and the errors
 * widgets report, go to src/net/error-log.ts, which is fetched with the first error (in order: the reports queue on
 * one promise). A page without errors never loads it; if it cannot load, nothing is sent.
 */
export function installErrorLogging(endpoint: string): (error: unknown) => void {
  let log: Promise<(error: unknown) => void> | undefined;
  const report = (error: unknown) =>
    void (log ??= import('../src/net/error-log').then(
      (m) => m.createErrorLog(endpoint).report,
      () => () => {},
    )).then((send) => send(error));
  addEventListener('error', (event) => report(event.error ?? event.message));
  addEventListener('unhandledrejection', (event) => report(event.reason));
  return report;
}
