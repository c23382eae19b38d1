/**
 * What the drawers' core part (drawers.ts) hands their lazy part (drawers-shell.ts): types only, so the two import
 * this module and not each other (drawers.ts loads drawers-shell.ts with `import()`).
 */
export interface Drawer {
  /** The page state on <html> while it is open. */
  state: string;
  /** The drawer element, looked up each time (it may come later, or move). */
  el(): HTMLElement | null;
  /** Its own togglers besides the elements with `aria-controls` = its id (the template's toggler). */
  togglers?(): HTMLElement[];
  /** Before the togglers show the state (also on a view change). */
  sync(desktop: boolean, togglers: HTMLElement[], open: boolean): void;
  /** Gives back what it set. */
  unmount(togglers: HTMLElement[]): void;
}

/** What the lazy part works with. */
export interface Drawers {
  aside: Drawer;
  filters: Drawer;
  isOpen(d: Drawer): boolean;
  togglers(d: Drawer): HTMLElement[];
  /** The drawer a click on `target` toggles, if any. */
  toggled(target: Element): Drawer | undefined;
  /** Shows every drawer's state on it and its togglers. */
  sync(): void;
}
