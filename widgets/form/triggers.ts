/**
 * When checks run (spec §4 "Form fields"): typing re-checks the fields that depend on what changed,
 * after DEBOUNCE_MS; several fields changed at once (autofill) clear every state and re-check the whole
 * form quietly; a select, checkbox or radio re-checks on change, a file input checks its files; a
 * changed country id in an input's data-region (the platform's scripts keep it in step with the
 * country select) re-checks the fields that have a value.
 */
import { DEBOUNCE_MS, isAutofill } from './rules';
import { CONTROLS, type Control, type Field, type Fields } from './fields';
import { clear } from './render';
import type { Validate } from './validate';

export interface Triggers {
  /** Drops the checks waiting for the debounce (a submit checks everything). */
  cancel(): void;
  stop(): void;
}

export function triggers(
  form: HTMLFormElement,
  fields: Fields,
  validate: Validate,
  onFile: (el: HTMLInputElement) => void,
  signal: AbortSignal,
  reportError: (error: unknown) => void,
): Triggers {
  const pending = new Set<Field>();
  let debounce: ReturnType<typeof setTimeout> | undefined;
  let changed: Control[] = [];
  let flushScheduled = false;
  const run = (targets: Iterable<Field>, quiet?: boolean) => void validate(targets, quiet).catch(reportError);

  function flushChanged() {
    flushScheduled = false;
    const batch = changed;
    changed = [];
    if (isAutofill(batch.map((el) => ({ autocomplete: el.getAttribute('autocomplete') ?? '' })))) {
      // Autofill (spec §4): clear every state and revalidate the whole form.
      clearTimeout(debounce);
      pending.clear();
      for (const f of fields.all.values()) clear(f);
      run(fields.all.values(), true);
      return;
    }
    for (const el of batch) for (const f of fields.owners(el)) pending.add(f);
    if (!pending.size) return;
    clearTimeout(debounce);
    debounce = setTimeout(() => {
      const targets = [...pending];
      pending.clear();
      run(targets);
    }, DEBOUNCE_MS);
  }

  function onInput(event: Event) {
    const el = event.target as Control;
    if (!(el instanceof Element) || !el.matches(CONTROLS)) return;
    if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio' || el.type === 'file')) return;
    if (el instanceof HTMLSelectElement) return; // selects are handled on change
    if (!changed.includes(el)) changed.push(el);
    if (!flushScheduled) {
      flushScheduled = true;
      setTimeout(flushChanged, 0);
    }
  }

  function onChange(event: Event) {
    const el = event.target as Control;
    if (!(el instanceof Element) || !el.matches(CONTROLS)) return;
    if (el instanceof HTMLInputElement && el.type === 'file') return onFile(el);
    if (el instanceof HTMLSelectElement || (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio'))) {
      const targets = fields.owners(el).filter((f) => f.el === el || f.el.value.trim());
      if (targets.length) run(targets);
    }
  }

  const regionObserver = new MutationObserver((records) => {
    const targets = new Set<Field>();
    for (const r of records) {
      const f = fields.all.get(r.target as Control);
      if (f && f.el.value.trim() && f.el.getAttribute('data-region') !== r.oldValue) targets.add(f);
    }
    if (targets.size) run(targets);
  });
  regionObserver.observe(form, { subtree: true, attributes: true, attributeFilter: ['data-region'], attributeOldValue: true });
  signal.addEventListener('abort', () => regionObserver.disconnect(), { once: true });
  form.addEventListener('input', onInput, { signal });
  form.addEventListener('change', onChange, { signal });

  return {
    cancel() {
      clearTimeout(debounce);
      pending.clear();
    },
    stop() {
      regionObserver.disconnect();
      clearTimeout(debounce);
    },
  };
}
