/** Polish texts: the loading indicator's name. Not in the core chunk: src/ui/loading.ts adds them (`addPolish`), its chunk brings them. See pl.ts. */
export const plLoading = {
  'ui.loading': 'Ładowanie…',
} as const;
