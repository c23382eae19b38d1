/** The inspector's style sheet (inside its shadow root): dark, high-contrast, fixed at the foot of the viewport. */
export const INSPECTOR_CSS = `
:host{all:initial}
.panel{position:fixed;z-index:2147483647;left:0;right:0;bottom:0;max-height:45vh;display:flex;flex-direction:column;
background:#111;color:#f5f5f5;font:13px/1.4 system-ui,sans-serif;border-top:3px solid #ffd23f;box-shadow:0 -4px 16px #0008}
@media (min-width:900px){.panel{left:auto;width:min(760px,70vw);border-left:3px solid #ffd23f}}
header{display:flex;flex-wrap:wrap;align-items:center;gap:6px 12px;padding:8px 12px;border-bottom:1px solid #444}
h2{margin:0;font-size:15px;font-weight:700;flex:1 1 auto}
h3{margin:12px 0 4px;font-size:13px}
.version{font-weight:400;color:#cfcfcf}
.summary{margin:0;flex-basis:100%;color:#e6e6e6}
button{font:inherit;color:#111;background:#ffd23f;border:0;border-radius:3px;padding:4px 10px;cursor:pointer;min-height:24px}
button[aria-pressed="false"]{background:#d9d9d9}
button:focus-visible,.scroll:focus-visible{outline:3px solid #7cc4ff;outline-offset:2px}
th button{background:none;color:#9fd3ff;text-decoration:underline;padding:2px 0;text-align:left}
.scroll{overflow:auto;padding:4px 12px 12px}
table{border-collapse:collapse;width:100%}
th,td{text-align:left;vertical-align:top;padding:4px 6px;border-bottom:1px solid #333}
thead th{position:sticky;top:0;background:#111;color:#e6e6e6;font-weight:600}
ul{margin:0;padding-left:16px}
li{overflow-wrap:anywhere}
.state{display:inline-block;padding:0 6px;border-radius:3px;color:#111;background:#d9d9d9}
.state-mounted{background:#7ee08a}.state-failed{background:#ff9b9b}.state-skipped{background:#ffc56e}
.state-unknown{background:#d7b8ff}.state-pending,.state-mounting{background:#9fd3ff}
.outlines{position:fixed;inset:0;pointer-events:none;z-index:2147483646}
.outline{position:fixed;box-sizing:border-box;border:2px dashed #1f6feb}
.outline.state-mounted{border-color:#1a7f37}.outline.state-failed,.outline.state-unknown{border-color:#cf222e}
.outline.state-skipped{border-color:#bc4c00}.outline.marked{border:4px solid #ffd23f}
.label{position:absolute;left:0;top:0;transform:translateY(-100%);background:#111;color:#fff;font:11px/1.3 system-ui,sans-serif;
padding:1px 4px;white-space:nowrap}
`;
