/**
 * src/lib/url.ts, the one URL-safety module: links read as the browser reads them (tabs and newlines anywhere and
 * C0 controls at the ends are dropped), only http(s); sameOriginUrl for where untrusted markup may send a shopper.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { safeHref, safeUrl, sameOriginUrl } from '../../src/lib/url';
import { isSafeLink } from '../../widgets/instalment/schema';
import { isSafeUrl } from '../../widgets/map/rules';
import { safeLink } from '../../widgets/menu_search/rules';

const BASE = 'https://sklep.test/produkt.html';

/** The bypasses a scheme regex misses and a browser still reads as javascript: (payloads seen in the wild and their kin). */
const BYPASSES = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  '\u0001javascript:alert(1)',
  ' \u0000\u001fjavascript:alert(1)',
  'javascript\t:alert(1)',
  'j\na\tv\ra\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'blob:https://sklep.test/x',
];

/** Every check in the bundle that decides whether a string becomes an href or a navigation. */
const CHECKS: [string, (s: string) => boolean][] = [
  ['safeUrl', (s) => safeUrl(s, BASE) !== undefined],
  ['safeHref', (s) => safeHref(s, BASE) !== undefined],
  ['sameOriginUrl', (s) => sameOriginUrl(s, BASE) !== undefined],
  ['map isSafeUrl', (s) => isSafeUrl(s)],
  ['search safeLink', (s) => safeLink(s) !== undefined],
  ['instalment isSafeLink', (s) => isSafeLink(s, BASE)],
];

describe('URL safety', () => {
  for (const [name, check] of CHECKS) {
    it(`${name} refuses every bypass payload`, () => {
      expect(BYPASSES.filter((p) => check(p))).toEqual([]);
    });
  }

  it('accepts http(s) and relative links, and reads them as the browser does', () => {
    for (const link of ['/a', 'b.html', '?q=1', '#x', 'https://x.test/a', 'HTTP://x.test', '//cdn.test/x', ' /trimmed ']) {
      expect(safeUrl(link, BASE), link).toBeDefined();
    }
    expect(safeUrl('/a\tb', BASE)?.href).toBe('https://sklep.test/ab');
    expect(safeHref(' /x ', BASE)).toBe('/x');
    expect(safeUrl('', BASE)).toBeUndefined();
    expect(safeUrl(' \t\n', BASE)).toBeUndefined();
    expect(safeUrl(7 as unknown, BASE)).toBeUndefined();
    expect(safeUrl('https://[bad', BASE)).toBeUndefined();
  });

  it('sameOriginUrl keeps a shopper on the shop: other hosts, ports and schemes are refused', () => {
    expect(sameOriginUrl('/konto.php', BASE)?.href).toBe('https://sklep.test/konto.php');
    expect(sameOriginUrl('https://sklep.test/a?b=1', BASE)).toBeDefined();
    // "https:evil.test" is a path on the page's own origin to a browser (a relative URL with the page's scheme).
    expect(sameOriginUrl('https:evil.test', BASE)?.href).toBe('https://sklep.test/evil.test');
    for (const other of [
      'https://evil.test/',
      '//evil.test/x',
      'http://sklep.test/',
      'https://sklep.test:8443/',
      'https://sklep.test.evil.test/',
      '\t//evil.test',
      '/\\evil.test',
    ]) {
      expect(sameOriginUrl(other, BASE), other).toBeUndefined();
    }
  });

  it('instalment: a template whose scheme comes from the amount is refused ({calculate_price}javascript:)', () => {
    expect(isSafeLink('{calculate_price}javascript:alert(1)', BASE)).toBe(false);
    expect(isSafeLink('java{calculate_price}script:alert(1)', BASE)).toBe(false);
    expect(isSafeLink('/raty?kwota={calculate_price}', BASE)).toBe(true);
    expect(isSafeLink('https://raty.test/calc?amount={calculate_price}', BASE)).toBe(true);
  });

  it('property: javascript: with tabs, newlines and carriage returns anywhere, C0 controls in front and any case is refused everywhere', () => {
    const scheme = 'javascript:'.split('');
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('', '', '', '\t', '\n', '\r'), { minLength: scheme.length, maxLength: scheme.length }),
        fc.array(fc.boolean(), { minLength: scheme.length, maxLength: scheme.length }),
        fc.string({ unit: fc.integer({ min: 0, max: 0x20 }).map((c) => String.fromCharCode(c)), maxLength: 4 }),
        fc.string({ maxLength: 20 }),
        (noise, upper, lead, rest) => {
          const payload = lead + scheme.map((c, i) => (upper[i] ? c.toUpperCase() : c) + noise[i]).join('') + rest;
          for (const [name, check] of CHECKS) expect(check(payload), `${name}: ${JSON.stringify(payload)}`).toBe(false);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('property: whatever a check accepts, the browser parses as http(s)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.webUrl(), fc.string(), fc.webPath(), fc.string({ unit: 'binary', maxLength: 30 })), (s) => {
        const url = safeUrl(s, BASE);
        if (url) expect(['http:', 'https:']).toContain(new URL(s, BASE).protocol);
        const same = sameOriginUrl(s, BASE);
        if (same) expect(new URL(s, BASE).origin).toBe('https://sklep.test');
      }),
      { numRuns: 500 },
    );
  });
});
