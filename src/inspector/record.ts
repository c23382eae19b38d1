/**
 * The inspector's recorder: from the moment it is installed, every console warning and error the page writes, and
 * every `storefront:error`, is kept (the console still gets them), attributed to the marker it names: the element
 * passed with it, or the `widget "name"` its text names. Installed once; `?storefront-debug` installs it before the
 * loader's first scan, so it sees every marker's warnings; `storefront.inspect()` later sees those from then on.
 */
import type { ErrorDetail } from '../net/error-log';
import { doc } from '../lib/dom';

export interface Note {
  level: 'warning' | 'error';
  text: string;
  /** The marker it belongs to (the element given with it, or the marker the element is in). */
  marker?: Element;
  /** The widget its text names (`storefront: widget "menu_search": …`), when no element was given. */
  widget?: string;
}

/** One console argument as text: an element as its tag and marker, an error as its message. */
export function argText(arg: unknown): string {
  if (arg instanceof Element) {
    const name = arg.getAttribute('data-widget');
    return name ? `<${arg.localName} data-widget="${name}">` : `<${arg.localName}>`;
  }
  if (arg instanceof Error) return `${arg.name}: ${arg.message}`;
  if (typeof arg === 'string') return arg;
  try {
    return JSON.stringify(arg) ?? String(arg);
  } catch {
    return String(arg);
  }
}

/** The note for a console call, or undefined when it is none of the bundle's (`storefront…` text first). */
export function noteOf(level: Note['level'], args: unknown[]): Note | undefined {
  const [first] = args;
  if (typeof first !== 'string' || !first.startsWith('storefront')) return undefined;
  const el = args.find((a): a is Element => a instanceof Element);
  const widget = /widget "([a-z][a-z0-9_]*)"/.exec(first)?.[1];
  return { level, text: args.map(argText).join(' '), marker: el?.closest('[data-widget]') ?? el, widget };
}

const notes: Note[] = [];
const listeners = new Set<() => void>();
let installed = false;

const changed = () => listeners.forEach((listener) => listener());

/** Installs the recorder (once a page). */
export function record(): void {
  if (installed) return;
  installed = true;
  for (const [method, level] of [
    ['warn', 'warning'],
    ['error', 'error'],
  ] as const) {
    const original = console[method];
    console[method] = (...args: unknown[]) => {
      original.apply(console, args);
      const note = noteOf(level, args);
      if (note) {
        notes.push(note);
        changed();
      }
    };
  }
  // A widget's reported failure (the runtime also says it in the console; the report has the phase).
  doc.addEventListener('storefront:error', (event: Event) => {
    const { widget, phase, error } = (event as CustomEvent<ErrorDetail>).detail;
    notes.push({ level: 'error', text: `reported (${phase}): ${argText(error)}`, widget });
    changed();
  });
}

/** What was recorded so far, oldest first. */
export const recorded = (): readonly Note[] => notes;

/** Calls `listener` after each new note; answers the unsubscribe. */
export function onNote(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
