import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '../../src/i18n/format';
import { LANGUAGES, addPolish, createTranslator, loadAllCatalogues, loadLanguage, normaliseLanguage } from '../../src/i18n';
import { plBase } from '../../src/i18n/pl';
import { plIslands } from '../../src/i18n/pl-islands';

const pl = { ...plBase, ...plIslands };
// The islands' Polish texts, as src/island.tsx adds them when an island's code arrives.
addPolish(plIslands);

describe('messages', () => {
  it('fills placeholders and leaves unknown ones visible', () => {
    expect(formatMessage('Hodnota košíku: {total}', { total: '10 Kč' })).toBe('Hodnota košíku: 10 Kč');
    expect(formatMessage('a {b} c')).toBe('a {b} c');
  });
  it('chooses plural forms by Intl.PluralRules per language', () => {
    const t = '{n, plural, =0 {none} one {# produkt} few {# produkty} many {# produktów} other {# produktu}}';
    expect([0, 1, 2, 5, 22].map((n) => formatMessage(t, { n }, 'pl'))).toEqual(['none', '1 produkt', '2 produkty', '5 produktów', '22 produkty']);
    expect(formatMessage('{n, plural, one {# den} few {# dny} other {# dní}}', { n: 3 }, 'cs')).toBe('3 dny');
  });
  it('looks up shop overrides, the language, English, then Polish', () => {
    const cs = createTranslator('cze', { 'basket.go': 'Do košíku' });
    expect(cs.language).toBe('cs');
    expect(cs('basket.go')).toBe('Do košíku');
    expect(cs('basket.total_label', { total: '5 Kč' })).toBe('Hodnota košíku: 5 Kč');
    expect(createTranslator('ita')('basket.go')).toBe('Go to basket');
    expect(createTranslator(undefined as unknown as string)('basket.go')).toBe('Przejdź do koszyka');
  });
  it('normalises language codes', () => {
    expect(['pl', 'pol', 'cs-CZ', 'cze', 'eng', 'EN'].map(normaliseLanguage)).toEqual(['pl', 'pl', 'cs', 'cs', 'en', 'en']);
    expect(['ger', 'rum', 'slo', 'fre', 'ukr', 'hun'].map(normaliseLanguage)).toEqual(['de', 'ro', 'sk', 'fr', 'uk', 'hu']);
  });
  it('has a catalogue for every translation language of the spec (pol, eng, ger, cze, rum, slo, fre, ukr, hun)', () => {
    expect([...LANGUAGES].sort()).toEqual(['cs', 'de', 'en', 'fr', 'hu', 'pl', 'ro', 'sk', 'uk']);
  });
  it('every catalogue has every key Polish has, and no other', async () => {
    for (const [lang, catalogue] of Object.entries(await loadAllCatalogues())) {
      expect(
        Object.keys(pl).filter((k) => !(k in catalogue)),
        `${lang} lacks`,
      ).toEqual([]);
      expect(
        Object.keys(catalogue).filter((k) => !(k in pl)),
        `${lang} has unknown`,
      ).toEqual([]);
    }
  });
  it('every translation keeps the placeholders of the Polish text and the plural categories of its language', async () => {
    const placeholders = (text: string) => [...new Set(text.match(/\{(\w+)(?=[,}])/g) ?? [])].sort();
    for (const [lang, catalogue] of Object.entries(await loadAllCatalogues())) {
      const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories as string[];
      for (const [key, text] of Object.entries(catalogue) as [keyof typeof pl, string][]) {
        expect(placeholders(text), `${lang} ${key}`).toEqual(placeholders(pl[key]));
        for (const m of text.matchAll(/plural\s*,((?:[^{}]|\{[^{}]*\})*)\}/g)) {
          const selectors = [...m[1].matchAll(/([=\w]+)\s*\{/g)].map((x) => x[1]).filter((x) => !x.startsWith('='));
          expect(selectors, `${lang} ${key}`).toContain('other');
          for (const sel of selectors) expect(categories, `${lang} ${key}: "${sel}"`).toContain(sel);
        }
      }
    }
  });
  it('a translator speaks its language once the catalogue has loaded', async () => {
    const t = createTranslator('hun');
    await loadLanguage('hun');
    expect(t.language).toBe('hu');
    expect(t('basket.go')).not.toBe(createTranslator('en')('basket.go'));
  });

  // pl-islands.ts is not in the core chunk: src/island.tsx adds it when the first island's code arrives. A key of it
  // named by code that runs without an island (a widget's DOM part, a shell, src/ui) would be shown as its key.
  it("the islands' texts are named only by the islands (React modules that render through src/island.tsx)", () => {
    const sources = ['widgets', 'src']
      .flatMap((dir) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((f) => `${dir}/${f}`))
      .filter((f) => /\.tsx?$/.test(f) && !f.startsWith('src/i18n/'));
    const misplaced: string[] = [];
    for (const file of sources) {
      const code = readFileSync(file, 'utf8');
      const island = file.endsWith('.tsx') && code.includes("from '../../src/island'");
      for (const key of Object.keys(plIslands)) if (!island && (code.includes(`'${key}'`) || code.includes(`"${key}"`))) misplaced.push(`${file}: ${key}`);
      // A key built from a code (`instalment.${…}`) only in an island as well.
      if (!island && /`instalment\.\$\{/.test(code)) misplaced.push(`${file}: instalment.\${…}`);
    }
    expect(misplaced).toEqual([]);
  });

  // What the last build wrote (skipped without dist/): the core chunk holds the base texts, not the islands'.
  const core = existsSync('dist') ? readdirSync('dist').find((f) => /^core-[\w-]+\.js$/.test(f)) : undefined;
  it.skipIf(!core)("the core chunk holds the base Polish texts, not the islands'", () => {
    const code = readFileSync(`dist/${core}`, 'utf8');
    expect(code).toContain(plBase['basket.label']);
    expect(code).not.toContain(plIslands['basket.go']);
    expect(code).not.toContain(plIslands['select_language.title']);
  });
});
