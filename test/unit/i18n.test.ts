import { describe, expect, it } from 'vitest';
import { formatMessage } from '../../src/i18n/format';
import { allCatalogues, createTranslator, normaliseLanguage } from '../../src/i18n';
import { pl } from '../../src/i18n/pl';

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
    expect(createTranslator('ger')('basket.go')).toBe('Go to basket');
    expect(createTranslator(undefined as unknown as string)('basket.go')).toBe('Przejdź do koszyka');
  });
  it('normalises language codes', () => {
    expect(['pl', 'pol', 'cs-CZ', 'cze', 'eng', 'EN'].map(normaliseLanguage)).toEqual(['pl', 'pl', 'cs', 'cs', 'en', 'en']);
  });
  it('every catalogue has every key Polish has', () => {
    for (const [lang, catalogue] of Object.entries(allCatalogues)) {
      expect(Object.keys(pl).filter((k) => !(k in catalogue)), lang).toEqual([]);
    }
  });
});
