/**
 * The mini basket preview's rules (spec §2 "Header mini basket", §9 "Mini basket"): loaded with the preview's island
 * (MiniBasket.tsx), not with the widget. Pure: no DOM, no React.
 */
import type { BasketLine } from '../../src/schemas/basket';
import type { PriceType } from './rules';

const MAX_PREVIEW_PRODUCTS = 22;
const LIST_LAYOUT_ABOVE = 10;
/** The size id of the universal size, whose name is not shown (spec §2). */
const SIZE_WITHOUT_NAME = 'uniw';

/** The dropdown preview is offered only with 1 to 22 products. */
export function canPreview(count: number): boolean {
  return count > 0 && count <= MAX_PREVIEW_PRODUCTS;
}

/** More than 10 products use the compact list layout. */
export function usesListLayout(count: number): boolean {
  return count > LIST_LAYOUT_ABOVE;
}

/**
 * The size name shown for a line: none for the universal size, whose size id (field `size`) is
 * "uniw" (spec §2), whatever its name ("uniwersalny", "univerzální"); none when the name is empty.
 */
export function visibleSize(line: Pick<BasketLine, 'size' | 'size_name'>): string {
  if (line.size.trim().toLowerCase() === SIZE_WITHOUT_NAME) return '';
  return line.size_name.trim();
}

/** One-click ordering is hidden if any product has an empty name or is a subscription. */
export function oneClickAllowed(products: Pick<BasketLine, 'name' | 'subscription_period'>[]): boolean {
  return products.every((p) => p.name.trim() !== '' && p.subscription_period === '0');
}

/** Free shipping is active when nothing is left to reach it; an unknown amount (absent or null) never claims it. */
export function freeShippingActive(toShippingFree: number | undefined): boolean {
  return toShippingFree !== undefined && toShippingFree <= 0;
}

export function lineValue(line: BasketLine, priceType: PriceType): string {
  return priceType === 'net' ? line.prices.worth_net_formatted : line.prices.worth_gros_formatted;
}
