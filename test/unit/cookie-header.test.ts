// A Cookie header read into name -> value (src/lib/cookie-header.mjs): one parser, the bundle's (src/lib/cookies.ts
// exports it) and the fixture shop's, which reads its requests' Cookie header with it. More cases, and properties, in
// region.test.ts ('cookies').
import { describe, expect, it } from 'vitest';
import { parseCookieHeader } from '../../src/lib/cookie-header.mjs';
import * as cookies from '../../src/lib/cookies';
// @ts-expect-error plain JS fixture module
import { startServer } from '../../fixtures/server.mjs';

describe('parseCookieHeader', () => {
  it('is the one the bundle uses', () => {
    expect(cookies.parseCookieHeader).toBe(parseCookieHeader);
  });

  it('trims names and values, splits a pair at its first "=", keeps the first of a repeated name', () => {
    expect(parseCookieHeader(' a = 1 ;b=x=y;a=2;;c=')).toEqual({ a: '1', b: 'x=y', c: '' });
  });

  it('skips a pair with no name or no "="', () => {
    expect(parseCookieHeader('=v; bad; ; d=1')).toEqual({ d: '1' });
  });

  it('takes a value out of its double quotes, then URI-decodes it; a value that does not decode stays as written', () => {
    expect(parseCookieHeader('q="a%20b"; half="x; e=%E0%A4%A; p=%7B%22x%22%3A1%7D')).toEqual({ q: 'a b', half: '"x', e: '%E0%A4%A', p: '{"x":1}' });
  });

  it('raw: every value as written (the platform JSON cookies)', () => {
    expect(parseCookieHeader('j={"a":"%41"}; q="x"; a=1; a=2', { raw: true })).toEqual({ j: '{"a":"%41"}', q: '"x"', a: '1' });
  });
});

describe("the fixture shop reads its requests' Cookie header with it", () => {
  it('knows a visitor whose id comes quoted and spaced among other cookies', async () => {
    const server = await startServer({ port: 0, host: '127.0.0.1' });
    try {
      const first = await fetch(new URL('/', server.url));
      const id = /^fx_visitor=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1];
      expect(id).toMatch(/^[\w-]{16,}$/);
      const again = await fetch(new URL('/', server.url), { headers: { cookie: `e=%E0%A4%A;  fx_visitor = "${id}" ; fx_visitor=other` } });
      await again.text();
      // A visitor the server knows gets no new cookie.
      expect(again.headers.get('set-cookie')).toBeNull();
    } finally {
      await server.close();
    }
  });
});
