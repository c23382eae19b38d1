/** Polish texts: the alerts' kinds and the dismiss hint. Not in the core chunk: src/ui/toast.ts adds them (`addPolish`), its chunk brings them. See pl.ts. */
export const plToast = {
  'ui.alert.info': 'Informacja',
  'ui.alert.warning': 'Ostrzeżenie',
  'ui.alert.error': 'Błąd',
  'ui.alert.success': 'Sukces',
  'ui.dismiss_hint': 'Kliknij, aby zamknąć',
} as const;
