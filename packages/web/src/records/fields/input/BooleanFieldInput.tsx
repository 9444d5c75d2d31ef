import Switch from 'antd-mobile/es/components/switch/index.js';
import type { FieldInputProps } from './types.ts';

export function BooleanFieldInput({ value, onChange, disabled, placeholder }: FieldInputProps) {
  const checked = value === true || value === 1 || value === '1' || value === 'true';
  return <Switch checked={checked} onChange={onChange} disabled={disabled} aria-label={placeholder} />;
}
