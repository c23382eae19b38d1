/** Polish texts: the net price's suffix. Not in the core chunk: widgets/instalment/index.ts adds them (`addPolish`), its chunk brings them. See pl.ts. */
export const plInstalment = {
  'instalment.net': ' netto',
} as const;
