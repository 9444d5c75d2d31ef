import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { notFound } from '../../http/http-error.ts';
import { caller } from '../../plugins/auth.ts';
import { configByCode, currentApp, defaultCurrency, richTextById } from './repository.ts';

const requiredText = (name: string) =>
  ({
    querystring: { type: 'object', required: [name], properties: { [name]: { type: 'string', minLength: 1, maxLength: 64 } } },
  }) as const;

export default async function configurationRoutes(app: FastifyInstance): Promise<void> {
  // The server keeps no per-process cache (several instances share one database and must agree),
  // so there is nothing to clear; the call stays for clients that make it after changing settings.
  app.get('/sys/clearCache', async (request) => {
    caller(request);
    return ok(request.lang, null, 'cacheCleared');
  });

  app.get<{ Querystring: { configCode: string } }>(
    '/sys/sysConfig/queryByConfigCode',
    { schema: requiredText('configCode'), config: { allowBlockedTenant: true } },
    async (request) => {
      const config = await configByCode(app.db, caller(request).tenantId, request.query.configCode);
      if (!config) throw notFound();
      return ok(request.lang, config);
    },
  );

  app.get<{ Querystring: { id: string } }>(
    '/sys/sysRichText/queryById',
    { schema: requiredText('id'), config: { allowBlockedTenant: true } },
    async (request) => {
      const text = await richTextById(app.db, caller(request).tenantId, request.query.id, request.lang);
      if (!text) throw notFound();
      return ok(request.lang, text);
    },
  );

  app.get('/sys/sysApp/queryCurrentApp', async (request) => {
    const current = await currentApp(app.db, caller(request).tenantId);
    if (!current) throw notFound();
    return ok(request.lang, current);
  });

  app.get('/sys/sysCurrency/queryDefaultCurrency', async (request) => {
    const currency = await defaultCurrency(app.db, caller(request).tenantId);
    if (!currency) throw notFound();
    return ok(request.lang, currency);
  });
}
