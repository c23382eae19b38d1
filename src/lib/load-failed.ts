/**
 * A widget's lazily loaded part (an island, the phone's drawers) failed to load: said once in the console and
 * reported, unless the page is being left (docs/architecture.md#failures-while-the-page-is-being-left): a HEAD of
 * this module's own file that answers means the page is still here and the part really failed. One copy for every
 * lazy part of the core's widgets (src/ui/intent.ts, widgets/category_menu/drawers.ts).
 */
export function loadFailed(el: Element, error: unknown, reportError: (error: unknown) => void): Promise<void> {
  return fetch(import.meta.url, { method: 'HEAD' }).then(
    () => {
      console.error(
        `storefront: widget "${el.closest('[data-widget]')?.getAttribute('data-widget')}": its interactive part failed to load; the page's own markup keeps working.`,
        error,
      );
      reportError(error);
    },
    () => {},
  );
}
