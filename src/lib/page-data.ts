/**
 * The platform's inline data single widgets read (src/lib/page-globals.ts has the rule: plain values a page script
 * defined, never an element clobbering the name): `window.selectLanguageConfig` / `selectLanguageParamsConfig`
 * (select_language), the product page's top-level `const instalmentData` (instalment; a global binding, not a window
 * property), `window.product_data` / `product_config` (projector). Apart from page-globals so it loads with those
 * widgets, not in the core chunk.
 */
import { isPlainObject, read } from './page-globals';

declare const app_shop: unknown;
declare const instalmentData: unknown;
declare const selectLanguageConfig: unknown;
declare const selectLanguageParamsConfig: unknown;
declare const product_data: unknown;
declare const product_config: unknown;

/** A plain array (a NodeList or HTMLCollection from a clobbered name is not). */
function isPlainArray(value: unknown): value is unknown[] {
  return Array.isArray(value);
}

/** The product page's `instalmentData` ({currency, basketCost, price, …}), a plain object or undefined. */
export function pageInstalmentData(): Record<string, unknown> | undefined {
  const value = read(() => (typeof instalmentData === 'undefined' ? undefined : instalmentData));
  return isPlainObject(value) ? value : undefined;
}

/** `selectLanguageConfig`: the array of language × country entries, or undefined (present but not an array: null). */
export function pageSelectLanguageConfig(): unknown[] | null | undefined {
  const value = read(() => (typeof selectLanguageConfig === 'undefined' ? undefined : selectLanguageConfig));
  if (value === undefined) return undefined;
  return isPlainArray(value) ? value : null;
}

/** `selectLanguageParamsConfig`: {show_select, recommended_lang, …} as strings, or undefined. */
export function pageSelectLanguageParams(): Record<string, unknown> | undefined {
  const value = read(() => (typeof selectLanguageParamsConfig === 'undefined' ? undefined : selectLanguageParamsConfig));
  return isPlainObject(value) ? value : undefined;
}

/** The product page's `product_data` (an array of products) and `product_config`, plain values or undefined. */
export function pageProductData(): { data?: unknown[]; config?: Record<string, unknown> } {
  const data = read(() => (typeof product_data === 'undefined' ? undefined : product_data));
  const config = read(() => (typeof product_config === 'undefined' ? undefined : product_config));
  return { data: isPlainArray(data) ? data : undefined, config: isPlainObject(config) ? config : undefined };
}

/**
 * The shop's other sites as the platform renders them: `app_shop.vars.sites` (main.xsl writes the site list's URLs
 * there, in the head's platform script). Strings only; none when absent or not a list.
 */
export function pagePlatformSites(): string[] {
  // Read here rather than through page-globals' appShop (in the core chunk: exporting it to this chunk costs bytes).
  const shop = read(() => (typeof app_shop === 'undefined' ? undefined : app_shop));
  const vars = isPlainObject(shop) ? shop.vars : undefined;
  const sites = isPlainObject(vars) ? vars.sites : undefined;
  return isPlainArray(sites) ? sites.filter((site): site is string => typeof site === 'string') : [];
}
