/**
 * defineWidget: pairs a widget's valibot configuration schema with its mount function.
 * Lives in widget chunks (never in the loader), so valibot loads only with the first widget.
 */
import * as v from 'valibot';
import type { ConfigResult, Report, WidgetContext, WidgetDefinition, Unmount } from './widget';
import { getPage } from './page-config';
import { loadLanguage } from './i18n';
import { markupBoolean, markupNumber } from './schemas/markup';
import { checkOverrides, findParts, isIgnored, type FoundParts, type PartOverrides, type Parts } from './lib/parts';
import { clean } from './lib/dom';
import './inspector/address';

export interface WidgetSpec<S extends v.GenericSchema, P extends Parts = Record<never, never>, N extends string = string> {
  /** The widget's name: its folder's (widgets/<name>/), which the build checks against this literal. */
  name: N;
  schema: S;
  /**
   * The elements the widget needs in its marker (src/lib/parts.ts): a marker missing one is skipped with one warning
   * naming it, and the found elements come to `mount` as `context.parts`.
   */
  parts?: P;
  /** The widget works with none of its (all optional) parts: it creates what is missing (back_to_top). */
  partsOptional?: boolean;
  /**
   * One per page: its parts are the page's own (document parts: the category list, the swapped regions), so a second
   * marker would bind them twice. The first marker outside `data-widget-ignore` mounts; any other is skipped.
   */
  onePerPage?: boolean;
  /**
   * Why the widget does not run on this page, if it does not (bars and banners on the order process): the marker is
   * skipped with that reason, never reported mounted while doing nothing.
   */
  skip?(element: HTMLElement): string | undefined;
  mount(element: HTMLElement, context: WidgetContext<v.InferOutput<S>> & { parts: FoundParts<P> }): Unmount | void | Promise<Unmount | void>;
}

/** Hands the main thread back (scheduler.yield where the browser has it: the task resumes ahead of others). */
function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/** The attribute a config path came from, for warnings a theme developer can act on. */
export function attributeFor(el: HTMLElement, path: string[]): string {
  if (!path.length) return 'data-config';
  const attribute = 'data-' + path[0].replace(/[A-Z]/g, (c) => '-' + c.toLowerCase());
  return el.hasAttribute(attribute) ? attribute : `data-config → ${path.join('.')}`;
}

/**
 * A marker's part selectors (`data-parts='{"badge": ".my-badge"}'`, or `"parts"` in data-config): taken out of the
 * options before the widget's schema sees them.
 */
function takeOverrides(raw: Record<string, unknown>): { value?: unknown; error?: string } {
  if (!Object.hasOwn(raw, 'parts')) return {};
  const given = raw.parts;
  delete raw.parts;
  if (typeof given !== 'string') return { value: given };
  try {
    return { value: JSON.parse(given) };
  } catch {
    return { error: 'data-parts is not valid JSON' };
  }
}

const overridesOf = new WeakMap<HTMLElement, PartOverrides>();

/**
 * Markup's strings for the schema's number and boolean options: data-* attributes are strings, so for an option whose
 * schema is `v.number()` or `v.boolean()` (under optional/nullable, with any pipe), `data-quantity="2"` is 2 and
 * `data-open="true"` (or `""`, the attribute alone) is true, whether written as an attribute or as a string in
 * data-config (as src/schemas/markup.ts reads them). Any other string is left for the schema to refuse, naming the attribute: `data-quantity is invalid
 * (Invalid type: Expected number but received "two")`. Changes `raw` in place.
 */
function coerceOptions(raw: Record<string, unknown>, entries: v.ObjectEntries): void {
  for (const key in entries) {
    let schema = entries[key] as { type: string; wrapped?: v.GenericSchema };
    while (schema.wrapped) schema = schema.wrapped as typeof schema;
    const markup = schema.type == 'number' ? markupNumber() : schema.type == 'boolean' && markupBoolean();
    const read = typeof raw[key] == 'string' && markup && v.safeParse(markup, raw[key]);
    if (read && read.success) raw[key] = read.output;
  }
}

/**
 * A marker's `data-hydrate` that is no moment: the loader used the widget's own moment (loader/runtime.ts); said
 * here, for each marker, when its widget's code has arrived (the loader's budget has no room for the sentence).
 */
export function warnHydrate(name: string, element: Element): void {
  const asked = element.getAttribute('data-hydrate');
  if (asked && !/^(load|idle|visible|interaction)$/.test(asked))
    console.warn(`storefront: widget "${name}": data-hydrate="${asked}" is not a moment; its own is used.`, element);
}

/** The definition keeps its name's literal type (`name: 'menu_basket'`), so the build can check it against the folder's. */
export function defineWidget<S extends v.GenericSchema, P extends Parts = Record<never, never>, const N extends string = string>(
  spec: WidgetSpec<S, P, N>,
): WidgetDefinition<v.InferOutput<S>> & { name: N } {
  // The option names the widget knows: a data-config key outside them is an error (other data-* attributes may be
  // the theme's own).
  const entries = 'entries' in spec.schema ? (spec.schema as unknown as v.ObjectSchema<v.ObjectEntries, undefined>).entries : undefined;
  const options = entries && Object.keys(entries);
  return {
    name: spec.name,
    parseConfig(given, element, jsonKeys = []): ConfigResult<v.InferOutput<S>> {
      warnHydrate(spec.name, element);
      const raw = { ...given };
      const overrides = takeOverrides(raw);
      const overrideError = overrides.error ?? checkOverrides(spec.parts ?? {}, overrides.value, element.ownerDocument);
      if (overrideError) return { ok: false, message: overrideError };
      const unknownKey = options && jsonKeys.find((key) => key !== 'parts' && !options.includes(key));
      if (unknownKey) return { ok: false, message: `data-config → ${unknownKey} is not an option (${options.join(', ') || 'none'})` };
      if (entries) coerceOptions(raw, entries);
      const result = v.safeParse(spec.schema, raw);
      if (!result.success) {
        const issue = result.issues[0];
        return {
          ok: false,
          message: `${attributeFor(
            element,
            (issue.path ?? []).map((p) => String(p.key)),
          )} is invalid (${issue.message})`,
        };
      }
      const selectors = (overrides.value ?? {}) as PartOverrides;
      const found = spec.parts && findParts(element, spec.parts, selectors, spec.partsOptional);
      if (found && !found.ok) return { ok: false, message: `the marker needs ${found.missing}` };
      const skipped = spec.skip?.(element);
      if (skipped) return { ok: false, message: skipped };
      if (spec.onePerPage) {
        const first = Array.from(clean(element.ownerDocument).querySelectorAll(`[data-widget="${spec.name}"]`)).find((m) => !isIgnored(m));
        if (first && first !== element) return { ok: false, message: 'one per page, and another marker of this widget comes first' };
      }
      overridesOf.set(element, selectors);
      return { ok: true, value: result.output };
    },
    // The page's texts load (a small chunk, once per page) before the widget renders any of them. Each widget then
    // mounts in a task of its own: widgets whose chunks arrive together never add up to one long task.
    async mount(element, context) {
      await loadLanguage(getPage().language);
      await yieldToMain();
      // The parts as they are now (checked with the configuration; a marker's content may have changed since).
      const start = performance.now();
      const found = findParts(element, spec.parts ?? ({} as P), overridesOf.get(element), spec.partsOptional);
      if (!found.ok) throw new Error(`widget "${spec.name}": the marker needs ${found.missing}`);
      try {
        // Its own reports name it (storefront:error's widget and phase, src/net/error-log.ts).
        const report = context.reportError as Report;
        return await spec.mount(element, { ...context, parts: found.parts, reportError: (error) => report(error, spec.name, 'run') });
      } finally {
        // The mount's own time (its first task and what it awaited), for the bench and the browser's performance panel.
        performance.measure(`storefront:mount ${spec.name}`, { start });
      }
    },
  };
}
