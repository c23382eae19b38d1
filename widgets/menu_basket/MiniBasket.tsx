/**
 * menu_basket's island: the preview panel in React, loaded when the shopper reaches for the basket
 * (src/ui/intent.ts), rendered into a container inside the marker, beside the link (not inside the template's details
 * block, .top_basket__details: see mountIsland). The link,
 * its badge and price stay the server's elements, kept up to date by the DOM part (index.ts); the panel's trigger is
 * that link: the dropdown's listeners and ARIA attributes are put on it here and taken off when the island goes.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { renderIsland } from '../../src/island';
import { injectStyle } from '../../src/ui/style';
import { css } from './style';
import type { Intent } from '../../src/ui/intent';
import type { Unmount } from '../../src/widget';
import { useStore } from '@nanostores/react';
import { $basket } from '../../src/stores/basket';
import type { Page } from '../../src/page-config';
import type { BasketData } from '../../src/schemas/basket';
import { formatPrice } from '../../src/lib/price';
import { useDropdown } from '../../src/ui/floating';
import { totals } from './rules';
import { canPreview, freeShippingActive, lineValue, oneClickAllowed, usesListLayout, visibleSize } from './preview-rules';
import { doc } from '../../src/lib/dom';

interface Props {
  page: Page;
  /** The template's link (a.top_basket__sub): the panel's trigger. */
  link: HTMLAnchorElement;
  /** The marker (#menu_basket): focus leaving it closes the panel. */
  marker: HTMLElement;
  basketUrl: string;
  /** What brought the island: under a pointer that is still there, the preview opens at once. */
  intent?: Intent;
  /** The template's own preview block (.top_basket__details), if the page has one: not shown while the island is. */
  details?: HTMLElement | null;
}

/**
 * Renders the preview into a container appended inside `where` (the marker), with the panel's styles: the server's children there (and elsewhere, such as express-checkout) stay; the unmount removes only ours.
 */
export function mountIsland(where: HTMLElement, props: Props, reportError: (error: unknown) => void): Unmount {
  injectStyle('menu_basket', css);
  const container = doc.createElement('div');
  container.className = 'menu_basket__island';
  where.append(container);
  // The template's details block is a dropdown of the theme's stylesheet (shown on the wrapper's hover or focus
  // within from 979 px, never below: standard-template facts, "The stylesheet"): with the preview beside it, it drew
  // a second, empty grey box, and stayed open alone after Escape while focus was inside. It is not shown while the
  // island is there: inline and important, so no theme rule shows it; put back as it was when the island goes.
  const details = props.details;
  const shown = details?.style.getPropertyValue('display');
  const priority = details?.style.getPropertyPriority('display');
  details?.style.setProperty('display', 'none', 'important');
  const intent = props.intent === 'hover' && !props.marker.matches(':hover') ? undefined : props.intent;
  const unmount = renderIsland(container, <MiniBasket {...props} intent={intent} />, reportError, () => container.remove());
  return () => {
    unmount();
    container.remove();
    if (shown) details?.style.setProperty('display', shown, priority);
    else details?.style.removeProperty('display');
  };
}

/** React's handler names on a trigger and the DOM events they stand for (React's focus events are focusin/out). */
const EVENTS = {
  onPointerDown: 'pointerdown',
  onPointerEnter: 'pointerenter',
  onPointerLeave: 'pointerleave',
  onMouseMove: 'mousemove',
  onMouseDown: 'mousedown',
  onMouseLeave: 'mouseleave',
  onClick: 'click',
  onKeyDown: 'keydown',
  onKeyUp: 'keyup',
  onFocus: 'focusin',
  onBlur: 'focusout',
} as const;

type Handler = (event: unknown) => void;

/**
 * Puts a trigger's props (useDropdown's getReferenceProps) on an element React does not render: its handlers as DOM
 * listeners (the event seen through a proxy carrying React's `nativeEvent`), its aria-* and data-* attributes as
 * attributes, all taken off again when the island goes.
 */
function useElementProps(el: HTMLElement, props: Record<string, unknown>) {
  const latest = useRef(props);
  const applied = useRef<string[]>([]);
  useLayoutEffect(() => {
    latest.current = props;
    const next = Object.entries(props).filter(([name, value]) => /^(aria|data)-/.test(name) && value !== undefined && value !== null);
    for (const name of applied.current) if (!next.some(([n]) => n === name)) el.removeAttribute(name);
    for (const [name, value] of next) el.setAttribute(name, String(value));
    applied.current = next.map(([name]) => name);
  });
  useLayoutEffect(() => {
    const off = new AbortController();
    for (const [prop, type] of Object.entries(EVENTS))
      el.addEventListener(
        type,
        (event) => {
          const handler = latest.current[prop] as Handler | undefined;
          if (typeof handler !== 'function') return;
          handler(
            new Proxy(event, {
              get(target, key) {
                if (key === 'nativeEvent') return target;
                const value: unknown = Reflect.get(target, key, target);
                return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
              },
            }),
          );
        },
        { signal: off.signal },
      );
    return () => {
      off.abort();
      for (const name of applied.current) el.removeAttribute(name);
      applied.current = [];
    };
  }, [el]);
}

function MiniBasket({ page, link, marker, basketUrl, intent }: Props) {
  const { t } = page;
  const state = useStore($basket);
  const data = state.status === 'ready' ? state.data : undefined;
  const count = data ? data.totals.productsCounter : 0;
  const preview = !!data && canPreview(count) && data.products.length > 0;
  const dropdown = useDropdown({
    openOn: ['hover', 'focus', 'click'],
    placement: 'bottom-end',
    role: 'dialog',
    enabled: preview,
    initialOpen: intent === 'hover',
  });
  const { setReference } = dropdown.refs;
  useLayoutEffect(() => setReference(link), [setReference, link]);
  useElementProps(link, preview ? dropdown.getReferenceProps() : {});

  // Focus leaving the whole mini basket (link and panel) closes the preview.
  const { setOpen } = dropdown;
  // Brought by focus on the link (the server's, focused before the island came): the preview opens once it can.
  const openOnFocus = useRef(intent === 'focus');
  useEffect(() => {
    if (!preview || !openOnFocus.current) return;
    openOnFocus.current = false;
    if (doc.activeElement === link) setOpen(true);
  }, [preview, link, setOpen]);
  useEffect(() => {
    const onFocusOut = (event: FocusEvent) => {
      if (!marker.contains(event.relatedTarget as Node | null)) setOpen(false);
    };
    marker.addEventListener('focusout', onFocusOut);
    return () => marker.removeEventListener('focusout', onFocusOut);
  }, [marker, setOpen]);

  if (!preview || !dropdown.open || !data) return null;
  return (
    <div
      className="menu_basket__panel"
      ref={dropdown.refs.setFloating}
      style={dropdown.floatingStyles}
      aria-label={t('basket.label')}
      {...dropdown.getFloatingProps()}
    >
      <Panel data={data} page={page} basketUrl={basketUrl} />
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
