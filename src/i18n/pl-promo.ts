/** Polish texts: the promotions' (bars, banner). Not in the core chunk: src/promo/close.ts adds them (`addPolish`), its chunk brings them. See pl.ts. */
export const plPromo = {
  'promo.bar_closed': 'Pasek zamknięty',
  'promo.banner_closed': 'Baner zamknięty',
  'promo.close': 'Zamknij',
} as const;
