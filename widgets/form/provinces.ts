/**
 * Provinces per country (the Standard template's address step, standard-template.md "Registration form"): each
 * `[data-region-province=<country id>]` block holds the province control of one country. Only the block of the
 * country chosen in the form's country select (`select[data-name="region"]`, numeric ids) is shown and enabled; the
 * others get the template's `--hidden` class and `hidden`, and their controls `disabled`, so they are neither checked
 * nor submitted. Nothing is cleared: a value chosen in a hidden block is there again when its country comes back.
 * Runs on mount, on every change of the country select and whenever fields arrive (the platform clones its
 * `<template>`s in later). A control the server rendered disabled stays disabled.
 */
import { isCountryId } from './rules';
import { CONTROLS, type Control } from './fields';

const PROVINCE = '[data-region-province]';
export const REGION_SELECT = 'select[data-name="region"]';

export interface Provinces {
  /** Shows the chosen country's province block, hides and disables the others; returns the controls hidden now. */
  sync(): Control[];
  /** Puts every block and control back as it was served. */
  restore(): void;
}

export function provinces(form: HTMLFormElement): Provinces {
  /** Each block's served state (the template's `--hidden` class, `hidden`), taken the first time it is seen. */
  const served = new Map<HTMLElement, { cls: boolean; attr: boolean }>();
  /** Controls disabled by us (never those the server disabled). */
  const disabledByUs = new Set<Control>();

  const controlsOf = (block: HTMLElement): Control[] => [...(block.matches(CONTROLS) ? [block as Control] : []), ...block.querySelectorAll<Control>(CONTROLS)];

  function shown(block: HTMLElement, on: boolean, out: Control[]) {
    if (!served.has(block)) served.set(block, { cls: block.classList.contains('--hidden'), attr: block.hasAttribute('hidden') });
    block.classList.toggle('--hidden', !on);
    block.toggleAttribute('hidden', !on);
    for (const c of controlsOf(block)) {
      if (on) {
        if (disabledByUs.delete(c)) c.disabled = false;
      } else if (!c.disabled) {
        c.disabled = true;
        disabledByUs.add(c);
        out.push(c);
      } else if (disabledByUs.has(c)) out.push(c);
    }
  }

  return {
    sync() {
      const select = form.querySelector<HTMLSelectElement>(REGION_SELECT);
      const hidden: Control[] = [];
      if (!select) return hidden; // no country to follow: the blocks stay as served
      const id = select.value.trim();
      for (const block of form.querySelectorAll<HTMLElement>(PROVINCE)) {
        if (block.closest('[data-widget-ignore]')) continue;
        const own = (block.getAttribute('data-region-province') ?? '').trim();
        shown(block, isCountryId(id) && isCountryId(own) && Number(own) === Number(id), hidden);
      }
      return hidden;
    },
    restore() {
      for (const [block, was] of served) {
        block.classList.toggle('--hidden', was.cls);
        block.toggleAttribute('hidden', was.attr);
      }
      for (const c of disabledByUs) c.disabled = false;
      served.clear();
      disabledByUs.clear();
    },
  };
}
