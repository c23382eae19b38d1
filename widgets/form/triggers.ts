/**
 * When checks run (spec §4 "Form fields"): typing re-checks the fields that depend on what changed,
 * after DEBOUNCE_MS; several fields changed at once (autofill) clear every state and re-check the whole
 * form quietly; a select, checkbox or radio re-checks on change, a file input checks its files; a
 * changed country id in an input's data-region (the platform's scripts keep it in step with the
 * country select) re-checks the fields that have a value; leaving a field after typing checks it at once.
 * Fields the platform clones in later are taken in as they appear. A country change (and fields arriving) also
 * shows that country's province block and hides the others (provinces.ts).
 */
import { DEBOUNCE_MS, isAutofill, isCountryId } from './rules';
import { CONTROLS, isEmpty, type Control, type Field, type Fields } from './fields';

import { REGION_SELECT } from './provinces';
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
  /** Shows the chosen country's province block (provinces.ts): on a country change and when fields arrive. */
  syncProvinces: () => void = () => {},
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

  /** The checks waiting for the debounce, now (a field left after typing). */
  function flushPending() {
    if (!pending.size) return;
    clearTimeout(debounce);
    const targets = [...pending];
    pending.clear();
    run(targets);
  }

  function onChange(event: Event) {
    const el = event.target as Control;
    if (!(el instanceof Element) || !el.matches(CONTROLS)) return;
    if (el instanceof HTMLInputElement && el.type === 'file') return onFile(el);
    if (el instanceof HTMLSelectElement && el.matches(REGION_SELECT)) {
      followCountry(el);
      syncProvinces();
    }
    if (el instanceof HTMLSelectElement || (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio'))) {
      const targets = fields.owners(el).filter((f) => f.el === el || f.el.value.trim());
      if (targets.length) run(targets);
    } else if (changed.length) {
      // The value was committed (the field left): the typed changes are checked now rather than after the wait.
      flushScheduled = false;
      flushChanged();
      flushPending();
    } else flushPending();
  }

  /**
   * The country select (`select[data-name=region]`): every input holding a numeric country id in data-region takes
   * the new one, as the platform's address module does (idempotent beside it); the region observer re-checks them.
   */
  function followCountry(select: HTMLSelectElement) {
    const id = select.value.trim();
    if (!isCountryId(id)) return;
    for (const input of form.querySelectorAll<HTMLInputElement>('input[data-region]'))
      if (isCountryId((input.getAttribute('data-region') ?? '').trim()) && input.getAttribute('data-region') !== id) input.setAttribute('data-region', id);
  }

  /**
   * Fields added after the start (the platform clones its <template>s into the form's steps): taken in at once,
   * and those that arrive with a value are checked quietly (an empty one is not flagged until submit). Removed
   * fields are forgotten. Nothing is re-created: values typed stay.
   */
  const fieldObserver = new MutationObserver((records) => {
    let removed = false;
    let arrived = false;
    const added: Field[] = [];
    for (const r of records) {
      removed ||= r.removedNodes.length > 0;
      for (const node of r.addedNodes)
        if (node instanceof Element) {
          arrived = true;
          added.push(...fields.adopt(node));
        }
    }
    if (removed) fields.prune();
    if (arrived) syncProvinces();
    const filled = added.filter((f) => !isEmpty(f) && f.el.isConnected);
    if (filled.length) run(filled, true);
  });
  fieldObserver.observe(form, { childList: true, subtree: true });

  const regionObserver = new MutationObserver((records) => {
    const targets = new Set<Field>();
    for (const r of records) {
      const f = fields.all.get(r.target as Control);
      if (f && f.el.value.trim() && f.el.getAttribute('data-region') !== r.oldValue) targets.add(f);
    }
    if (targets.size) run(targets);
  });
  regionObserver.observe(form, { subtree: true, attributes: true, attributeFilter: ['data-region'], attributeOldValue: true });
  signal.addEventListener(
    'abort',
    () => {
      regionObserver.disconnect();
      fieldObserver.disconnect();
    },
    { once: true },
  );
  form.addEventListener('input', onInput, { signal });
  form.addEventListener('change', onChange, { signal });

  return {
    cancel() {
      clearTimeout(debounce);
      pending.clear();
    },
    stop() {
      regionObserver.disconnect();
      fieldObserver.disconnect();
      clearTimeout(debounce);
    },
  };
}
