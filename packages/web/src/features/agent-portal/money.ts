import { formatAmount, type Lang } from '@crm/domain';
import { useLang } from '../../lib/i18n.ts';

/** A currency as the answers name it: its code (products, orders) or with its symbol (the credit). */
export type CurrencyOf = string | { symbol: string };

const symbols = new Map<string, string>();

/** The narrow symbol of a currency code (¥, $, €), else the code itself. */
function symbolOf(code: string): string {
  let symbol = symbols.get(code);
  if (symbol === undefined) {
    try {
      const parts = new Intl.NumberFormat('en', { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' }).formatToParts(0);
      symbol = parts.find((part) => part.type === 'currency')?.value ?? `${code} `;
    } catch {
      symbol = `${code} `;
    }
    symbols.set(code, symbol);
  }
  return symbol;
}

/** An amount with its currency's symbol, in the number display of spec section 9 (万 past 10000). */
export function money(value: number, currency: CurrencyOf, lang: Lang): string {
  const symbol = typeof currency === 'string' ? symbolOf(currency) : currency.symbol;
  return `${value < 0 ? '-' : ''}${symbol}${formatAmount(Math.abs(value), lang)}`;
}

/** money() in the user's language. */
export function useMoney(): (value: number, currency: CurrencyOf) => string {
  const lang = useLang();
  return (value, currency) => money(value, currency, lang);
}
