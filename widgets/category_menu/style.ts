/**
 * What the enhanced menu needs to work: the desktop bar with its column panels, the side drawer
 * with drill-down, the switcher, the show-more toggles. The theme adds colours and type.
 */
export const css = `
.aside.--enhanced .menu_categories__list{list-style:none;margin:0;padding:0}
.aside.--enhanced .menu_categories__expand,.aside.--enhanced .menu_categories__back>button,.aside.--enhanced .aside__switch,.aside.--enhanced .aside__more{font:inherit;color:inherit;background:none;border:0;cursor:pointer}
.aside.--enhanced .menu_categories__expand{display:inline-grid;place-items:center;min-width:24px;min-height:24px;padding:0;border-radius:4px}
.aside.--enhanced .menu_categories__expand::before{content:"";width:7px;height:7px;border:solid currentColor;border-width:0 2px 2px 0;transform:translateY(-2px) rotate(45deg)}
.aside.--enhanced .menu_categories__expand[aria-expanded="true"]::before{transform:translateY(2px) rotate(-135deg)}
.aside.--enhanced .menu_categories__back{display:none}
.aside.--enhanced .aside__more{display:block;margin:6px 0;padding:8px 0;min-height:44px;color:#1d4ed8;text-decoration:underline;font-weight:600}
.aside.--bar{position:relative}
.aside.--bar .aside__search:empty{display:none}
.aside.--bar .aside__search{padding:8px 0}
.aside.--bar .aside__search>*{max-width:480px}
.aside.--bar nav{position:relative;border-bottom:1px solid #d1d5db}
.aside.--bar .menu_categories__list.--level-1{display:flex;flex-wrap:wrap;align-items:stretch;gap:0 4px}
.aside.--bar .menu_categories__item.--level-1{display:flex;align-items:center}
.aside.--bar .menu_categories__item.--level-1>a{padding:10px 4px 10px 8px;font-weight:600;white-space:nowrap}
.aside.--bar .menu_categories__item.--level-1.--open>a{text-decoration:underline}
.aside.--bar .menu_categories__panel{display:none;position:absolute;z-index:1500;box-sizing:border-box;padding:var(--cm-pad,30px) 0;background:#fff;border:1px solid #d1d5db;border-radius:0 0 8px 8px;box-shadow:0 12px 24px rgba(0,0,0,.14)}
.aside.--bar .menu_categories__item.--open>.menu_categories__panel{display:block}
.aside.--bar .menu_categories__list.--level-2>li{width:var(--cm-w,200px);box-sizing:border-box;padding:0 0 12px}
.aside.--bar .menu_categories__list.--level-2.--columns{position:relative}
.aside.--bar .menu_categories__list.--level-2.--columns>li{position:absolute}
.aside.--bar .menu_categories__list.--level-2>li>a{display:block;font-weight:700;padding:2px 0}
.aside.--bar .menu_categories__list.--level-3 a{display:block;padding:2px 0 2px 8px;font-size:.9375rem}
.aside.--bar .menu_categories__item.--level-2>.menu_categories__expand{display:none}
.aside.--drawer{position:fixed;top:0;bottom:0;left:0;z-index:2000;width:min(360px,88vw);overflow-y:auto;overscroll-behavior:contain;padding:12px 16px 24px;background:#fff;box-shadow:4px 0 24px rgba(0,0,0,.2);transform:translateX(-105%);visibility:hidden}
html.--sidebar-open .aside.--drawer{transform:none;visibility:visible}
html.--sidebar-open body::after{content:"";position:fixed;inset:0;z-index:1999;background:rgba(17,24,39,.5)}
.--filters-drawer{position:fixed;top:0;bottom:0;left:0;z-index:2000;box-sizing:border-box;width:min(360px,88vw);overflow-y:auto;overscroll-behavior:contain;padding:12px 16px 24px;background:#fff;box-shadow:4px 0 24px rgba(0,0,0,.2);transform:translateX(-105%);visibility:hidden}
html.--filters-open .--filters-drawer{transform:none;visibility:visible}
html.--filters-open body::after{content:"";position:fixed;inset:0;z-index:1999;background:rgba(17,24,39,.5)}
@media (prefers-reduced-motion:no-preference){.--filters-drawer{transition:transform .2s ease,visibility 0s linear .2s}html.--filters-open .--filters-drawer{transition:transform .2s ease}}
@media (prefers-reduced-motion:no-preference){.aside.--drawer{transition:transform .2s ease,visibility 0s linear .2s}html.--sidebar-open .aside.--drawer{transition:transform .2s ease}}
.aside.--drawer .aside__close{display:block;margin:0 0 4px auto;min-height:44px;padding:0 4px;font:inherit;font-weight:600;color:#1d4ed8;background:none;border:0;cursor:pointer}
.aside.--drawer .aside__close::after{content:" ×" / "";font-size:1.25em}
.aside .aside__close[hidden]{display:none}
.aside.--drawer .aside__search:empty{display:none}
.aside.--drawer .aside__switcher{display:flex;gap:4px;margin:0 0 8px;border-bottom:1px solid #d1d5db}
.aside.--drawer .aside__switcher[hidden]{display:none}
.aside.--drawer .aside__switch{flex:1;min-height:44px;padding:8px;font-weight:600;border-bottom:3px solid transparent}
.aside.--drawer .aside__switch[aria-pressed="true"]{border-bottom-color:#1d4ed8;color:#1d4ed8}
.aside.--drawer .menu_categories__item{display:flex;flex-wrap:wrap;align-items:center;border-bottom:1px solid #e5e7eb}
.aside.--drawer .menu_categories__item>a{flex:1;display:block;padding:10px 0;min-height:44px}
.aside.--drawer .menu_categories__item>.menu_categories__expand{min-width:44px;min-height:44px}
.aside.--drawer .menu_categories__item>.menu_categories__panel,.aside.--drawer .menu_categories__item>ul{display:none;flex-basis:100%}
.aside.--drawer .menu_categories__item.--open>.menu_categories__panel,.aside.--drawer .menu_categories__item.--open>ul{display:block}
.aside.--drawer .--drilled>li:not(.--open){display:none}
.aside.--drawer .--drilled>li.--open{border-bottom:0}
.aside.--drawer .--drilled>li.--open>a{font-weight:700;font-size:1.1rem}
.aside.--drawer .--drilled>li.--open>.menu_categories__expand{display:none}
.aside.--drawer .menu_categories__item.--open>ul>.menu_categories__back,.aside.--drawer .menu_categories__item.--open>.menu_categories__panel>ul>.menu_categories__back{display:block;border-bottom:1px solid #e5e7eb}
.aside.--drawer .menu_categories__item.--open>ul.--drilled>.menu_categories__back,.aside.--drawer .menu_categories__item.--open>.menu_categories__panel>ul.--drilled>.menu_categories__back{display:none}
.aside.--drawer .menu_categories__back>button{display:block;width:100%;min-height:44px;padding:8px 0;text-align:left;color:#1d4ed8;font-weight:600}
.aside.--drawer .menu_categories__back>button::before{content:"‹ " / ""}
`;
