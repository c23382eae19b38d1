/**
 * Inline GraphQL literals (the platform's client never sends variables): whatever a shopper types must
 * round-trip through the real GraphQL parser unchanged, and nothing typed can end the string early.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parse, type ArgumentNode, type FieldNode, type OperationDefinitionNode, type ValueNode } from 'graphql';
import { gqlString, gqlValue, type GqlInput } from '../../src/net/gql-literal';

/** Parses `query { f(a: LITERAL) { x } }` with graphql-js and returns the argument's value node. */
function parsedArgument(literal: string): ValueNode {
  const doc = parse(`query { f(a: ${literal}) { x } }`);
  const op = doc.definitions[0] as OperationDefinitionNode;
  const field = op.selectionSet.selections[0] as FieldNode;
  expect(field.arguments).toHaveLength(1);
  return (field.arguments as readonly ArgumentNode[])[0].value;
}

/** A value node back to JavaScript (enums as {enum: name}). */
function toJs(node: ValueNode): unknown {
  switch (node.kind) {
    case 'StringValue':
      return node.value;
    case 'IntValue':
      return Number(node.value);
    case 'FloatValue':
      return Number(node.value);
    case 'BooleanValue':
      return node.value;
    case 'NullValue':
      return null;
    case 'EnumValue':
      return { enum: node.value };
    case 'ListValue':
      return node.values.map(toJs);
    case 'ObjectValue':
      return Object.fromEntries(node.fields.map((f) => [f.name.value, toJs(f.value)]));
    default:
      throw new Error(`unexpected ${node.kind}`);
  }
}

const wellFormed = (s: string) => s.replace(/([\uD800-\uDBFF][\uDC00-\uDFFF])|[\uD800-\uDFFF]/g, (_m, pair: string | undefined) => pair ?? '\uFFFD');

describe('gqlString', () => {
  it('any string (quotes, backslashes, newlines, control and non-BMP characters, lone surrogates) round-trips through the parser', () => {
    const anyText = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.string({
        unit: fc.constantFrom('"', '\\', '\n', '\r', '\t', '\u0000', '\u001f', '\u2028', '\uFEFF', '😀', '\uD83D', '\uDE00', '}', ')', '#', '$', 'a', 'ż'),
      }),
    );
    fc.assert(
      fc.property(anyText, (text) => {
        const node = parsedArgument(gqlString(text));
        expect(node.kind).toBe('StringValue');
        expect(toJs(node)).toBe(wellFormed(text));
      }),
      { numRuns: 500 },
    );
  });

  it('escapes what would end or break the literal, keeps Polish, Czech and emoji as they are', () => {
    expect(gqlString('a"b\\c\nd')).toBe('"a\\"b\\\\c\\nd"');
    expect(gqlString('Žluťoučký kůň łódź 😀')).toBe('"Žluťoučký kůň łódź 😀"');
    expect(gqlString('x\uD800y')).toBe('"x\uFFFDy"');
    // A typed attempt to close the string and add a field stays one string argument.
    expect(toJs(parsedArgument(gqlString('") { __typename } g(a: "')))).toBe('") { __typename } g(a: "');
  });
});

describe('gqlValue', () => {
  const key = fc.stringMatching(/^[_A-Za-z][_0-9A-Za-z]{0,8}$/);
  const leaf = fc.oneof(fc.string(), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.boolean(), fc.constant(null));
  const { value } = fc.letrec<{ value: GqlInput }>((tie) => ({
    value: fc.oneof({ depthSize: 'small' }, leaf, fc.array(tie('value'), { maxLength: 4 }), fc.dictionary(key, tie('value'), { maxKeys: 4 })),
  }));

  it('any JSON-like input object round-trips (numbers stay numbers: an integer id is written unquoted)', () => {
    fc.assert(
      fc.property(value, (input) => {
        const back = toJs(parsedArgument(gqlValue(input)));
        expect(back).toEqual(JSON.parse(JSON.stringify(input, (_k, v: unknown) => (typeof v === 'string' ? wellFormed(v) : v))));
      }),
      { numRuns: 300 },
    );
  });

  it('writes the platform forms: numeric ids unquoted, undefined fields left out', () => {
    expect(gqlValue({ clientBillingData: { zipcode: '00-001', country: 1143020003 } })).toBe('{clientBillingData: {zipcode: "00-001", country: 1143020003}}');
    expect(gqlValue({ text: 'buty', limit: 6, page: undefined })).toBe('{text: "buty", limit: 6}');
    expect(gqlValue({ ids: [1, 2] })).toBe('{ids: [1, 2]}');
  });

  it('refuses what GraphQL cannot express instead of writing a broken document', () => {
    expect(() => gqlValue(Number.NaN)).toThrow(TypeError);
    expect(() => gqlValue(Number.POSITIVE_INFINITY)).toThrow(TypeError);
    expect(() => gqlValue({ 'bad-key': 1 })).toThrow(TypeError);
  });
});
