/**
 * projector: the product page. Put the marker on the product's container (the server's
 * `article.projector`); inside it the widget enhances:
 *  - `.projector_omnibus`: re-rendered from the Projector batch part (omnibus details by size and
 *    price type; the server's `.projector_price_value` follows the size chosen in `#projector_size`);
 *  - `input[name="quantity"]`: − / + buttons, limits (min, max, step attributes);
 *  - `.projector_deposit__info`: the deposit info panel and explainer modal (its server link is the
 *    fallback and gives the panel's link its address).
 * Any part missing from the markup is skipped; a malformed Projector part leaves the server's
 * omnibus markup (one warning) and the rest works.
 */
import * as v from 'valibot';
import { defineWidget } from '../../src/define-widget';
import { renderIsland } from '../../src/island';
import { getPage } from '../../src/page-config';
import { warnOnce } from '../../src/lib/report';
import { injectStyle } from '../../src/ui/style';
import type { Unmount } from '../../src/widget';
import { Omnibus } from './Omnibus';
import { Deposit } from './Deposit';
import { enhanceQuantity } from './quantity';
import { ProjectorSchema } from './schema';
import { css } from './style';

export default defineWidget({
  name: 'projector',
  schema: v.object({}),
  mount(el, { batch, signal, reportError }) {
    injectStyle('projector', css);
    const page = getPage();
    const cleanups: Unmount[] = [];

    const quantity = el.querySelector<HTMLInputElement>('input[name="quantity"]');
    if (quantity) cleanups.push(enhanceQuantity(quantity, page, signal));

    const deposit = el.querySelector<HTMLElement>('.projector_deposit__info');
    if (deposit) {
      const href = deposit.querySelector('a')?.getAttribute('href') ?? '#';
      cleanups.push(renderIsland(deposit, <Deposit page={page} href={href} />, reportError));
    }

    const slot = el.querySelector<HTMLElement>('.projector_omnibus');
    let omnibusUnmount: Unmount | undefined;
    if (slot) {
      cleanups.push(
        batch.subscribe('Projector', (part) => {
          if (part === undefined) return;
          const parsed = v.safeParse(ProjectorSchema, part);
          if (!parsed.success) {
            warnOnce('projector:part', 'storefront: projector: the Projector batch part has an unexpected shape; the server prices stay.', parsed.issues[0]?.message);
            return;
          }
          const data = parsed.output.response;
          if (!data) return;
          omnibusUnmount?.();
          omnibusUnmount = renderIsland(
            slot,
            <Omnibus
              page={page}
              product={{ sizes: data.productData.sizes, unit: { sellBy: data.productData.unit.sellBy } }}
              price={data.price}
              sizeSelect={el.querySelector<HTMLSelectElement>('select[name="size"]')}
              priceValue={el.querySelector<HTMLElement>('.projector_price_value')}
            />,
            reportError,
          );
        }),
      );
    }
    return () => {
      omnibusUnmount?.();
      for (const c of cleanups.reverse()) c();
    };
  },
});
