import type { Catalogue } from './pl';

/** English: the fallback for languages without a catalogue of their own. */
export const en: Catalogue = {
  'basket.label': 'Basket',
  'basket.count_suffix': '{count, plural, =0 {The basket is empty} one { product in the basket} other { products in the basket}}',
  'basket.heading': 'Basket ({count})',
  'basket.unit_default': 'pcs',
  'basket.total_label': 'Basket value: {total}',
  'basket.show': 'Show basket contents',
  'basket.quantity': 'Quantity: {quantity}',
  'basket.size': 'Size: {size}',
  'basket.version': 'Version: {version}',
  'basket.line_value': 'Value: {value}',
  'basket.shipping': 'Shipping: {cost}',
  'basket.free_shipping': 'Free shipping!',
  'basket.to_free_shipping': 'Left to free shipping: {amount}',
  'basket.go': 'Go to basket',
  'basket.one_click': 'Order with one click',
  'basket.net': 'net',
  'ui.close': 'Close',
  'ui.loading': 'Loading…',
  'ui.alert.info': 'Information',
  'ui.alert.warning': 'Warning',
  'ui.alert.error': 'Error',
  'ui.alert.success': 'Success',
  'ui.dismiss_hint': 'Click to close',
};
