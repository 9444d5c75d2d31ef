import { CURRENCY_FIELD, currencyFieldOf, decimalsOf, formatAmount, formatDuration, roundTo, type FieldDef, type RecordRow } from '@crm/domain';
import { useSymbolOf } from '../field-queries.ts';
import { useLang } from '../../../lib/i18n.ts';

function toNumber(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

const codeOf = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/**
 * The currency symbol of a money value: the record's currency's when it is in one (RecordCurrency;
 * a line is given its record's, and a form's choice shows at once), else the value's own
 * currency's, else the tenant's default.
 */
export function useCurrencySymbol(field: FieldDef, record?: Partial<RecordRow>): string {
  return useSymbolOf(codeOf(record?.[CURRENCY_FIELD]) ?? codeOf(record?.[currencyFieldOf(field)]));
}

/** number (a duration among them), money (spec section 9 amount display, with the currency), percent and formula values. */
export function NumberDisplay({ field, value, record }: { field: FieldDef; value: unknown; record?: Partial<RecordRow> }) {
  const symbol = useCurrencySymbol(field, record);
  const lang = useLang();
  const n = toNumber(value);
  if (n === null) return <span />;
  // A length of time in seconds, in the spec's duration style ("2分35秒").
  if (field.shows === 'duration') return <span>{formatDuration(n, lang)}</span>;
  // A formula shows as what its number is (an amount, a share).
  const kind = field.type === 'formula' ? (field.shows ?? 'number') : field.type;
  if (kind === 'money') return <span>{`${symbol}${formatAmount(n, lang)}`}</span>;
  const text = String(roundTo(n, decimalsOf(field)));
  return <span>{kind === 'percent' ? `${text}%` : text}</span>;
}
