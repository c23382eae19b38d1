import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORE_UNMOUNT_DELAY } from 'nanostores';
import type { Batch } from '../../src/widget';

/** A batch that records its Basket subscriptions and requests. */
function fakeBatch() {
  const listeners = new Set<(part: unknown) => void>();
  const batch = {
    get: vi.fn(async () => undefined),
    refresh: vi.fn(),
    subscribe: vi.fn((_key: string, listener: (part: unknown) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    }),
  } as unknown as Batch & { get: ReturnType<typeof vi.fn>; subscribe: ReturnType<typeof vi.fn> };
  return { batch, listeners, send: (part: unknown) => listeners.forEach((l) => l(part)) };
}

const basketPart = { response: { basket: { worth_formatted: '0 zł', productsCounter: 0, products: [] }, user: { logged: false } } };

let store: typeof import('../../src/stores/basket');
beforeEach(async () => {
  vi.useFakeTimers();
  vi.resetModules();
  store = await import('../../src/stores/basket');
});
afterEach(() => vi.useRealTimers());

describe('$basket', () => {
  it('reads the batch while it has listeners: the first subscribes and asks for Basket, the others share, the last leaving ends it', () => {
    const { batch, listeners, send } = fakeBatch();
    store.connectBasket(batch);
    expect(batch.subscribe).not.toHaveBeenCalled();
    const offA = store.$basket.listen(() => {});
    const offB = store.$basket.subscribe(() => {});
    expect(batch.subscribe).toHaveBeenCalledTimes(1);
    expect(batch.get).toHaveBeenCalledWith('Basket');
    send(basketPart);
    expect(store.$basket.get().status).toBe('ready');
    offA();
    offB();
    vi.advanceTimersByTime(STORE_UNMOUNT_DELAY);
    expect(listeners.size).toBe(0);
    const offC = store.$basket.listen(() => {});
    expect(batch.subscribe).toHaveBeenCalledTimes(2);
    offC();
  });

  it('moves to another batch at once while listened; a malformed part is an error until data came', () => {
    const first = fakeBatch();
    const second = fakeBatch();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    store.connectBasket(first.batch);
    const off = store.$basket.listen(() => {});
    store.connectBasket(second.batch);
    expect(first.listeners.size).toBe(0);
    expect(second.listeners.size).toBe(1);
    second.send('garbage');
    expect(store.$basket.get().status).toBe('error');
    expect(warn).toHaveBeenCalledTimes(1);
    off();
    warn.mockRestore();
  });

  it('a listener that came before the batch was named gets it when it is', () => {
    const { batch, listeners } = fakeBatch();
    const off = store.$basket.listen(() => {});
    store.connectBasket(batch);
    expect(listeners.size).toBe(1);
    off();
  });
});
