/** Polish texts: the notice's title. Not in the core chunk: widgets/menu_notice/index.ts adds them (`addPolish`), its chunk brings them. See pl.ts. */
export const plNotice = {
  'notice.title': 'Komunikat',
} as const;
