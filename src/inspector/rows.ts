/**
 * What the inspector shows, as data: one row a marker on the page, from what the runtime wrote on it (its
 * `data-widget-state`), the registry (its moment, a built-in's chunk or a shop's inline widget), the browser's resource
 * and measure entries (the chunk file fetched, the mount's time) and the recorded notes (why it was skipped, what it
 * failed with, its warnings). The loader keeps nothing for it.
 */
import type { Note } from './record';
import { HYDRATE_MOMENTS, type RegistryEntry } from '../widget';

export interface Row {
  el: Element;
  name: string;
  /**
   * Its `data-widget-state`; `ignored` for a marker inside `[data-widget-ignore]` (never brought to life), `not set up`
   * for one the loader has not scanned yet.
   */
  state: string;
  moment: string;
  /** The file its code came from, `inline` for a widget a page script registered, '' when not loaded (yet). */
  chunk: string;
  /** The mount's time, ms (each mount of the widget's markers, in order), '' when none. */
  mount: string;
  /** Why it is skipped or failed, then its warnings and errors. */
  notes: string[];
}

/** What the rows are made of (the browser's, in the page; given by the tests). */
export interface Sources {
  /** Every `[data-widget]` element of the page, in document order. */
  elements: Element[];
  registry: Map<string, RegistryEntry>;
  /** The names of the scripts fetched (resource entries). */
  scripts: string[];
  /** `storefront:mount <name>` measures: name → durations (ms), in order. */
  mounts: Map<string, number[]>;
  notes: readonly Note[];
  /** Why each skipped marker was skipped, asked again of its widget (src/inspector/inspector.ts). */
  reasons: Map<Element, string>;
}

/** The chunk a built-in widget's code came from: its own (`name-hash.js`) or the core chunk, once fetched. */
function chunkOf(name: string, entry: RegistryEntry | undefined, scripts: string[]): string {
  if (!entry) return '';
  if (!('load' in entry)) return 'inline';
  const file = (pattern: RegExp) => scripts.map((s) => s.slice(s.lastIndexOf('/') + 1).split('?')[0]).find((f) => pattern.test(f)) ?? '';
  return file(new RegExp(`^${name}-[\\w-]{6}\\.js$`)) || file(/^core-[\w-]{6}\.js$/);
}

export function rows({ elements, registry, scripts, mounts, notes, reasons }: Sources): Row[] {
  const stateOf = (el: Element) => (el.closest('[data-widget-ignore]') ? 'ignored' : (el.getAttribute('data-widget-state') ?? 'not set up'));
  return elements.map((el) => {
    const name = el.getAttribute('data-widget') ?? '';
    const state = stateOf(el);
    const entry = registry.get(name);
    const own: string[] = [];
    if (state === 'ignored') own.push('inside [data-widget-ignore]: shop content, never brought to life');
    else if (state === 'unknown') own.push(`no widget is named "${name}"`);
    else if (state === 'skipped' && reasons.has(el) && !notes.some((n) => n.marker === el && n.text.includes(reasons.get(el)!)))
      own.push(`skipped: ${reasons.get(el)}`);
    else if (state === 'failed' && !notes.some((n) => n.marker === el || n.widget === name))
      own.push('failed: what with was said in the console before the inspector was open');
    // Its notes: given with its element, or naming its widget when no element was (once a widget, for its first marker).
    const first = elements.find((e) => e.getAttribute('data-widget') === name && stateOf(e) !== 'ignored') === el;
    for (const note of notes) if (note.marker ? note.marker === el : first && note.widget === name) own.push(`${note.level}: ${note.text}`);
    // Its moment as the runtime chose it (loader/runtime.ts): a valid data-hydrate, else the widget's own.
    const asked = el.getAttribute('data-hydrate');
    return {
      el,
      name,
      state,
      moment: state !== 'ignored' && entry ? (asked && (HYDRATE_MOMENTS as readonly string[]).includes(asked) ? asked : entry.hydrate) : '',
      chunk: state === 'mounted' || state === 'failed' ? chunkOf(name, entry, scripts) : '',
      mount: state === 'mounted' ? (mounts.get(name) ?? []).map((ms) => `${ms.toFixed(1)} ms`).join(', ') : '',
      notes: own,
    };
  });
}

/** Notes no marker row shows: the page's (a batch that failed, the page configuration's problems). */
export function pageNotes(notes: readonly Note[], shown: Row[]): Note[] {
  const names = new Set(shown.map((r) => r.name));
  const els = new Set(shown.map((r) => r.el));
  return notes.filter((n) => !(n.marker && els.has(n.marker)) && !(n.widget && names.has(n.widget)));
}
