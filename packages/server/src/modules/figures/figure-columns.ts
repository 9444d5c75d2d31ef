import { CURRENCY_FIELD, decimalsOf, EXCHANGE_RATE_FIELD, SALES_BRIEFING, type EntityDef, type FieldDef, type FigureDef } from '@crm/domain';
import { sql, type RawBuilder } from 'kysely';
import { isSystemField, storedColumn, SYSTEM_COLUMNS } from '../records/field-storage.ts';
import { inDefaultCurrency } from '../records/record-currency.ts';

/** A field's column, system fields included. */
const columnOf = (name: string) => (isSystemField(name) ? SYSTEM_COLUMNS[name] : storedColumn(name));

/** The date column placing a record in a period, and whether it holds local days (date fields) or instants. */
export function dateColumnOf(entity: EntityDef, name: string): { column: string; days: boolean } {
  return { column: columnOf(name), days: !isSystemField(name) && entity.fields.find((field) => field.name === name)?.type === 'date' };
}

/** The field a figure adds up; none for a count. */
export const summedField = (entity: EntityDef, figure: FigureDef): FieldDef | undefined =>
  figure.field === undefined ? undefined : entity.fields.find((field) => field.name === figure.field);

/**
 * What one record adds to a figure, as SQL over `table`'s row: 1 for a count, the summed field in
 * the tenant's default currency (stored units, amountOf reads the sum back) for a sum. The sales
 * briefing and a target's completion add records up alike through it.
 */
export function figureValue(entity: EntityDef, figure: FigureDef, table: string, defaultCode: string): RawBuilder<unknown> {
  const field = summedField(entity, figure);
  return field ? inDefaultCurrency(entity, sql.ref(`${table}.${storedColumn(field.name)}`), defaultCode) : sql`1`;
}

/** A sum in stored units (scaled by 10^decimals, field-storage.ts) as an amount, to the field's decimals. */
export function amountOf(field: FieldDef, stored: number): number {
  return Math.round(stored) / 10 ** decimalsOf(field);
}

/** The columns a figure reads besides its date: the summed amount (with its currency and rate) and its conditions' fields. */
function readColumns(entity: EntityDef, figure: FigureDef): string[] {
  const amount =
    figure.field === undefined ? [] : [columnOf(figure.field), ...(entity.currency ? [columnOf(CURRENCY_FIELD), columnOf(EXCHANGE_RATE_FIELD)] : [])];
  return [...amount, ...(figure.where ?? []).map((condition) => columnOf(condition.field))];
}

/**
 * The indexes the sales briefing reads an object's records by, two per date its figures place
 * them by: the period's range first (a department's or the company's records), and the owner's
 * records in the period (mine: a salesperson's share of the period, not all of it), each followed
 * by the columns of the data scope (owner, department, company, the id teams and shares name) and
 * whatever its figures read, so that a briefing over 100,000 records reads indexes alone (bench:
 * 'sales briefing').
 */
export function briefingIndexes(entity: EntityDef): { name: string; columns: string[] }[] {
  const figures = SALES_BRIEFING.filter((figure) => figure.object === entity.apiName);
  // Whose records are "mine": the owner's, or for objects without owners the writer's.
  const whose = entity.features.owner ? 'owner_id' : 'create_by';
  return [...new Set(figures.map((figure) => figure.date))].flatMap((date) => {
    const { column } = dateColumnOf(entity, date);
    const read = [...new Set(figures.filter((figure) => figure.date === date).flatMap((figure) => readColumns(entity, figure)))].sort();
    return [
      { name: `${entity.table}_figures_${column}`, columns: ['tenant_id', column, whose, 'depart_id', 'company_code', 'id', ...read] },
      { name: `${entity.table}_figures_mine_${column}`, columns: ['tenant_id', whose, column, 'depart_id', 'company_code', 'id', ...read] },
    ];
  });
}
