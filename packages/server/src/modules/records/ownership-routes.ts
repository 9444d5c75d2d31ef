import { columnOf, entityOf, RECORD_API, type ClueConversion, type ClueConversionResult, type TransferRequest } from '@crm/domain';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { nowText } from '../../db/dialect.ts';
import { ok } from '../../http/envelope.ts';
import { badRequest, HttpError } from '../../http/http-error.ts';
import { writeChangeLog } from './change-log.ts';
import { markTableChanged } from './list-totals.ts';
import { statusValue } from './status-value.ts';
import { objectOfTable, recordCall } from './record-call.ts';
import { loadModel, loose, storeOf } from './record-model.ts';
import { toRecordRow } from './record-rows.ts';
import { addRecordIn, requirePermission, requireWritableRow } from './record-service.ts';

const idText = { type: 'string', minLength: 1, maxLength: 64 } as const;

/** Changing who is responsible for records: transfer to another owner, and converting a lead into a customer. */
export default async function ownershipRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: TransferRequest }>(
    RECORD_API.transfer,
    {
      schema: {
        body: {
          type: 'object',
          required: ['tableName', 'ids', 'ownerId'],
          properties: {
            tableName: { type: 'string', minLength: 1, maxLength: 64 },
            ids: { type: 'array', minItems: 1, maxItems: 1000, items: idText },
            ownerId: idText,
            keepAsTeam: { type: ['string', 'null'], enum: ['r', 'rw', null] },
          },
        },
      },
    },
    async (request) => {
      const call = await recordCall(app, request);
      const { tableName, ids, ownerId, keepAsTeam } = request.body;
      const entity = await objectOfTable(app.db, call.viewer.tenantId, tableName);
      if (!entity.features.owner) throw badRequest('featureMissing');
      await requirePermission(call, entity, 'transfer');
      // Only colleagues own records: channel partners and self-service customers never do.
      const owner = await app.db
        .selectFrom('users')
        .select(['id', 'realname', 'depart_id'])
        .where('tenant_id', '=', call.viewer.tenantId)
        .where('id', '=', ownerId)
        .where('user_type', '=', 'staff')
        .executeTakeFirst();
      if (!owner) throw new HttpError(422, 'newOwnerInvalid');
      await app.db.transaction().execute(async (trx) => {
        const at = nowText();
        for (const id of new Set(ids)) {
          const row = await requireWritableRow(trx, call.viewer, entity, id);
          if (row.owner_id === ownerId) continue;
          await loose(trx)
            .updateTable(storeOf(entity).table)
            .set({ owner_id: ownerId, depart_id: owner.depart_id, version: Number(row.version) + 1, update_by: call.viewer.userId, update_time: at })
            .where('tenant_id', '=', call.viewer.tenantId)
            .where('id', '=', id)
            .execute();
          if (entity.features.team) {
            await trx
              .deleteFrom('team_members')
              .where('tenant_id', '=', call.viewer.tenantId)
              .where('table_name', '=', entity.table)
              .where('data_id', '=', id)
              .where('user_id', '=', ownerId)
              .execute();
            if (keepAsTeam && row.owner_id) {
              await trx
                .deleteFrom('team_members')
                .where('tenant_id', '=', call.viewer.tenantId)
                .where('table_name', '=', entity.table)
                .where('data_id', '=', id)
                .where('user_id', '=', row.owner_id)
                .execute();
              await trx
                .insertInto('team_members')
                .values({
                  id: randomUUID(),
                  tenant_id: call.viewer.tenantId,
                  table_name: entity.table,
                  data_id: id,
                  user_id: row.owner_id,
                  access: keepAsTeam,
                  created_at: at,
                })
                .execute();
            }
          }
          const previous = row.owner_id
            ? await trx.selectFrom('users').select('realname').where('tenant_id', '=', call.viewer.tenantId).where('id', '=', row.owner_id).executeTakeFirst()
            : undefined;
          await writeChangeLog(trx, call.viewer, entity.table, id, 'transfer', [
            { field: 'ownerId', label: 'server.recordField.ownerId', from: previous?.realname ?? null, to: owner.realname },
          ]);
        }
        await markTableChanged(trx, call.viewer.tenantId, entity.table);
      });
      return ok(request.lang, null);
    },
  );

  app.post<{ Body: ClueConversion }>(
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
      const lead = entityOf('crmClue');
      const customer = entityOf('crmCustomer');
      const contact = entityOf('crmContacter');
      await requirePermission(call, lead, 'toCustomer');
      await requirePermission(call, customer, 'add');
      const [leadModel, customerModel, contactModel] = await Promise.all([
        loadModel(app.db, call.viewer.tenantId, lead),
        loadModel(app.db, call.viewer.tenantId, customer),
        loadModel(app.db, call.viewer.tenantId, contact),
      ]);
      const result = await app.db.transaction().execute(async (trx): Promise<ClueConversionResult> => {
        const row = await requireWritableRow(trx, call.viewer, lead, request.body.id);
        const clue = toRecordRow(leadModel, row);
        const statusField = lead.status!.field;
        const converted = statusValue(lead, 'Converted');
        if (clue[statusField] === converted) throw new HttpError(422, 'clueConverted');
        if (clue[statusField] === statusValue(lead, 'Invalid')) throw new HttpError(422, 'clueNotConvertible');

        const created = await addRecordIn(trx, call, customerModel, request.body.customer as Record<string, unknown>, { preset: { sourceClueId: clue.id } });
        let contactId: string | null = null;
        if (request.body.createContact) {
          // The lead's contact data, for the contact fields that exist.
          const carried: Record<string, unknown> = {
            name: clue.contactName || clue.name,
            customerId: created.id,
            mobile: clue.mobile,
            landline: clue.phone,
            email: clue.email,
          };
          const input = Object.fromEntries(
            Object.entries(carried).filter(([name, value]) => contactModel.field(name) && value !== null && value !== undefined),
          );
          contactId = (await addRecordIn(trx, call, contactModel, input)).id;
        }
        const at = nowText();
        await loose(trx)
          .updateTable(lead.table)
          .set({
            [columnOf(statusField)]: converted,
            [columnOf('convertTime')]: at,
            [columnOf('customerId')]: created.id,
            version: clue.version + 1,
            update_by: call.viewer.userId,
            update_time: at,
          })
          .where('tenant_id', '=', call.viewer.tenantId)
          .where('id', '=', clue.id)
          .execute();
        const statusLabel = lead.fields.find((f) => f.name === statusField)!.label;
        await writeChangeLog(trx, call.viewer, lead.table, clue.id, 'convert', [
          { field: statusField, label: statusLabel, from: String(clue[statusField] ?? ''), to: converted },
          {
            field: 'customerId',
            label: lead.fields.find((f) => f.name === 'customerId')?.label ?? 'customerId',
            from: null,
            to: String(created.name ?? created.id),
          },
        ]);
        await markTableChanged(trx, call.viewer.tenantId, lead.table);
        await writeChangeLog(trx, call.viewer, customer.table, created.id, 'convert', [
          {
            field: 'sourceClueId',
            label: customer.fields.find((f) => f.name === 'sourceClueId')?.label ?? 'sourceClueId',
            from: null,
            to: String(clue.name ?? clue.id),
          },
        ]);
        return { customerId: created.id, contactId };
      });
      return ok(request.lang, result);
    },
  );
}
