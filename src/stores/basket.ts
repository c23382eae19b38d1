/**
 * $basket: the visitor's basket from the Basket batch key, validated. The widget that shows the basket names the
 * page's batch (connectBasket); the store reads it while it has listeners (nanostores' onMount: the first listener
 * subscribes to the batch and asks for Basket, later ones share it, the last leaving ends it).
 * status: "server" until data arrives (widgets keep the server-rendered content), "ready" with
 * data, "error" when the part was missing or malformed (reported once; the server content stays).
 */
import { atom, onMount } from 'nanostores';
import type { Batch, Unmount } from '../widget';
import { parseBasket, type BasketData } from '../schemas/basket';
import { warnOnce } from '../lib/report';

export type BasketState = { status: 'server' } | { status: 'ready'; data: BasketData } | { status: 'error' };

export const $basket = atom<BasketState>({ status: 'server' });

/** The batch the store reads. */
let source: Batch | undefined;
/** The batch subscription, while the store has listeners and a source. */
let stop: Unmount | undefined;
let mounted = false;

function read(batch: Batch): Unmount {
  const off = batch.subscribe('Basket', (part) => {
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
  return off;
}

onMount($basket, () => {
  mounted = true;
  if (source) stop = read(source);
  return () => {
    mounted = false;
    stop?.();
    stop = undefined;
  };
});

/** Makes `batch` the basket's source (call it before subscribing); a listened store moves to a new batch at once. */
export function connectBasket(batch: Batch): void {
  if (batch === source) return;
  source = batch;
  stop?.();
  stop = mounted ? read(batch) : undefined;
}
