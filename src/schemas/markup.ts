/**
 * Numbers and booleans as they come from markup and from the platform's answers: data-* attributes are strings, and
 * the platform writes many numbers as strings ("12.50"), so each is accepted both as a JSON value and as its string
 * spelling. One definition for every schema of the bundle.
 */
import * as v from 'valibot';

/** A number, or a string spelling one ("12", "-3.5", " 7 "); the output is a number. */
export const numeric = () =>
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(/^-?\d+(\.\d+)?$/, 'expected a number'))]),
    v.transform((x) => Number(x)),
  );

/** A number from markup: `data-max-items="5"` or `"maxItems": 5` in data-config. */
export const markupNumber = () => numeric();

/** A boolean from markup: `true`/`false`, their strings, or the attribute present with no value (`data-x=""`). */
export const markupBoolean = () =>
  v.pipe(
    v.union([v.boolean(), v.picklist(['true', 'false', ''])]),
    v.transform((x) => x === true || x === 'true' || x === ''),
  );
