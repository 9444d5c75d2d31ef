import { RECORD_API, type SceneCondition } from '@crm/domain';
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { ok } from '../../http/envelope.ts';
import { objectOfTable, recordCall } from './record-call.ts';
import { loadModel } from './record-model.ts';
import { permittedModel, requirePermission } from './record-service.ts';
import { addScene, editScene, listScenes, ownScene, type SceneInput } from './scenes.ts';
import { requiredTextQuery } from '../../http/query-schemas.ts';

const conditionsSchema = { type: 'array', maxItems: 50, items: { type: 'object' } } as const;
const sceneBody = { name: { type: 'string', maxLength: 100 }, visibility: { type: 'string', maxLength: 2 }, conditions: conditionsSchema } as const;

export default async function sceneRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<JsonSchemaToTsProvider>();
  app.get(RECORD_API.sceneList, { schema: requiredTextQuery('tableName') }, async (request) => {
    const call = await recordCall(app, request);
    const entity = await objectOfTable(app.db, call.viewer.tenantId, request.query.tableName);
    await requirePermission(call, entity, 'list');
    return ok(request.lang, await listScenes(app.db, call.viewer, request.lang, entity));
  });

  app.post(
    RECORD_API.sceneAdd,
    { schema: { body: { type: 'object', required: ['tableName'], properties: { tableName: { type: 'string', minLength: 1, maxLength: 64 }, ...sceneBody } } } },
    async (request) => {
      const call = await recordCall(app, request);
      const entity = await objectOfTable(app.db, call.viewer.tenantId, request.body.tableName);
      const model = await permittedModel(call, entity, 'list');
      // The schema checks the conditions are objects; checkedInput checks each is a condition on a field of the object.
      return ok(request.lang, await addScene(app.db, call.viewer, model, request.body as SceneInput));
    },
  );

  app.put(
    RECORD_API.sceneEdit,
    { schema: { body: { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 64 }, ...sceneBody } } } },
    async (request) => {
      const call = await recordCall(app, request);
      const scene = await ownScene(app.db, call.viewer, request.body.id);
      const model = await loadModel(app.db, call.viewer.tenantId, await objectOfTable(app.db, call.viewer.tenantId, scene.table_name));
      await editScene(app.db, call.viewer, model, scene.id, { ...request.body, conditions: request.body.conditions as SceneCondition[] | undefined });
      return ok(request.lang, null);
    },
  );

  app.delete(RECORD_API.sceneDelete, { schema: requiredTextQuery('id') }, async (request) => {
    const call = await recordCall(app, request);
    const scene = await ownScene(app.db, call.viewer, request.query.id);
    await app.db.deleteFrom('scenes').where('id', '=', scene.id).execute();
    return ok(request.lang, null);
  });
}
