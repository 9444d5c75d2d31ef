import {
  entityOf,
  TERMINAL_API,
  WORK_ORDER_SOURCE,
  WORK_ORDER_STATUS,
  type RecordRow,
  type TerminalAppraisal,
  type TerminalDevice,
  type TerminalFormOptions,
  type TerminalWorkOrder,
  type TerminalWorkOrderItem,
} from '@crm/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { ok } from '../../http/envelope.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { pageQueryProperties } from '../../http/paging.ts';
import { caller } from '../../plugins/auth.ts';
import { dictionaryOptions } from '../dictionaries/repository.ts';
import { loadModel } from '../records/record-model.ts';
import { idText } from '../records/record-schemas.ts';
import { addRecordIn, listRecords, recordById, type RecordCall } from '../records/record-service.ts';
import { fieldErrors } from '../records/record-validation.ts';
import { callOnBehalf, tenantAdministrator } from './acting.ts';
import { ownRecord, ownRows, servedCustomer, type ServedCustomer } from './service-repository.ts';

const customerOnly = { userTypes: ['customer'] } as const;
const workOrder = () => entityOf('crmWorkOrder');
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The customer the caller speaks for and a call on their behalf; 422 while the account is not linked. */
async function served(app: FastifyInstance, request: FastifyRequest): Promise<{ customer: ServedCustomer; call: RecordCall }> {
  const auth = caller(request);
  const customer = await servedCustomer(app.db, auth.tenantId, auth.userId);
  if (!customer) throw new HttpError(422, 'notLinkedCustomer');
  return { customer, call: callOnBehalf(app.db, request.lang, auth, auth.userId) };
}

function itemOf(record: RecordRow): TerminalWorkOrderItem {
  return {
    id: String(record.id),
    workOrderNo: String(record.workOrderNo ?? ''),
    subject: String(record.subject ?? ''),
    status: String(record.status ?? ''),
    status_dictText: String(record.status_dictText ?? ''),
    urgency: String(record.urgency ?? ''),
    urgency_dictText: String(record.urgency_dictText ?? ''),
    createTime: String(record.createTime ?? ''),
  };
}

function appraisalOf(record: RecordRow): TerminalAppraisal {
  return {
    id: String(record.id),
    appraiseNo: String(record.appraiseNo ?? ''),
    appraiseDate: String(record.appraiseDate ?? ''),
    rating: String(record.rating ?? ''),
    satisfaction: String(record.satisfaction ?? ''),
    satisfaction_dictText: String(record.satisfaction_dictText ?? ''),
    feedback: text(record.feedback),
  };
}

/** A work order as its customer sees it: the engineer's name, not their account; the result only once completed. */
async function workOrderView(call: RecordCall, id: string): Promise<TerminalWorkOrder> {
  const record = await recordById(call, await loadModel(call.db, call.viewer.tenantId, workOrder()), id);
  const completed = record.status === WORK_ORDER_STATUS.completed;
  const appraisals = await ownRows(call, 'crmWorkAppraise', 'workOrderId', id);
  return {
    ...itemOf(record),
    workOrderType: String(record.workOrderType ?? ''),
    workOrderType_dictText: String(record.workOrderType_dictText ?? ''),
    source: String(record.source ?? ''),
    problemDescription: String(record.problemDescription ?? ''),
    images: Array.isArray(record.images) ? (record.images as TerminalWorkOrder['images']) : [],
    contactName: text(record.contactName),
    contactPhone: text(record.contactPhone),
    equipmentId: text(record.equipmentId),
    equipmentName: text(record.equipmentId_dictText),
    engineerName: text(record.engineerId_dictText),
    assignTime: text(record.assignTime),
    acceptTime: text(record.acceptTime),
    startTime: text(record.startTime),
    completeTime: text(record.completeTime),
    cause: completed ? text(record.cause) : null,
    solution: completed ? text(record.solution) : null,
    appraisal: appraisals[0] ? appraisalOf(appraisals[0]) : null,
  };
}

/** Today's date (YYYY-MM-DD) against a warranty's days: under warranty from its start (when given) to its end inclusive. */
function underWarranty(record: RecordRow, today: string): boolean {
  const [start, end] = [text(record.warrantyStart), text(record.warrantyEnd)];
  return end !== null && end >= today && (start === null || start <= today);
}

const listSchema = {
  querystring: {
    type: 'object',
    properties: { ...pageQueryProperties, status: { type: 'string', enum: Object.values(WORK_ORDER_STATUS) } },
    additionalProperties: false,
  },
} as const;
const byIdSchema = { querystring: { type: 'object', required: ['id'], properties: { id: idText }, additionalProperties: false } } as const;
const short = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;
const addSchema = {
  body: {
    type: 'object',
    properties: {
      subject: short(200),
      workOrderType: short(20),
      urgency: short(20),
      equipmentId: { type: ['string', 'null'], maxLength: 64 },
      problemDescription: short(4000),
      images: { type: ['array', 'null'], maxItems: 6, items: { type: 'object', maxProperties: 5 } },
      contactName: short(100),
      contactPhone: short(40),
    },
    additionalProperties: false,
  },
} as const;
const appraiseSchema = {
  body: {
    type: 'object',
    required: ['workOrderId'],
    properties: { workOrderId: idText, rating: short(2), satisfaction: short(20), feedback: short(4000) },
    additionalProperties: false,
  },
} as const;

/**
 * The self-service customer's work orders, devices and appraisals (issue 16, `/terminal/*`): a
 * customer token only, and only the customer record the account is linked to; any other id is 404.
 */
export async function terminalServiceRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<JsonSchemaToTsProvider>();

  app.get(TERMINAL_API.workOrders, { schema: listSchema, config: customerOnly }, async (request) => {
    const { customer, call } = await served(app, request);
    const { pageNo, pageSize, status } = request.query;
    const page = await listRecords(call, await loadModel(app.db, customer.tenantId, workOrder()), {
      pageNo,
      pageSize,
      relatedField: 'customerId',
      relatedId: customer.id,
      sortField: 'createTime',
      sortOrder: 'desc',
      ...(status ? { filters: JSON.stringify([{ field: 'status', op: 'eq', value: status }]) } : {}),
    });
    return ok(request.lang, { ...page, records: page.records.map(itemOf) });
  });

  app.get(TERMINAL_API.workOrder, { schema: byIdSchema, config: customerOnly }, async (request) => {
    const { customer, call } = await served(app, request);
    if (!(await ownRecord(app.db, customer, 'crmWorkOrder', request.query.id))) throw notFound();
    return ok(request.lang, await workOrderView(call, request.query.id));
  });

  app.post(TERMINAL_API.addWorkOrder, { schema: addSchema, config: customerOnly }, async (request) => {
    const { customer, call } = await served(app, request);
    const auth = caller(request);
    const body = request.body;
    // A device of another customer is refused by the work order's own check (its customer is this one).
    const images = body.images ?? [];
    const paths = images.map((image) => String((image as { path?: unknown }).path ?? ''));
    const model = await loadModel(app.db, customer.tenantId, workOrder());
    // Photos are the customer's own uploads (TERMINAL_API.upload): no other file of the tenant can be attached and read back.
    if (paths.length > 0 && (await ownUploads(app, auth.tenantId, auth.userId, paths)) < new Set(paths).size) {
      throw fieldErrors(request.lang, model, [{ field: 'images', rule: 'file' }]);
    }
    const input = {
      ...body,
      images,
      customerId: customer.id,
      contactName: text(body.contactName) ?? customer.accountName ?? customer.name,
      contactPhone: text(body.contactPhone) ?? customer.accountPhone ?? customer.phone,
    };
    // The customer's account manager owns it (told of acceptance and completion); the administrator when it has none.
    const ownerId = customer.ownerId ?? (await tenantAdministrator(app.db, customer.tenantId));
    const added = await app.db
      .transaction()
      .execute((trx) => addRecordIn(trx, { ...call, db: trx }, model, input, { preset: { source: WORK_ORDER_SOURCE.portal }, ownerId }));
    return ok(request.lang, await workOrderView(call, added.id));
  });

  app.get(TERMINAL_API.formOptions, { config: customerOnly }, async (request) => {
    const { customer } = await served(app, request);
    const options = (code: string) => dictionaryOptions(app.db, customer.tenantId, code, request.lang);
    const answer: TerminalFormOptions = {
      types: await options('work_order_type'),
      urgencies: await options('work_order_urgency'),
      satisfactions: await options('service_satisfaction'),
    };
    return ok(request.lang, answer);
  });

  app.get(TERMINAL_API.devices, { config: customerOnly }, async (request) => {
    const { customer, call } = await served(app, request);
    const today = new Date().toISOString().slice(0, 10);
    const devices: TerminalDevice[] = (await ownRows(call, 'crmEquipment', 'customerId', customer.id)).map((record) => ({
      id: String(record.id),
      equipmentNo: text(record.equipmentNo),
      name: String(record.name ?? ''),
      model: text(record.model),
      serialNo: text(record.serialNo),
      warrantyStart: text(record.warrantyStart),
      warrantyEnd: text(record.warrantyEnd),
      underWarranty: underWarranty(record, today),
    }));
    return ok(request.lang, devices);
  });

  app.post(TERMINAL_API.appraise, { schema: appraiseSchema, config: customerOnly }, async (request) => {
    const { customer, call } = await served(app, request);
    const { workOrderId, ...rest } = request.body;
    if (!(await ownRecord(app.db, customer, 'crmWorkOrder', workOrderId))) throw notFound();
    // The appraisal's own server checks the work order is completed and not rated yet, and takes its customer and engineer.
    const model = await loadModel(app.db, customer.tenantId, entityOf('crmWorkAppraise'));
    const ownerId = customer.ownerId ?? (await tenantAdministrator(app.db, customer.tenantId));
    const added = await app.db.transaction().execute((trx) => addRecordIn(trx, { ...call, db: trx }, model, { ...rest, workOrderId }, { ownerId }));
    return ok(request.lang, appraisalOf(await recordById(call, model, added.id)));
  });
}

/** How many of `paths` the user uploaded themselves. */
async function ownUploads(app: FastifyInstance, tenantId: string, userId: string, paths: string[]): Promise<number> {
  const rows = await app.db
    .selectFrom('files')
    .select('path')
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('path', 'in', paths)
    .execute();
  return new Set(rows.map((row) => row.path)).size;
}
