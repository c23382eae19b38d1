/** Polish texts: the cookie settings' title. Not in the core chunk: widgets/footer/links-shell.ts adds them (`addPolish`), its chunk brings them. See pl.ts. */
export const plFooterLinks = {
  'footer.cookies_title': 'Ustawienia plików cookie',
} as const;
