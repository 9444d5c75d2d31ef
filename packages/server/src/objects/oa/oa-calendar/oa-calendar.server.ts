import { CALENDAR_REMIND_MINUTES, columnOf, formatDateTime, type RecordRow } from '@crm/domain';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import { idsAdded, idsIn, listNames } from '../../../modules/records/id-lists.ts';
import type { ObjectServer } from '../../../modules/records/object-registry.ts';
import { refuseEndBeforeStart } from '../../../modules/records/record-coherence.ts';
import type { HookContext, WriteContext } from '../../../modules/records/record-hooks.ts';
import { messageAboutRecord } from '../../../modules/records/record-messages.ts';
import { timeZoneOf } from '../../../modules/records/record-validation.ts';
import { keepRecordReminder, REMIND_TYPE } from '../../../modules/reminders/record-todos.ts';
import { calendarRoutes } from './calendar-entries.ts';

const MINUTE_MS = 60_000;

/** The colleagues newly taking part are told, with the event's time in their zone of the day (the owner's). */
async function invite(ctx: HookContext, event: RecordRow, to: readonly string[]): Promise<void> {
  if (to.length === 0) return;
  const timeZone = await timeZoneOf(ctx.db, ctx.viewer);
  await messageAboutRecord(ctx.db, ctx.viewer.tenantId, ctx.viewer.userId, ctx.model.entity, event, to, {
    type: 'task',
    title: 'entity.oaCalendar.invited.title',
    content: 'entity.oaCalendar.invited.content',
    vars: () => ({ time: formatDateTime(String(event.startTime), timeZone) }),
  });
}

/** The owner's reminder of an event still to come: a to-do (a message when it comes) its chosen time before the start. */
async function keepReminder(ctx: WriteContext, event: RecordRow): Promise<void> {
  const owner = typeof event.ownerId === 'string' ? event.ownerId : null;
  const start = typeof event.startTime === 'string' ? Date.parse(event.startTime) : Number.NaN;
  const ahead = CALENDAR_REMIND_MINUTES[String(event.remind ?? '')];
  const timeZone = owner ? await timeZoneOf(ctx.db, { tenantId: ctx.tenantId, userId: owner }) : 'Asia/Shanghai';
  await keepRecordReminder(ctx.db, REMIND_TYPE.task, {
    tenantId: ctx.tenantId,
    objectName: 'oaCalendar',
    recordId: event.id,
    userId: owner,
    title: { key: 'entity.oaCalendar.reminder', vars: { title: String(event.title ?? ''), time: formatDateTime(String(event.startTime), timeZone) } },
    dueTime: Number.isNaN(start) || ahead === undefined ? '' : new Date(start - ahead * MINUTE_MS).toISOString(),
    open: ahead !== undefined && !Number.isNaN(start) && start > ctx.now.getTime(),
  });
}

/**
 * Calendar events: an end not before the start; the colleagues taking part told and seeing it;
 * the owner reminded before it starts; and the month's entries (calendar-entries.ts).
 */
export const calendarServer: ObjectServer = {
  hooks: {
    async beforeAdd(ctx, values) {
      refuseEndBeforeStart(ctx, null, values, 'startTime', 'endTime');
    },
    async afterAdd(ctx, event) {
      await invite(ctx, event, idsIn(event.participantIds));
    },
    async beforeEdit(ctx, before, changes) {
      refuseEndBeforeStart(ctx, before, changes, 'startTime', 'endTime');
      await invite(ctx, { ...before, ...changes } as RecordRow, idsAdded(before, changes, 'participantIds'));
    },
    afterWrite: (ctx, event) => keepReminder(ctx, event),
    alsoVisible:
      (viewer, table) =>
      (_eb: ExpressionBuilder<any, any>): Expression<SqlBool> =>
        listNames(`${table}.${columnOf('participantIds')}`, viewer.userId),
    // A month of events, in order.
    indexes: [[columnOf('startTime')]],
  },
  routes: calendarRoutes,
};
