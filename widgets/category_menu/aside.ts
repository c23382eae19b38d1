/**
 * The aside's extras, in a lazy part (aside-shell.ts: the search box's place and the aside's tabs) that comes when
 * it is first needed: the shopper reaching for the toggler, the drawer opening, or a theme's `[data-search-slot]`
 * on the bar. Its code is prefetched at the shopper's first sign of engagement; until it is there, nothing in the aside differs from
 * the server's markup. Once there, it follows every view change (after the list box's own move) and every opening
 * and closing of the drawer.
 */
import { onIntent } from '../../src/ui/intent';
import type { Menu, Part } from './menu';

export function asideExtras(menu: Menu, reportError: (error: unknown) => void): Part {
  let shell: Part | undefined;
  let pending = false;
  const start = onIntent(
    menu.toggler ?? menu.root,
    () =>
      import('./aside-shell').then(({ asideShell }) => {
        if (!menu.signal.aborted) (shell = asideShell(menu)).view(null);
      }),
    { signal: menu.signal, prefetch: 'aside-shell', reportError },
  );
  const sync = () => {
    pending = false;
    if (shell) shell.view(null);
    else if (menu.asideOpen || (menu.bar && menu.aside?.querySelector('[data-search-slot]'))) void start();
  };
  menu.onAside = sync;
  return {
    view() {
      // After every view subscriber and the list box's move (a microtask queued before this one).
      if (!pending) queueMicrotask(() => menu.signal.aborted || sync());
      pending = true;
    },
    unmount() {
      shell?.unmount();
    },
  };
}
