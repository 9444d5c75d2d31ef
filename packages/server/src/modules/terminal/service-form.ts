import { columnOf, entityOf, SERVICE_FORM_API, WORK_ORDER_SOURCE, type ServiceFormInfo, type ServiceFormLink, type ServiceFormResult } from '@crm/domain';
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { Kysely } from 'kysely';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '../../db/schema.ts';
import { ok } from '../../http/envelope.ts';
import { HttpError } from '../../http/http-error.ts';
import { dictionaryOptions } from '../dictionaries/repository.ts';
import { loadModel, loose } from '../records/record-model.ts';
import { addRecordIn } from '../records/record-service.ts';
import { fieldErrors } from '../records/record-validation.ts';
import { requireButton } from '../roles/button-guard.ts';
import { callOnBehalf } from './acting.ts';

/** sys_configs codes: the published key, and who published it (they own the customers the form brings in). */
const KEY_CODE = 'serviceFormKey';
const PUBLISHER_CODE = 'serviceFormPublisher';
/** Calls a minute per address on the public form: a person fills it once, a script is stopped. */
export const SERVICE_FORM_PER_MINUTE = 10;

const linkPath = (key: string) => `${SERVICE_FORM_API.submit}?key=${key}`;

/** The tenant a published key opens, with who published it; 404 for any other key (none is told apart). */
async function tenantOfKey(db: Kysely<Database>, key: string): Promise<{ tenantId: string; name: string; publisherId: string }> {
  const row = await db
    .selectFrom('sys_configs as k')
    .innerJoin('sys_configs as p', (join) => join.onRef('p.tenant_id', '=', 'k.tenant_id').on('p.config_code', '=', PUBLISHER_CODE))
    .innerJoin('tenants', 'tenants.id', 'k.tenant_id')
    .select(['k.tenant_id as tenantId', 'tenants.name', 'tenants.status', 'p.config_value as publisherId'])
    .where('k.config_code', '=', KEY_CODE)
    .where('k.config_value', '=', key)
    .executeTakeFirst();
  // A disabled company's form is closed like an unknown one.
  if (!row || row.status !== '0') throw new HttpError(404, 'serviceFormKeyUnknown');
  return row;
}

async function saveConfig(db: Kysely<Database>, tenantId: string, code: string, value: string): Promise<void> {
  await db
    .insertInto('sys_configs')
    .values({ id: randomUUID(), tenant_id: tenantId, config_code: code, config_value: value })
    .onConflict((oc) => oc.columns(['tenant_id', 'config_code']).doUpdateSet({ config_value: value }))
    .execute();
}

/** The customer of that exact name in the tenant, with its owner and company. */
async function customerNamed(db: Kysely<Database>, tenantId: string, name: string) {
  return loose(db)
    .selectFrom(entityOf('crmCustomer').table)
    .select(['id', 'owner_id', 'company_code'])
    .where('tenant_id', '=', tenantId)
    .where(columnOf('name'), '=', name)
    .executeTakeFirst();
}

const keyQuery = {
  type: 'object',
  required: ['key'],
  properties: { key: { type: 'string', minLength: 1, maxLength: 64 } },
  additionalProperties: false,
} as const;
const formText = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const submitSchema = {
  querystring: keyQuery,
  body: {
    type: 'object',
    properties: {
      companyName: formText(200),
      contactName: formText(100),
      contactPhone: formText(40),
      subject: formText(200),
      workOrderType: formText(20),
      urgency: formText(20),
      problemDescription: formText(4000),
    },
    additionalProperties: false,
  },
} as const;

/**
 * The public service request (spec section 2 `/crm/crmServiceAdd`, ENGINE-II section 6): a company
 * publishes a link key; anyone with it reads the company's name and the form's choices and sends a
 * request, which becomes a work order pending acceptance (source: the online form) in that company
 * only. It takes no files. The company's customer of that exact name is the work order's; a name it
 * does not know becomes a new customer owned by whoever published the link, so the form never tells
 * which companies are customers. Limited per address; an unknown key is 404.
 */
export async function serviceFormRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<JsonSchemaToTsProvider>();
  const publicCall = { access: 'public', perMinute: SERVICE_FORM_PER_MINUTE } as const;

  app.get(SERVICE_FORM_API.form, { schema: { querystring: keyQuery }, config: publicCall }, async (request) => {
    const tenant = await tenantOfKey(app.db, request.query.key);
    const options = (code: string) => dictionaryOptions(app.db, tenant.tenantId, code, request.lang);
    const info: ServiceFormInfo = { companyName: tenant.name, types: await options('work_order_type'), urgencies: await options('work_order_urgency') };
    return ok(request.lang, info);
  });

  app.post(SERVICE_FORM_API.submit, { schema: submitSchema, config: publicCall }, async (request) => {
    const tenant = await tenantOfKey(app.db, request.query.key);
    const { companyName = '', ...given } = request.body;
    const name = companyName.trim();
    const publisher = await app.db
      .selectFrom('users')
      .select(['id', 'company_code'])
      .where('tenant_id', '=', tenant.tenantId)
      .where('id', '=', tenant.publisherId)
      .executeTakeFirst();
    if (!publisher) throw new HttpError(404, 'serviceFormKeyUnknown');
    const call = callOnBehalf(app.db, request.lang, { tenantId: tenant.tenantId, companyCode: publisher.company_code }, publisher.id);
    const [orders, customers] = await Promise.all([
      loadModel(app.db, tenant.tenantId, entityOf('crmWorkOrder')),
      loadModel(app.db, tenant.tenantId, entityOf('crmCustomer')),
    ]);
    if (name === '')
      throw fieldErrors(request.lang, { field: (field) => (field === 'companyName' ? customers.field('name') : undefined) }, [
        { field: 'companyName', rule: 'required' },
      ]);
    const added = await app.db.transaction().execute(async (trx) => {
      const inTrx = { ...call, db: trx };
      const known = await customerNamed(trx, tenant.tenantId, name);
      const customerId = known
        ? String(known.id)
        : (await addRecordIn(trx, inTrx, customers, { name: name.slice(0, 100), phone: given.contactPhone ?? null })).id;
      const ownerId = (known?.owner_id as string | null | undefined) ?? publisher.id;
      return addRecordIn(trx, inTrx, orders, { ...given, customerId }, { preset: { source: WORK_ORDER_SOURCE.publicForm }, ownerId });
    });
    const result: ServiceFormResult = { workOrderNo: String(added.workOrderNo ?? '') };
    return ok(request.lang, result);
  });

  // The link, for whoever dispatches work orders (or an administrator): null until one is published; POST publishes a new one.
  app.get(SERVICE_FORM_API.link, async (request) => {
    const auth = await requireButton(app.db, request, 'crm:crmWorkOrder:assign');
    const saved = await app.db
      .selectFrom('sys_configs')
      .select('config_value')
      .where('tenant_id', '=', auth.tenantId)
      .where('config_code', '=', KEY_CODE)
      .executeTakeFirst();
    const link: ServiceFormLink | null = saved ? { key: saved.config_value, path: linkPath(saved.config_value) } : null;
    return ok(request.lang, link);
  });
  app.post(SERVICE_FORM_API.link, async (request) => {
    const auth = await requireButton(app.db, request, 'crm:crmWorkOrder:assign');
    const key = await publish(app.db, auth.tenantId, auth.userId);
    const link: ServiceFormLink = { key, path: linkPath(key) };
    return ok(request.lang, link);
  });
}

/** A new key for the tenant's form (the old link stops working), published by `userId`. */
async function publish(db: Kysely<Database>, tenantId: string, userId: string): Promise<string> {
  const key = randomBytes(16).toString('hex');
  await db.transaction().execute(async (trx) => {
    await saveConfig(trx, tenantId, KEY_CODE, key);
    await saveConfig(trx, tenantId, PUBLISHER_CODE, userId);
  });
  return key;
}
