/** Polish texts: the close button's name. Not in the core chunk: src/ui/modal-core.ts adds them (`addPolish`), its chunk brings them. See pl.ts. */
export const plModal = {
  'ui.close': 'Zamknij',
} as const;
