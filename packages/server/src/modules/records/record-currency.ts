import { CURRENCY_FIELD, EXCHANGE_RATE_FIELD, currencyFieldOf, findEntity, formatDate, linesFieldsOf, type EntityDef, type FieldDef } from '@crm/domain';
import { sql, type RawBuilder } from 'kysely';
import { currencyColumnOf, storedColumn } from './field-storage.ts';
import { loose, type Db, type RecordModel } from './record-model.ts';

/**
 * Currencies on records (spec section 1, multi-currency; RecordCurrency in the domain). An object
 * declared with a currency keeps one per record, with the rate to the tenant's default currency
 * on the record's date; its money and its lines' money are in it. Other money without a currency
 * is in the default currency. A roll-up converts what it adds up into the currency of the record
 * that holds it (`convertedAmount`).
 */

/** Rates are kept as exchange-rate fields store them: scaled by 10^6 (field-storage.ts). */
const RATE_SCALE = 1_000_000;

/** The day a record without its date falls on: today in Beijing, the default time zone. */
const DEFAULT_TIME_ZONE = 'Asia/Shanghai';

export async function defaultCurrencyCode(db: Db, tenantId: string): Promise<string> {
  const row = await db.selectFrom('currencies').select('code').where('tenant_id', '=', tenantId).where('is_default', '=', 1).executeTakeFirst();
  return row?.code ?? 'CNY';
}

/**
 * A currency's rate to the default currency on `day` (YYYY-MM-DD): the rate from the latest day on
 * or before it, else, for a currency whose rate never changed, its rate of today. Null for a
 * currency the tenant does not keep.
 */
export async function rateOn(db: Db, tenantId: string, code: string, day: string): Promise<number | null> {
  const dated = await db
    .selectFrom('currency_rates')
    .select('rate')
    .where('tenant_id', '=', tenantId)
    .where('code', '=', code)
    .where('valid_from', '<=', day)
    .orderBy('valid_from', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (dated) return Number(dated.rate);
  const current = await db
    .selectFrom('currencies')
    .select(['rate', 'is_default'])
    .where('tenant_id', '=', tenantId)
    .where('code', '=', code)
    .executeTakeFirst();
  if (!current) return null;
  return current.is_default === 1 ? 1 : Number(current.rate);
}

/** The currency of the record a relation field points to (a receipt's order), if it has one. */
async function currencyOfTarget(db: Db, tenantId: string, field: FieldDef | undefined, id: unknown): Promise<string | null> {
  const target = field?.relation ? findEntity(field.relation) : undefined;
  if (!target?.currency || typeof id !== 'string' || id === '') return null;
  const row = (await loose(db)
    .selectFrom(target.table)
    .select(storedColumn(CURRENCY_FIELD))
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst()) as Record<string, unknown> | undefined;
  const code = row?.[storedColumn(CURRENCY_FIELD)];
  return typeof code === 'string' && code !== '' ? code : null;
}

/**
 * The currencies of a record being written (values: the validated changes; current: the record as
 * it is, empty for a new one). A record in a currency of its own gets its currency (given, else
 * its `from` record's, else the default), the rate of its date when it is new or its currency or
 * date changes (a currency without a rate is refused by the caller's dictionary check first; one
 * whose rate is gone throws), and that currency on every money field. Any other record's money
 * without a currency takes the default currency.
 */
export async function applyCurrencies(db: Db, model: RecordModel, values: Record<string, unknown>, current: Record<string, unknown> = {}): Promise<void> {
  const { entity, tenantId } = model;
  const money = model.fields.filter((f) => f.type === 'money');
  const declared = entity.currency;
  if (!declared) {
    const missing = money.filter((f) => values[f.name] !== undefined && values[f.name] !== null && !values[currencyFieldOf(f)] && !current[currencyFieldOf(f)]);
    if (missing.length === 0) return;
    const code = await defaultCurrencyCode(db, tenantId);
    for (const field of missing) values[currencyFieldOf(field)] = code;
    return;
  }
  const isNew = !('id' in current);
  const pointed = declared.from ? (values[declared.from] ?? current[declared.from]) : undefined;
  const code =
    (values[CURRENCY_FIELD] as string | null | undefined) ||
    (current[CURRENCY_FIELD] as string | null | undefined) ||
    (await currencyOfTarget(db, tenantId, declared.from ? model.field(declared.from) : undefined, pointed)) ||
    (await defaultCurrencyCode(db, tenantId));
  const day = String(values[declared.date] ?? current[declared.date] ?? formatDate(new Date(), DEFAULT_TIME_ZONE));
  values[CURRENCY_FIELD] = code;
  if (isNew || code !== current[CURRENCY_FIELD] || day !== current[declared.date] || current[EXCHANGE_RATE_FIELD] == null) {
    const rate = await rateOn(db, tenantId, code, day);
    if (rate === null) throw new Error(`${entity.apiName}: the tenant keeps no rate of ${code}`);
    values[EXCHANGE_RATE_FIELD] = rate;
  }
  for (const field of money) values[currencyFieldOf(field)] = code;
}

/** Whether a write moved a record to another currency or rate (its roll-ups and lines follow). */
export function currencyChanged(entity: EntityDef, before: Record<string, unknown>, after: Record<string, unknown>): boolean {
  return !!entity.currency && (before[CURRENCY_FIELD] !== after[CURRENCY_FIELD] || before[EXCHANGE_RATE_FIELD] !== after[EXCHANGE_RATE_FIELD]);
}

/** A record's lines take its currency: every money column of every line, in one statement per lines field. */
export async function alignLineCurrencies(db: Db, tenantId: string, entity: EntityDef, parentId: string, code: string): Promise<void> {
  if (!entity.currency) return;
  for (const field of linesFieldsOf(entity)) {
    const line = field.lines!.object;
    const money = line.fields.filter((f) => f.type === 'money');
    if (money.length === 0) continue;
    await loose(db)
      .updateTable(line.table)
      .set(Object.fromEntries(money.map((f) => [currencyColumnOf(f), code])))
      .where('tenant_id', '=', tenantId)
      .where(storedColumn(line.parent!.via), '=', parentId)
      .execute();
  }
}

/** The currency a record holds its money in, and that currency's rate as stored (scaled). */
export interface HeldCurrency {
  code: string;
  scaledRate: number;
}

/** What a stored row of `entity` holds its money in: its own currency, else the default. */
export function heldCurrency(entity: EntityDef, row: Record<string, unknown>, defaultCode: string): HeldCurrency {
  if (!entity.currency) return { code: defaultCode, scaledRate: RATE_SCALE };
  const code = row[storedColumn(CURRENCY_FIELD)];
  const rate = row[storedColumn(EXCHANGE_RATE_FIELD)];
  return {
    code: typeof code === 'string' && code !== '' ? code : defaultCode,
    scaledRate: rate === null || rate === undefined ? RATE_SCALE : Number(rate),
  };
}

/**
 * A source row's money column as an amount in the holder's currency (stored units): as it is when
 * in the same currency, else through the default currency at each record's own rate. Rows written
 * before currencies were kept count as the default currency at rate 1.
 */
export function convertedAmount(source: EntityDef, column: RawBuilder<unknown>, holder: HeldCurrency, defaultCode: string): RawBuilder<unknown> {
  if (!source.currency) {
    return holder.code === defaultCode ? column : sql`${column} * 1.0 * ${RATE_SCALE} / ${holder.scaledRate}`;
  }
  const code = sql.ref(storedColumn(CURRENCY_FIELD));
  const rate = sql.ref(storedColumn(EXCHANGE_RATE_FIELD));
  return sql`case when coalesce(${code}, ${defaultCode}) = ${holder.code} then ${column} else ${column} * 1.0 * coalesce(${rate}, ${RATE_SCALE}) / ${holder.scaledRate} end`;
}

/** A source row's money column in the tenant's default currency (stored units): what a figure over many records adds up. */
export function inDefaultCurrency(source: EntityDef, column: RawBuilder<unknown>, defaultCode: string): RawBuilder<unknown> {
  return convertedAmount(source, column, { code: defaultCode, scaledRate: RATE_SCALE }, defaultCode);
}
