/**
 * Responsive view number, as the provider's storefront computes it from the viewport width:
 * 1 mobile (< 757 px), 2 tablet (757-978), 3 desktop (979-1199), 4 wide desktop (>= 1200).
 * Pure: no DOM. The store in src/stores/view.ts keeps it current on resize.
 */
export type View = 1 | 2 | 3 | 4;

const VIEW_BREAKPOINTS = { tablet: 757, desktop: 979, wide: 1200 } as const;

export function viewFromWidth(width: number): View {
  if (!(width >= VIEW_BREAKPOINTS.tablet)) return 1; // also NaN and negative widths
  if (width < VIEW_BREAKPOINTS.desktop) return 2;
  if (width < VIEW_BREAKPOINTS.wide) return 3;
  return 4;
}

/** The three booleans the Snippets and ToplayersAndWidgets batch params carry. */
export function deviceFlags(view: View): { mobile: boolean; tablet: boolean; pc: boolean } {
  return { mobile: view === 1, tablet: view === 2, pc: view >= 3 };
}
