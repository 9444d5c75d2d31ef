import { ALL_OBJECTS, API, translate, type HomeReport } from '@crm/domain';
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { ok } from '../../http/envelope.ts';
import { badRequest, HttpError, notFound } from '../../http/http-error.ts';
import { pageQueryProperties, pageWindow, toPage } from '../../http/paging.ts';
import { requiredTextQuery } from '../../http/query-schemas.ts';
import { caller } from '../../plugins/auth.ts';
import { recordCall } from '../records/record-call.ts';
import { holdsPermission, type RecordCall } from '../records/record-service.ts';
import { timeZoneOf } from '../records/record-validation.ts';
import {
  addReminder,
  countReminders,
  endOfDayIn,
  homeCounts,
  isAuditTodo,
  listReminders,
  markReminderDone,
  recentActivity,
  reminderById,
  remindersDueBy,
  REMIND_TYPE,
  waitReport,
} from './repository.ts';
import { plansFollowUps } from './record-todos.ts';

const listSchema = {
  querystring: {
    type: 'object',
    properties: {
      ...pageQueryProperties,
      done: { type: 'string', enum: ['', '0', '1'] },
      type: { type: 'string', enum: ['', ...Object.values(REMIND_TYPE)] },
    },
  },
} as const;

const doneSchema = {
  body: { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 64 } } },
} as const;

export const REMIND_TITLE_MAX = 100;
export const REMIND_NOTE_MAX = 500;

const addSchema = {
  body: {
    type: 'object',
    required: ['title'],
    additionalProperties: false,
    properties: {
      title: { type: 'string', maxLength: REMIND_TITLE_MAX },
      dueTime: { anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] },
      note: { anyOf: [{ type: 'string', maxLength: REMIND_NOTE_MAX }, { type: 'null' }] },
    },
  },
} as const;

/** Today's to-dos and the latest of my changes shown on the home page. */
const HOME_TODAY = 10;
const HOME_RECENT = 5;

/** Whether the user works records that plan follow-ups (customers, leads, contacts): else the home page has no 待跟进 to count. */
async function followsUp(call: RecordCall): Promise<boolean> {
  for (const entity of ALL_OBJECTS.filter(plansFollowUps)) if (await holdsPermission(call, entity, 'list')) return true;
  return false;
}

export default async function reminderRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<JsonSchemaToTsProvider>();
  app.get('/crm/crmRemind/waitReport', async (request) => {
    const { tenantId, userId } = caller(request);
    return ok(request.lang, await waitReport(app.db, tenantId, userId));
  });

  app.get('/crm/crmRemind/homeReport', async (request) => {
    const { tenantId, userId } = caller(request);
    const call = await recordCall(app, request);
    const now = new Date();
    const [counts, followUp, timeZone, recent] = await Promise.all([
      homeCounts(app.db, tenantId, userId),
      followsUp(call),
      timeZoneOf(app.db, caller(request)),
      recentActivity(app.db, call.viewer, HOME_RECENT),
    ]);
    const today = await remindersDueBy(app.db, request.lang, tenantId, userId, endOfDayIn(now, timeZone), HOME_TODAY);
    const report: HomeReport = { counts: { ...counts, followUp: followUp ? counts.followUp : null }, today, recent };
    return ok(request.lang, report);
  });

  app.get('/crm/crmRemind/list', { schema: listSchema }, async (request) => {
    const { tenantId, userId } = caller(request);
    const done = request.query.done === '1' ? 1 : request.query.done === '0' ? 0 : undefined;
    const filter = { done, type: request.query.type || undefined } as const;
    const window = pageWindow(request.query);
    const [total, records] = await Promise.all([
      countReminders(app.db, tenantId, userId, filter),
      listReminders(app.db, request.lang, tenantId, userId, filter, window),
    ]);
    return ok(request.lang, toPage(records, total, window));
  });

  app.get('/crm/crmRemind/queryById', { schema: requiredTextQuery('id') }, async (request) => {
    const { tenantId, userId } = caller(request);
    const remind = await reminderById(app.db, request.lang, tenantId, userId, request.query.id);
    if (!remind) throw notFound();
    return ok(request.lang, remind);
  });

  app.post('/crm/crmRemind/add', { schema: addSchema }, async (request) => {
    const { tenantId, userId } = caller(request);
    const title = request.body.title.trim();
    if (!title) {
      const detail = translate(request.lang, 'server.validation.required', { field: translate(request.lang, 'server.field.title') });
      throw badRequest('validationFailed', { detail });
    }
    const note = request.body.note?.trim() || null;
    const dueTime = request.body.dueTime ? new Date(request.body.dueTime).toISOString() : null;
    const id = await addReminder(app.db, tenantId, userId, { title, dueTime, note });
    return ok(request.lang, { id });
  });

  // Completing a to-do, and opening it again. An approval's is done by deciding it (its record's
  // approval panel), never by ticking it off: it would leave the record waiting with nobody told.
  for (const [path, done] of [
    [API.remindDone, 1],
    [API.remindUndone, 0],
  ] as const) {
    app.put(path, { schema: doneSchema }, async (request) => {
      const { tenantId, userId } = caller(request);
      if (isAuditTodo(request.body.id)) {
        if (!(await reminderById(app.db, request.lang, tenantId, userId, request.body.id))) throw notFound();
        throw new HttpError(422, 'remindAuditDecide');
      }
      if (!(await markReminderDone(app.db, tenantId, userId, request.body.id, done))) throw notFound();
      return ok(request.lang, null);
    });
  }
}
