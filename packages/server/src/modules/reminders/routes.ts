import { ALL_OBJECTS, FOLLOW_UP_DUE_SCENE, translate, type HomeReport } from '@crm/domain';
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { ok } from '../../http/envelope.ts';
import { badRequest, HttpError, notFound } from '../../http/http-error.ts';
import { pageQueryProperties, pageWindow, toPage } from '../../http/paging.ts';
import { requiredTextQuery } from '../../http/query-schemas.ts';
import { caller } from '../../plugins/auth.ts';
import { toCount } from '../../db/dialect.ts';
import { recordCall } from '../records/record-call.ts';
import { permittedModel, scopedQuery, type RecordCall } from '../records/record-service.ts';
import { timeZoneOf } from '../records/record-validation.ts';
import {
  addReminder,
  countReminders,
  endOfDayIn,
  homeCounts,
  listReminders,
  markReminderDone,
  recentActivity,
  reminderById,
  remindersDueBy,
  REMIND_TYPE,
  waitReport,
} from './repository.ts';

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

const CUSTOMER = ALL_OBJECTS.find((entity) => entity.presetScenes.some((scene) => scene.key === FOLLOW_UP_DUE_SCENE.key))!;

/** My customers due for follow-up, as the customer list counts them in that scene; null when I may not list customers. */
async function followUpsDue(call: RecordCall): Promise<number | null> {
  try {
    const model = await permittedModel(call, CUSTOMER, 'list');
    const query = await scopedQuery(call, model, { sceneId: FOLLOW_UP_DUE_SCENE.key });
    const row = await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
    return toCount(row?.n as number);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 403) return null;
    throw error;
  }
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
      followUpsDue(call),
      timeZoneOf(app.db, caller(request)),
      recentActivity(app.db, call.viewer, HOME_RECENT),
    ]);
    const today = await remindersDueBy(app.db, tenantId, userId, endOfDayIn(now, timeZone), HOME_TODAY);
    const report: HomeReport = { counts: { ...counts, followUp }, today, recent };
    return ok(request.lang, report);
  });

  app.get('/crm/crmRemind/list', { schema: listSchema }, async (request) => {
    const { tenantId, userId } = caller(request);
    const done = request.query.done === '1' ? 1 : request.query.done === '0' ? 0 : undefined;
    const filter = { done, type: request.query.type || undefined } as const;
    const window = pageWindow(request.query);
    const [total, records] = await Promise.all([countReminders(app.db, tenantId, userId, filter), listReminders(app.db, tenantId, userId, filter, window)]);
    return ok(request.lang, toPage(records, total, window));
  });

  app.get('/crm/crmRemind/queryById', { schema: requiredTextQuery('id') }, async (request) => {
    const { tenantId, userId } = caller(request);
    const remind = await reminderById(app.db, tenantId, userId, request.query.id);
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

  app.put('/crm/crmRemind/done', { schema: doneSchema }, async (request) => {
    const { tenantId, userId } = caller(request);
    if (!(await markReminderDone(app.db, tenantId, userId, request.body.id))) throw notFound();
    return ok(request.lang, null);
  });
}
