/**
 * renderIsland: renders a React tree into a marker, replacing the server's markup with the same
 * markup (so nothing shifts), keeping focus where it was (on the element at the same place, or of the same tag and class), and containing failures: if the tree
 * throws, the error is reported and the server's original markup is put back, so the page keeps
 * working; `onFailed` then lets the caller undo what it wired to the island (a shell's listeners). Returns the
 * unmount, which also puts the server's markup back.
 */
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import type { Unmount } from './widget';
import { twinOf } from './ui/intent';
import { addPolish } from './i18n';
import { plIslands } from './i18n/pl-islands';
import { doc } from './lib/dom';

// The islands' Polish texts are not in the core chunk: they come here, with the code every island shares.
addPolish(plIslands);

/** Child-index path from root to node, to find "the same" element after a re-render. */
function pathTo(root: Node, node: Node | null): number[] | null {
  const path: number[] = [];
  for (let n = node; n && n !== root; n = n.parentNode) {
    if (!n.parentNode) return null;
    path.unshift(Array.prototype.indexOf.call(n.parentNode.childNodes, n));
  }
  return node ? path : null;
}

function nodeAt(root: Node, path: number[]): Node | null {
  let n: Node | null = root;
  for (const i of path) n = n?.childNodes[i] ?? null;
  return n;
}

export function renderIsland(el: HTMLElement, node: ReactNode, reportError: (error: unknown) => void, onFailed?: () => void): Unmount {
  const serverNodes = Array.from(el.childNodes);
  const active = doc.activeElement;
  const focused = active && active !== el && el.contains(active) ? active : null;
  const focusPath = focused ? pathTo(el, focused) : null;
  let live = true;

  const restoreServerMarkup = () => {
    if (!live) return;
    live = false;
    root.unmount();
    el.replaceChildren(...serverNodes);
    el.setAttribute('data-widget-state', 'failed');
    onFailed?.();
  };
  const root = createRoot(el, {
    onUncaughtError(error) {
      console.error(
        `storefront: widget "${el.closest('[data-widget]')?.getAttribute('data-widget')}" failed while rendering; the server's markup is restored.`,
        error,
      );
      reportError(error);
      setTimeout(restoreServerMarkup);
    },
  });
  el.replaceChildren();
  flushSync(() => root.render(node));
  if (focused && focusPath) {
    // The element at the same place, or (an island that wraps the server's markup) the one of the same tag and class.
    const atPath = nodeAt(el, focusPath);
    const target = atPath instanceof Element && atPath.localName === focused.localName && atPath.className === focused.className ? atPath : twinOf(el, focused);
    if (target instanceof HTMLElement) target.focus({ preventScroll: true });
  }
  // Unmounting puts the server's markup back, so a marker moved elsewhere mounts again as it started.
  return () => {
    if (!live) return;
    live = false;
    root.unmount();
    el.replaceChildren(...serverNodes);
  };
}
