/**
 * Message catalogues: Polish default, Czech, English fallback; shop text settings override any key.
 * Languages are the shop's interface codes ("pl", "cs", "en") or the spec's three-letter
 * translation codes ("pol", "cze", "eng", ...), both accepted.
 */
import { formatMessage, type MessageValues } from './format';
import { pl, type Catalogue, type MessageKey } from './pl';
import { cs } from './cs';
import { en } from './en';

export type { MessageKey } from './pl';

const catalogues: Record<string, Catalogue> = { pl, cs, en };
const aliases: Record<string, string> = { pol: 'pl', cze: 'cs', ces: 'cs', eng: 'en' };

export function normaliseLanguage(code: string | undefined): string {
  const c = String(code || 'pl').toLowerCase().split(/[-_]/)[0];
  return aliases[c] ?? c;
}

export interface Translator {
  (key: MessageKey, values?: MessageValues): string;
  language: string;
}

/**
 * Lookup order: shop overrides, the language's catalogue, English (the spec's fallback language),
 * then Polish (the source texts, which hold every key).
 */
export function createTranslator(language: string, overrides: Record<string, string> = {}): Translator {
  const lang = normaliseLanguage(language);
  const chain: Catalogue[] = [overrides as Catalogue, catalogues[lang] ?? {}, en, pl];
  const t = ((key: MessageKey, values?: MessageValues) => {
    for (const catalogue of chain) {
      const template = catalogue[key];
      if (typeof template === 'string') return formatMessage(template, values, lang);
    }
    return key;
  }) as Translator;
  t.language = lang;
  return t;
}

export const allCatalogues = catalogues;
