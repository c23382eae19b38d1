/**
 * defineWidget: pairs a widget's valibot configuration schema with its mount function.
 * Lives in widget chunks (never in the loader), so valibot loads only with the first widget.
 */
import * as v from 'valibot';
import type { ConfigResult, WidgetContext, WidgetDefinition, Unmount } from './widget';
import { getPage } from './page-config';
import { loadLanguage } from './i18n';

export interface WidgetSpec<S extends v.GenericSchema> {
  name: string;
  schema: S;
  mount(element: HTMLElement, context: WidgetContext<v.InferOutput<S>>): Unmount | void | Promise<Unmount | void>;
}

export function defineWidget<S extends v.GenericSchema>(spec: WidgetSpec<S>): WidgetDefinition<v.InferOutput<S>> {
  return {
    name: spec.name,
    parseConfig(raw): ConfigResult<v.InferOutput<S>> {
      const result = v.safeParse(spec.schema, raw);
      if (result.success) return { ok: true, value: result.output };
      const issue = result.issues[0];
      return { ok: false, path: (issue.path ?? []).map((p) => String(p.key)), message: issue.message };
    },
    options: 'entries' in spec.schema ? Object.keys((spec.schema as unknown as v.ObjectSchema<v.ObjectEntries, undefined>).entries) : undefined,
    // The page's texts load (a small chunk, once per page) before the widget renders any of them.
    async mount(element, context) {
      await loadLanguage(getPage().language);
      return spec.mount(element, context);
    },
  };
}

/**
 * Schema helpers for values that come from markup: data-* attributes are strings, so numbers and
 * booleans are accepted both as JSON values (from data-config) and as their string spellings.
 */
export const markupNumber = () =>
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^-?\d+(\.\d+)?$/, 'expected a number'))]),
    v.transform((x) => Number(x)),
  );

export const markupBoolean = () =>
  v.pipe(
    v.union([v.boolean(), v.picklist(['true', 'false', ''])]),
    v.transform((x) => x === true || x === 'true' || x === ''),
  );
