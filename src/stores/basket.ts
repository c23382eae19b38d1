/**
 * $basket: the visitor's basket from the Basket batch key, validated. Every widget that needs the
 * basket connects the page's batch; the first connection subscribes, later ones share it.
 * status: "server" until data arrives (widgets keep the server-rendered content), "ready" with
 * data, "error" when the part was missing or malformed (reported once; the server content stays).
 */
import { atom } from 'nanostores';
import type { Batch, Unmount } from '../widget';
import { parseBasket, type BasketData } from '../schemas/basket';
import { warnOnce } from '../lib/report';

export type BasketState = { status: 'server' } | { status: 'ready'; data: BasketData } | { status: 'error' };

export const $basket = atom<BasketState>({ status: 'server' });

let connected: { batch: Batch; users: number; stop: Unmount } | undefined;

export function connectBasket(batch: Batch): Unmount {
  if (!connected || connected.batch !== batch) {
    connected?.stop();
    const stop = batch.subscribe('Basket', (part) => {
      const data = parseBasket(part);
      if (data) {
        if (data.invalidLines) warnOnce('basket-lines', `storefront: ${data.invalidLines} basket line(s) did not fit the expected shape and are not shown.`);
        $basket.set({ status: 'ready', data });
      } else {
        if (part !== undefined) warnOnce('basket', 'storefront: the Basket response is malformed; the server-rendered basket stays.', part);
        if ($basket.get().status !== 'ready') $basket.set({ status: 'error' });
      }
    });
    void batch.get('Basket');
    connected = { batch, users: 0, stop };
  }
  connected.users++;
  let released = false;
  return () => {
    if (released || !connected) return;
    released = true;
    if (--connected.users === 0) {
      connected.stop();
      connected = undefined;
    }
  };
}
