import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { subscriptionPrice } from '../../src/lib/subscription-price';
import { DEFAULT_CURRENCY, NBSP } from '../../src/lib/currency';

const usd = { ...DEFAULT_CURRENCY, id: 'USD', symbol: '$', beforeValue: true, space: false, groupingSeparator: ',', decimalSeparator: '.' };

describe('subscription price (spec §3, §9)', () => {
  it('percentage rule: price = max − (before × rebate% + save), default type percentage', () => {
    const r = subscriptionPrice({ max: 200, maxNet: 162.6, before: 200, rebateValue: 10, save: 0 });
    expect(r.gross.value).toBe(180);
    expect(r.percent).toBe(10);
    expect(r.net.value).toBe(146.34); // 162.6 reduced by 10 %
    expect(r.gross.formatted).toBe(`180,00${NBSP}zł`);
    expect(r.net.formatted).toBe(`146,34${NBSP}zł`);
  });
  it('percentage rule adds save and applies the rate to before, not max', () => {
    const r = subscriptionPrice({ max: 100, maxNet: 81.3, before: 80, rebateValue: 25, save: 5, rebateType: 'percentage' });
    expect(r.gross.value).toBe(75); // 100 − (80 × 0.25 + 5)
    expect(r.percent).toBe(25);
    expect(r.net.value).toBe(60.98);
  });
  it('fixed-amount rule for any other rebateType: price = max − (save + rebate)', () => {
    const r = subscriptionPrice({ max: 99.99, maxNet: 81.29, save: 2.5, rebateValue: 7.49, rebateType: 'quota' });
    expect(r.gross.value).toBe(90);
    expect(r.percent).toBe(10); // 100 − 100 × 90 / 99.99 = 9.99…
    expect(r.net.value).toBe(73.17);
    const r2 = subscriptionPrice({ max: 50, maxNet: 40, rebateValue: 10, rebateType: '' });
    expect(r2.gross.value).toBe(40);
  });
  it('never goes below 0: rebate over 100 % and a fixed rebate larger than the price', () => {
    const over = subscriptionPrice({ max: 100, maxNet: 81.3, before: 100, rebateValue: 150 });
    expect(over.gross.value).toBe(0);
    expect(over.net.value).toBe(0);
    expect(over.percent).toBe(100);
    expect(over.gross.formatted).toBe(`0,00${NBSP}zł`);
    const fixed = subscriptionPrice({ max: 10, maxNet: 8, rebateValue: 25, rebateType: 'amount' });
    expect(fixed.gross.value).toBe(0);
    expect(fixed.percent).toBe(100);
  });
  it('max 0: no division by zero, prices 0 and percent 0', () => {
    const r = subscriptionPrice({ max: 0, maxNet: 0, before: 0, rebateValue: 10, save: 1 });
    expect(r).toEqual({ gross: { value: 0, formatted: `0,00${NBSP}zł` }, net: { value: 0, formatted: `0,00${NBSP}zł` }, percent: 0 });
  });
  it('missing before: the percentage applies to max', () => {
    expect(subscriptionPrice({ max: 80, maxNet: 65.04, rebateValue: 25 }).gross.value).toBe(60);
    expect(subscriptionPrice({ max: 80, maxNet: 65.04, before: Number.NaN, rebateValue: 25 }).gross.value).toBe(60);
  });
  it('rounds values to 2 decimals and percent to an integer', () => {
    const r = subscriptionPrice({ max: 33.33, maxNet: 27.1, before: 33.33, rebateValue: 33.333 });
    expect(r.gross.value).toBe(22.22);
    expect(Number.isInteger(r.percent)).toBe(true);
    expect(r.percent).toBe(33);
    expect(r.net.value).toBe(18.07);
  });
  it('formats with the shop currency settings', () => {
    const r = subscriptionPrice({ max: 1500, maxNet: 1219.51, rebateValue: 0, currency: usd });
    expect(r.gross.formatted).toBe('$1,500.00');
    expect(r.net.formatted).toBe('$1,219.51');
    expect(r.percent).toBe(0);
  });
  it('invariants: 0 ≤ gross ≤ max, 0 ≤ net ≤ maxNet, 0 ≤ percent ≤ 100, integer percent, 2 decimals', () => {
    const money = fc.integer({ min: 0, max: 10_000_00 }).map((c) => c / 100);
    fc.assert(
      fc.property(
        money,
        fc.double({ min: 0.1, max: 1, noNaN: true }),
        fc.option(money),
        money,
        fc.double({ min: 0, max: 500, noNaN: true }),
        fc.constantFrom('percentage', 'fixed', undefined),
        (max, netShare, before, save, rebateValue, rebateType) => {
          const maxNet = Math.round(max * netShare * 100) / 100;
          const r = subscriptionPrice({ max, maxNet, before: before ?? undefined, save, rebateValue, rebateType });
          expect(r.gross.value).toBeGreaterThanOrEqual(0);
          expect(r.gross.value).toBeLessThanOrEqual(max);
          expect(r.net.value).toBeGreaterThanOrEqual(0);
          expect(r.net.value).toBeLessThanOrEqual(maxNet);
          expect(Number.isInteger(r.percent)).toBe(true);
          expect(r.percent).toBeGreaterThanOrEqual(0);
          expect(r.percent).toBeLessThanOrEqual(100);
          expect(Math.round(r.gross.value * 100) / 100).toBe(r.gross.value);
          expect(Math.round(r.net.value * 100) / 100).toBe(r.net.value);
          if (max > 0) expect(Math.abs(r.percent - (100 - (100 * r.gross.value) / max))).toBeLessThanOrEqual(0.5 + 1e-6 + (100 * 0.005) / max);
        },
      ),
    );
  });
  it('invariant: no rebate and no save keeps the full price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.constantFrom('percentage', 'fixed'), (cents, rebateType) => {
        const max = cents / 100;
        const r = subscriptionPrice({ max, maxNet: max, rebateType, rebateValue: 0, save: 0 });
        expect(r.gross.value).toBe(max);
        expect(r.percent).toBe(0);
      }),
    );
  });
});
