// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { createErrorLog, errorText, MAX_REPORTS, reportText, reportUrl } from '../../src/net/error-log';

describe('error logging', () => {
  it('posts the raw body `query { hello }` to {graphql}?JSerror={stack}', () => {
    const send = vi.fn(async () => new Response('{}'));
    const log = createErrorLog('/graphql/v1/', send as unknown as typeof fetch);
    const error = new Error('boom');
    log.report(error);
    const [url, init] = send.mock.calls[0] as unknown as [string, RequestInit];
    expect(url.startsWith('http://localhost:3000/graphql/v1/?JSerror=')).toBe(true);
    expect(decodeURIComponent(url.split('JSerror=')[1])).toBe(reportText(errorText(error)));
    expect(init.method).toBe('POST');
    // Platform: the raw document, not JSON; no Content-Type of ours (text/plain: no CORS preflight).
    expect(init.body).toBe('query { hello }');
    expect(init.headers).toBeUndefined();
  });

  it('keeps the URL under 2,000 characters, cutting whole characters', () => {
    for (const text of ['x'.repeat(5000), 'ż'.repeat(3000), '😀'.repeat(2000), '%'.repeat(4000)]) {
      const url = reportUrl('/graphql/v1/', text, 'https://shop.example');
      expect(url.length).toBeLessThan(2000);
      expect(url.length).toBeGreaterThan(1900);
      expect(() => decodeURIComponent(url.split('JSerror=')[1])).not.toThrow();
    }
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

  it('redaction stays linear: 2,000 characters of near-matches stay far under a second', () => {
    for (const near of ['a'.repeat(2000), 'a.'.repeat(1000), '1 '.repeat(1000), '@a.'.repeat(700), 'https://shop.example/?'.repeat(100)]) {
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
