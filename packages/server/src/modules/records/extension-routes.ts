import { RECORD_API } from '@crm/domain';
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { ok } from '../../http/envelope.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { createExtensionTable, extensionModel } from './extension-tables.ts';
import { recordCall } from './record-call.ts';
import { idText, listQuerySchema, recordBodySchema } from './record-schemas.ts';
import { addRecord, deleteRecords, editRecord, listRecords, recordById, requirePermission, type RecordCall } from './record-service.ts';

const tableIdQuery = { type: 'object', required: ['tableId'], properties: { tableId: idText } } as const;
const tableAndIdQuery = { type: 'object', required: ['tableId', 'id'], properties: { tableId: idText, id: idText } } as const;

/** The caller's call on the extension table of `tableId` once allowed `action` (404 for a table not of the tenant). */
async function extensionCall(call: RecordCall, tableId: string, action: string) {
  const model = await extensionModel(call.db, call.viewer.tenantId, tableId);
  await requirePermission(call, model.entity, action);
  return model;
}

/**
 * Extension tables (issue 3): administrators make them (`system/sysTableMade/add`) and give them
 * fields through the custom-field routes; their rows are served by the generic engine behind
 * `/crm/extRecord/*?tableId=`, the calls the client's /crm/list, /crm/form and /crm/view make.
 */
export default async function extensionRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<JsonSchemaToTsProvider>();
  app.post(
    RECORD_API.tableAdd,
    {
      schema: {
        body: {
          type: 'object',
          required: ['name', 'apiName'],
          properties: { name: { type: 'string', minLength: 1, maxLength: 50 }, apiName: { type: 'string', minLength: 1, maxLength: 40 } },
        },
      },
    },
    async (request) => {
      const { tenantId } = requireAdmin(request);
      return ok(request.lang, await createExtensionTable(app.db, tenantId, request.body));
    },
  );

  app.get(
    RECORD_API.extList,
    { schema: { querystring: { ...listQuerySchema, required: ['tableId'], properties: { ...listQuerySchema.properties, tableId: idText } } } },
    async (request) => {
      const call = await recordCall(app, request);
      const model = await extensionCall(call, request.query.tableId, 'list');
      return ok(request.lang, await listRecords(call, model, request.query));
    },
  );

  app.get(RECORD_API.extQueryById, { schema: { querystring: tableAndIdQuery } }, async (request) => {
    const call = await recordCall(app, request);
    const model = await extensionCall(call, request.query.tableId, 'view');
    return ok(request.lang, await recordById(call, model, request.query.id));
  });

  app.post(RECORD_API.extAdd, { schema: { querystring: tableIdQuery, ...recordBodySchema } }, async (request) => {
    const call = await recordCall(app, request);
    const model = await extensionCall(call, request.query.tableId, 'add');
    return ok(request.lang, await recordById(call, model, await addRecord(call, model, request.body)));
  });

  app.put(RECORD_API.extEdit, { schema: { querystring: tableIdQuery, ...recordBodySchema } }, async (request) => {
    const call = await recordCall(app, request);
    const model = await extensionCall(call, request.query.tableId, 'edit');
    await editRecord(call, model, request.body);
    return ok(request.lang, await recordById(call, model, String(request.body.id)));
  });

  app.delete(RECORD_API.extDelete, { schema: { querystring: tableAndIdQuery } }, async (request) => {
    const call = await recordCall(app, request);
    const model = await extensionCall(call, request.query.tableId, 'delete');
    await deleteRecords(call, model, [request.query.id]);
    return ok(request.lang, null);
  });
}
