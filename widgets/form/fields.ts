/**
 * The form's fields as its markup declares them (docs/widgets/form.md): the controls that are checked (the
 * platform's `.--validate` / `data-graphql` / `data-concat-to`, or data-validate, data-match, data-rules, required,
 * minlength, maxlength, file inputs) and the joined fields of streets, each with its message element (the
 * template's `.f-message`, or one added and tied by aria-describedby), and what a check reads of a field, from the
 * markup as it is when the check runs. Fields may come later (the platform clones its `<template>`s into the form):
 * `adopt` takes in the controls of an added subtree, `prune` forgets the removed ones.
 */
import { warnOnce } from '../../src/lib/report';
import { findOutsideIgnored } from '../../src/lib/parts';
import { checkedTypes, countryId, isCountryId, localProblem, type Problem } from './rules';
import type { CheckField } from './plan';
import { doc } from '../../src/lib/dom';

export type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export const CONTROLS = 'input:not([type=hidden]):not([type=submit]):not([type=button]):not([type=reset]):not([type=image]),select,textarea';

export interface Field extends CheckField<Field> {
  el: Control;
  container: HTMLElement;
  message: HTMLElement;
  createdMessage: boolean;
  addedDescribedBy: boolean;
  /** Bumped on each validation run that covers the field; older results are dropped. */
  seq: number;
  /** A problem another field's check put here (no_street_number on the number field). */
  external: Problem | null;
}

export interface Fields {
  all: Map<Control, Field>;
  /** The field of a control, made when the form did not check it yet. */
  add(el: Control): Field;
  /** The control a selector attribute of `el` names (in the form first, then the page). */
  ref(el: Control, attr: string): Control | null;
  /** The fields whose check depends on a changed control. */
  owners(el: Control): Field[];
  /** Takes in the checked controls of a subtree added to the form (and the form's own at the start); returns the new fields. */
  adopt(root: ParentNode): Field[];
  /** Forgets the fields whose control left the page. */
  prune(): void;
}

const isCheckable = (el: Control) => el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio');

/** Nothing entered: a checkbox or radio unchecked, or a blank value. */
export const isEmpty = ({ el }: Field) => (isCheckable(el) ? !(el as HTMLInputElement).checked : !el.value.trim());

const managed = (el: Control): boolean =>
  el.classList.contains('--validate') ||
  el.hasAttribute('data-graphql') ||
  el.hasAttribute('data-concat-to') ||
  el.hasAttribute('data-validate') ||
  el.hasAttribute('data-match') ||
  el.hasAttribute('data-rules') ||
  el.required ||
  el.hasAttribute('minlength') ||
  el.hasAttribute('maxlength') ||
  (el instanceof HTMLInputElement && el.type === 'file');

let uid = 0;

/** The attribute naming a field's joined part (street number, phone prefix): the platform's data-concat-from, or data-concat. */
const joinAttr = (el: Element) => (el.hasAttribute('data-concat-from') ? 'data-concat-from' : 'data-concat');
/** The attribute naming the other half of login + password: the platform's data-concat-password (on the login) / data-concat-login (on the password), or data-linked. */
const linkAttr = (el: Element) =>
  el.hasAttribute('data-concat-password') ? 'data-concat-password' : el.hasAttribute('data-concat-login') ? 'data-concat-login' : 'data-linked';
/** The element a field's state classes go on: the template's .f-feedback, else the field's box. */
const CONTAINERS = '.f-feedback, [data-field], .field, .f-group';

export function readFields(form: HTMLFormElement): Fields {
  const all = new Map<Control, Field>();
  const ref = (el: Control, attr: string): Control | null => {
    const sel = el.getAttribute(attr);
    if (!sel) return null;
    try {
      const found = form.querySelector(sel) ?? findOutsideIgnored(sel);
      return found && found.matches(CONTROLS) ? (found as Control) : null;
    } catch {
      warnOnce(`form:${attr}:${sel}`, `storefront: form: ${attr}="${sel}" is not a valid selector; ignored.`);
      return null;
    }
  };
  /** The country field a data-region names (none when data-region holds the id itself). */
  const regionField = (el: Control): Control | null => (isCountryId((el.getAttribute('data-region') ?? '').trim()) ? null : ref(el, 'data-region'));
  /** The field's numeric country id: data-region itself, or the value of the field it names. */
  const regionOf = (el: Control): number | undefined => {
    const attr = el.getAttribute('data-region');
    if (attr === null) return undefined;
    const { id, invalid } = countryId(attr, regionField(el)?.value);
    if (invalid !== undefined)
      warnOnce(`form:country:${invalid}`, `storefront: form: the country "${invalid}" of #${el.id} is not a numeric country id; checked without a country.`);
    return id;
  };
  function local(f: Field): Problem | null {
    const el = f.el;
    if (el instanceof HTMLInputElement && el.type === 'checkbox')
      return el.required && !el.checked ? { code: 'required', key: 'form.required_checkbox' } : null;
    if (el instanceof HTMLInputElement && el.type === 'file') return el.required && !el.files?.length ? { code: 'required', key: 'form.required' } : null;
    if (el instanceof HTMLSelectElement) return el.required && !el.value ? { code: 'choose_option', key: 'form.choose_option' } : null;
    const country = regionOf(el);
    const match = ref(el, 'data-match');
    const linked = ref(el, linkAttr(el));
    return localProblem({
      types: f.types,
      value: el.value,
      required: el.required,
      minLength: el.hasAttribute('minlength') ? Number(el.getAttribute('minlength')) : undefined,
      maxLength: el.hasAttribute('maxlength') ? Number(el.getAttribute('maxlength')) : undefined,
      invalidFormat: /\binvalid_format\b/.test(el.getAttribute('data-rules') ?? ''),
      hasRegion: country !== undefined,
      mustEqual: match ? match.value : undefined,
      linkedLogin: f.types.includes('password') && linked ? linked.value : undefined,
    });
  }

  const boxOf = (el: Control): HTMLElement => (el.closest(CONTAINERS) as HTMLElement | null) ?? el.parentElement ?? form;
  /**
   * A part (data-concat-to) drawn in the same box as the field it is joined into (a prefix beside the number in one
   * .f-feedback): not a field of its own, or the two would write one state and one message over each other (an
   * empty message on an invalid box). Its changes still re-check the field it names (owners).
   */
  const sharesBox = (el: Control): boolean => {
    if (!el.hasAttribute('data-concat-to')) return false;
    const main = ref(el, 'data-concat-to');
    return !!main && main !== el && boxOf(el).contains(main);
  };

  function add(el: Control): Field {
    const existing = all.get(el);
    if (existing) return existing;
    if (!el.id) el.id = `sf_field_${++uid}`;
    const container = boxOf(el);
    let message = container.querySelector<HTMLElement>(`#${CSS.escape(el.id)}_message, .f-message, .field__message`);
    const createdMessage = !message;
    if (!message) {
      // The template's shape inside .f-feedback (div.f-message), else the widget's own.
      const template = container.matches('.f-feedback');
      message = doc.createElement(template ? 'div' : 'span');
      message.className = template ? 'f-message' : 'field__message';
      container.append(message);
    }
    if (!message.id) message.id = `${el.id}_message`;
    message.setAttribute('aria-live', 'polite');
    const described = (el.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    const addedDescribedBy = !described.includes(message.id);
    if (addedDescribedBy) el.setAttribute('aria-describedby', [...described, message.id].join(' '));
    const field: Field = {
      el,
      container,
      message,
      createdMessage,
      addedDescribedBy,
      // A part (data-concat-to: the phone prefix, the street number) is never checked as a type of its own.
      types: checkedTypes(el.getAttribute('data-graphql') ?? el.getAttribute('data-validate'), el.hasAttribute('data-concat-to')),
      seq: 0,
      external: null,
      get id() {
        return el.id;
      },
      get value() {
        return el.value;
      },
      get empty() {
        return isEmpty(field);
      },
      get problem() {
        return local(field);
      },
      get country() {
        return regionOf(el);
      },
      get joined() {
        return ref(el, joinAttr(el))?.value;
      },
      get linked() {
        const linked = ref(el, linkAttr(el));
        return linked ? { value: linked.value, field: all.get(linked) } : undefined;
      },
      get number() {
        const number = ref(el, joinAttr(el));
        return number ? all.get(number) : undefined;
      },
    };
    all.set(el, field);
    return field;
  }

  function adopt(root: ParentNode): Field[] {
    const before = new Set(all.values());
    const controls = [...(root instanceof Element && root.matches(CONTROLS) ? [root as Control] : []), ...root.querySelectorAll<Control>(CONTROLS)];
    // Never a control inside merchant or customer content (data-widget-ignore).
    for (const el of controls) if (managed(el) && !el.closest('[data-widget-ignore]') && !sharesBox(el)) add(el);
    // The joined fields (street number, phone prefix) show messages too (no_street_number).
    for (const f of [...all.values()]) {
      const joined = ref(f.el, joinAttr(f.el));
      if (joined && f.types.includes('street') && form.contains(joined) && !sharesBox(joined)) add(joined);
    }
    return [...all.values()].filter((f) => !before.has(f));
  }

  function prune() {
    for (const [el] of all) if (!el.isConnected || !form.contains(el)) all.delete(el);
  }

  adopt(form);

  function owners(el: Control): Field[] {
    const out: Field[] = [];
    const own = all.get(el);
    if (own) out.push(own);
    for (const f of all.values()) {
      if (f.el === el) continue;
      if (regionField(f.el) === el) out.push(f);
      // A part (street number, phone prefix) re-checks the field it is joined into once that one has a value.
      else if (ref(f.el, joinAttr(f.el)) === el) {
        if (f.el.value.trim()) out.push(f);
      }
      // A confirmation, or a password linked to this login, is re-checked when it has a value.
      else if ((ref(f.el, 'data-match') === el || (f.types.includes('password') && ref(f.el, linkAttr(f.el)) === el)) && f.el.value) out.push(f);
    }
    return out;
  }

  return { all, add, ref, owners, adopt, prune };
}
