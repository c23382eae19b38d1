// The widget manifest (widgets/<name>/manifest.json) as one valibot schema: the build checks every manifest with it
// (scripts/widget-manifests.mjs readWidgets), and scripts/editor-data.mjs turns it into the JSON Schema editors read
// (schemas/widget-manifest.schema.json). Its messages are the build's: each names the field, and an unknown field,
// batch key or moment gets the nearest known one ("did you mean").
import * as v from 'valibot';
import { distance } from '../src/lib/edit-distance.mjs';

/** The batch keys of POST /ajax/get.php (src/widget.ts BatchKey). */
export const BATCH_KEYS = ['Projector', 'Basket', 'Wishlist', 'Comparers', 'Snippets', 'ToplayersAndWidgets'];
/** The hydration moments, in src/widget.ts HYDRATE_MOMENTS's order (the widget table carries the index). */
export const MOMENTS = ['load', 'idle', 'visible', 'interaction'];
/** Where a widget's manifest finds the JSON Schema (from widgets/<name>/). */
export const SCHEMA_PATH = '../../schemas/widget-manifest.schema.json';

/** The nearest of `known` to `word` (edit distance at most 2, letter case aside), for "did you mean". */
function nearest(word, known) {
  const best = known.map((k) => [k, distance(word.toLowerCase(), k.toLowerCase())]).sort((a, b) => a[1] - b[1])[0];
  return best && best[1] <= 2 ? best[0] : undefined;
}
const didYouMean = (word, known) => {
  const near = typeof word === 'string' && nearest(word, known);
  return near ? ` (did you mean "${near}"?)` : '';
};

const ABOUT = '"about" (what the widget does, its spec sections) is required';
const KEYS = `"keys" (the batch keys it needs, [] for none) is required: a list of ${BATCH_KEYS.join(', ')}`;
const hydrate = (given) =>
  `"hydrate" is ${given === undefined ? 'missing' : JSON.stringify(given)}${didYouMean(given, MOMENTS)}; it is one of ${MOMENTS.join(', ')}`;
/** What a missing required field is told. */
const REQUIRED = { about: ABOUT, keys: KEYS, hydrate: hydrate(undefined) };
const trueOrAbsent = (field, description) => v.optional(v.pipe(v.literal(true, `"${field}" is true or absent`), v.description(description)));

const ENTRIES = {
  $schema: v.optional(
    v.pipe(
      v.string(`"$schema" is the path of the manifests' JSON Schema (${SCHEMA_PATH}) or absent`),
      v.description(`The manifests' JSON Schema, for editors: "${SCHEMA_PATH}".`),
    ),
  ),
  about: v.pipe(
    v.string(ABOUT),
    v.regex(/\S/, ABOUT),
    v.description('What the widget does and the spec sections it implements; its docs page (docs/widgets/<name>.md) opens with it.'),
  ),
  keys: v.pipe(
    v.array(
      v.picklist(
        BATCH_KEYS,
        (issue) => `"keys" has ${JSON.stringify(issue.input)}, not a batch key${didYouMean(issue.input, BATCH_KEYS)}; the keys are ${BATCH_KEYS.join(', ')}`,
      ),
      KEYS,
    ),
    v.check((keys) => new Set(keys).size === keys.length, '"keys" lists a key twice'),
    v.description('The batch keys of POST /ajax/get.php the widget needs, [] for none.'),
  ),
  hydrate: v.pipe(
    v.picklist(MOMENTS, (issue) => hydrate(issue.input)),
    v.description("The widget's default moment: load, idle, visible or interaction (a marker's data-hydrate chooses another)."),
  ),
  why: v.optional(
    v.pipe(
      v.string('"why" is a sentence or absent'),
      v.regex(/\S/, '"why" is a sentence or absent'),
      v.description('Why that moment, when it is not obvious.'),
    ),
  ),
  holdsClicks: trueOrAbsent('holdsClicks', "The widget's job happens on a link's click: a click before it has mounted is held and replayed."),
  core: trueOrAbsent('core', 'A small DOM-only layout widget on every page, built into the core chunk.'),
};
/** The fields a manifest may have. */
export const FIELDS = Object.keys(ENTRIES);

const isJsonObject = (value) => value?.constructor === Object;

/** An unknown field's message (valibot names the field in the issue's path, not in the message's input). */
const unknownField = (key) => `unknown field "${key}"${didYouMean(key, FIELDS)}; the fields are ${FIELDS.join(', ')}`;

/**
 * A widget's manifest. Besides its type, the first piece of the pipe refuses arrays (which valibot's object schemas
 * take for objects); it is no JSON Schema of its own (the object is). Every field outside ENTRIES fails `v.never()`,
 * each with an issue of its own (a strict object reports only the first).
 */
export const ManifestSchema = v.pipe(
  v.custom(isJsonObject, 'a JSON object is required'),
  v.objectWithRest(ENTRIES, v.never(), (issue) => REQUIRED[issue.path?.[0]?.key] ?? 'a JSON object is required'),
  v.title('Widget manifest'),
  v.description('widgets/<name>/manifest.json: what the widget does, the batch keys it needs, its default moment (docs/architecture.md).'),
);

/** What is wrong with `manifest` (one sentence a problem, each naming its field), [] when it is a valid manifest. */
export function manifestProblems(manifest) {
  const result = v.safeParse(ManifestSchema, manifest, { abortEarly: false });
  if (result.success) return [];
  const message = (issue) => (issue.type === 'never' && issue.path?.length === 1 ? unknownField(issue.path[0].key) : issue.message);
  return [...new Set(result.issues.map(message))];
}
