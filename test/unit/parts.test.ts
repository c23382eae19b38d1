// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { findParts, part } from '../../src/lib/parts';
import { defineWidget } from '../../src/define-widget';
import * as v from 'valibot';

afterEach(() => document.body.replaceChildren());

function marker(html: string, tag = 'div'): HTMLElement {
  const el = document.createElement(tag);
  el.innerHTML = html;
  document.body.append(el);
  return el;
}

describe('declared markup parts', () => {
  it('finds each part inside the marker, or the marker itself, by selector and type', () => {
    const el = marker('<input name="text"><span class="x">a</span>', 'form');
    const found = findParts(el, { form: part('the form', ':scope', HTMLFormElement), input: part('its input', 'input[name="text"]', HTMLInputElement) });
    expect(found.ok && found.parts.form).toBe(el);
    expect(found.ok && found.parts.input).toBe(el.querySelector('input'));
  });

  it('names every missing part, with its selector, in one message', () => {
    const el = marker('<span class="tooltip__label"> </span>');
    const found = findParts(el, {
      label: part('a label', '.tooltip__label', HTMLElement, { text: true }),
      content: part('an explanation', '.tooltip__content', HTMLElement, { text: true }),
      form: part('to be a form', ':scope', HTMLFormElement),
    });
    expect(found).toEqual({
      ok: false,
      missing: 'a label (.tooltip__label with text) and an explanation (.tooltip__content with text) and to be a form (:scope)',
    });
  });

  it('a match of the wrong type does not count', () => {
    const el = marker('<div name="text"></div>');
    expect(findParts(el, { input: part('its input', '[name="text"]', HTMLInputElement) }).ok).toBe(false);
  });

  it('a widget with a missing part is skipped by its configuration check, naming the part; found parts come to mount', async () => {
    let got: unknown;
    const def = defineWidget({
      name: 'probe',
      schema: v.object({}),
      parts: { badge: part('its count badge', '.header__badge') },
      mount(_el, { parts }) {
        got = parts.badge;
      },
    });
    const bad = marker('<a href="/">x</a>');
    expect(def.parseConfig!({}, bad, [])).toEqual({ ok: false, message: 'the marker needs its count badge (.header__badge)' });
    const good = marker('<a href="/">x <span class="header__badge">1</span></a>');
    expect(def.parseConfig!({}, good, [])).toEqual({ ok: true, value: {} });
    const context = { name: 'probe', config: {}, batch: {} as never, signal: new AbortController().signal, reportError: () => {} };
    await def.mount(good, context);
    expect(got).toBe(good.querySelector('.header__badge'));
    // A part gone between the check and the mount: the mount fails (contained by the runtime), nothing half-done.
    good.querySelector('.header__badge')!.remove();
    got = undefined;
    await expect(def.mount(good, context)).rejects.toThrow('the marker needs its count badge');
    expect(got).toBeUndefined();
  });
});
