import type { FieldDef } from '@crm/domain';

/** text, textarea and auto-number values; multi-line text keeps its line breaks. */
export function TextDisplay({ field, value }: { field: FieldDef; value: unknown }) {
  const text = value == null ? '' : String(value);
  return <span style={field.type === 'textarea' ? { whiteSpace: 'pre-wrap' } : undefined}>{text}</span>;
}
