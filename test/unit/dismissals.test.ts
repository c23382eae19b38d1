import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BANNER_COOKIES, CLOSED_BARS_LIMIT, hasCookie, parseClosedBars, withClosed } from '../../src/promo/dismissals';
import { serializeCookie } from '../../src/lib/cookies';

describe('closedBars (spec §4 "Dismissals")', () => {
  it('parses a JSON array of ids; absent or empty means none', () => {
    expect(parseClosedBars(null)).toEqual({ ids: [], ok: true });
    expect(parseClosedBars('')).toEqual({ ids: [], ok: true });
    expect(parseClosedBars('["a","b"]')).toEqual({ ids: ['a', 'b'], ok: true });
  });
  it('anything else is malformed: no ids, ok false', () => {
    for (const bad of ['{not json', '{"a":1}', '[1,2]', '"a"', 'null', '[null]', '["a",1]']) {
      expect(parseClosedBars(bad), bad).toEqual({ ids: [], ok: false });
    }
  });
  it('withClosed adds the id once, last, keeping at most the limit', () => {
    expect(withClosed([], 'a')).toEqual(['a']);
    expect(withClosed(['a', 'b'], 'a')).toEqual(['b', 'a']);
    const many = Array.from({ length: CLOSED_BARS_LIMIT }, (_, i) => `bar${i}`);
    const next = withClosed(many, 'new');
    expect(next).toHaveLength(CLOSED_BARS_LIMIT);
    expect(next.at(-1)).toBe('new');
    expect(next[0]).toBe('bar1');
  });
  it('property: stored lists always parse back, hold the id, have no duplicates and respect the limit', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), fc.string(), (ids, id) => {
        const stored = withClosed(parseClosedBars(JSON.stringify(ids)).ids, id);
        const back = parseClosedBars(JSON.stringify(stored));
        expect(back.ok).toBe(true);
        expect(back.ids).toContain(id);
        expect(back.ids.length).toBeLessThanOrEqual(CLOSED_BARS_LIMIT);
        expect(back.ids.filter((x) => x === id)).toHaveLength(1);
      }),
    );
  });
});

describe('banner cookies (spec §4 "Dismissals", §9 "Cookies")', () => {
  it('names as the spec spells them', () => {
    expect(BANNER_COOKIES).toEqual({ rabateCode: 'rabateCode_clicked', freeShipping: 'freeeshipping_clicked' });
  });
  it('cookie string: path /, expiry in days', () => {
    const now = Date.UTC(2026, 0, 31, 12, 0, 0);
    expect(serializeCookie('rabateCode_clicked', '1', 1, now, false)).toBe('rabateCode_clicked=1; expires=Sun, 01 Feb 2026 12:00:00 GMT; path=/; SameSite=Lax');
    // Over https every cookie the bundle writes is Secure (never sent over plain http).
    expect(serializeCookie('rabateCode_clicked', '1', 1, now, true)).toBe(
      'rabateCode_clicked=1; expires=Sun, 01 Feb 2026 12:00:00 GMT; path=/; SameSite=Lax; Secure',
    );
  });
  it('hasCookie matches whole names only', () => {
    expect(hasCookie('a=1; rabateCode_clicked=1', 'rabateCode_clicked')).toBe(true);
    expect(hasCookie('xrabateCode_clicked=1', 'rabateCode_clicked')).toBe(false);
    expect(hasCookie('rabateCode_clicked_old=1', 'rabateCode_clicked')).toBe(false);
    expect(hasCookie('', 'rabateCode_clicked')).toBe(false);
  });
});
