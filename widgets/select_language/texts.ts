/**
 * The select_language texts the spec gives in the shop's translation languages (spec §2, §9
 * "Languages": pol, eng, ger, cze, rum, slo, fre, ukr, hun; eng is the fallback), and each
 * language's own name for the language select. Keyed by the spec's three-letter codes.
 */
export const TRANSLATION_LANGUAGES = ['pol', 'eng', 'ger', 'cze', 'rum', 'slo', 'fre', 'ukr', 'hun'] as const;
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: TranslationLanguage = 'eng';

/** Interface codes (and ISO 639-2/T spellings) to the spec's codes. */
const TO_SPEC: Record<string, TranslationLanguage> = {
  pl: 'pol', en: 'eng', de: 'ger', deu: 'ger', cs: 'cze', ces: 'cze', ro: 'rum', ron: 'rum', sk: 'slo', slk: 'slo',
  fr: 'fre', fra: 'fre', uk: 'ukr', hu: 'hun',
};

/** The spec's code for a language code ("cs", "cze", "cs-CZ" -> "cze"); English for one outside the list. */
export function specLanguage(code: string | undefined): TranslationLanguage {
  const c = String(code ?? '').toLowerCase().split(/[-_]/)[0];
  if ((TRANSLATION_LANGUAGES as readonly string[]).includes(c)) return c as TranslationLanguage;
  return TO_SPEC[c] ?? FALLBACK_LANGUAGE;
}

export const NO_DELIVERY: Record<TranslationLanguage, string> = {
  pol: 'Dostawa do Twojego kraju nie jest możliwa',
  eng: 'Delivery to your country is not possible',
  ger: 'Eine Lieferung in Ihr Land ist nicht möglich',
  cze: 'Doručení do vaší země není možné',
  rum: 'Livrarea în țara dumneavoastră nu este posibilă',
  slo: 'Doručenie do vašej krajiny nie je možné',
  fre: 'La livraison dans votre pays n’est pas possible',
  ukr: 'Доставка до вашої країни неможлива',
  hun: 'Az Ön országába nem lehetséges a kiszállítás',
};

/** Each language in its own name (the options carry lang="…" so screen readers pronounce them right). */
export const LANGUAGE_NAMES: Record<string, { name: string; tag: string }> = {
  pol: { name: 'Polski', tag: 'pl' },
  eng: { name: 'English', tag: 'en' },
  ger: { name: 'Deutsch', tag: 'de' },
  cze: { name: 'Čeština', tag: 'cs' },
  rum: { name: 'Română', tag: 'ro' },
  slo: { name: 'Slovenčina', tag: 'sk' },
  fre: { name: 'Français', tag: 'fr' },
  ukr: { name: 'Українська', tag: 'uk' },
  hun: { name: 'Magyar', tag: 'hu' },
};

export function languageName(id: string): { name: string; tag?: string } {
  const c = id.trim().toLowerCase();
  return LANGUAGE_NAMES[c] ?? LANGUAGE_NAMES[TO_SPEC[c] ?? ''] ?? { name: id };
}

/** The impossible-delivery text in the page's language (a shop text override wins). */
export function noDeliveryText(pageLanguage: string, overrides: Record<string, string>): string {
  return overrides['select_language.no_delivery'] ?? NO_DELIVERY[specLanguage(pageLanguage)];
}
