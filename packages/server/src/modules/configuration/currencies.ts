import { randomUUID } from 'node:crypto';
import { CURRENCY_DICT, type Currency, type Lang } from '@crm/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../http/http-error.ts';
import { dictionaryItems } from '../dictionaries/repository.ts';

/**
 * The tenant's currencies and their rates to the default currency (spec section 1,
 * multi-currency). A rate changes from a day on: the rates before stay for the records of earlier
 * days (records/record-currency.ts reads them).
 */

/** The currencies, the default first, named in `lang` (their dictionary's texts), with today's rates. */
export async function currencyList(db: Kysely<Database>, tenantId: string, lang: Lang): Promise<Currency[]> {
  const [rows, names] = await Promise.all([
    db
      .selectFrom('currencies')
      .select(['code', 'name', 'symbol', 'rate', 'is_default'])
      .where('tenant_id', '=', tenantId)
      .orderBy('is_default', 'desc')
      .orderBy('code')
      .execute(),
    dictionaryItems(db, tenantId, CURRENCY_DICT, lang),
  ]);
  const named = new Map((names ?? []).map((item) => [item.value, item.text]));
  return rows.map((row) => ({
    code: row.code,
    name: named.get(row.code) ?? row.name,
    symbol: row.symbol,
    rate: row.is_default === 1 ? '1' : row.rate,
    isDefault: row.is_default === 1 ? 1 : 0,
  }));
}

/** Up to 6 decimals, above 0, below a million: what an exchange-rate field stores. */
const RATE = /^\d{1,6}(\.\d{1,6})?$/;

/** The first day any rate was known: a currency's rate before its first change. */
const BEFORE_ALL = '1970-01-01';

/**
 * Sets a currency's rate from `validFrom` (YYYY-MM-DD, today or before: a day to come would leave
 * today's rate stale when it comes) on; `today` is the caller's. The rate it
 * had until then is kept for the days before (its first change keeps it as the rate since always).
 * Today's rate is the currencies' rate once the day has come.
 */
export async function setRate(
  db: Kysely<Database>,
  tenantId: string,
  userId: string,
  input: { code: string; rate: string; validFrom: string },
  today: string,
): Promise<void> {
  const rate = input.rate.trim();
  if (!RATE.test(rate) || Number(rate) <= 0) throw new HttpError(422, 'currencyRateInvalid');
  if (input.validFrom > today) throw new HttpError(422, 'currencyRateFuture');
  await db.transaction().execute(async (trx) => {
    const currency = await trx
      .selectFrom('currencies')
      .select(['id', 'rate', 'is_default'])
      .where('tenant_id', '=', tenantId)
      .where('code', '=', input.code)
      .executeTakeFirst();
    if (!currency) throw new HttpError(422, 'currencyUnknown');
    if (currency.is_default === 1) throw new HttpError(422, 'currencyRateOfDefault');
    const at = new Date().toISOString();
    const history = await trx
      .selectFrom('currency_rates')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('code', '=', input.code)
      .limit(1)
      .executeTakeFirst();
    if (!history) {
      await trx
        .insertInto('currency_rates')
        .values({ id: randomUUID(), tenant_id: tenantId, code: input.code, valid_from: BEFORE_ALL, rate: currency.rate, create_by: userId, create_time: at })
        .execute();
    }
    await trx
      .insertInto('currency_rates')
      .values({ id: randomUUID(), tenant_id: tenantId, code: input.code, valid_from: input.validFrom, rate, create_by: userId, create_time: at })
      .onConflict((oc) => oc.columns(['tenant_id', 'code', 'valid_from']).doUpdateSet({ rate, create_by: userId, create_time: at }))
      .execute();
    const current = await trx
      .selectFrom('currency_rates')
      .select('rate')
      .where('tenant_id', '=', tenantId)
      .where('code', '=', input.code)
      .where('valid_from', '<=', today)
      .orderBy('valid_from', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    await trx.updateTable('currencies').set({ rate: current.rate }).where('id', '=', currency.id).execute();
  });
}
