import type { Catalogue } from './pl';

/** Czech. The spec's Czech texts are the contract where it gives them. */
export const cs: Catalogue = {
  'basket.label': 'Košík',
  'basket.count_suffix': '{count, plural, =0 {Košík je prázdný} one { produkt v košíku} few { produkty v košíku} other { produktů v košíku}}',
  'basket.heading': 'Košík ({count})',
  'basket.unit_default': 'ks',
  'basket.total_label': 'Hodnota košíku: {total}',
  'basket.show': 'Zobrazit obsah košíku',
  'basket.quantity': 'Množství: {quantity}',
  'basket.size': 'Velikost: {size}',
  'basket.version': 'Verze: {version}',
  'basket.line_value': 'Hodnota: {value}',
  'basket.shipping': 'Cena dopravy: {cost}',
  'basket.free_shipping': 'Doprava zdarma!',
  'basket.to_free_shipping': 'Do dopravy zdarma zbývá: {amount}',
  'basket.go': 'Přejít do košíku',
  'basket.one_click': 'Objednat jedním kliknutím',
  'basket.net': 'bez DPH',
  'ui.close': 'Zavřít',
  'ui.loading': 'Načítání…',
  'ui.alert.info': 'Informace',
  'ui.alert.warning': 'Upozornění',
  'ui.alert.error': 'Chyba',
  'ui.alert.success': 'Úspěch',
  'ui.dismiss_hint': 'Kliknutím zavřete',
};
