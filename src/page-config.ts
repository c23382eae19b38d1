/**
 * The page configuration: one JSON block the shop's template renders into the page head,
 *   <script type="application/json" id="storefront-config">{ ... }</script>
 * validated here. Anything missing takes its default; anything malformed is reported once
 * and replaced by its default, so a typo never takes the storefront down.
 */
import * as v from 'valibot';
import { DEFAULT_CURRENCY, type CurrencySettings } from './lib/price';
import { createTranslator, type Translator } from './i18n';
import { warnOnce } from './lib/report';

const CONFIG_ELEMENT_ID = 'storefront-config';

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
  /** The GraphQL endpoint. */
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
   * The accounts service for passkeys (the platform renders it per shop; a cross-origin service). Trusted here,
   * in the page configuration written by the theme: where a shopper's credentials go is never read from a marker.
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

/** Validates a raw config object. Bad fields are reported and defaulted one by one. */
export function parsePageConfig(raw: unknown): PageConfig {
  const isObject = !!raw && typeof raw === 'object' && !Array.isArray(raw);
  const input: Record<string, unknown> = isObject ? { ...(raw as Record<string, unknown>) } : {};
  if (raw !== undefined && !isObject) {
    warnOnce('page-config', `storefront: the page configuration (#${CONFIG_ELEMENT_ID}) must be a JSON object; defaults used.`);
  }
  for (let attempt = 0; attempt < 20; attempt++) {
    const result = v.safeParse(PageConfigSchema, input);
    if (result.success) return result.output as PageConfig;
    const issue = result.issues[0];
    const path = (issue.path ?? []).map((p) => String(p.key));
    warnOnce(
      `page-config:${path.join('.')}`,
      `storefront: page configuration field "${path.join('.') || '(root)'}" is invalid (${issue.message}); its default is used.`,
    );
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

/** Reads the JSON block from the document. Missing: defaults. Malformed JSON: one warning, defaults. */
export function readPageConfigElement(doc: Document = document): unknown {
  const el = doc.getElementById(CONFIG_ELEMENT_ID);
  if (!el?.textContent?.trim()) return {};
  try {
    return JSON.parse(el.textContent);
  } catch {
    warnOnce('page-config-json', `storefront: #${CONFIG_ELEMENT_ID} is not valid JSON; defaults used.`);
    return {};
  }
}

/**
 * The accounts host the platform itself renders into every page (the global `IAIAccountsUrl`), used when the page
 * configuration names none, so a shop owner has nothing to copy. Only a string that is an https URL counts: an
 * element with that id or name in shop content (DOM clobbering makes it a window property) is not a string.
 */
export function platformAccountsUrl(scope: object = globalThis): string | undefined {
  const value = (scope as { IAIAccountsUrl?: unknown }).IAIAccountsUrl;
  if (typeof value !== 'string') return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

let cached: Page | undefined;

/** The page's validated configuration with its translator; computed once per page. */
export function getPage(): Page {
  if (!cached) {
    const raw = readPageConfigElement();
    const config = parsePageConfig(raw);
    const given = !!raw && typeof raw === 'object' && typeof (raw as { accountsUrl?: unknown }).accountsUrl === 'string';
    if (!given) config.accountsUrl = platformAccountsUrl() ?? config.accountsUrl;
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
