/** The product page widget's own styles at mount: the quantity buttons' disabled look, the deposit trigger. */
export const css = `
.projector_buy__number_down:disabled,.projector_buy__number_up:disabled{opacity:.5;cursor:not-allowed}
.projector_deposit__trigger{display:inline-grid;place-items:center;width:24px;height:24px;margin-left:4px;padding:0;border:1px solid #555;border-radius:50%;background:#fff;color:#1a1a1a;font:italic 700 14px/1 Georgia,serif;cursor:pointer;vertical-align:middle}
`;
