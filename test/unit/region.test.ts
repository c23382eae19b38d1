import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isRawCookieValue, parseCookieHeader, rawJsonCookieValue, serializeCookie, serializeRawCookie } from '../../src/lib/cookies';
import {
  chooseCountry,
  chooseGroup,
  countryCode,
  countryFlag,
  countryLabel,
  groupsOf,
  initialChoice,
  parseCountries,
  recommendation,
  shouldAutoOpen,
  readParams,
  closedCookie,
  siteFor,
  siteAllowed,
  refusedSites,
  splitAction,
  type Country,
} from '../../widgets/select_language/rules';
import { addPolish, createTranslator, loadAllCatalogues } from '../../src/i18n';
import { languageName } from '../../src/i18n/language-names';
import {
  BLOCKED_PAGES,
  REGION_COOKIE,
  ZIPCODE_COOKIE,
  dismissedCookies,
  forcedNotice,
  readForcedState,
  resetOperation,
  resetStatus,
  shouldOpenForced,
} from '../../widgets/forced_region/rules';
import { plIslands } from '../../src/i18n/pl-islands';

// The islands' Polish texts, as src/island.tsx adds them when an island's code arrives.
addPolish(plIslands);

const NOW = Date.UTC(2026, 0, 10, 12, 0, 0);

describe('cookies', () => {
  it('parses a cookie header, decoding values and keeping the first of a repeated name', () => {
    expect(parseCookieHeader('a=1; b=%7B%22x%22%3A1%7D; a=2;  c = "q" ; bad; =v; d=%E0%A4%A')).toEqual({
      a: '1',
      b: '{"x":1}',
      c: 'q',
      d: '%E0%A4%A',
    });
    expect(parseCookieHeader('')).toEqual({});
  });

  it('serialises with path / and an expiry in days; days <= 0 deletes', () => {
    const s = serializeCookie('redirection', 'closed', 30, NOW);
    expect(s).toBe(`redirection=closed; expires=${new Date(NOW + 30 * 86400000).toUTCString()}; path=/; SameSite=Lax`);
    expect(serializeCookie('x', '', 0, NOW)).toContain(`expires=${new Date(0).toUTCString()}`);
    // Secure over https (the page's protocol by default), never over http.
    expect(serializeCookie('redirection', 'closed', 30, NOW, true)).toMatch(/; Secure$/);
    expect(serializeRawCookie('setRegionForced', '{"a":1}', 1, NOW, true)).toMatch(/; Secure$/);
    expect(serializeCookie('redirection', 'closed', 30, NOW, false)).not.toContain('Secure');
    expect(serializeCookie('redirection', 'closed', 30, NOW)).not.toContain('Secure'); // this test page is not https
    expect(serializeCookie('j', '{"a":1}', 1, NOW)).toMatch(/^j=%7B%22a%22%3A1%7D; /);
  });

  it('round-trips any value through serialise and parse', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const pair = serializeCookie('n', value, 1, NOW).split(';')[0];
        expect(parseCookieHeader(pair).n).toBe(value);
      }),
    );
  });

  it('raw JSON cookie values: JSON.parse of the stored value gives the JSON back, never a ";" or a control character', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (json) => {
        const value = rawJsonCookieValue(json);
        expect(isRawCookieValue(value)).toBe(true);
        expect(value).toMatch(/^[\x20-\x7e]*$/);
        expect(value).not.toContain(';');
        // What document.cookie keeps is the text up to the first ";" (there is none), read raw.
        const stored = parseCookieHeader(serializeRawCookie('n', value, 1, NOW).split(';')[0], { raw: true }).n;
        expect(JSON.parse(stored)).toEqual(JSON.parse(JSON.stringify(json)));
      }),
    );
    expect(rawJsonCookieValue({ currentCountry: 'Německo; a', showModal: false })).toBe('{"currentCountry":"N\\u011bmecko\\u003b a","showModal":false}');
    expect(() => serializeRawCookie('n', 'a;b', 1, NOW)).toThrow();
    expect(() => serializeRawCookie('n', 'a\nb', 1, NOW)).toThrow();
    expect(parseCookieHeader('j={"a":"%41"}; k=%7B%7D', { raw: true })).toEqual({ j: '{"a":"%41"}', k: '%7B%7D' });
  });

  it('never throws on malformed cookie strings, and malformed forced cookies are problems, not exceptions', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (header, region, zipcode) => {
        const parsed = parseCookieHeader(header);
        expect(typeof parsed).toBe('object');
        const state = readForcedState({ ...parsed, [REGION_COOKIE]: region, [ZIPCODE_COOKIE]: zipcode });
        expect(Array.isArray(state.problems)).toBe(true);
        expect(typeof shouldOpenForced(state, 'main_page')).toBe('boolean');
        expect(() => shouldAutoOpen('true', header, parsed)).not.toThrow();
      }),
    );
    fc.assert(
      fc.property(fc.json(), (json) => {
        const state = readForcedState({ [REGION_COOKIE]: json });
        expect(state.region === undefined ? state.problems.length : 0).toBe(state.region === undefined ? 1 : 0);
      }),
    );
  });
});

describe('forced_region rules', () => {
  const region = JSON.stringify({ currentCountry: 'Niemcy', defaultCountry: 'Polska', showModal: true });
  const zipcode = JSON.stringify({ currentZipcode: '10-001', defaultZipcode: '00-950', showModal: 'true' });

  it('reads both cookies, validating their shape', () => {
    const s = readForcedState({ [REGION_COOKIE]: region, [ZIPCODE_COOKIE]: zipcode });
    expect(s.region).toEqual({ currentCountry: 'Niemcy', defaultCountry: 'Polska', showModal: true });
    expect(s.zipcode).toEqual({ currentZipcode: '10-001', defaultZipcode: '00-950', showModal: true });
    expect(s.problems).toEqual([]);
    const bad = readForcedState({ [REGION_COOKIE]: '{not json', [ZIPCODE_COOKIE]: '{"currentZipcode":"1","showModal":"maybe"}' });
    expect(bad.region).toBeUndefined();
    expect(bad.zipcode).toBeUndefined();
    expect(bad.problems).toHaveLength(2);
    expect(bad.problems[0]).toContain('setRegionForced');
  });

  it('opens when either cookie has showModal true, never on the blocked pages', () => {
    const both = readForcedState({ [REGION_COOKIE]: region, [ZIPCODE_COOKIE]: zipcode });
    expect(shouldOpenForced(both, 'main_page')).toBe(true);
    expect(shouldOpenForced(readForcedState({ [ZIPCODE_COOKIE]: zipcode }), 'search_page')).toBe(true);
    for (const page of ['place-order_page', 'prepaid_page', 'order1_page', 'order2_page']) {
      expect(BLOCKED_PAGES).toContain(page);
      expect(shouldOpenForced(both, page)).toBe(false);
    }
    const off = readForcedState({ [REGION_COOKIE]: JSON.stringify({ currentCountry: 'DE', defaultCountry: 'PL', showModal: false }) });
    expect(shouldOpenForced(off, 'main_page')).toBe(false);
    expect(shouldOpenForced(readForcedState({}), 'main_page')).toBe(false);
  });

  it('continue rewrites each present cookie with showModal false', () => {
    const both = readForcedState({ [REGION_COOKIE]: region, [ZIPCODE_COOKIE]: zipcode });
    const out = dismissedCookies(both);
    expect(out.map(([n]) => n)).toEqual([REGION_COOKIE, ZIPCODE_COOKIE]);
    expect(out[0][1]).toEqual({ currentCountry: 'Niemcy', defaultCountry: 'Polska', showModal: false });
    expect(out[1][1]).toEqual({ currentZipcode: '10-001', defaultZipcode: '00-950', showModal: false });
    // Null fields and fields the bundle does not know are written back as they were.
    const nulls = readForcedState({ [REGION_COOKIE]: '{"currentCountry":"Niemcy","defaultCountry":null,"showModal":true,"regionId":7}' });
    expect(dismissedCookies(nulls)).toEqual([[REGION_COOKIE, { currentCountry: 'Niemcy', defaultCountry: null, showModal: false, regionId: 7 }]]);
    expect(dismissedCookies(readForcedState({}))).toEqual([]);
  });

  it('picks unsetRegion, unsetZipcode or both, and reads the status from the right field', () => {
    expect(resetOperation(readForcedState({ [REGION_COOKIE]: region }))).toMatchObject({ name: 'unsetRegion', cookies: [REGION_COOKIE] });
    const z = resetOperation(readForcedState({ [ZIPCODE_COOKIE]: zipcode }))!;
    expect(z).toMatchObject({ name: 'unsetZipcode', statusField: 'unsetTemporaryZipcode', cookies: [ZIPCODE_COOKIE] });
    expect(z.query).toContain('unsetTemporaryZipcode');
    const both = resetOperation(readForcedState({ [REGION_COOKIE]: region, [ZIPCODE_COOKIE]: zipcode }))!;
    expect(both.name).toBe('unsetRegionAndZipcode');
    expect(both.query).toMatch(/unsetTemporaryRegion.*unsetTemporaryZipcode/);
    expect(both.statusField).toBe('unsetTemporaryRegion');
    expect(resetOperation(readForcedState({}))).toBeUndefined();
    expect(resetStatus({ unsetTemporaryRegion: { status: 'success', error: null } }, 'unsetTemporaryRegion')).toBe('success');
    expect(resetStatus({ unsetTemporaryRegion: { status: 'error', error: { code: 'x', message: 'y' } } }, 'unsetTemporaryRegion')).toBe('error');
    expect(resetStatus({ unsetTemporaryRegion: { status: 'success' } }, 'unsetTemporaryZipcode')).toBeUndefined();
    expect(resetStatus(null, 'unsetTemporaryRegion')).toBeUndefined();
    expect(resetStatus({ unsetTemporaryRegion: 'success' }, 'unsetTemporaryRegion')).toBeUndefined();
  });
});

describe('forced_region: the notice is decided by the cookie values', () => {
  const zipcode = JSON.stringify({ currentZipcode: '10-001', defaultZipcode: '00-950', showModal: true });
  const regionWith = (currentCountry: unknown, showModal: unknown = true) => JSON.stringify({ currentCountry, defaultCountry: 'Polska', showModal });

  it('both cookies with an empty currentCountry: the zipcode notice and unsetZipcode', () => {
    for (const empty of ['', '  ', null]) {
      const state = readForcedState({ [REGION_COOKIE]: regionWith(empty), [ZIPCODE_COOKIE]: zipcode });
      expect(state.problems, String(empty)).toEqual([]);
      expect(state.region).toBeDefined();
      const notice = forcedNotice(state)!;
      expect(notice.kind).toBe('zipcode');
      expect(notice.region).toBeUndefined();
      expect(notice.zipcode).toEqual({ currentZipcode: '10-001', defaultZipcode: '00-950', showModal: true });
      expect(shouldOpenForced(state, 'main_page')).toBe(true);
      const op = resetOperation(state)!;
      expect(op).toMatchObject({ name: 'unsetZipcode', statusField: 'unsetTemporaryZipcode', cookies: [ZIPCODE_COOKIE] });
      expect(op.query).not.toContain('unsetTemporaryRegion');
      // Continue still rewrites both cookies (spec §4).
      expect(dismissedCookies(state).map(([n]) => n)).toEqual([REGION_COOKIE, ZIPCODE_COOKIE]);
    }
    // The same with the currentCountry key missing altogether.
    const missing = readForcedState({ [REGION_COOKIE]: JSON.stringify({ defaultCountry: 'Polska', showModal: true }), [ZIPCODE_COOKIE]: zipcode });
    expect(forcedNotice(missing)?.kind).toBe('zipcode');
  });

  it('a country and a zipcode: the country notice with both; a country alone: the country notice', () => {
    const both = readForcedState({ [REGION_COOKIE]: regionWith('Niemcy'), [ZIPCODE_COOKIE]: zipcode });
    expect(forcedNotice(both)).toMatchObject({ kind: 'region', region: { currentCountry: 'Niemcy' }, zipcode: { currentZipcode: '10-001' } });
    expect(resetOperation(both)?.name).toBe('unsetRegionAndZipcode');
    const emptyZip = readForcedState({
      [REGION_COOKIE]: regionWith('Niemcy'),
      [ZIPCODE_COOKIE]: JSON.stringify({ currentZipcode: '', defaultZipcode: '00-950', showModal: true }),
    });
    expect(forcedNotice(emptyZip)).toMatchObject({ kind: 'region', zipcode: undefined });
    expect(resetOperation(emptyZip)).toMatchObject({ name: 'unsetRegion', cookies: [REGION_COOKIE] });
  });

  it('nothing forced (every current value empty): no notice, the dialog does not open', () => {
    const none = readForcedState({
      [REGION_COOKIE]: regionWith(''),
      [ZIPCODE_COOKIE]: JSON.stringify({ currentZipcode: null, defaultZipcode: '00-950', showModal: true }),
    });
    expect(none.problems).toEqual([]);
    expect(forcedNotice(none)).toBeUndefined();
    expect(shouldOpenForced(none, 'main_page')).toBe(false);
    expect(resetOperation(none)).toBeUndefined();
  });
});

const countries = (raw: unknown[]): Country[] => parseCountries(raw).countries;

describe('select_language rules', () => {
  const list = countries([
    {
      id: 'PL',
      name: 'Polska',
      group: 'Central',
      default: true,
      currencyId: 'PLN',
      currencySymbol: 'zł',
      lang: [
        { id: 'pol', site: '/pl' },
        { id: 'eng', site: '/en' },
      ],
    },
    { id: 'CZ', name: 'Czechy', group: 'Central', selected: 'true', currencyId: 'CZK', currencySymbol: 'Kč', lang: [{ id: 'cze', site: '/cs' }] },
    { id: 'GB', name: 'UK', group: 'Western', recommended: 1, lang: [{ id: 'eng', site: 'https://shop.test/en?x=1&redirection=y' }] },
    { id: 'UA', name: 'Ukraina', lang: [{ id: 'ukr', site: '' }] },
  ]);

  it('validates the country config entry by entry, defaulting group to "default"', () => {
    expect(list).toHaveLength(4);
    expect(list[3].group).toBe('default');
    expect(list[1].selected).toBe(true);
    expect(list[2].recommended).toBe(true);
    const { countries: kept, problems } = parseCountries([{ id: '', name: 'x' }, { id: 'DE', name: 'Niemcy' }, { id: 'DE', name: 'dup' }, 'junk']);
    expect(kept.map((c) => c.id)).toEqual(['DE']);
    expect(kept[0].name).toBe('Niemcy');
    expect(problems).toHaveLength(2);
    expect(parseCountries({}).problems).toHaveLength(1);
    expect(groupsOf(list)).toEqual(['Central', 'Western', 'default']);
  });

  it("joins the platform's entries of one country (one per language): languages in order, flags, names, group", () => {
    const { countries: kept, problems } = parseCountries([
      { group: ' ', id: 'SK', name: 'Słowacja', currencyId: 'EUR', currencySymbol: '€', lang: [{ site: '/sk', name: 'slovenčina', id: 'slo' }] },
      { group: ' Central', id: 'SK', name: 'Słowacja', selected: true, selectedName: 'Slovensko', lang: [{ site: '/cs', name: 'čeština', id: 'cze' }] },
      { group: ' Central', id: 'SK', name: 'Słowacja', lang: [{ site: '/x', name: 'slovenčina', id: 'slo' }] },
      { group: ' Central', id: 'PL', name: 'Polska', default: true, lang: [{ site: '/pl', name: 'polski', id: 'pol' }] },
    ]);
    expect(problems).toEqual([]);
    expect(kept).toMatchObject([
      {
        id: 'SK',
        group: 'Central',
        selected: true,
        selectedName: 'Slovensko',
        currencyId: 'EUR',
        lang: [
          { id: 'slo', site: '/sk' },
          { id: 'cze', site: '/cs' },
        ],
      },
      { id: 'PL', group: 'Central', default: true, lang: [{ id: 'pol' }] },
    ]);
  });

  it('reads the page parameters: strings ("" is false), JSON booleans, a bad value named with its default; the marker wins', () => {
    expect(readParams(undefined)).toEqual({
      params: {
        showSelect: 'false',
        countryFirst: 'false',
        selectedLangId: '',
        recommendedLang: 'eng',
        isDefaultCountry: 'false',
        isRecommendedCountry: 'false',
      },
      problems: [],
    });
    const { params, problems } = readParams({
      show_select: 'true',
      country_first: true,
      selectedLangId: 'pol',
      recommended_lang: '',
      is_default_country: '',
      is_recommended_country: 'maybe',
    });
    expect(params).toEqual({
      showSelect: 'true',
      countryFirst: 'true',
      selectedLangId: 'pol',
      recommendedLang: 'eng',
      isDefaultCountry: 'false',
      isRecommendedCountry: 'false',
    });
    expect(problems).toEqual(['is_recommended_country is "maybe" (expected "true" or "false")']);
    expect(readParams({ show_select: 'true', selectedLangId: 3 }, { showSelect: 'false' })).toMatchObject({
      params: { showSelect: 'false', selectedLangId: '' },
      problems: ['selectedLangId is not a string'],
    });
  });

  it('the closed cookie: a session cookie on path "/", Secure over https', () => {
    expect(closedCookie(false)).toBe('redirection=closed; path=/; SameSite=Lax');
    expect(closedCookie(true)).toBe('redirection=closed; path=/; SameSite=Lax; Secure');
    expect(closedCookie(false)).not.toMatch(/expires|max-age/i);
  });

  it('reads a null optional field as empty and keeps the country (currency, the three names, a site, the languages)', () => {
    const { countries: kept, problems } = parseCountries([
      {
        id: 'SK',
        name: 'Słowacja',
        currencyId: null,
        currencySymbol: null,
        selectedName: null,
        recommendedName: null,
        defaultName: null,
        lang: [{ id: 'slo', site: null }],
      },
      { id: 'NO', name: 'Norwegia', lang: null },
    ]);
    expect(problems).toEqual([]);
    expect(kept).toMatchObject([
      { id: 'SK', currencyId: '', currencySymbol: '', selectedName: '', recommendedName: '', defaultName: '', lang: [{ id: 'slo', site: '' }] },
      { id: 'NO', lang: [] },
    ]);
  });

  it('opens by itself only when show_select is "true" and not closed before', () => {
    expect(shouldAutoOpen('true', 'https://s.test/', {})).toBe(true);
    expect(shouldAutoOpen('false', 'https://s.test/', {})).toBe(false);
    expect(shouldAutoOpen('true', 'https://s.test/?redirection=redirected', {})).toBe(false);
    expect(shouldAutoOpen('true', 'https://s.test/?redirection=other', {})).toBe(true);
    expect(shouldAutoOpen('true', 'https://s.test/', { redirection: 'closed' })).toBe(false);
    expect(shouldAutoOpen('true', 'https://s.test/', { redirection: 'open' })).toBe(true);
  });

  it('maps country codes to flags', () => {
    expect(countryFlag('PL')).toBe('🇵🇱');
    expect(countryFlag('cz')).toBe('🇨🇿');
    expect(countryFlag('UK')).toBe('🇬🇧');
    expect(countryFlag('DEU')).toBe('🇩🇪');
    expect(countryFlag('42')).toBe('');
    expect(countryCode('pl ')).toBe('PL');
    fc.assert(
      fc.property(fc.string(), (id) => {
        const flag = countryFlag(id);
        expect(flag === '' || [...flag].length === 2).toBe(true);
      }),
    );
    expect(countryLabel(list[0])).toBe('🇵🇱 Polska (PLN zł)');
    expect(countryLabel(list[3])).toBe('🇺🇦 Ukraina');
  });

  it('chooses the selected country first, keeping the page language when it can', () => {
    expect(initialChoice(list, 'cze')).toEqual({ group: 'Central', countryId: 'CZ', langId: 'cze' });
    expect(
      initialChoice(
        list.filter((c) => !c.selected),
        'eng',
      ),
    ).toEqual({ group: 'Central', countryId: 'PL', langId: 'eng' });
    const c = initialChoice(list, 'cze');
    expect(chooseGroup(list, c, 'Western')).toEqual({ group: 'Western', countryId: 'GB', langId: 'eng' });
    expect(chooseCountry(list, { group: 'Central', countryId: 'CZ', langId: 'eng' }, 'PL').langId).toBe('eng');
    expect(chooseCountry(list, c, 'PL').langId).toBe('pol');
  });

  it('targets the language site, the current URL without one; recommended_lang falls back to the first language', () => {
    expect(siteFor(list[0], 'eng', 'https://s.test/here')).toBe('/en');
    expect(siteFor(list[3], 'ukr', 'https://s.test/here')).toBe('https://s.test/here');
    expect(siteFor(undefined, 'x', 'https://s.test/here')).toBe('https://s.test/here');
    expect(recommendation(list, 'eng')).toMatchObject({ langId: 'eng', country: { id: 'GB' } });
    expect(recommendation(list.slice(0, 2), 'eng')).toBeUndefined();
    const split = splitAction('https://shop.test/en?x=1&redirection=y', 'https://s.test/');
    expect(split).toEqual({ action: 'https://shop.test/en', params: [['x', '1']] });
  });

  it('a language site from the marker leads only to this origin or to a site the page configuration lists', () => {
    const here = 'https://shop.test/pl/page';
    const cz = {
      ...list[0],
      lang: [
        { id: 'cze', site: 'https://shop.cz/cs/' },
        { id: 'eng', site: '/en/' },
        { id: 'pol', site: 'java\tscript:alert(1)' },
        { id: 'ger', site: '//evil.test/de' },
      ],
    };
    expect(siteFor(cz, 'eng', here)).toBe('/en/');
    expect(siteFor(cz, 'cze', here)).toBe(here); // another origin, not listed
    expect(siteFor(cz, 'cze', here, ['https://shop.cz'])).toBe('https://shop.cz/cs/');
    expect(siteFor(cz, 'cze', here, ['https://shop.cz/any/path'])).toBe('https://shop.cz/cs/');
    expect(siteFor(cz, 'cze', here, ['http://shop.cz'])).toBe(here); // the scheme is part of the origin
    expect(siteFor(cz, 'pol', here, ['javascript:alert(1)'])).toBe(here);
    expect(siteFor(cz, 'ger', here)).toBe(here); // protocol-relative: another host
    expect(siteAllowed('https://shop.test.evil.test/', here)).toBe(false);
    expect(refusedSites([cz], here, ['https://shop.cz'])).toEqual(['java\tscript:alert(1)', '//evil.test/de']);
  });

  it("translates the impossible-delivery text through the catalogue, with the eng fallback and the shop's override", async () => {
    await loadAllCatalogues();
    expect(createTranslator('cs')('select_language.no_delivery')).toBe('Doručení do vaší země není možné');
    expect(createTranslator('cze')('select_language.no_delivery')).toBe('Doručení do vaší země není možné');
    expect(createTranslator('pl')('select_language.no_delivery')).toBe('Dostawa do Twojego kraju nie jest możliwa');
    expect(createTranslator('es')('select_language.no_delivery')).toBe('Delivery to your country is not possible');
    expect(createTranslator('pl', { 'select_language.no_delivery': 'Own' })('select_language.no_delivery')).toBe('Own');
    expect(languageName('cze')).toEqual({ name: 'Čeština', tag: 'cs' });
    expect(languageName('de').name).toBe('Deutsch');
    expect(languageName('UKR')).toEqual({ name: 'Українська', tag: 'uk' });
    expect(languageName('xyz')).toEqual({ name: 'xyz' });
    expect(languageName('')).toEqual({ name: '' });
  });
});

describe('forced_region: the first look (before any of its rules load)', () => {
  it('finds either forced-region cookie by name, whatever its value, and nothing else', async () => {
    const { hasForcedCookie } = await import('../../widgets/forced_region/names');
    expect(hasForcedCookie('')).toBe(false);
    expect(hasForcedCookie('a=1; b=2')).toBe(false);
    expect(hasForcedCookie('xsetRegionForced=1; setRegionForcedx=2')).toBe(false);
    expect(hasForcedCookie('a=1; setRegionForced={"showModal":true}')).toBe(true);
    expect(hasForcedCookie('setZipcodeForced=%7B%7D')).toBe(true);
    expect(hasForcedCookie(' setZipcodeForced')).toBe(false);
    // Every header readForcedState finds a cookie in, the first look finds too.
    fc.assert(
      fc.property(
        fc.constantFrom('setRegionForced', 'setZipcodeForced'),
        fc.string({ maxLength: 30 }).filter((s) => !/[;=]/.test(s)),
        fc.string({ maxLength: 10 }).filter((s) => !/[;=]/.test(s)),
        (name, value, other) => {
          expect(hasForcedCookie(`${other}=x; ${name}=${value}`)).toBe(true);
        },
      ),
    );
  });
});
