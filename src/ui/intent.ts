/**
 * Islands on intent: a widget's DOM part mounts at its moment and works without React; its React island (a chunk
 * that brings React) is loaded when the shopper reaches for the widget (src/triggers/intent.ts): a mouse pointer
 * approaching it or entering it, focus moving into it, a touch or a press on it. No React is fetched before that, so a
 * page costs nothing for what nobody touches. Its other jobs are modules of their own: the click hold
 * (src/lib/hold-clicks.ts), the prefetch (./prefetch.ts), a failed load said once (src/lib/load-failed.ts).
 *
 * A plain click made before the island has arrived (a first tap on the mini basket, Enter on the settings' trigger)
 * is held (src/lib/hold-clicks.ts), then replayed on the island's element of the same tag and class, with the same
 * pointer type, so it does what it would have done with the island there: a tap opens the preview, a mouse click
 * follows the link. If the island does not arrive within HOLD_CLICK_MS, or fails, the click is replayed on what is
 * there: the server's link is followed, as without JavaScript.
 */
import { prefetchIsland } from './prefetch';
import { doc } from '../lib/dom';
import { onIntentTrigger } from '../triggers/intent';
import { holdClicks as holdClicksUntil } from '../lib/hold-clicks';
import { loadFailed } from '../lib/load-failed';

export type Intent = 'hover' | 'focus' | 'press';

export interface IntentOptions {
  /** The widget's signal: when aborted, nothing more is loaded or replayed. */
  signal: AbortSignal;
  /** Clicks on elements matching this selector, inside the widget, are held until the island is there. */
  holdClicks?: string;

  /** The island's chunk name (its module's file name, e.g. 'MiniBasket'): its code is prefetched at the shopper's first sign of engagement (src/ui/prefetch.ts). */
  prefetch?: string;
  reportError(error: unknown): void;
}

/** The element standing for `held` once an island re-rendered the markup: itself if kept, else its twin by tag and class. */
export function twinOf(root: Element, held: Element): Element | null {
  if (held.isConnected && root.contains(held)) return held;
  const cls = held.classList[0];
  return root.querySelector(cls ? `${held.localName}.${CSS.escape(cls)}` : held.localName);
}

/**
 * Calls `load(intent)` once, at the first sign that the shopper reaches for `el` (also at once when focus or the
 * pointer is already there). `load` renders the island; its promise settles when the island is on the page.
 * Returns the same start for a click the widget handles itself: it loads the island if nothing did yet, and settles
 * when the island has arrived or failed (a failure is reported here, once).
 */
export function onIntent(
  el: HTMLElement,
  load: (intent: Intent) => Promise<unknown>,
  { signal, holdClicks, prefetch, reportError }: IntentOptions,
): () => Promise<unknown> {
  if (prefetch) prefetchIsland(prefetch, signal, el);
  let started: Promise<unknown> | undefined;
  let arrived = false;
  // The shopper reaching for it (src/triggers/intent.ts), listened for until the island has arrived or failed.
  const reach = new AbortController();
  signal.addEventListener('abort', () => reach.abort());
  const start = (intent: Intent) =>
    (started ??= load(intent)
      .catch((error: unknown) => loadFailed(el, error, reportError))
      .finally(() => {
        arrived = true;
        reach.abort();
      }));
  // A press that began before the island arrived: its click is held and replayed even when the island arrives between
  // the press and its click (a quick island on a slow tap), as the island never saw the press and would take a tap for
  // a mouse click (following the link instead of opening the preview).
  let pressedEarly = false;
  onIntentTrigger(
    el,
    (event) => {
      const type = event!.type;
      if (type === 'pointerdown') pressedEarly = true;
      // A mouse approaching or over it: hover; focus moving in: focus; a touch or a press: press.
      void start(type === 'focusin' ? 'focus' : /^pointer(over|move)$/.test(type) && (event as PointerEvent).pointerType === 'mouse' ? 'hover' : 'press');
    },
    reach.signal,
  );
  if (el.contains(doc.activeElement)) void start('focus');
  else if (el.matches(':hover')) void start('hover');

  const press = () => start('press');
  if (holdClicks)
    holdClicksUntil(
      el,
      ({ target }) => {
        const held = target instanceof Element && target.closest(holdClicks);
        if ((arrived && !pressedEarly) || !held || !el.contains(held)) return null;
        pressedEarly = false;
        return held;
      },
      press,
      (target, { pointerType }: Partial<PointerEvent>) => {
        const twin = twinOf(el, target);
        if (signal.aborted || !(twin instanceof HTMLElement)) return;
        // The press as it was: a touch press makes a tap (which opens a preview) rather than a mouse click.
        if (pointerType) twin.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, cancelable: true, composed: true, pointerType, isPrimary: true }));
        twin.click();
      },
      signal,
    );
  return press;
}

/**
 * For a click the widget handles itself before its island arrived: `button` is aria-busy until `load` (onIntent's
 * start) settles, then `then` runs (the island is there, or it failed and the widget closes what it opened).
 */
export function whileLoading(button: HTMLElement, load: () => Promise<unknown>, then: () => unknown): void {
  button.ariaBusy = 'true';
  void load().then(() => {
    button.ariaBusy = null;
    then();
  });
}
