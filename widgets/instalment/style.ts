/** The instalment modal's own styles. */
export const css = `
.instalment_modal__messages p{margin:0 0 8px}
.instalment_modal__options{display:flex;flex-direction:column;gap:12px;margin-top:12px}
.instalment_modal__option{display:flex;flex-direction:column;gap:4px}
.instalment_modal__choice{display:flex;flex-wrap:wrap;justify-content:space-between;gap:8px;min-height:44px;padding:8px 16px;border:2px solid #1d4ed8;border-radius:6px;background:#1d4ed8;color:#fff;font:inherit;font-weight:700;text-align:left;cursor:pointer}
.instalment_modal__choice:disabled{border-color:#767676;background:#f3f4f6;color:#3f3f46;cursor:not-allowed}
.instalment_modal__hint{margin:0;font-size:14px;color:#3f3f46}
`;
