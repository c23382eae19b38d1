/**
 * projector: the product page. Put the marker on the product's container (the server's
 * `article.projector`); inside it the widget enhances:
 *  - `.projector_omnibus`: re-rendered from the Projector batch part (omnibus details by size and
 *    price type; the server's `.projector_price_value` follows the size chosen in `#projector_size`);
 *  - `input[name="quantity"]`: − / + buttons, limits (min, max, step attributes);
 *  - `.projector_deposit__info`: the deposit info panel and explainer modal (its server link is the
 *    fallback and gives the panel's link its address);
 *  - `.projector_subscription`: the subscription price of the chosen option and size (subscription.ts).
 * Any part missing from the markup is skipped; a malformed Projector part leaves the server's
 * omnibus markup (one warning) and the rest works.
 */
import * as v from 'valibot';
import { defineWidget } from '../../src/define-widget';
import { getPage, type Page } from '../../src/page-config';
import { warnOnce } from '../../src/lib/report';
import { injectStyle } from '../../src/ui/style';
import type { Unmount } from '../../src/widget';
import { onIntent } from '../../src/ui/intent';
import { renderOmnibus } from './omnibus';
import { enhanceQuantity } from './quantity';
import type { SizePrices } from './subscription';
import { ProjectorSchema, type ProjectorPart } from './schema';
import { css } from './style';

/**
 * The deposit info: the server's link (to the explainer page) becomes the panel's trigger, drawn here as the island
 * draws it, so nothing shifts when the island (Deposit.tsx: the panel and the explainer modal, with React) arrives on
 * the shopper's first pointer, focus or tap; a tap made before that is held and opens the panel.
 */
function enhanceDeposit(deposit: HTMLElement, page: Page, signal: AbortSignal, reportError: (error: unknown) => void): Unmount {
  const serverNodes = Array.from(deposit.childNodes);
  const href = deposit.querySelector('a')?.getAttribute('href') ?? '#';
  const trigger = document.createElement('button');
  trigger.type = 'button';
  trigger.className = 'projector_deposit__trigger';
  trigger.setAttribute('aria-label', page.t('projector.deposit_info'));
  trigger.setAttribute('aria-haspopup', 'dialog');
  trigger.setAttribute('aria-expanded', 'false');
  const icon = document.createElement('span');
  icon.setAttribute('aria-hidden', 'true');
  icon.textContent = 'i';
  trigger.append(icon);
  deposit.replaceChildren(trigger);
  let island: Unmount | undefined;
  onIntent(
    deposit,
    async (intent) => {
      const { mountIsland } = await import('./Deposit');
      if (!signal.aborted) island = mountIsland(deposit, { page, href, intent }, reportError);
    },
    { signal, reportError, holdClicks: 'button', prefetch: 'Deposit' },
  );
  return () => {
    island?.();
    deposit.replaceChildren(...serverNodes);
  };
}

export default defineWidget({
  name: 'projector',
  schema: v.object({}),
  async mount(el, { batch, signal, reportError }) {
    injectStyle('projector', css);
    const page = getPage();
    const cleanups: Unmount[] = [];

    const quantity = el.querySelector<HTMLInputElement>('input[name="quantity"]');
    if (quantity) cleanups.push(enhanceQuantity(quantity, page, signal));

    const deposit = el.querySelector<HTMLElement>('.projector_deposit__info');
    if (deposit) cleanups.push(enhanceDeposit(deposit, page, signal, reportError));

    const slot = el.querySelector<HTMLElement>('.projector_omnibus');
    const sizeSelect = el.querySelector<HTMLSelectElement>('select[name="size"]');
    let data: NonNullable<ProjectorPart['response']> | null = null;
    const subscriptionBox = el.querySelector<HTMLElement>('.projector_subscription');
    // The subscription price's code comes only with a subscription box.
    const subscription =
      subscriptionBox &&
      (await import('./subscription')).enhanceSubscription(subscriptionBox, {
        page,
        sizeField: sizeSelect ?? el.querySelector<HTMLInputElement>('input[name="size"]'),
        signal,
        pricesFor(sizeId): SizePrices | null {
          if (!data) return null;
          const price = data.productData.sizes.find((s) => s.id === sizeId)?.price ?? data.price;
          const max = price.max ?? price.unit;
          if (max?.gross?.value === undefined || max.net?.value === undefined) return null;
          return { max: max.gross.value, maxNet: max.net.value, before: price.beforeRebate?.gross?.value };
        },
      });
    let omnibusUnmount: Unmount | undefined;
    if (slot || subscription) {
      cleanups.push(
        batch.subscribe('Projector', (part) => {
          if (part === undefined) return;
          const parsed = v.safeParse(ProjectorSchema, part);
          if (!parsed.success) {
            warnOnce(
              'projector:part',
              'storefront: projector: the Projector batch part has an unexpected shape; the server prices stay.',
              parsed.issues[0]?.message,
            );
            return;
          }
          data = parsed.output.response;
          if (!data) return;
          subscription?.update();
          if (!slot) return;
          omnibusUnmount?.();
          omnibusUnmount = renderOmnibus(slot, {
            page,
            product: { sizes: data.productData.sizes, unit: { sellBy: data.productData.unit.sellBy ?? 1 } },
            price: data.price,
            sizeSelect,
            priceValue: el.querySelector<HTMLElement>('.projector_price_value'),
          });
        }),
      );
    }
    return () => {
      omnibusUnmount?.();
      for (const c of cleanups.reverse()) c();
    };
  },
});
