import { useTranslation } from 'react-i18next';
import Input from 'antd-mobile/es/components/input/index.js';
import { currencyFieldOf, formatDuration, type FieldDef, type RecordRow } from '@crm/domain';
import { useCurrencySymbol } from '../display/NumberDisplay.tsx';
import { useDefaultCurrency } from '../field-queries.ts';
import { useLang } from '../../../lib/i18n.ts';
import type { FieldInputProps } from './types.ts';

/**
 * A money field's currency (`<name>Currency`): the tenant's default, or the value's own when it
 * has another one, which can then be kept or changed to the default. A record in a currency
 * (RecordCurrency) chooses it for all its money in its currency field: here it is only shown.
 */
function CurrencyInput({
  field,
  values,
  onChange,
  disabled,
  inRecordCurrency,
}: {
  field: FieldDef;
  values: FieldInputProps['values'];
  inRecordCurrency: boolean;
  onChange(code: string): void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const fallback = useDefaultCurrency();
  const symbol = useCurrencySymbol(field, values as Partial<RecordRow>);
  const current = values[currencyFieldOf(field)];
  const own = typeof current === 'string' && current && current !== fallback?.code ? current : null;
  const label = t('web.form.currency');
  // A record in a currency has its money in it: the currency is chosen on the record, not per amount.
  if (inRecordCurrency || !own || !fallback) {
    const code = (inRecordCurrency && typeof values.currency === 'string' && values.currency) || own || fallback?.code;
    return (
      <span data-testid={`currency-${field.name}`} aria-label={`${label}: ${code ?? symbol}`} title={code ?? fallback?.name}>
        {symbol}
      </span>
    );
  }
  return (
    <select
      data-testid={`currency-${field.name}`}
      aria-label={label}
      value={own}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value)}
      style={{ border: 0, background: 'none', fontSize: 'inherit', color: 'inherit', padding: 0 }}
    >
      <option value={own}>{own}</option>
      <option value={fallback.code}>{`${fallback.symbol} ${fallback.code}`}</option>
    </select>
  );
}

/** number, money (with its currency) and percent: kept as typed until validation parses it. */
export function NumberFieldInput({ field, value, values, onChange, placeholder, disabled, entity }: FieldInputProps) {
  const fallback = useDefaultCurrency();
  const lang = useLang();
  const text = value == null ? '' : String(value);
  // Seconds typed read back as a length of time ("155" → 2分35秒).
  const duration = field.shows === 'duration' && /^\d+$/.test(text.trim()) ? formatDuration(Number(text), lang) : null;
  const currencyName = currencyFieldOf(field);
  const inRecordCurrency = !!entity?.currency;
  const change = (next: string) => {
    // An amount goes with its currency: the default when the record has none yet (and none of its own).
    const needsCurrency = field.type === 'money' && !inRecordCurrency && !values[currencyName] && fallback;
    onChange(next, needsCurrency ? { [currencyName]: fallback.code } : undefined);
  };
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
      {field.type === 'money' && (
        <CurrencyInput
          field={field}
          values={values}
          disabled={disabled}
          inRecordCurrency={inRecordCurrency}
          onChange={(code) => onChange(value, { [currencyName]: code })}
        />
      )}
      <Input value={text} onChange={change} placeholder={placeholder} disabled={disabled} inputMode="decimal" clearable />
      {field.type === 'percent' && <span>%</span>}
      {duration && (
        <span data-testid={`duration-${field.name}`} style={{ whiteSpace: 'nowrap', color: 'var(--adm-color-weak)', fontSize: 13 }}>
          {duration}
        </span>
      )}
    </div>
  );
}
