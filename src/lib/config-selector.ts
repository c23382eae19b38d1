/**
 * The theme's page configuration block: a JSON script in the real `<head>` (src/lib/dom.ts `doc.head`: the head's
 * content is the theme's, and only its children can be elements there),
 * never one in the body, which may sit in merchant content (docs/architecture.md, "Trust"), nor one a planted
 * `<form name="head">` holds.
 */
export const CONFIG_SELECTOR = 'script[type="application/json"]#storefront-config';

/**
 * Elements that may make shop content's names shadow the document's members (src/lib/unclobber.ts takes off those that
 * do, inside `[data-widget-ignore]` only): a named embed, form, iframe, img or object in shop content, or an object with
 * an id anywhere (rare in a template: a false find costs one small chunk).
 */
export const CLOBBERING = '[data-widget-ignore] :is(embed,form,iframe,img,object)[name],object[id]';
