/** Only what the widget adds: the select dropdowns (the theme styles the disclosure and its panel). */
export const css = `
.menu_settings__select{display:block;width:100%;min-height:40px;padding:6px 28px 6px 10px;text-align:left;border:1px solid #767676;border-radius:4px;background:#fff;color:#1a1a1a;font:inherit;cursor:pointer}
.menu_settings__select::after{content:"▾";float:right;margin-right:-18px}
.menu_settings__options{list-style:none;margin:0;min-width:200px;padding:4px 0}
.menu_settings__option{padding:8px 12px;cursor:pointer}
.menu_settings__option:focus,.menu_settings__option:hover{background:#e8eefc;outline:2px solid #1e40af;outline-offset:-2px}
.menu_settings__option.--selected{font-weight:700}
`;
