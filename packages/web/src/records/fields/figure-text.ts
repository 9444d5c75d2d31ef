import { formatAmount, type Lang } from '@crm/domain';
import { useLang } from '../../lib/i18n.ts';
import { useDefaultCurrency } from './field-queries.ts';

/** A figure's value as spec section 9 shows numbers (万, 亿, 万亿), an amount with the tenant's currency. */
function figureText(value: number, money: boolean, symbol: string, lang: Lang): string {
  return money ? `${symbol}${formatAmount(value, lang)}` : formatAmount(value, lang);
}

/** Amounts and counts as the numbers screens show them (the briefing, the board, the data view), in the tenant's default currency. */
export function useMoney(): { money(value: number): string; count(value: number): string; lang: Lang } {
  const lang = useLang();
  const symbol = useDefaultCurrency()?.symbol ?? '¥';
  return { money: (value) => figureText(value, true, symbol, lang), count: (value) => figureText(value, false, symbol, lang), lang };
}
