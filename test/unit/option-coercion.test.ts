// @vitest-environment happy-dom
// A marker's data-* attributes are strings: defineWidget gives an option whose schema is v.number() or v.boolean()
// its typed value (src/define-widget.ts coerceOptions); a string that spells neither is refused by the schema, naming the attribute.
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { readMarkerConfig } from '../../src/lib/marker-config';
import { defineWidget } from '../../src/define-widget';

const widget = defineWidget({
  name: 'stock_badge',
  schema: v.object({
    quantity: v.pipe(v.number(), v.integer(), v.minValue(0)),
    threshold: v.optional(v.nullable(v.number()), 5),
    compact: v.optional(v.boolean(), false),
    label: v.optional(v.string()),
  }),
  mount() {},
});

/** parseConfig on a marker written as `html`, its options read as the loader reads them. */
function parse(html: string) {
  document.body.innerHTML = html;
  const el = document.body.firstElementChild as HTMLElement;
  const read = readMarkerConfig(el);
  if (typeof read == 'string') throw new Error(read);
  return widget.parseConfig!(read.raw, el, read.jsonKeys);
}

describe('number and boolean options from markup (defineWidget)', () => {
  it('v.number() takes data-quantity="2", v.boolean() takes "true", "false" and the attribute alone', () => {
    expect(parse('<div data-widget="stock_badge" data-quantity="2"></div>')).toEqual({ ok: true, value: { quantity: 2, threshold: 5, compact: false } });
    expect(parse('<div data-widget="stock_badge" data-quantity=" 12 " data-threshold="-1.5" data-compact="true"></div>')).toEqual({
      ok: true,
      value: { quantity: 12, threshold: -1.5, compact: true },
    });
    // The attribute alone (`data-compact`, read as ""; happy-dom's dataset leaves empty attributes out, browsers do not).
    expect(widget.parseConfig!({ quantity: '1', compact: '' }, document.body, [])).toEqual({ ok: true, value: { quantity: 1, threshold: 5, compact: true } });
    expect(parse('<div data-widget="stock_badge" data-quantity="0" data-compact="false" data-label="7"></div>')).toEqual({
      ok: true,
      value: { quantity: 0, threshold: 5, compact: false, label: '7' },
    });
  });

  it('the same in data-config: JSON numbers and booleans, or their strings', () => {
    expect(parse(`<div data-widget="stock_badge" data-config='{"quantity": 3, "compact": true}'></div>`)).toEqual({
      ok: true,
      value: { quantity: 3, threshold: 5, compact: true },
    });
    expect(parse(`<div data-widget="stock_badge" data-config='{"quantity": "4", "compact": "true"}'></div>`)).toEqual({
      ok: true,
      value: { quantity: 4, threshold: 5, compact: true },
    });
  });

  it('a string that spells no number or boolean is refused, naming the attribute and what it got', () => {
    expect(parse('<div data-widget="stock_badge" data-quantity="two"></div>')).toEqual({
      ok: false,
      message: 'data-quantity is invalid (Invalid type: Expected number but received "two")',
    });
    expect(widget.parseConfig!({ quantity: '' }, document.body, [])).toEqual({
      ok: false,
      message: 'data-config → quantity is invalid (Invalid type: Expected number but received "")',
    });
    for (const bad of [' ', '0x10', '1e3', '2 szt.', 'NaN', 'Infinity'])
      expect(parse(`<div data-widget="stock_badge" data-quantity="${bad}"></div>`)).toMatchObject({
        ok: false,
        message: `data-quantity is invalid (Invalid type: Expected number but received "${bad}")`,
      });
    expect(parse('<div data-widget="stock_badge" data-quantity="1" data-compact="yes"></div>')).toEqual({
      ok: false,
      message: 'data-compact is invalid (Invalid type: Expected boolean but received "yes")',
    });
    expect(parse(`<div data-widget="stock_badge" data-config='{"quantity": "many"}'></div>`)).toEqual({
      ok: false,
      message: 'data-config → quantity is invalid (Invalid type: Expected number but received "many")',
    });
  });

  it("the schema's own rules still apply to the number", () => {
    expect(parse('<div data-widget="stock_badge" data-quantity="1.5"></div>')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^data-quantity is invalid \(/),
    });
    expect(parse('<div data-widget="stock_badge" data-quantity="-1"></div>')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^data-quantity is invalid \(/),
    });
  });
});
