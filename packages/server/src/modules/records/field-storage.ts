import { columnOf, currencyFieldOf, decimalsOf, isNumericField, type EntityDef, type FieldDef, type RecordValue } from '@crm/domain';

/**
 * How field values sit in a business table, the same on SQLite and PostgreSQL:
 * - number, money, percent and formula: bigint scaled by 10^decimals (money 1234.50 → 123450),
 *   exact for money and numerically sortable and comparable in SQL;
 * - boolean: integer 0/1;
 * - dictMulti, address, images, files, tags: JSON text;
 * - everything else (text kinds, dict, ids, dates as YYYY-MM-DD, date-times as ISO-8601 UTC): text.
 * Money fields have a `<column>_currency` text column beside them. Custom fields live in the
 * `ext` JSON column with their API values as they are.
 */

export type ColumnType = 'text' | 'bigint' | 'integer';

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
  return JSON_TYPES.has(field.type);
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

/** Every column of an object's table: system columns, then one per field (and currency columns). */
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
