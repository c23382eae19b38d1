export const css = `
.forced_region__modal .sf-modal__box{width:min(30rem,calc(100vw - 2rem))}
.forced_region__facts{margin:0 0 1rem;padding:0;list-style:none}
.forced_region__facts li{margin:0 0 .5rem}
.forced_region__error:not(:empty){margin:0 0 1rem;padding:.5rem .75rem;border-left:4px solid #b00020;background:#fdecee;color:#5c0010}
.forced_region__actions{display:flex;flex-direction:column;align-items:flex-start;gap:.75rem}
.forced_region__continue{min-height:2.75rem;padding:.5rem 1.25rem;font:inherit;border:1px solid #1a4fa0;border-radius:.25rem;background:#1a4fa0;color:#fff;cursor:pointer}
.forced_region__restore{min-height:2.75rem;padding:.25rem 0;font:inherit;border:0;background:none;color:#1a4fa0;text-decoration:underline;cursor:pointer;text-align:left}
.forced_region__continue:focus-visible,.forced_region__restore:focus-visible{outline:2px solid #1a4fa0;outline-offset:2px}
.forced_region__restore[aria-disabled=true]{cursor:progress}
`;
