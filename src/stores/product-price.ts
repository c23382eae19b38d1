/**
 * The product's prices as the shopper's choices make them, for the widgets that follow them (the instalment
 * calculator's product amount, spec §5; the subscription price, spec §9). Set only by code that runs after a choice
 * (the projector's sizes.ts on a size choice, its subscription.ts) and read by the instalment calculator, which imports this module
 * lazily (on the shopper's intent): nothing of it loads before the first interaction. Until something is set, the
 * page's own data (`instalmentData`, the server's prices) is what the page shows.
 */

/** A value with listeners (the little of a nanostores atom this needs, with no import: the core chunk stays as it is). */
export interface Store<T> {
  get(): T;
  set(value: T): void;
  /** Calls `listener` after each `set`; returns its removal. */
  listen(listener: () => void): () => void;
}

function store<T>(value: T): Store<T> {
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      value = next;
      for (const listener of [...listeners]) listener();
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A unit price; a side its source does not carry is absent (`product_data` is keyed by the page's price type only). */
export interface UnitPrice {
  gross?: number;
  net?: number;
}

/** The prices the subscription formula needs for one size (spec §3 "Subscription price": max, maxNet, before). */
export interface SizePrices {
  max: number;
  maxNet: number;
  before?: number;
}

/** The chosen size's unit price as shown (`product_data` at once, then the `sizeprices` answer); null: none known. */
export const $sizePrice = store<UnitPrice | null>(null);

/** The subscription price while a subscription with a price is chosen (subscription.ts); null otherwise. */
export const $subscriptionPrice = store<UnitPrice | null>(null);

/**
 * The server's prices for a size from a valid `GET /ajax/projector.php … get=sizeprices` answer, and whether it was
 * asked with `&subscription=1` (only such an answer prices a subscription).
 */
export const $sizeAnswer = store<{ sizeId: string; subscription: boolean; prices: SizePrices } | null>(null);

/** What one unit costs now: the subscription price while one is chosen, else the chosen size's price; null: unknown. */
export function currentUnitPrice(): UnitPrice | null {
  return $subscriptionPrice.get() ?? $sizePrice.get();
}
