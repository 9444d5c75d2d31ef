import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { CURRENCY_FIELD, EXCHANGE_RATE_FIELD, entityOf, type EntityDef } from '@crm/domain';
import { DEFAULT_CURRENCIES } from './dictionaries.ts';
import { chinaDate, DAY_MS, type DemoRecord } from './demo-world.ts';

/**
 * The demo tenant's currencies over time (records/record-currency.ts keeps a record's rate of its
 * date): how the rates moved in the past year, and each record in a currency given its currency
 * and that day's rate as the record engine would. Knows no object.
 */

const DEFAULT_CODE = DEFAULT_CURRENCIES.find((c) => c.isDefault === 1)!.code;
const SINCE_ALWAYS = '1970-01-01';

/** Each rate and how many days before now it took effect (null: since always); the last is today's. */
const RATE_CHANGES: Readonly<Record<string, readonly (readonly [number | null, string])[]>> = {
  USD: [
    [null, '7.24'],
    [240, '7.18'],
    [75, '7.10'],
  ],
  EUR: [
    [null, '7.86'],
    [150, '7.75'],
  ],
  HKD: [
    [null, '0.93'],
    [100, '0.91'],
  ],
};

/** The rate history rows of the demo tenant (currency_rates), relative to `now`. */
export function demoRates(now: number): { code: string; validFrom: string; rate: string }[] {
  return Object.entries(RATE_CHANGES).flatMap(([code, changes]) =>
    changes.map(([daysAgo, rate]) => ({ code, validFrom: daysAgo === null ? SINCE_ALWAYS : chinaDate(now - daysAgo * DAY_MS), rate })),
  );
}

/** A currency's demo rate on a day (YYYY-MM-DD). */
export function demoRateOn(code: string, day: string, now: number): number {
  if (code === DEFAULT_CODE) return 1;
  const rows = demoRates(now).filter((row) => row.code === code && row.validFrom <= day);
  const latest = rows.at(-1) ?? demoRates(now).find((row) => row.code === code);
  if (!latest) throw new Error(`the demo keeps no rate of ${code}`);
  return Number(latest.rate);
}

/** The currency a demo record holds its money in, and its rate: a record without one of its own holds the default. */
export function heldCurrencyOf(entity: EntityDef, record: DemoRecord): { code: string; rate: number } {
  if (!entity.currency) return { code: DEFAULT_CODE, rate: 1 };
  return { code: String(record.values[CURRENCY_FIELD] ?? DEFAULT_CODE), rate: Number(record.values[EXCHANGE_RATE_FIELD] ?? 1) };
}

/**
 * Gives every record in a currency its currency (its own, else that of the record its `from`
 * field points to, else the default) and its date's rate (its money takes it as it is inserted,
 * bulk-insert.ts). Records come in the order of registration: an order before its receipts.
 */
export function settleCurrencies(data: Readonly<Record<string, DemoRecord[]>>, now: number): void {
  const byKey = new Map(
    Object.values(data)
      .flat()
      .map((record) => [record.key, record]),
  );
  for (const [apiName, records] of Object.entries(data)) {
    const entity = entityOf(apiName);
    const declared = entity.currency;
    if (!declared) continue;
    for (const record of records) {
      const pointed = declared.from ? byKey.get(record.links[declared.from] ?? '') : undefined;
      const code = String(record.values[CURRENCY_FIELD] ?? pointed?.values[CURRENCY_FIELD] ?? DEFAULT_CODE);
      record.values[CURRENCY_FIELD] = code;
      record.values[EXCHANGE_RATE_FIELD] = demoRateOn(code, String(record.values[declared.date] ?? chinaDate(now)), now);
    }
  }
}

/** The demo tenant's rate history, so records added on the phone take the same rates as the demo's. */
export async function insertDemoRates(trx: Transaction<Database>, tenantId: string, now = Date.now()): Promise<void> {
  const at = new Date(now).toISOString();
  await trx
    .insertInto('currency_rates')
    .values(
      demoRates(now).map((row) => ({
        id: randomUUID(),
        tenant_id: tenantId,
        code: row.code,
        valid_from: row.validFrom,
        rate: row.rate,
        create_by: null,
        create_time: at,
      })),
    )
    .execute();
}
