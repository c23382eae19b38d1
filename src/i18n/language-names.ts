/**
 * Each translation language in its own name (spec §9 "Languages"), for a language select: the same in every interface
 * language, so not in the catalogues. The tag goes on the option (lang="…") so screen readers pronounce the name right.
 */
import { normaliseLanguage } from './index';

const OWN_NAMES: Record<string, string> = {
  pl: 'Polski',
  en: 'English',
  de: 'Deutsch',
  cs: 'Čeština',
  ro: 'Română',
  sk: 'Slovenčina',
  fr: 'Français',
  uk: 'Українська',
  hu: 'Magyar',
};

/** A language's own name and tag, by interface or translation code ("cs", "cze", "cs-CZ"); an unknown code as it is. */
export function languageName(code: string): { name: string; tag?: string } {
  const lang = code.trim() && normaliseLanguage(code.trim());
  return lang && lang in OWN_NAMES ? { name: OWN_NAMES[lang], tag: lang } : { name: code };
}
