export const css = `
.menu_settings.--js{position:static}
.menu_settings.--js .menu_settings__form{position:absolute;right:0;top:100%;display:flex;flex-direction:column;align-items:stretch;gap:8px;width:260px;box-sizing:border-box;z-index:1001;min-width:240px;padding:16px;background:#fff;color:#1a1a1a;border:1px solid #d0d0d0;border-radius:8px;box-shadow:0 8px 24px rgba(0,0,0,.16)}
.menu_settings.--js:not(.--open) .menu_settings__form{display:none}
.menu_settings__select{display:block;width:100%;min-height:40px;padding:6px 28px 6px 10px;text-align:left;border:1px solid #767676;border-radius:4px;background:#fff;color:#1a1a1a;font:inherit;cursor:pointer}
.menu_settings__options{list-style:none;margin:0;min-width:200px;padding:4px 0}
.menu_settings__option{padding:8px 12px;cursor:pointer}
.menu_settings__option:focus,.menu_settings__option:hover{background:#e8eefc;outline:2px solid #1e40af;outline-offset:-2px}
.menu_settings__option.--selected{font-weight:700}
`;
