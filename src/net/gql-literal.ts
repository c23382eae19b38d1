/**
 * GraphQL values written inline, as the platform's own storefront client writes every query: the real
 * server's variable and input type names are not public, so a document with `$variables` can fail
 * validation as a whole. This is the one place a value becomes GraphQL source text.
 *
 *   `productsTextSearch(searchInput: ${gqlValue({ text, limit: 6 })})`
 *
 * Strings: JSON's escaping is a subset of GraphQL's (\" \\ \b \f \n \r \t \uXXXX), and characters outside the
 * BMP stay as they are; a lone surrogate (not a Unicode scalar value, which GraphQL rejects) becomes U+FFFD.
 */

export type GqlInput = string | number | boolean | null | undefined | readonly GqlInput[] | { readonly [key: string]: GqlInput };

const NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;

/** A string literal: "…" with every character the GraphQL lexer would misread escaped. */
export function gqlString(value: string): string {
  const wellFormed = value.replace(/([\uD800-\uDBFF][\uDC00-\uDFFF])|[\uD800-\uDFFF]/g, (_m, pair: string | undefined) => pair ?? '\uFFFD');
  return JSON.stringify(wellFormed);
}

/**
 * Any value as a GraphQL literal: strings quoted, finite numbers as numbers (an integer id stays
 * unquoted, as the platform's numeric country ids are), objects as input objects (undefined fields left
 * out), arrays as lists. Throws on what GraphQL cannot express (NaN, Infinity, a key that is not a name).
 */
export function gqlValue(value: GqlInput): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return gqlString(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError(`gqlValue: ${value} is not a GraphQL number`);
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (Array.isArray(value)) return `[${value.map((item: GqlInput) => gqlValue(item)).join(', ')}]`;
  const object = value as { readonly [key: string]: GqlInput };
  const fields: string[] = [];
  for (const [key, item] of Object.entries(object)) {
    if (!NAME.test(key)) throw new TypeError(`gqlValue: "${key}" is not a GraphQL name`);
    if (item !== undefined) fields.push(`${key}: ${gqlValue(item)}`);
  }
  return `{${fields.join(', ')}}`;
}
