import { SCROLL_BELOW_HEIGHT } from './rules';

/** Full height above 800 px of screen height; below it the box scrolls inside the viewport (spec §9). */
export const css = `
.sf-select-language .sf-modal__box{width:min(28rem,calc(100vw - 2rem));max-height:none;overflow:visible}
.sf-select-language{max-height:none;margin-block:1rem}
@media (max-height:${SCROLL_BELOW_HEIGHT - 0.02}px){
.sf-select-language{max-height:calc(100dvh - 2rem);margin-block:auto}
.sf-select-language .sf-modal__box{max-height:calc(100dvh - 2rem);overflow-y:auto;overscroll-behavior:contain}
}
.sf-select-language__field{display:flex;flex-direction:column;gap:.25rem;margin:0 0 1rem}
.sf-select-language__field label{font-weight:600}
.sf-select-language__field select{min-height:2.75rem;padding:.25rem .5rem;font:inherit;border:1px solid #767676;border-radius:.25rem;background:#fff;color:#222}
.sf-select-language__field select:focus-visible,.sf-select-language__button:focus-visible{outline:2px solid #1a4fa0;outline-offset:2px}
.sf-select-language__no_delivery:not(:empty){margin:0 0 1rem;padding:.5rem .75rem;border-left:4px solid #b00020;background:#fdecee;color:#5c0010}
.sf-select-language__buttons{display:flex;flex-wrap:wrap;gap:.5rem;justify-content:flex-end}
.sf-select-language__button{min-height:2.75rem;padding:.5rem 1rem;font:inherit;border:1px solid #1a4fa0;border-radius:.25rem;background:#fff;color:#1a4fa0;cursor:pointer}
.sf-select-language__button.--primary{background:#1a4fa0;color:#fff}
.sf-select-language__button:disabled{border-color:#767676;background:#e6e6e6;color:#555;cursor:not-allowed}
.sf-select-language__recommended p{margin:0 0 1rem}
.sf-select-language__change{display:flex;flex-direction:column;align-items:flex-start;gap:.125rem;box-sizing:border-box;width:100%;min-height:2.75rem;padding:.5rem .75rem;font:inherit;text-align:start;border:1px solid #767676;border-radius:.25rem;background:#fff;color:#222;cursor:pointer}
.sf-select-language__change:focus-visible{outline:2px solid #1a4fa0;outline-offset:2px}
.sf-select-language__change_label{font-weight:600}
`;
