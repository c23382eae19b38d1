import type { plForm } from './pl-form';
import type { plIslands } from './pl-islands';
import type { plMap } from './pl-map';
import type { plProjector } from './pl-projector';
import type { plSearch } from './pl-search';

/**
 * Polish: the default catalogue, in two parts. This one, in the core chunk, holds every text the widgets' own code
 * uses (the DOM parts, the lazy shells, texts built from a code); `pl-islands.ts` holds the texts only the React
 * islands use, added by src/island.tsx when the first island's code arrives; `pl-form.ts` (the forms' and passkeys'
 * messages) and `pl-map.ts` (the map's) are added by those widgets (their index.ts), whose chunks bring them. Every key of both must exist in every
 * other catalogue's fallback chain.
 */
export const plBase = {
  'basket.label': 'Koszyk',
  /** Read after the visible count, so it carries no number itself. */
  'basket.count_suffix': '{count, plural, =0 {Koszyk jest pusty} one { produkt w koszyku} few { produkty w koszyku} other { produktów w koszyku}}',
  'basket.total_label': 'Wartość koszyka: {total}',
  'ui.close': 'Zamknij',
  'ui.loading': 'Ładowanie…',
  'ui.alert.info': 'Informacja',
  'ui.alert.warning': 'Ostrzeżenie',
  'ui.alert.error': 'Błąd',
  'ui.alert.success': 'Sukces',
  'ui.dismiss_hint': 'Kliknij, aby zamknąć',
  // menu_lists
  'lists.count_suffix': '{count, plural, one { produkt} few { produkty} other { produktów}}',
  'lists.compare_remove': 'Usuń z porównania: {name}',
  // category_menu
  'category_menu.expand': 'Podkategorie: {name}',
  'category_menu.back': 'Wróć do: {name}',
  'category_menu.more': 'Pokaż więcej ({count})',
  'category_menu.less': 'Pokaż mniej',
  'category_menu.close': 'Zamknij menu',
  // calendar
  'calendar.open': 'Wybierz datę',
  'calendar.title': 'Wybór daty',
  // partial_nav, breadcrumbs, back_to_top
  'nav.page_loaded': 'Wczytano stronę: {title}',
  'nav.back': 'Wstecz',
  'nav.to_top': 'Do góry',
  // footer, menu_notice
  'notice.title': 'Komunikat',
  'footer.cookies_title': 'Ustawienia plików cookie',
  // promotions (bars, banner) and instalment
  'promo.bar_closed': 'Pasek zamknięty',
  'promo.banner_closed': 'Baner zamknięty',
  'promo.close': 'Zamknij',
  'instalment.net': ' netto',
} as const;

export type MessageKey =
  keyof typeof plBase | keyof typeof plIslands | keyof typeof plForm | keyof typeof plMap | keyof typeof plProjector | keyof typeof plSearch;
export type Catalogue = Partial<Record<MessageKey, string>>;
