/** Polish texts: the calendar's. Not in the core chunk: widgets/calendar/index.ts adds them (`addPolish`), its chunk brings them. See pl.ts. */
export const plCalendar = {
  'calendar.open': 'Wybierz datę',
  'calendar.title': 'Wybór daty',
} as const;
