import {
  APPRAISE_RATINGS,
  ENGINEER_STATUS,
  entityOf,
  periodBounds,
  SERVICE_API,
  SERVICE_BOARD_OVERDUE_ROWS,
  WORK_ORDER_STATUS,
  type EngineerItem,
  type EngineerStatus,
  type EntityDef,
  type OverdueWorkOrder,
  type ServiceBoard,
  type ValueCount,
} from '@crm/domain';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { ok } from '../../../http/envelope.ts';
import { databaseMemory, remembered } from '../../../db/database-memory.ts';
import { isPostgres } from '../../../db/dialect.ts';
import { buttonsHeld } from '../../../modules/permissions/repository.ts';
import { visibleTo } from '../../../modules/records/data-scope.ts';
import { DIRECTORY } from '../../../modules/records/directory-texts.ts';
import { storedColumn } from '../../../modules/records/field-storage.ts';
import { scopeOf } from '../../../modules/records/list-totals.ts';
import { versionsOf } from '../../../db/table-versions.ts';
import { selectRows, storeOf } from '../../../modules/records/record-model.ts';
import { recordCall } from '../../../modules/records/record-call.ts';
import { objectRestrictions, type RecordCall } from '../../../modules/records/record-service.ts';
import { timeZoneOf } from '../../../modules/records/record-validation.ts';
import { scopedTable } from '../../../modules/records/record-visibility.ts';
import { requireButton } from '../../../modules/roles/button-guard.ts';
import { ENGINEER_CODE, holding, WORK_USERS } from './engineers.ts';

/**
 * The service board (issue 16, `/crm/serviceBoard`): each figure one statement over the work
 * orders or appraisals of the viewer's data scope, run side by side and remembered for the
 * versions of the tables it reads, as the sales board's widgets are (modules/figures/board-figures.ts).
 * The database counts the rows; JavaScript only adds up a statement's groups (the total of the
 * statuses, the engineers of each status).
 */

const ORDER = entityOf('crmWorkOrder');
const APPRAISE = entityOf('crmWorkAppraise');
const S = WORK_ORDER_STATUS;

/** Everything a figure's statement needs. */
interface FigureAsk {
  call: RecordCall;
  /** This month's bounds, as instants and as days (YYYY-MM-DD). */
  month: ReturnType<typeof periodBounds>;
  /** Now, to the minute (ISO instant). */
  now: string;
}

const col = (entity: EntityDef, name: string) => sql.ref(`${storeOf(entity).table}.${storedColumn(name)}`);
const idOf = (entity: EntityDef) => sql.ref(`${storeOf(entity).table}.id`);
const tenantOf = (entity: EntityDef) => sql.ref(`${storeOf(entity).table}.tenant_id`);

/** The object's rows the viewer sees. */
const scoped = (ask: FigureAsk, entity: EntityDef) => selectRows(ask.call.db, entity).where(visibleTo(ask.call.viewer, scopedTable(entity)));

/** The work orders not completed that the viewer sees. */
const openOrders = (ask: FigureAsk) => scoped(ask, ORDER).where(col(ORDER, 'status'), '<>', S.completed);

/** Rows of (kind, value, count) split by kind into counts, in the values' order. */
function countsOf(rows: { kind: string; value: string | null; n: unknown }[], kind: string): ValueCount[] {
  return rows
    .filter((row) => row.kind === kind && row.value !== null)
    .map((row) => ({ value: row.value!, count: Number(row.n) }))
    .sort((a, b) => Number(a.value) - Number(b.value));
}

/** Open work orders by status and by urgency, in one statement (both groupings side by side). */
async function open(ask: FigureAsk): Promise<NonNullable<ServiceBoard['open']>> {
  const grouped = (kind: string, field: string) =>
    openOrders(ask)
      .select([sql<string>`${sql.lit(kind)}`.as('kind'), col(ORDER, field).as('value'), sql`count(*)`.as('n')])
      .groupBy(col(ORDER, field));
  const rows = (await grouped('status', 'status').unionAll(grouped('urgency', 'urgency')).execute()) as { kind: string; value: string | null; n: unknown }[];
  const byStatus = countsOf(rows, 'status');
  return { count: byStatus.reduce((sum, each) => sum + each.count, 0), byStatus, byUrgency: countsOf(rows, 'urgency') };
}

/** Work orders past their deadline and not completed, most overdue first, with how many there are beside each (a window over the rows). */
async function overdue(ask: FigureAsk): Promise<NonNullable<ServiceBoard['overdue']>> {
  const customer = entityOf('crmCustomer');
  const deadline = col(ORDER, 'deadline');
  const rows = (await openOrders(ask)
    .where(deadline, '<', ask.now)
    .leftJoin(`${customer.table} as customer`, (join) =>
      join.on(sql.ref('customer.id'), '=', col(ORDER, 'customerId')).on(sql.ref('customer.tenant_id'), '=', tenantOf(ORDER)),
    )
    .leftJoin('users as engineer', (join) => join.on(sql.ref('engineer.id'), '=', col(ORDER, 'engineerId')).on('engineer.tenant_id', '=', tenantOf(ORDER)))
    .select([
      idOf(ORDER).as('id'),
      col(ORDER, 'subject').as('subject'),
      sql<string | null>`customer.${sql.ref(storedColumn('name'))}`.as('customer_name'),
      sql<string | null>`engineer.realname`.as('engineer_name'),
      deadline.as('deadline'),
      col(ORDER, 'urgency').as('urgency'),
      sql`count(*) over ()`.as('total'),
    ])
    .orderBy(deadline)
    .orderBy(idOf(ORDER))
    .limit(SERVICE_BOARD_OVERDUE_ROWS)
    .execute()) as (Omit<OverdueWorkOrder, 'customerName' | 'engineerName'> & { customer_name: string | null; engineer_name: string | null; total: unknown })[];
  return {
    count: Number(rows[0]?.total ?? 0),
    rows: rows.map(({ customer_name, engineer_name, total: _total, ...row }) => ({ ...row, customerName: customer_name, engineerName: engineer_name })),
  };
}

/**
 * The engineers (engineers.ts: active staff whose roles may accept work orders), of the viewer's
 * company unless they are an administrator, each with their status (no work_users row: free) and
 * their open work orders the viewer sees: free first, then busy, then offline, each by open load.
 */
async function engineers(ask: FigureAsk): Promise<NonNullable<ServiceBoard['engineers']>> {
  const { viewer } = ask.call;
  // Every engineer's load in one pass over the open work orders (not a count per engineer, each
  // walking the viewer's scope again).
  const loads = openOrders(ask)
    .where(col(ORDER, 'engineerId'), 'is not', null)
    .select([col(ORDER, 'engineerId').as('engineer_id'), sql<number>`count(*)`.as('n')])
    .groupBy(col(ORDER, 'engineerId'));
  const status = sql<string>`coalesce(work_users.status, ${sql.lit(ENGINEER_STATUS.free)})`;
  const load = sql<number>`coalesce(loads.n, 0)`;
  let query = ask.call.db
    .selectFrom('users')
    .leftJoin(loads.as('loads'), (join) => join.onRef('loads.engineer_id', '=', 'users.id'))
    .leftJoin('departments', (join) => join.onRef('departments.id', '=', 'users.depart_id').onRef('departments.tenant_id', '=', 'users.tenant_id'))
    .leftJoin('work_users', (join) => join.onRef('work_users.user_id', '=', 'users.id').onRef('work_users.tenant_id', '=', 'users.tenant_id'))
    .where((eb) => holding(eb, viewer.tenantId, ENGINEER_CODE));
  if (!viewer.admin) {
    query = query.where((eb) =>
      eb.or([
        eb('users.company_code', '=', viewer.companyCode),
        eb.exists(
          eb
            .selectFrom('user_companies')
            .select('user_companies.user_id')
            .where('user_companies.tenant_id', '=', viewer.tenantId)
            .whereRef('user_companies.user_id', '=', 'users.id')
            .where('user_companies.company_code', '=', viewer.companyCode),
        ),
      ]),
    );
  }
  const rows = await query
    .select(['users.id', 'users.realname', 'departments.name as depart_name', status.as('status'), load.as('open_count')])
    .orderBy(status)
    .orderBy(load)
    .orderBy('users.realname')
    .orderBy('users.id')
    .execute();
  const items: EngineerItem[] = rows.map((row) => ({
    id: row.id,
    realname: row.realname,
    departName: row.depart_name,
    status: row.status as EngineerStatus,
    openCount: Number(row.open_count),
  }));
  const byStatus = Object.values(ENGINEER_STATUS).map((value) => ({ value, count: items.filter((item) => item.status === value).length }));
  return { byStatus, rows: items };
}

/** Hours between two stored instants (ISO text), as each database subtracts them. */
const hoursBetween = (call: RecordCall, from: ReturnType<typeof col>, to: ReturnType<typeof col>) =>
  isPostgres(call.db)
    ? sql<number>`extract(epoch from (cast(${to} as timestamptz) - cast(${from} as timestamptz))) / 3600`
    : sql<number>`(julianday(${to}) - julianday(${from})) * 24`;

const oneDecimal = (sum: unknown, count: number) => (count === 0 ? null : Math.round((Number(sum) / count) * 10) / 10);

/** Work orders completed this month, and the average hours from their acceptance to their completion (of those accepted). */
async function completed(ask: FigureAsk): Promise<NonNullable<ServiceBoard['completed']>> {
  const [accepted, done] = [col(ORDER, 'acceptTime'), col(ORDER, 'completeTime')];
  const row = (await scoped(ask, ORDER)
    .where(col(ORDER, 'status'), '=', S.completed)
    .where(done, '>=', ask.month.from)
    .where(done, '<', ask.month.until)
    .select([sql`count(*)`.as('n'), sql`count(${accepted})`.as('timed'), sql`sum(${hoursBetween(ask.call, accepted, done)})`.as('hours')])
    .executeTakeFirst()) as { n: unknown; timed: unknown; hours: unknown } | undefined;
  return { count: Number(row?.n ?? 0), averageHours: oneDecimal(row?.hours, Number(row?.timed ?? 0)) };
}

/** This month's appraisals by rating and by satisfaction, in one statement (both groupings side by side). */
async function appraisals(ask: FigureAsk): Promise<NonNullable<ServiceBoard['appraisals']>> {
  const grouped = (kind: string, field: string) =>
    scoped(ask, APPRAISE)
      .where(col(APPRAISE, 'appraiseDate'), '>=', ask.month.fromDay)
      .where(col(APPRAISE, 'appraiseDate'), '<', ask.month.untilDay)
      .select([sql<string>`${sql.lit(kind)}`.as('kind'), col(APPRAISE, field).as('value'), sql`count(*)`.as('n')])
      .groupBy(col(APPRAISE, field));
  const rows = (await grouped('rating', 'rating').unionAll(grouped('satisfaction', 'satisfaction')).execute()) as {
    kind: string;
    value: string | null;
    n: unknown;
  }[];
  const given = countsOf(rows, 'rating');
  const byRating = APPRAISE_RATINGS.map((value) => ({ value, count: given.find((each) => each.value === value)?.count ?? 0 }));
  const count = byRating.reduce((sum, each) => sum + each.count, 0);
  const stars = byRating.reduce((sum, each) => sum + Number(each.value) * each.count, 0);
  return { count, averageRating: oneDecimal(stars, count), byRating, bySatisfaction: countsOf(rows, 'satisfaction').reverse() };
}

type Figure = Exclude<keyof ServiceBoard, 'from' | 'until'>;

/**
 * Each figure: what computes it, the object whose list it needs, the fields it shows, and how long
 * it may be remembered: for the tables' versions (and this month), or also for the minute only:
 * what is overdue moves with the clock, and who is an engineer moves with roles and accounts,
 * which raise no version (their statuses do: work_users).
 */
const FIGURES: {
  [F in Figure]: { of: EntityDef; fields: string[]; compute(ask: FigureAsk): Promise<NonNullable<ServiceBoard[F]>>; remember: 'versions' | 'minute' };
} = {
  open: { of: ORDER, fields: ['status', 'urgency'], compute: open, remember: 'versions' },
  overdue: { of: ORDER, fields: ['subject', 'deadline', 'urgency'], compute: overdue, remember: 'minute' },
  completed: { of: ORDER, fields: ['acceptTime', 'completeTime'], compute: completed, remember: 'versions' },
  appraisals: { of: APPRAISE, fields: ['rating', 'satisfaction'], compute: appraisals, remember: 'versions' },
  engineers: { of: ORDER, fields: [], compute: engineers, remember: 'minute' },
};

const boardFigures = databaseMemory<string, Promise<unknown>>();
const REMEMBERED_FIGURES = 5000;

/**
 * GET SERVICE_API.board: the figures of the objects the viewer may list, none showing a field
 * their roles hide from them; each remembered for the versions of the tables it reads and of the
 * directory (people's names), so the board opened again is answered without reading its records
 * again until one of them changes.
 */
export async function serviceBoard(call: RecordCall, now = new Date()): Promise<ServiceBoard> {
  const { viewer } = call;
  const listCode = (entity: EntityDef) => `${entity.permissionPrefix}:list`;
  const [timeZone, listed, orderRestrictions, appraiseRestrictions, versions] = await Promise.all([
    timeZoneOf(call.db, viewer),
    buttonsHeld(call.db, viewer.auth, [listCode(ORDER), listCode(APPRAISE)]),
    objectRestrictions(call, ORDER.apiName),
    objectRestrictions(call, APPRAISE.apiName),
    // Read before anything is counted, so that figures are never remembered for a version they may not match.
    versionsOf(call.db, viewer.tenantId, [ORDER.table, APPRAISE.table, entityOf('crmCustomer').table, WORK_USERS, DIRECTORY]),
  ]);
  const restrictions = new Map([
    [ORDER, orderRestrictions],
    [APPRAISE, appraiseRestrictions],
  ]);
  const month = periodBounds('thisMonth', now, timeZone);
  // To the minute, so that what is remembered for the minute is what the minute's start counts.
  const ask: FigureAsk = { call, month, now: `${now.toISOString().slice(0, 16)}:00.000Z` };
  const shown = (Object.keys(FIGURES) as Figure[]).filter((figure) => {
    const { of, fields } = FIGURES[figure];
    return listed.has(listCode(of)) && fields.every((field) => restrictions.get(of)!.get(field) !== 'hidden');
  });
  const scope = [...scopeOf(viewer), month, [...versions]];
  const figures = await Promise.all(
    shown.map(async (figure) => {
      const { compute, remember } = FIGURES[figure];
      const key = JSON.stringify([figure, ...scope, remember === 'minute' ? ask.now : null]);
      return [figure, await remembered(boardFigures, key, REMEMBERED_FIGURES, () => compute(ask))] as const;
    }),
  );
  return { from: month.from, until: month.until, ...Object.fromEntries(figures) };
}

/** The service board's page button (the menu catalogue's serviceBoard app). */
const SERVICE_BOARD_BUTTON = 'crm:serviceBoard:list';

/** GET SERVICE_API.board, for holders of the board's button. */
export async function serviceBoardRoutes(app: FastifyInstance): Promise<void> {
  app.get(SERVICE_API.board, async (request) => {
    await requireButton(app.db, request, SERVICE_BOARD_BUTTON);
    return ok(request.lang, await serviceBoard(await recordCall(app, request)));
  });
}
