import { CURRENCY_FIELD, holdsIdList, isBlank, isComputed, type Currency, type EntityDef, type FieldDef, type UserInfo } from '@crm/domain';
import { dateOnly } from '../fields/zoned-time.ts';
import { toWallClock } from '../fields/zoned-time.ts';

/** Query parameters that steer the form rather than pre-fill a field. */
const CONTROL_PARAMS = new Set(['id', 'bizType', 'bizTypeName', 'tableId']);

/** Fields a new record's form never starts with a value of: the computed ones and a record's lines (added row by row). */
const startsEmpty = (field: FieldDef) => isComputed(field) || field.type === 'lines';

/**
 * Values of a new record: field defaults ('$now', '$today', '$me', '$myDepartment' resolved), and
 * the tenant's default currency for a record in a currency of its own choosing (one that follows
 * another record's, `currency.from`, is left for the server to give that one's).
 */
export function defaultValues(def: EntityDef, user: UserInfo | null, timeZone: string, currency?: Currency | null): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  if (def.currency && !def.currency.from && currency) Object.assign(values, { [CURRENCY_FIELD]: currency.code, [`${CURRENCY_FIELD}_dictText`]: currency.name });
  for (const field of def.fields) {
    const d = field.defaultValue;
    if (d === undefined || startsEmpty(field)) continue;
    if (d === '$now') values[field.name] = new Date().toISOString();
    else if (d === '$today') values[field.name] = dateOnly(toWallClock(new Date().toISOString(), timeZone) ?? new Date());
    else if (d === '$me') {
      if (user) Object.assign(values, { [field.name]: user.id, [`${field.name}_dictText`]: user.realname });
    } else if (d === '$myDepartment') {
      if (user?.departId) Object.assign(values, { [field.name]: user.departId, [`${field.name}_dictText`]: user.departName ?? '' });
    } else values[field.name] = d;
  }
  return values;
}

/** `?<field>=value` (and `?<field>_dictText=` for its shown text) pre-fill a new record. */
export function prefillFromQuery(def: EntityDef, params: URLSearchParams): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of def.fields) {
    if (CONTROL_PARAMS.has(field.name) || startsEmpty(field)) continue;
    const raw = params.get(field.name);
    if (raw === null || isBlank(raw)) continue;
    if (field.type === 'boolean') values[field.name] = raw === 'true' || raw === '1';
    else if (field.type === 'dictMulti' || field.type === 'tags' || holdsIdList(field)) values[field.name] = raw.split(',');
    else if (field.type === 'address') values[field.name] = { text: raw, lat: null, lng: null };
    else values[field.name] = raw;
    const text = params.get(`${field.name}_dictText`);
    if (text) values[`${field.name}_dictText`] = text;
  }
  return values;
}
