import { describe, expect, it } from 'vitest';
import { addPolish, createTranslator } from '../../src/i18n';
import {
  DEBOUNCE_MS,
  LIMIT,
  MIN_CHARS,
  SELECTION,
  cacheKey,
  categoryItems,
  decide,
  highlight,
  priceText,
  readCache,
  readSearchResponse,
  safeLink,
  searchable,
  searchOperation,
  searchOptions,
  searchQuery,
  writeCache,
  type SearchResult,
} from '../../widgets/menu_search/rules';
import { plIslands } from '../../src/i18n/pl-islands';
import { plSearch } from '../../src/i18n/pl-search';

// The islands' Polish texts, as src/island.tsx adds them when an island's code arrives.
addPolish(plIslands);
addPolish(plSearch);

/** The suggestions a GraphQL answer's data holds. */
const parseSearchResponse = (data: unknown): SearchResult | undefined => readSearchResponse(data)?.result;
/** How many suggestions a result holds (all blocks). */
const countResults = (r: SearchResult): number =>
  r.products.length + r.series.length + r.producers.length + r.cms.length + r.searchQueries.length + r.menuNodes.length;

const pl = createTranslator('pl');
const cs = createTranslator('cs');

const money = (value: number, formatted: string) => ({ value, formatted });
const product = (gross: number, net: number) => ({
  name: 'Kurtka',
  link: '/product-pol-1-x.html',
  iconSmall: '/1.svg',
  iconSmallSecond: null,
  price: { price: { gross: money(gross, `${gross},00 zł`), net: money(net, `${net},00 zł`) } },
});
const result = (over: Partial<SearchResult> = {}): SearchResult => ({
  products: [],
  series: [],
  producers: [],
  cms: [],
  searchQueries: [],
  menuNodes: [],
  ...over,
});

class MemoryStorage {
  items = new Map<string, string>();
  getItem(k: string) {
    return this.items.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.items.set(k, v);
  }
}
const throwing = {
  getItem(): string | null {
    throw new Error('SecurityError');
  },
  setItem(): void {
    throw new Error('QuotaExceededError');
  },
};

describe('search rules', () => {
  it('uses the spec numbers: 2 characters, 500 ms, 6 per type', () => {
    expect([MIN_CHARS, DEBOUNCE_MS, LIMIT]).toEqual([2, 500, 6]);
  });

  it('searches from 2 characters, not counting surrounding spaces', () => {
    expect(['', 'k', ' k ', 'ku', ' ku', 'kur'].map(searchable)).toEqual([false, false, false, true, true, true]);
    expect(searchable('ł')).toBe(false);
    expect(searchable('łą')).toBe(true);
  });

  it('decides per keystroke: close, keep the request in flight, reopen held results, or wait', () => {
    expect(decide('k')).toBe('close');
    expect(decide('k', 'ku', 'kur')).toBe('close');
    expect(decide('kur ', 'ku', 'kur')).toBe('keep');
    expect(decide('ku', 'ku', 'kur')).toBe('reopen');
    expect(decide('kurt', 'ku', 'kur')).toBe('wait');
    expect(decide('ku')).toBe('wait');
  });

  it('caches under search_{text} with the language and currency; another language or currency, bad JSON and throwing storage are misses', () => {
    expect(cacheKey('kurtka')).toBe('search_kurtka');
    const storage = new MemoryStorage();
    const r = result({ cms: [{ name: 'Regulamin', link: '/cms.php?id=1' }] });
    writeCache(storage, 'kurtka', 'pl', 'PLN', r);
    expect(JSON.parse(storage.getItem('search_kurtka')!)).toEqual({ lang: 'pl', currency: 'PLN', result: r });
    expect(readCache(storage, 'kurtka', 'pl', 'PLN')).toEqual(r);
    expect(readCache(storage, 'kurtka', 'cs', 'PLN')).toBeUndefined();
    expect(readCache(storage, 'kurtka', 'pl', 'EUR'), 'prices formatted in another currency').toBeUndefined();
    expect(readCache(storage, 'other', 'pl', 'PLN')).toBeUndefined();
    storage.setItem('search_old', JSON.stringify({ lang: 'pl', result: r })); // an entry of the older shape
    expect(readCache(storage, 'old', 'pl', 'PLN')).toBeUndefined();
    storage.setItem('search_bad', '{not json');
    expect(readCache(storage, 'bad', 'pl', 'PLN')).toBeUndefined();
    storage.setItem('search_shape', JSON.stringify({ lang: 'pl', currency: 'PLN', result: { products: 'x' } }));
    expect(readCache(storage, 'shape', 'pl', 'PLN')).toBeUndefined();
    expect(() => writeCache(throwing, 'kurtka', 'pl', 'PLN', r)).not.toThrow();
    expect(readCache(throwing, 'kurtka', 'pl', 'PLN')).toBeUndefined();
    expect(readCache(undefined, 'kurtka', 'pl', 'PLN')).toBeUndefined();
  });

  it('splits names around case-insensitive matches of the typed text', () => {
    expect(highlight('Kurtka kurtkowa', ' KURT ')).toEqual([
      { text: 'Kurt', match: true },
      { text: 'ka ', match: false },
      { text: 'kurt', match: true },
      { text: 'kowa', match: false },
    ]);
    expect(highlight('Łąka zielona', 'łą')).toEqual([
      { text: 'Łą', match: true },
      { text: 'ka zielona', match: false },
    ]);
    expect(highlight('a.b (c)', '(c')).toEqual([
      { text: 'a.b ', match: false },
      { text: '(c', match: true },
      { text: ')', match: false },
    ]);
    expect(highlight('Sweter', 'xy')).toEqual([{ text: 'Sweter', match: false }]);
    expect(highlight('<b>x</b>', 'x')).toEqual([
      { text: '<b>', match: false },
      { text: 'x', match: true },
      { text: '</b>', match: false },
    ]);
  });

  it('labels categories: producers, series, then menu nodes by name (no real query selects a breadcrumb)', () => {
    const r = result({
      producers: [{ name: 'Alpina', link: '/p' }],
      series: [{ name: 'Classic', link: '/s' }],
      menuNodes: [
        { name: 'Dla niej', link: '/n' },
        { name: 'Sam', link: '/m' },
      ],
    });
    expect(categoryItems(r, cs).map((i) => i.label)).toEqual(['Výrobce: Alpina', 'Série: Classic', 'Dla niej', 'Sam']);
    expect(
      categoryItems(r, pl)
        .map((i) => i.label)
        .slice(0, 2),
    ).toEqual(['Producent: Alpina', 'Seria: Classic']);
  });

  it("writes the platform's document: every value inline, the real selection set, no menuNodes.bc, POST with no query string", () => {
    expect(searchQuery('kurtka')).toBe(
      'query { productsTextSearch(searchInput: {text: "kurtka", limit: 6}) { products { name link iconSmall iconSmallSecond price { price { gross {value formatted} net {value formatted} } } } series {name link} producers {name link} menuNodes {name link} cms {name link} searchQueries {name link} } }',
    );
    expect(searchQuery('a "b" \\ c\n')).toContain('{text: "a \\"b\\" \\\\ c\\n", limit: 6}');
    expect(SELECTION).not.toMatch(/\bbc\b|\$/);
    expect(searchOperation('x')).toMatchObject({ name: 'productsTextSearch', search: '' });
  });

  it('shows the price by price type, and "price on phone" at 0', () => {
    expect(priceText(product(123, 100), 'gross', pl)).toBe('123,00 zł');
    expect(priceText(product(123, 100), 'net', pl)).toBe('100,00 zł');
    expect(priceText(product(0, 0), 'gross', pl)).toBe('Cena na telefon');
    expect(priceText(product(0, 0), 'net', cs)).toBe('Cena na telefonu');
  });

  it('follows only http(s) and relative links', () => {
    expect(['/a', 'https://x.test/a', 'HTTP://x.test', '?q=1'].map(safeLink)).toEqual(['/a', 'https://x.test/a', 'HTTP://x.test', '?q=1']);
    expect(['javascript:alert(1)', ' java\tscript:alert(1)', 'data:text/html,x', ''].map(safeLink)).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('counts results and announces them with plurals', () => {
    expect(countResults(result({ products: [product(1, 1)], cms: [{ name: 'a', link: '/' }] }))).toBe(2);
    expect([0, 1, 3, 6].map((count) => pl('search.results', { count }))).toEqual(['Brak wyników', '1 wynik', '3 wyniki', '6 wyników']);
    expect(cs('search.results', { count: 2 })).toBe('2 výsledky');
    expect(cs('search.show_all')).toBe('Zobrazit všechny');
    expect(pl('search.show_all')).toBe('Pokaż wszystkie');
  });
});

describe('search options', () => {
  it('lists queries, products, categories and pages in that order, numbered, with each product photo and price', () => {
    const r = result({
      cms: [{ name: 'Dostawa', link: '/dostawa' }],
      menuNodes: [{ name: 'Kurtki', link: '/kurtki' }],
      producers: [{ name: 'Acme', link: '/acme' }],
      products: [
        { ...product(0, 0), iconSmall: null, iconSmallSecond: '/2.svg' },
        { ...product(10, 8), iconSmall: '', iconSmallSecond: null },
      ],
      searchQueries: [{ name: 'kurtka zimowa', link: '/q' }],
    });
    expect(searchOptions(r, 'net', pl, 'b')).toEqual([
      { id: 'b_o0', link: '/q', block: 'queries', name: 'kurtka zimowa' },
      { id: 'b_o1', link: '/product-pol-1-x.html', block: 'products', name: 'Kurtka', product: { photo: '/2.svg', price: 'Cena na telefon' } },
      { id: 'b_o2', link: '/product-pol-1-x.html', block: 'products', name: 'Kurtka', product: { photo: '', price: '8,00 zł' } },
      { id: 'b_o3', link: '/acme', block: 'categories', name: 'Producent: Acme' },
      { id: 'b_o4', link: '/kurtki', block: 'categories', name: 'Kurtki' },
      { id: 'b_o5', link: '/dostawa', block: 'cms', name: 'Dostawa' },
    ]);
  });

  it('leaves out a suggestion whose link is not safe to follow, and numbers the rest without a gap', () => {
    const r = result({
      searchQueries: [
        { name: 'a', link: 'javascript:alert(1)' },
        { name: 'b', link: '/b' },
      ],
      cms: [{ name: 'c', link: 'data:text/html,x' }],
    });
    expect(searchOptions(r, 'gross', pl, 'x')).toEqual([{ id: 'x_o0', link: '/b', block: 'queries', name: 'b' }]);
  });
});

describe('search response, item by item', () => {
  const link = (name: string, l = '/x') => ({ name, link: l });
  const named = (name: string, gross = 10, net = 8) => ({ ...product(gross, net), name });

  it('drops a malformed product, or one without a net price, and keeps every other suggestion', () => {
    const noNet = { ...named('Bez ceny netto'), price: { price: { gross: money(30, '30,00 zł') } } };
    const noPrice = { name: 'Bez ceny', link: '/p' };
    const parsed = parseSearchResponse({
      productsTextSearch: {
        products: [named('Pierwsza'), noPrice, noNet, 'garbage', null, named('Druga')],
        series: [link('Eko Linia'), { name: 1, link: '/s' }],
        producers: [link('Alpina'), { name: 'Bez linku' }],
        cms: [link('Regulamin'), 42],
        searchQueries: [link('kurtka')],
        menuNodes: [
          { name: 'Parki', link: '/m' },
          { name: 'Zły', link: 42 },
        ],
      },
    })!;
    expect(parsed).toBeDefined();
    expect(parsed.products.map((p) => p.name)).toEqual(['Pierwsza', 'Druga']);
    expect(parsed.series).toEqual([link('Eko Linia')]);
    expect(parsed.producers).toEqual([link('Alpina')]);
    expect(parsed.cms).toEqual([link('Regulamin')]);
    expect(parsed.searchQueries).toEqual([link('kurtka')]);
    expect(parsed.menuNodes).toEqual([link('Parki', '/m')]);
    expect(countResults(parsed)).toBe(7);
  });

  it('reads a null or missing list as empty; a response that is not a result fails as a whole', () => {
    const parsed = parseSearchResponse({ productsTextSearch: { products: null, cms: [link('Regulamin')] } })!;
    expect(parsed).toEqual(result({ cms: [link('Regulamin')] }));
    for (const bad of [undefined, null, 'x', {}, { productsTextSearch: null }, { productsTextSearch: 'x' }, { productsTextSearch: { products: 'nope' } }]) {
      expect(parseSearchResponse(bad), JSON.stringify(bad)).toBeUndefined();
    }
  });

  it('renders a null name, formatted price or icon as empty: the suggestion stays (real answers carry nulls)', () => {
    const nullName = { ...product(10, 8), name: null, iconSmall: null, price: { price: { gross: money(10, null as never), net: money(8, '8,00 zł') } } };
    const parsed = parseSearchResponse({
      productsTextSearch: {
        products: [nullName],
        series: null,
        producers: [{ name: null, link: '/p' }],
        menuNodes: [{ name: null, link: '/m' }],
        cms: null,
        searchQueries: null,
      },
    })!;
    expect(parsed.products).toHaveLength(1);
    expect(parsed.products[0].name).toBe('');
    expect(priceText(parsed.products[0], 'gross', pl)).toBe('');
    expect(priceText(parsed.products[0], 'net', pl)).toBe('8,00 zł');
    expect(parsed.producers).toEqual([link('', '/p')]);
    expect(parsed.menuNodes).toEqual([link('', '/m')]);
  });

  it("keeps at most 6 suggestions of each list (spec §9), in the server's order", () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => link(`n${i + 1}`, `/l${i + 1}`));
    const parsed = parseSearchResponse({
      productsTextSearch: {
        products: Array.from({ length: 9 }, (_, i) => named(`p${i + 1}`)),
        series: many(7),
        producers: many(8),
        cms: many(6),
        searchQueries: many(10),
        menuNodes: many(12),
      },
    })!;
    expect(parsed.products.map((p) => p.name)).toEqual(['p1', 'p2', 'p3', 'p4', 'p5', 'p6']);
    for (const list of [parsed.series, parsed.producers, parsed.cms, parsed.searchQueries, parsed.menuNodes]) {
      expect(list.map((l) => l.name)).toEqual(['n1', 'n2', 'n3', 'n4', 'n5', 'n6']);
    }
    // Bad items do not count against the cap.
    const mixed = parseSearchResponse({ productsTextSearch: { products: [{ name: 'x' }, ...Array.from({ length: 7 }, (_, i) => named(`q${i + 1}`))] } })!;
    expect(mixed.products.map((p) => p.name)).toEqual(['q1', 'q2', 'q3', 'q4', 'q5', 'q6']);
  });

  it('a cached result is read the same way', () => {
    const storage = new MemoryStorage();
    storage.setItem('search_kurt', JSON.stringify({ lang: 'pl', currency: 'PLN', result: { products: [named('Dobra'), { name: 'zła' }], cms: null } }));
    expect(readCache(storage, 'kurt', 'pl', 'PLN')).toEqual(result({ products: [named('Dobra')] }));
  });
});
