/**
 * The data the platform's own page scripts define (../shared/notes/standard-template.md, provider-facts.md "Page
 * configuration"): `var app_shop` in the head (here, in the core chunk: every page reads it); the data of single
 * widgets (`instalmentData`, `selectLanguageConfig`, `product_data`) in ./page-data.ts, which loads with them.
 *
 * Trust (docs/architecture.md, "Trust"): only plain values a page script defined count. An element whose id or name
 * is one of these names (DOM clobbering: `<div id="app_shop">` in merchant content becomes a window property when no
 * script defined the name) is an Element, not a plain object or array, and reads as missing. Pure of React.
 */
declare const app_shop: unknown;

/** A plain object a script wrote (`{…}` or `Object.create(null)`), never a DOM node or another class's instance. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** Reads a global binding by its bare name (`var`, `let`, `const` of a classic script), undefined when none. */
export function read(get: () => unknown): unknown {
  try {
    return get();
  } catch {
    return undefined; // a ReferenceError: the page does not define it
  }
}

/** `app_shop`, when the page's scripts defined it as an object. */
export function appShop(): Record<string, unknown> | undefined {
  const value = read(() => (typeof app_shop === 'undefined' ? undefined : app_shop));
  return isPlainObject(value) ? value : undefined;
}

/** `app_shop.vars` (or undefined). */
function appShopVars(): Record<string, unknown> | undefined {
  const vars = appShop()?.vars;
  return isPlainObject(vars) ? vars : undefined;
}

/** An HTML-cache page (`app_shop.vars.cache_html`): server parts such as the mini basket render as skeletons. */
export function isCachedPage(): boolean {
  const flag = appShopVars()?.cache_html;
  return flag === true || flag === 'true';
}
