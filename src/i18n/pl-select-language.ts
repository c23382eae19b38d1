/**
 * Polish texts: select_language's DOM part (the button it puts into the template's block, what a phone shows). Not in
 * the core chunk: widgets/select_language/index.ts adds them (`addPolish`), its chunk brings them. The same key and
 * text as the island's title (pl-islands.ts), so the button names what it opens. See pl.ts.
 */
export const plSelectLanguage = {
  'select_language.title': 'Kraj dostawy i język',
} as const;
