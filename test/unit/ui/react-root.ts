// A React root per test in happy-dom, unmounted and cleared after each one.
import { afterEach, beforeEach, vi } from 'vitest';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export function setupReactRoot(): { readonly root: Root; readonly host: HTMLElement; render(node: ReactNode): void } {
  let root: Root;
  let host: HTMLElement;
  beforeEach(() => {
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  });
  afterEach(() => {
    act(() => root.unmount());
    document.body.replaceChildren();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
  return {
    get root() {
      return root;
    },
    get host() {
      return host;
    },
    render: (node) => act(() => root.render(node)),
  };
}
