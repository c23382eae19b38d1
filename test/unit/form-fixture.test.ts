import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
// @ts-expect-error plain JS fixture module
import { verifyIban } from '../../fixtures/payments.mjs';
// @ts-expect-error plain JS fixture module
import { validCzTax, validIco, validPhone, validateClientData } from '../../fixtures/graphql/validate-client.mjs';

/** ISO 13616 check digits for a country and BBAN. */
function checkDigits(country: string, bban: string): string {
  const digits = (bban + country + '00').replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let r = 0;
  for (const d of digits) r = (r * 10 + Number(d)) % 97;
  return String(98 - r).padStart(2, '0');
}

const ctx = (id = 'pl') => ({ shop: { id }, state: { findAccount: () => null } });

describe('fixture IBAN check (mod 97)', () => {
  it('accepts every IBAN with correct check digits and refuses a changed digit', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{24}$/), fc.integer({ min: 0, max: 23 }), fc.integer({ min: 1, max: 9 }), (bban, at, delta) => {
        const iban = `PL${checkDigits('PL', bban)}${bban}`;
        expect(verifyIban(iban).errno).toBe(0);
        const changed = bban.slice(0, at) + String((Number(bban[at]) + delta) % 10) + bban.slice(at + 1);
        expect(verifyIban(`PL${checkDigits('PL', bban)}${changed}`).errno).not.toBe(0);
      }),
    );
    expect(verifyIban('CZ65 0800 0000 1920 0014 5399').errno).toBe(0);
    expect(verifyIban('PL61 1090 1014 0000 0712 1981 287').errno).not.toBe(0);
    expect(verifyIban('').errno).not.toBe(0);
  });
});

describe('fixture validateClientData per country', () => {
  it('Czech IČO and DIČ checksums', () => {
    expect(validIco('25596641')).toBe(true);
    expect(validIco('25596642')).toBe(false);
    expect(validCzTax('CZ25596641')).toBe(true);
    expect(validCzTax('7103192745')).toBe(true);
    expect(validCzTax('7103192746')).toBe(false);
  });
  it('phones with prefixes', () => {
    expect(validPhone('+48 600 100 200', 'PL')).toBe('ok');
    expect(validPhone('0048600100200', 'PL')).toBe('ok');
    expect(validPhone('+420 600 100 200', 'CZ')).toBe('ok');
    expect(validPhone('+48 600 100 20', 'PL')).toBe('bad');
    expect(validPhone('600 100 20a', 'PL')).toBe('illegal');
  });
  it('returns spec codes for the numeric country ids, zipcode formats as the second message', () => {
    const PL = 1143020003;
    const CZ = 1143020041;
    const codes = (input: unknown, shop = 'pl') => validateClientData(input, ctx(shop)).messages.map((m: { code: string }) => m.code);
    const zip = validateClientData({ clientData: { clientBillingData: { zipcode: '00950', country: PL } } }, ctx());
    expect(zip.messages[0].code).toBe('incorect_zipcode');
    expect(zip.messages[1].message).toBe('XX-XXX');
    expect(validateClientData({ clientData: { clientBillingData: { zipcode: '1100', country: CZ } } }, ctx()).messages[1].message).toBe('XXX XX');
    expect(codes({ clientData: { clientBillingData: { zipcode: '110 00', country: CZ } } }, 'cs')).toEqual([]);
    // The old ISO code is not a country id.
    expect(codes({ clientData: { clientBillingData: { zipcode: '00-950', country: 'PL' } } })).toEqual(['incorrect_region']);
    expect(codes({ clientData: { clientBillingData: { city: 'Kraków<' } } })).toEqual(['illegal_characters_client_city']);
    expect(codes({ clientData: { clientBillingData: { phone: '+48600100200x', country: PL } } })).toEqual(['illegal_characters_client_phone']);
    expect(codes({ clientData: { clientBillingData: { country: PL }, taxNumber: '5260250995' } })).toEqual([]);
    expect(codes({ clientData: { clientBillingData: { country: PL }, taxNumber: '5260250994' } })).toEqual(['incorect_nip']);
    expect(codes({ clientData: { clientBillingData: { country: CZ }, taxNumber: 'CZ25596641' } })).toEqual([]);
  });
  it('proposes a free login in clientProposedLogin (not a second message); clientExists only on the e-mail check', () => {
    const taken = new Set(['jan', 'jan2']);
    const context = { shop: { id: 'pl' }, state: { findAccount: (l: string) => (taken.has(l) ? { login: l } : null) } };
    const result = validateClientData({ loginAndPassword: { login: 'jan', password: 'tajne123' } }, context);
    expect(result.messages).toEqual([{ code: 'login_taken_login_propose', message: 'Ten login jest już zajęty.' }]);
    expect(result.clientProposedLogin).toBe('jan3');
    expect(result.clientExists).toBeNull();
    expect(validateClientData({ clientData: { email: 'jan.kowalski@example.com' } }, context).clientExists).toBe(true);
    expect(validateClientData({ clientData: { email: 'nowy@example.com' } }, context).clientExists).toBe(false);
    expect(validateClientData({ loginAndPassword: { login: 'ewa' } }, context).clientProposedLogin).toBeNull();
  });
});
