/** The mini basket's own styles: only what the widget adds (the preview panel); the theme styles the link. */
export const css = `
.menu_basket__panel{z-index:1000;width:min(360px,calc(100vw - 40px));max-height:min(70vh,560px);overflow:auto;box-sizing:border-box;padding:16px;background:#fff;color:#1a1a1a;border:1px solid #d0d0d0;border-radius:8px;box-shadow:0 8px 24px rgba(0,0,0,.16);font-size:14px;line-height:1.4;text-align:left}
.menu_basket__heading{margin:0 0 8px;font-weight:700;font-size:16px}
.menu_basket__products{list-style:none;margin:0;padding:0}
.menu_basket__product{display:flex;gap:12px;align-items:flex-start;padding:8px 0;border-bottom:1px solid #ececec}
.menu_basket__products.--list .menu_basket__product{padding:4px 0;gap:8px}
.menu_basket__photo{flex:none;width:56px;height:56px;object-fit:cover;border-radius:4px;background:#f3f3f3}
.menu_basket__products.--list .menu_basket__photo{width:32px;height:32px}
.menu_basket__details{flex:1;display:flex;flex-direction:column;min-width:0}
.menu_basket__name{color:#1a1a1a;font-weight:600;overflow-wrap:anywhere}
a.menu_basket__name{text-decoration:underline}
.menu_basket__size,.menu_basket__version,.menu_basket__quantity{color:#555;font-size:13px}
.menu_basket__products.--list .menu_basket__details{flex-direction:row;flex-wrap:wrap;column-gap:8px}
.menu_basket__value{flex:none;font-weight:700;white-space:nowrap}
.menu_basket__shipping,.menu_basket__summary{margin:8px 0 0}
.menu_basket__summary{font-weight:700}
.menu_basket__free-shipping{margin:8px 0 0;padding:6px 8px;border-radius:4px;background:#f4f4f4;color:#3d3d3d}
.menu_basket__free-shipping.--active{background:#e5f5ea;color:#145c2e;font-weight:700}
.menu_basket__actions{display:flex;flex-wrap:wrap;gap:8px;margin-top:12px}
.menu_basket__go,.menu_basket__one-click{flex:1;display:inline-block;padding:10px 12px;border-radius:4px;text-align:center;font-weight:700;text-decoration:none}
.menu_basket__go{background:#0b5cad;color:#fff}
.menu_basket__one-click{border:2px solid #0b5cad;color:#0b5cad}
.menu_basket__go:focus-visible,.menu_basket__one-click:focus-visible,.menu_basket__name:focus-visible{outline:3px solid #f5a623;outline-offset:2px}
`;
