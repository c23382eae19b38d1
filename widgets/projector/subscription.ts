/**
 * The subscription on the product page (spec §1 "Subscriptions", §3 and §9 "Subscription price";
 * standard-template.md "projector_details"), on the template's markup:
 *
 *   radios input[name=subscription][value=0|1]      → the form's data-subscription
 *   input[type=hidden][name=days_in_period]          ← the chosen item's data-days
 *   #projector_subscription_section > a.projector_subscription__item[data-days][data-rebate-type][data-rebate-value]
 *     (.--selected: the chosen period; links, so keyboard-operable; aria-current follows)
 *   .projector_purchase__yousave (.--active while a subscription price is shown): the template's own text, in the
 *     subscription radio's label ("Oszczędzasz " + .projector_purchase__yousave_value "10%"), whose value follows the
 *     chosen item's data-rebate-value-formatted, as the template's script has it (standard-template.md)
 *
 * The chosen item's rebate (`percentage` by default, anything else a fixed amount) applies to the chosen size's
 * prices through the spec's formula (src/lib/subscription-price.ts); the result, gross and net in the shop's format
 * with the percent saved, is written as text into a `div.projector_subscription__price` of its own after the
 * template's text inside the you-save element (a block: its own line, never run on to "10%"; announced politely),
 * recomputed when the size, the period, the radios or the price data change. The prices (gross
 * and net): the server's `GET /ajax/projector.php … get=sizeprices&subscription=1` answer for the chosen size
 * (sizes.ts; asked when the radios change, and when a period is chosen while there is none for the size), else (none
 * yet, still on its way, failed or malformed: one warning from sizes.ts) the Projector batch part's; a malformed part
 * gives one warning. The price shown is published in src/stores/product-price.ts (the instalment calculator's product amount).
 */
import * as v from 'valibot';
import { subscriptionPrice, type SubscriptionPrice } from '../../src/lib/subscription-price';
import { warnOnce } from '../../src/lib/report';
import type { Page } from '../../src/page-config';
import type { WidgetContext } from '../../src/widget';
import { ProjectorSchema, type ProjectorPart } from './schema';
import { $sizeAnswer, $subscriptionPrice, type SizePrices } from '../../src/stores/product-price';
import type { PriceElements } from './sizes';
import { addPolish } from '../../src/i18n';
import { plSubscription } from '../../src/i18n/pl-subscription';
import { clean, doc } from '../../src/lib/dom';

// The subscription price's text (src/i18n/pl-projector.ts): not in the core chunk.
addPolish(plSubscription);

const number = (raw: string | null | undefined): number | undefined => {
  if (raw == null || raw.trim() === '') return undefined;
  const n = Number(raw.replace(',', '.'));
  return Number.isFinite(n) ? n : undefined;
};

/** The subscription price of a period item, or null when it has no rebate or the prices are unknown. */
export function itemSubscriptionPrice(item: HTMLElement | null, prices: SizePrices | null, page: Pick<Page, 'currency'>): SubscriptionPrice | null {
  const rebateValue = number(item?.getAttribute('data-rebate-value'));
  if (!prices || !item || rebateValue === undefined) return null;
  return subscriptionPrice({
    max: prices.max,
    maxNet: prices.maxNet,
    before: prices.before,
    rebateValue,
    rebateType: item.getAttribute('data-rebate-type') || undefined,
    currency: page.currency,
  });
}

/** A size's prices from the Projector part: its own, else the product's. */
function pricesIn(data: NonNullable<ProjectorPart['response']> | null, sizeId: string | null): SizePrices | null {
  if (!data) return null;
  const price = data.productData.sizes.find((s) => s.id === sizeId)?.price ?? data.price;
  const max = price.max ?? price.unit;
  if (max?.gross?.value === undefined || max.net?.value === undefined) return null;
  return { max: max.gross.value, maxNet: max.net.value, before: price.beforeRebate?.gross?.value };
}

export function enhanceSubscription(
  section: HTMLElement,
  options: { page: Page; els: PriceElements; sizeField: HTMLInputElement | null; signal: AbortSignal; batch: WidgetContext<unknown>['batch'] },
): () => void {
  const { page, els, sizeField, signal, batch } = options;
  const form = els.form;
  let data: NonNullable<ProjectorPart['response']> | null = null;
  /** The server's answer for the size asked with `&subscription=1`, if one came. */
  const answered = (sizeId: string | null) => {
    const answer = $sizeAnswer.get();
    return answer && answer.subscription && answer.sizeId === sizeId ? answer.prices : null;
  };
  const pricesFor = (sizeId: string | null) => answered(sizeId) ?? pricesIn(data, sizeId);
  /** Asks the size's prices again (sizes.ts: `&subscription=1` while a subscription is chosen). */
  const reprice = () => {
    if (sizeField?.value)
      void import('./sizes')
        // The size chosen when the code is there (a size chosen meanwhile is the one to price).
        .then(({ showSize }) => {
          if (sizeField.value && !signal.aborted) return showSize(els, page, sizeField.value, signal);
        })
        .catch((error: unknown) => warnOnce('projector:reprice', 'storefront: projector: the size prices code could not be loaded; the prices stay.', error));
  };
  const scope: ParentNode = form ?? section.parentElement ?? document;
  const items = () => Array.from(section.querySelectorAll<HTMLElement>('.projector_subscription__item'));
  // Through the prototypes (src/lib/dom.ts): the scope is usually the form, whose named controls shadow its members.
  const radios = Array.from(clean(scope).querySelectorAll<HTMLInputElement>('input[type="radio"][name="subscription"]'));
  const days = clean(scope).querySelectorAll<HTMLInputElement>('input[name="days_in_period"]')[0] ?? null;
  const yousave = clean(scope).querySelectorAll('.projector_purchase__yousave')[0] ?? null;
  // A block of its own (a div: no style needed): the template's text ends without a space ("Oszczędzasz 10%").
  const out = doc.createElement('div');
  out.className = 'projector_subscription__price';
  out.setAttribute('aria-live', 'polite');
  if (yousave) yousave.append(out);
  else section.after(out);
  const subscribed = () => (radios.length ? radios.some((r) => r.checked && r.value !== '0') : true);

  const update = () => {
    const price = subscribed()
      ? itemSubscriptionPrice(section.querySelector('.projector_subscription__item.--selected'), pricesFor(sizeField?.value ?? null), page)
      : null;
    const text = price
      ? page.t('projector.subscription_price', { gross: price.gross.formatted, net: price.net.formatted, percent: String(price.percent) })
      : '';
    if (out.textContent !== text) out.textContent = text;
    yousave?.classList.toggle('--active', !!price);
    $subscriptionPrice.set(price ? { gross: price.gross.value, net: price.net.value } : null);
  };
  const select = (item: HTMLElement) => {
    for (const other of items()) {
      other.classList.toggle('--selected', other === item);
      if (other === item) other.setAttribute('aria-current', 'true');
      else other.removeAttribute('aria-current');
    }
    if (days && item.dataset.days) days.value = item.dataset.days;
    const rebate = item.getAttribute('data-rebate-value-formatted');
    const value = yousave?.querySelector('.projector_purchase__yousave_value');
    if (value && rebate) value.textContent = rebate;
    update();
    if (subscribed() && !answered(sizeField?.value ?? null)) reprice();
  };
  const chosen = section.querySelector<HTMLElement>('.projector_subscription__item.--selected');
  chosen?.setAttribute('aria-current', 'true');
  section.addEventListener(
    'click',
    (event) => {
      const item = (event.target as Element).closest<HTMLElement>('.projector_subscription__item');
      if (!item || !section.contains(item) || event.defaultPrevented) return;
      const mouse = event as MouseEvent;
      if (mouse.button || mouse.ctrlKey || mouse.metaKey || mouse.shiftKey || mouse.altKey) return;
      event.preventDefault();
      select(item);
    },
    { signal },
  );
  for (const radio of radios)
    radio.addEventListener(
      'change',
      () => {
        if (form && radio.checked) form.dataset.subscription = radio.value === '0' ? '0' : '1';
        update();
        reprice();
      },
      { signal },
    );
  sizeField?.addEventListener('change', update, { signal });
  const unlisten = $sizeAnswer.listen(update);
  signal.addEventListener('abort', () => {
    unlisten();
    $subscriptionPrice.set(null);
    out.remove();
    chosen?.removeAttribute('aria-current');
  });
  update();
  return batch.subscribe('Projector', (part) => {
    if (part === undefined) return;
    const parsed = v.safeParse(ProjectorSchema, part);
    if (!parsed.success) {
      warnOnce(
        'projector:part',
        'storefront: projector: the Projector batch part has an unexpected shape; no subscription price is shown.',
        parsed.issues[0]?.message,
      );
      return;
    }
    data = parsed.output.response;
    update();
  });
}
