import multipart from '@fastify/multipart';
import { ALL_OBJECTS, computeLine, linesFieldsOf, RECORD_API, translate, type EntityDef } from '@crm/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { TypedApp } from '../../http/typed-app.ts';
import { ok } from '../../http/envelope.ts';
import { exportWorkbook, importWorkbook } from './spreadsheets.ts';
import { IMPORT_FILE_BYTES, receiveImportFile } from './import-file.ts';
import actionRoutes from './action-routes.ts';
import collaborationRoutes from './collaboration-routes.ts';
import customFieldRoutes from './custom-field-routes.ts';
import extensionRoutes from './extension-routes.ts';
import sceneRoutes from './scene-routes.ts';
import { recordCall } from './record-call.ts';
import { byIdSchema, detailSchema, idsSchema, listQuerySchema, recordBodySchema } from './record-schemas.ts';
import { viewRecorderOf } from '../browsing/record-views.ts';
import { loadModel } from './record-model.ts';
import {
  addRecord,
  deleteRecords,
  editRecord,
  holdsPermission,
  listRecords,
  objectRestrictions,
  permittedModel,
  recordAccessCompanion,
  recordById,
  requirePermission,
  VersionsMoved,
} from './record-service.ts';
import type { ListRequest } from './list-query.ts';
import { authenticate } from '../../plugins/auth.ts';
import { draftLines } from './child-records.ts';
import { hooksOf } from './object-registry.ts';
import { badRequest, forbidden } from '../../http/http-error.ts';

/** The generic CRUD routes of one object (ARCHITECTURE section 3): permission, then scope, then the work. */
function objectRoutes(app: TypedApp, entity: EntityDef): void {
  const { module, apiName } = entity;
  // The action's button and the model's versions come with the caller's session, in one statement.
  const readsWithSession = (action: string) => ({ sessionCompanion: recordAccessCompanion(entity, action) });

  // The commonest request of all: on PostgreSQL the versions this instance last read stand in for
  // reading them, and the page's statement reads them beside its rows (one round trip a page, not two).
  const listAnswer = async (request: FastifyRequest, query: ListRequest) => {
    const call = await recordCall(app, request);
    const model = await permittedModel(call, entity, 'list');
    const page = await listRecords(call, model, query);
    if (call.assumed && !call.assumed.checked) throw new Error('a list was about to answer on versions it did not check');
    return ok(request.lang, page);
  };
  app.get(
    RECORD_API.list(module, apiName),
    { schema: { querystring: listQuerySchema }, config: { ...readsWithSession('list'), checksVersionsWithAnswer: true } },
    async (request) => {
      try {
        return await listAnswer(request, request.query);
      } catch (error) {
        if (!request.auth?.assumed) throw error;
        // Nothing goes out on assumed versions, not even a refusal: the session is read again
        // (a revoked one is refused here), then the list is answered afresh or the error stands.
        await authenticate(app, request, false);
        if (error instanceof VersionsMoved) return await listAnswer(request, request.query);
        throw error;
      }
    },
  );

  app.get(RECORD_API.queryById(module, apiName), { schema: detailSchema, config: readsWithSession('view') }, async (request) => {
    const call = await recordCall(app, request);
    const model = await permittedModel(call, entity, 'view');
    const record = await recordById(call, model, request.query.id);
    // The detail screen's read (browse=1) is noted for the browse list, and written off this path.
    if (request.query.browse === '1')
      viewRecorderOf(app.db).note({ tenantId: call.viewer.tenantId, userId: call.viewer.userId, table: entity.table, dataId: record.id });
    return ok(request.lang, record);
  });

  app.post(RECORD_API.add(module, apiName), { schema: recordBodySchema, config: readsWithSession('add') }, async (request) => {
    const call = await recordCall(app, request);
    const model = await permittedModel(call, entity, 'add');
    const id = await addRecord(call, model, request.body);
    return ok(request.lang, await recordById(call, model, id));
  });

  app.put(RECORD_API.edit(module, apiName), { schema: recordBodySchema, config: readsWithSession('edit') }, async (request) => {
    const call = await recordCall(app, request);
    const model = await permittedModel(call, entity, 'edit');
    await editRecord(call, model, request.body);
    return ok(request.lang, await recordById(call, model, String(request.body.id)));
  });

  app.delete(RECORD_API.delete(module, apiName), { schema: byIdSchema }, async (request) => {
    const call = await recordCall(app, request);
    await deleteRecords(call, await permittedModel(call, entity, 'delete'), [request.query.id]);
    return ok(request.lang, null);
  });

  app.delete(RECORD_API.deleteBatch(module, apiName), { schema: idsSchema }, async (request) => {
    const call = await recordCall(app, request);
    const model = await permittedModel(call, entity, 'delete');
    const ids = request.query.ids
      .split(',')
      .map((id) => id.trim())
      .filter((id) => id !== '');
    await deleteRecords(call, model, ids);
    return ok(request.lang, null);
  });

  if (linesFieldsOf(entity).some((field) => field.lines!.pick)) lineDraftRoute(app, entity);

  // A blob download, which the client does not sign (spec section 7); the token and permission still apply.
  app.get(RECORD_API.exportXls(module, apiName), { config: { unsigned: true }, schema: { querystring: listQuerySchema } }, async (request, reply) => {
    const call = await recordCall(app, request);
    const model = await permittedModel(call, entity, 'export');
    const content = await exportWorkbook(call, model, request.query);
    const name = `${translate(request.lang, entity.label)}-${new Date().toISOString().slice(0, 10)}.xlsx`;
    return reply
      .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('Content-Disposition', `attachment; filename="${apiName}.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`)
      .send(content);
  });

  app.post(RECORD_API.importExcel(module, apiName), { config: { multipart: true } }, async (request, reply) => {
    const call = await recordCall(app, request);
    await requirePermission(call, entity, 'import');
    const content = await receiveImportFile(request, reply);
    const model = await loadModel(app.db, call.viewer.tenantId, entity);
    const result = await importWorkbook(call, model, content);
    return { ...ok(request.lang, result), message: translate(request.lang, 'server.importDone', { imported: result.imported, failed: result.failed }) };
  });
}

const lineDraftSchema = {
  querystring: {
    type: 'object',
    required: ['field', 'ids'],
    properties: {
      field: { type: 'string', maxLength: 64 },
      ids: { type: 'string', minLength: 1, maxLength: 3300 },
      context: { type: 'string', maxLength: 5000 },
    },
  },
} as const;

/** Most records picked as lines at once. */
const MAX_PICKED = 50;

/**
 * GET /M/E/lineDraft: new lines for the records the user picked (products), pre-filled as the
 * line declares (`copies`) and as the picked object adjusts them for the record being written
 * (`context`: the customer's price list). For whoever may add or edit the object's records.
 */
function lineDraftRoute(app: TypedApp, entity: EntityDef): void {
  app.get(RECORD_API.lineDraft(entity.module, entity.apiName), { schema: lineDraftSchema }, async (request) => {
    const call = await recordCall(app, request);
    if (!(await holdsPermission(call, entity, 'add')) && !(await holdsPermission(call, entity, 'edit'))) throw forbidden();
    const field = linesFieldsOf(entity).find((f) => f.name === request.query.field && f.lines!.pick);
    if (!field) throw badRequest('filterInvalid', { field: request.query.field });
    const ids = [...new Set(request.query.ids.split(',').map((id) => id.trim()))].filter((id) => id !== '').slice(0, MAX_PICKED);
    let context: unknown = {};
    try {
      context = request.query.context ? JSON.parse(request.query.context) : {};
    } catch {
      throw badRequest('filterInvalid', { field: 'context' });
    }
    if (context === null || typeof context !== 'object' || Array.isArray(context)) throw badRequest('filterInvalid', { field: 'context' });
    const lines = await draftLines(call.db, call.viewer, call.lang, field, ids);
    const pick = field.lines!.object.fields.find((f) => f.name === field.lines!.pick)!;
    await hooksOf(pick.relation!).draftLines?.(call, context as Record<string, unknown>, lines);
    // The object may have changed a price: the rows' formulas follow. A line field the caller's
    // roles hide is not in the drafts (detail-field permissions).
    const restrictions = await objectRestrictions(call, field.lines!.object.apiName);
    const shown = (line: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(line).filter(([key]) => restrictions.get(key.replace(/_dictText$/, '')) !== 'hidden'));
    return ok(
      request.lang,
      lines.map((line) => shown({ ...line, ...computeLine(field.lines!.object, line) })),
    );
  });
}

/** One router for every object of the registry: a new object is served by adding its definition. */
export default async function recordRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<JsonSchemaToTsProvider>();
  // Imports: one xlsx file of at most the import limit.
  await app.register(multipart, { limits: { fileSize: IMPORT_FILE_BYTES, files: 1, fields: 10 } });
  for (const entity of ALL_OBJECTS) objectRoutes(app, entity);
  await app.register(collaborationRoutes);
  await app.register(sceneRoutes);
  await app.register(actionRoutes);
  await app.register(customFieldRoutes);
  await app.register(extensionRoutes);
}
