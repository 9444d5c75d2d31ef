import {
  columnOf,
  entityOf,
  fieldOf,
  FOLLOW_UP_OBJECT,
  measureSignIn,
  pointOf,
  VISIT_API,
  type AddressValue,
  type RecordRow,
  type VisitSignTarget,
} from '@crm/domain';
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { ok } from '../../../http/envelope.ts';
import { HttpError, notFound } from '../../../http/http-error.ts';
import { tenantSetting } from '../../../modules/configuration/repository.ts';
import type { Viewer } from '../../../modules/records/data-scope.ts';
import type { ObjectServer } from '../../../modules/records/object-registry.ts';
import { requireActionPermission, runAction, type ActionHandler } from '../../../modules/records/record-actions.ts';
import { recordCall } from '../../../modules/records/record-call.ts';
import { customersOf, endsBeforeStart, valueAfter } from '../../../modules/records/record-coherence.ts';
import type { HookContext, RecordHooks } from '../../../modules/records/record-hooks.ts';
import { loadModel, loose, type Db } from '../../../modules/records/record-model.ts';
import { idText } from '../../../modules/records/record-schemas.ts';
import {
  addRecordIn,
  bodyOfCaller,
  findVisibleRow,
  permittedModel,
  recordById,
  requirePermission,
  requireVisibleRow,
} from '../../../modules/records/record-service.ts';
import { fieldErrors, type ServerFieldIssue } from '../../../modules/records/record-validation.ts';

const visit = () => entityOf('crmVisit');
const customer = () => entityOf('crmCustomer');

/** The follow-up type of a visit (follow_type "上门拜访"), when the tenant's dictionary still has it. */
const VISIT_FOLLOW_TYPE = '2';

function parsedAddress(raw: unknown): AddressValue | null {
  if (typeof raw !== 'string' || raw === '') return null;
  try {
    const value = JSON.parse(raw) as unknown;
    return value !== null && typeof value === 'object' ? (value as AddressValue) : null;
  } catch {
    return null;
  }
}

/** A customer of the tenant: its name and address (whoever owns it: the visit to it decides who asks). */
async function customerPlace(db: Db, tenantId: string, id: string): Promise<{ name: string; address: AddressValue | null } | undefined> {
  const row = await loose(db)
    .selectFrom(customer().table)
    .select([columnOf('name'), columnOf('address')])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? { name: String(row[columnOf('name')] ?? ''), address: parsedAddress(row[columnOf('address')]) } : undefined;
}

/**
 * A plan holds together as the write leaves it: every contact it meets works at its customer, it
 * does not end before it starts, and it keeps the customer's name (its title) when the customer is chosen.
 */
async function checkPlan(ctx: HookContext, before: RecordRow | null, values: Record<string, unknown>): Promise<void> {
  const issues: ServerFieldIssue[] = [];
  const order = endsBeforeStart(ctx, before, values, 'planStartTime', 'planEndTime');
  if (order) issues.push(order);
  const [customerId, contacterIds] = [valueAfter(before, values, 'customerId'), valueAfter(before, values, 'contacterIds')];
  if (('contacterIds' in values || 'customerId' in values) && customerId && Array.isArray(contacterIds)) {
    const customers = await customersOf(ctx, 'crmContacter', contacterIds as string[]);
    if ([...customers.values()].some((contactCustomer) => contactCustomer !== customerId)) issues.push({ field: 'contacterIds', rule: 'otherCustomer' });
  }
  if (issues.length > 0) throw fieldErrors(ctx.lang, ctx.model, issues);
  if ('customerId' in values && typeof customerId === 'string') {
    values.customerName = (await customerPlace(ctx.db, ctx.viewer.tenantId, customerId))?.name.slice(0, 200) ?? '';
  }
}

const visitHooks: RecordHooks = {
  async beforeAdd(ctx, values) {
    await checkPlan(ctx, null, values);
  },
  async beforeEdit(ctx, before, changes) {
    // Where the visitor signed in was measured against this customer.
    if (before.signTime && 'customerId' in changes && changes.customerId !== before.customerId) throw new HttpError(422, 'visitCustomerFixed');
    await checkPlan(ctx, before, changes);
  },
  // The check-in map asks for a day's sign-ins.
  indexes: [[columnOf('signTime')]],
};

/**
 * The sign action beyond its declared sets (the time, the place, the photos): the phone's position
 * is required, and the distance from the customer's address, measured against the tenant's
 * threshold, is recorded with what it makes of the sign-in (far is never on site).
 */
const sign: ActionHandler = async (ctx, record, { values }) => {
  const at = pointOf(values.signLocation as AddressValue | null);
  if (!at) throw fieldErrors(ctx.lang, ctx.model, [{ field: 'signLocation', rule: 'position' }]);
  const place = await customerPlace(ctx.db, ctx.viewer.tenantId, String(record.customerId));
  const farMeters = await tenantSetting(ctx.db, ctx.viewer.tenantId, 'visitFarMeters');
  const { distance, state } = measureSignIn(at, pointOf(place?.address), farMeters);
  return { set: { signDistance: distance, signState: state } };
};

/** Whether the tenant's follow-up types still have the visit's. */
async function hasVisitFollowType(db: Db, tenantId: string): Promise<boolean> {
  const found = await db
    .selectFrom('dict_items')
    .innerJoin('dicts', 'dicts.id', 'dict_items.dict_id')
    .select('dict_items.item_value')
    .where('dicts.tenant_id', '=', tenantId)
    .where('dicts.dict_code', '=', 'follow_type')
    .where('dict_items.item_value', '=', VISIT_FOLLOW_TYPE)
    .executeTakeFirst();
  return found !== undefined;
}

/**
 * The end action beyond its declared sets (status, time, summary, next follow-up): the summary
 * becomes a follow-up record on the customer, in the action's transaction (the follow-up's own
 * hooks move the customer's last follow-up and next contact), with the visit's first contact and
 * photos, and the visit keeps which it is.
 */
const end: ActionHandler = async (ctx, record, { values }) => {
  const followUps = await loadModel(ctx.db, ctx.viewer.tenantId, entityOf(FOLLOW_UP_OBJECT.apiName));
  const followUp = await addRecordIn(ctx.db, ctx.call, followUps, {
    relatedEntity: customer().apiName,
    relatedId: record.customerId,
    ...((await hasVisitFollowType(ctx.db, ctx.viewer.tenantId)) ? { type: VISIT_FOLLOW_TYPE } : {}),
    content: values.summary,
    nextContactTime: values.nextContactTime ?? null,
    // A follow-up names one contact: the first the visit met.
    contactId: Array.isArray(record.contacterIds) ? (record.contacterIds[0] ?? null) : null,
    images: record.signImages ?? null,
  });
  return { set: { followUpId: followUp.id } };
};

/** The customer a sign-in is measured against, for one who may see it. */
async function signTarget(db: Db, viewer: Viewer, customerId: string): Promise<VisitSignTarget> {
  const place = await customerPlace(db, viewer.tenantId, customerId);
  if (!place) throw notFound();
  return { customerId, customerName: place.name, address: place.address, farMeters: await tenantSetting(db, viewer.tenantId, 'visitFarMeters') };
}

const signTargetSchema = {
  querystring: { type: 'object', properties: { id: idText, customerId: idText }, additionalProperties: false },
} as const;

const addSignedSchema = {
  body: {
    type: 'object',
    required: ['customerId', 'signLocation'],
    properties: {
      customerId: idText,
      signLocation: { type: 'object', maxProperties: 10 },
      signImages: { type: ['array', 'null'], maxItems: 50 },
    },
    maxProperties: 50,
  },
} as const;

/**
 * `GET /crm/crmVisit/signTarget?id=|customerId=`: where the customer of a visit the caller sees
 * (or of a customer they see, for an unplanned visit) is, and the tenant's threshold, for the
 * sign-in screen to measure before it sends. `POST /crm/crmVisit/addSigned`: an unplanned visit
 * (crmVisitAdd), added and signed in in one transaction, by whoever may add visits and sign in.
 */
async function visitRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<JsonSchemaToTsProvider>();

  app.get(VISIT_API.signTarget, { schema: signTargetSchema }, async (request) => {
    const call = await recordCall(app, request);
    const { id, customerId } = request.query;
    if (id) {
      await requirePermission(call, visit(), 'view');
      const row = await requireVisibleRow(app.db, call.viewer, visit(), id);
      return ok(request.lang, await signTarget(app.db, call.viewer, String(row[columnOf('customerId')])));
    }
    // Neither a visit nor a customer: the customer is what is missing.
    if (!customerId) throw fieldErrors(call.lang, { field: (name) => fieldOf(visit(), name) }, [{ field: 'customerId', rule: 'required' }]);
    await requirePermission(call, visit(), 'add');
    if (!(await findVisibleRow(app.db, call.viewer, customer(), customerId))) throw notFound();
    return ok(request.lang, await signTarget(app.db, call.viewer, customerId));
  });

  app.post(VISIT_API.addSigned, { schema: addSignedSchema }, async (request) => {
    const call = await recordCall(app, request);
    const model = await permittedModel(call, visit(), 'add');
    await requireActionPermission(call, visit(), 'sign');
    const { signLocation, signImages, ...given } = request.body;
    // Unplanned: it starts now, whatever the body says.
    const plan: Record<string, unknown> = { ...given, planStartTime: new Date().toISOString() };
    const writing = await bodyOfCaller(call, model, plan);
    const id = await app.db.transaction().execute(async (trx) => {
      const added = await addRecordIn(trx, call, writing, plan);
      const row = await requireVisibleRow(trx, call.viewer, visit(), added.id);
      await runAction(trx, call, model, 'sign', row, { signLocation, signImages: signImages ?? null }, null);
      return added.id;
    });
    return ok(request.lang, await recordById(call, model, id));
  });
}

export const visitServer: ObjectServer = { hooks: visitHooks, actions: { sign, end }, routes: visitRoutes };
