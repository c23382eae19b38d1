import type { plForm } from './pl-form';
import type { plIslands } from './pl-islands';
import type { plMap } from './pl-map';
import type { plProjector } from './pl-projector';
import type { plSearch } from './pl-search';
import type { plLoading } from './pl-loading';
import type { plModal } from './pl-modal';
import type { plToast } from './pl-toast';
import type { plBackToTop } from './pl-back-to-top';
import type { plPromo } from './pl-promo';
import type { plSubscription } from './pl-subscription';
import type { plBreadcrumbs } from './pl-breadcrumbs';
import type { plCalendar } from './pl-calendar';
import type { plDrawer } from './pl-drawer';
import type { plFooterLinks } from './pl-footer';
import type { plInstalment } from './pl-instalment';
import type { plCounter } from './pl-counter';
import type { plNotice } from './pl-notice';
import type { plPartialNav } from './pl-partial-nav';
import type { plSelectLanguage } from './pl-select-language';

/**
 * Polish: the default catalogue, in parts. This one, in the core chunk, holds the texts the core chunk's own code
 * shows (the core widgets' DOM parts); the rest come with the code that shows them (`addPolish`), never before:
 * `pl-islands.ts` the React islands' (added by src/island.tsx when the first island's code arrives), `pl-form.ts` (the
 * forms' and passkeys' messages), `pl-map.ts`, `pl-projector.ts` and `pl-search.ts` those widgets' lazy parts', and
 * one small file per module outside the core that shows a few texts (`pl-toast.ts` for src/ui/toast.ts,
 * `pl-calendar.ts` for widgets/calendar/index.ts, …: the types below list them all), each added by that module.
 * Every key of every part must exist in every other catalogue's fallback chain (test/unit/i18n.test.ts).
 */
export const plBase = {
  'basket.label': 'Koszyk',
  /** Read after the visible count, so it carries no number itself. */
  'basket.count_suffix': '{count, plural, =0 {Koszyk jest pusty} one { produkt w koszyku} few { produkty w koszyku} other { produktów w koszyku}}',
  'basket.total_label': 'Wartość koszyka: {total}',
  // menu_compare
  'lists.compare_remove': 'Usuń z porównania: {name}',
  // category_menu
  'category_menu.expand': 'Podkategorie: {name}',
  'category_menu.back': 'Wróć do: {name}',
  'category_menu.more': 'Pokaż więcej ({count})',
  'category_menu.less': 'Pokaż mniej',
  // projector (what its core part names at mount)
  'projector.quantity_less': 'Zmniejsz ilość',
  'projector.quantity_more': 'Zwiększ ilość',
  'projector.deposit_info': 'Informacje o kaucji',
} as const;

/** The texts modules outside the core chunk bring beside their code. */
type Later = typeof plLoading &
  typeof plModal &
  typeof plToast &
  typeof plBackToTop &
  typeof plPromo &
  typeof plSubscription &
  typeof plBreadcrumbs &
  typeof plCalendar &
  typeof plDrawer &
  typeof plFooterLinks &
  typeof plInstalment &
  typeof plCounter &
  typeof plNotice &
  typeof plPartialNav &
  typeof plSelectLanguage;

export type MessageKey =
  keyof typeof plBase | keyof typeof plIslands | keyof typeof plForm | keyof typeof plMap | keyof typeof plProjector | keyof typeof plSearch | keyof Later;
export type Catalogue = Partial<Record<MessageKey, string>>;
