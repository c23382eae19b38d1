/**
 * Declared markup parts: the elements a widget needs, named once in its definition (as Horizon's `requiredRefs`),
 * found before it mounts. The defaults are the platform's Standard template's own ids, classes and attributes
 * (../shared/notes/standard-template.md); a theme with other markup overrides a part's selector in the marker's
 * options, `data-parts='{"badge": ".my-badge"}'` (or `"parts"` in data-config). One mechanism for every widget.
 *
 * A marker missing a required part is reported in one voice by the runtime —
 * `storefront: widget "menu_search": the marker needs its text input (input[name="text"]); the widget is skipped.` —
 * and the server's markup stays as it is. A widget whose parts are all optional and finds none of them is skipped
 * the same way ("mounted" never means "did nothing"). Lookups never enter a `data-widget-ignore` subtree (merchant
 * or customer content: docs/architecture.md, "Trust"). DOM only, no React.
 */
import { clean } from './dom';
export interface Part<E extends Element = HTMLElement> {
  /** What the part is, for the warning ("its text input"). */
  about: string;
  /** Where it is: a selector inside the marker; `:scope` is the marker itself (`:scope` alone: the marker). */
  selector: string;
  /** The element's type (e.g. HTMLInputElement); a match of another type does not count. */
  type?: abstract new () => E;
  /** The element must have text (whitespace aside). */
  text?: boolean;
  /** Not needed: found as null (or an empty list) when missing. */
  optional?: boolean;
  /** Every match, in document order (a required one needs at least one). */
  many?: boolean;
  /** Searched in the whole document rather than inside the marker (an opener or a panel the template keeps apart). */
  document?: boolean;
}

export type Parts = Record<string, Part<Element>>;

type Found<P> = P extends Part<infer E> ? (P extends { many: true } ? E[] : P extends { optional: true } ? E | null : E) : never;
export type FoundParts<P extends Parts> = { [K in keyof P]: Found<P[K]> };

/** Selector overrides from a marker: part name → selector. */
export type PartOverrides = Record<string, string>;

/**
 * A part: `part('its text input', 'input[name="text"]', HTMLInputElement)`; options `{ optional, many, document,
 * text }` (written as literal `true`, so the found type follows).
 */
export function part<E extends Element = HTMLElement, O extends Omit<Part<E>, 'about' | 'selector' | 'type'> = Record<never, never>>(
  about: string,
  selector: string,
  type?: abstract new () => E,
  options?: O,
): NoInfer<Part<E> & O> {
  return { about, selector, type, ...(options as O) };
}

/** Inside a subtree the theme marked as merchant or customer content (never a widget's part). */
export function isIgnored(node: Element): boolean {
  return !!node.closest('[data-widget-ignore]');
}

/**
 * The first element a selector finds outside shop content (`[data-widget-ignore]`): a widget's lookup by id or
 * selector never lands on a planted decoy that comes first in the document. An invalid selector throws, as
 * querySelector does.
 */
export function findOutsideIgnored<E extends Element = HTMLElement>(selector: string, root: ParentNode = document): E | null {
  for (const el of clean(root).querySelectorAll<E>(selector)) if (!isIgnored(el)) return el;
  return null;
}

/** The element of an id outside shop content (see findOutsideIgnored); none for an empty id. */
export const byIdOutsideIgnored = <E extends Element = HTMLElement>(id: string): E | null => (id ? findOutsideIgnored<E>(`#${CSS.escape(id)}`) : null);

function matches(el: Element, selector: string): Element[] {
  if (selector === ':scope') return [el];
  const own = clean(el);
  return [...(own.matches(selector) ? [el] : []), ...Array.from(own.querySelectorAll(selector))];
}

function findAll(el: HTMLElement, p: Part<Element>, selector: string): Element[] {
  const candidates = p.document ? Array.from(clean(el.ownerDocument).querySelectorAll(selector)) : matches(el, selector);
  return candidates.filter((c) => (!p.type || c instanceof p.type) && (!p.text || !!c.textContent?.trim()) && (c === el || !isIgnored(c)));
}

/** Checks marker overrides: each names a declared part and is a valid selector. An error message, or undefined. */
export function checkOverrides(parts: Parts, overrides: unknown, doc: Document = document): string | undefined {
  if (overrides === undefined) return undefined;
  if (!overrides || typeof overrides !== 'object' || Array.isArray(overrides)) return 'data-parts must be a JSON object of part names and selectors';
  for (const [name, selector] of Object.entries(overrides)) {
    if (!Object.hasOwn(parts, name)) return `data-parts → ${name} is not a part (${Object.keys(parts).join(', ') || 'none'})`;
    if (typeof selector !== 'string' || !selector.trim()) return `data-parts → ${name} must be a selector`;
    try {
      clean(doc).createDocumentFragment().querySelector(selector);
    } catch {
      return `data-parts → ${name} is not a valid selector (${selector})`;
    }
  }
  return undefined;
}

/**
 * The parts found, or what is missing ("its text input (input[name="text"])", joined by "and"); a widget whose
 * parts are all optional and finds none is missing them all, unless `noneIsFine`.
 */
export function findParts<P extends Parts>(
  el: HTMLElement,
  parts: P,
  overrides: PartOverrides = {},
  noneIsFine = false,
): { ok: true; parts: FoundParts<P> } | { ok: false; missing: string } {
  const found: Record<string, Element | Element[] | null> = {};
  const missing: string[] = [];
  const tried: string[] = [];
  let any = false;
  let allOptional = true;
  for (const [name, p] of Object.entries(parts)) {
    const selector = overrides[name] ?? p.selector;
    const hits = findAll(el, p, selector);
    const label = `${p.about} (${selector}${p.text ? ' with text' : ''})`;
    tried.push(label);
    if (!p.optional) allOptional = false;
    if (hits.length) any = true;
    else if (!p.optional) missing.push(label);
    found[name] = p.many ? hits : (hits[0] ?? null);
  }
  if (missing.length) return { ok: false, missing: missing.join(' and ') };
  if (allOptional && tried.length && !any && !noneIsFine) return { ok: false, missing: `one of ${tried.join(', ')}` };
  return { ok: true, parts: found as FoundParts<P> };
}
