// @vitest-environment happy-dom
/**
 * Contract of the GraphQL operations the bundle writes (facts note "GraphQL"): real-shaped answers,
 * written from the facts (nulls, empty and null lists, one bad item), replayed through the readers; and
 * what goes on the wire: {query} only (never `variables`), every document parsing with graphql-js and
 * validating against the fixture's SDL, each operation's URL as the platform's client writes it.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildSchema, parse, validate, type OperationDefinitionNode } from 'graphql';
import { graphql } from '../../src/net/graphql';
import { http } from '../../src/net/http';
import { operationUrl } from '../../src/net/operation';
import { readTrackingEvents, runTrackingEvents, triggerTrackingEvents, TRACKING_OPERATION, wantsTrackingEvents } from '../../src/net/tracking';
import { createErrorLog, HELLO } from '../../src/net/error-log';
import { resetWarningsForTests } from '../../src/lib/report';
import { addPolish, createTranslator } from '../../src/i18n';
import { plSearch } from '../../src/i18n/pl-search';
import { categoryItems, priceText, readSearchResponse, searchOperation, searchQuery, type SearchResult } from '../../widgets/menu_search/rules';
import { CREATE_OPERATION, createdId } from '../../widgets/shopping_list/rules';

// The suggestions' texts, which come with the search's chunk (widgets/menu_search/search-shell.ts).
addPolish(plSearch);

/** The suggestions a GraphQL answer's data holds. */
const parseSearchResponse = (data: unknown): SearchResult | undefined => readSearchResponse(data)?.result;
/** How many suggestions a result holds (all blocks). */
const countResults = (r: SearchResult): number =>
  r.products.length + r.series.length + r.producers.length + r.cms.length + r.searchQueries.length + r.menuNodes.length;

const schema = buildSchema(readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/graphql/schema.graphql'), 'utf8'));
const errorsOf = (doc: string) => validate(schema, parse(doc)).map((e) => e.message);

const pl = createTranslator('pl');

/** A productsTextSearch answer as the platform gives it: lists null when empty, null leaves. */
const REAL_SEARCH = {
  data: {
    productsTextSearch: {
      products: [
        {
          name: 'Kurtka zimowa',
          link: '/product-pol-1-Kurtka-zimowa.html',
          iconSmall: '/hpeciai/1/pol_is_Kurtka.jpg',
          iconSmallSecond: null,
          price: { price: { gross: { value: 199.99, formatted: '199,99 zł' }, net: { value: 162.59, formatted: '162,59 zł' } } },
        },
        // Price on the phone: value 0.
        {
          name: 'Kurtka na zamówienie',
          link: '/product-pol-2-x.html',
          iconSmall: null,
          iconSmallSecond: null,
          price: { price: { gross: { value: 0, formatted: '0,00 zł' }, net: { value: 0, formatted: '0,00 zł' } } },
        },
        // No net price: this one item is left out.
        {
          name: 'Bez netto',
          link: '/product-pol-3-x.html',
          iconSmall: null,
          iconSmallSecond: null,
          price: { price: { gross: { value: 10, formatted: '10,00 zł' }, net: null } },
        },
        // A null name renders as empty: the suggestion stays.
        {
          name: null,
          link: '/product-pol-4-x.html',
          iconSmall: null,
          iconSmallSecond: null,
          price: { price: { gross: { value: 5, formatted: null }, net: { value: 4, formatted: '4,00 zł' } } },
        },
      ],
      series: null,
      producers: [{ name: 'Alpina', link: '/firm-pol-1-Alpina.html' }],
      menuNodes: [{ name: 'Kurtki', link: '/pol_m_Kurtki-101.html' }],
      cms: null,
      searchQueries: [{ name: 'kurtka', link: '/search.php?text=kurtka' }],
    },
  },
};

describe('productsTextSearch (platform shape)', () => {
  it('the document: inline literals, the real selection, valid against the fixture schema, no variables', () => {
    for (const text of ['kurtka', 'a"b\\c', 'żółć\n\t', '</script>{}$x', '😀 \u2028']) {
      const doc = searchQuery(text);
      expect(errorsOf(doc), doc).toEqual([]);
      const op = parse(doc).definitions[0] as OperationDefinitionNode;
      expect(op.variableDefinitions ?? []).toEqual([]);
      expect(doc.slice(doc.indexOf('limit: 6}'))).not.toMatch(/\bbc\b/);
    }
  });

  it('a query selecting menuNodes.bc fails validation, as a field the server lacks would on the platform', () => {
    expect(errorsOf('query { productsTextSearch(searchInput: {text: "x", limit: 6}) { menuNodes { name link bc { item { title } } } } }').join()).toMatch(/bc/);
  });

  it('a real answer: null lists empty, a product without net price dropped alone, nulls as empty, 0 = price on the phone', () => {
    const r = parseSearchResponse(REAL_SEARCH.data)!;
    expect(r).toBeDefined();
    expect(r.products.map((p) => p.name)).toEqual(['Kurtka zimowa', 'Kurtka na zamówienie', '']);
    expect(r.products.map((p) => priceText(p, 'gross', pl))).toEqual(['199,99 zł', 'Cena na telefon', '']);
    expect(r.products.map((p) => priceText(p, 'net', pl))).toEqual(['162,59 zł', 'Cena na telefon', '4,00 zł']);
    expect(r.series).toEqual([]);
    expect(r.cms).toEqual([]);
    expect(categoryItems(r, pl).map((c) => c.label)).toEqual(['Producent: Alpina', 'Kurtki']);
    expect(countResults(r)).toBe(6);
  });

  it('every list null: an empty result (the dropdown closes), not a failure', () => {
    const r = parseSearchResponse({ productsTextSearch: { products: null, series: null, producers: null, menuNodes: null, cms: null, searchQueries: null } })!;
    expect(r).toBeDefined();
    expect(countResults(r)).toBe(0);
  });
});

describe('shoppingListCreate (platform shape)', () => {
  it("the document is the platform's, valid against the fixture schema, posted to ?query=createShoppingList", () => {
    expect(CREATE_OPERATION.query).toBe('mutation { shoppingListCreate(ShoppingListSettingsInput: {name: "Lista zakupowa"}) { status id } }');
    expect(errorsOf(CREATE_OPERATION.query)).toEqual([]);
    expect(operationUrl('/graphql/v1/', CREATE_OPERATION)).toBe('/graphql/v1/?query=createShoppingList');
  });

  it('success is status "success" whatever the id', () => {
    expect(createdId({ shoppingListCreate: { status: 'success', id: 12 } })).toBe('12');
    expect(createdId({ shoppingListCreate: { status: 'success', id: null } })).toBe('');
    expect(createdId({ shoppingListCreate: { status: 'error', id: null } })).toBeUndefined();
    expect(createdId({ shoppingListCreate: null })).toBeUndefined();
  });
});

describe('trackingEvents and the error log (platform shape)', () => {
  it('documents valid against the fixture schema; URLs as the platform writes them', () => {
    expect(TRACKING_OPERATION.query).toBe('query { trackingEvents }');
    expect(errorsOf(TRACKING_OPERATION.query)).toEqual([]);
    expect(operationUrl('/graphql/v1/', TRACKING_OPERATION)).toBe('/graphql/v1/?trackingEvents');
    expect(HELLO).toBe('query { hello }');
    expect(errorsOf(HELLO)).toEqual([]);
  });

  it("reads the header under its platform name and the spec's; nothing else, nothing below 1", () => {
    expect(wantsTrackingEvents(new Headers({ 'x-iai-tracking-events': '2' }))).toBe(true);
    expect(wantsTrackingEvents(new Headers({ 'x-idosell-tracking-events': '1' }))).toBe(true);
    expect(wantsTrackingEvents(new Headers({ 'x-iai-tracking-events': '0' }))).toBe(false);
    expect(wantsTrackingEvents(new Headers({ 'x-tracking-events': '3' }))).toBe(false);
  });

  it('a null list runs nothing; a non-string item is left out, the others kept', () => {
    expect(readTrackingEvents({ trackingEvents: null })).toEqual({ snippets: [], dropped: 0 });
    expect(readTrackingEvents({ trackingEvents: ['a()', 7, null, 'b()'] })).toEqual({ snippets: ['a()', 'b()'], dropped: 2 });
    expect(readTrackingEvents({ trackingEvents: 'a()' })).toBeUndefined();
    expect(readTrackingEvents(null)).toBeUndefined();
  });

  it('the error log posts the raw hello document to ?JSerror=', () => {
    const send = vi.fn(async () => new Response('{}'));
    createErrorLog('/graphql/v1/', send as unknown as typeof fetch).report(new Error('boom'));
    const [url, init] = send.mock.calls[0] as unknown as [string, RequestInit];
    expect(new URL(url).pathname).toBe('/graphql/v1/');
    expect(new URL(url).searchParams.get('JSerror')).toContain('boom');
    expect(init.body).toBe('query { hello }');
  });
});

describe('the client on the wire', () => {
  type Sent = { url: string; body: string; contentType: string | null };
  let sent: Sent[];
  let answer: (url: string) => Response;

  beforeEach(() => {
    sent = [];
    resetWarningsForTests();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: Request | string, init?: RequestInit) => {
        const request = new Request(input, init);
        sent.push({ url: request.url, body: await request.text(), contentType: request.headers.get('content-type') });
        return answer(request.url);
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    delete (window as unknown as { tracked?: unknown }).tracked;
  });

  const json = (body: unknown, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json', ...headers } });

  it("sends {query} only, never variables, to the operation's own URL", async () => {
    answer = () => json(REAL_SEARCH);
    const result = await graphql<unknown>(searchOperation('kurtka'), { path: 'http://localhost:3000/graphql/v1/' });
    expect(parseSearchResponse(result.data)?.products).toHaveLength(3);
    await graphql<unknown>(CREATE_OPERATION, { path: 'http://localhost:3000/graphql/v1/' });
    expect(sent.map((s) => s.url)).toEqual(['http://localhost:3000/graphql/v1/', 'http://localhost:3000/graphql/v1/?query=createShoppingList']);
    for (const s of sent) {
      expect(Object.keys(JSON.parse(s.body))).toEqual(['query']);
      expect(s.contentType).toMatch(/^application\/json/);
    }
  });

  it('a GraphQL answer with x-iai-tracking-events runs the trackingEvents query and each snippet on its own', async () => {
    answer = (url) =>
      url.endsWith('?trackingEvents')
        ? json({
            data: { trackingEvents: ['window.tracked = (window.tracked || []).concat("one");', 7, 'window.tracked = (window.tracked || []).concat("two");'] },
          })
        : json({ data: { shoppingListCreate: { status: 'success', id: 1 } } }, { 'x-iai-tracking-events': '2' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const result = await graphql<unknown>(CREATE_OPERATION, { path: 'http://localhost:3000/graphql/v1/', awaitTracking: true });
    expect(createdId(result.data)).toMatch(/^\d+$/);
    expect(sent.map((s) => s.url)).toEqual(['http://localhost:3000/graphql/v1/?query=createShoppingList', 'http://localhost:3000/graphql/v1/?trackingEvents']);
    expect(JSON.parse(sent[1].body)).toEqual({ query: 'query { trackingEvents }' });
    expect(warn).toHaveBeenCalledTimes(1); // the item that is not script text
    warn.mockRestore();
  });

  it('only answers to GraphQL operations are read: a page fetched with the client, or the trackingEvents answer itself, starts no run', async () => {
    answer = (url) =>
      url.endsWith('?trackingEvents')
        ? json({ data: { trackingEvents: [] } }, { 'x-iai-tracking-events': '1' })
        : new Response('<p>page</p>', { headers: { 'content-type': 'text/html', 'x-iai-tracking-events': '1' } });
    await (await http.get('http://localhost:3000/page.html')).text();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sent.map((s) => s.url)).toEqual(['http://localhost:3000/page.html']);
    await triggerTrackingEvents(http);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sent.filter((s) => s.url.endsWith('?trackingEvents'))).toHaveLength(1);
  });

  it('runTrackingEvents counts the snippets it ran; a null list runs none', async () => {
    answer = () => json({ data: { trackingEvents: null } });
    expect(await runTrackingEvents(http)).toBe(0);
    answer = () => json({ data: { trackingEvents: ['1;', '2;'] } });
    await triggerTrackingEvents(http);
    expect(sent.every((s) => s.url.endsWith('/graphql/v1/?trackingEvents'))).toBe(true);
  });
});
