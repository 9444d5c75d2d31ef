import { CHANCE_STATUS, dayStart, entityOf, periodMonths, SALES_BRIEFING, type ForecastPeriod } from '@crm/domain';
import { sql, type Expression } from 'kysely';
import { amountOf, dateColumnOf, figureValue } from '../../../modules/figures/figure-columns.ts';
import { storedColumn } from '../../../modules/records/field-storage.ts';
import { conditionsWhere } from '../../../modules/records/list-query.ts';
import { defaultCurrencyCode, inDefaultCurrency } from '../../../modules/records/record-currency.ts';
import { loose, modelOf, selectRows, storeOf, type Db } from '../../../modules/records/record-model.ts';

/** What a forecast's amount actually won counts: the sales briefing's own figure, so both count alike. */
const WON = SALES_BRIEFING.find((figure) => figure.key === 'wonAmount')!;
/** Its conditions are code and name no `$me`: no one asks them (as a roll-up's). */
const NOBODY = { userId: '' };

/** A period's edges: local days for date fields (an opportunity's expected date), instants for date-times (when it was won). */
export interface PeriodEdges {
  fromDay: string;
  untilDay: string;
  from: string;
  until: string;
}

const dayText = (d: { year: number; month: number }) => `${d.year}-${String(d.month).padStart(2, '0')}-01`;

/** The first day of the period and the first after it, in `timeZone` for instants (`from` included, `until` not). */
export function periodEdges({ year, periodType, period }: ForecastPeriod, timeZone: string): PeriodEdges {
  const { first, months } = periodMonths(periodType, period);
  const start = { year, month: first, day: 1 };
  const next = first + months > 12 ? { year: year + 1, month: 1, day: 1 } : { year, month: first + months, day: 1 };
  return { fromDay: dayText(start), untilDay: dayText(next), from: dayStart(start, timeZone).toISOString(), until: dayStart(next, timeZone).toISOString() };
}

/**
 * A forecast's two server figures as SQL scalar subqueries, for the salesperson `who` (a value,
 * or the forecast row's column in a statement over forecasts), in stored units of the tenant's
 * default currency: the system forecast, Σ amount × win rate / 100 (spec section 9) of their
 * ongoing opportunities expected in the period; and what they won in it, as the sales
 * briefing's wonAmount counts it. Whose opportunities they are is their owner's.
 */
export function forecastSubqueries(db: Db, tenantId: string, who: Expression<unknown>, edges: PeriodEdges, defaultCode: string) {
  const chance = entityOf('crmChance');
  const { table } = storeOf(chance);
  const ref = (name: string) => sql.ref(`${table}.${name}`);
  const theirs = () => selectRows(db, chance).where(ref('tenant_id'), '=', tenantId).where(ref('owner_id'), '=', who);
  // Amount and win rate are both stored scaled (two decimals): the product over 100 × 100 is the expected transaction in stored units.
  const expected = inDefaultCurrency(chance, sql`${ref(storedColumn('amount'))} * 1.0 * ${ref(storedColumn('winRate'))} / 10000`, defaultCode);
  const expectedDate = dateColumnOf(chance, 'expectedDate');
  const systemForecast = theirs()
    .select(sql`coalesce(sum(${expected}), 0)`.as('expected'))
    .where(ref(storedColumn('status')), '=', CHANCE_STATUS.ongoing)
    .where(ref(expectedDate.column), '>=', edges.fromDay)
    .where(ref(expectedDate.column), '<', edges.untilDay);
  const wonDate = dateColumnOf(chance, WON.date);
  const wonEdges = wonDate.days ? [edges.fromDay, edges.untilDay] : [edges.from, edges.until];
  const wonAmount = theirs()
    .select(sql`coalesce(sum(${figureValue(chance, WON, table, defaultCode)}), 0)`.as('won'))
    .where(conditionsWhere(db, modelOf(chance, tenantId, []), table, NOBODY, WON.where ?? []))
    .where(ref(wonDate.column), '>=', wonEdges[0]!)
    .where(ref(wonDate.column), '<', wonEdges[1]!);
  return { systemForecast, wonAmount };
}

/** A stored sum of a forecast's money field as its amount (to its decimals). */
export function forecastAmountOf(field: 'forecastAmount' | 'systemForecast' | 'wonAmount', stored: unknown): number {
  return amountOf(
    entityOf('crmForecast').fields.find((f) => f.name === field)!,
    Number(stored ?? 0),
  );
}

/** One salesperson's system forecast and amount won for a period, computed now. */
export async function forecastFigures(db: Db, tenantId: string, userId: string, period: ForecastPeriod, timeZone: string) {
  const defaultCode = await defaultCurrencyCode(db, tenantId);
  const { systemForecast, wonAmount } = forecastSubqueries(db, tenantId, sql.val(userId), periodEdges(period, timeZone), defaultCode);
  const row = (await loose(db)
    .selectNoFrom([sql`(${systemForecast})`.as('system_forecast'), sql`(${wonAmount})`.as('won_amount')])
    .executeTakeFirst()) as { system_forecast: unknown; won_amount: unknown } | undefined;
  return { systemForecast: forecastAmountOf('systemForecast', row?.system_forecast), wonAmount: forecastAmountOf('wonAmount', row?.won_amount) };
}
