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
import { plModal } from '../../src/i18n/pl-modal';
import { plSubscription } from '../../src/i18n/pl-subscription';
import { plSelectLanguage } from '../../src/i18n/pl-select-language';

/** The code that may name texts: every module of widgets/ and src/ but the catalogues. */
const sources = ['widgets', 'src']
  .flatMap((dir) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((f) => `${dir}/${f}`))
  .filter((f) => /\.tsx?$/.test(f) && !f.startsWith('src/i18n/'));
const code = (f: string) => readFileSync(f, 'utf8');

/**
 * The Polish parts added otherwise than by one module each, checked on their own below: the islands' (src/island.tsx),
 * the forms' and passkeys', the map's, the product form's controls' and the search suggestions'.
 */
const OWN_CHECKS = ['pl-islands.ts', 'pl-form.ts', 'pl-map.ts', 'pl-projector.ts', 'pl-search.ts'];
/** What else a part allows, by its export: a key built in code (toasts), modules beside the one adding it (bars' by the banner). */
const ALLOWED: Record<string, { built?: RegExp; by?: (f: string) => boolean }> = {
  plToast: { built: /`ui\.alert\.\$\{/ },
  plPromo: { by: (f: string) => /^(src\/promo|widgets\/(bars|banner))\//.test(f) },
};

/**
 * The texts modules outside the core chunk bring beside their code (src/i18n/pl.ts), discovered: every other
 * src/i18n/pl-*.ts (`npm run new-widget` writes one per widget), its export, and the modules that add it
 * (`addPolish(<export>);`); the test below checks there is one export and one such module.
 */
const later = await Promise.all(
  readdirSync('src/i18n')
    .filter((f) => /^pl-[\w-]+\.ts$/.test(f) && !OWN_CHECKS.includes(f))
    .sort()
    .map(async (file) => {
      const exports = Object.entries((await import(`../../src/i18n/pl-${file.slice(3, -3)}.ts`)) as Record<string, Record<string, string>>);
      const [name, texts] = exports[0] ?? ['', {}];
      const adders = sources.filter((f) => new RegExp(`^\\s*addPolish\\(${name}\\);`, 'm').test(code(f)));
      return { file: `src/i18n/${file}`, exported: exports.map(([n]) => n), name, texts, adders, in: adders[0] ?? '', ...ALLOWED[name] };
    }),
);
const pl = {
  ...plBase,
  ...plIslands,
  ...plForm,
  ...plMap,
  ...plProjector,
  ...plSearch,
  ...(Object.assign({}, ...later.map((l) => l.texts)) as Record<string, string>),
};
// The Polish texts outside the core chunk, as src/island.tsx, the widgets' lazy parts and the modules above add them.
for (const texts of [plIslands, plForm, plMap, plProjector, plSearch, ...later.map((l) => l.texts)]) addPolish(texts);

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
    // Each of the other parts is added by exactly one module, and src/i18n/pl.ts names its type (`Later`, for MessageKey).
    expect(later.length).toBeGreaterThan(10);
    for (const l of later) {
      expect(l.exported, `${l.file}: its one export, the texts`).toHaveLength(1);
      expect(l.adders, `${l.file}: the module that adds it (addPolish(${l.name});)`).toHaveLength(1);
      expect(code('src/i18n/pl.ts'), `${l.file}: src/i18n/pl.ts's Later type`).toMatch(new RegExp(`typeof ${l.name}\\b`));
    }
    const parts = [
      // The islands, and the shared React components (src/ui/*.tsx), which run only inside an island.
      {
        texts: plIslands,
        by: (f: string) => f.endsWith('.tsx') && (code(f).includes("from '../../src/island'") || f.startsWith('src/ui/')),
        built: /`instalment\.\$\{/,
      },
      { texts: plForm, by: (f: string) => /^widgets\/(form|passkey)\//.test(f), built: /`form\.\$\{/ },
      { texts: plMap, by: (f: string) => f.startsWith('widgets/map/'), built: /`map\.\$\{/ },
      { texts: plProjector, by: (f: string) => f === 'widgets/projector/controls-shell.ts', built: /`projector\.\$\{/ },
      // The suggestions' code: the shell (which adds them) and its rules, which only the shell reaches.
      { texts: plSearch, by: (f: string) => /^widgets\/menu_search\/(search-shell|rules)\.ts$/.test(f), built: /`search\.\$\{/ },
      // A module's own texts: named by it (the promotions' by the bars and the banner too, which import src/promo/close.ts).
      ...later.map((l) => ({ texts: l.texts, by: l.by ?? ((f: string) => f === l.in), built: l.built })),
    ];
    const misplaced: string[] = [];
    for (const file of sources) {
      const text = code(file);
      for (const { texts, by, built } of parts) {
        if (by(file)) continue;
        for (const key of Object.keys(texts)) {
          if (!text.includes(`'${String(key)}'`) && !text.includes(`"${String(key)}"`)) continue;
          // A key more than one part carries (the close button's name) may be named where any of them is added.
          if (parts.some((p) => key in p.texts && p.by(file))) continue;
          misplaced.push(`${file}: ${String(key)}`);
        }
        if (built?.test(text)) misplaced.push(`${file}: ${built.source}`);
      }
    }
    expect(misplaced).toEqual([]);
    // Each module adds its own texts, and none of them is in the core's base too.
    for (const l of later) {
      expect(code(l.in), l.in).toContain(`addPolish(${l.name});`);
      for (const key of Object.keys(l.texts)) expect(plBase, key).not.toHaveProperty([key]);
    }
    // A key carried twice has one text.
    expect([plModal['ui.close'], plIslands['ui.close'], plSearch['ui.close']]).toEqual(['Zamknij', 'Zamknij', 'Zamknij']);
    expect(plSelectLanguage['select_language.title']).toBe(plIslands['select_language.title']);
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
    // The product form's controls add what they announce (the core part names none of it, nor the subscription's).
    expect(code('widgets/projector/controls-shell.ts')).toContain('addPolish(plProjector);');
    for (const key of Object.keys({ ...plProjector, ...plSubscription })) expect(code('widgets/projector/index.ts')).not.toContain(`'${key}'`);
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
    for (const key of ['calendar.title', 'nav.page_loaded', 'footer.cookies_title', 'promo.banner_closed', 'ui.dismiss_hint'])
      expect(code, key).not.toContain((pl as Record<string, string>)[key]);
  });
});
