/**
 * Views 3-4: the bar's code (columns-shell.ts: hover, the expand buttons, the columns, the overflow flags) is a lazy
 * part, loaded when the shopper reaches for the menu on the bar (src/ui/intent.ts: a mouse approaching or entering
 * the nav, focus into it, a touch or a press on it; at once when the pointer or focus is there already) and
 * prefetched at the first sign of engagement. A shopper who never reaches for it never downloads it; a shopper at
 * views 1-2 neither (the watch starts on the first bar view and stops on leaving it).
 *
 * What the shopper did before it arrived takes effect: a click on an expand button or a link in the nav is held
 * and replayed (a touch's first tap on a category opens its submenu, a mouse click follows the link), and a top
 * item the mouse moved onto opens as on hover. Until then the server's markup is as it was (the submenus closed, the
 * links working); if it fails to load, it stays so, the failure reported once and the held click replayed on the
 * server's markup.
 */
import { onIntent, type Intent } from '../../src/ui/intent';
import type { Menu, Part } from './menu';

/** The clicks held until the bar's code is there: an expand button's, a link's (the bar's sub-lists are closed). */
const HOLD = '.nav-link-expand, a[href]';

export function bar(menu: Menu, reportError: (error: unknown) => void): Part {
  let part: Part | undefined;
  let loading: Promise<void> | undefined;
  let watch: AbortController | undefined;
  // A mouse moved over the nav while the bar was watched: only then does a top item under the pointer open when the
  // code arrives (an item that came under a still pointer, e.g. by a resize into the bar, opens on no hover either:
  // the browser's own hover updates move no pointer).
  let moved = false;
  // Once: a watch started again (the bar left and back) while it loads waits for the same import, and a failure
  // is reported by the first watch only.
  const load = (intent: Intent) =>
    loading
      ? loading.catch(() => {})
      : (loading = import('./columns-shell').then(({ columns }) => {
          if (!menu.signal.aborted) (part = columns(menu, intent === 'hover' && moved)).view(null);
        }));
  return {
    view(kept) {
      if (part) return part.view(kept);
      if (!menu.bar) {
        watch?.abort();
        watch = undefined;
      } else if (!watch) {
        watch = new AbortController();
        moved = false;
        menu.root.addEventListener('pointermove', (e) => void (moved ||= e.pointerType === 'mouse'), { signal: watch.signal, capture: true, passive: true });
        onIntent(menu.root, load, { signal: watch.signal, holdClicks: HOLD, prefetch: 'columns-shell', reportError });
      }
    },
    unmount() {
      watch?.abort();
      part?.unmount();
    },
  };
}
