import {
  briefingTeams,
  entityOf,
  growthOf,
  periodBounds,
  SALES_BRIEFING,
  type Briefing,
  type BriefingPeriod,
  type BriefingTeam,
  type EntityDef,
  type Figure,
  type FigureDef,
} from '@crm/domain';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { badRequest } from '../../http/http-error.ts';
import { departmentWithDescendants } from '../organisation/repository.ts';
import { buttonsHeld } from '../permissions/repository.ts';
import { visibleTo, type Viewer } from '../records/data-scope.ts';
import { conditionsWhere } from '../records/list-query.ts';
import { defaultCurrencyCode } from '../records/record-currency.ts';
import { loose, modelOf, selectRows, storeOf, type Db } from '../records/record-model.ts';
import { objectRestrictions, type RecordCall } from '../records/record-service.ts';
import { timeZoneOf } from '../records/record-validation.ts';
import { scopeOf } from '../records/list-totals.ts';
import { versionsOf } from '../../db/table-versions.ts';
import { databaseMemory, remembered } from '../../db/database-memory.ts';
import { scopedTable } from '../records/record-visibility.ts';
import { amountOf, dateColumnOf, figureValue, summedField } from './figure-columns.ts';

/**
 * The sales briefing (issue 15): SALES_BRIEFING's figures for a period and the one before it, in
 * the viewer's time zone, over the records of their data scope that belong to the team asked for.
 * Each object is read by one statement that adds up all of its figures for both periods; nothing
 * is counted in JavaScript.
 */

/** What a call asks for; what it leaves out is thisMonth, the widest team offered and every figure. */
interface BriefingAsk {
  period?: BriefingPeriod;
  team?: BriefingTeam;
  /** Comma-separated FigureDef keys. */
  keys?: string;
}

/** The teams a viewer may choose (briefingTeams); a department only for one who belongs to one. */
export function teamsOf(viewer: Viewer): BriefingTeam[] {
  return briefingTeams(viewer.dataScope, viewer.admin).filter((team) => team !== 'department' || viewer.departId !== null);
}

/** The team asked for, else the widest the viewer may choose, and those they may; one their scope does not offer is refused (400). */
export function teamChosen(viewer: Viewer, asked: BriefingTeam | undefined): { teams: BriefingTeam[]; team: BriefingTeam } {
  const teams = teamsOf(viewer);
  const team = asked ?? teams[teams.length - 1]!;
  if (!teams.includes(team)) throw badRequest('briefingTeamOutOfScope');
  return { teams, team };
}

/** The departments whose records are the viewer's department's: theirs and those below it. */
export function departmentOf(db: Db, viewer: Viewer): Promise<readonly string[]> | readonly string[] {
  // Scope '2' already holds exactly these (data-scope.ts viewerOf).
  if (viewer.dataScope === '2' && viewer.departIds.length > 0) return viewer.departIds;
  return departmentWithDescendants(db, viewer.tenantId, viewer.departId!);
}

type Bounds = ReturnType<typeof periodBounds>;

/** The edges of the previous and the current period as a date column compares them (text: ISO instants or YYYY-MM-DD). */
function edgesOf(bounds: Bounds, days: boolean): { previous: string; from: string; until: string } {
  return days
    ? { previous: bounds.previousFromDay, from: bounds.fromDay, until: bounds.untilDay }
    : { previous: bounds.previousFrom, from: bounds.from, until: bounds.until };
}

/** Whose records the team's figures are: the viewer's own (owned, else written by them), their department's, or all in scope. */
export function teamWhere(entity: EntityDef, viewer: Viewer, team: BriefingTeam, departIds: readonly string[]) {
  const column = (name: string) => sql.ref(`${storeOf(entity).table}.${name}`);
  return (eb: ExpressionBuilder<any, any>): Expression<SqlBool> => {
    if (team === 'me') return eb(column(entity.features.owner ? 'owner_id' : 'create_by'), '=', viewer.userId);
    if (team === 'department') return departIds.length > 0 ? eb(column('depart_id'), 'in', departIds) : sql<SqlBool>`1 = 0`;
    return sql<SqlBool>`1 = 1`;
  };
}

interface ObjectAsk {
  call: RecordCall;
  entity: EntityDef;
  figures: readonly FigureDef[];
  bounds: Bounds;
  team: BriefingTeam;
  departIds: readonly string[];
  defaultCode: string;
}

/**
 * One object's figures for the current and the previous period, in one statement: for each date
 * its figures place records by (and conditions they share), one aggregate over the rows of the
 * viewer's scope and team dated from the previous period's start to the current one's end (its
 * index, figure-columns.ts, holds all it reads), each figure added up over those rows and over the
 * current period's (the previous is the difference); the aggregates side by side. Sums come back
 * in stored units (scaled), in the default currency.
 */
async function objectFigures(ask: ObjectAsk): Promise<Map<string, { current: number; previous: number }>> {
  const { call, entity, bounds } = ask;
  const { table } = storeOf(entity);
  const ref = (column: string) => sql.ref(`${table}.${column}`);
  // The conditions name registry fields (SALES_BRIEFING is code), never a tenant's custom ones.
  const model = modelOf(entity, call.viewer.tenantId, []);
  const groups = new Map<string, FigureDef[]>();
  for (const figure of ask.figures) {
    const key = JSON.stringify([figure.date, figure.where ?? []]);
    groups.set(key, [...(groups.get(key) ?? []), figure]);
  }
  const aggregates = [...groups.values()].map((figures, i) => {
    const { date: name, where = [] } = figures[0]!;
    const date = dateColumnOf(entity, name);
    const edges = edgesOf(bounds, date.days);
    const current = sql`${ref(date.column)} >= ${edges.from}`;
    return selectRows(call.db, entity)
      .select(
        figures.flatMap((figure) => {
          const value = figureValue(entity, figure, table, ask.defaultCode);
          return [sql`sum(case when ${current} then ${value} else 0 end)`.as(`${figure.key}Current`), sql`sum(${value})`.as(`${figure.key}Both`)];
        }),
      )
      .where(visibleTo(call.viewer, scopedTable(entity)))
      .where(teamWhere(entity, call.viewer, ask.team, ask.departIds))
      .where(ref(date.column), '>=', edges.previous)
      .where(ref(date.column), '<', edges.until)
      .where(conditionsWhere(call.db, model, table, call.viewer, where))
      .as(`dated${i}`);
  });
  // Named columns, not `*`: PostgreSQL keeps such a statement prepared (db/dialect.ts).
  const columns = ask.figures.flatMap((figure) => [`${figure.key}Current`, `${figure.key}Both`]);
  const row = (await loose(call.db).selectFrom(aggregates).select(columns).executeTakeFirst()) as Record<string, string | number | null> | undefined;
  return new Map(
    ask.figures.map((figure) => {
      const current = Number(row?.[`${figure.key}Current`] ?? 0);
      return [figure.key, { current, previous: Number(row?.[`${figure.key}Both`] ?? 0) - current }];
    }),
  );
}

/**
 * An object's figures for a viewer, team and period, remembered for its table's version (as list
 * totals are, records/list-totals.ts): a manager who opens the briefing again, or the home page's
 * card, is answered without adding up the period's records again, until one of them changes.
 */
const briefings = databaseMemory<string, Promise<Map<string, { current: number; previous: number }>>>();
const REMEMBERED_BRIEFINGS = 5000;

/** The briefing `ask` names, for the caller of `call`, at `now`; a team their scope does not offer is refused (400). */
export async function salesBriefing(call: RecordCall, ask: BriefingAsk, now = new Date()): Promise<Briefing> {
  const { viewer } = call;
  const { teams, team } = teamChosen(viewer, ask.team);
  const period = ask.period ?? 'thisMonth';
  const keys = ask.keys ? new Set(ask.keys.split(',')) : null;
  const asked = SALES_BRIEFING.filter((figure) => !keys || keys.has(figure.key));
  const objects = [...new Set(asked.map((figure) => figure.object))].map((apiName) => entityOf(apiName));
  const listCode = (entity: EntityDef) => `${entity.permissionPrefix}:list`;
  const [timeZone, listed, departIds, defaultCode, restrictions, versions] = await Promise.all([
    timeZoneOf(call.db, viewer),
    buttonsHeld(call.db, viewer.auth, objects.map(listCode)),
    team === 'department' ? departmentOf(call.db, viewer) : [],
    asked.some((figure) => figure.op === 'sum') ? defaultCurrencyCode(call.db, viewer.tenantId) : '',
    Promise.all(objects.map((entity) => objectRestrictions(call, entity.apiName))),
    // Read before anything is counted, so that figures are never remembered for a version they may not match.
    versionsOf(
      call.db,
      viewer.tenantId,
      objects.map((entity) => entity.table),
    ),
  ]);
  // Only objects the viewer may list, and no sum of a field their roles hide from them.
  const shown = asked.filter((figure) => {
    const at = objects.findIndex((entity) => entity.apiName === figure.object);
    return listed.has(listCode(objects[at]!)) && (figure.field === undefined || restrictions[at]!.get(figure.field) !== 'hidden');
  });
  const bounds = periodBounds(period, now, timeZone);
  const read = await Promise.all(
    objects.map((entity) => {
      const figures = shown.filter((figure) => figure.object === entity.apiName);
      if (figures.length === 0) return new Map();
      // Everything an object's figures depend on besides its rows, which its version stands for.
      const key = JSON.stringify([
        entity.table,
        versions.get(entity.table),
        ...scopeOf(viewer),
        team,
        departIds,
        bounds,
        figures.map((f) => f.key),
        defaultCode,
      ]);
      return remembered(briefings, key, REMEMBERED_BRIEFINGS, () => objectFigures({ call, entity, figures, bounds, team, departIds, defaultCode }));
    }),
  );
  const values = new Map(read.flatMap((map) => [...map]));
  return {
    period,
    team,
    teams,
    from: bounds.from,
    until: bounds.until,
    previousFrom: bounds.previousFrom,
    previousUntil: bounds.from,
    figures: shown.map((figure): Figure => {
      const field = summedField(entityOf(figure.object), figure);
      const { current, previous } = values.get(figure.key)!;
      const [shownCurrent, shownPrevious] = field ? [amountOf(field, current), amountOf(field, previous)] : [current, previous];
      return {
        key: figure.key,
        current: shownCurrent,
        previous: shownPrevious,
        growth: growthOf(shownCurrent, shownPrevious),
        money: field?.type === 'money' || field?.shows === 'money',
      };
    }),
  };
}
