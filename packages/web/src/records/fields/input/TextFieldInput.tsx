import Input from 'antd-mobile/es/components/input/index.js';
import TextArea from 'antd-mobile/es/components/text-area/index.js';
import type { FieldInputProps } from './types.ts';

const INPUT_TYPE = { phone: 'tel', email: 'email', url: 'url' } as const;

/** text, textarea, phone, email and url: typed text with the matching keyboard. */
export function TextFieldInput({ field, value, onChange, placeholder, disabled }: FieldInputProps) {
  const text = value == null ? '' : String(value);
  if (field.type === 'textarea') {
    return (
      <TextArea
        value={text}
        onChange={onChange}
        placeholder={placeholder}
        disabled={disabled}
        autoSize={{ minRows: 2, maxRows: 8 }}
        showCount={Boolean(field.maxLength)}
        maxLength={field.maxLength}
      />
    );
  }
  const type = INPUT_TYPE[field.type as keyof typeof INPUT_TYPE] ?? 'text';
  return <Input value={text} onChange={onChange} placeholder={placeholder} disabled={disabled} type={type} clearable />;
}
