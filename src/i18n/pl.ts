/** Polish: the default catalogue. Every key here must exist in every other catalogue's fallback chain. */
export const pl = {
  'basket.label': 'Koszyk',
  /** Read after the visible count, so it carries no number itself. */
  'basket.count_suffix': '{count, plural, =0 {Koszyk jest pusty} one { produkt w koszyku} few { produkty w koszyku} other { produktów w koszyku}}',
  'basket.heading': 'Koszyk ({count})',
  'basket.unit_default': 'szt.',
  'basket.total_label': 'Wartość koszyka: {total}',
  'basket.show': 'Pokaż zawartość koszyka',
  'basket.quantity': 'Ilość: {quantity}',
  'basket.size': 'Rozmiar: {size}',
  'basket.version': 'Wersja: {version}',
  'basket.line_value': 'Wartość: {value}',
  'basket.shipping': 'Koszt dostawy: {cost}',
  'basket.free_shipping': 'Darmowa dostawa!',
  'basket.to_free_shipping': 'Do darmowej dostawy brakuje: {amount}',
  'basket.go': 'Przejdź do koszyka',
  'basket.one_click': 'Zamów jednym kliknięciem',
  'basket.net': 'netto',
  'ui.close': 'Zamknij',
  'ui.loading': 'Ładowanie…',
  'ui.alert.info': 'Informacja',
  'ui.alert.warning': 'Ostrzeżenie',
  'ui.alert.error': 'Błąd',
  'ui.alert.success': 'Sukces',
  'ui.dismiss_hint': 'Kliknij, aby zamknąć',
} as const;

export type MessageKey = keyof typeof pl;
export type Catalogue = Partial<Record<MessageKey, string>>;
