/** The product page widget's own styles: the quantity buttons' disabled look, the deposit trigger and panel. */
export const css = `
.projector_buy__number_down:disabled,.projector_buy__number_up:disabled{opacity:.5;cursor:not-allowed}
.projector_deposit__trigger{display:inline-flex;align-items:center;justify-content:center;width:24px;height:24px;margin-left:4px;padding:0;border:1px solid #555;border-radius:50%;background:#fff;color:#1a1a1a;font:italic 700 14px/1 Georgia,serif;cursor:pointer;vertical-align:middle}
.projector_deposit__panel{max-width:min(320px,calc(100vw - 40px));font-size:14px}
.projector_deposit__panel p{margin:0 0 8px}
.projector_deposit__more{color:#0645ad;text-decoration:underline}
`;
