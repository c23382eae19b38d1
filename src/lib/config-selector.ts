/**
 * The theme's page configuration block: a JSON script that is a child of the real `<head>` (src/lib/dom.ts `docHead`),
 * never one in the body, which may sit in merchant content (docs/architecture.md, "Trust"), nor one a planted
 * `<form name="head">` holds.
 */
export const CONFIG_SELECTOR = ':scope>script[type="application/json"]#storefront-config';
