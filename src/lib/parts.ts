/**
 * Declared markup parts: the elements a widget needs in its marker, named once in its definition (as Horizon's
 * `requiredRefs`), found before it mounts. A marker missing a part is reported in one voice by the runtime —
 * `storefront: widget "menu_search": the marker needs its text input (input[name="text"], input[type="search"]);
 * the widget is skipped.` — and the server's markup stays as it is. DOM only, no React.
 */
export interface Part<E extends Element = HTMLElement> {
  /** What the part is, for the warning ("its text input"). */
  about: string;
  /** Where it is: a selector inside the marker; `:scope` is the marker itself (`:scope` alone: the marker). */
  selector: string;
  /** The element's type (e.g. HTMLInputElement); a match of another type does not count. */
  type?: abstract new () => E;
  /** The element must have text (whitespace aside). */
  text?: boolean;
}

export type Parts = Record<string, Part<Element>>;
export type FoundParts<P extends Parts> = { [K in keyof P]: P[K] extends Part<infer E> ? E : never };

/** A part: `part('its text input', 'input[name="text"], input[type="search"]', HTMLInputElement)`. */
export function part<E extends Element = HTMLElement>(about: string, selector: string, type?: abstract new () => E, options: { text?: boolean } = {}): Part<E> {
  return { about, selector, type, ...options };
}

function findOne(el: HTMLElement, p: Part<Element>): Element | null {
  const candidates = p.selector === ':scope' ? [el] : [...(el.matches(p.selector) ? [el] : []), ...Array.from(el.querySelectorAll(p.selector))];
  return candidates.find((c) => (!p.type || c instanceof p.type) && (!p.text || !!c.textContent?.trim())) ?? null;
}

/** The parts found, or what is missing ("its text input (input[name="text"])", joined by "and"). */
export function findParts<P extends Parts>(el: HTMLElement, parts: P): { ok: true; parts: FoundParts<P> } | { ok: false; missing: string } {
  const found: Record<string, Element> = {};
  const missing: string[] = [];
  for (const [name, p] of Object.entries(parts)) {
    const hit = findOne(el, p);
    if (hit) found[name] = hit;
    else missing.push(`${p.about} (${p.selector}${p.text ? ' with text' : ''})`);
  }
  return missing.length ? { ok: false, missing: missing.join(' and ') } : { ok: true, parts: found as FoundParts<P> };
}
