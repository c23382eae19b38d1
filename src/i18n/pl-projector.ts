/**
 * Polish texts: what the product page's lazy parts announce and show (a quantity corrected, a size chosen, the
 * subscription price). Not in the core chunk: controls-shell.ts and subscription.ts add them (`addPolish`) as their
 * code arrives; the names the projector's core part gives at mount are in pl.ts. See pl.ts.
 */
export const plProjector = {
  'projector.quantity_changed': 'Ilość: {quantity} (od {min} do {max}, co {step})',
  'projector.size_chosen': 'Wybrany rozmiar: {size}',
  'projector.subscription_price': 'Cena w subskrypcji: {gross} brutto ({net} netto), oszczędzasz {percent}%',
} as const;
