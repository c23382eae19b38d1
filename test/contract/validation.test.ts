/**
 * Contract: validateClientData and the forced-region cookies in the platform's real shapes (facts
 * note "validateClientData", "Cookies"). The documents the bundle writes are checked literally and
 * against the fixture schema; real-shaped answers (null messages, a proposal in clientProposedLogin,
 * formats in a second message of any code, null lists, singletons, a malformed item) are replayed
 * through the readers up to the text the shopper sees.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildSchema, graphql, parse, validate } from 'graphql';
import { addPolish, createTranslator } from '../../src/i18n';
import { plForm } from '../../src/i18n/pl-form';
import { parseCookieHeader } from '../../src/lib/cookies';
import {
  buildValidationQuery,
  countryId,
  messageText,
  parseValidationResult,
  routeLoginCode,
  serverProblem,
  type FieldRequest,
} from '../../widgets/form/rules';
import {
  REGION_COOKIE,
  ZIPCODE_COOKIE,
  cookieJson,
  dismissedCookies,
  forcedNotice,
  readForcedState,
  resetOperation,
  resetStatus,
  shouldOpenForced,
} from '../../widgets/forced_region/rules';
// @ts-expect-error plain JS fixture module
import { rootValue } from '../../fixtures/graphql/resolvers.mjs';

// The form's Polish texts come with its chunk (src/i18n/pl-form.ts), as the form widget adds them.
addPolish(plForm);

const pl = createTranslator('pl');
const PL = 1143020003;
const CZ = 1143020041;
const schema = buildSchema(readFileSync(new URL('../../fixtures/graphql/schema.graphql', import.meta.url), 'utf8'));

/** The one validateClientData call of a single-field document. */
const call = (r: FieldRequest) => {
  const q = buildValidationQuery([r]);
  return q.slice(q.indexOf('validateClientData('), q.lastIndexOf('}')).trim();
};

describe("validateClientData: the document the platform's client writes", () => {
  it('one input per type, exactly as the facts list (country as the numeric id, unquoted, only where the platform sends it)', () => {
    const rows: Array<[FieldRequest, string]> = [
      [
        { id: 'a', type: 'firstname', value: ' Jan ', country: PL },
        'validateClientData(ClientDataInput: {clientData: {clientBillingData: {firstname: "Jan"}}}) { messages { code message } }',
      ],
      [
        { id: 'a', type: 'lastname', value: 'Nowak', country: PL },
        'validateClientData(ClientDataInput: {clientData: {clientBillingData: {lastname: "Nowak"}}}) { messages { code message } }',
      ],
      [
        { id: 'a', type: 'city', value: 'Kraków', country: PL },
        'validateClientData(ClientDataInput: {clientData: {clientBillingData: {city: "Kraków"}}}) { messages { code message } }',
      ],
      [
        { id: 'a', type: 'additional/firm', value: 'ACME', country: PL },
        'validateClientData(ClientDataInput: {clientData: {clientBillingData: {companyName: "ACME"}}}) { messages { code message } }',
      ],
      [
        { id: 'a', type: 'nip', value: '5260250995', country: PL },
        'validateClientData(ClientDataInput: {clientData: {clientBillingData: {country: 1143020003}, taxNumber: "5260250995"}}) { messages { code message } }',
      ],
      [
        { id: 'a', type: 'street', value: 'Długa', joined: '5a', country: CZ },
        'validateClientData(ClientDataInput: {clientData: {clientBillingData: {street: "Długa 5a", country: 1143020041}}}) { messages { code message } }',
      ],
      [
        { id: 'a', type: 'zipcode', value: '00-950', country: PL },
        'validateClientData(ClientDataInput: {clientData: {clientBillingData: {zipcode: "00-950", country: 1143020003}}}) { messages { code message } }',
      ],
      [
        { id: 'a', type: 'phone', value: '600100200', joined: '+48', country: PL },
        'validateClientData(ClientDataInput: {clientData: {clientBillingData: {phone: "+48600100200", country: 1143020003}}}) { messages { code message } }',
      ],
      [
        { id: 'a', type: 'email', value: 'jan@example.com' },
        'validateClientData(ClientDataInput: {clientData: {email: "jan@example.com"}}) { messages { code message } clientExists }',
      ],
      [
        { id: 'a', type: 'birthdate', value: '1990-01-31' },
        'validateClientData(ClientDataInput: {clientData: {birthDate: "1990-01-31"}}) { messages { code message } }',
      ],
      [
        { id: 'a', type: 'login', value: 'jan', password: 'tajne123' },
        'validateClientData(ClientDataInput: {loginAndPassword: {login: "jan", password: "tajne123"}}) { messages { code message } clientProposedLogin }',
      ],
      [
        { id: 'a', type: 'password', value: 'tajne123', login: 'jan' },
        'validateClientData(ClientDataInput: {loginAndPassword: {login: "jan", password: "tajne123"}}) { messages { code message } clientProposedLogin }',
      ],
      [
        { id: 'a', type: 'password', value: 'tajne123' },
        'validateClientData(ClientDataInput: {loginAndPassword: {password: "tajne123"}}) { messages { code message } }',
      ],
    ];
    for (const [request, expected] of rows) expect(call(request), request.type).toBe(expected);
  });

  it('is one anonymous query, aliased by input id, with no variables, valid against the schema (a quoted country is not)', () => {
    const q = buildValidationQuery([
      { id: 'client_zipcode', type: 'zipcode', value: '00-950', country: PL },
      { id: 'client_email', type: 'email', value: 'a"b@example.com' },
      { id: 'client_login', type: 'login', value: 'jan' },
    ]);
    expect(q.startsWith('query { client_zipcode: validateClientData(')).toBe(true);
    expect(q).not.toContain('$');
    expect(validate(schema, parse(q))).toEqual([]);
    const old =
      'query validateClientData { client_zipcode: validateClientData(ClientDataInput: {clientData: {clientBillingData: {zipcode: "00-950", country: "PL"}}}) { messages { code message } } }';
    expect(validate(schema, parse(old)).length).toBeGreaterThan(0);
  });

  it("the country id: data-region digits are the id; otherwise the country field's value, digits only", () => {
    expect(countryId('1143020003', undefined)).toEqual({ id: PL });
    expect(countryId(' 1143020041 ', '1143020003')).toEqual({ id: CZ });
    expect(countryId('#client_country', '1143020003')).toEqual({ id: PL });
    expect(countryId('#client_country', '')).toEqual({});
    expect(countryId('#client_country', undefined)).toEqual({});
    expect(countryId('', undefined)).toEqual({});
    expect(countryId('#client_country', 'PL')).toEqual({ invalid: 'PL' });
  });

  it('the fixture executes the document and answers in the real shapes', async () => {
    const q = buildValidationQuery([
      { id: 'client_zipcode', type: 'zipcode', value: '00950', country: PL },
      { id: 'client_login', type: 'login', value: 'jan.kowalski' },
      { id: 'client_email', type: 'email', value: 'jan.kowalski@example.com' },
    ]);
    const accounts = new Set(['jan.kowalski']);
    const result = await graphql({
      schema,
      source: q,
      rootValue,
      contextValue: { shop: { id: 'pl' }, state: { findAccount: (l: string) => (accounts.has(l) ? { login: l } : null) } },
    });
    expect(result.errors).toBeUndefined();
    const data = result.data as Record<string, unknown>;
    const zip = parseValidationResult(data.client_zipcode)!;
    expect(messageText(serverProblem(zip.messages)!, pl)).toBe(
      'Błędny kod pocztowy. Poprawne formaty kodu pocztowego dla wybranego kraju to [X - cyfra; Y - litera]: XX-XXX',
    );
    expect(data.client_login).toEqual({
      messages: [{ code: 'login_taken_login_propose', message: 'Ten login jest już zajęty.' }],
      clientProposedLogin: 'jan.kowalski2',
    });
    const login = parseValidationResult(data.client_login)!;
    expect(messageText(serverProblem(login.messages, login.proposedLogin)!, pl)).toBe('Podany login jest już zajęty. Proponowany login: jan.kowalski2');
    expect(parseValidationResult(data.client_email)!.clientExists).toBe(true);
  });
});

describe('validateClientData: real-shaped answers through the readers', () => {
  const shown = (raw: unknown, proposal = true) => {
    const r = parseValidationResult(raw);
    if (!r) return 'SKIPPED';
    const p = serverProblem(r.messages, proposal ? r.proposedLogin : undefined);
    return p ? messageText(p, pl) : 'OK';
  };

  it('a null message keeps its code: the catalogue text, or empty for a code outside it; never dropped', () => {
    expect(shown({ messages: [{ code: 'incorect_nip', message: null }] })).toBe('Nieprawidłowy numer NIP dla wybranego kraju.');
    expect(shown({ messages: [{ code: 'illegal_characters_client_city', message: null }], clientExists: null })).toBe(
      'Jeden z użytych znaków jest niedozwolony.',
    );
    const unknown = parseValidationResult({ messages: [{ code: 'some_new_code', message: null }] })!;
    expect(serverProblem(unknown.messages)).not.toBeNull();
    expect(messageText(serverProblem(unknown.messages)!, pl)).toBe('');
    expect(shown({ messages: [{ code: 'some_new_code', message: 'Serwer: źle' }] })).toBe('Serwer: źle');
    expect(shown({ messages: [{ code: null, message: 'Bez kodu' }] })).toBe('Bez kodu');
  });

  it("the zipcode formats are the second message's text whatever its code", () => {
    for (const second of [
      { code: 'incorect_zipcode', message: 'XX-XXX' },
      { code: 'zipcode_formats', message: 'XX-XXX' },
      { code: null, message: 'XX-XXX' },
    ]) {
      expect(shown({ messages: [{ code: 'incorect_zipcode', message: null }, second] })).toBe(
        'Błędny kod pocztowy. Poprawne formaty kodu pocztowego dla wybranego kraju to [X - cyfra; Y - litera]: XX-XXX',
      );
    }
  });

  it('the proposed login is clientProposedLogin, shown for login_taken_login_propose only; the old second message is still read', () => {
    expect(shown({ messages: [{ code: 'login_taken_login_propose', message: null }], clientProposedLogin: 'jan3' })).toBe(
      'Podany login jest już zajęty. Proponowany login: jan3',
    );
    expect(
      shown({
        messages: [
          { code: 'login_taken_login_propose', message: 'x' },
          { code: 'login_propose', message: 'jan4' },
        ],
      }),
    ).toBe('Podany login jest już zajęty. Proponowany login: jan4');
    expect(shown({ messages: [{ code: 'login_taken', message: null }], clientProposedLogin: 'jan3' })).toBe(pl('form.login_taken'));
    expect(shown({ messages: [{ code: 'login_taken_login_propose', message: null }], clientProposedLogin: null })).toBe(pl('form.login_taken'));
    expect(routeLoginCode('login_taken_login_propose')).toBe('login');
  });

  it('null or missing lists are no message, a singleton is a list of one, a malformed item is dropped alone, a null result skips the check', () => {
    expect(shown({ messages: null, clientExists: null })).toBe('OK');
    expect(shown({})).toBe('OK');
    expect(shown({ messages: { code: 'no_city', message: null } })).toBe(pl('form.no_city'));
    const mixed = parseValidationResult({ messages: ['junk', { code: 42 }, { code: 'no_street_number', message: null }, { code: null, message: null }] })!;
    expect(mixed.messages).toEqual([
      { code: '42', message: '' },
      { code: 'no_street_number', message: '' },
    ]);
    expect(mixed.dropped).toBe(2);
    expect(parseValidationResult(null)).toBeUndefined();
    expect(parseValidationResult('x')).toBeUndefined();
    expect(parseValidationResult({ messages: [], clientExists: true })!.clientExists).toBe(true);
    expect(parseValidationResult({ messages: [], clientExists: null })!.clientExists).toBe(false);
  });
});

describe('forced-region cookies: raw JSON as the platform writes them', () => {
  const raw = (header: string) => readForcedState(parseCookieHeader(header, { raw: true }));

  it('reads raw JSON with null and missing fields; the notice follows the values', () => {
    const s = raw(
      'setRegionForced={"currentCountry":null,"defaultCountry":"Polska","showModal":true}; setZipcodeForced={"currentZipcode":"10-001","defaultZipcode":null,"showModal":true}',
    );
    expect(s.problems).toEqual([]);
    expect(forcedNotice(s)).toMatchObject({ kind: 'zipcode' });
    expect(forcedNotice(s)!.region).toBeUndefined();
    expect(resetOperation(s)).toMatchObject({ name: 'unsetZipcode', cookies: [ZIPCODE_COOKIE] });
    expect(shouldOpenForced(s, 'main_page')).toBe(true);
    const missing = raw('setRegionForced={"currentCountry":"Niemcy"}');
    expect(missing.problems).toEqual([]);
    expect(missing.region).toEqual({ currentCountry: 'Niemcy', defaultCountry: '', showModal: false });
    expect(shouldOpenForced(missing, 'main_page')).toBe(false);
  });

  it('a "%" in raw JSON is text (the value is not URI-decoded first); URI-encoded JSON is still read', () => {
    const s = raw('setRegionForced={"currentCountry":"Strefa %41","defaultCountry":"Polska","showModal":true}');
    expect(s.region!.currentCountry).toBe('Strefa %41');
    const encoded = raw(`setRegionForced=${encodeURIComponent('{"currentCountry":"Niemcy","defaultCountry":"Polska","showModal":true}')}`);
    expect(encoded.region).toEqual({ currentCountry: 'Niemcy', defaultCountry: 'Polska', showModal: true });
    expect(cookieJson('%7Bnope')).toEqual({ ok: false });
  });

  it('"Continue" gives each present cookie back as it was, with showModal false', () => {
    const s = raw('setRegionForced={"currentCountry":"Niemcy","defaultCountry":null,"showModal":true}');
    expect(dismissedCookies(s)).toEqual([[REGION_COOKIE, { currentCountry: 'Niemcy', defaultCountry: null, showModal: false }]]);
  });

  it('the reset answers {status, error}; an error of any shape never spoils the status', () => {
    expect(resetStatus({ unsetTemporaryZipcode: { status: 'success', error: null } }, 'unsetTemporaryZipcode')).toBe('success');
    expect(resetStatus({ unsetTemporaryRegion: { status: 'success', error: { code: null, message: null } } }, 'unsetTemporaryRegion')).toBe('success');
    expect(resetStatus({ unsetTemporaryRegion: { status: 'error', error: { code: 'x', message: 'y' } } }, 'unsetTemporaryRegion')).toBe('error');
  });
});
