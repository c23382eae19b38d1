/**
 * The page configuration. What the platform's template renders is read first: `var app_shop = {urls, vars}` in the
 * head (language, currency, price type, GraphQL address, script prefix, requestUri, additionalAjax, IAIAccountsUrl:
 * src/lib/page-globals.ts, plain values only). An optional JSON block in the head overrides it field by field, for
 * what the platform does not render (texts, sites, a theme's own addresses):
 *   <script type="application/json" id="storefront-config">{ ... }</script>
 * Only a block in <head> counts: one in the body may sit in merchant content (docs/architecture.md, "Trust").
 * Validated here: anything missing takes its default; anything malformed is reported once and replaced by its
 * default, so a typo never takes the storefront down.
 */
import * as v from 'valibot';
import { DEFAULT_CURRENCY, type CurrencySettings } from './lib/currency';
import { createTranslator, normaliseLanguage, type Translator } from './i18n';
import { warnOnce } from './lib/report';
import type { ConfigProblem } from './page-config-report';
import { appShop, isPlainObject } from './lib/page-globals';
import { clean } from './lib/dom';
import { CONFIG_SELECTOR } from './lib/config-selector';

const CurrencySchema = v.object({
  id: v.optional(v.string(), DEFAULT_CURRENCY.id),
  symbol: v.optional(v.string(), DEFAULT_CURRENCY.symbol),
  format: v.optional(v.string(), DEFAULT_CURRENCY.format),
  space: v.optional(v.boolean(), DEFAULT_CURRENCY.space),
  beforeValue: v.optional(v.boolean(), DEFAULT_CURRENCY.beforeValue),
  groupingSeparator: v.optional(v.string(), DEFAULT_CURRENCY.groupingSeparator),
  decimalSeparator: v.optional(v.string(), DEFAULT_CURRENCY.decimalSeparator),
});

const PageConfigSchema = v.object({
  /** Interface language: "pl" (default), "cs", "en" or a spec translation code. */
  language: v.optional(v.string(), 'pl'),
  /** The shop's price display type. */
  priceType: v.optional(v.picklist(['gross', 'net']), 'gross'),
  currency: v.optional(CurrencySchema, {}),
  /** The GraphQL endpoint (taken on the shop's own origin only: src/lib/own-address.ts). */
  graphql: v.optional(v.string(), '/graphql/v1/'),
  /** Shop text settings: message key -> text, overriding the catalogues. */
  texts: v.optional(v.record(v.string(), v.string()), {}),
  /** Prefix of scripts loaded by name, {scriptPrefix}{name}.js; empty = the platform's /gfx/{lang}/ (see defaultScriptPrefix). */
  scriptPrefix: v.optional(v.string(), ''),
  /** Passed through to the Snippets and ToplayersAndWidgets batch params. */
  additionalAjax: v.optional(v.string(), ''),
  /** The request URI the platform renders for the page (batch param request_uri); default the page's path and query. */
  requestUri: v.optional(v.string()),
  /**
   * The accounts service for passkeys (the platform renders it per shop; a cross-origin service: https only, checked
   * where it is used, src/lib/own-address.ts). Trusted here, in the page configuration written by the theme: where a
   * shopper's credentials go is never read from a marker.
   */
  accountsUrl: v.optional(v.string(), 'https://accounts.idosell.com/'),
  /**
   * The shop's other language sites (their addresses or origins, e.g. "https://shop.cz/"): a select_language site
   * from a marker may lead to this page's origin or to one of these, nowhere else.
   */
  sites: v.optional(v.array(v.string()), []),
  /** Where the basket link goes and the one-click order starts. */
  basketUrl: v.optional(v.string(), '/basketedit.php'),
  oneClickUrl: v.optional(v.string(), '/order1.php?oneclick=1'),
});

export type PageConfig = v.InferOutput<typeof PageConfigSchema> & { currency: CurrencySettings };

export interface Page extends PageConfig {
  t: Translator;
}

/**
 * Fields read from the configuration outside this schema: the map's tile host (widgets/map/tiles.ts), a passkey
 * registration's account (widgets/passkey/rules.ts `registration`), the instalment providers' hosts
 * (widgets/instalment/schema.ts `instalmentHosts`).
 */
const OTHER_FIELDS = ['mapTiles', 'passkey', 'instalmentHosts'];

/**
 * Reports a problem of the configuration (once each). The words for it are a chunk of their own
 * (src/page-config-report.ts): a page whose configuration is right never fetches them.
 */
function report(problem: ConfigProblem): void {
  import('./page-config-report').then(
    ({ reportProblem }) => reportProblem(problem),
    () => warnOnce(`page-config:${problem.kind}`, 'storefront: the page configuration has a problem:', problem),
  );
}

/** Validates a raw config object. Bad fields are reported and defaulted one by one; unknown ones are reported. */
export function parsePageConfig(raw: unknown): PageConfig {
  const isObject = !!raw && typeof raw === 'object' && !Array.isArray(raw);
  const input: Record<string, unknown> = isObject ? { ...(raw as Record<string, unknown>) } : {};
  if (raw !== undefined && !isObject) {
    report({ kind: 'not-object' });
  }
  // One warning per field the configuration does not have, with the nearest known name when one is close.
  const known = [...Object.keys(PageConfigSchema.entries), ...OTHER_FIELDS];
  for (const key of Object.keys(input)) if (!known.includes(key)) report({ kind: 'unknown', key, known });
  for (let attempt = 0; attempt < 20; attempt++) {
    const result = v.safeParse(PageConfigSchema, input);
    if (result.success) return result.output as PageConfig;
    const issue = result.issues[0];
    const path = (issue.path ?? []).map((p) => String(p.key));
    report({ kind: 'invalid', path, message: issue.message });
    if (!path.length) break;
    // Drop the offending field (or sub-field) so its default applies, then try again.
    let target: Record<string, unknown> = input;
    for (const key of path.slice(0, -1)) {
      const next = target[key];
      if (!next || typeof next !== 'object') break;
      target[key] = { ...(next as object) };
      target = target[key] as Record<string, unknown>;
    }
    delete target[path[path.length - 1]];
  }
  return v.parse(PageConfigSchema, {}) as PageConfig;
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value : undefined;
}

function bool(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === '1' || value === 1) return true;
  if (value === 'false' || value === '0' || value === 0 || value === '') return false;
  return undefined;
}

/** Drops undefined fields, so a field the platform did not render takes the next source's value or its default. */
function defined(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

/**
 * The configuration fields `app_shop` carries (provider-facts "Page configuration"), in this module's names. The
 * platform's values are read tolerantly (booleans as "true"/"1", a language as its symbol or its directory id).
 */
export function configFromAppShop(shop: unknown): Record<string, unknown> {
  if (shop === undefined) return {};
  if (!isPlainObject(shop)) {
    report({ kind: 'app-shop' });
    return {};
  }
  const urls = isPlainObject(shop.urls) ? shop.urls : {};
  const vars = isPlainObject(shop.vars) ? shop.vars : {};
  const language = isPlainObject(vars.language) ? vars.language : {};
  const symbol = str(language.symbol)?.toLowerCase();
  const id = str(language.id)?.toLowerCase();
  const currency = isPlainObject(vars.currency) ? vars.currency : undefined;
  const accounts = str(vars.IAIAccountsUrl);
  return defined({
    language: symbol ?? (id ? normaliseLanguage(id) : undefined),
    priceType: vars.priceType === 'net' || vars.priceType === 'gross' ? vars.priceType : undefined,
    currency: currency
      ? defined({
          id: str(currency.id),
          symbol: str(currency.symbol),
          format: str(currency.format),
          space: bool(currency.space),
          beforeValue: bool(currency.beforeValue),
          groupingSeparator: typeof currency.groupingSeparator === 'string' ? currency.groupingSeparator : undefined,
          decimalSeparator: str(currency.decimalSeparator),
        })
      : undefined,
    graphql: str(urls.graphql),
    scriptPrefix: str(urls.prefix),
    additionalAjax: typeof vars.additionalAjax === 'string' ? vars.additionalAjax : undefined,
    requestUri: str(vars.requestUri),
    accountsUrl: accounts && /^https:\/\//i.test(accounts) ? accounts : undefined,
    basketUrl: str(vars.basketLink),
  });
}

/** The theme's block over the platform's values, field by field (currency fields too). */
export function mergePageConfig(platform: Record<string, unknown>, theme: unknown): unknown {
  if (!isPlainObject(theme)) return Object.keys(platform).length || theme === undefined ? platform : theme;
  const currency =
    isPlainObject(platform.currency) && isPlainObject(theme.currency) ? { ...platform.currency, ...theme.currency } : (theme.currency ?? platform.currency);
  return defined({ ...platform, ...theme, currency });
}

/**
 * The theme's JSON block: a child of the real <head> only (src/lib/config-selector.ts), read through the prototypes
 * (src/lib/dom.ts): a `<form name="head">` in shop content holding a decoy block is not the head.
 */
function pageConfigElement(doc: Document = document): Element | null {
  return clean(doc).head?.querySelector(CONFIG_SELECTOR) ?? null;
}

/** Reads the JSON block from the head. Missing: undefined. Malformed JSON: one warning, undefined. */
export function readPageConfigElement(doc: Document = document): unknown {
  const el = pageConfigElement(doc);
  if (!el?.textContent?.trim()) return undefined;
  try {
    return JSON.parse(el.textContent);
  } catch (error) {
    report({ kind: 'json', message: (error as Error).message });
    return undefined;
  }
}

/** app_shop when defined but not a plain object (reported by configFromAppShop); undefined when not defined. */
function rawAppShop(): unknown {
  const value = (globalThis as { app_shop?: unknown }).app_shop;
  return value === undefined || value instanceof Element || value instanceof HTMLCollection ? undefined : value;
}

let cached: Page | undefined;

/** The page's validated configuration with its translator; computed once per page. */
export function getPage(): Page {
  if (!cached) {
    const config = parsePageConfig(mergePageConfig(configFromAppShop(appShop() ?? rawAppShop()), readPageConfigElement()));
    cached = { ...config, t: createTranslator(config.language, config.texts) };
  }
  return cached;
}

/**
 * For tests: forget the cached page so the next getPage() reads the document again.
 * @internal for the tests only (knip --production accepts it).
 */
export function resetPageForTests(): void {
  cached = undefined;
}
