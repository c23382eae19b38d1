/** Polish texts: the drawer's close button. Not in the core chunk: widgets/category_menu/drawer.ts adds them (`addPolish`), its chunk brings them. See pl.ts. */
export const plDrawer = {
  'category_menu.close': 'Zamknij menu',
} as const;
