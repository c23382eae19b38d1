// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { createErrorLog, errorText, MAX_REPORTS, reportText, reportUrl, type ErrorDetail } from '../../src/net/error-log';
import { why } from '../../loader/load-check';

/** The `storefront:error` events dispatched while `run` runs. */
async function dispatched(run: () => unknown): Promise<ErrorDetail[]> {
  const seen: ErrorDetail[] = [];
  const listener = (event: Event) => seen.push((event as CustomEvent<ErrorDetail>).detail);
  document.addEventListener('storefront:error', listener);
  try {
    await run();
  } finally {
    document.removeEventListener('storefront:error', listener);
  }
  return seen;
}

describe('error logging', () => {
  it('posts the raw body `query { hello }` to {graphql}?JSerror={stack}', () => {
    const send = vi.fn(async () => new Response('{}'));
    const log = createErrorLog('/graphql/v1/', send as unknown as typeof fetch);
    const error = new Error('boom');
    log.report(error);
    const [url, init] = send.mock.calls[0] as unknown as [string, RequestInit];
    expect(url.startsWith('http://localhost:3000/graphql/v1/?JSerror=')).toBe(true);
    // The bundle's version first (package.json's, as the build writes it), then the stack.
    const version: string = JSON.parse(readFileSync('package.json', 'utf8')).version;
    expect(decodeURIComponent(url.split('JSerror=')[1])).toBe(reportText(`storefront ${version}: ${errorText(error)}`));
    expect(init.method).toBe('POST');
    // Platform: the raw document, not JSON; no Content-Type of ours (text/plain: no CORS preflight).
    expect(init.body).toBe('query { hello }');
    expect(init.headers).toBeUndefined();
  });

  it('dispatches storefront:error for every report (beyond the cap and the duplicates), with the widget, the phase and the version', async () => {
    const send = vi.fn(async () => new Response('{}'));
    const log = createErrorLog('/graphql/v1/', send as unknown as typeof fetch);
    const version: string = JSON.parse(readFileSync('package.json', 'utf8')).version;
    const boom = new Error('boom');
    const seen = await dispatched(() => {
      log.report(boom, 'menu_basket', 'run');
      log.report(boom, 'menu_basket', 'run'); // a duplicate: dispatched, not sent again
      log.report('page', undefined);
      log.report(boom, 'footer'); // a widget's failure without a phase: its mount
      for (let i = 0; i < MAX_REPORTS + 3; i++) log.report(new Error(`loop ${i}`), 'map', 'unmount');
    });
    expect(seen.slice(0, 4)).toEqual([
      { widget: 'menu_basket', phase: 'run', error: boom, version },
      { widget: 'menu_basket', phase: 'run', error: boom, version },
      { widget: undefined, phase: 'page', error: 'page', version },
      { widget: 'footer', phase: 'mount', error: boom, version },
    ]);
    expect(seen).toHaveLength(4 + MAX_REPORTS + 3);
    expect(send.mock.calls.length).toBe(MAX_REPORTS);
    // The widget and the phase are in the sent text too.
    expect(decodeURIComponent((send.mock.calls[0] as unknown as [string])[0].split('JSerror=')[1])).toMatch(
      new RegExp(`^storefront ${version.replaceAll('.', '\\.')} menu_basket run: Error: boom`),
    );
  });

  it("a chunk's failure (loader/load-check.ts marks it) is the `load` phase; a listener that throws does not stop the report", async () => {
    const send = vi.fn(async () => new Response('{}'));
    const log = createErrorLog('/graphql/v1/', send as unknown as typeof fetch);
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 404 }));
    const failure = await why('map-AbCdEf.js');
    fetchMock.mockRestore();
    expect(String(failure)).toBe('Error: map-AbCdEf.js did not load (a partial deploy?)');
    const thrower = () => {
      throw new Error('a shop listener');
    };
    const seen = await dispatched(() => {
      document.addEventListener('storefront:error', thrower);
      log.report(failure, 'map');
    });
    document.removeEventListener('storefront:error', thrower);
    expect(seen.map((d) => d.phase)).toEqual(['load']);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('keeps the URL under 2,000 characters, cutting whole characters', () => {
    for (const text of ['x'.repeat(5000), 'ż'.repeat(3000), '😀'.repeat(2000), '%'.repeat(4000)]) {
      const url = reportUrl('/graphql/v1/', text, 'https://shop.example');
      expect(url.length).toBeLessThan(2000);
      expect(url.length).toBeGreaterThan(1900);
      expect(() => decodeURIComponent(url.split('JSerror=')[1])).not.toThrow();
    }
  });

  it("goes to the page's own origin: a relative endpoint against it (never the document's base URL), one on another origin replaced by the platform's /graphql/v1/ there", () => {
    expect(reportUrl('/graphql/v1/', 'x', 'https://shop.example')).toBe('https://shop.example/graphql/v1/?JSerror=x');
    expect(reportUrl('/theme/gql?a=1', 'x', 'https://shop.example')).toBe('https://shop.example/theme/gql?a=1&JSerror=x');
    for (const planted of ['https://evil.example/graphql', '//evil.example/graphql', 'http://shop.example/graphql/v1/'])
      expect(reportUrl(planted, 'x', 'https://shop.example'), planted).toBe('https://shop.example/graphql/v1/?JSerror=x');
  });

  it('sends each distinct error once and at most a few per page view', () => {
    const send = vi.fn(async () => new Response('{}'));
    const log = createErrorLog('/graphql/v1/', send as unknown as typeof fetch);
    for (let i = 0; i < 1000; i++) log.report(new Error(`error ${i % 50}`));
    log.report(new Error('error 1'));
    expect(send).toHaveBeenCalledTimes(MAX_REPORTS);
  });

  it('never throws, whatever is thrown at it', () => {
    const log = createErrorLog('/graphql/v1/', (() => {
      throw new Error('network down');
    }) as unknown as typeof fetch);
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    for (const value of [undefined, null, 42, 'text', circular, Symbol('s'), new Error('x')]) expect(() => log.report(value)).not.toThrow();
  });

  it("reports the shop's own frames, and only a hash for addresses of other origins", () => {
    const stack =
      'TypeError: x\n    at f (https://shop.example/storefront/search-Ab12.js:1:2)\n    at g (https://tracker.example/t.js?uid=secret-123:4:5)\n    at h (chrome-extension://abcdef/inject.js:1:1)';
    const text = reportText(stack, 'https://shop.example');
    expect(text).toContain('https://shop.example/storefront/search-Ab12.js:1:2');
    expect(text).not.toContain('tracker.example');
    expect(text).not.toContain('secret-123');
    expect(text).not.toContain('chrome-extension');
    expect(text).toMatch(/at g \(\[other origin #[0-9a-z]+\]\)/);
    // The same address gets the same hash (reports of one third-party script stay comparable).
    expect(reportText(stack, 'https://shop.example')).toBe(text);
  });

  it('redacts e-mail addresses, card-like digit runs and the query of shop addresses; keeps line and column', () => {
    const text = reportText(
      [
        'Error: no account for jan.kowalski+shop@example.co.uk (card 4111 1111 1111 1111, 4111-1111-1111-1111, 4111111111111111)',
        '    at f (https://shop.example/order-open.php?token=s3cr3t&mail=a@b.pl#pay:12:34)',
        '    at g (https://shop.example/storefront/core-Ab12cd.js:1:23456)',
        '    order 1234567 (7 digits) stays',
      ].join('\n'),
      'https://shop.example',
    );
    expect(text).not.toContain('kowalski');
    expect(text).toContain('no account for [e-mail] (card [number], [number], [number])');
    expect(text).not.toContain('s3cr3t');
    expect(text).not.toContain('a@b.pl');
    expect(text).toContain('at f (https://shop.example/order-open.php?[removed]:12:34)');
    expect(text).toContain('https://shop.example/storefront/core-Ab12cd.js:1:23456');
    expect(text).toContain('order 1234567 (7 digits) stays');
  });

  it("drops the query and fragment of relative addresses as of the shop's absolute ones; keeps other text with ? or #", () => {
    const text = reportText(
      [
        'Error: GET /order-open.php?token=s3cr3t&mail=x 500',
        'fetch ../api/basket.json#pay or search.php?text=kurtka or ?client=jan and href=/account/?login=jan',
        '    at f (/storefront/core-Ab12cd.js?v=2:1:234)',
        'kept: #main, what?, a?.b, x ?? y, a ? b : c, div#top',
      ].join('\n'),
      'https://shop.example',
    );
    for (const gone of ['s3cr3t', 'mail=x', '#pay', 'kurtka', 'client=jan', 'login=jan', 'v=2']) expect(text).not.toContain(gone);
    expect(text).toContain('GET /order-open.php?[removed] 500');
    expect(text).toContain('fetch ../api/basket.json?[removed] or search.php?[removed] or ?[removed] and href=/account/?[removed]');
    expect(text).toContain('at f (/storefront/core-Ab12cd.js?[removed]:1:234)'); // as an absolute address: `?[removed]`, position kept
    expect(reportText('at f (https://shop.example/storefront/core-Ab12cd.js?v=2:1:234)', 'https://shop.example')).toBe(
      'at f (https://shop.example/storefront/core-Ab12cd.js?[removed]:1:234)',
    );
    expect(text).toContain('kept: #main, what?, a?.b, x ?? y, a ? b : c, div#top');
    expect(reportText(text, 'https://shop.example')).toBe(text); // a cut address stays as it is
  });

  it('redacts phone numbers, with or without a country code', () => {
    for (const phone of [
      '+48 123 456 789',
      '+48123456789',
      '+48 123-456-789',
      '0048 123 456 789',
      '(+48) 123 456 789',
      '(22) 123 45 67',
      '+420 777 123 456',
      '+1 555 123 4567',
      '123 456 789',
      '123-456-789',
      '123456789',
      '12 345 67 89',
    ]) {
      const text = reportText(`Error: no order for ${phone}, call back`, 'https://shop.example');
      expect(text, phone).toBe('Error: no order for [phone], call back');
    }
  });

  it('redacts PESEL-like numbers (11 digits) and every other run of 9 or more digits', () => {
    expect(reportText('Error: PESEL 44051401359 is taken (pesel=02270803628)', 'https://shop.example')).toBe('Error: PESEL [number] is taken (pesel=[number])');
    expect(reportText('NIP 123-456-32-18, ids 1234567890 and 123456789012345678901234', 'https://shop.example')).toBe(
      'NIP [number], ids [number] and [number]',
    );
  });

  it('redacts token-like values: named secrets, Bearer and Basic credentials, JWTs, long base64 and hex runs', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjMifQ.dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
    const cases: [string, string][] = [
      ['token=abc123&x=1', 'token=[token]&x=1'],
      ['access_token=ya29.a0AfH6SM, refresh-token = zz9', 'access_token=[token], refresh-token = [token]'],
      [
        'api_key=k1 apiKey=k2 sessionid=s1 PHPSESSID=p1 password=hunter2',
        'api_key=[token] apiKey=[token] sessionid=[token] PHPSESSID=[token] password=[token]',
      ],
      ['{"password": "my secret words", \'clientToken\':\'t-1\'}', '{"password": "[token]", \'clientToken\':\'[token]\'}'],
      ['Authorization: Bearer abc.def-ghi', 'Authorization: Bearer [token]'],
      ['authorization: Basic dXNlcjpwYXNz', 'authorization: Basic [token]'],
      ['sent Bearer xyz', 'sent Bearer [token]'],
      ['sent Basic dXNlcjpwYXNzd29yZA==', 'sent Basic [token]'],
      [`jwt ${jwt} expired`, 'jwt [token] expired'],
      ['sha a8f5f167f44f4964e6c998dee827110c9f86d081884c7d659a2feaea0c55ad01', 'sha [token]'],
      ['key dGhpcyBpcyBhIHNlY3JldCB0b2tlbiAxMjM0NTY3OA== end', 'key [token] end'],
      ['key ab+c/DEf12345GhIjKlMnOpQrStUvWxYz0123/aa9== end', 'key [token] end'],
      ['session sk_live_51H8pQ2eZvKYlo2C0aBcDeFgHiJkLmNoPq', 'session [token]'],
      ['GET /reset/9f86d081884c7d659a2feaea0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a0 404', 'GET /reset/[token] 404'],
    ];
    for (const [raw, sent] of cases) expect(reportText(raw, 'https://shop.example'), raw).toBe(sent);
  });

  it("keeps what is not personal: the shop's stack frames (file:line:column), short numbers, dates, prose", () => {
    const kept = [
      "TypeError: Cannot read properties of undefined (reading 'items')",
      '    at mount (https://shop.example/storefront/cluster-worker-B_3N_MZH.js:1:23456)',
      '    at run (https://shop.example/storefront/core-DEtLdO.js:12345:6789012)',
      '    at https://shop.example/storefront/category_menu-Ab_1-C2d.js:3:45',
      '    at async Promise.all (index 0)',
      '    at f (https://shop.example/storefront/loader.js:1:4173)',
      'mount@https://shop.example/storefront/SelectLanguage-C6mMJozK.js:2:98765',
      'order 1234567 (7 digits), invoice 12345678, at 2024-05-12 12:34:56, on 12-05-2024 09:15, pi 3.14159265358979',
      'net::ERR_CONNECTION_REFUSED_WHILE_LOADING_THE_MODULE_SCRIPT; basic auth failed; the token expired; Token abc',
      'Error: #main not found; what? a?.b ?? c',
    ].join('\n');
    expect(reportText(kept, 'https://shop.example')).toBe(kept);
  });

  it("property: a frame of the shop's own chunk (any widget name, 6 or 8 hash characters, any line and column) is sent as it is", () => {
    const base64url = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-');
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z][a-z0-9_]{0,21}[a-z]$/),
        fc.oneof(fc.string({ unit: base64url, minLength: 6, maxLength: 6 }), fc.string({ unit: base64url, minLength: 8, maxLength: 8 })),
        fc.integer({ min: 1, max: 9_999_999 }),
        fc.integer({ min: 1, max: 9_999_999 }),
        (name, hash, line, column) => {
          const frame = `    at f (https://shop.example/storefront/${name}-${hash}.js:${line}:${column})`;
          expect(reportText(`TypeError: x\n${frame}`, 'https://shop.example')).toBe(`TypeError: x\n${frame}`);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('redaction stays linear: 2,000 characters of near-matches stay far under a second', () => {
    for (const near of [
      'a'.repeat(2000),
      'a.'.repeat(1000),
      '1 '.repeat(1000),
      '1 a'.repeat(700),
      '@a.'.repeat(700),
      'https://shop.example/?'.repeat(100),
      ','.repeat(2000),
      '/?'.repeat(1000),
      'a/'.repeat(1000),
      '(+4 '.repeat(500),
      'token'.repeat(400),
      'x-token '.repeat(250),
      '"token":'.repeat(250),
      'Bearer '.repeat(300),
      'eyJa.'.repeat(400),
      'aB3+/'.repeat(400),
    ]) {
      const started = performance.now();
      reportText(near, 'https://shop.example');
      expect(performance.now() - started).toBeLessThan(500);
    }
  });

  it('cuts a huge message before reading it, and a lone surrogate never throws or uses up the cap', () => {
    expect(reportText('x'.repeat(20_000_000), 'https://shop.example')).toHaveLength(2000);
    const send = vi.fn(async () => new Response('{}'));
    const log = createErrorLog('/graphql/v1/', send as unknown as typeof fetch);
    log.report(new Error('half a pair: \ud83d and \ude00 alone'));
    expect(send).toHaveBeenCalledTimes(1);
    expect(decodeURIComponent((send.mock.calls[0] as unknown as [string])[0].split('JSerror=')[1])).toContain('\ufffd');
  });

  it('property: any text (lone surrogates, controls, any size) gives one report under 2,000 characters, never a throw', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary', maxLength: 3000 }),
          fc.string({ unit: 'grapheme', maxLength: 500 }),
          fc.string({ maxLength: 4000 }),
          // Surrogate halves mixed with text: a half on its own is a string encodeURIComponent refuses.
          fc.string({
            unit: fc.oneof(
              fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)),
              fc.constantFrom('a', 'ż', '😀'),
            ),
            maxLength: 100,
          }),
        ),
        (message) => {
          const send = vi.fn(async () => new Response('{}'));
          const log = createErrorLog('/graphql/v1/', send as unknown as typeof fetch);
          expect(() => log.report(new Error(message))).not.toThrow();
          expect(send).toHaveBeenCalledTimes(1);
          const url = (send.mock.calls[0] as unknown as [string])[0];
          expect(url.length).toBeLessThan(2000);
          expect(() => decodeURIComponent(url.split('JSerror=')[1])).not.toThrow();
        },
      ),
      { numRuns: 300 },
    );
  });
});
