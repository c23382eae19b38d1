/**
 * What the widget's own additions need: the expand buttons' arrow and name (the template's buttons keep the
 * theme's look), the bar's column mechanics, the drawer's close button and the show-more toggles. The theme's CSS styles the template's states (`html.sidebar_open`, `.nav-open`, `.--hover`).
 */
export const css = `
.--bar .--columns>li:not(.nav-header){position:absolute}
.--bar .nav-header.--added{display:none}
.nav-header__back,.aside__close,.aside__more{font:inherit;color:inherit;background:none;border:0;cursor:pointer}
.aside__more{display:block;margin:6px 0;padding:8px 0;min-height:44px;color:#1d4ed8;text-decoration:underline;font-weight:600}
.aside__close{display:block;margin:0 0 4px auto;min-height:44px;padding:0 4px;font-weight:600;color:#1d4ed8}
.aside__close::after{content:" ×" / "";font-size:1.25em}
.aside__close[hidden]{display:none}
.nav-header__back{display:block;width:100%;min-height:44px;padding:8px 0;text-align:left;color:#1d4ed8;font-weight:600}
.nav-header__back::before{content:"‹ " / ""}
.--filters-drawer{position:fixed;top:0;bottom:0;left:0;z-index:2000;box-sizing:border-box;width:min(360px,88vw);overflow-y:auto;overscroll-behavior:contain;padding:12px 16px 24px;background:#fff;box-shadow:4px 0 24px rgba(0,0,0,.2);transform:translateX(-105%);visibility:hidden}
html.--filters-open .--filters-drawer{transform:none;visibility:visible}
html.--filters-open body::after{content:"";position:fixed;inset:0;z-index:1999;background:rgba(17,24,39,.5)}
@media (prefers-reduced-motion:no-preference){.--filters-drawer{transition:transform .2s ease,visibility 0s linear .2s}html.--filters-open .--filters-drawer{transition:transform .2s ease}}
`;
