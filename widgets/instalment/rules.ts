/**
 * The instalment calculator's decision logic (spec §5 "Instalment calculator", §4 "Instalment
 * button", §8 "Instalment messages"). Pure: no DOM, no React. The widget reads the page's data and
 * the quantity input, asks `decide` what to do, then either runs the link or opens the modal.
 */
import { round2 } from '../../src/lib/price';

type PriceType = 'net' | 'gross';
type Variant = 'product' | 'basket';

export interface InstalmentInput {
  variant: Variant;
  priceType: PriceType;
  /** Gross and net unit price of the product (product page). */
  price: number;
  priceNet: number;
  /** The quantity input's value; null when the page has no quantity input. */
  quantity: number | null;
  /** Products (lines) in the basket, and its cost gross and net. */
  basketCount: number;
  basketCost: number;
  basketCostNet: number;
  /** The calculator's basket total; when given it replaces the basket cost. */
  totalPrice?: number;
  /** Bounds; undefined or 0 means no bound on that side. */
  minPrice?: number;
  maxPrice?: number;
  /** Most products (lines) the instalment system accepts in one basket; undefined: no limit. */
  maxProducts?: number;
  /** Some basket products cannot be bought through this instalment mode. */
  notAllProducts?: boolean;
}

export type Position = 'below' | 'within' | 'above';

export interface Option {
  amount: number;
  position: Position;
  enabled: boolean;
}

export type Message =
  | { key: 'min'; amount: number }
  | { key: 'max'; amount: number }
  | { key: 'basket_min'; amount: number }
  | { key: 'basket_max'; amount: number }
  | { key: 'too_many'; count: number }
  | { key: 'not_all' };

export type Decision =
  /** Run the link at once; amount null = with no amount (the placeholder left empty). */
  | { kind: 'run'; amount: number | null }
  | { kind: 'product'; messages: Message[]; product: Option; basket: Option | null }
  | { kind: 'basket'; messages: Message[]; basket: Option; hint: 'increase' | 'decrease' | null };

const bound = (b: number | undefined): number | undefined => (b !== undefined && Number.isFinite(b) && b > 0 ? b : undefined);

export function position(amount: number, input: Pick<InstalmentInput, 'minPrice' | 'maxPrice'>): Position {
  const min = bound(input.minPrice);
  const max = bound(input.maxPrice);
  if (min !== undefined && amount < min) return 'below';
  if (max !== undefined && amount > max) return 'above';
  return 'within';
}

/** The unit price (net when priceType is net) times the quantity input, if there is one; 2 decimals. */
export function productAmount(input: InstalmentInput): number {
  const unit = input.priceType === 'net' ? input.priceNet : input.price;
  const quantity = input.quantity === null ? 1 : input.quantity;
  return round2(unit * quantity);
}

/**
 * The unit prices with the product's current one (what the shopper's choices make it: another size, a subscription;
 * src/stores/product-price.ts) in place of the page-load ones (`instalmentData`). A side the current price lacks
 * (`product_data` carries the page's price type only) follows the other in the page data's proportion (one tax rate).
 */
export function withCurrentPrice<D extends { price: number; priceNet: number }>(data: D, current: { gross?: number; net?: number } | null): D {
  if (!current || (current.gross === undefined && current.net === undefined)) return data;
  const ratio = data.price > 0 && data.priceNet > 0 ? data.priceNet / data.price : undefined;
  const price = current.gross ?? (ratio ? round2(current.net! / ratio) : data.price);
  const priceNet = current.net ?? (ratio ? round2(current.gross! * ratio) : data.priceNet);
  return { ...data, price, priceNet };
}

/** totalPrice (else the basket cost, net or gross) plus the product amount, rounded to 2 decimals. */
export function basketSum(input: InstalmentInput, amount: number): number {
  const base = input.totalPrice !== undefined ? input.totalPrice : input.priceType === 'net' ? input.basketCostNet : input.basketCost;
  return round2(base + amount);
}

function option(amount: number, input: InstalmentInput, extraBlock = false): Option {
  const pos = position(amount, input);
  return { amount, position: pos, enabled: pos === 'within' && !extraBlock };
}

function boundMessages(options: Option[], input: InstalmentInput, basketPage: boolean): Message[] {
  const out: Message[] = [];
  const min = bound(input.minPrice);
  const max = bound(input.maxPrice);
  if (min !== undefined && options.some((o) => o.position === 'below')) out.push({ key: basketPage ? 'basket_min' : 'min', amount: min });
  if (max !== undefined && options.some((o) => o.position === 'above')) out.push({ key: basketPage ? 'basket_max' : 'max', amount: max });
  return out;
}

export function decide(input: InstalmentInput): Decision {
  if (input.variant === 'basket') {
    const sum = basketSum(input, 0);
    const tooMany = input.maxProducts !== undefined && input.basketCount > input.maxProducts;
    const basket = option(sum, input, tooMany);
    if (basket.enabled && !input.notAllProducts) return { kind: 'run', amount: sum };
    const messages = boundMessages([basket], input, true);
    if (tooMany) messages.push({ key: 'too_many', count: input.maxProducts! });
    if (input.notAllProducts) messages.push({ key: 'not_all' });
    const hint = basket.position === 'below' ? 'increase' : basket.position === 'above' || tooMany ? 'decrease' : null;
    return { kind: 'basket', messages, basket, hint };
  }
  const amount = productAmount(input);
  if (amount === 0) return { kind: 'run', amount: null };
  const product = option(amount, input);
  const emptyBasket = input.basketCount <= 0;
  if (emptyBasket && product.enabled) return { kind: 'run', amount };
  const basket = emptyBasket ? null : option(basketSum(input, amount), input);
  return { kind: 'product', messages: boundMessages(basket ? [product, basket] : [product], input, false), product, basket };
}

/** The link with the amount (2 decimals, dot) for {calculate_price}; with no amount the placeholder is left empty. */
export function linkFor(template: string, amount: number | null): string {
  return template.split('{calculate_price}').join(amount === null ? '' : amount.toFixed(2));
}
