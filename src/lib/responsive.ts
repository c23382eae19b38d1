/**
 * Per-view image sources (spec §2 "Responsive view", §9 "Small lazy-image source"). Pure.
 * An image offers data-src-1 .. data-src-4 (any subset) and data-src-small; the source for a view
 * is that view's own, else the nearest smaller view's, else the nearest larger view's. At widths of
 * 420 px or less, data-src-small wins.
 */
import type { View } from './view';

const SMALL_IMAGE_MAX_WIDTH = 420;

export function sourceForView(sources: Partial<Record<View | 'small', string>>, view: View, width: number): string | undefined {
  if (width <= SMALL_IMAGE_MAX_WIDTH && sources.small) return sources.small;
  for (let v = view; v >= 1; v--) if (sources[v as View]) return sources[v as View];
  for (let v = view + 1; v <= 4; v++) if (sources[v as View]) return sources[v as View];
  return sources.small;
}
