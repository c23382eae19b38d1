/**
 * What the widget's own additions need from the first paint: the bar's added back items hidden, the show-more
 * toggles, the filters element as a closed drawer on views 1-2. The theme's CSS styles the template's states
 * (`html.sidebar_open`, `.nav-open`, `.--hover`). What only the lazy parts show comes with them (drawers-shell.ts:
 * the drawer's close and back buttons, the open filters; columns-shell.ts: the columns).
 */
export const css = `
.--bar .nav-header.--added{display:none}
.aside__more{display:block;margin:6px 0;padding:8px 0;min-height:44px;font:inherit;color:#1d4ed8;background:none;border:0;cursor:pointer;text-decoration:underline;font-weight:600}
.--filters-drawer{position:fixed;top:0;bottom:0;left:0;z-index:2000;box-sizing:border-box;width:min(360px,88vw);overflow-y:auto;overscroll-behavior:contain;padding:12px 16px 24px;background:#fff;box-shadow:4px 0 24px rgba(0,0,0,.2);transform:translateX(-105%);visibility:hidden}
`;
