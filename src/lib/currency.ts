/**
 * The shop's currency display settings (spec §3 "Currency display settings") and their defaults: read with the page
 * configuration (src/page-config.ts), in the core. The formatting by them is src/lib/price.ts, which comes with the
 * widgets that show prices.
 */
export interface CurrencySettings {
  id: string;
  symbol: string;
  /** Mask such as "### ##0,00" (default). */
  format: string;
  /** A space between value and symbol. */
  space: boolean;
  /** Symbol before the value ("$ 10.00") instead of after ("10,00 zł"). */
  beforeValue: boolean;
  groupingSeparator: string;
  decimalSeparator: string;
}

export const NBSP = '\u00a0';

export const DEFAULT_CURRENCY: CurrencySettings = {
  id: 'PLN',
  symbol: 'zł',
  format: `###${NBSP}##0,00`,
  space: true,
  beforeValue: false,
  groupingSeparator: NBSP,
  decimalSeparator: ',',
};
