/** Polish texts: the subscription price. Not in the core chunk: widgets/projector/subscription.ts adds them (`addPolish`), its chunk brings them. See pl.ts. */
export const plSubscription = {
  'projector.subscription_price': 'Cena w subskrypcji: {gross} brutto ({net} netto), oszczędzasz {percent}%',
} as const;
