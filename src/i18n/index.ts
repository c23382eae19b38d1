/**
 * Message catalogues: Polish (the source, holding every key) is built in (the islands' own texts come with the
 * islands' code: `addPolish`, pl-islands.ts); the other translation
 * languages of the spec (eng, cze, ger, rum, slo, fre, ukr, hun) load as small chunks of their own,
 * only the page's language, before the first widget mounts (`loadLanguage`). Shop text settings
 * override any key. Languages are the shop's interface codes ("pl", "cs", "de") or the spec's
 * three-letter translation codes ("pol", "cze", "ger", ...), both accepted.
 */
import { formatMessage, type MessageValues } from './format';
import { plBase, type Catalogue, type MessageKey } from './pl';

export type { MessageKey } from './pl';

/** The translation languages of the spec (section 9 "Languages") by interface code; eng is the fallback. */
const loaders: Record<string, () => Promise<Catalogue>> = {
  en: () => import('./en').then((m) => m.en),
  cs: () => import('./cs').then((m) => m.cs),
  de: () => import('./de').then((m) => m.de),
  ro: () => import('./ro').then((m) => m.ro),
  sk: () => import('./sk').then((m) => m.sk),
  fr: () => import('./fr').then((m) => m.fr),
  uk: () => import('./uk').then((m) => m.uk),
  hu: () => import('./hu').then((m) => m.hu),
};
const aliases: Record<string, string> = {
  pol: 'pl',
  eng: 'en',
  cze: 'cs',
  ces: 'cs',
  ger: 'de',
  deu: 'de',
  rum: 'ro',
  ron: 'ro',
  slo: 'sk',
  slk: 'sk',
  fre: 'fr',
  fra: 'fr',
  ukr: 'uk',
  hun: 'hu',
};

/**
 * Every language with a catalogue.
 * @internal for the tests only (knip --production accepts it).
 */
export const LANGUAGES: readonly string[] = ['pl', ...Object.keys(loaders)];
const FALLBACK = 'en';

/** The Polish texts so far: the base, then the islands' once their code has arrived (`addPolish`). */
const pl: Catalogue = { ...plBase };
const loaded: Record<string, Catalogue> = { pl };

/** Adds Polish texts to the catalogue (src/island.tsx: the islands' texts, which are not in the core chunk). */
export function addPolish(texts: Catalogue): void {
  Object.assign(pl, texts);
}
const pending = new Map<string, Promise<void>>();

export function normaliseLanguage(code: string | undefined): string {
  const c = String(code || 'pl')
    .toLowerCase()
    .split(/[-_]/)[0];
  return aliases[c] ?? c;
}

/** The catalogue a language is shown from: its own, English for a language without one. */
function sourceOf(lang: string): string {
  return lang in loaded || lang in loaders ? lang : FALLBACK;
}

/**
 * Loads the language's catalogue (English for a language the bundle has no catalogue for). Never
 * rejects: a catalogue chunk that fails to load leaves the texts in Polish, with one warning.
 */
export function loadLanguage(code: string | undefined): Promise<void> {
  const lang = sourceOf(normaliseLanguage(code));
  if (loaded[lang]) return Promise.resolve();
  let job = pending.get(lang);
  if (!job) {
    job = loaders[lang]().then(
      (catalogue) => {
        loaded[lang] = catalogue;
      },
      (error: unknown) => {
        pending.delete(lang); // a later page view (or widget) may try again
        console.warn(`storefront: the "${lang}" texts could not be loaded (${String(error)}); Polish texts are shown.`);
      },
    );
    pending.set(lang, job);
  }
  return job;
}

export interface Translator {
  (key: MessageKey, values?: MessageValues): string;
  language: string;
}

/**
 * Lookup order: shop overrides, the language's catalogue (English for a language without one),
 * then Polish (the source texts, which hold every key). Catalogues are looked up at call time, so
 * a translator made before `loadLanguage` finished speaks the language once it has.
 */
export function createTranslator(language: string, overrides: Record<string, string> = {}): Translator {
  const lang = normaliseLanguage(language);
  const source = sourceOf(lang);
  const t = ((key: MessageKey, values?: MessageValues) => {
    for (const catalogue of [overrides as Catalogue, loaded[source], pl]) {
      const template = catalogue?.[key];
      if (typeof template === 'string') return formatMessage(template, values, lang);
    }
    return key;
  }) as Translator;
  t.language = lang;
  return t;
}

/**
 * Every catalogue, loaded.
 * @internal for the tests only (knip --production accepts it).
 */
export async function loadAllCatalogues(): Promise<Record<string, Catalogue>> {
  await Promise.all(Object.keys(loaders).map((lang) => loadLanguage(lang)));
  return { ...loaded };
}
