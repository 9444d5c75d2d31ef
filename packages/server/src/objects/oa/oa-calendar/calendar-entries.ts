import {
  CALENDAR_API,
  CALENDAR_MAX_DAYS,
  columnOf,
  dayStart,
  entityOf,
  TASK_STATUS,
  type CalendarEntry,
  type CalendarEntryKind,
  type EntityDef,
} from '@crm/domain';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import { sql, type ExpressionBuilder } from 'kysely';
import { ok } from '../../../http/envelope.ts';
import { HttpError } from '../../../http/http-error.ts';
import { recordCall } from '../../../modules/records/record-call.ts';
import { listNames } from '../../../modules/records/id-lists.ts';
import { selectRows } from '../../../modules/records/record-model.ts';
import { holdsPermission, requirePermission, type RecordCall } from '../../../modules/records/record-service.ts';
import { timeZoneOf } from '../../../modules/records/record-validation.ts';
import { selectVisible } from '../../../modules/records/record-visibility.ts';

const DAY = '^\\d{4}-\\d{2}-\\d{2}$';
const DAY_MS = 86_400_000;
/** Entries of one kind at most in a request: far beyond a month of one person's work. */
const MOST_OF_A_KIND = 500;

const entriesSchema = {
  querystring: {
    type: 'object',
    required: ['from', 'until'],
    additionalProperties: false,
    properties: { from: { type: 'string', pattern: DAY }, until: { type: 'string', pattern: DAY } },
  },
} as const;

const dayOf = (text: string) => {
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  return { year, month, day };
};

/** A source of read-only entries: the caller's records of an object with a date or date-time in the range. */
interface Source {
  kind: CalendarEntryKind;
  entity: () => EntityDef;
  /** The field dating it; a date field is a day's. */
  at: string;
  /** Whose it is, beyond its owner (a task's participants), and what else it must be (a task not done). */
  narrow?: (eb: ExpressionBuilder<any, any>, call: RecordCall, table: string) => ReturnType<ExpressionBuilder<any, any>['and']>;
}

const SOURCES: readonly Source[] = [
  ...['crmCustomer', 'crmClue', 'crmContacter'].map((apiName): Source => ({ kind: 'followUp', entity: () => entityOf(apiName), at: 'nextContactTime' })),
  { kind: 'visit', entity: () => entityOf('crmVisit'), at: 'planStartTime' },
  {
    kind: 'task',
    entity: () => entityOf('oaTask'),
    at: 'dueTime',
    narrow: (eb, call, table) =>
      eb.and([
        eb(sql.ref(`${table}.${columnOf('status')}`), '<>', TASK_STATUS.done),
        eb.or([eb(sql.ref(`${table}.owner_id`), '=', call.viewer.userId), listNames(`${table}.${columnOf('participantIds')}`, call.viewer.userId)]),
      ]),
  },
  { kind: 'receivePlan', entity: () => entityOf('crmReceivePlan'), at: 'planDate' },
];

/** What one object adds to the month: the caller's records dated in it (their own, or a task they take part in). */
async function entriesOf(call: RecordCall, source: Source, from: string, until: string, fromDay: string, untilDay: string): Promise<CalendarEntry[]> {
  const entity = source.entity();
  if (!(await holdsPermission(call, entity, 'list'))) return [];
  const table = entity.table;
  const field = entity.fields.find((f) => f.name === source.at)!;
  const days = field.type === 'date';
  const column = sql.ref(`${table}.${columnOf(source.at)}`);
  const rows = (await selectRows(call.db, entity)
    .select([`${table}.id as id`, `${table}.${columnOf(entity.titleField)} as title`, `${table}.${columnOf(source.at)} as at`])
    .where(`${table}.tenant_id`, '=', call.viewer.tenantId)
    .where((eb: ExpressionBuilder<any, any>) => (source.narrow ? source.narrow(eb, call, table) : eb(sql.ref(`${table}.owner_id`), '=', call.viewer.userId)))
    .where(column, '>=', days ? fromDay : from)
    .where(column, '<', days ? untilDay : until)
    .orderBy(column)
    .limit(MOST_OF_A_KIND)
    .execute()) as { id: string; title: string | null; at: string }[];
  return rows.map((row) => ({ kind: source.kind, apiName: entity.apiName, id: row.id, title: row.title ?? '', start: row.at, end: null, allDay: days }));
}

/**
 * GET CALENDAR_API.entries?from=&until=: the month view's entries (api/calendar.ts), days read in
 * the caller's time zone; for whoever may list events.
 */
export async function calendarRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<JsonSchemaToTsProvider>();
  app.get(CALENDAR_API.entries, { schema: entriesSchema }, async (request) => {
    const call = await recordCall(app, request);
    const calendar = entityOf('oaCalendar');
    await requirePermission(call, calendar, 'list');
    const { from: fromDay, until: untilDay } = request.query;
    const span = (Date.parse(untilDay) - Date.parse(fromDay)) / DAY_MS;
    if (!(span > 0 && span <= CALENDAR_MAX_DAYS)) throw new HttpError(422, 'calendarRange', { max: CALENDAR_MAX_DAYS });
    const timeZone = await timeZoneOf(call.db, call.viewer);
    const [from, until] = [dayStart(dayOf(fromDay), timeZone).toISOString(), dayStart(dayOf(untilDay), timeZone).toISOString()];

    const events = (await selectVisible(call.db, call.viewer, calendar)
      .select(['oa_calendar.id as id', 'oa_calendar.title as title', 'oa_calendar.start_time as start', 'oa_calendar.end_time as end'])
      .where('oa_calendar.start_time', '>=', from)
      .where('oa_calendar.start_time', '<', until)
      .orderBy('oa_calendar.start_time')
      .limit(MOST_OF_A_KIND)
      .execute()) as { id: string; title: string; start: string; end: string | null }[];
    const entries: CalendarEntry[] = events.map((event) => ({ kind: 'event', apiName: calendar.apiName, ...event, allDay: false }));
    for (const source of SOURCES) entries.push(...(await entriesOf(call, source, from, until, fromDay, untilDay)));
    return ok(request.lang, entries);
  });
}
