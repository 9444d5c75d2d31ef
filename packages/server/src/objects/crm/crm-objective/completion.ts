import {
  completionRate,
  dayStart,
  decimalsOf,
  entityOf,
  OBJECTIVE_TYPE,
  OBJECTIVE_WHOSE,
  SALES_BRIEFING,
  type ObjectiveCompletion,
  type RecordRow,
} from '@crm/domain';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { amountOf, dateColumnOf, figureValue } from '../../../modules/figures/figure-columns.ts';
import { departmentWithDescendants } from '../../../modules/organisation/repository.ts';
import { visibleTo } from '../../../modules/records/data-scope.ts';
import { conditionsWhere } from '../../../modules/records/list-query.ts';
import { defaultCurrencyCode } from '../../../modules/records/record-currency.ts';
import { modelOf, selectRows, storeOf } from '../../../modules/records/record-model.ts';
import { permittedModel, recordById, type RecordCall } from '../../../modules/records/record-service.ts';
import { timeZoneOf } from '../../../modules/records/record-validation.ts';
import { scopedTable } from '../../../modules/records/record-visibility.ts';

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/** What a target of each type is measured by: the sales briefing's own figure, so both count alike. */
const FIGURE_OF: Readonly<Record<string, string>> = { [OBJECTIVE_TYPE.won]: 'wonAmount', [OBJECTIVE_TYPE.received]: 'received' };

/**
 * The first instants (date-time fields) or days (date fields) of the year's twelve months and of
 * the next year, in the viewer's time zone: a record belongs to month m when it falls at or after
 * edge m − 1 and before edge m.
 */
function monthEdges(year: number, timeZone: string, days: boolean): string[] {
  return [...MONTHS, 13].map((month) => {
    const first = { year: month === 13 ? year + 1 : year, month: month === 13 ? 1 : month, day: 1 };
    return days ? `${first.year}-${String(first.month).padStart(2, '0')}-01` : dayStart(first, timeZone).toISOString();
  });
}

/**
 * A target's months against what was actually won or received, as SALES_BRIEFING counts it, by
 * the records' owner: the person's, or those of the people of the department and the departments
 * below it; within the caller's data scope. One statement adds the year up by month.
 */
export async function objectiveCompletion(call: RecordCall, id: string): Promise<ObjectiveCompletion> {
  const { viewer } = call;
  const target: RecordRow = await recordById(call, await permittedModel(call, entityOf('crmObjective'), 'view'), id);
  const year = Number(target.year);
  const figure = SALES_BRIEFING.find((def) => def.key === FIGURE_OF[String(target.objectiveType)])!;
  const source = entityOf(figure.object);
  const { table } = storeOf(source);
  const ref = (column: string) => sql.ref(`${table}.${column}`);
  const amountField = source.fields.find((field) => field.name === figure.field)!;
  const date = dateColumnOf(source, figure.date);
  const byPerson = target.whose === OBJECTIVE_WHOSE.person;
  const [timeZone, defaultCode, departIds] = await Promise.all([
    timeZoneOf(call.db, viewer),
    defaultCurrencyCode(call.db, viewer.tenantId),
    byPerson ? [] : departmentWithDescendants(call.db, viewer.tenantId, String(target.departmentId)),
  ]);
  const edges = monthEdges(year, timeZone, date.days);
  const owners = (eb: ExpressionBuilder<any, any>): Expression<SqlBool> => {
    if (byPerson) return eb(ref('owner_id'), '=', String(target.userId));
    if (departIds.length === 0) return sql<SqlBool>`1 = 0`;
    const people = call.db.selectFrom('users').select('users.id').where('users.tenant_id', '=', viewer.tenantId).where('users.depart_id', 'in', departIds);
    return eb(ref('owner_id'), 'in', people);
  };
  const month = sql.join(
    MONTHS.slice(0, 11).map((m) => sql`when ${ref(date.column)} < ${edges[m]} then ${m}`),
    sql` `,
  );
  const rows = (await selectRows(call.db, source)
    .select([sql`case ${month} else 12 end`.as('objective_month'), sql`sum(${figureValue(source, figure, table, defaultCode)})`.as('actual')])
    .where(visibleTo(viewer, scopedTable(source)))
    .where(conditionsWhere(call.db, modelOf(source, viewer.tenantId, []), table, viewer, figure.where ?? []))
    .where(owners)
    .where(ref(date.column), '>=', edges[0])
    .where(ref(date.column), '<', edges[12])
    .groupBy('objective_month')
    .execute()) as { objective_month: number | string; actual: number | string | null }[];
  // The year's totals to the field's decimals too.
  const scale = 10 ** decimalsOf(amountField);
  const actuals = new Map(rows.map((row) => [Number(row.objective_month), amountOf(amountField, Number(row.actual ?? 0))]));
  const months = MONTHS.map((m) => {
    const [monthTarget, actual] = [Number(target[`month${m}`] ?? 0), actuals.get(m) ?? 0];
    return { month: m, target: monthTarget, actual, rate: completionRate(actual, monthTarget) };
  });
  const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * scale) / scale;
  const total = { target: sum(months.map((m) => m.target)), actual: sum(months.map((m) => m.actual)) };
  return { id, year, months, total: { ...total, rate: completionRate(total.actual, total.target) } };
}
