/**
 * Polish texts: what the product form's controls announce (a quantity corrected, a size chosen). Not in the core
 * chunk: widgets/projector/controls-shell.ts adds them (`addPolish`) as its code arrives; the names the projector's
 * core part gives at mount are in pl.ts, the subscription price's text in pl-subscription.ts. See pl.ts.
 */
export const plProjector = {
  'projector.quantity_changed': 'Ilość: {quantity} (od {min} do {max}, co {step})',
  'projector.size_chosen': 'Wybrany rozmiar: {size}',
} as const;
