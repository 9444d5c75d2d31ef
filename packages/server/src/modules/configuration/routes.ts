import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { ok } from '../../http/envelope.ts';
import { notFound } from '../../http/http-error.ts';
import { requiredTextQuery } from '../../http/query-schemas.ts';
import { API, formatDate } from '@crm/domain';
import { caller, requireAdmin } from '../../plugins/auth.ts';
import { timeZoneOf } from '../records/record-validation.ts';
import { currencyList, setRate } from './currencies.ts';
import { configByCode, currentApp, defaultCurrency, richTextById } from './repository.ts';

export default async function configurationRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<JsonSchemaToTsProvider>();
  // The server keeps no per-process cache (several instances share one database and must agree),
  // so there is nothing to clear; the call stays for clients that make it after changing settings.
  app.get('/sys/clearCache', async (request) => {
    caller(request);
    return ok(request.lang, null, 'cacheCleared');
  });

  app.get('/sys/sysConfig/queryByConfigCode', { schema: requiredTextQuery('configCode'), config: { allowBlockedTenant: true } }, async (request) => {
    const config = await configByCode(app.db, caller(request).tenantId, request.query.configCode);
    if (!config) throw notFound();
    return ok(request.lang, config);
  });

  app.get('/sys/sysRichText/queryById', { schema: requiredTextQuery('id'), config: { allowBlockedTenant: true } }, async (request) => {
    const text = await richTextById(app.db, caller(request).tenantId, request.query.id, request.lang);
    if (!text) throw notFound();
    return ok(request.lang, text);
  });

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

  app.get(API.currencyList, async (request) => ok(request.lang, await currencyList(app.db, caller(request).tenantId, request.lang)));

  app.put(API.currencyRate, { schema: rateSchema }, async (request) => {
    const auth = requireAdmin(request);
    const { code, rate, validFrom } = request.body;
    const today = formatDate(new Date(), await timeZoneOf(app.db, auth));
    await setRate(app.db, auth.tenantId, auth.userId, { code, rate: String(rate), validFrom: validFrom ?? today }, today);
    return ok(request.lang, await currencyList(app.db, auth.tenantId, request.lang));
  });
}

const rateSchema = {
  body: {
    type: 'object',
    required: ['code', 'rate'],
    additionalProperties: false,
    properties: {
      code: { type: 'string', pattern: '^[A-Z]{3}$' },
      rate: { anyOf: [{ type: 'number' }, { type: 'string', maxLength: 16 }] },
      validFrom: { type: 'string', format: 'date' },
    },
  },
} as const;
