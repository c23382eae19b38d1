import { describe, expect, it } from 'vitest';
import { formatNumber, formatPrice, parseMask, round2, DEFAULT_CURRENCY } from '../../src/lib/price';
import { NBSP } from '../../src/lib/currency';

const pl = DEFAULT_CURRENCY;
const cz = { ...pl, id: 'CZK', symbol: 'Kč' };

describe('price mask', () => {
  it('parses the default mask "### ##0,00"', () => {
    expect(parseMask(`###${NBSP}##0,00`)).toEqual({ decimals: 2, group: 3, minInt: 1 });
    expect(parseMask('### ##0,00')).toEqual({ decimals: 2, group: 3, minInt: 1 });
  });
  it('formats with the shop separators, symbol after the value with a space', () => {
    expect(formatPrice(1234.5, pl)).toBe(`1${NBSP}234,50${NBSP}zł`);
    expect(formatPrice(1234567.891, cz)).toBe(`1${NBSP}234${NBSP}567,89${NBSP}Kč`);
    expect(formatPrice(0, pl)).toBe(`0,00${NBSP}zł`);
    expect(formatPrice(0.5, pl)).toBe(`0,50${NBSP}zł`);
  });
  it('puts the symbol before the value, with or without a space', () => {
    const usd = { ...pl, symbol: '$', beforeValue: true, space: false, groupingSeparator: ',', decimalSeparator: '.' };
    expect(formatPrice(1999.99, usd)).toBe('$1,999.99');
    expect(formatPrice(1999.99, { ...usd, space: true })).toBe(`$${NBSP}1,999.99`);
  });
  it('follows masks without grouping or decimals', () => {
    expect(formatNumber(1234.56, { format: '#0', groupingSeparator: ' ', decimalSeparator: ',' })).toBe('1235');
    expect(formatNumber(1234.5, { format: '##0.000', groupingSeparator: ',', decimalSeparator: '.' })).toBe('1234.500');
    expect(formatNumber(1234.5, { format: '#,##0.00', groupingSeparator: "'", decimalSeparator: '.' })).toBe("1'234.50");
  });
  it('keeps the sign of negative values and never prints -0', () => {
    expect(formatNumber(-1234.5, pl)).toBe(`-1${NBSP}234,50`);
    expect(formatNumber(-0.001, pl)).toBe('0,00');
  });
  it('treats non-finite values as 0 and an empty mask as the default', () => {
    expect(formatNumber(Number.NaN, pl)).toBe('0,00');
    expect(formatNumber(12, { ...pl, format: '' })).toBe('12,00');
  });
  it('rounds half away from zero to 2 decimals', () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(-1.005)).toBe(-1.01);
    expect(round2(2.675)).toBe(2.68);
    expect(round2(Number.POSITIVE_INFINITY)).toBe(0);
  });
});
