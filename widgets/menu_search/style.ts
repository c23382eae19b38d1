/**
 * The search box's own styles: the suggestion panel and the full-screen mode, all on classes of ours (sf-search__…),
 * none of the template's (menu_search__block, __item, __input… are the theme's to style). Below 979 px the template
 * lays its block over the whole screen while html.--search-open (fixed, full height): the panel then flows inside it,
 * not below it (off the screen).
 */
export const css = `
.menu_search{position:relative}
.sf-search__results{display:contents}
.sf-search__panel{position:absolute;top:100%;left:0;right:0;z-index:1000;margin-top:4px;max-height:min(75vh,640px);overflow:auto;box-sizing:border-box;padding:8px 0;background:#fff;color:#1a1a1a;border:1px solid #d0d0d0;border-radius:8px;box-shadow:0 8px 24px rgba(0,0,0,.16);font-size:14px;line-height:1.4;text-align:left}
.sf-search__panel[hidden]{display:none}
.sf-search__heading{padding:8px 16px 4px;color:#555;font-size:12px;font-weight:700;text-transform:uppercase;letter-spacing:.04em}
.sf-search__option{display:flex;gap:12px;align-items:center;padding:6px 16px;color:#1a1a1a;text-decoration:none;overflow-wrap:anywhere}
.sf-search__option:hover,.sf-search__option.--active{background:#eaf2fb}
.sf-search__option.--active{outline:2px solid #0b5cad;outline-offset:-2px}
.sf-search__photo{flex:none;width:48px;height:48px;object-fit:cover;border-radius:4px;background:#f3f3f3}
.sf-search__name{flex:1;min-width:0}
.sf-search__price{flex:none;font-weight:700;white-space:nowrap}
.menu_search .sf-search__all{display:block;width:calc(100% - 32px);margin:8px 16px 4px;border-radius:6px}
.menu_search .sf-search__close{border-radius:6px;margin-left:8px;background:#fff;color:#0b5cad;border:2px solid #0b5cad}
.menu_search.sf-search--full{position:fixed;inset:0;z-index:2000;margin:0;padding:12px;box-sizing:border-box;background:#fff;overflow:auto;width:auto;min-width:0;max-width:none}
.sf-search--full .sf-search__panel{position:static;max-height:none;margin-top:12px;border:0;box-shadow:none}
@media (max-width:978px){html.--search-open .sf-search__panel{position:static;max-height:none;margin-top:12px}}
`;
