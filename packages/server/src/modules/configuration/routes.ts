import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { ok } from '../../http/envelope.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { requiredTextQuery } from '../../http/query-schemas.ts';
import { API, formatDate, isTenantSetting, TENANT_SETTINGS } from '@crm/domain';
import { caller, requireAdmin } from '../../plugins/auth.ts';
import { timeZoneOf } from '../records/record-validation.ts';
import { currencyList, setRate } from './currencies.ts';
import { configByCode, currentApp, defaultCurrency, richTextById, saveTenantSetting, settingDefault } from './repository.ts';

export default async function configurationRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<JsonSchemaToTsProvider>();
  // The server keeps no per-process cache (several instances share one database and must agree),
  // so there is nothing to clear; the call stays for clients that make it after changing settings.
  app.get('/sys/clearCache', async (request) => {
    caller(request);
    return ok(request.lang, null, 'cacheCleared');
  });

  app.get('/sys/sysConfig/queryByConfigCode', { schema: requiredTextQuery('configCode'), config: { allowBlockedTenant: true } }, async (request) => {
    const { configCode } = request.query;
    // A setting an administrator has not changed answers its default.
    const config = (await configByCode(app.db, caller(request).tenantId, configCode)) ?? (isTenantSetting(configCode) ? settingDefault(configCode) : null);
    if (!config) throw notFound();
    return ok(request.lang, config);
  });

  // One of the tenant's settings (api/tenant-settings.ts), by an administrator: a whole number within its bounds.
  app.put(API.configEdit, { schema: configEditSchema }, async (request) => {
    const auth = requireAdmin(request);
    const { configCode, configValue } = request.body;
    if (!isTenantSetting(configCode)) throw new HttpError(422, 'configUnknown');
    const { min, max } = TENANT_SETTINGS[configCode];
    const value = typeof configValue === 'number' ? configValue : configValue.trim() === '' ? NaN : Number(configValue);
    if (!Number.isInteger(value) || value < min || value > max) throw new HttpError(422, 'configRange', { min, max });
    return ok(request.lang, await saveTenantSetting(app.db, auth.tenantId, configCode, value));
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

const configEditSchema = {
  body: {
    type: 'object',
    required: ['configCode', 'configValue'],
    additionalProperties: false,
    properties: {
      configCode: { type: 'string', minLength: 1, maxLength: 64 },
      configValue: { anyOf: [{ type: 'number' }, { type: 'string', maxLength: 16 }] },
    },
  },
} as const;

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
