/**
 * The omnibus (lowest price of 30 days) details of the product page, by size and price type. The
 * selling price element of the server (.projector_price_value) follows the chosen size.
 */
import { useEffect, useState } from 'react';
import type { Page } from '../../src/page-config';
import { omnibusView, priceForSize, type PriceData, type ProductData } from './rules';

export interface OmnibusProps {
  page: Page;
  product: ProductData;
  price: PriceData;
  sizeSelect: HTMLSelectElement | null;
  priceValue: HTMLElement | null;
}

export function Omnibus({ page, product, price, sizeSelect, priceValue }: OmnibusProps) {
  const { t } = page;
  const [size, setSize] = useState<string | null>(() => sizeSelect?.value ?? product.sizes[0]?.id ?? null);
  useEffect(() => {
    if (!sizeSelect) return;
    const onChange = () => setSize(sizeSelect.value);
    sizeSelect.addEventListener('change', onChange);
    return () => sizeSelect.removeEventListener('change', onChange);
  }, [sizeSelect]);

  const view = omnibusView(priceForSize(product, price, size), product.unit.sellBy, page.priceType, page.currency);
  useEffect(() => {
    if (priceValue && view.price && priceValue.textContent !== view.price) priceValue.textContent = view.price;
  }, [priceValue, view.price]);

  const empty = !view.badge && !view.omnibus && !view.regular && !view.withoutCode;
  return (
    <div className={empty ? 'projector_omnibus__box --empty' : 'projector_omnibus__box'} data-size={size ?? ''} aria-live="polite">
      {view.badge && <span className={`projector_omnibus__badge --${view.badge}`}>{t(`projector.badge.${view.badge}`)}</span>}
      {view.omnibus && (
        <p className="projector_omnibus__lowest">
          <span className="projector_omnibus__label">{t('projector.omnibus')}</span>{' '}
          <span className="projector_omnibus__price">{view.omnibus.price}</span>
          {view.omnibus.percent && <> <span className="projector_omnibus__percent">{view.omnibus.percent}</span></>}
        </p>
      )}
      {view.regular && (
        <p className="projector_omnibus__regular">
          <span className="projector_omnibus__label">{t('projector.regular')}</span> <del className="projector_omnibus__price">{view.regular}</del>
        </p>
      )}
      {view.upcoming && (
        <p className="projector_omnibus__upcoming">
          <span className="projector_omnibus__label">{t('projector.upcoming', { date: view.upcoming.date })}</span>{' '}
          <span className="projector_omnibus__price">{view.upcoming.price}</span>
        </p>
      )}
      {view.withoutCode && (
        <p className="projector_omnibus__code">
          <span className="projector_omnibus__label">{t('projector.without_code')}</span> <del className="projector_omnibus__price">{view.withoutCode.price}</del>
          {view.withoutCode.percent && <> <span className="projector_omnibus__percent">{view.withoutCode.percent}</span></>}
        </p>
      )}
    </div>
  );
}
