/** The button and the dialog's grid (the dialog box itself is the shared modal's). */
export const css = `
.calendar__slot{display:inline-block;vertical-align:middle}
.calendar__open{display:inline-flex;align-items:center;justify-content:center;min-width:40px;min-height:40px;margin-left:4px;border:1px solid #767676;border-radius:4px;background:#fff;color:#1a1a1a;cursor:pointer}
.calendar__open:focus-visible,.calendar__dialog button:focus-visible,.calendar__grid td:focus{outline:2px solid #1e40af;outline-offset:1px}
.calendar__header{display:flex;align-items:center;gap:4px;margin-bottom:8px}
.calendar__heading{flex:1;min-height:40px;border:0;background:transparent;color:#1a1a1a;font:inherit;font-weight:700;text-align:center;text-transform:capitalize;cursor:pointer}
span.calendar__heading{line-height:40px;cursor:default}
.calendar__nav{min-width:40px;min-height:40px;border:1px solid #767676;border-radius:4px;background:#fff;color:#1a1a1a;font-size:1.25rem;cursor:pointer}
.calendar__nav[aria-disabled=true]{color:#767676;border-color:#c4c4c4;cursor:not-allowed}
.calendar__grid{border-collapse:collapse;margin:0 auto}
.calendar__grid th{padding:4px;font-size:.8rem;color:#1a1a1a}
.calendar__grid td{min-width:40px;height:40px;padding:0;text-align:center;border-radius:4px;cursor:pointer}
.calendar__months td,.calendar__years td{min-width:96px;height:48px;text-transform:capitalize}
.calendar__grid td.calendar__blank{cursor:default}
.calendar__grid td:not(.calendar__blank):not(.--selected):hover{background:#e8eefc}
.calendar__grid td[aria-current=date]{font-weight:700;text-decoration:underline}
.calendar__grid td.--selected{background:#1e40af;color:#fff}
.calendar__grid td.--anchor{background:#fff;color:#1e40af;box-shadow:inset 0 0 0 2px #1e40af}
.calendar__limit{margin:8px 0 0;text-align:center;font-size:.9rem}
.calendar__summary{margin:8px 0 0;text-align:center}
.calendar__actions{display:flex;justify-content:flex-end;gap:8px;margin-top:12px}
`;
