import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '../../src/i18n/format';
import { LANGUAGES, addPolish, createTranslator, loadAllCatalogues, loadLanguage, normaliseLanguage } from '../../src/i18n';
import { plBase } from '../../src/i18n/pl';
import { plForm } from '../../src/i18n/pl-form';
import { plIslands } from '../../src/i18n/pl-islands';
import { plMap } from '../../src/i18n/pl-map';
import { plProjector } from '../../src/i18n/pl-projector';
import { plSearch } from '../../src/i18n/pl-search';

const pl = { ...plBase, ...plIslands, ...plForm, ...plMap, ...plProjector, ...plSearch };
// The Polish texts outside the core chunk, as src/island.tsx and the form, passkey and map widgets add them.
for (const texts of [plIslands, plForm, plMap, plProjector, plSearch]) addPolish(texts);

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

  // pl-islands.ts, pl-form.ts and pl-map.ts are not in the core chunk: src/island.tsx and the form, passkey and map
  // widgets add them as their code arrives. A key of them named by code that runs without that (a core widget, a
  // shell, src/ui, another widget) would be shown as its key.
  it('the texts outside the core chunk are named only by the code that adds them', () => {
    const sources = ['widgets', 'src']
      .flatMap((dir) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((f) => `${dir}/${f}`))
      .filter((f) => /\.tsx?$/.test(f) && !f.startsWith('src/i18n/'));
    const code = (f: string) => readFileSync(f, 'utf8');
    const parts = [
      { texts: plIslands, by: (f: string) => f.endsWith('.tsx') && code(f).includes("from '../../src/island'"), built: /`instalment\.\$\{/ },
      { texts: plForm, by: (f: string) => /^widgets\/(form|passkey)\//.test(f), built: /`form\.\$\{/ },
      { texts: plMap, by: (f: string) => f.startsWith('widgets/map/'), built: /`map\.\$\{/ },
      { texts: plProjector, by: (f: string) => f.startsWith('widgets/projector/'), built: /`projector\.\$\{/ },
      // The suggestions' code: the shell (which adds them) and its rules, which only the shell reaches.
      { texts: plSearch, by: (f: string) => /^widgets\/menu_search\/(search-shell|rules)\.ts$/.test(f), built: /`search\.\$\{/ },
    ];
    const misplaced: string[] = [];
    for (const file of sources) {
      const text = code(file);
      for (const { texts, by, built } of parts) {
        if (by(file)) continue;
        for (const key of Object.keys(texts)) if (text.includes(`'${key}'`) || text.includes(`"${key}"`)) misplaced.push(`${file}: ${key}`);
        if (built.test(text)) misplaced.push(`${file}: ${built.source}`);
      }
    }
    expect(misplaced).toEqual([]);
    // Nothing else imports those widgets' modules, and each adds its texts before anything of it runs (its entry).
    for (const file of sources.filter((f) => !/^widgets\/(form|passkey|map|projector)\//.test(f)))
      expect(code(file), file).not.toMatch(/from '\.\.\/(form|passkey|map|projector)\//);
    // The search's rules come only with the suggestions' code: the shell and the island, loaded together (index.ts).
    const searchRules = sources.filter(
      (f) => /from '(\.\/|\.\.\/menu_search\/)rules'/.test(code(f)) && (f.startsWith('widgets/menu_search/') || code(f).includes('menu_search/rules')),
    );
    expect(searchRules.sort()).toEqual(['widgets/menu_search/Search.tsx', 'widgets/menu_search/search-shell.ts']);
    expect(code('widgets/form/index.ts')).toContain('addPolish(plForm);');
    expect(code('widgets/passkey/index.ts')).toContain('addPolish(plForm);');
    expect(code('widgets/map/index.ts')).toContain('addPolish(plMap);');
    expect(code('widgets/projector/index.ts')).toContain('addPolish(plProjector);');
    expect(code('widgets/menu_search/search-shell.ts')).toContain('addPolish(plSearch);');
  });

  // What the last build wrote (skipped without dist/): the core chunk holds the base texts, not the islands'.
  const core = existsSync('dist') ? readdirSync('dist').find((f) => /^core-[\w-]+\.js$/.test(f)) : undefined;
  it.skipIf(!core)("the core chunk holds the base Polish texts, not the islands'", () => {
    const code = readFileSync(`dist/${core}`, 'utf8');
    expect(code).toContain(plBase['basket.label']);
    expect(code).not.toContain(plIslands['basket.go']);
    expect(code).not.toContain(plIslands['select_language.title']);
    expect(code).not.toContain(plForm['form.no_login']);
    expect(code).not.toContain(plMap['map.skip_to_list']);
    expect(code).not.toContain(plProjector['projector.quantity_changed']);
    expect(code).not.toContain(plSearch['search.price_on_phone']);
  });
});
