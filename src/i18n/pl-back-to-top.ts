/** Polish texts: the link's name. Not in the core chunk: widgets/back_to_top/index.ts adds them (`addPolish`), its chunk brings them. See pl.ts. */
export const plBackToTop = {
  'nav.to_top': 'Do góry',
} as const;
