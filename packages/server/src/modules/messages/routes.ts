import { translate } from '@crm/domain';
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { ok } from '../../http/envelope.ts';
import { badRequest, notFound } from '../../http/http-error.ts';
import { pageQueryProperties, pageWindow, toPage } from '../../http/paging.ts';
import { caller } from '../../plugins/auth.ts';
import { countMessages, listMessages, markMessagesRead, messageExists } from './repository.ts';

const listSchema = {
  querystring: { type: 'object', properties: { ...pageQueryProperties, read: { type: 'string', enum: ['', '0', '1'] } } },
} as const;

const readSchema = {
  body: {
    type: 'object',
    properties: { id: { type: 'string', minLength: 1, maxLength: 64 }, all: { type: 'boolean' } },
  },
} as const;

export default async function messageRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<JsonSchemaToTsProvider>();
  app.get('/sys/message/list', { schema: listSchema }, async (request) => {
    const { tenantId, userId } = caller(request);
    const read = request.query.read === '1' ? 1 : request.query.read === '0' ? 0 : undefined;
    const window = pageWindow(request.query);
    const [total, records] = await Promise.all([countMessages(app.db, tenantId, userId, read), listMessages(app.db, tenantId, userId, read, window)]);
    return ok(request.lang, toPage(records, total, window));
  });

  app.put('/sys/message/read', { schema: readSchema }, async (request) => {
    const { tenantId, userId } = caller(request);
    const { id, all } = request.body;
    // A message that is not the caller's is refused even beside `all`: the request names something that does not exist.
    if (id && !(await messageExists(app.db, tenantId, userId, id))) throw notFound();
    if (all) {
      await markMessagesRead(app.db, tenantId, userId);
    } else {
      if (!id) {
        const detail = translate(request.lang, 'server.validation.required', { field: translate(request.lang, 'server.field.id') });
        throw badRequest('badRequest', { detail });
      }
      await markMessagesRead(app.db, tenantId, userId, id);
    }
    return ok(request.lang, null);
  });
}
