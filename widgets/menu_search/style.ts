/** The search box's own styles: the suggestion panel and the full-screen mode; the theme styles the form. */
export const css = `
.menu_search{position:relative}
.menu_search__results{display:contents}
.menu_search__panel{position:absolute;top:100%;left:0;right:0;z-index:1000;margin-top:4px;max-height:min(75vh,640px);overflow:auto;box-sizing:border-box;padding:8px 0;background:#fff;color:#1a1a1a;border:1px solid #d0d0d0;border-radius:8px;box-shadow:0 8px 24px rgba(0,0,0,.16);font-size:14px;line-height:1.4;text-align:left}
.menu_search__panel[hidden]{display:none}
.menu_search__heading{padding:8px 16px 4px;color:#555;font-size:12px;font-weight:700;text-transform:uppercase;letter-spacing:.04em}
.menu_search__option{display:flex;gap:12px;align-items:center;padding:6px 16px;color:#1a1a1a;text-decoration:none;overflow-wrap:anywhere}
.menu_search__option:hover,.menu_search__option.--active{background:#eaf2fb}
.menu_search__option.--active{outline:2px solid #0b5cad;outline-offset:-2px}
.menu_search__photo{flex:none;width:48px;height:48px;object-fit:cover;border-radius:4px;background:#f3f3f3}
.menu_search__name{flex:1;min-width:0}
.menu_search__price{flex:none;font-weight:700;white-space:nowrap}
.menu_search .menu_search__all{display:block;width:calc(100% - 32px);margin:8px 16px 4px;border-radius:6px}
.menu_search .menu_search__close{border-radius:6px;margin-left:8px;background:#fff;color:#0b5cad;border:2px solid #0b5cad}
.menu_search.--full{position:fixed;inset:0;z-index:2000;margin:0;padding:12px;box-sizing:border-box;background:#fff;flex-wrap:wrap;align-content:flex-start;overflow:auto;width:auto;min-width:0}
.menu_search.--full input{flex:1 1 0}
.menu_search.--full .menu_search__panel{position:static;flex:1 1 100%;max-height:none;margin-top:12px;border:0;box-shadow:none}
`;
