import { useContext } from 'react';
import type { FieldDef } from '@crm/domain';
import { noteDial } from '../../../lib/dial.ts';
import { DialSubject } from '../dial-subject.ts';

/** phone, email and URL values: tap to call, write or open. A call from a record's number is noted, to be offered as a call record afterwards. */
export function ContactDisplay({ field, value }: { field: FieldDef; value: unknown }) {
  const subject = useContext(DialSubject);
  if (typeof value !== 'string' || !value) return <span />;
  const number = value.replace(/\s/g, '');
  const href = field.type === 'phone' ? `tel:${number}` : field.type === 'email' ? `mailto:${value}` : value;
  const external = field.type === 'url';
  return (
    // A tap calls or writes; it does not also open the card's record.
    <a
      href={href}
      onClick={(e) => {
        e.stopPropagation();
        if (field.type === 'phone' && subject) noteDial({ ...subject, phone: number });
      }}
      target={external ? '_blank' : undefined}
      rel={external ? 'noopener noreferrer' : undefined}
    >
      {value}
    </a>
  );
}
