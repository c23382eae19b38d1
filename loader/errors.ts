/**
 * Error logging's listeners (spec §7 "Error logging"): uncaught errors and unhandled rejections, and the errors
 * widgets report, go to src/net/error-log.ts, which is fetched with the first error (in order: the reports queue on
 * one promise). A page without errors never loads it; if it cannot load, nothing is sent. It also dispatches each
 * report as `storefront:error` (the widget, the phase, the error: docs/api.md).
 */
import type { Report } from '../src/widget';

export function installErrorLogging(endpoint: string): Report {
  let log: Promise<Report> | undefined;
  const report: Report = (...args) =>
    void (log ??= import('../src/net/error-log').then(
      (m) => m.createErrorLog(endpoint).report,
      () => () => {},
    )).then((send) => send(...args));
  addEventListener('error', (event) => report(event.error ?? event.message));
  addEventListener('unhandledrejection', (event) => report(event.reason));
  return report;
}
