import { currencies, type Currency } from './data/store.ts';

/** A price as the platform sends it: the number plus its text in the shopper's currency. */
export interface Money {
  value: number;
  formatted: string;
  currency: string;
}

export function currencyByCode(code: string): Currency | undefined {
  return currencies.find((currency) => currency.code === code.toUpperCase());
}

export const defaultCurrency: Currency = currencies.find((currency) => currency.isDefault) ?? currencies[0]!;

const formatters = new Map<string, Intl.NumberFormat>();

/** Converts a USD amount into `currency`, rounded to cents as a cart would be. */
export function convert(usd: number, currency: Currency): number {
  return Math.round(usd * currency.rate * 100) / 100;
}

export function formatAmount(amount: number, currency: Currency): string {
  let formatter = formatters.get(currency.code);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.code });
    formatters.set(currency.code, formatter);
  }
  return formatter.format(amount);
}

/** spec §3: "every price field formatted" — in the session's current currency. */
export function money(usd: number, currency: Currency): Money {
  return moneyIn(convert(usd, currency), currency);
}

/** An amount already in `currency` (a cart's totals), as a price object. */
export function moneyIn(value: number, currency: Currency): Money {
  return { value, formatted: formatAmount(value, currency), currency: currency.code };
}
