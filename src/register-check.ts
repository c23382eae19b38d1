/**
 * The checks of `storefront.register(widget)` and `window.storefrontWidgets` (docs/api.md): pure, no DOM. A shop's widget is checked
 * whole before anything of it is registered; the first problem found is the one message, naming the field, the value
 * given and what was expected, and nothing is registered.
 *
 * - `name`: the manifests' rule (lower case letters, digits and `_`, starting with a letter);
 * - `keys`: batch keys of POST /ajax/get.php (spec §3 "Widget data request keys");
 * - `hydrate`: one of the hydration moments;
 * - `mount`: a function;
 * - `schema`: the widget's options schema: a valibot schema, or any Standard Schema (v1) whose `validate` answers at
 *   once (a marker's options are checked as its widget mounts, as defineWidget's are);
 * - no other field (a typo such as `hydarte` would otherwise be silently ignored);
 * - a name already taken (a built-in widget, or one registered before) is kept unless the widget says `replace: true`;
 *   replacing one of the bundle's own widgets is allowed with one warning naming it (replacedMessage).
 */
import { HYDRATE_MOMENTS, type BatchKey, type Hydrate, type WidgetContext, type Unmount } from './widget';

/** The batch keys (src/widget.ts `BatchKey`, in the request's order). */
export const BATCH_KEYS: readonly BatchKey[] = ['Projector', 'Basket', 'Wishlist', 'Comparers', 'Snippets', 'ToplayersAndWidgets'];

/** A widget's name: the rule widgets/<name>/manifest.json names follow (rollup.config.mjs). */
export const WIDGET_NAME = /^[a-z][a-z0-9_]*$/;

const FIELDS = ['name', 'keys', 'hydrate', 'schema', 'mount', 'replace'];

/** A Standard Schema (https://standardschema.dev), which valibot, zod and others implement. */
interface StandardSchema {
  '~standard': { version: 1; vendor: string; validate(value: unknown): unknown };
}

/** A valibot schema: what defineWidget's parse runs (`schema['~run']`, any valibot 1.x copy). */
interface ValibotSchema {
  kind: 'schema';
  async: false;
  '~run'(dataset: { value: unknown }, config: unknown): { typed: boolean; value: unknown; issues?: unknown[] };
}

/** A checked widget, ready for the registry. */
interface CheckedWidget {
  name: string;
  keys: BatchKey[];
  hydrate: Hydrate;
  schema?: ValibotSchema;
  mount(element: HTMLElement, context: WidgetContext<unknown>): Unmount | void | Promise<Unmount | void>;
}

export type RegisterCheck = { ok: true; widget: CheckedWidget; replaces?: 'built-in' | 'registered' } | { ok: false; message: string };

/** A value as a message shows it: strings quoted, short. */
export function shown(value: unknown): string {
  if (typeof value === 'function') return 'a function';
  if (Array.isArray(value)) return `[${value.map(shown).join(', ')}]`;
  let text: string;
  try {
    text = typeof value === 'string' || (value !== null && typeof value === 'object') ? JSON.stringify(value) : String(value);
  } catch {
    text = Object.prototype.toString.call(value);
  }
  return text === undefined ? String(value) : text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A Standard Schema made a valibot one (its `~run`), so the marker's options go through defineWidget's own parse:
 * the same messages naming the attribute, the same skipped state.
 */
function fromStandard(schema: StandardSchema): ValibotSchema {
  return {
    kind: 'schema',
    async: false,
    '~run'(dataset) {
      const result = schema['~standard'].validate(dataset.value) as { value?: unknown; issues?: Array<{ message: string; path?: unknown[] }> };
      if (typeof (result as { then?: unknown })?.then === 'function')
        return { typed: false, value: dataset.value, issues: [{ kind: 'schema', message: 'the schema answers asynchronously (it must answer at once)' }] };
      if (result.issues)
        return {
          typed: false,
          value: dataset.value,
          issues: result.issues.map((issue) => ({
            kind: 'schema',
            message: issue.message,
            path: issue.path?.map((p) => ({ key: isObject(p) && 'key' in p ? p.key : p })),
          })),
        };
      return { typed: true, value: result.value };
    },
  };
}

/** The widget's schema as a valibot one, or why it is not one. */
function schemaOf(schema: unknown): ValibotSchema | string {
  if (isObject(schema) && schema.kind === 'schema' && typeof schema['~run'] === 'function')
    return schema.async ? 'an asynchronous valibot schema (options are checked at once: use the synchronous one)' : (schema as unknown as ValibotSchema);
  const standard = isObject(schema) ? schema['~standard'] : undefined;
  if (isObject(standard) && standard.version === 1 && typeof standard.validate === 'function') return fromStandard(schema as unknown as StandardSchema);
  return 'a valibot schema or a Standard Schema (v1)';
}

/**
 * Checks `storefront.register(widget)`. `taken` says whether the name is a built-in widget's or an earlier
 * registration's.
 */
export function checkRegistration(widget: unknown, taken: (name: string) => 'built-in' | 'registered' | undefined): RegisterCheck {
  const fail = (message: string): RegisterCheck => ({ ok: false, message: `storefront.register: ${message}; nothing is registered.` });
  if (!isObject(widget)) return fail(`the widget is ${shown(widget)} (expected an object { name, mount, keys?, hydrate?, schema?, replace? })`);
  const name = widget.name;
  if (typeof name !== 'string' || !WIDGET_NAME.test(name))
    return fail(`name ${shown(name)} is invalid (expected lower case letters, digits and _, starting with a letter, e.g. "stock_badge")`);
  const about = (field: string, value: unknown, expected: string) => fail(`widget "${name}": ${field} ${shown(value)} is invalid (expected ${expected})`);
  const unknown = Object.keys(widget).find((key) => !FIELDS.includes(key));
  if (unknown) return fail(`widget "${name}": "${unknown}" is not a field of a widget (${FIELDS.join(', ')})`);
  const keys = widget.keys ?? [];
  if (!Array.isArray(keys)) return about('keys', keys, `an array of batch keys: ${BATCH_KEYS.join(', ')}`);
  const bad = keys.findIndex((key) => !BATCH_KEYS.includes(key));
  if (bad >= 0) return fail(`widget "${name}": keys holds ${shown(keys[bad])}, which is not a batch key (expected some of ${BATCH_KEYS.join(', ')})`);
  const hydrate = widget.hydrate ?? 'load';
  if (!HYDRATE_MOMENTS.includes(hydrate as Hydrate)) return about('hydrate', hydrate, `one of ${HYDRATE_MOMENTS.join(', ')}`);
  if (typeof widget.mount !== 'function') return about('mount', widget.mount, 'a function (element, context) => unmount?');
  let schema: ValibotSchema | undefined;
  if (widget.schema !== undefined) {
    const found = schemaOf(widget.schema);
    if (typeof found === 'string') return about('schema', widget.schema, found);
    schema = found;
  }
  const replace = widget.replace ?? false;
  if (typeof replace !== 'boolean') return about('replace', replace, 'true or false');
  const replaces = taken(name);
  if (replaces && !replace)
    return {
      ok: false,
      message: `storefront.register: ${replaces === 'built-in' ? `"${name}" is a built-in widget` : `a widget named "${name}" is already registered`}; it is kept and this one is not registered (give the widget replace: true to replace it).`,
    };
  return {
    ok: true,
    widget: { name, keys: [...(keys as BatchKey[])], hydrate: hydrate as Hydrate, schema, mount: widget.mount as CheckedWidget['mount'] },
    replaces,
  };
}

/**
 * What a registration with `replace: true` says once it is made: replacing a built-in widget is a warning naming the
 * bundle's widget it replaces (its markers lose the bundle's behaviour: a shop should know, and it is still
 * allowed); replacing the shop's own earlier registration is a note.
 */
export function replacedMessage(name: string, replaces: 'built-in' | 'registered'): { warn: boolean; message: string } {
  return replaces === 'built-in'
    ? {
        warn: true,
        message: `storefront.register: "${name}" replaces the bundle's built-in widget "${name}" (replace: true); markers set up from now on get the shop's widget, those already mounted keep the built-in.`,
      }
    : {
        warn: false,
        message: `storefront.register: "${name}" replaces the widget registered before of that name (replace: true); markers already on the page keep the former.`,
      };
}
