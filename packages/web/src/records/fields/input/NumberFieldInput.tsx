import Input from 'antd-mobile/es/components/input/index.js';
import type { RecordRow } from '@crm/domain';
import { useCurrencySymbol } from '../display/NumberDisplay.tsx';
import type { FieldInputProps } from './types.ts';

/** number, money (with its currency symbol) and percent: kept as typed until validation parses it. */
export function NumberFieldInput({ field, value, values, onChange, placeholder, disabled }: FieldInputProps) {
  const symbol = useCurrencySymbol(field, values as Partial<RecordRow>);
  const text = value == null ? '' : String(value);
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
      {field.type === 'money' && <span>{symbol}</span>}
      <Input value={text} onChange={onChange} placeholder={placeholder} disabled={disabled} inputMode="decimal" clearable />
      {field.type === 'percent' && <span>%</span>}
    </div>
  );
}
