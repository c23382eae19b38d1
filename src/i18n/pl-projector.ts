/**
 * Polish texts: the product page's. Not in the core chunk: widgets/projector/index.ts adds them (`addPolish`) as its
 * chunk arrives. See pl.ts.
 */
export const plProjector = {
  'projector.quantity_less': 'Zmniejsz ilość',
  'projector.quantity_more': 'Zwiększ ilość',
  'projector.quantity_changed': 'Ilość: {quantity} (od {min} do {max}, co {step})',
  'projector.size_chosen': 'Wybrany rozmiar: {size}',
  'projector.subscription_price': 'Cena w subskrypcji: {gross} brutto ({net} netto), oszczędzasz {percent}%',
  'projector.deposit_info': 'Informacje o kaucji',
} as const;
