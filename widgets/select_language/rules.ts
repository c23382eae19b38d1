/**
 * select_language pure logic (spec §2 "Country and language modal", §3 "Country config",
 * "Select-language parameters", §4 "Select-language modal", §9 "Languages"): the country
 * configuration schema, the opening rule, the country-code-to-flag mapping, the initial choice
 * and the form's target. No DOM, no React.
 */
import * as v from 'valibot';
import { safeUrl } from '../../src/lib/url';

/** Cookie set when the modal is closed or submitted (spec §4). */
const REDIRECTION_COOKIE = 'redirection';
const REDIRECTION_CLOSED = 'closed';
/** URL parameter (and the form's hidden field) marking a page reached through the modal. */
export const REDIRECTION_PARAM = 'redirection';
export const REDIRECTION_REDIRECTED = 'redirected';
/**
 * The "closed" cookie as the platform's country-first chooser writes it (provider-facts "Cookies and storage"): a
 * session cookie on path "/" (SameSite=Lax, and Secure over https, as every cookie the bundle writes).
 */
export function closedCookie(secure: boolean): string {
  return `${REDIRECTION_COOKIE}=${REDIRECTION_CLOSED}; path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
/** The modal scrolls below this screen height (spec §9). */
export const SCROLL_BELOW_HEIGHT = 800;
export const DEFAULT_GROUP = 'default';
const DEFAULT_RECOMMENDED_LANG = 'eng';

const bool = () =>
  v.optional(
    v.pipe(
      v.union([v.boolean(), v.picklist(['true', 'false', '1', '0', '']), v.picklist([0, 1])]),
      v.transform((x) => x === true || x === 'true' || x === '1' || x === 1),
    ),
    false,
  );
const text = () => v.pipe(v.union([v.string(), v.number()]), v.transform(String));
/** An optional text: missing or null reads as empty (a null never drops the country). */
const optionalText = () =>
  v.optional(
    v.pipe(
      v.nullable(v.string()),
      v.transform((s) => s ?? ''),
    ),
    '',
  );

const LanguageSchema = v.object({
  id: v.pipe(v.string(), v.trim(), v.minLength(1, 'language id is empty')),
  site: optionalText(),
});

const CountrySchema = v.object({
  id: v.pipe(text(), v.trim(), v.minLength(1, 'country id is empty')),
  name: v.pipe(v.string(), v.trim(), v.minLength(1, 'country name is empty')),
  group: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.transform((g) => g || DEFAULT_GROUP),
    ),
    DEFAULT_GROUP,
  ),
  default: bool(),
  recommended: bool(),
  selected: bool(),
  currencyId: optionalText(),
  currencySymbol: optionalText(),
  selectedName: optionalText(),
  recommendedName: optionalText(),
  defaultName: optionalText(),
  lang: v.optional(
    v.pipe(
      v.nullable(v.array(LanguageSchema)),
      v.transform((l) => l ?? []),
    ),
    [],
  ),
});
export type Country = v.InferOutput<typeof CountrySchema>;

/**
 * Validates the page's country list entry by entry: entries that do not fit are left out and
 * described in `problems` (the caller warns once); the rest are kept. The platform writes one entry per language ×
 * country (`window.selectLanguageConfig`, each with its one language in `lang`): entries of the same country id are
 * one country, their languages joined in order (a language twice counts once), `selected` / `recommended` /
 * `default` set when any entry has them, names and currency from the first entry that has them.
 */
export function parseCountries(raw: unknown): { countries: Country[]; problems: string[] } {
  const problems: string[] = [];
  if (!Array.isArray(raw)) return { countries: [], problems: ['the country list is not an array'] };
  const countries: Country[] = [];
  const seen = new Map<string, Country>();
  raw.forEach((given, index) => {
    const result = v.safeParse(CountrySchema, given);
    if (!result.success) {
      const issue = result.issues[0];
      const path = (issue.path ?? []).map((p) => String(p.key)).join('.');
      problems.push(`country ${index}${path ? ` (${path})` : ''}: ${issue.message}`);
      return;
    }
    const entry = result.output;
    const known = seen.get(entry.id);
    if (!known) {
      seen.set(entry.id, entry);
      countries.push(entry);
      return;
    }
    for (const l of entry.lang) if (!known.lang.some((k) => k.id === l.id)) known.lang.push(l);
    known.selected ||= entry.selected;
    known.recommended ||= entry.recommended;
    known.default ||= entry.default;
    for (const key of ['currencyId', 'currencySymbol', 'selectedName', 'recommendedName', 'defaultName'] as const) known[key] ||= entry[key];
    if (known.group === DEFAULT_GROUP) known.group = entry.group;
  });
  return { countries, problems };
}

/** The region groups in order of first appearance. */
export function groupsOf(countries: readonly Country[]): string[] {
  return [...new Set(countries.map((c) => c.group))];
}

export function countriesIn(countries: readonly Country[], group: string): Country[] {
  return countries.filter((c) => c.group === group);
}

/** The page's select-language parameters (`window.selectLanguageParamsConfig`, strings), as the widget uses them. */
export interface LanguageParams {
  showSelect: 'true' | 'false';
  countryFirst: 'true' | 'false';
  selectedLangId: string;
  recommendedLang: string;
  isDefaultCountry: 'true' | 'false';
  isRecommendedCountry: 'true' | 'false';
}

/** The template's names of the parameters. */
const PARAM_NAMES: Record<keyof LanguageParams, string> = {
  showSelect: 'show_select',
  countryFirst: 'country_first',
  selectedLangId: 'selectedLangId',
  recommendedLang: 'recommended_lang',
  isDefaultCountry: 'is_default_country',
  isRecommendedCountry: 'is_recommended_country',
};
const FLAGS = new Set<keyof LanguageParams>(['showSelect', 'countryFirst', 'isDefaultCountry', 'isRecommendedCountry']);

/**
 * Reads `window.selectLanguageParamsConfig` (the platform writes strings; a flag is "true", or "false" / "" for
 * false; JSON booleans are accepted too): each parameter that is missing reads as its default, one of another type or
 * value as its default with a problem named (the caller warns once). `given` wins over the page (a marker's own
 * data-* options).
 */
export function readParams(page: Record<string, unknown> | undefined, given: Partial<LanguageParams> = {}): { params: LanguageParams; problems: string[] } {
  const problems: string[] = [];
  const params: LanguageParams = {
    showSelect: 'false',
    countryFirst: 'false',
    selectedLangId: '',
    recommendedLang: DEFAULT_RECOMMENDED_LANG,
    isDefaultCountry: 'false',
    isRecommendedCountry: 'false',
  };
  for (const key of Object.keys(PARAM_NAMES) as Array<keyof LanguageParams>) {
    const mine = given[key];
    if (mine !== undefined) {
      (params as unknown as Record<string, string>)[key] = mine;
      continue;
    }
    const name = PARAM_NAMES[key];
    const value = page?.[name];
    if (value === undefined || value === null) continue;
    const text = typeof value === 'boolean' ? String(value) : typeof value === 'string' ? value.trim() : undefined;
    if (FLAGS.has(key)) {
      if (text === 'true' || text === 'false' || text === '') (params as unknown as Record<string, string>)[key] = text === 'true' ? 'true' : 'false';
      else problems.push(`${name} is ${JSON.stringify(value)} (expected "true" or "false")`);
    } else if (text === undefined) problems.push(`${name} is not a string`);
    else if (text) (params as unknown as Record<string, string>)[key] = text;
  }
  return { params, problems };
}

/**
 * Opens by itself only when show_select is "true" and it has not been closed before: the URL has
 * redirection=redirected, or the cookie redirection=closed exists (spec §4).
 */
export function shouldAutoOpen(showSelect: string, url: string, cookies: Record<string, string>): boolean {
  if (showSelect !== 'true') return false;
  if (cookies[REDIRECTION_COOKIE] === REDIRECTION_CLOSED) return false;
  let redirected = false;
  try {
    redirected = new URL(url, 'http://x.invalid').searchParams.get(REDIRECTION_PARAM) === REDIRECTION_REDIRECTED;
  } catch {
    /* an unparsable URL carries no parameter */
  }
  return !redirected;
}

/** Codes some shops use that are not ISO 3166-1 alpha-2, and the alpha-3 codes of the shop's markets. */
const CODE_ALIASES: Record<string, string> = {
  UK: 'GB',
  EL: 'GR',
  POL: 'PL',
  CZE: 'CZ',
  SVK: 'SK',
  DEU: 'DE',
  AUT: 'AT',
  CHE: 'CH',
  FRA: 'FR',
  BEL: 'BE',
  NLD: 'NL',
  LUX: 'LU',
  HUN: 'HU',
  ROU: 'RO',
  UKR: 'UA',
  LTU: 'LT',
  LVA: 'LV',
  EST: 'EE',
  SVN: 'SI',
  HRV: 'HR',
  ITA: 'IT',
  ESP: 'ES',
  PRT: 'PT',
  GBR: 'GB',
  IRL: 'IE',
  DNK: 'DK',
  SWE: 'SE',
  NOR: 'NO',
  FIN: 'FI',
  BGR: 'BG',
  GRC: 'GR',
  USA: 'US',
  CAN: 'CA',
  MDA: 'MD',
  BLR: 'BY',
  ISL: 'IS',
  MLT: 'MT',
  CYP: 'CY',
};

/** The ISO 3166-1 alpha-2 code of a country id ("pl", "UK", "CZE" -> "PL", "GB", "CZ"), or "" when it is not a code. */
export function countryCode(id: string): string {
  const code = id.trim().toUpperCase();
  if (CODE_ALIASES[code]) return CODE_ALIASES[code];
  return /^[A-Z]{2}$/.test(code) ? code : '';
}

/** The flag of a country id as the pair of regional-indicator symbols ("PL" -> 🇵🇱), or "" for an unknown id. */
export function countryFlag(id: string): string {
  const code = countryCode(id);
  if (!code) return '';
  return String.fromCodePoint(...[...code].map((ch) => 0x1f1e6 + ch.charCodeAt(0) - 65));
}

/** The country option's text: flag, name, then currency id and symbol. */
export function countryLabel(country: Country): string {
  const flag = countryFlag(country.id);
  const currency = [country.currencyId, country.currencySymbol].filter(Boolean).join(' ');
  return `${flag ? `${flag} ` : ''}${country.name}${currency ? ` (${currency})` : ''}`;
}

export interface Choice {
  group: string;
  countryId: string;
  langId: string;
}

/** The language to preselect in a country: the wanted one when the country has it, else its first. */
function pickLanguage(country: Country | undefined, wanted: string): string {
  if (!country?.lang.length) return '';
  return country.lang.find((l) => l.id === wanted)?.id ?? country.lang[0].id;
}

/** The initial choice: the selected country, else the default one, else the first; the page's language when the country has it. */
export function initialChoice(countries: readonly Country[], selectedLangId: string): Choice {
  const country = countries.find((c) => c.selected) ?? countries.find((c) => c.default) ?? countries[0];
  return { group: country?.group ?? DEFAULT_GROUP, countryId: country?.id ?? '', langId: pickLanguage(country, selectedLangId) };
}

/** Choosing another group moves to its first country (keeping the language when that country has it). */
export function chooseGroup(countries: readonly Country[], choice: Choice, group: string): Choice {
  const first = countriesIn(countries, group)[0];
  return { group, countryId: first?.id ?? '', langId: pickLanguage(first, choice.langId) };
}

export function chooseCountry(countries: readonly Country[], choice: Choice, countryId: string): Choice {
  const country = countries.find((c) => c.id === countryId);
  return { group: country?.group ?? choice.group, countryId, langId: pickLanguage(country, choice.langId) };
}

/**
 * Whether a language site from the marker may be a form's target: http(s) (read as the browser reads it), on the
 * page's own origin or on one of the shop's sites the page configuration lists (`sites`, written by the theme). A
 * marker can sit inside shop content, so it never decides on its own where a shopper is sent.
 */
export function siteAllowed(site: string, currentUrl: string, shopSites: readonly string[] = []): boolean {
  const url = safeUrl(site, currentUrl);
  if (!url) return false;
  if (url.origin === new URL(currentUrl).origin) return true;
  return shopSites.some((s) => safeUrl(s)?.origin === url.origin);
}

/** The chosen language's site URL; the current URL when it has none (spec §2) or when it is not allowed. */
export function siteFor(country: Country | undefined, langId: string, currentUrl: string, shopSites: readonly string[] = []): string {
  const site = country?.lang.find((l) => l.id === langId)?.site.trim();
  return site && siteAllowed(site, currentUrl, shopSites) ? site : currentUrl;
}

/** Every language site of the list (trimmed, non-empty). */
export function sitesOf(countries: readonly Country[]): string[] {
  return countries.flatMap((c) => c.lang.map((l) => l.site.trim()).filter(Boolean));
}

/** The language sites of the list that are not allowed (see siteAllowed), for one warning. */
export function refusedSites(countries: readonly Country[], currentUrl: string, shopSites: readonly string[] = []): string[] {
  return countries.flatMap((c) => c.lang.map((l) => l.site.trim()).filter((site) => site && !siteAllowed(site, currentUrl, shopSites)));
}

/** The recommended country and the language its own submit goes to (recommended_lang when it has it). */
export function recommendation(countries: readonly Country[], recommendedLang: string): { country: Country; langId: string } | undefined {
  const country = countries.find((c) => c.recommended);
  if (!country) return undefined;
  return { country, langId: pickLanguage(country, recommendedLang) };
}

/**
 * A GET form replaces its action's query with its fields, so the action's own query parameters
 * travel as hidden fields. Returns the action without its query and those parameters.
 */
export function splitAction(action: string, base: string): { action: string; params: Array<[string, string]> } {
  try {
    const url = new URL(action, base);
    const params = [...url.searchParams.entries()].filter(([k]) => k !== REDIRECTION_PARAM && k !== 'country' && k !== 'language');
    url.search = '';
    return { action: url.href, params };
  } catch {
    return { action: base, params: [] };
  }
}
