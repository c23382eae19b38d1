/** Polish texts: the count read after the number. Not in the core chunk: widgets/menu_wishlist/index.ts adds them (`addPolish`), its chunk brings them. See pl.ts. */
export const plCounter = {
  'lists.count_suffix': '{count, plural, one { produkt} few { produkty} other { produktów}}',
} as const;
