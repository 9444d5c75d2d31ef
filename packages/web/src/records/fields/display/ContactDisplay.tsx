import type { FieldDef } from '@crm/domain';

/** phone, email and URL values: tap to call, write or open. */
export function ContactDisplay({ field, value }: { field: FieldDef; value: unknown }) {
  if (typeof value !== 'string' || !value) return <span />;
  const href = field.type === 'phone' ? `tel:${value.replace(/\s/g, '')}` : field.type === 'email' ? `mailto:${value}` : value;
  const external = field.type === 'url';
  return (
    <a href={href} target={external ? '_blank' : undefined} rel={external ? 'noopener noreferrer' : undefined}>
      {value}
    </a>
  );
}
