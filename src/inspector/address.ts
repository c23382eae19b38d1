/**
 * `?storefront-debug` in the page's address opens the inspector (docs/theme-guide.md, "The inspector"): checked here,
 * as the code every built-in widget shares arrives (src/define-widget.ts imports this module), not in the loader,
 * whose budget has no room for it. The inspector reads what it shows from the page (src/inspector/rows.ts), so it
 * misses nothing by opening then.
 */
if (/[?&]storefront-debug/.test(globalThis.location?.search)) void window.storefront?.inspect();
