import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { caller } from '../../plugins/auth.ts';
import { tagsOf } from './repository.ts';

const schema = {
  querystring: { type: 'object', properties: { tableName: { type: 'string', maxLength: 64 } } },
} as const;

export default async function tagRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { tableName?: string } }>('/crm/crmTag/allList', { schema }, async (request) => {
    return ok(request.lang, await tagsOf(app.db, caller(request).tenantId, request.query.tableName || undefined));
  });
}
