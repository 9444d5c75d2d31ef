import { ALL_OBJECTS, type EntityDef } from '@crm/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../../http/http-error.ts';
import { caller } from '../../plugins/auth.ts';
import { viewerOf } from './data-scope.ts';
import { extensionModelByName } from './extension-tables.ts';
import { loadModel, type Db, type RecordModel } from './record-model.ts';
import type { RecordAccessRead, RecordCall } from './record-service.ts';

export async function recordCall(app: FastifyInstance, request: FastifyRequest): Promise<RecordCall> {
  const auth = caller(request);
  const asked = request.routeOptions.config.sessionCompanion;
  const call: RecordCall = { db: app.db, viewer: await viewerOf(app.db, auth), lang: request.lang };
  if (asked?.button && auth.companion) call.access = { code: asked.button, read: auth.companion as unknown as RecordAccessRead };
  if (auth.assumed) call.assumed = { versions: auth.assumed, checked: false };
  return call;
}

/**
 * The object of a `tableName` parameter: a registered object (by its table or API name) or one
 * of the tenant's extension tables (by its table name); 404 for anything else.
 */
export async function objectOfTable(db: Db, tenantId: string, tableName: string): Promise<EntityDef> {
  const entity = ALL_OBJECTS.find((e) => e.table === tableName || e.apiName === tableName);
  if (entity) return entity;
  const extension = await extensionModelByName(db, tenantId, tableName);
  if (!extension) throw notFound();
  return extension.entity;
}

/** The model of an object `objectOfTable` found: a registered object's, or the extension table's with its fields. */
export async function modelOfObject(db: Db, tenantId: string, entity: EntityDef): Promise<RecordModel> {
  if (!entity.custom) return loadModel(db, tenantId, entity);
  const extension = await extensionModelByName(db, tenantId, entity.table);
  if (!extension) throw notFound();
  return extension;
}
