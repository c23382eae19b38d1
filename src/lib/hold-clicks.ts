/**
 * Holding a click until the code that handles it is there: one copy for the loader's widgets that hold their links'
 * clicks (loader/runtime.ts), the islands' triggers (src/ui/intent.ts) and the phone's drawers
 * (widgets/category_menu/drawers.ts); the loader lends it to the lazily loaded code (src/lib/shared.ts).
 *
 * A plain click (the main button, no modifier key, not prevented already) for which `find(event)` answers an element
 * is held: its default prevented and its propagation stopped (the page's listeners see the replay, not it too), the
 * element aria-busy, `start()` called. When `start()` settles, or HOLD_CLICK_MS passed, `replay(element, event)` does
 * what the click should now do (click the link again, the island's twin of the element, the toggler). A click on an
 * element still held is dropped (a second tap while held is the same wish: on a link, a toggle, a stepper alike);
 * the replay's own click is let through.
 */

/** The longest a click is held (ms); then it is replayed on what is there (the server's link is followed). */
export const HOLD_CLICK_MS = 3000;

export function holdClicks(
  root: EventTarget,
  find: (event: MouseEvent) => Element | null | undefined | false,
  start: () => Promise<unknown>,
  replay: (target: HTMLElement, event: MouseEvent) => void,
  signal?: AbortSignal,
): void {
  let replaying = false;
  root.addEventListener(
    'click',
    ((e: MouseEvent) => {
      let target: HTMLElement;
      if (replaying || e.defaultPrevented || e.button || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || !(target = find(e) as HTMLElement)) return;
      e.preventDefault();
      e.stopPropagation();
      if (target.ariaBusy) return;
      target.ariaBusy = 'true';
      void Promise.race([start(), new Promise((resolve) => setTimeout(resolve, HOLD_CLICK_MS))]).then(() => {
        target.ariaBusy = null;
        replaying = true;
        replay(target, e);
        replaying = false;
      });
    }) as EventListener,
    { capture: true, signal },
  );
}
