import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { ok } from '../../http/envelope.ts';
import { notFound } from '../../http/http-error.ts';
import { pageQueryProperties, pageWindow, toPage } from '../../http/paging.ts';
import { caller } from '../../plugins/auth.ts';
import { countReminders, listReminders, markReminderDone, waitReport } from './repository.ts';

const listSchema = {
  querystring: { type: 'object', properties: { ...pageQueryProperties, done: { type: 'string', enum: ['', '0', '1'] } } },
} as const;

const doneSchema = {
  body: { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 64 } } },
} as const;

export default async function reminderRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<JsonSchemaToTsProvider>();
  app.get('/crm/crmRemind/waitReport', async (request) => {
    const { tenantId, userId } = caller(request);
    return ok(request.lang, await waitReport(app.db, tenantId, userId));
  });

  app.get('/crm/crmRemind/list', { schema: listSchema }, async (request) => {
    const { tenantId, userId } = caller(request);
    const done = request.query.done === '1' ? 1 : request.query.done === '0' ? 0 : undefined;
    const window = pageWindow(request.query);
    const [total, records] = await Promise.all([countReminders(app.db, tenantId, userId, done), listReminders(app.db, tenantId, userId, done, window)]);
    return ok(request.lang, toPage(records, total, window));
  });

  app.put('/crm/crmRemind/done', { schema: doneSchema }, async (request) => {
    const { tenantId, userId } = caller(request);
    if (!(await markReminderDone(app.db, tenantId, userId, request.body.id))) throw notFound();
    return ok(request.lang, null);
  });
}
