import { columnOf, currencyFieldOf, decimalsOf, holdsIdList, isNumericField, type EntityDef, type FieldDef, type RecordValue } from '@crm/domain';

/**
 * How field values sit in a business table, the same on SQLite and PostgreSQL:
 * - number, money, percent and formula: bigint scaled by 10^decimals (money 1234.50 → 123450),
 *   exact for money and numerically sortable and comparable in SQL;
 * - boolean: integer 0/1;
 * - dictMulti, address, images, files, tags and relations to several records (their ids): JSON text;
 * - everything else (text kinds, dict, ids, dates as YYYY-MM-DD, date-times as ISO-8601 UTC): text.
 * Money fields have a `<column>_currency` text column beside them. Address fields have columns
 * beside their JSON that searches read through indexes instead of every row's JSON: the
 * coordinates as numbers in `<column>_lat` and `<column>_lng` (WGS-84 degrees, both or neither)
 * and the strip of longitudes they are in, `<column>_strip` (the nearby customers), and the
 * address as written, `<column>_text` (keyword searches). Custom fields live in the `ext` JSON
 * column with their API values as they are.
 */

export type ColumnType = 'text' | 'bigint' | 'integer' | 'double precision';

/** System columns every business table has, by API name. */
export const SYSTEM_COLUMNS = {
  id: 'id',
  companyCode: 'company_code',
  ownerId: 'owner_id',
  departId: 'depart_id',
  createBy: 'create_by',
  createTime: 'create_time',
  updateBy: 'update_by',
  updateTime: 'update_time',
  version: 'version',
  lockStatus: 'lock_status',
  auditStatus: 'audit_status',
  bizType: 'biz_type',
  tags: 'tags',
} as const;
export type SystemField = keyof typeof SYSTEM_COLUMNS;

export function isSystemField(name: string): name is SystemField {
  return Object.hasOwn(SYSTEM_COLUMNS, name);
}

const JSON_TYPES = new Set(['dictMulti', 'address', 'images', 'files', 'tags']);

export function isJsonField(field: FieldDef): boolean {
  return JSON_TYPES.has(field.type) || holdsIdList(field);
}

export function columnTypeOf(field: FieldDef): ColumnType {
  if (isNumericField(field)) return 'bigint';
  if (field.type === 'boolean') return 'integer';
  return 'text';
}

const columns = new Map<string, string>();

/** A field's column (columnOf, remembered: every row of every page maps each field to it). */
export function storedColumn(name: string): string {
  let column = columns.get(name);
  if (column === undefined) {
    column = columnOf(name);
    columns.set(name, column);
  }
  return column;
}

/** The column of a line object's table that keeps a line's place in its record. */
export const LINE_ORDER = 'sort_order';

export const currencyColumnOf = (field: FieldDef) => `${storedColumn(field.name)}_currency`;

/**
 * The width, in degrees of longitude, of the strips `<column>_strip` numbers: a search by place
 * reads the few strips its box crosses, each over its range of latitudes, instead of a whole band
 * of latitudes round the globe. Stored: changing it means filling the column anew.
 */
const COORDINATE_STRIP_DEGREES = 0.02;

/** The strip of a longitude (the same arithmetic for what is stored and what is asked). */
export const stripOf = (lng: number) => Math.floor(lng / COORDINATE_STRIP_DEGREES);

/** The columns an address field is kept in beside its JSON (toColumns keeps them in step). */
export function addressColumnsOf(field: FieldDef): { lat: string; lng: string; strip: string; text: string } {
  const column = storedColumn(field.name);
  return { lat: `${column}_lat`, lng: `${column}_lng`, strip: `${column}_strip`, text: `${column}_text` };
}

/** An address value's coordinates, when it has both and they are on the globe; else null. */
function coordinatesOf(value: unknown): { lat: number; lng: number } | null {
  if (value === null || typeof value !== 'object') return null;
  const { lat, lng } = value as { lat?: unknown; lng?: unknown };
  if (typeof lat !== 'number' || typeof lng !== 'number' || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
}

/** An address value's text, when it has one. */
function addressTextOf(value: unknown): string | null {
  const text = value !== null && typeof value === 'object' ? (value as { text?: unknown }).text : null;
  return typeof text === 'string' && text !== '' ? text : null;
}

/** An address value as the columns beside its JSON keep it, by column (null where it has no text or coordinates). */
export function addressColumnValues(field: FieldDef, value: unknown): Record<string, number | string | null> {
  const point = coordinatesOf(value);
  const at = addressColumnsOf(field);
  return { [at.lat]: point?.lat ?? null, [at.lng]: point?.lng ?? null, [at.strip]: point ? stripOf(point.lng) : null, [at.text]: addressTextOf(value) };
}

/** The columns beside an address field's JSON, with their types. */
export function addressColumns(field: FieldDef): { name: string; type: ColumnType }[] {
  const at = addressColumnsOf(field);
  return [
    { name: at.lat, type: 'double precision' },
    { name: at.lng, type: 'double precision' },
    { name: at.strip, type: 'integer' },
    { name: at.text, type: 'text' },
  ];
}

/** The text column a keyword search reads for a field: its own, or for an address the text beside its JSON. */
export const textColumnOf = (field: FieldDef) => (field.type === 'address' ? addressColumnsOf(field).text : storedColumn(field.name));

/** Every column of an object's table: system columns, then one per field (and the columns beside money and addresses). */
export function tableColumns(entity: EntityDef): { name: string; type: ColumnType }[] {
  const system: { name: string; type: ColumnType }[] = [
    ...Object.values(SYSTEM_COLUMNS).map((name) => ({ name, type: (name === 'version' ? 'integer' : 'text') as ColumnType })),
    { name: 'tenant_id', type: 'text' },
    { name: 'ext', type: 'text' },
  ];
  return [
    ...system,
    ...entity.fields.flatMap((field) =>
      field.type === 'lines'
        ? []
        : [
            { name: columnOf(field.name), type: columnTypeOf(field) },
            ...(field.type === 'money' ? [{ name: currencyColumnOf(field), type: 'text' as ColumnType }] : []),
            ...(field.type === 'address' ? addressColumns(field) : []),
          ],
    ),
    // A line's place among its record's lines.
    ...(entity.parent ? [{ name: LINE_ORDER, type: 'integer' as ColumnType }] : []),
  ];
}

/** An API value (already validated and normalised) as stored in its column. */
export function toStored(field: FieldDef, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (isNumericField(field)) return Math.round(Number(value) * 10 ** decimalsOf(field));
  if (field.type === 'boolean') return value ? 1 : 0;
  if (isJsonField(field)) return JSON.stringify(value);
  return String(value);
}

/** A column value as the API answers it. */
export function fromStored(field: FieldDef, raw: unknown): RecordValue {
  if (raw === null || raw === undefined) return null;
  if (isNumericField(field)) return Number(raw) / 10 ** decimalsOf(field);
  if (field.type === 'boolean') return Number(raw) === 1;
  if (isJsonField(field)) {
    try {
      return JSON.parse(String(raw)) as RecordValue;
    } catch {
      return null;
    }
  }
  return String(raw);
}

export { currencyFieldOf };
