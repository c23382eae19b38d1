/**
 * The theme's page configuration block: a JSON script that is a child of the real `<head>` (src/lib/dom.ts `docHead`),
 * never one in the body, which may sit in merchant content (docs/architecture.md, "Trust"), nor one a planted
 * `<form name="head">` holds.
 */
export const CONFIG_SELECTOR = ':scope>script[type="application/json"]#storefront-config';

/** Shop content whose names may shadow the document's members (src/lib/unclobber.ts pins those that do). */
export const CLOBBERING = '[data-widget-ignore] :is(embed,form,iframe,img,object)[name],[data-widget-ignore] object[id]';
