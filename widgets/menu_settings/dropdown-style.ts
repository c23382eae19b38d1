/** The select dropdowns' styles: injected by the island (SelectDropdown.tsx), not in the core chunk (style.ts is). */
export const dropdownCss = `
.sf-settings__select{display:block;width:100%;min-height:40px;padding:6px 28px 6px 10px;text-align:left;border:1px solid #767676;border-radius:4px;background:#fff;color:#1a1a1a;font:inherit;cursor:pointer}
.sf-settings__select::after{content:"▾";float:right;margin-right:-18px}
.sf-settings__options{list-style:none;margin:0;min-width:200px;padding:4px 0}
.sf-settings__option{padding:8px 12px;cursor:pointer}
.sf-settings__option:focus,.sf-settings__option:hover{background:#e8eefc;outline:2px solid #1e40af;outline-offset:-2px}
.sf-settings__option.--selected{font-weight:700}
`;
