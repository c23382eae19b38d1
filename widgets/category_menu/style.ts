/**
 * What the widget's own additions need from the first paint: the bar's added back items hidden, the show-more
 * toggles, the filters element as a closed drawer on views 1-2 (out of the flow and hidden: its box, which only shows open,
 * comes with drawers-shell.ts). The theme's CSS styles the template's states
 * (`html.sidebar_open`, `.nav-open`, `.--hover`). What only the lazy parts show comes with them (drawers-shell.ts:
 * the drawer's close and back buttons, the open filters; columns-shell.ts: the columns).
 */
export const css = `
.--bar .nav-header.--added{display:none}
.aside__more{display:block;margin:6px 0;padding:8px 0;min-height:44px;font:inherit;color:#1d4ed8;background:none;border:0;cursor:pointer;text-decoration:underline;font-weight:600}
.--filters-drawer{position:fixed;top:0;bottom:0;left:0;transform:translateX(-105%);visibility:hidden}
`;
