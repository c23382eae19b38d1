/**
 * Pure logic of the search box: when to search, the session cache, the highlighted suggestion,
 * category labels and the price shown. No DOM, no React.
 */
import * as v from 'valibot';
import type { Translator } from '../../src/i18n';
import { gqlValue } from '../../src/net/gql-literal';
import type { Operation } from '../../src/net/operation';
import { safeHref } from '../../src/lib/url';

/** Searching starts after 2 typed characters (spec §9; the generic default is 4). */
export const MIN_CHARS = 2;
/** Debounce after the last keystroke (spec §9). */
export const DEBOUNCE_MS = 500;
/** Up to 6 suggestions per type (spec §9). */
export const LIMIT = 6;

/** The selection set, exactly the platform's (facts note "GraphQL"): no menuNodes.bc, which no real query selects. */
export const SELECTION =
  'products { name link iconSmall iconSmallSecond price { price { gross {value formatted} net {value formatted} } } } ' +
  'series {name link} producers {name link} menuNodes {name link} cms {name link} searchQueries {name link}';

/** The search document, every value inline (platform: the client sends no variables). */
export function searchQuery(text: string): string {
  return `query { productsTextSearch(searchInput: ${gqlValue({ text, limit: LIMIT })}) { ${SELECTION} } }`;
}

/** Platform: POST {graphql} with no query string. */
export function searchOperation(text: string): Operation {
  return { name: 'productsTextSearch', search: '', query: searchQuery(text) };
}

/** A text field the platform may leave null: read as empty, never a reason to drop the item. */
const Text = v.optional(v.nullable(v.string(), ''), '');
const Link = v.object({ name: Text, link: v.string() });
const Money = v.object({ value: v.number(), formatted: Text });
/** A product needs its link and both prices (gross and net: the shop's price type picks one); the rest may be null. */
const Product = v.object({
  name: Text,
  link: v.string(),
  iconSmall: v.optional(v.nullable(v.string())),
  iconSmallSecond: v.optional(v.nullable(v.string())),
  price: v.object({ price: v.object({ gross: Money, net: Money }) }),
});

/** Each list's item shape. A list is validated item by item: a bad item is dropped, the rest kept. */
const ITEMS = { products: Product, series: Link, producers: Link, cms: Link, searchQueries: Link, menuNodes: Link } as const;
type Lists = typeof ITEMS;
type ListName = keyof Lists;
const LISTS = Object.keys(ITEMS) as ListName[];

/** The outer shape: an object whose lists are arrays, or null / missing (= empty). Anything else fails as a whole. */
const List = v.optional(v.nullable(v.array(v.unknown())));
const RawResult = v.object({ products: List, series: List, producers: List, cms: List, searchQueries: List, menuNodes: List });

export type SearchResult = { [K in ListName]: v.InferOutput<Lists[K]>[] };
export type SearchProduct = SearchResult['products'][number];

export interface ParsedResult {
  result: SearchResult;
  /** Items left out because they did not fit their shape (a product without a net price, say). */
  dropped: number;
}

/**
 * Reads a productsTextSearch result tolerantly: every list item by item (a malformed item, or a
 * product without its gross and net prices, is dropped; the others stay), null or missing lists as
 * empty, each list cut to LIMIT items (spec §9; the server is asked for as many). undefined when
 * the value is not a result object or a list is not a list.
 */
function readSearchResult(raw: unknown): ParsedResult | undefined {
  const parsed = v.safeParse(RawResult, raw);
  if (!parsed.success) return undefined;
  let dropped = 0;
  const pick = <K extends ListName>(name: K): SearchResult[K] => {
    const out: SearchResult[K] = [];
    for (const item of parsed.output[name] ?? []) {
      const one = v.safeParse(ITEMS[name], item);
      if (!one.success) dropped++;
      else if (out.length < LIMIT) out.push(one.output as SearchResult[K][number]);
    }
    return out;
  };
  const result = Object.fromEntries(LISTS.map((name) => [name, pick(name)])) as SearchResult;
  return { result, dropped };
}

export function readSearchResponse(data: unknown): ParsedResult | undefined {
  if (!data || typeof data !== 'object') return undefined;
  return readSearchResult((data as { productsTextSearch?: unknown }).productsTextSearch);
}

/** The text that is searched: the typed text without surrounding spaces. */
export const searchText = (typed: string): string => typed.trim();

/** Whether the typed text is long enough to search. */
export const searchable = (typed: string): boolean => [...searchText(typed)].length >= MIN_CHARS;

/**
 * What a keystroke leads to: too short closes the results ('close'); the text already being fetched
 * keeps that request ('keep'); the text whose results are held shows them again ('reopen');
 * anything else waits for the debounce ('wait', DEBOUNCE_MS).
 */
export type Decision = 'close' | 'keep' | 'reopen' | 'wait';

export function decide(typed: string, shown?: string, pending?: string): Decision {
  if (!searchable(typed)) return 'close';
  const text = searchText(typed);
  if (text === pending) return 'keep';
  if (text === shown) return 'reopen';
  return 'wait';
}

/** The session storage key (spec §4: search_{text}). */
export const cacheKey = (text: string): string => `search_${text}`;

/**
 * Reads a cached result. The entry is {lang, currency, result}: shops in several languages on one origin share
 * session storage, and a shopper may switch the currency, so another language's or currency's entry (prices
 * formatted in the other one) is a miss. Storage that throws, malformed JSON and malformed results are misses too.
 * Logout clears every entry (widgets/logout).
 */
export function readCache(storage: Pick<Storage, 'getItem'> | undefined, text: string, lang: string, currency: string): SearchResult | undefined {
  try {
    const raw = storage?.getItem(cacheKey(text));
    if (!raw) return undefined;
    const entry = JSON.parse(raw) as { lang?: unknown; currency?: unknown; result?: unknown };
    if (!entry || entry.lang !== lang || entry.currency !== currency) return undefined;
    return readSearchResult(entry.result)?.result;
  } catch {
    return undefined;
  }
}

export function writeCache(storage: Pick<Storage, 'setItem'> | undefined, text: string, lang: string, currency: string, result: SearchResult): void {
  try {
    storage?.setItem(cacheKey(text), JSON.stringify({ lang, currency, result }));
  } catch {
    // Full, disabled or blocked storage: the search still works, uncached.
  }
}

export interface Segment {
  text: string;
  match: boolean;
}

/** Splits a name around case-insensitive occurrences of the typed text (rendered as text, matches bold). */
export function highlight(name: string, typed: string): Segment[] {
  const needle = searchText(typed);
  if (!needle) return name ? [{ text: name, match: false }] : [];
  const re = new RegExp(needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'giu');
  const out: Segment[] = [];
  let last = 0;
  for (let m = re.exec(name); m; m = re.exec(name)) {
    if (m.index > last) out.push({ text: name.slice(last, m.index), match: false });
    out.push({ text: m[0], match: true });
    last = m.index + m[0].length;
  }
  if (last < name.length) out.push({ text: name.slice(last), match: false });
  return out;
}

/** Only http(s) and relative links are followed; anything else (javascript:, data:) is dropped (src/lib/url). */
export function safeLink(link: string): string | undefined {
  return safeHref(link);
}

export interface Item {
  label: string;
  link: string;
}

/**
 * The categories block: producers, series, then menu nodes by their name. The spec's breadcrumb
 * (bc.item[].title joined by " / ") is not shown: no real query selects menuNodes.bc, and selecting a
 * field the server may not have invalidates the whole search.
 */
export function categoryItems(result: SearchResult, t: Translator): Item[] {
  return [
    ...result.producers.map((p) => ({ label: t('search.producer', { name: p.name }), link: p.link })),
    ...result.series.map((s) => ({ label: t('search.series', { name: s.name }), link: s.link })),
    ...result.menuNodes.map((n) => ({ label: n.name, link: n.link })),
  ];
}

/** The product's price by the shop's price type; 0 means "price on phone". */
export function priceText(product: SearchProduct, priceType: 'gross' | 'net', t: Translator): string {
  const money = product.price.price[priceType];
  return money.value === 0 ? t('search.price_on_phone') : money.formatted;
}

/** The listbox's groups, in display order. */
export const BLOCKS = ['queries', 'products', 'categories', 'cms'] as const;
export type Block = (typeof BLOCKS)[number];

/** One suggestion as the listbox shows it: every field text, the link safe to follow. */
export interface SearchOption {
  /** Unique on the page: the input's aria-activedescendant names it. */
  id: string;
  link: string;
  block: Block;
  name: string;
  /** Products only: the photo's address ('' for none) and the price text. */
  product?: { photo: string; price: string };
}

/**
 * Every suggestion of a result in display order (queries, products, categories, pages), ids `{base}_o{n}`. A suggestion
 * whose link is not safe to follow (javascript:, data:) is left out.
 */
export function searchOptions(result: SearchResult, priceType: 'gross' | 'net', t: Translator, base: string): SearchOption[] {
  const out: SearchOption[] = [];
  const add = (block: Block, link: string, name: string, product?: SearchOption['product']) => {
    const safe = safeLink(link);
    if (safe) out.push({ id: `${base}_o${out.length}`, link: safe, block, name, ...(product && { product }) });
  };
  for (const q of result.searchQueries) add('queries', q.link, q.name);
  for (const p of result.products) add('products', p.link, p.name, { photo: p.iconSmall || p.iconSmallSecond || '', price: priceText(p, priceType, t) });
  for (const c of categoryItems(result, t)) add('categories', c.link, c.label);
  for (const c of result.cms) add('cms', c.link, c.name);
  return out;
}
