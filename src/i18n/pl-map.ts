/**
 * Polish texts: the map's texts. Not in the core chunk: widgets/map/index.ts add them (`addPolish`) as their chunk arrives. See pl.ts.
 */
export const plMap = {
  // map
  'map.label': 'Mapa punktów',
  'map.roledescription': 'mapa',
  'map.skip_to_list': 'Przejdź do listy punktów widocznych na mapie',
  'map.list_title': 'Punkty widoczne na mapie',
  'map.visible':
    '{count, plural, =0 {Na mapie nie widać żadnego punktu} one {Na mapie widać # punkt} few {Na mapie widać # punkty} other {Na mapie widać # punktów}}',
  'map.more':
    '{count, plural, one {i # punkt więcej: przybliż mapę, aby zobaczyć listę} few {i # punkty więcej: przybliż mapę, aby zobaczyć listę} other {i # punktów więcej: przybliż mapę, aby zobaczyć listę}}',
  'map.cluster': 'Grupa punktów: {count}, przybliż',
  'map.show': 'Pokaż na mapie',
  'map.show_named': 'Pokaż na mapie: {name}',
  'map.details': 'Szczegóły',
  'map.zoom_in': 'Przybliż',
  'map.zoom_out': 'Oddal',
  // map (points URL)
  'map.points_failed': 'Nie udało się wczytać punktów. Odśwież stronę, aby spróbować ponownie.',
} as const;
