import { entityOf, type ForecastDepartment, type ForecastFigures, type ForecastPeriod, type ForecastRollup } from '@crm/domain';
import { sql } from 'kysely';
import { storedColumn } from '../../../modules/records/field-storage.ts';
import { defaultCurrencyCode } from '../../../modules/records/record-currency.ts';
import { loose, storeOf } from '../../../modules/records/record-model.ts';
import type { StoredRow } from '../../../modules/records/record-rows.ts';
import { holdsPermission, requirePermission, writeRight, type RecordCall } from '../../../modules/records/record-service.ts';
import { timeZoneOf } from '../../../modules/records/record-validation.ts';
import { selectVisible } from '../../../modules/records/record-visibility.ts';
import { forecastAmountOf, forecastSubqueries, periodEdges } from './figures.ts';

/** A person's row as the first statement answers it: their forecast, its three sums (stored units), and their department. */
interface PersonRow {
  id: string;
  version: number | string;
  owner_id: string | null;
  depart_id: string | null;
  company_code: string | null;
  user_id: string;
  user_name: string;
  person_depart: string | null;
  depart_name: string | null;
  forecast_amount: unknown;
  system_forecast: unknown;
  won_amount: unknown;
}

type Sums = Record<'forecast_amount' | 'system_forecast' | 'won_amount', unknown>;

interface DepartmentRow extends Sums {
  person_depart: string | null;
  total_forecast: unknown;
  total_system: unknown;
  total_won: unknown;
}

const figuresOf = (sums: Sums): ForecastFigures => ({
  forecastAmount: forecastAmountOf('forecastAmount', sums.forecast_amount),
  systemForecast: forecastAmountOf('systemForecast', sums.system_forecast),
  wonAmount: forecastAmountOf('wonAmount', sums.won_amount),
});

/**
 * The period's forecasts the viewer may see (their data scope, as the forecast list), each with
 * its salesperson's system forecast and amount won computed now, by the salesperson's department;
 * each department's sums and the total added up in SQL. Two statements: the people, and their
 * departments grouped (with the total as a window over the groups).
 */
export async function forecastRollup(call: RecordCall, period: ForecastPeriod): Promise<ForecastRollup> {
  const { db, viewer } = call;
  const entity = entityOf('crmForecast');
  const [, mayEdit, timeZone, defaultCode] = await Promise.all([
    requirePermission(call, entity, 'list'),
    holdsPermission(call, entity, 'edit'),
    timeZoneOf(db, viewer),
    defaultCurrencyCode(db, viewer.tenantId),
  ]);
  const { table } = storeOf(entity);
  const column = (name: string) => `${table}.${storedColumn(name)}`;
  const { systemForecast, wonAmount } = forecastSubqueries(db, viewer.tenantId, sql.ref(column('userId')), periodEdges(period, timeZone), defaultCode);
  const people = selectVisible(db, viewer, entity)
    .innerJoin('users', (join) => join.onRef('users.id', '=', column('userId')).onRef('users.tenant_id', '=', `${table}.tenant_id`))
    .leftJoin('departments', 'departments.id', 'users.depart_id')
    .where(column('year'), '=', period.year)
    .where(column('periodType'), '=', period.periodType)
    .where(column('period'), '=', period.period)
    .select([
      `${table}.id as id`,
      `${table}.version as version`,
      `${table}.owner_id as owner_id`,
      `${table}.depart_id as depart_id`,
      `${table}.company_code as company_code`,
      'users.id as user_id',
      'users.realname as user_name',
      'users.depart_id as person_depart',
      'departments.name as depart_name',
      'departments.sort as depart_sort',
      sql`coalesce(${sql.ref(column('forecastAmount'))}, 0)`.as('forecast_amount'),
      sql`(${systemForecast})`.as('system_forecast'),
      sql`(${wonAmount})`.as('won_amount'),
    ]);
  const sum = (name: string) => sql`sum(${sql.ref(`people.${name}`)})`;
  const [personRows, departmentRows] = await Promise.all([
    people.orderBy('depart_sort').orderBy('depart_name').orderBy('user_name').orderBy('id').execute() as Promise<PersonRow[]>,
    loose(db)
      .selectFrom(people.as('people'))
      .select([
        'people.person_depart',
        sum('forecast_amount').as('forecast_amount'),
        sum('system_forecast').as('system_forecast'),
        sum('won_amount').as('won_amount'),
        sql`sum(${sum('forecast_amount')}) over ()`.as('total_forecast'),
        sql`sum(${sum('system_forecast')}) over ()`.as('total_system'),
        sql`sum(${sum('won_amount')}) over ()`.as('total_won'),
      ])
      .groupBy('people.person_depart')
      .execute() as Promise<DepartmentRow[]>,
  ]);
  const rights = await Promise.all(personRows.map((row) => (mayEdit ? writeRight(db, viewer, entity, row as unknown as StoredRow) : { write: false })));
  const sums = new Map(departmentRows.map((row) => [row.person_depart, row]));
  // In the people's order: departments by their sort, people by name within them.
  const departments = new Map<string | null, ForecastDepartment>();
  personRows.forEach((row, i) => {
    let department = departments.get(row.person_depart);
    if (!department) {
      department = { departId: row.person_depart, departName: row.depart_name, ...figuresOf(sums.get(row.person_depart)!), people: [] };
      departments.set(row.person_depart, department);
    }
    department.people.push({
      id: row.id,
      version: Number(row.version),
      userId: row.user_id,
      userName: row.user_name,
      ...figuresOf(row),
      canEdit: rights[i]!.write,
    });
  });
  const first = departmentRows[0];
  const total = first
    ? figuresOf({ forecast_amount: first.total_forecast, system_forecast: first.total_system, won_amount: first.total_won })
    : { forecastAmount: 0, systemForecast: 0, wonAmount: 0 };
  return { ...period, departments: [...departments.values()], total };
}
