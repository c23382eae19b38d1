/**
 * Property-based checks: arbitrary JSON into every response parser, arbitrary strings and numbers into the
 * pure functions. None may throw, and each keeps its invariants. Widgets add their own parsers here as they land.
 */
import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import * as v from 'valibot';
import { formatNumber, formatPrice, parseMask, round2, DEFAULT_CURRENCY } from '../../src/lib/price';
import { viewFromWidth, deviceFlags } from '../../src/lib/view';
import { parseBasket } from '../../src/schemas/basket';
import { itemsOf, snippetsOf, toplayersOf, SnippetItem, ToplayerItem } from '../../src/schemas/platform';
import { readListPart } from '../../src/schemas/list-part';
import { parsePageConfig } from '../../src/page-config';
import { reportUrl, errorText, MAX_URL_LENGTH } from '../../src/net/error-log';
import { formatMessage } from '../../src/i18n/format';
import { LIMIT, readSearchResponse, highlight, safeLink, readCache, searchable, searchQuery, type SearchResult } from '../../widgets/menu_search/rules';
import { parse as parseGraphql, type FieldNode, type ObjectValueNode, type OperationDefinitionNode, type StringValueNode } from 'graphql';

/** The suggestions a GraphQL answer's data holds. */
const parseSearchResponse = (data: unknown): SearchResult | undefined => readSearchResponse(data)?.result;

const anyJson = fc.oneof(fc.jsonValue(), fc.anything());
/** JSON shaped roughly like the real thing, so parsers get past their first check and meet odd leaves. */
const almostLines = fc.array(
  fc.dictionary(fc.constantFrom('id', 'name', 'link', 'icon', 'count', 'size_name', 'prices', 'worth_unit', 'subscription_period'), fc.jsonValue()),
  { maxLength: 5 },
);
const almostBasket = fc.record({
  response: fc.record(
    {
      basket: fc
        .record({
          totals: fc.dictionary(
            fc.constantFrom('worth', 'worth_formatted', 'productsCounter', 'shippingCost', 'toShippingFree', 'worth_net_formatted'),
            fc.jsonValue(),
          ),
          products: fc.oneof(almostLines, fc.jsonValue()),
        })
        .map(({ totals, products }) => ({ ...totals, products })),
      products: almostLines,
    },
    { requiredKeys: ['basket'] },
  ),
});
/** Wishlist / Comparers, XML-shaped (product array or singleton, attributes.count) and the older shape. */
const almostList = fc.record({
  response: fc.record(
    {
      product: fc.oneof(
        fc.array(fc.dictionary(fc.constantFrom('name', 'icon', 'iconsmall', 'attributes', 'price'), fc.jsonValue()), { maxLength: 4 }),
        fc.jsonValue(),
      ),
      attributes: fc.dictionary(fc.constantFrom('count', 'cost'), fc.jsonValue()),
      count: fc.jsonValue(),
      products: fc.jsonValue(),
    },
    { requiredKeys: [] },
  ),
});

vi.spyOn(console, 'warn').mockImplementation(() => {});

describe('response parsers never throw on arbitrary JSON', () => {
  it('Basket part', () => {
    fc.assert(
      fc.property(fc.oneof(anyJson, almostBasket), (part) => {
        const parsed = parseBasket(part);
        if (parsed) {
          expect(Array.isArray(parsed.products)).toBe(true);
          expect(parsed.invalidLines).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('Snippets and ToplayersAndWidgets parts', () => {
    const item = fc.dictionary(fc.constantFrom('content', 'region', 'script', 'id'), fc.jsonValue());
    const almost = fc.record({
      response: fc.record({
        items: fc.oneof(fc.array(item, { maxLength: 5 }), fc.dictionary(fc.constantFrom('a', 'b', 'script'), fc.oneof(item, fc.string()))),
      }),
    });
    fc.assert(
      fc.property(fc.oneof(anyJson, almost), (part) => {
        for (const schema of [SnippetItem, ToplayerItem] as v.GenericSchema[]) {
          const { items, invalid } = itemsOf(part, schema);
          expect(invalid).toBeGreaterThanOrEqual(0);
          for (const item of items) expect(v.is(schema, item)).toBe(true);
        }
        for (const s of snippetsOf(part)) expect(typeof s.region === 'string' && s.region !== '' && typeof s.content === 'string').toBe(true);
        const { contents, scripts } = toplayersOf(part);
        for (const text of [...contents, ...scripts]) expect(typeof text).toBe('string');
      }),
    );
  });

  it('Wishlist and Comparers parts', () => {
    fc.assert(
      fc.property(fc.oneof(anyJson, almostList), (part) => {
        const list = readListPart(part);
        if (list) {
          expect(Number.isInteger(list.count) && list.count >= 0).toBe(true);
          expect(list.invalid).toBeGreaterThanOrEqual(0);
          for (const item of list.items) for (const text of Object.values(item)) expect(typeof text).toBe('string');
        }
      }),
    );
  });

  it('search response and the search cache', () => {
    fc.assert(
      fc.property(anyJson, fc.string(), (part, text) => {
        const r = parseSearchResponse(part);
        if (r) for (const list of Object.values(r)) expect(Array.isArray(list) && list.length <= LIMIT).toBe(true);
        const storage = { getItem: () => JSON.stringify(part) };
        expect(readCache(storage, text, 'pl', 'PLN')).toBeUndefined(); // anything but {lang:'pl', result: valid} is a miss
        const throwing = {
          getItem: () => {
            throw new Error('denied');
          },
        };
        expect(readCache(throwing, text, 'pl', 'PLN')).toBeUndefined();
      }),
    );
  });

  it('page configuration: any input yields a complete configuration', () => {
    fc.assert(
      fc.property(
        fc.oneof(anyJson, fc.dictionary(fc.constantFrom('priceType', 'language', 'graphql', 'currency', 'texts', 'basketUrl'), fc.jsonValue())),
        (raw) => {
          const config = parsePageConfig(raw);
          expect(['gross', 'net']).toContain(config.priceType);
          expect(typeof config.graphql).toBe('string');
          expect(typeof config.currency.format).toBe('string');
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('pure functions keep their invariants on arbitrary input', () => {
  const settings = fc.record({
    id: fc.string(),
    symbol: fc.string({ maxLength: 4 }),
    format: fc.string({ maxLength: 12 }),
    space: fc.boolean(),
    beforeValue: fc.boolean(),
    groupingSeparator: fc.constantFrom(' ', '\u00a0', '.', ',', ''),
    decimalSeparator: fc.constantFrom(',', '.'),
  });

  it("price masks: a string with the value's digits, the mask's decimals, never throws", () => {
    fc.assert(
      fc.property(fc.double({ noNaN: false }), settings, (value, s) => {
        const text = formatPrice(value, s);
        expect(typeof text).toBe('string');
        const { decimals } = parseMask(s.format);
        expect(decimals).toBeGreaterThanOrEqual(0);
        const number = formatNumber(value, s);
        expect(number).toMatch(/^-?[0-9]/);
      }),
    );
  });

  it('price masks: the default mask round-trips integers and cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (cents) => {
        const text = formatNumber(cents / 100, DEFAULT_CURRENCY);
        const back = Number(text.replace(/\u00a0/g, '').replace(',', '.'));
        expect(back).toBeCloseTo(cents / 100, 2);
      }),
    );
  });

  it('round2: two decimals at most, within half a cent', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (x) => {
        const r = round2(x);
        expect(Math.abs(r - x)).toBeLessThanOrEqual(0.005 + 1e-6);
        expect(Math.round(r * 100) / 100).toBeCloseTo(r, 9);
      }),
    );
    expect(round2(Number.NaN)).toBe(0);
  });

  it('views: any width maps to one view, monotonic, with exactly one device flag', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 10_000 }), fc.integer({ min: 0, max: 500 }), (w, d) => {
        const a = viewFromWidth(w);
        const b = viewFromWidth(w + d);
        expect([1, 2, 3, 4]).toContain(a);
        expect(b).toBeGreaterThanOrEqual(a);
        const flags = deviceFlags(a);
        expect([flags.mobile, flags.tablet, flags.pc].filter(Boolean)).toHaveLength(1);
      }),
    );
  });

  it('error reports: any error text gives a URL under 2,000 characters', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 5000 }), fc.string({ unit: 'binary', maxLength: 3000 }), fc.anything()), (error) => {
        const url = reportUrl('/graphql/v1/', errorText(error), 'http://localhost');
        expect(url.length).toBeLessThan(MAX_URL_LENGTH);
        expect(() => new URL(url)).not.toThrow();
      }),
    );
  });

  it('messages: placeholders filled, never throws', () => {
    fc.assert(
      fc.property(fc.string(), fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.string(), fc.integer())), (template, values) => {
        expect(typeof formatMessage(template, values)).toBe('string');
      }),
    );
  });

  it('search: highlight segments join back to the name; links only http(s) or relative', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (name, typed) => {
        expect(
          highlight(name, typed)
            .map((s) => s.text)
            .join(''),
        ).toBe(name);
        searchable(typed);
        const link = safeLink(typed);
        // eslint-disable-next-line no-control-regex -- the browser strips control characters and spaces from a URL
        if (link !== undefined) expect(link.replace(/[\u0000-\u0020]/g, '')).not.toMatch(/^(javascript|data|vbscript):/i);
        // The search document carries the typed text inline: it always parses and gives the text back.
        const op = parseGraphql(searchQuery(typed)).definitions[0] as OperationDefinitionNode;
        const input = (op.selectionSet.selections[0] as FieldNode).arguments![0].value as ObjectValueNode;
        const text = input.fields.find((f) => f.name.value === 'text')!.value as StringValueNode;
        expect(text.value).toBe(typed.replace(/([\uD800-\uDBFF][\uDC00-\uDFFF])|[\uD800-\uDFFF]/g, (_m, pair: string | undefined) => pair ?? '\uFFFD'));
      }),
    );
  });
});
