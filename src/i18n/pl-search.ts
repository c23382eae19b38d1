/**
 * Polish texts: the search suggestions'. Not in the core chunk: widgets/menu_search/search-shell.ts adds them
 * (`addPolish`) as its chunk arrives. See pl.ts.
 */
export const plSearch = {
  /** The close button's name (also in src/ui/modal-core.ts's texts). */
  'ui.close': 'Zamknij',
  'search.producer': 'Producent: {name}',
  'search.series': 'Seria: {name}',
  'search.price_on_phone': 'Cena na telefon',
  'search.results': '{count, plural, =0 {Brak wyników} one {# wynik} few {# wyniki} other {# wyników}}',
} as const;
