import { formatDate, formatDateTime, type FieldDef } from '@crm/domain';
import { usePreferencesStore } from '../../../stores/preferences.ts';

/** Dates as stored (a calendar day has no zone); date-times in the user's chosen time zone. */
export function DateDisplay({ field, value }: { field: FieldDef; value: unknown }) {
  const timeZone = usePreferencesStore((s) => s.timeZone);
  if (typeof value !== 'string' || !value) return <span />;
  if (field.type === 'date') return <span>{/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : formatDate(value, timeZone)}</span>;
  return <span>{formatDateTime(value, timeZone)}</span>;
}
