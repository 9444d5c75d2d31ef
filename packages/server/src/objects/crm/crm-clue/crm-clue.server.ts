import { entityOf, RECORD_API, type ClueConversionResult } from '@crm/domain';
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { nowText } from '../../../db/dialect.ts';
import { ok } from '../../../http/envelope.ts';
import { writeChangeLog } from '../../../modules/records/change-log.ts';
import type { ObjectServer } from '../../../modules/records/object-registry.ts';
import { requireActionPermission, runAction, type ActionHandler } from '../../../modules/records/record-actions.ts';
import { recordCall } from '../../../modules/records/record-call.ts';
import type { RecordHooks } from '../../../modules/records/record-hooks.ts';
import { loadModel, loose } from '../../../modules/records/record-model.ts';
import { idText } from '../../../modules/records/record-schemas.ts';
import { addRecordIn, requireVisibleRow } from '../../../modules/records/record-service.ts';
import { fieldErrors } from '../../../modules/records/record-validation.ts';
import { statusValue } from '../../../modules/records/status-value.ts';

const lead = () => entityOf('crmClue');

/** Leads: converted only through the conversion action; the first follow-up starts the work on them. */
const leadHooks: RecordHooks = {
  async beforeEdit(ctx, before, changes) {
    const converted = statusValue(lead(), 'Converted');
    const field = lead().status!.field;
    if (field in changes && changes[field] === converted && before[field] !== converted) {
      throw fieldErrors(ctx.lang, ctx.model, [
        { field, rule: 'statusTransition', vars: { from: String(before[`${field}_dictText`] ?? before[field] ?? ''), to: String(converted) } },
      ]);
    }
  },

  async afterFollowUp(ctx, subject) {
    const field = lead().status!.field;
    const waiting = statusValue(lead(), 'Waiting');
    const following = statusValue(lead(), 'Following');
    if (subject[field] !== waiting) return;
    await loose(ctx.db)
      .updateTable(lead().table)
      .set({ [field]: following, version: subject.version + 1, update_time: nowText(ctx.now) })
      .where('tenant_id', '=', ctx.viewer.tenantId)
      .where('id', '=', subject.id)
      .execute();
    await writeChangeLog(ctx.db, ctx.viewer, lead().table, subject.id, 'edit', [
      { field, label: lead().fields.find((f) => f.name === field)!.label, from: waiting, to: following },
    ]);
  },
};

/**
 * The toCustomer action's effect beyond its declared sets (status converted, convertTime): the
 * customer from the fields its page sends (`customer`, validated as any new customer), linked to
 * the lead both ways, and when asked a contact from the lead's contact data.
 */
const toCustomer: ActionHandler = async (ctx, clue, input) => {
  const customer = entityOf('crmCustomer');
  const contact = entityOf('crmContacter');
  const given = input.body.customer ?? {};
  if (typeof given !== 'object' || Array.isArray(given)) throw fieldErrors(ctx.lang, ctx.model, [{ field: 'customer', rule: 'invalid' }]);
  const customerModel = await loadModel(ctx.db, ctx.viewer.tenantId, customer);
  const contactModel = await loadModel(ctx.db, ctx.viewer.tenantId, contact);
  const created = await addRecordIn(ctx.db, ctx.call, customerModel, given as Record<string, unknown>, { preset: { sourceClueId: clue.id } });
  let contactId: string | null = null;
  if (input.values.createContact) {
    // The lead's contact data, for the contact fields that exist.
    const carried: Record<string, unknown> = {
      name: clue.contactName || clue.name,
      customerId: created.id,
      mobile: clue.mobile,
      landline: clue.phone,
      email: clue.email,
    };
    const values = Object.fromEntries(Object.entries(carried).filter(([name, value]) => contactModel.field(name) && value !== null && value !== undefined));
    contactId = (await addRecordIn(ctx.db, ctx.call, contactModel, values)).id;
  }
  await writeChangeLog(ctx.db, ctx.viewer, customer.table, created.id, 'convert', [
    {
      field: 'sourceClueId',
      label: customer.fields.find((f) => f.name === 'sourceClueId')?.label ?? 'sourceClueId',
      from: null,
      to: String(clue.name ?? clue.id),
    },
  ]);
  const result: ClueConversionResult = { customerId: created.id, contactId };
  return { set: { customerId: created.id }, result };
};

/**
 * `POST /crm/crmClue/changeToCustomer {id, customer, createContact}`, the spec's conversion route,
 * kept for its clients: the toCustomer action without a version, answering what it made.
 */
async function leadRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<JsonSchemaToTsProvider>();
  app.post(
    RECORD_API.clueToCustomer,
    {
      schema: {
        body: {
          type: 'object',
          required: ['id', 'customer'],
          properties: { id: idText, customer: { type: 'object', maxProperties: 500 }, createContact: { type: 'boolean' } },
        },
      },
    },
    async (request) => {
      const call = await recordCall(app, request);
      await requireActionPermission(call, lead(), 'toCustomer');
      const model = await loadModel(app.db, call.viewer.tenantId, lead());
      const run = await app.db.transaction().execute(async (trx) => {
        const row = await requireVisibleRow(trx, call.viewer, lead(), request.body.id);
        return runAction(trx, call, model, 'toCustomer', row, request.body, null);
      });
      return ok(request.lang, run.result as ClueConversionResult);
    },
  );
}

export const leadServer: ObjectServer = { hooks: leadHooks, actions: { toCustomer }, routes: leadRoutes };
