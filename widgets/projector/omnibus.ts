/**
 * The omnibus (lowest price of 30 days) details of the product page, by size and price type, written into the
 * server's `.projector_omnibus` (DOM code: the block is the server's, enhanced in place, no React). The selling price
 * element of the server (.projector_price_value) follows the chosen size. Every value is written as text.
 */
import type { Page } from '../../src/page-config';
import type { Unmount } from '../../src/widget';
import { omnibusView, priceForSize, type PriceData, type ProductData } from './rules';

export interface OmnibusInput {
  page: Page;
  product: ProductData;
  price: PriceData;
  sizeSelect: HTMLSelectElement | null;
  priceValue: HTMLElement | null;
}

/** An element with a class and children (strings become text nodes). */
function h(tag: string, className: string, ...children: Array<Node | string | false | null | undefined>): HTMLElement {
  const node = document.createElement(tag);
  if (className) node.className = className;
  node.append(...children.filter((c): c is Node | string => c !== false && c != null));
  return node;
}

/** The omnibus box for one size: the same markup the widget has always rendered (docs/widgets/projector.md). */
function omnibusBox({ page, product, price }: OmnibusInput, size: string | null): { box: HTMLElement; price: string } {
  const { t } = page;
  const view = omnibusView(priceForSize(product, price, size), product.unit.sellBy, page.priceType, page.currency);
  const empty = !view.badge && !view.omnibus && !view.regular && !view.withoutCode;
  // One line of the box: its label, the price (struck through for a former price) and the percent, if any.
  const line = (className: string, text: string, price: string, struck = false, percent?: string) =>
    h(
      'p',
      className,
      h('span', 'projector_omnibus__label', text),
      ' ',
      h(struck ? 'del' : 'span', 'projector_omnibus__price', price),
      percent && ' ',
      percent && h('span', 'projector_omnibus__percent', percent),
    );
  const box = h(
    'div',
    empty ? 'projector_omnibus__box --empty' : 'projector_omnibus__box',
    view.badge && h('span', `projector_omnibus__badge --${view.badge}`, t(`projector.badge.${view.badge}`)),
    view.omnibus && line('projector_omnibus__lowest', t('projector.omnibus'), view.omnibus.price, false, view.omnibus.percent),
    view.regular && line('projector_omnibus__regular', t('projector.regular'), view.regular, true),
    view.upcoming && line('projector_omnibus__upcoming', t('projector.upcoming', { date: view.upcoming.date }), view.upcoming.price),
    view.withoutCode && line('projector_omnibus__code', t('projector.without_code'), view.withoutCode.price, true, view.withoutCode.percent),
  );
  box.dataset.size = size ?? '';
  box.setAttribute('aria-live', 'polite');
  return { box, price: view.price };
}

/**
 * Renders the omnibus box into `slot` and keeps it (and the selling price) following the size select. The unmount
 * puts the server's markup back.
 */
export function renderOmnibus(slot: HTMLElement, input: OmnibusInput): Unmount {
  const serverNodes = Array.from(slot.childNodes);
  let box: HTMLElement | undefined;
  const paint = () => {
    const next = omnibusBox(input, input.sizeSelect?.value ?? input.product.sizes[0]?.id ?? null);
    // One live region that stays: its content changes (announced), the element is not replaced.
    if (box) {
      box.className = next.box.className;
      box.dataset.size = next.box.dataset.size;
      box.replaceChildren(...Array.from(next.box.childNodes));
    } else {
      box = next.box;
      slot.replaceChildren(box);
    }
    if (input.priceValue && next.price && input.priceValue.textContent !== next.price) input.priceValue.textContent = next.price;
  };
  paint();
  const onChange = () => paint();
  input.sizeSelect?.addEventListener('change', onChange);
  return () => {
    input.sizeSelect?.removeEventListener('change', onChange);
    slot.replaceChildren(...serverNodes);
  };
}
