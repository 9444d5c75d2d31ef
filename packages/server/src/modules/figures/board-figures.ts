import {
  BOARD_WINDOW_DAYS,
  CHANCE_STATUS,
  completionRate,
  decimalsOf,
  entityOf,
  OBJECTIVE_TYPE,
  OBJECTIVE_WHOSE,
  periodBounds,
  SALES_BRIEFING,
  type BoardFigures,
  type BoardObjective,
  type BoardTop,
  type BoardWidget,
  type BriefingPeriod,
  type BriefingTeam,
  type DuePlan,
  type EntityDef,
  type ExpectedDeal,
  type FieldDef,
  type FigureDef,
  type FunnelStage,
  type MonthAmount,
  type RankingRow,
  type WindowList,
} from '@crm/domain';
import { sql, type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool } from 'kysely';
import { buttonsHeld } from '../permissions/repository.ts';
import { visibleTo } from '../records/data-scope.ts';
import { LINE_ORDER, storedColumn } from '../records/field-storage.ts';
import { conditionsWhere } from '../records/list-query.ts';
import { defaultCurrencyCode, inDefaultCurrency } from '../records/record-currency.ts';
import { modelOf, selectRows, storeOf } from '../records/record-model.ts';
import { objectRestrictions, type RecordCall } from '../records/record-service.ts';
import { timeZoneOf } from '../records/record-validation.ts';
import { scopedTable } from '../records/record-visibility.ts';
import { DIRECTORY } from '../records/directory-texts.ts';
import { scopeOf } from '../records/list-totals.ts';
import { versionsOf } from '../../db/table-versions.ts';
import { databaseMemory, remembered } from '../../db/database-memory.ts';
import { visibleBoard } from './board.ts';
import { departmentOf, teamChosen, teamWhere } from './briefing.ts';
import { amountOf, dateColumnOf, figureValue } from './figure-columns.ts';

/**
 * The sales board's figures (issue 15, spec section 9): each widget of the board is one statement
 * over the records of the viewer's data scope that are the chosen team's, run side by side. The
 * amounts are added up by the database in the tenant's default currency; nothing is counted in
 * JavaScript.
 */

/** What a call asks for; what it leaves out is thisMonth, the widest team offered and the top 5. */
export interface BoardAsk {
  id: string;
  period?: BriefingPeriod;
  team?: BriefingTeam;
  top?: BoardTop;
}

/** A list widget's first rows. */
const WINDOW_ROWS = 20;

const figureOf = (key: string) => SALES_BRIEFING.find((figure) => figure.key === key)!;

/** The briefing's figures a widget adds up, so the board and the briefing count alike. */
const WON = figureOf('wonAmount');
const RECEIVED = figureOf('received');
const FOLLOW_UPS = figureOf('followUps');

const fieldOf = (entity: EntityDef, name: string): FieldDef => entity.fields.find((field) => field.name === name)!;

/** What each widget reads: its objects, and the fields it adds up or shows (a field hidden from the viewer leaves the widget out). */
const WIDGET_READS: Record<BoardWidget, { object: string; fields: string[] }[]> = {
  funnel: [{ object: 'crmChance', fields: ['amount', 'winRate'] }],
  objectives: [
    { object: 'crmObjective', fields: [] },
    { object: WON.object, fields: [WON.field!] },
    { object: RECEIVED.object, fields: [RECEIVED.field!] },
  ],
  receiptsByMonth: [{ object: RECEIVED.object, fields: [RECEIVED.field!] }],
  rankingWon: [{ object: WON.object, fields: [WON.field!] }],
  rankingReceived: [{ object: RECEIVED.object, fields: [RECEIVED.field!] }],
  rankingFollowUps: [{ object: FOLLOW_UPS.object, fields: [] }],
  expectedDeals: [{ object: 'crmChance', fields: ['amount', 'winRate'] }],
  paymentPlans: [{ object: 'crmReceivePlan', fields: ['amount', 'outstandingAmount'] }],
};

/** Everything a widget's statement needs. */
interface WidgetAsk {
  call: RecordCall;
  team: BriefingTeam;
  departIds: readonly string[];
  defaultCode: string;
  bounds: ReturnType<typeof periodBounds>;
  /** Today in the viewer's time zone, and the last day of the windows (YYYY-MM-DD). */
  today: string;
  windowEnd: string;
  top: BoardTop;
}

const ref = (entity: EntityDef, column: string) => sql.ref(`${storeOf(entity).table}.${column}`);

/** The object's rows in the viewer's scope that are the team's. */
function teamRows(ask: WidgetAsk, entity: EntityDef) {
  return selectRows(ask.call.db, entity)
    .where(visibleTo(ask.call.viewer, scopedTable(entity)))
    .where(teamWhere(entity, ask.call.viewer, ask.team, ask.departIds));
}

/** A money field of a row in the default currency, in stored units. */
const inDefault = (ask: WidgetAsk, entity: EntityDef, name: string) => inDefaultCurrency(entity, ref(entity, storedColumn(name)), ask.defaultCode);

/** The team's rows a briefing figure counts, dated from `from` to `until` (instants, or days for date fields); its value per row. */
function figureRows(ask: WidgetAsk, figure: FigureDef, from: string, until: string) {
  const entity = entityOf(figure.object);
  const date = dateColumnOf(entity, figure.date);
  const query = teamRows(ask, entity)
    .where(ref(entity, date.column), '>=', from)
    .where(ref(entity, date.column), '<', until)
    .where(conditionsWhere(ask.call.db, modelOf(entity, ask.call.viewer.tenantId, []), storeOf(entity).table, ask.call.viewer, figure.where ?? []));
  return { entity, date, query, value: figureValue(entity, figure, storeOf(entity).table, ask.defaultCode) };
}

/** The period's edges as a figure's date column compares them. */
const periodEdges = (ask: WidgetAsk, figure: FigureDef): [string, string] =>
  dateColumnOf(entityOf(figure.object), figure.date).days ? [ask.bounds.fromDay, ask.bounds.untilDay] : [ask.bounds.from, ask.bounds.until];

/** A figure's value in stored units as the board shows it: an amount (to the field's decimals) or a count. */
function shownValue(figure: FigureDef, stored: unknown): number {
  const value = Number(stored ?? 0);
  return figure.field === undefined ? value : amountOf(fieldOf(entityOf(figure.object), figure.field), value);
}

/**
 * The funnel: the team's open opportunities by the stage they are in, in their process's order
 * (the stage's place; opportunities of a stage since removed last, by name): count, amount and
 * expected transaction (amount × win rate / 100, the win rate stored to its decimals).
 */
async function funnel(ask: WidgetAsk): Promise<FunnelStage[]> {
  const chance = entityOf('crmChance');
  const process = entityOf('crmProcess');
  const stage = fieldOf(process, 'stages').lines!.object;
  const processId = ref(chance, storedColumn('processId'));
  const amount = inDefault(ask, chance, 'amount');
  const winRate = sql`coalesce(${ref(chance, storedColumn('winRate'))}, 0)`;
  const rows = (await teamRows(ask, chance)
    .leftJoin(`${stage.table} as stage`, (join) =>
      join.onRef('stage.id', '=', `${chance.table}.${storedColumn('stageId')}`).onRef('stage.tenant_id', '=', `${chance.table}.tenant_id`),
    )
    .leftJoin(`${process.table} as process`, (join) => join.onRef('process.id', '=', processId).onRef('process.tenant_id', '=', `${chance.table}.tenant_id`))
    .where(ref(chance, storedColumn('status')), '=', CHANCE_STATUS.ongoing)
    .select([
      sql<string | null>`${processId}`.as('process_id'),
      sql<string | null>`max(process.${sql.ref(storedColumn('name'))})`.as('process_name'),
      // How many open opportunities the stage's process holds: the fullest process first.
      sql`sum(count(*)) over (partition by ${processId})`.as('process_records'),
      sql<string>`coalesce(max(stage.name), max(${ref(chance, storedColumn('stageName'))}), '')`.as('stage_name'),
      sql`min(stage.${sql.ref(LINE_ORDER)})`.as('stage_order'),
      sql`count(*)`.as('records'),
      sql`sum(${amount})`.as('amount'),
      sql`sum(${amount} * ${winRate})`.as('weighted'),
    ])
    // By the stage's id; opportunities written without one (imported) by the stage's name.
    .groupBy([processId, sql`coalesce(${ref(chance, storedColumn('stageId'))}, ${ref(chance, storedColumn('stageName'))})`])
    .orderBy(sql`process_records`, 'desc')
    .orderBy(processId)
    .orderBy(sql`min(stage.${sql.ref(LINE_ORDER)}) is null`)
    .orderBy(sql`min(stage.${sql.ref(LINE_ORDER)})`)
    .orderBy('stage_name')
    .execute()) as { process_id: string | null; process_name: string | null; stage_name: string; records: unknown; amount: unknown; weighted: unknown }[];
  const amountField = fieldOf(chance, 'amount');
  // The weighted sum is amount × win rate scaled by 10^decimals: back to the amount's units, then / 100.
  const rateScale = 10 ** decimalsOf(fieldOf(chance, 'winRate')) * 100;
  return rows.map((row) => ({
    processId: row.process_id,
    processName: row.process_name,
    stageName: row.stage_name,
    count: Number(row.records),
    amount: amountOf(amountField, Number(row.amount ?? 0)),
    expectedTransaction: amountOf(amountField, Number(row.weighted ?? 0) / rateScale),
  }));
}

/** The months (year, month) a period touches, from its first day to its last. */
function periodMonths(fromDay: string, untilDay: string): { year: number; month: number }[] {
  const last = lastDayBefore(untilDay);
  const months: { year: number; month: number }[] = [];
  for (let [year, month] = [Number(fromDay.slice(0, 4)), Number(fromDay.slice(5, 7))]; `${year}-${pad(month)}` <= last.slice(0, 7); month += 1) {
    if (month > 12) [year, month] = [year + 1, 1];
    months.push({ year, month });
  }
  return months;
}

const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const plusDays = (day: string, n: number) => dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000));
const lastDayBefore = (day: string) => plusDays(day, -1);

/**
 * The team's targets (crmObjective) for the period's months against what it won and received in
 * the period, counted as the briefing's wonAmount and received: mine are my person targets, my
 * department's its department targets, the company's those of the top-level departments.
 */
async function objectives(ask: WidgetAsk): Promise<BoardObjective[]> {
  const { call, team } = ask;
  const { viewer } = call;
  const objective = entityOf('crmObjective');
  const column = (name: string) => ref(objective, storedColumn(name));
  const months = periodMonths(ask.bounds.fromDay, ask.bounds.untilDay);
  const years = [...new Set(months.map((m) => m.year))];
  // A target's share of the period: its months of the period's year(s).
  const share = sql.join(
    years.map((year) => {
      const ofYear = months.filter((m) => m.year === year).map((m) => sql`coalesce(${column(`month${m.month}`)}, 0)`);
      return sql`when ${column('year')} = ${year} then ${sql.join(ofYear, sql` + `)}`;
    }),
    sql` `,
  );
  const whose = (eb: ExpressionBuilder<any, any>): Expression<SqlBool> => {
    if (team === 'me') return eb.and([eb(column('whose'), '=', OBJECTIVE_WHOSE.person), eb(column('userId'), '=', viewer.userId)]);
    const departments =
      team === 'department'
        ? [viewer.departId!]
        : call.db
            .selectFrom('departments')
            .select('departments.id')
            .where('departments.tenant_id', '=', viewer.tenantId)
            .where('departments.parent_id', 'is', null);
    return eb.and([eb(column('whose'), '=', OBJECTIVE_WHOSE.department), eb(column('departmentId'), 'in', departments)]);
  };
  const actual = (figure: FigureDef) => {
    const [from, until] = periodEdges(ask, figure);
    const rows = figureRows(ask, figure, from, until);
    return rows.query.select(sql`sum(${rows.value})`.as('actual')).executeTakeFirst() as Promise<{ actual: unknown } | undefined>;
  };
  const [targets, won, received] = await Promise.all([
    selectRows(call.db, objective)
      .where(visibleTo(viewer, scopedTable(objective)))
      .where(whose)
      .where(column('year'), 'in', years)
      .select([column('objectiveType').as('objective_type'), sql`sum(case ${share} else 0 end)`.as('target')])
      .groupBy(column('objectiveType'))
      .execute() as Promise<{ objective_type: string; target: unknown }[]>,
    actual(WON),
    actual(RECEIVED),
  ]);
  const monthField = fieldOf(objective, 'month1');
  return [
    { objectiveType: OBJECTIVE_TYPE.won, actual: shownValue(WON, won?.actual) },
    { objectiveType: OBJECTIVE_TYPE.received, actual: shownValue(RECEIVED, received?.actual) },
  ].map(({ objectiveType, actual: done }) => {
    const target = amountOf(monthField, Number(targets.find((row) => row.objective_type === objectiveType)?.target ?? 0));
    return { objectiveType, target, actual: done, rate: completionRate(done, target) };
  });
}

/** The twelve months ending with the period's last month (YYYY-MM), oldest first. */
function twelveMonths(untilDay: string): string[] {
  const last = lastDayBefore(untilDay);
  const [year, month] = [Number(last.slice(0, 4)), Number(last.slice(5, 7))];
  return Array.from({ length: 12 }, (_, i) => {
    const at = new Date(Date.UTC(year, month - 12 + i, 1));
    return `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}`;
  });
}

/** Confirmed receipts by the month they came in (a date field: its text's first seven characters), every month present. */
async function receiptsByMonth(ask: WidgetAsk): Promise<MonthAmount[]> {
  const months = twelveMonths(ask.bounds.untilDay);
  const after = new Date(Date.UTC(Number(months[11]!.slice(0, 4)), Number(months[11]!.slice(5, 7)), 1));
  const rows = figureRows(ask, RECEIVED, `${months[0]}-01`, dayOf(after));
  const month = sql<string>`substr(${ref(rows.entity, rows.date.column)}, 1, 7)`;
  const found = (await rows.query
    .select([month.as('month'), sql`sum(${rows.value})`.as('amount')])
    .groupBy(month)
    .execute()) as { month: string; amount: unknown }[];
  return months.map((m) => ({ month: m, amount: shownValue(RECEIVED, found.find((row) => row.month === m)?.amount) }));
}

/** The team's people ranked by a briefing figure in the period, best first (then by id, so ties keep one order), with their names. */
async function ranking(ask: WidgetAsk, figure: FigureDef): Promise<RankingRow[]> {
  const [from, until] = periodEdges(ask, figure);
  const rows = figureRows(ask, figure, from, until);
  const whose = ref(rows.entity, rows.entity.features.owner ? 'owner_id' : 'create_by');
  const value = sql`sum(${rows.value})`;
  const found = (await rows.query
    .innerJoin('users as person', (join) => join.on(sql.ref('person.id'), '=', whose).on('person.tenant_id', '=', ask.call.viewer.tenantId))
    .select([sql<string>`person.id`.as('user_id'), sql<string>`max(person.realname)`.as('name'), value.as('value')])
    .groupBy(sql.ref('person.id'))
    .orderBy(value, 'desc')
    .orderBy(sql.ref('person.id'))
    .limit(ask.top)
    .execute()) as { user_id: string; name: string; value: unknown }[];
  return found.map((row) => ({ userId: row.user_id, name: row.name, value: shownValue(figure, row.value) }));
}

/**
 * A list widget: the rows of `query` due (`due`, a date column) from today to the window's last
 * day, soonest first, the first of them with their customer's and owner's names, each with how
 * many there are and what `total` adds up to over all of them beside it (a window over the rows).
 */
async function windowList<T>(ask: WidgetAsk, entity: EntityDef, query: ReturnType<typeof teamRows>, due: string, total: RawBuilder<unknown>) {
  const customer = entityOf('crmCustomer');
  const dueColumn = ref(entity, storedColumn(due));
  const rows = (await query
    .where(dueColumn, '>=', ask.today)
    .where(dueColumn, '<=', ask.windowEnd)
    .leftJoin(`${customer.table} as customer`, (join) =>
      join.on(sql.ref('customer.id'), '=', ref(entity, storedColumn('customerId'))).on('customer.tenant_id', '=', sql.ref(`${entity.table}.tenant_id`)),
    )
    .leftJoin('users as owner', (join) =>
      join.on(sql.ref('owner.id'), '=', ref(entity, 'owner_id')).on('owner.tenant_id', '=', sql.ref(`${entity.table}.tenant_id`)),
    )
    .select([
      ref(entity, 'id').as('id'),
      dueColumn.as('due'),
      sql<string | null>`customer.${sql.ref(storedColumn('name'))}`.as('customer_name'),
      sql<string | null>`owner.realname`.as('owner_name'),
      sql`count(*) over ()`.as('window_count'),
      sql`sum(${total}) over ()`.as('window_total'),
    ])
    .orderBy(dueColumn)
    .orderBy(ref(entity, 'id'))
    .limit(WINDOW_ROWS)
    .execute()) as (T & { id: string; due: string; customer_name: string | null; owner_name: string | null; window_count: unknown; window_total: unknown })[];
  return { rows, count: Number(rows[0]?.window_count ?? 0), totalStored: Number(rows[0]?.window_total ?? 0) };
}

/** Open opportunities the team expects to close from today to the window's last day, soonest first; their total is their amount. */
async function expectedDeals(ask: WidgetAsk): Promise<WindowList<ExpectedDeal>> {
  const chance = entityOf('crmChance');
  const amount = inDefault(ask, chance, 'amount');
  const query = teamRows(ask, chance)
    .where(ref(chance, storedColumn('status')), '=', CHANCE_STATUS.ongoing)
    .select([ref(chance, storedColumn('chanceName')).as('chance_name'), amount.as('amount'), ref(chance, storedColumn('winRate')).as('win_rate')]);
  const found = await windowList<{ chance_name: string; amount: unknown; win_rate: unknown }>(ask, chance, query, 'expectedDate', amount);
  const [amountField, rateField] = [fieldOf(chance, 'amount'), fieldOf(chance, 'winRate')];
  return {
    count: found.count,
    total: amountOf(amountField, found.totalStored),
    rows: found.rows.map((row) => {
      const stored = Number(row.amount ?? 0);
      const winRate = row.win_rate === null ? null : amountOf(rateField, Number(row.win_rate));
      return {
        id: row.id,
        chanceName: row.chance_name,
        customerName: row.customer_name,
        expectedDate: row.due,
        amount: amountOf(amountField, stored),
        winRate,
        expectedTransaction: amountOf(amountField, (stored * (winRate ?? 0)) / 100),
        ownerName: row.owner_name,
      };
    }),
  };
}

/** Receipt plans of the team not fully received, due from today to the window's last day, soonest first; their total is what is outstanding. */
async function paymentPlans(ask: WidgetAsk): Promise<WindowList<DuePlan>> {
  const plan = entityOf('crmReceivePlan');
  const [amount, outstanding] = [inDefault(ask, plan, 'amount'), inDefault(ask, plan, 'outstandingAmount')];
  const query = teamRows(ask, plan)
    .where(ref(plan, storedColumn('outstandingAmount')), '>', 0)
    .select([ref(plan, storedColumn('planNo')).as('plan_no'), amount.as('amount'), outstanding.as('outstanding')]);
  const found = await windowList<{ plan_no: string; amount: unknown; outstanding: unknown }>(ask, plan, query, 'planDate', outstanding);
  const [amountField, outstandingField] = [fieldOf(plan, 'amount'), fieldOf(plan, 'outstandingAmount')];
  return {
    count: found.count,
    total: amountOf(outstandingField, found.totalStored),
    rows: found.rows.map((row) => ({
      id: row.id,
      planNo: row.plan_no,
      customerName: row.customer_name,
      planDate: row.due,
      amount: amountOf(amountField, Number(row.amount ?? 0)),
      outstandingAmount: amountOf(outstandingField, Number(row.outstanding ?? 0)),
      ownerName: row.owner_name,
    })),
  };
}

const WIDGET_FIGURES: { [W in BoardWidget]: (ask: WidgetAsk) => Promise<NonNullable<BoardFigures[W]>> } = {
  funnel,
  objectives,
  receiptsByMonth,
  rankingWon: (ask) => ranking(ask, WON),
  rankingReceived: (ask) => ranking(ask, RECEIVED),
  rankingFollowUps: (ask) => ranking(ask, FOLLOW_UPS),
  expectedDeals,
  paymentPlans,
};

/** The tables a widget reads beside its objects': the processes' stages (the funnel), the customers' names (the lists). */
const JOINED = ['crmProcess', 'crmCustomer'];

/**
 * A widget's figures for a viewer, team, period and ranking length, remembered for the versions
 * of the tables it reads and of the directory (people's and departments' names), as the
 * briefing's are: a board opened again is answered without reading its records again, until one
 * of them changes.
 */
const widgetFigures = databaseMemory<string, Promise<unknown>>();
const REMEMBERED_WIDGETS = 5000;

/** GET BOARD_API.figures: the figures of a board the caller sees (404 otherwise), for the widgets of objects they may list. */
export async function boardFigures(call: RecordCall, ask: BoardAsk, now = new Date()): Promise<BoardFigures> {
  const { viewer } = call;
  const { teams, team } = teamChosen(viewer, ask.team);
  const period = ask.period ?? 'thisMonth';
  const top = ask.top ?? 5;
  const board = await visibleBoard(call.db, viewer, ask.id);
  const objects = [...new Set(board.widgets.flatMap((widget) => WIDGET_READS[widget].map((read) => read.object)))];
  const listCode = (apiName: string) => `${entityOf(apiName).permissionPrefix}:list`;
  const [timeZone, listed, departIds, defaultCode, restrictions, versions] = await Promise.all([
    timeZoneOf(call.db, viewer),
    buttonsHeld(call.db, viewer.auth, objects.map(listCode)),
    team === 'department' ? departmentOf(call.db, viewer) : [],
    defaultCurrencyCode(call.db, viewer.tenantId),
    Promise.all(objects.map(async (apiName) => [apiName, await objectRestrictions(call, apiName)] as const)).then((pairs) => new Map(pairs)),
    // Read before anything is counted, so that figures are never remembered for a version they may not match.
    versionsOf(call.db, viewer.tenantId, [...new Set([...objects, ...JOINED].map((apiName) => entityOf(apiName).table)), DIRECTORY]),
  ]);
  // Only widgets of objects the viewer may list, and none showing a field their roles hide from them.
  const shown = board.widgets.filter((widget) =>
    WIDGET_READS[widget].every(
      (read) => listed.has(listCode(read.object)) && read.fields.every((field) => restrictions.get(read.object)!.get(field) !== 'hidden'),
    ),
  );
  const bounds = periodBounds(period, now, timeZone);
  const today = periodBounds('today', now, timeZone).fromDay;
  const widgetAsk: WidgetAsk = { call, team, departIds, defaultCode, bounds, today, windowEnd: plusDays(today, BOARD_WINDOW_DAYS), top };
  // Everything a widget's figures depend on besides the rows of its tables, which their versions stand for.
  const scope = [...scopeOf(viewer), team, departIds, bounds, today, top, defaultCode, [...versions]];
  const figures = await Promise.all(
    shown.map(
      async (widget) =>
        [widget, await remembered(widgetFigures, JSON.stringify([widget, ...scope]), REMEMBERED_WIDGETS, () => WIDGET_FIGURES[widget](widgetAsk))] as const,
    ),
  );
  return { period, team, teams, top, from: bounds.from, until: bounds.until, ...Object.fromEntries(figures) };
}
