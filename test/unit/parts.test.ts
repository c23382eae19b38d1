// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
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

describe('the Standard template as defaults, a theme overriding them from the marker', () => {
  const spec = {
    name: 'probe',
    schema: v.object({ limit: v.optional(v.string()) }),
    parts: {
      badge: part('its count badge', '.badge', HTMLElement, { optional: true }),
      price: part('its total', '.top_basket__price', HTMLElement, { optional: true }),
    },
    mount() {},
  };

  it("a widget's own reports name it, with the run phase (storefront:error's detail, src/net/error-log.ts)", async () => {
    const def = defineWidget({
      name: 'probe_report',
      schema: v.object({}),
      mount(_el, { reportError }) {
        reportError(new Error('its request failed'));
      },
    });
    const report = vi.fn();
    await def.mount(marker(''), { name: 'probe_report', config: {}, batch: {} as never, signal: new AbortController().signal, reportError: report });
    expect(report).toHaveBeenCalledWith(new Error('its request failed'), 'probe_report', 'run');
  });

  it('a selector from data-parts (JSON) or data-config → parts replaces the default', async () => {
    let got: unknown;
    const def = defineWidget({ ...spec, mount: (_el, { parts }) => void (got = parts.badge) });
    const el = marker('<span class="my-badge">2</span>');
    expect(def.parseConfig!({ parts: '{"badge": ".my-badge"}' }, el, [])).toEqual({ ok: true, value: {} });
    await def.mount(el, { name: 'probe', config: {}, batch: {} as never, signal: new AbortController().signal, reportError: () => {} });
    expect(got).toBe(el.querySelector('.my-badge'));
    expect(def.parseConfig!({ parts: { badge: '.my-badge' }, limit: 'x' }, el, ['parts', 'limit'])).toEqual({ ok: true, value: { limit: 'x' } });
  });

  it('an override naming no part, not a selector or not JSON is a clear configuration error', () => {
    const def = defineWidget(spec);
    const el = marker('<span class="badge">2</span>');
    expect(def.parseConfig!({ parts: '{"bagde": ".x"}' }, el, [])).toEqual({ ok: false, message: 'data-parts → bagde is not a part (badge, price)' });
    expect(def.parseConfig!({ parts: '{"badge": "a[["}' }, el, [])).toEqual({ ok: false, message: 'data-parts → badge is not a valid selector (a[[)' });
    expect(def.parseConfig!({ parts: '{badge' }, el, [])).toEqual({ ok: false, message: 'data-parts is not valid JSON' });
    expect(def.parseConfig!({ parts: '[1]' }, el, [])).toEqual({ ok: false, message: 'data-parts must be a JSON object of part names and selectors' });
  });

  it('optional parts come as null; a widget that finds none of them is skipped, naming every selector tried', () => {
    const def = defineWidget(spec);
    expect(def.parseConfig!({}, marker('<span class="badge">1</span>'), [])).toEqual({ ok: true, value: {} });
    expect(def.parseConfig!({}, marker('<span>1</span>'), [])).toEqual({
      ok: false,
      message: 'the marker needs one of its count badge (.badge), its total (.top_basket__price)',
    });
    expect(findParts(marker('<span>1</span>'), spec.parts, {}, true)).toEqual({ ok: true, parts: { badge: null, price: null } });
  });

  it('many parts come as a list; document parts are found outside the marker', () => {
    const el = marker('<a class="item">1</a><a class="item">2</a>');
    marker('<button class="opener">open</button>');
    const found = findParts(el, {
      items: part('its items', '.item', HTMLElement, { many: true }),
      opener: part('an opener', '.opener', HTMLElement, { document: true }),
    });
    expect(found.ok && found.parts.items.map((i) => i.textContent)).toEqual(['1', '2']);
    expect(found.ok && found.parts.opener.textContent).toBe('open');
  });

  it('never takes a part from a data-widget-ignore subtree (merchant content), inside the marker or in the document', () => {
    const el = marker('<div data-widget-ignore><span class="badge">planted</span></div>');
    marker('<div data-widget-ignore><button class="opener">planted</button></div>');
    expect(findParts(el, { badge: part('its badge', '.badge') }).ok).toBe(false);
    expect(findParts(el, { opener: part('an opener', '.opener', HTMLElement, { document: true }) }).ok).toBe(false);
  });
});

describe('one per page', () => {
  it("a page-level widget (its parts are the page's own) mounts from the first marker outside data-widget-ignore only", () => {
    const def = defineWidget({ name: 'probe_page', schema: v.object({}), onePerPage: true, mount() {} });
    const planted = marker('<div data-widget="probe_page"></div>');
    planted.setAttribute('data-widget-ignore', '');
    const first = marker('');
    first.setAttribute('data-widget', 'probe_page');
    const second = marker('');
    second.setAttribute('data-widget', 'probe_page');
    expect(def.parseConfig!({}, first, [])).toEqual({ ok: true, value: {} });
    expect(def.parseConfig!({}, second, [])).toEqual({ ok: false, message: 'one per page, and another marker of this widget comes first' });
  });
});

describe('lookups outside shop content', () => {
  it('the first element a selector or an id finds outside [data-widget-ignore], never a decoy that comes first', async () => {
    const { byIdOutsideIgnored, findOutsideIgnored } = await import('../../src/lib/parts');
    document.body.innerHTML =
      '<div data-widget-ignore><p id="panel" class="x">decoy</p><div><span id="deep">decoy</span></div></div><p id="panel" class="x">real</p>';
    expect(byIdOutsideIgnored('panel')?.textContent).toBe('real');
    expect(findOutsideIgnored('.x')?.textContent).toBe('real');
    expect(byIdOutsideIgnored('deep')).toBeNull();
    expect(byIdOutsideIgnored('')).toBeNull();
    expect(byIdOutsideIgnored('missing')).toBeNull();
    expect(() => findOutsideIgnored('[')).toThrow();
  });
});
