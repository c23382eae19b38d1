/** The product page widget's own styles: omnibus block, quantity buttons, deposit trigger and panel. */
export const css = `
.projector_omnibus__box{display:flex;flex-direction:column;gap:4px;margin:8px 0;font-size:14px;color:#333}
.projector_omnibus__box.--empty{display:none}
.projector_omnibus__box p{margin:0}
.projector_omnibus__badge{align-self:flex-start;padding:2px 8px;border-radius:4px;font-size:12px;font-weight:700;text-transform:uppercase;color:#fff;background:#b91c1c}
.projector_omnibus__badge.--bargain{background:#166534}
.projector_omnibus__badge.--code{background:#1e40af}
.projector_omnibus__price{font-weight:600}
.projector_omnibus__percent{font-weight:700;color:#b91c1c}
.projector_quantity__box{display:inline-flex;align-items:center;gap:4px}
.projector_quantity__btn{min-width:44px;min-height:44px;font-size:20px;line-height:1;border:1px solid #767676;border-radius:4px;background:#fff;color:#1a1a1a;cursor:pointer}
.projector_quantity__btn:disabled{opacity:.5;cursor:not-allowed}
.projector_deposit__trigger{display:inline-flex;align-items:center;justify-content:center;width:24px;height:24px;margin-left:4px;padding:0;border:1px solid #555;border-radius:50%;background:#fff;color:#1a1a1a;font:italic 700 14px/1 Georgia,serif;cursor:pointer;vertical-align:middle}
.projector_deposit__panel{max-width:min(320px,calc(100vw - 40px));font-size:14px}
.projector_deposit__panel p{margin:0 0 8px}
.projector_deposit__more{color:#0645ad;text-decoration:underline}
`;
