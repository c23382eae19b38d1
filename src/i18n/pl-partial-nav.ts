/** Polish texts: the page-loaded announcement. Not in the core chunk: widgets/partial_nav/index.ts adds them (`addPolish`), its chunk brings them. See pl.ts. */
export const plPartialNav = {
  'nav.page_loaded': 'Wczytano stronę: {title}',
} as const;
