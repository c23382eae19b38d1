// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { createErrorLog, errorText, MAX_REPORTS, reportUrl } from '../../src/net/error-log';

describe('error logging', () => {
  it('posts the raw body `query { hello }` to {graphql}?JSerror={stack}', () => {
    const send = vi.fn(async () => new Response('{}'));
    const log = createErrorLog('/graphql/v1/', send as unknown as typeof fetch);
    const error = new Error('boom');
    log.report(error);
    const [url, init] = send.mock.calls[0] as unknown as [string, RequestInit];
    expect(url.startsWith('http://localhost:3000/graphql/v1/?JSerror=')).toBe(true);
    expect(decodeURIComponent(url.split('JSerror=')[1])).toBe(errorText(error));
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
});
