// The checks of storefront.register (src/register-check.ts): each bad field is one message naming the field, the
// value and what was expected, and nothing else of the widget matters once one is found.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as v from 'valibot';
import { checkRegistration, replacedMessage, shown, WIDGET_NAME, BATCH_KEYS } from '../../src/register-check';
import { HYDRATE_MOMENTS } from '../../src/widget';

const mount = () => {};
const free = () => undefined;
const message = (widget: unknown, taken: Parameters<typeof checkRegistration>[1] = free) => {
  const result = checkRegistration(widget, taken);
  return result.ok ? 'ok' : result.message;
};

describe('checkRegistration', () => {
  it('takes a whole widget, with the defaults: no keys, hydrate load', () => {
    const result = checkRegistration({ name: 'stock_badge', mount }, free);
    expect(result).toEqual({ ok: true, widget: { name: 'stock_badge', keys: [], hydrate: 'load', schema: undefined, mount }, replaces: undefined });
    const full = checkRegistration({ name: 'b2', keys: ['Basket', 'Projector'], hydrate: 'visible', mount, replace: false }, free);
    expect(full.ok && full.widget).toMatchObject({ keys: ['Basket', 'Projector'], hydrate: 'visible' });
  });

  it('names the field, the value and what was expected, for each field', () => {
    const end = '; nothing is registered.';
    expect(message(null)).toBe(`storefront.register: the widget is null (expected an object { name, mount, keys?, hydrate?, schema?, replace? })${end}`);
    expect(message({ name: 'Stock-Badge', mount })).toBe(
      `storefront.register: name "Stock-Badge" is invalid (expected lower case letters, digits and _, starting with a letter, e.g. "stock_badge")${end}`,
    );
    expect(message({ mount })).toMatch(/^storefront\.register: name undefined is invalid/);
    expect(message({ name: 'x', keys: 'Basket', mount })).toBe(
      `storefront.register: widget "x": keys "Basket" is invalid (expected an array of batch keys: ${BATCH_KEYS.join(', ')})${end}`,
    );
    expect(message({ name: 'x', keys: ['Basket', 'basket'], mount })).toBe(
      `storefront.register: widget "x": keys holds "basket", which is not a batch key (expected some of ${BATCH_KEYS.join(', ')})${end}`,
    );
    expect(message({ name: 'x', keys: [undefined], mount })).toMatch(/keys holds undefined, which is not a batch key/);
    expect(message({ name: 'x', hydrate: 'later', mount })).toBe(
      `storefront.register: widget "x": hydrate "later" is invalid (expected one of ${HYDRATE_MOMENTS.join(', ')})${end}`,
    );
    expect(message({ name: 'x' })).toBe(
      `storefront.register: widget "x": mount undefined is invalid (expected a function (element, context) => unmount?)${end}`,
    );
    expect(message({ name: 'x', mount, hydarte: 'idle' })).toBe(
      `storefront.register: widget "x": "hydarte" is not a field of a widget (name, keys, hydrate, schema, mount, replace)${end}`,
    );
    expect(message({ name: 'x', mount, schema: {} })).toBe(
      `storefront.register: widget "x": schema {} is invalid (expected a valibot schema or a Standard Schema (v1))${end}`,
    );
    expect(message({ name: 'x', mount, schema: v.objectAsync({}) })).toMatch(
      /schema .* is invalid \(expected an asynchronous valibot schema|use the synchronous one/,
    );
    expect(message({ name: 'x', mount, replace: 1 })).toBe(`storefront.register: widget "x": replace 1 is invalid (expected true or false)${end}`);
  });

  it('keeps a taken name (a built-in, or a widget registered before) unless the widget says replace: true', () => {
    expect(message({ name: 'menu_basket', mount }, () => 'built-in')).toBe(
      'storefront.register: "menu_basket" is a built-in widget; it is kept and this one is not registered (give the widget replace: true to replace it).',
    );
    expect(message({ name: 'mine', mount, replace: false }, () => 'registered')).toMatch(
      /^storefront\.register: a widget named "mine" is already registered; it is kept/,
    );
    const replaced = checkRegistration({ name: 'menu_basket', mount, replace: true }, () => 'built-in');
    expect(replaced.ok && replaced.replaces).toBe('built-in');
    // The name's owner is asked only once everything else is good.
    expect(message({ name: 'menu_basket', hydrate: 'x', mount }, () => 'built-in')).toMatch(/hydrate "x" is invalid/);
  });

  it('replacing a built-in is a warning naming the widget it replaces; replacing the shop’s own is a note', () => {
    expect(replacedMessage('menu_basket', 'built-in')).toEqual({
      warn: true,
      message:
        'storefront.register: "menu_basket" replaces the bundle\'s built-in widget "menu_basket" (replace: true); markers set up from now on get the shop\'s widget, those already mounted keep the built-in.',
    });
    expect(replacedMessage('stock_badge', 'registered')).toEqual({
      warn: false,
      message:
        'storefront.register: "stock_badge" replaces the widget registered before of that name (replace: true); markers already on the page keep the former.',
    });
  });

  it('passes a valibot schema as it is, and makes a Standard Schema (zod, arktype…) one defineWidget runs', () => {
    const schema = v.object({ quantity: v.pipe(v.string(), v.transform(Number)) });
    const checked = checkRegistration({ name: 'x', schema, mount }, free);
    expect(checked.ok && checked.widget.schema).toBe(schema);

    const standard = {
      '~standard': {
        version: 1 as const,
        vendor: 'test',
        validate: (value: unknown) =>
          typeof (value as { n?: unknown }).n === 'string'
            ? { value: { n: Number((value as { n: string }).n) } }
            : { issues: [{ message: 'n must be a string', path: [{ key: 'n' }] }] },
      },
    };
    const adapted = checkRegistration({ name: 'x', schema: standard, mount }, free);
    if (!adapted.ok || !adapted.widget.schema) throw new Error('not adapted');
    expect(v.safeParse(adapted.widget.schema as unknown as v.GenericSchema, { n: '4' })).toMatchObject({ success: true, output: { n: 4 } });
    expect(v.safeParse(adapted.widget.schema as unknown as v.GenericSchema, { n: 4 })).toMatchObject({
      success: false,
      issues: [{ message: 'n must be a string', path: [{ key: 'n' }] }],
    });
    const slow = { '~standard': { version: 1 as const, vendor: 'test', validate: async (value: unknown) => ({ value }) } };
    const async = checkRegistration({ name: 'x', schema: slow, mount }, free);
    if (!async.ok || !async.widget.schema) throw new Error('not adapted');
    expect(v.safeParse(async.widget.schema as unknown as v.GenericSchema, {})).toMatchObject({
      success: false,
      issues: [{ message: 'the schema answers asynchronously (it must answer at once)' }],
    });
  });

  it('whatever it is given, answers: a whole widget, or one message that starts with storefront.register and never throws', () => {
    fc.assert(
      fc.property(fc.anything(), (widget) => {
        const result = checkRegistration(widget, free);
        if (result.ok) return WIDGET_NAME.test(result.widget.name) && typeof result.widget.mount === 'function';
        return /^storefront\.register: .+; (nothing is registered|it is kept and this one is not registered .*)\.$/s.test(result.message);
      }),
    );
  });

  it('shows values short and quoted', () => {
    expect(shown('a')).toBe('"a"');
    expect(shown(() => 1)).toBe('a function');
    expect(shown([1, 'b'])).toBe('[1, "b"]');
    expect(shown('x'.repeat(100))).toHaveLength(58);
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(shown(cyclic)).toBe('[object Object]');
    expect(shown(Symbol('s'))).toBe('Symbol(s)');
    expect(shown(10n)).toBe('10');
  });
});
