/**
 * menu_basket's island: the link and the preview panel in React, loaded when the shopper reaches for the basket
 * (src/ui/intent.ts). Until then the DOM part (index.ts) keeps the server's link up to date.
 */
import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { renderIsland } from '../../src/island';
import type { Intent } from '../../src/ui/intent';
import type { Unmount } from '../../src/widget';
import { useStore } from '@nanostores/react';
import { $basket } from '../../src/stores/basket';
import type { Page } from '../../src/page-config';
import type { BasketData } from '../../src/schemas/basket';
import { formatPrice } from '../../src/lib/price';
import { useDropdown } from '../../src/ui/floating';
import { canPreview, freeShippingActive, lineValue, oneClickAllowed, totals, usesListLayout, visibleSize } from './rules';

interface Props {
  page: Page;
  server: { count: number; total: string };
  basketUrl: string;
  /** What brought the island: under a pointer that is still there, the preview opens at once. */
  intent?: Intent;
}

export function mountIsland(el: HTMLElement, props: Props, reportError: (error: unknown) => void): Unmount {
  return renderIsland(el, <MiniBasket {...props} intent={props.intent === 'hover' && !el.matches(':hover') ? undefined : props.intent} />, reportError);
}

function BasketIcon() {
  return (
    <svg className="menu_basket__icon" aria-hidden="true" focusable="false" width="24" height="24" viewBox="0 0 24 24">
      <path
        fill="currentColor"
        d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM1 2v2h2l3.6 7.6-1.4 2.4A2 2 0 0 0 7 17h12v-2H7.4l1.1-2h7.5a2 2 0 0 0 1.7-1l3.6-6.5A1 1 0 0 0 20.4 4H5.2l-.9-2H1Z"
      />
    </svg>
  );
}

/** Splits "Wartość koszyka: {total}" around the value, so the label can be visually hidden. */
function labelAround(template: (values: { total: string }) => string): [string, string] {
  const [before, after = ''] = template({ total: '\u0000' }).split('\u0000');
  return [before, after];
}

function MiniBasket({ page, server, basketUrl, intent }: Props) {
  const { t, priceType } = page;
  const state = useStore($basket);
  const data = state.status === 'ready' ? state.data : undefined;
  const count = data ? data.totals.productsCounter : server.count;
  const total = data ? totals(data, priceType).total : server.total;
  const preview = !!data && canPreview(count) && data.products.length > 0;
  const wrapper = useRef<HTMLDivElement>(null);
  const dropdown = useDropdown({
    openOn: ['hover', 'focus', 'click'],
    placement: 'bottom-end',
    role: 'dialog',
    enabled: preview,
    initialOpen: intent === 'hover',
  });
  const [labelBefore, labelAfter] = labelAround((values) => t('basket.total_label', values));

  // A change of the basket after the first data (e.g. a product added) is announced politely.
  const announced = useRef<number | undefined>(undefined);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (!data) return;
    if (announced.current !== undefined && announced.current !== count) {
      setAnnouncement(
        `${t('basket.label')}: ${count ? `${count}${t('basket.count_suffix', { count })}` : t('basket.count_suffix', { count })}. ${t('basket.total_label', { total })}`,
      );
    }
    announced.current = count;
  }, [data, count, total, t]);

  // Focus leaving the whole mini basket (link and panel) closes the preview.
  const onBlur = (event: FocusEvent) => {
    if (!wrapper.current?.contains(event.relatedTarget as Node | null)) dropdown.setOpen(false);
  };

  return (
    <div className="menu_basket__wrap" ref={wrapper} onBlur={onBlur}>
      <a className="menu_basket__link" href={basketUrl} ref={dropdown.refs.setReference} {...(preview ? dropdown.getReferenceProps() : {})}>
        <BasketIcon />
        <span className={count ? 'menu_basket__count' : 'menu_basket__count --empty'}>
          {count ? count : ''}
          <span className="sr-only">{t('basket.count_suffix', { count })}</span>
        </span>
        <span className="menu_basket__total">
          <span className="sr-only">{labelBefore}</span>
          {total}
          {labelAfter && <span className="sr-only">{labelAfter}</span>}
        </span>
      </a>
      <span className="sr-only" role="status">
        {announcement}
      </span>
      {preview && dropdown.open && data && (
        <div
          className="menu_basket__panel"
          ref={dropdown.refs.setFloating}
          style={dropdown.floatingStyles}
          aria-label={t('basket.label')}
          {...dropdown.getFloatingProps()}
        >
          <Panel data={data} page={page} basketUrl={basketUrl} />
        </div>
      )}
    </div>
  );
}

function Panel({ data, page, basketUrl }: { data: BasketData; page: Page; basketUrl: string }) {
  const { t, priceType, currency } = page;
  const count = data.totals.productsCounter;
  const { shipping } = totals(data, priceType);
  const left = data.totals.toShippingFree;
  const free = freeShippingActive(left);
  const list = usesListLayout(count);
  return (
    <>
      <p className="menu_basket__heading">{t('basket.heading', { count })}</p>
      <ul className={list ? 'menu_basket__products --list' : 'menu_basket__products'}>
        {data.products.map((line, index) => {
          const size = visibleSize(line);
          const unit = line.worth_unit || t('basket.unit_default');
          return (
            <li className="menu_basket__product" key={`${line.id ?? ''}-${line.size}-${index}`}>
              {/* Spec §2: every product lists its photo, in both layouts (the list layout's is smaller). */}
              {line.icon && (
                <img className="menu_basket__photo" src={line.icon} alt="" width={list ? 32 : 56} height={list ? 32 : 56} loading="lazy" decoding="async" />
              )}
              <span className="menu_basket__details">
                {line.link ? (
                  <a className="menu_basket__name" href={line.link}>
                    {line.name}
                  </a>
                ) : (
                  <span className="menu_basket__name">{line.name}</span>
                )}
                {size && <span className="menu_basket__size">{t('basket.size', { size })}</span>}
                {line.product_version_name && <span className="menu_basket__version">{t('basket.version', { version: line.product_version_name })}</span>}
                <span className="menu_basket__quantity">{t('basket.quantity', { quantity: `${line.count} ${unit}` })}</span>
              </span>
              <span className="menu_basket__value">{lineValue(line, priceType)}</span>
            </li>
          );
        })}
      </ul>
      <p className="menu_basket__shipping">{t('basket.shipping', { cost: shipping })}</p>
      {left !== undefined && (
        <p className={free ? 'menu_basket__free-shipping --active' : 'menu_basket__free-shipping'}>
          {free ? t('basket.free_shipping') : t('basket.to_free_shipping', { amount: data.totals.toShippingFree_formatted || formatPrice(left, currency) })}
        </p>
      )}
      <p className="menu_basket__summary">{t('basket.total_label', { total: totals(data, priceType).total })}</p>
      <div className="menu_basket__actions">
        <a className="menu_basket__go" href={basketUrl}>
          {t('basket.go')}
        </a>
        {oneClickAllowed(data.products) && (
          <a className="menu_basket__one-click" href={page.oneClickUrl}>
            {t('basket.one_click')}
          </a>
        )}
      </div>
    </>
  );
}
