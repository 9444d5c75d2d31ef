import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { caller } from '../../plugins/auth.ts';
import { sharesTo } from './repository.ts';

export default async function dataShareRoutes(app: FastifyInstance): Promise<void> {
  app.get('/system/sysDataShare/queryRwList', async (request) => {
    const { tenantId, userId } = caller(request);
    return ok(request.lang, await sharesTo(app.db, tenantId, userId));
  });
}
