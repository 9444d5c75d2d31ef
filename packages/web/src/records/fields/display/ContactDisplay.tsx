import type { FieldDef } from '@crm/domain';

/** phone, email and URL values: tap to call, write or open. */
export function ContactDisplay({ field, value }: { field: FieldDef; value: unknown }) {
  if (typeof value !== 'string' || !value) return <span />;
  const href = field.type === 'phone' ? `tel:${value.replace(/\s/g, '')}` : field.type === 'email' ? `mailto:${value}` : value;
  const external = field.type === 'url';
  return (
    // A tap calls or writes; it does not also open the card's record.
    <a href={href} onClick={(e) => e.stopPropagation()} target={external ? '_blank' : undefined} rel={external ? 'noopener noreferrer' : undefined}>
      {value}
    </a>
  );
}
