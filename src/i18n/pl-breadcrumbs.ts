/** Polish texts: the back button's name. Not in the core chunk: widgets/breadcrumbs/index.ts adds them (`addPolish`), its chunk brings them. See pl.ts. */
export const plBreadcrumbs = {
  'nav.back': 'Wstecz',
} as const;
