import Switch from 'antd-mobile/es/components/switch/index.js';
import type { FieldInputProps } from './types.ts';

export function BooleanFieldInput({ value, onChange, disabled, placeholder }: FieldInputProps) {
  const checked = value === true || value === 1 || value === '1' || value === 'true';
  // A switch a finger can hit: 44 px tall (antd-mobile's is 31).
  return <Switch checked={checked} onChange={onChange} disabled={disabled} aria-label={placeholder} style={{ '--height': '44px', '--width': '72px' }} />;
}
